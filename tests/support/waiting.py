"""Waiting on an event instead of on the clock: tests poll a condition until it holds and
fail, with a clear message, only at a generous deadline.

The deadline is a hang guard, never an assertion about speed: a busy shared machine may be
many times slower than a quiet one, and a test must pass on both."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")

DEADLINE = 120.0  # seconds; only reached when the awaited thing never happens (a full
# suite on a busy 2-core machine ran a watched LAN game for over 60 s)
POLL = 0.01


def wait_until(predicate: Callable[[], T], what: str = "", deadline: float = DEADLINE, poll: float = POLL) -> T:
    """Poll `predicate` until it returns something truthy, and return that; AssertionError
    naming `what` when `deadline` seconds pass first."""
    end = time.monotonic() + deadline
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"waited {deadline:g} s for {what or _name(predicate)}")
        time.sleep(poll)


async def async_wait_until(
    predicate: Callable[[], T],
    what: str = "",
    deadline: float = DEADLINE,
    poll: float = POLL,
    pause: Callable[[float], Awaitable[object]] | None = None,
) -> T:
    """`wait_until` for a coroutine: awaits `pause(poll)` between polls (`asyncio.sleep` by
    default; pass a Textual `pilot.pause` to let the app process its messages)."""
    end = time.monotonic() + deadline
    pause = pause or asyncio.sleep
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"waited {deadline:g} s for {what or _name(predicate)}")
        await pause(poll)


def _name(predicate: Callable) -> str:
    return getattr(predicate, "__qualname__", repr(predicate))


class FakeClock:
    """A clock a test controls: call it for the time; `advance` lets time pass by hand, and
    a `step` lets that much pass at every read (a search that reads the clock once per
    iteration then ends its time budget after a known number of iterations)."""

    def __init__(self, start: float = 1000.0, step: float = 0.0) -> None:
        self.now = start
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        now = self.now
        self.now += self.step
        self.reads += 1
        return now

    def advance(self, seconds: float) -> None:
        self.now += seconds


async def pilot_wait_until(pilot, predicate: Callable[[], T], what: str = "", deadline: float = DEADLINE) -> T:
    """`async_wait_until` inside a Textual test: between polls the app handles its messages
    (`pilot.pause`)."""
    return await async_wait_until(predicate, what, deadline, poll=0.02, pause=pilot.pause)
