"""LAN play on loopback: how long an action takes to come back, and how many messages a
host sustains.

The host runs in its own process (as it would on another machine); this process is the
client. For each game:

  act -> your-turn   the time from sending an action to receiving the next your-turn, with
                     the other seat played by the host's random bot (so it includes the
                     host checking the action, the bot's move, the per-seat views and the
                     redacted log texts)
  msgs/s (game)      messages in + out per second the host handled during those games
  ping -> pong       bare round trip of the socket and the message codec
  msgs/s (flood)     pings + pongs per second with a client that sends as fast as it can

    .venv/bin/python bench/bench_net.py [--games N] [--game ID]
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing as mp
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from core.match import Match  # noqa: E402
from core.registry import game_ids, get_game  # noqa: E402


def _host_process(game_id: str, seed: int, conn) -> None:
    """Serve one game (seat 0 remote, the others random bots); report the host's counts."""
    from net.host import Host

    async def main():
        game = get_game(game_id)
        n = game.new(game.normalize_config(None), seed).num_seats
        kinds = ["remote"] + ["bot:random"] * (n - 1)
        host = Host(Match(game_id, None, seed, seats=kinds), bind="127.0.0.1", port=0, join_code="BENCH", linger=0.5)
        await host.start()
        conn.send((host.endpoint, host.join_code))
        start = time.perf_counter()
        await host.serve()
        conn.send((host.sent, host.received, time.perf_counter() - start, len(host.match.log)))

    asyncio.run(main())


async def _play(endpoint: str, code: str, seed: int) -> tuple[list[float], float, int]:
    """Play seat 0 with instant random choices; returns act->your-turn times, ping RTT."""
    from net.client import Client

    client = Client(endpoint, "Bench", code)
    await client.join(timeout=10)
    rng = random.Random(seed)
    times: list[float] = []
    sent_at = None
    while not client.over:
        if client.my_turn:
            if sent_at is not None:
                times.append(time.perf_counter() - sent_at)
            action = client.legal[rng.randrange(len(client.legal))]
            sent_at = time.perf_counter()
            await client.act(action)
            continue
        await client.changed()
    rtt = client.rtt or 0.0
    await client.close()
    return times, rtt, client.received


async def _flood(endpoint: str, code: str, seconds: float) -> tuple[int, float, list[float]]:
    """Pings as fast as the host answers them (bounded in flight); returns pongs, time, RTTs."""
    import zmq
    import zmq.asyncio

    from net import protocol as P

    ctx = zmq.asyncio.Context.instance()
    sock = ctx.socket(zmq.DEALER)
    sock.linger = 0
    sock.connect(endpoint)
    await sock.send(P.encode(P.hello("Flood", code)))
    while P.decode_from_host(await sock.recv())["type"] != "welcome":
        pass
    # drain the view and your-turn that follow the welcome
    await asyncio.sleep(0.2)
    while await sock.poll(0):
        await sock.recv()
    # ping RTT, one at a time
    rtts = []
    for _ in range(200):
        t = time.perf_counter()
        await sock.send(P.encode(P.ping(t)))
        while P.decode_from_host(await sock.recv())["type"] != "pong":
            pass
        rtts.append(time.perf_counter() - t)
    # throughput, with a window of pings in flight
    window, pongs = 64, 0
    start = time.perf_counter()
    for _ in range(window):
        await sock.send(P.encode(P.ping(0.0)))
    while time.perf_counter() - start < seconds:
        msg = P.decode_from_host(await sock.recv())
        if msg["type"] == "pong":
            pongs += 1
            await sock.send(P.encode(P.ping(0.0)))
    elapsed = time.perf_counter() - start
    sock.close(0)
    return pongs, elapsed, rtts


def _flood_host(conn) -> None:
    from net.host import Host
    from tests.support import toy_game

    toy_game.register()

    async def main():
        host = Host(
            Match("lucky-draw", {"players": 2}, 1, seats=["remote", "remote"]),
            bind="127.0.0.1",
            port=0,
            join_code="BENCH",
            heartbeat=60,
        )
        await host.start()
        conn.send((host.endpoint, host.join_code))
        await asyncio.get_running_loop().run_in_executor(None, conn.recv)  # until told to stop
        await host.stop()

    asyncio.run(main())


def bench_game(game_id: str, games: int) -> None:
    ctx = mp.get_context("spawn")  # never fork a process that runs zmq and threads
    times, rtts, host_msgs, host_secs, actions = [], [], 0, 0.0, 0
    for g in range(games):
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_host_process, args=(game_id, 1000 + g, child), daemon=True)
        proc.start()
        endpoint, code = parent.recv()
        t, rtt, _ = asyncio.run(_play(endpoint, code, g))
        sent, received, secs, n = parent.recv()
        proc.join(10)
        times += t
        rtts.append(rtt)
        host_msgs += sent + received
        host_secs += secs
        actions += n
    times.sort()
    p = lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000  # noqa: E731
    print(
        f"{game_id:<16} {games} games, {actions} actions: act -> your-turn median {p(0.5):.2f} ms, "
        f"p90 {p(0.9):.2f} ms, max {times[-1] * 1000:.2f} ms; "
        f"host {host_msgs / host_secs:,.0f} msgs/s over the games"
    )


def bench_flood(seconds: float) -> None:
    ctx = mp.get_context("spawn")  # never fork a process that runs zmq and threads
    parent, child = ctx.Pipe()
    proc = ctx.Process(target=_flood_host, args=(child,), daemon=True)
    proc.start()
    endpoint, code = parent.recv()
    pongs, elapsed, rtts = asyncio.run(_flood(endpoint, code, seconds))
    parent.send("stop")
    proc.join(10)
    print(
        f"{'ping flood':<16} ping -> pong median {statistics.median(rtts) * 1e6:.0f} us; "
        f"host sustains {2 * pongs / elapsed:,.0f} msgs/s (pings in + pongs out)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--game", default=None)
    parser.add_argument("--flood-seconds", type=float, default=2.0)
    args = parser.parse_args()
    print(f"loopback, host in its own process, {os.cpu_count()} CPUs")
    for game_id in [args.game] if args.game else game_ids():
        bench_game(game_id, args.games)
    bench_flood(args.flood_seconds)


if __name__ == "__main__":
    main()
