"""Property test: thousands of seeded random games of every variant.

After every action: coins conserved, every card in exactly one place, no lane left at its
scoring size after a scoring phase unless it tied (support.check_invariants). Every few
actions: views hide the deck below its top (and co-op hands, sealed bids), a view's
determinization agrees with the view, the wire round-trips. At the end: a winner (or the
cooperative loss), and seed + actions replay to the same state.
"""

import random

import msgpack
import pytest

from core.crimson_company.game import GAME
from core.rng import Rng

from .support import check_invariants, check_view_hides

DEEP_EVERY = 25


def wire(s):
    data = msgpack.unpackb(msgpack.packb(s.to_wire(), use_bin_type=True), raw=False, strict_map_key=False)
    return GAME.state_from_wire(data)


def play_checked(config, seed):
    s = GAME.new(config, seed)
    rnd = random.Random(seed)
    log = []
    step = 0
    while not s.is_over():
        acts = s.legal_actions()
        assert acts
        a = acts[rnd.randrange(len(acts))]
        s.apply(a)
        log.append(a)
        check_invariants(s)
        step += 1
        if step % DEEP_EVERY == 0:
            check_view_hides(s)
            seat = s.to_move()
            if seat is not None:
                v = s.view(seat)
                d = v.determinize(seat, Rng(step))
                assert d.view(seat) == v, "a determinization disagrees with the view"
                assert d.legal_actions() == s.legal_actions()
            assert wire(s) == s
    res = s.result()
    if config["variant"] in GAME.cooperative_variants:
        assert res in ([1.0] * s.num_seats, [0.0] * s.num_seats)
    else:
        assert abs(sum(res) - 1) < 1e-9
    assert wire(s) == s and s.clone() == s
    again = GAME.new(config, seed)
    for a in log:
        again.apply(a)
    assert again == s, "seed + actions do not replay"
    return s


def run_many(variant, games, players=None):
    winners = 0
    for seed in range(games):
        n = players(seed) if callable(players) else (players or GAME.player_counts(variant).start)
        wanted = {
            "castle_rules": seed % 3 == 0,
            "handicap": seed % 4,
            "placements": seed % 2 == 1,
            "difficulty": (0, 1, 3, 6, 9)[seed % 5],
        }
        used = {o.key for o in GAME.options() if o.applies_to(variant)}
        config = GAME.normalize_config(
            {"variant": variant, "players": n, **{k: v for k, v in wanted.items() if k in used}}
        )
        s = play_checked(config, seed)
        winners += max(s.won) >= 2
    return winners


@pytest.mark.parametrize("part", range(4))
def test_2000_random_duels(part):
    winners = 0
    for seed in range(part * 500, part * 500 + 500):
        config = GAME.normalize_config(
            {"variant": "duel", "castle_rules": seed % 3 == 0, "handicap": seed % 3, "tournament": seed % 50 == 0}
        )
        s = play_checked(config, seed)
        winners += max(s.won) >= 2
    assert winners >= 490, "nearly every duel ends with two castles"


@pytest.mark.parametrize("variant", ["2v2", "free-for-all", "solo", "co-op"])
def test_500_random_games_per_variant(variant):
    players = (lambda seed: 3 + seed % 4) if variant == "free-for-all" else None
    winners = run_many(variant, 500, players)
    assert winners >= 450
