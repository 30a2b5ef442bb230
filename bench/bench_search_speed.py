"""Our ISMCTS iterations per second on the positions bench_openspiel.py compares on.

A fixed number of iterations per position, timed in CPU seconds of this process
(`time.process_time`), so a busy shared machine slows the figure less than a wall clock
would; each run repeated and the median printed. `--profile` prints where the time goes.

    .venv/bin/python bench/bench_search_speed.py --game crystal-clans --iterations 2000 --runs 5
    .venv/bin/python bench/bench_search_speed.py --game crystal-clans --profile

`--root DIR` runs another checkout's code (e.g. main unpacked beside this one with
`git archive`), for before/after pairs. Instruction counts, which a loaded machine does not
move: run under `valgrind --tool=callgrind` with `--runs 1 --iterations 300`, and subtract
the same with `--iterations 0` (start-up and the positions).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import time


def one_run(game_id: str, players: int, iterations: int) -> float:
    """Iterations per CPU second over the 3 positions (seed 7, as bench_openspiel.py)."""
    from bench_mcts import positions

    from ai.search import Search

    done = spent = 0.0
    for state in positions(game_id, players, 3, seed=7):
        seat = state.to_move()
        search = Search(state.view(seat), seat, state.legal_actions(), seed=1)
        start = time.process_time()
        done += search.run(iterations)
        spent += time.process_time() - start
    return done / spent if spent else 0.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="crystal-clans")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--iterations", type=int, default=2000, help="per position and run")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--root", default=".", help="the checkout whose code runs (default: this one)")
    args = ap.parse_args()
    sys.path.insert(0, args.root)
    sys.path.insert(0, os.path.join(args.root, "bench"))
    if args.profile:
        cProfile.runctx("one_run(args.game, args.players, args.iterations)", globals(), locals(), "/tmp/search.prof")
        pstats.Stats("/tmp/search.prof").sort_stats("tottime").print_stats(30)
        return 0
    rates = [one_run(args.game, args.players, args.iterations) for _ in range(args.runs)]
    print(
        f"{args.game}, {args.players} players: median {statistics.median(rates):,.0f} iterations per CPU second "
        f"over {args.runs} runs ({', '.join(f'{r:,.0f}' for r in rates)})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
