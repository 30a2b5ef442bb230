"""Matches that start late in a game: the first part of a seeded random game played through
the match, so an interface test drives only the part of the game that is its own (the end,
the result screen) while other tests play whole games from their first move."""

from __future__ import annotations

import random
from collections.abc import Callable

from core.match import Match


def late_match(make_match, seed: int, share: float, visit: Callable[[Match], None] | None = None) -> Match:
    """A fresh match from `make_match()` with the first `share` of a game played by seeded
    random moves (the game is played to its end once to learn its length). `visit(match)`
    is called before each of those moves, so a test can read what the headless part asked."""
    rng, trial, moves = random.Random(seed), make_match(), []
    while not trial.is_over():
        legal = trial.state.legal_actions()
        moves.append(legal[rng.randrange(len(legal))])
        trial.submit(trial.state.to_move(), moves[-1])
    match = make_match()
    for action in moves[: int(len(moves) * share)]:
        if visit is not None:
            visit(match)
        match.submit(match.state.to_move(), action)
    return match
