"""The ladder's fit, measured on synthetic games: how close it recovers known ratings, how
often its 95 % intervals hold the truth, and how long a fit takes.

    .venv/bin/python bench/bench_ladder.py                       # duels, 200 games a pairing
    .venv/bin/python bench/bench_ladder.py --players 3 --games 1500 --runs 20

The real ladder is `clanhall ladder` (README: "The bot levels and their ratings").
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from ai.ladder import ELO, fit  # noqa: E402

TRUE = {"random": 0.0, "greedy": 120.0, "beginner": 300.0, "easy": 480.0, "normal": 650.0, "hard": 820.0}


def synthetic_games(players: int, games: int, rng: random.Random) -> list:
    """Games among neighbours drawn from Plackett–Luce (Bradley–Terry for duels) with TRUE."""
    names = list(TRUE)
    if players == 2:
        tables = [(names[i], names[j]) for i in range(len(names)) for j in range(i + 1, min(len(names), i + 3))]
    else:
        tables = [tuple(names[i : i + players]) for i in range(len(names) - players + 1)]
    out = []
    for g in range(games):
        table = tables[g % len(tables)]
        left, order = list(table), []
        while left:
            pick = rng.choices(left, [math.exp(TRUE[n] / ELO) for n in left])[0]
            order.append(pick)
            left.remove(pick)
        out.append((table, [float(players - order.index(n)) for n in table]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1800, help="games in all per run")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--prior", type=float, default=1.0)
    args = parser.parse_args()
    errors, widths, inside, total, seconds = [], [], 0, 0, []
    for run in range(args.runs):
        games = synthetic_games(args.players, args.games, random.Random(run))
        start = time.perf_counter()
        ratings = fit(games, prior=args.prior)
        seconds.append(time.perf_counter() - start)
        for name, value in TRUE.items():
            if name == "random":
                continue
            r = ratings[name]
            errors.append(r.rating - value)
            widths.append(r.high - r.low)
            inside += r.low <= value <= r.high
            total += 1
    print(f"{args.players} players, {args.games} games a run, {args.runs} runs, prior {args.prior:g}")
    print(f"error: mean {statistics.mean(errors):+.1f}, rms {math.sqrt(statistics.mean(e * e for e in errors)):.1f}")
    print(f"95% interval: mean width {statistics.mean(widths):.0f}, holds the truth {inside}/{total}")
    print(f"fit: {statistics.median(seconds):.2f} s (median)")


if __name__ == "__main__":
    main()
