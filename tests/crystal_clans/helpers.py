"""Scenario builder for Crystal Clans rule tests: a state with chosen cards in chosen places.

Cards are named; each name takes the next unused instance of that kind from the seat's
deck. Every card not placed goes under the named draw pile (or is removed from the game
with rest="removed"), so the 54 cards are always each in exactly one place.
"""

from __future__ import annotations

from core.crystal_clans.cards import CARDS, DECK_SIZE, DECKS
from core.crystal_clans.crystals import CRYSTAL_BY_NAME
from core.crystal_clans.game import GAME
from core.crystal_clans.state import CrystalClansState
from core.rng import Rng


class Picker:
    def __init__(self, clans):
        self.kinds = DECKS[clans[0]] + DECKS[clans[1]]
        self.used = set()

    def take(self, seat, name):
        for c in range(seat * DECK_SIZE, (seat + 1) * DECK_SIZE):
            if c not in self.used and CARDS[self.kinds[c]].name == name:
                self.used.add(c)
                return c
        raise KeyError(f"no unused {name} in seat {seat}'s deck")

    def rest(self, seat):
        return [c for c in range(seat * DECK_SIZE, (seat + 1) * DECK_SIZE) if c not in self.used]


def scenario(
    clans=("blood", "skull"),
    squads=None,
    hands=None,
    draw=None,
    discard=None,
    token=0,
    active=0,
    rest="draw",
    row=("Dawn Shard", "Ember Heart", "Sun Stone"),
    collected=None,
    seed=1,
):
    """A state in the middle of a game, at `active`'s top-level action.

    squads: {(seat, zone): [names, top first]}; hands/discard: {seat: [names]};
    draw: {seat: [names, TOP FIRST]}; leftovers go under the draw piles (rest="draw") or
    are removed from the game (rest="removed").
    """
    p = Picker(clans)
    s = CrystalClansState.blank()
    s.clans = tuple(clans)
    s.kinds = p.kinds
    s.rng = Rng(seed)
    for (seat, zone), names in (squads or {}).items():
        s.set_squad(seat, zone, [p.take(seat, n) for n in names])
    for seat, names in (hands or {}).items():
        s.hands[seat] = [p.take(seat, n) for n in names]
    for seat, names in (discard or {}).items():
        s.discard[seat] = [p.take(seat, n) for n in names]
    for seat in (0, 1):
        top_first = [p.take(seat, n) for n in (draw or {}).get(seat, [])]
        s.draw[seat] = list(reversed(top_first))
    for seat in (0, 1):
        left = p.rest(seat)
        if rest == "draw":
            s.draw[seat] = left + s.draw[seat]
        else:
            s.removed.extend(left)
    s.row = [CRYSTAL_BY_NAME[n] for n in row]
    taken = set(s.row)
    s.collected = [[CRYSTAL_BY_NAME[n] for n in (collected or {}).get(seat, [])] for seat in (0, 1)]
    for c in s.collected:
        taken.update(c)
    s.crystal_deck = [x for x in range(15) if x not in taken]
    s.token = token
    s.active = active
    return s


def find(s, seat, name, where="squad"):
    """The instance of `name` owned by `seat` in a given place."""
    if where == "hand":
        pool = s.hands[seat]
    elif where == "discard":
        pool = s.discard[seat]
    elif where == "draw":
        pool = s.draw[seat]
    else:
        pool = [c for sq in s.squads for c in sq]
    for c in pool:
        if c // DECK_SIZE == seat and s.name(c) == name:
            return c
    raise KeyError(name)


def names(s, cards):
    return [s.name(c) for c in cards]


def play(s, *actions):
    """Apply actions in order, each checked legal."""
    for a in actions:
        assert a in s.legal_actions(), (a, s.decision(), s.legal_actions())
        s.apply(a)
    return s


def all_cards(s):
    """Every card instance's place, to check the 54 cards are each in exactly one place."""
    places = []
    for h in s.hands:
        places += h
    for d in s.draw:
        places += d
    for d in s.discard:
        places += d
    places += s.removed
    for sq in s.squads:
        places += sq
    if s.battle is not None:
        for seat in (0, 1):
            c = s.battle.cards[seat]
            if c >= 0 and not s.battle.placed[seat]:
                places.append(c)
    return places


__all__ = ["GAME", "scenario", "find", "names", "play", "all_cards"]


DEFAULTS = {"move": ("stay",), "sac": ("no",), "may-draw": ("yes",), "b-return": ("no",), "battle?": ("battle",)}


def settle(s, stop=(), **override):
    """Answer pending frames with defaults (keep order, stay, battle, no sacrifice...) until
    a decision of a kind in `stop`, the next top-level action, or the end."""
    choices = dict(DEFAULTS, **{k.replace("_", "-"): v for k, v in override.items()})
    while s.stack and s.winner is None:
        kind = s.stack[-1][0]
        if kind in stop:
            return s
        legal = s.legal_actions()
        a = choices.get(kind)
        if a is None or a not in legal:
            a = legal[0]
        s.apply(a)
    return s


def fight(s, zone, seat=0, stop=()):
    """`seat` activates its squad in `zone` without moving and battles; battle cards are
    the single cards in each hand (or the top of the draw pile for an empty hand)."""
    play(s, ("activate", zone))
    return settle(s, stop=stop)


def battle_attack(clans, squad, enemy, cards):
    """Seat 0's `squad` battles seat 1's `enemy` in zone 4, each side playing its one card of
    `cards` (choose cards whose effects add seat 0 no attack); returns seat 0's attack."""
    s = scenario(clans, squads={(0, 4): squad, (1, 4): enemy}, hands={0: [cards[0]], 1: [cards[1]]}, token=-10)
    fight(s, 4)
    return s.last_battle["attack"][0]
