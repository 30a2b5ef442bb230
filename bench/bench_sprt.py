"""Games an SPRT uses against a fixed-N test of the same error rates, on one bot pair.

Runs `--reps` SPRTs (`clanhall arena --sprt`, ai/sprt_run.py) of the same two bots from
different seeds and averages the games each used. The fixed-N test that tells elo0 from
elo1 with the same α and β needs N pairs = ((z(1−α) + z(1−β))·σ / (s1 − s0))², σ the
standard deviation of a pair's per-game average (measured here from every pair the SPRTs
played), s0, s1 the logistic scores of elo0, elo1: 2N games.

    .venv/bin/python bench/bench_sprt.py [--game clans] [--reps 10] [--jobs 2]

Measured (2 cores, clans, mcts:iterations=30 against 10, its pooled Elo ≈ +125; 6 SPRTs):
--sprt elo0=0,elo1=100: SPRT 55.3 games on average (median 41) against 126 fixed: 56 %
fewer. --sprt elo0=50,elo1=200 (the true Elo at the middle, the SPRT's worst case, and
few pairs, so the LLR overshoots its bounds a lot): 89.0 against 66, 35 % more.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from statistics import NormalDist

sys.path.insert(0, ".")

from ai.sprt import logistic_score, mean_variance, pentanomial_pdf  # noqa: E402
from ai.sprt_run import parse_sprt, run_sprt  # noqa: E402


def fixed_games(test, counts) -> int:
    """The games of a fixed-N test with the SPRT's error rates, for pairs spread like `counts`."""
    _, pdf = pentanomial_pdf(counts)
    _, var = mean_variance(pdf)
    z = NormalDist().inv_cdf(1 - test.alpha) + NormalDist().inv_cdf(1 - test.beta)
    gap = logistic_score(test.elo1) - logistic_score(test.elo0)
    return 2 * math.ceil((z * math.sqrt(var) / gap) ** 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="clans")
    parser.add_argument("--players", default="mcts:iterations=30,workers=1,mcts:iterations=10,workers=1")
    parser.add_argument("--sprt", default="elo0=0,elo1=100")
    parser.add_argument("--reps", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-games", type=int, default=2000)
    args = parser.parse_args()
    from ai.registry import split_specs

    specs, test = split_specs(args.players), parse_sprt(args.sprt)
    used, decisions, pooled = [], [], [0] * 5
    start = time.perf_counter()
    for rep in range(args.reps):
        run = run_sprt(args.game, specs, test, args.max_games, seed=1 + 100_000 * rep, jobs=args.jobs)
        cell = run.cells[0]
        used.append(2 * cell.state.pairs)
        decisions.append(cell.decision or "none")
        pooled = [a + b for a, b in zip(pooled, cell.state.counts)]
        print(
            f"rep {rep + 1}: {cell.decision or 'undecided'} after {2 * cell.state.pairs} games, "
            f"LLR {cell.state.llr:.2f}"
        )
    fixed = fixed_games(test, pooled)
    mean = statistics.mean(used)
    print(
        f"{args.game}: {', '.join(specs)}; --sprt {args.sprt}; {args.reps} SPRTs in {time.perf_counter() - start:.0f} s"
    )
    print(f"decisions: {', '.join(f'{d} {decisions.count(d)}' for d in sorted(set(decisions)))}")
    print(f"pooled pairs by score 0/0.5/1/1.5/2: {' '.join(map(str, pooled))}")
    print(f"SPRT games: mean {mean:.1f}, median {statistics.median(used):.0f}, max {max(used)}")
    print(f"fixed-N games for the same alpha and beta: {fixed}")
    saved = 100 * (1 - mean / fixed)
    print(f"SPRT used {abs(saved):.0f}% {'fewer' if saved >= 0 else 'more'} games on average")


if __name__ == "__main__":
    main()
