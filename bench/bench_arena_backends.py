"""Arena throughput by backend: Crystal Clans games per second with random bots and with
`mcts:iterations=200,workers=1`, at --jobs 1, --jobs 2 and on a two-worker local Dask
cluster (127.0.0.1); the cluster's overhead per game; and, from the measured cost of an
expert-level game, the time of the full clan matrix here and on a 64-core cluster.

    .venv/bin/python bench/bench_arena_backends.py [--mcts-games 20] [--expert-games 2]
"""

from __future__ import annotations

import argparse
import sys
import time

sys.path.insert(0, ".")

from ai.arena import run_arena  # noqa: E402

GRID = [("clan1", ["skull"]), ("clan2", ["water"])]


def rate(specs: list[str], games: int, **kw) -> float:
    start = time.perf_counter()
    stats = run_arena("crystal-clans", specs, games, seed=5, grid=GRID, **kw)
    assert stats.games == games and not stats.errors
    return games / (time.perf_counter() - start)


def choice_points(games: int) -> float:
    """Decisions with more than one legal action per game (games of mcts:iterations=50)."""
    from ai.registry import make_bot
    from core.match import Match

    total = 0
    for g in range(games):
        match = Match("crystal-clans", {"clan1": "random", "clan2": "random"}, 100 + g)
        bots = [make_bot("mcts:iterations=50", seed=g), make_bot("mcts:iterations=50", seed=g + 1)]
        while (p := match.pending()) is not None:
            if len(p.legal_actions) > 1:
                total += 1
            action = bots[p.seat].choose(p.view, p.seat, p.legal_actions)
            match.submit(p.seat, action)
    return total / games


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--random-games", type=int, default=400)
    ap.add_argument("--mcts-games", type=int, default=20)
    ap.add_argument("--expert-games", type=int, default=2)
    args = ap.parse_args()
    mcts = "mcts:iterations=200,workers=1"
    results = {}
    for label, specs, games in (
        ("random", ["random", "random"], args.random_games),
        (mcts, [mcts, mcts], args.mcts_games),
    ):
        for backend, kw in (
            ("--jobs 1", {"jobs": 1}),
            ("--jobs 2", {"jobs": 2}),
            ("--cluster local (2 workers)", {"jobs": 2, "cluster": "local"}),
        ):
            gps = rate(specs, games, **kw)
            results[(label, backend)] = gps
            print(f"crystal-clans, {label:<32} {backend:<28} {gps:8.2f} games/s  ({games} games)")
    for label in ("random", mcts):
        jobs2 = 1 / results[(label, "--jobs 2")]
        cluster = 1 / results[(label, "--cluster local (2 workers)")]
        print(f"cluster overhead per game, {label}: {(cluster - jobs2) * 1000:+.1f} ms (vs --jobs 2, same 2 cores)")
    # An expert bot thinks 6 s at every decision with a choice (one with a single legal
    # action costs nothing): the cost of a game is 6 s times its choice points.
    choices = choice_points(games=args.expert_games * 10)
    per_game = 6.0 * choices
    matrix = 15 * 2 * 20  # 15 pairings, both seatings, 20 games each
    here, cluster = matrix * per_game / 2 / 3600, matrix * per_game / 64 / 3600
    print(f"expert game: {choices:.0f} decisions with a choice x 6 s = {per_game / 60:.0f} min on one core")
    print(f"full clan matrix, {matrix} games: this machine (2 cores) {here:.1f} h; a 64-core cluster {cluster:.1f} h")


if __name__ == "__main__":
    main()
