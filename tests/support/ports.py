"""The suite's one free-port helper: a loopback TCP port for a server a test starts."""

from __future__ import annotations

import random
import socket

_PICK = random.SystemRandom()  # not the tests' seeded generator: workers must not pick alike
_EPHEMERAL_DEFAULT = (32768, 60999)  # Linux's default local port range
_BELOW = 12000  # how many ports under the local range are tried


def ephemeral_range(path: str = "/proc/sys/net/ipv4/ip_local_port_range") -> tuple[int, int]:
    """The ports the kernel hands out for bind(0) and for outgoing connections."""
    try:
        with open(path) as f:
            low, high = (int(word) for word in f.read().split()[:2])
        return low, high
    except (OSError, ValueError):
        return _EPHEMERAL_DEFAULT


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port of `host` (loopback) that is free right now.

    The port is released before it is returned, so another process could take it before
    the test's server binds it. A port the kernel chose (bind to 0) lies in its local range,
    from which every outgoing connection of every process also takes one: under a parallel
    suite one of them took it now and then, and the server failed to bind (seen in the
    flakiness loop). So the port is picked at random from the range just below, which the
    kernel hands out to no one; only another test's pick could collide (1 in ~12,000)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    low, _high = ephemeral_range()
    start = max(1024, low - _BELOW)
    for _ in range(100):
        port = _PICK.randrange(start, low) if start < low else 0
        with socket.socket(family) as probe:
            try:
                probe.bind((host, port))
            except OSError:
                continue
            return probe.getsockname()[1]
    with socket.socket(family) as probe:  # nothing free below the range: the kernel's choice
        probe.bind((host, 0))
        return probe.getsockname()[1]
