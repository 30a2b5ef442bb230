"""A test bot that thinks until it is cancelled, reporting progress as it goes."""

from __future__ import annotations

import threading
import time

from ai.base import Bot, Progress

CANCELLED = threading.Event()  # set when the bot noticed its cancellation
STOP = threading.Event()  # the test's own brake, so no thread outlives a test


class SlowBot(Bot):
    """Thinks until cancelled (or STOP, or `limit` seconds), reporting progress."""

    name = "slowpoke"

    def __init__(self, limit: float = 60.0, seed: int | None = None) -> None:
        self.limit = limit

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        start = time.monotonic()
        i = 0
        while time.monotonic() - start < self.limit and not STOP.is_set():
            if cancelled and cancelled():
                CANCELLED.set()
                break
            i += 1
            if progress:
                progress(
                    Progress(
                        i * 100, legal[0], 0.5, 0.6, time.monotonic() - start, (time.monotonic() - start) / self.limit
                    )
                )
            time.sleep(0.01)
        return legal[0]
