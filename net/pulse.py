"""The client's side of the heartbeat, on a clock it is given: when to ping the host, how
long the client may sleep, and when the host's silence has passed the limit (it is gone).

A client that slept a whole heartbeat between checks could report a vanished host up to a
heartbeat late; `wait` wakes it at the next ping or at the limit, whichever comes first,
so the report comes as soon as the limit passes (tests/net/test_lost_host.py drives it
on a fake clock)."""

from __future__ import annotations

from typing import Callable

SHORTEST_WAIT = 0.01  # seconds: a busy loop would starve the rest of the event loop


class Pulse:
    """The heartbeat of one connection: `heartbeat` seconds between pings, the host gone
    after `dead_after` seconds without a frame from it."""

    def __init__(self, heartbeat: float, dead_after: float, clock: Callable[[], float]) -> None:
        self.heartbeat, self.dead_after, self.clock = heartbeat, dead_after, clock
        self.last_heard = clock()
        self.last_ping = float("-inf")  # the first check pings at once

    def heard(self) -> None:
        """A frame came from the host: it is alive now."""
        self.last_heard = self.clock()

    def silent_for(self) -> float:
        """Seconds since the last frame from the host."""
        return self.clock() - self.last_heard

    def gone(self) -> bool:
        """Whether the host's silence has passed the limit."""
        return self.silent_for() > self.dead_after

    def ping_due(self) -> bool:
        """Whether a ping is due; if so it counts as sent now."""
        now = self.clock()
        if now - self.last_ping < self.heartbeat:
            return False
        self.last_ping = now
        return True

    def wait(self) -> float:
        """Seconds the client may sleep before its next check: until the next ping or the
        moment the limit passes, whichever comes first."""
        now = self.clock()
        ping = self.last_ping + self.heartbeat - now
        limit = self.last_heard + self.dead_after - now
        return max(SHORTEST_WAIT, min(ping, limit, self.heartbeat))
