"""The greedy bot: one ply of look-ahead, scored by the game's heuristic."""

from __future__ import annotations

import random

from ai.base import Bot, Progress
from ai.heuristics import heuristic_for
from core.i18n.phrase import phrase
from core.rng import Rng


class GreedyBot(Bot):
    """Tries each legal action on `samples` determinizations of its view and plays the one
    whose resulting positions its seat values most (`result()` if the game ended, else the
    game's heuristic, by default a ranking of `scores()`); ties go to a random one."""

    name = "greedy"

    def __init__(self, samples: int = 4, seed: int | None = None) -> None:
        if int(samples) < 1:
            raise ValueError(phrase("samples must be at least 1"))
        self.samples = int(samples)
        self.rng = random.Random(seed)

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        view = view.view(seat)  # only what the seat may know, whatever we were handed
        evaluate = heuristic_for(view.game_id).evaluate
        worlds = [view.determinize(seat, Rng(self.rng.getrandbits(64))) for _ in range(self.samples)]
        for world in worlds:
            # once per world, not once per action: the clones below share a world's legal
            # list, and a big decision (a Crystal Clans horde's move) has 300,000 actions
            world.legal_actions()
        best, best_value = [], -1.0
        for i, action in enumerate(legal):
            if cancelled and cancelled():
                break
            value = 0.0
            for world in worlds:
                s = world.clone()
                s.apply(action)
                value += (s.result() if s.is_over() else evaluate(s))[seat]
            value /= len(worlds)
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-12:
                best.append(action)
            if progress:
                progress(Progress(i + 1, best[0], 1.0 / len(best), best_value, 0.0, (i + 1) / len(legal)))
        if not best:
            return legal[0]
        return best[self.rng.randrange(len(best))]
