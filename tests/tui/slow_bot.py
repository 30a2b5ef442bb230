"""A test bot that thinks slowly, reports progress and notices cancellation."""
from __future__ import annotations

import threading
import time

from ai.base import Bot, Progress

CANCELLED = threading.Event()


class SlowBot(Bot):
    """Thinks for `steps` x 10 ms, reporting progress each step; stops when cancelled."""

    name = "slowpoke"

    def __init__(self, steps: int = 60, seed: int | None = None) -> None:
        self.steps = steps

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        for i in range(1, self.steps + 1):
            if cancelled and cancelled():
                CANCELLED.set()
                return legal[0]
            if progress:
                progress(Progress(i * 100, legal[0], 0.5, 0.6, i / 100, i / self.steps))
            time.sleep(0.01)
        return legal[0]
