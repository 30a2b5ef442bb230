"""Checks every game must pass: the core protocol's contract, played on random games.

`play_random_games(game, config, seeds, check=...)` plays seeded random games and after
every action checks that the state clones, round-trips the wire and has sane legal
actions; at the end it checks the replay of seed + log and the result. Games add their
own invariants through `check(state)`.
"""

from __future__ import annotations

import random

import msgpack

from core.match import Match
from core.protocol import IllegalAction


def wire_roundtrip(game, state):
    """The state after to_wire -> msgpack -> from_wire."""
    packed = msgpack.packb(state.to_wire(), use_bin_type=True)
    return game.state_from_wire(msgpack.unpackb(packed, raw=False, strict_map_key=False))


def play_random_game(game, config, seed, check=None, deep_every=1):
    """Play one seeded random game through a Match; returns the match."""
    rng = random.Random(seed)
    match = Match(game, config, seed)
    step = 0
    while not match.is_over():
        state = match.state
        legal = state.legal_actions()
        assert legal, "legal_actions is empty but the game is not over"
        assert state.to_move() is not None and state.decision() is not None
        action = legal[rng.randrange(len(legal))]
        match.submit(state.to_move(), action)
        step += 1
        if check:
            check(match.state)
        if deep_every and step % deep_every == 0:
            s = match.state
            assert s.clone() == s, "clone differs from the state"
            assert wire_roundtrip(game, s) == s, "to_wire/from_wire does not round-trip"
        assert step < 100_000, "game does not end"
    assert match.state.to_move() is None and match.state.legal_actions() == []
    res = match.result()
    assert len(res) == match.state.num_seats
    assert all(0.0 <= r <= 1.0 for r in res)
    # Competitive games share one point; cooperative variants (solo, co-op) list
    # themselves in the game's `cooperative_variants` and may all win or all lose.
    if match.config.get("variant") not in getattr(game, "cooperative_variants", ()):
        assert abs(sum(res) - 1.0) < 1e-9, res
    replayed = Match.replay(game, config, seed, match.actions())
    assert replayed.state == match.state, "seed + log does not replay to the same state"
    return match


def check_illegal_is_refused(game, config, seed):
    """An illegal action raises IllegalAction with a message, and changes nothing."""
    match = Match(game, config, seed)
    before = match.state.to_wire()
    try:
        match.submit(match.state.to_move(), ("no-such-action", 999))
    except IllegalAction as exc:
        assert str(exc)
    else:
        raise AssertionError("an illegal action was accepted")
    assert match.state.to_wire() == before
