"""The random bot: a uniformly random legal action."""

from __future__ import annotations

import random

from ai.base import Bot


class RandomBot(Bot):
    """Plays a uniformly random legal action; the baseline every other bot must beat."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        return legal[self.rng.randrange(len(legal))]
