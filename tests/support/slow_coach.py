"""A coach that thinks until it is cancelled: its `advise` waits (sleeping, so it holds no
lock the interface needs) and reports progress until the caller's `cancelled()` turns true,
then gives the first legal option. A test of cancelling a hint needs a search that is still
running when the key comes, and a real search of 200,000 iterations in a thread kept the
interface's event loop from its frames for seconds (the GIL) while proving nothing more."""

from __future__ import annotations

import threading
import time

from ai.base import Bot, Progress
from ai.coach import Advice, Option

NOTICED = threading.Event()  # set when the coach noticed its cancellation
STOP = threading.Event()  # the test's own brake, so no thread outlives a test
LIMIT = 120.0  # seconds: a hang guard only, a test cancels long before


class SlowCoach(Bot):
    """Advises only once cancelled (or STOP, or LIMIT), reporting progress meanwhile."""

    name = "slowcoach"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        return self.advise(view, seat, legal, progress=progress, cancelled=cancelled).best.action

    def advise(self, view, seat, legal, *, progress=None, cancelled=None) -> Advice:
        start = time.monotonic()
        while time.monotonic() - start < LIMIT and not STOP.is_set():
            if cancelled is not None and cancelled():
                NOTICED.set()
                break
            if progress is not None:
                elapsed = time.monotonic() - start
                progress(Progress(1, legal[0], 0.5, 0.5, elapsed, elapsed / LIMIT))
            time.sleep(0.01)
        return Advice(seat, (Option(legal[0], 1, 1.0, 0.5),), 1)
