"""determinize fills every hidden card exactly once, also after a battle card went back to hand."""

import collections
import random

from core.crystal_clans.game import GAME
from core.rng import Rng


def card_counts(state) -> collections.Counter:
    """Every card instance in its place; a battle card counts only while it is in the battle."""
    cards = [c for h in state.hands for c in h] + [c for p in state.draw for c in p]
    cards += [c for p in state.discard for c in p] + list(state.removed)
    cards += [c for q in state.squads for c in q]
    if state.battle is not None:
        cards += [c for i, c in enumerate(state.battle.cards) if c >= 0 and not state.battle.placed[i]]
    return collections.Counter(cards)


CLANS = ("blood", "skull", "flower", "stone", "meteor", "water")


# The first two seeds of 0..2999 whose random game has such a position (rare: found by
# calling `returned_card_positions((seed,), 1)` for each seed in turn, 231 games, on
# 2026-11-29 after Spirit Guide got Lay to Rest and Menders cost 2; run it again if a rule
# or card change loses them). Flower against Meteor, Flower against Flower.
SEEDS = (26, 230)


def returned_card_positions(seeds=SEEDS, limit=2):
    """States where a battle card has gone back to its owner's hand while the battle is
    still open (the other seat has its own return to decide), from the random games of
    `seeds`."""
    found = []
    for seed in seeds:
        config = {"players": 2, "clan1": CLANS[seed % 6], "clan2": CLANS[seed // 6 % 6]}
        state = GAME.new(config, seed)
        rng = random.Random(seed)
        while not state.is_over() and len(found) < limit:
            b = state.battle
            if b is not None and any(b.placed[i] and b.cards[i] in state.hands[i] for i in (0, 1)):
                found.append(state.clone())
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if len(found) >= limit:
            break
    return found


def test_a_returned_battle_card_is_put_back_in_its_hidden_hand():
    positions = returned_card_positions()
    assert len(positions) == len(SEEDS), "a seed's game no longer returns a battle card to hand: search again"
    for state in positions:
        owner = next(i for i in (0, 1) if state.battle.placed[i] and state.battle.cards[i] in state.hands[i])
        seat = 1 - owner  # the seat that cannot see the owner's hand
        view = state.view(seat)
        for k in range(20):
            d = view.determinize(seat, Rng(k))
            assert d.view(seat) == view
            assert state.battle.cards[owner] in d.hands[owner]
            assert card_counts(d) == card_counts(state)
