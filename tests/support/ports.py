"""The suite's one free-port helper: a loopback TCP port for a server a test starts."""

from __future__ import annotations

import socket


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port of `host` (loopback) that is free right now.

    The port is released before it is returned, so another process could take it first;
    on a test machine that is rare, and the test then fails loudly rather than flakily."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as probe:
        probe.bind((host, 0))
        return probe.getsockname()[1]
