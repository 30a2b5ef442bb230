"""How fast the LAN host refuses a flood of junk frames, and how much it logs doing so.

    .venv/bin/python bench/bench_host_flood.py [FRAMES]

A host of Clans (2 remote seats, nobody joined) on 127.0.0.1; one
DEALER socket sends FRAMES junk frames; prints frames refused per second and the lines and
bytes the host logged. Loopback only, bounded by FRAMES and a 120 s limit."""

from __future__ import annotations

import asyncio
import io
import logging
import sys
import time

import zmq
import zmq.asyncio

from core.match import Match
from net.host import Host


async def main(frames: int) -> None:
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    logging.getLogger("clanhall.net.host").addHandler(handler)
    logging.getLogger("clanhall.net.host").setLevel(logging.WARNING)
    match = Match("clans", {"players": 2}, 1, seats=["remote", "remote"])
    host = Host(match, seat_kinds=["remote", "remote"], bind="127.0.0.1", port=0)
    await host.start()
    sock = zmq.asyncio.Context.instance().socket(zmq.DEALER)
    sock.linger = 0
    sock.connect(host.endpoint)
    start = time.perf_counter()
    for i in range(frames):
        await sock.send_multipart([b"\xc1 junk"])
        if i % 500 == 0:
            await asyncio.sleep(0)
    deadline = time.monotonic() + 120
    while host.refused < frames and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    seconds = time.perf_counter() - start
    flush = getattr(host, "_flush_refusals", None)  # (absent before the limits)
    if flush:
        flush(10**9)
    sock.close(0)
    await host.stop(say_bye=False)
    log = out.getvalue()
    print(
        f"refused {host.refused} of {frames} frames in {seconds:.2f} s: "
        f"{host.refused / seconds:,.0f} frames/s; logged {log.count(chr(10))} lines, "
        f"{len(log)} bytes"
    )


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000))
