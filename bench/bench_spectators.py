"""What spectators cost the host: the time to word one action's log for every reader
(`Host._texts_for`, which probes every legal alternative for hidden choices), without and
with spectators allowed, over whole random games of the three titles; and the size of a
spectator's view message against a seat's.

    .venv/bin/python bench/bench_spectators.py [--games 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

sys.path.insert(0, ".")

from ai.registry import make_bot  # noqa: E402
from core.match import Match  # noqa: E402
from net import protocol as P  # noqa: E402
from net.host import Host  # noqa: E402

TITLES = {"clans": {"players": 3}, "crystal-clans": {"players": 2}, "crimson-company": {"players": 2}}


def measure(game_id: str, config: dict, seed: int, spectators: int) -> tuple[float, int, int]:
    """Mean µs of `_texts_for` per action, and the mean view frame size (seat 0, no seat)."""
    n = Match(game_id, config, seed).state.num_seats
    kinds = ["remote"] * n
    host = Host(Match(game_id, config, seed, seats=kinds), seat_kinds=kinds, spectators=spectators)
    bots = [make_bot("random", seed=seed + i) for i in range(n)]
    times, seat_sizes, watch_sizes = [], [], []
    match = host.match
    while not match.is_over():
        p = match.pending()
        action = bots[p.seat].choose(p.view, p.seat, p.legal_actions)
        start = time.perf_counter()
        host._texts_for(match.state, p.seat, action)
        times.append(time.perf_counter() - start)
        match.submit(p.seat, action)
        host._view_cache.clear()
        seat_sizes.append(len(P.encode(host._view_msg(0, len(match.log)))))
        watch_sizes.append(len(P.encode(host._view_msg(None, len(match.log)))))
    host.executor.shutdown(wait=False)
    return statistics.mean(times) * 1e6, int(statistics.mean(seat_sizes)), int(statistics.mean(watch_sizes))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    print(
        "| game | log wording per action, no spectators | with spectators | view bytes, seat | view bytes, spectator |"
    )
    print("| --- | --- | --- | --- | --- |")
    for game_id, config in TITLES.items():
        rows = [
            (measure(game_id, config, 100 + g, 0)[0], *measure(game_id, config, 100 + g, 4)) for g in range(args.games)
        ]
        without, with_, seat, watch = (statistics.mean(col) for col in zip(*rows))
        print(f"| {game_id} | {without:,.0f} µs | {with_:,.0f} µs | {seat:,.0f} | {watch:,.0f} |")


if __name__ == "__main__":
    main()
