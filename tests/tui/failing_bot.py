"""A test bot that fails the way the Crimson Company bot once did: in its own process."""

from __future__ import annotations

from ai.base import Bot


class FailingBot(Bot):
    """Raises KeyError('do_answer') every time it is asked."""

    name = "failing"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        raise KeyError("do_answer")
