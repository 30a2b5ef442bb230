"""Our ISMCTS, measured: iterations per second per game, time to answer at the default
level, and win rates (vs random, hard vs normal, each level vs the one below).

    .venv/bin/python bench/bench_mcts.py                      # quick: a few games each
    .venv/bin/python bench/bench_mcts.py --games 200 --jobs 2 --level-games 40 \
        --time-scale 1                                        # the full run
    .venv/bin/python bench/bench_mcts.py --only speed,answer  # parts: speed, answer,
                                                              # random, levels
    .venv/bin/python bench/bench_mcts.py --only answer --answer-levels all --game crystal-clans

Numbers depend on the machine's load: this one has 2 cores, shared with other work.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from ai.arena import format_table, run_arena  # noqa: E402
from ai.mcts import DEFAULT_LEVEL, LEVELS, MCTSBot  # noqa: E402
from ai.search import Search  # noqa: E402
from core.registry import game_ids, get_game  # noqa: E402


def positions(game_id: str, players: int, count: int, seed: int):
    """`count` positions from the start and from random play into the game."""
    game = get_game(game_id)
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = game.new(game.normalize_config({"players": players}), rng.randrange(1 << 30))
        for _ in range(rng.randrange(0, 30) if out else 0):
            if state.is_over():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if not state.is_over():
            out.append(state)
    return out


def iterations_per_second(game_id: str, players: int, seconds: float = 1.0, count: int = 3) -> float:
    """Serial ISMCTS iterations per second, averaged over a few positions."""
    done = spent = 0.0
    for state in positions(game_id, players, count, seed=7):
        seat = state.to_move()
        search = Search(state.view(seat), seat, state.legal_actions(), seed=1)
        start = time.monotonic()
        done += search.run(deadline=start + seconds)
        spent += time.monotonic() - start
    return done / spent


def answer_times(game_id: str, players: int, decisions: int = 6, level: str = DEFAULT_LEVEL) -> list[float]:
    """Seconds `level` takes per decision (with more than one legal action) in this game."""
    bot = MCTSBot(level=level, seed=1)
    out = []
    for state in positions(game_id, players, decisions, seed=11):
        seat, legal = state.to_move(), state.legal_actions()
        if len(legal) < 2:
            continue
        start = time.monotonic()
        bot.choose(state.view(seat), seat, legal)
        out.append(time.monotonic() - start)
    return out


def head_to_head(game_id: str, specs: list[str], games: int, jobs: int, seed: int = 1) -> None:
    stats = run_arena(game_id, specs, games, seed, jobs=jobs)
    print(format_table(stats))


def level_spec(name: str, scale: float) -> str:
    """The bot spec of level `name` with its seconds per move scaled by `scale`."""
    if scale == 1.0:
        return f"mcts:level={name}"
    lv = LEVELS[name]
    parts = [f"level={name}", f"workers={lv.workers}"]
    if lv.iterations:
        parts.append(f"iterations={lv.iterations}")
    if lv.seconds:
        # a level with an iteration budget keeps its seconds: there they are only a cap
        parts.append(f"seconds={lv.seconds if lv.iterations else lv.seconds * scale:g}")
    return "mcts:" + ",".join(parts)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per pairing (quick: 10)")
    parser.add_argument("--jobs", type=int, default=1, help="games at once (processes)")
    parser.add_argument(
        "--seconds", type=float, default=0.1, help="seconds per move for 'ours vs random' (default 0.1)"
    )
    parser.add_argument(
        "--iterations",
        type=int,
        default=0,
        help="iterations per move for 'ours vs random' instead of --seconds (independent of the machine's load)",
    )
    parser.add_argument(
        "--pairs",
        default="",
        help="level pairs to play, e.g. hard-normal,expert-hard (default: each level against the one below)",
    )
    parser.add_argument("--game", action="append", help="a game id (default: all available)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1, help="first game seed (another seed plays other games)")
    parser.add_argument(
        "--level-games", type=int, default=4, help="games per pairing of levels (slow: seconds per move)"
    )
    parser.add_argument(
        "--time-scale",
        type=float,
        default=0.1,
        help="scale the levels' seconds per move (default 0.1, quick; 1 plays the levels as the menu offers them)",
    )
    parser.add_argument(
        "--answer-levels",
        default=DEFAULT_LEVEL,
        help="the levels whose time to answer is measured, comma-separated, or all (default: the default level)",
    )
    parser.add_argument("--only", default="speed,answer,random,levels")
    args = parser.parse_args(argv)
    parts = set(args.only.split(","))
    games = args.game or game_ids()
    print(f"machine: {os.cpu_count()} cores (shared with other work while measured); python {sys.version.split()[0]}")
    for gid in games:
        print(f"\n== {get_game(gid).name} ({args.players} players)")
        if "speed" in parts:
            print(f"ISMCTS iterations/s (serial, 1 core): {iterations_per_second(gid, args.players):.0f}")
        if "answer" in parts:
            names = list(LEVELS) if args.answer_levels == "all" else args.answer_levels.split(",")
            for name in names:
                times = answer_times(gid, args.players, level=name)
                budget = MCTSBot(level=name).budget_in(gid)
                print(
                    f"time to answer at {name} ({budget.iterations} iterations, {budget.workers} worker(s)): "
                    f"mean {statistics.mean(times):.2f} s, max {max(times):.2f} s over {len(times)} decisions"
                )
        if "random" in parts:
            budget = f"iterations={args.iterations}" if args.iterations else f"seconds={args.seconds}"
            print(f"-- ours ({budget} a move, 1 worker) vs random, {args.games} games")
            head_to_head(gid, [f"mcts:{budget},workers=1", "random"], args.games, args.jobs, args.seed)
        if "levels" in parts:
            names = list(LEVELS)
            pairs = list(zip(names, names[1:]))
            if args.pairs:
                pairs = [tuple(reversed(p.split("-"))) for p in args.pairs.split(",")]
            for lower, upper in pairs:
                if upper == "expert" and args.time_scale >= 1.0 and not args.pairs:
                    continue  # 6 s a move: too slow for a bench run at full time
                specs = [level_spec(upper, args.time_scale), level_spec(lower, args.time_scale)]
                print(
                    f"-- {upper} vs {lower} (time x{args.time_scale:g}: "
                    f"{specs[0]} vs {specs[1]}), {args.level_games} games"
                )
                head_to_head(gid, specs, args.level_games, 1, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
