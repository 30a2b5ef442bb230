"""A test bot that thinks until the test opens its gate, then plays its first legal move:
a test sees the screen while a bot thinks, then times the bot's answer itself."""

from __future__ import annotations

import threading

from ai.base import Bot

GATE = threading.Event()  # set by the test: the bot answers (clear it before the game starts)


class GatedBot(Bot):
    """Answers its first legal move once GATE is set (or after `limit` seconds, so no
    thread outlives a test that failed before opening it)."""

    name = "gated"

    def __init__(self, limit: float = 120.0, seed: int | None = None) -> None:
        self.limit = limit

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        GATE.wait(self.limit)
        return legal[0]
