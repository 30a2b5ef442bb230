"""Fixtures for the bot tests: the test games registered, and positions of every game."""

from __future__ import annotations

import random

import pytest

from core import registry

TEST_GAMES = {"lucky-draw": "tests.support.toy_game:GAME", "take-away": "tests.ai.takeaway:GAME"}


@pytest.fixture(autouse=True)
def test_games_registered():
    """The toy games in the game registry for these tests only."""
    added = [gid for gid in TEST_GAMES if gid not in registry._GAMES]
    for gid in added:
        registry._GAMES[gid] = TEST_GAMES[gid]
    yield
    for gid in added:
        registry._GAMES.pop(gid, None)
        registry._loaded.pop(gid, None)


def available_games() -> list[str]:
    """Every game whose rules are installed, plus the toy game."""
    return [g for g in registry.game_ids() if g not in TEST_GAMES] + ["lucky-draw"]


def random_positions(game_id: str, count: int, seed: int, players: int | None = None):
    """`count` positions of `game_id` reached by random play (never over)."""
    game = registry.get_game(game_id)
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        n = players or rng.choice(list(game.player_counts()))
        state = game.new(game.normalize_config({"players": n}), rng.randrange(1 << 30))
        steps = rng.randrange(0, 60)
        for _ in range(steps):
            if state.is_over():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if not state.is_over():
            out.append(state)
    return out


def two_workers(address: str) -> list[int]:
    """The process ids of the cluster's workers, once both have started."""
    import os

    from distributed import Client

    with Client(address) as client:
        client.wait_for_workers(2, timeout=120)
        return list(client.run(os.getpid).values())


@pytest.fixture
def takeaway():
    from tests.ai.takeaway import GAME

    return GAME
