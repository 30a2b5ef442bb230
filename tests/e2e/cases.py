"""Every game and variant a user can start, as (id, game, config) cases for the end-to-end tests."""

from __future__ import annotations

import random

CASES = [
    ("clans-2", "clans", {"players": 2}),
    ("clans-3", "clans", {"players": 3}),
    ("clans-4", "clans", {"players": 4}),
    ("crystal-clans", "crystal-clans", {"players": 2}),
    ("crimson-duel", "crimson-company", {"variant": "duel", "players": 2}),
    ("crimson-2v2", "crimson-company", {"variant": "2v2", "players": 4}),
    ("crimson-ffa-3", "crimson-company", {"variant": "free-for-all", "players": 3}),
    ("crimson-solo", "crimson-company", {"variant": "solo", "players": 1}),
    ("crimson-co-op", "crimson-company", {"variant": "co-op", "players": 2}),
]
IDS = [case[0] for case in CASES]


def position(game_id: str, config: dict, seed: int = 5, moves: int = 6):
    """A state of `game_id` a few seeded random moves in (a decision still to take)."""
    from core.registry import get_game

    game = get_game(game_id)
    state = game.new(game.normalize_config(config), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        if state.is_over() or not legal:
            break
        nxt = state.clone()
        nxt.apply(legal[rng.randrange(len(legal))])
        if nxt.is_over():
            break
        state = nxt
    return state
