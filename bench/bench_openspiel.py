"""Our ISMCTS against OpenSpiel's Python ISMCTSBot on the same games.

    .venv/bin/python bench/bench_openspiel.py                  # quick: a few games
    .venv/bin/python bench/bench_openspiel.py --games 200 --jobs 2 --seconds 0.1

1. Speed: iterations per second of our search and simulations per second of OpenSpiel's
   ISMCTSBot (driving our game through bench/openspiel_adapter.py), on the same
   positions, in one run, with the same playout cap and cut-off evaluation; the ratio.
2. Head-to-head at equal time per move (both single-process): ours vs ISMCTSBot, seats
   alternating, through the arena (wins with 95 % intervals). `--clock cpu` budgets each
   move by the CPU time of the searching thread (`time.thread_time`) for both bots, so
   equal time means equal CPU however many other processes share the cores; `--clock
   wall` (the default, as earlier runs) reads wall time.

Needs the bench extra (`.venv/bin/pip install open_spiel`); without it, says so and
exits 0. The machine has 2 cores shared with other work: read the numbers as such.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)

from ai import registry  # noqa: E402
from ai.base import Bot  # noqa: E402
from ai.heuristics import heuristic_for  # noqa: E402
from ai.mcts import MCTSBot  # noqa: E402
from ai.search import Search  # noqa: E402
from core.registry import game_ids, get_game  # noqa: E402

try:
    import openspiel_adapter as osa  # noqa: E402
except ImportError as exc:
    osa = None
    MISSING = str(exc)


CLOCKS = {"wall": time.monotonic, "cpu": time.thread_time}


class CpuMCTSBot(MCTSBot):
    """Our MCTS bot with its time budget read on the searching thread's CPU time (the
    bench's `--clock cpu`; one worker only, as helper processes read wall time)."""

    name = "mcts-cpu"
    clock = staticmethod(time.thread_time)


class OpenSpielBot(Bot):
    """OpenSpiel's ISMCTSBot as one of our bots (for the arena): `seconds` per move, read
    on `clock` ("wall" or "cpu", see CLOCKS)."""

    name = "openspiel"

    def __init__(self, seconds: float = 0.1, seed: int | None = None, clock: str = "wall") -> None:
        if clock not in CLOCKS:
            raise ValueError(f"clock must be one of {', '.join(CLOCKS)}, not {clock!r}")
        self.seconds = float(seconds)
        self.seed = seed
        self.clock = clock
        self.simulations = 0

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        if len(legal) == 1:
            return legal[0]
        game = osa.register(view.game_id, view.num_seats)
        depth = heuristic_for(view.game_id).playout_depth
        bot = osa.TimedISMCTSBot(
            game,
            self.seconds,
            rollout_length=depth,
            seed=None if self.seed is None else self.seed & 0xFFFFFFFF,
            clock=CLOCKS[self.clock],
        )
        self.seed = None if self.seed is None else self.seed + 1
        action = osa.ACTIONS.actions[bot.step(osa.wrap(game, view.view(seat)))]
        self.simulations += bot.simulations
        if action not in legal:
            raise RuntimeError(f"OpenSpiel chose {action!r}, which is not legal")
        return action


def speed(game_id: str, players: int, seconds: float, count: int = 3) -> tuple[float, float]:
    """(our iterations/s, OpenSpiel simulations/s) on the same positions."""
    from bench_mcts import positions

    ours = theirs = 0.0
    t_ours = t_theirs = 0.0
    depth = heuristic_for(game_id).playout_depth
    game = osa.register(game_id, players)
    for state in positions(game_id, players, count, seed=7):
        seat = state.to_move()
        search = Search(state.view(seat), seat, state.legal_actions(), seed=1)
        start = time.monotonic()
        ours += search.run(deadline=start + seconds)
        t_ours += time.monotonic() - start
        bot = osa.TimedISMCTSBot(game, seconds, rollout_length=depth, seed=1)
        start = time.monotonic()
        bot.run_search(osa.wrap(game, state.view(seat)))
        t_theirs += time.monotonic() - start
        theirs += bot.simulations
    return ours / t_ours, theirs / t_theirs


def tally(stats) -> None:
    """One line per finished game (a long run killed early still tells what it measured)."""
    print(f"after {stats.games} games: ours {stats.wins[0]:g} wins", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="head-to-head games (quick: 10)")
    parser.add_argument("--jobs", type=int, default=1, help="games at once (processes)")
    parser.add_argument("--seconds", type=float, default=0.1, help="seconds per move")
    parser.add_argument(
        "--speed-seconds", type=float, default=1.0, help="seconds per position for the speed comparison"
    )
    parser.add_argument("--game", action="append", help="a game id (default: all available)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1, help="first game seed")
    parser.add_argument("--only", default="speed,versus")
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="wall",
        help="what a move's seconds are read on: wall time, or the searching thread's CPU time",
    )
    parser.add_argument("--ours", default="", help="extra options of our bot, e.g. 'c=0.5' (added to its spec)")
    args = parser.parse_args(argv)
    if osa is None:
        print(f"OpenSpiel comparison skipped: {MISSING}")
        return 0
    registry._BUILTIN["openspiel"] = "bench_openspiel:OpenSpielBot"
    registry._BUILTIN["mcts-cpu"] = "bench_openspiel:CpuMCTSBot"
    from ai.arena import format_table, run_arena

    parts = set(args.only.split(","))
    print(f"machine: {os.cpu_count()} cores (shared with other work while measured)")
    for gid in args.game or game_ids():
        print(
            f"\n== {get_game(gid).name} ({args.players} players), playout cap "
            f"{heuristic_for(gid).playout_depth} on both sides"
        )
        if "speed" in parts:
            ours, theirs = speed(gid, args.players, args.speed_seconds)
            print(f"iterations/s: ours {ours:.0f}, OpenSpiel ISMCTSBot {theirs:.0f}, ratio {ours / theirs:.1f}x")
        if "versus" in parts:
            ours_name = "mcts-cpu" if args.clock == "cpu" else "mcts"
            extra = f",{args.ours}" if args.ours else ""
            specs = [
                f"{ours_name}:seconds={args.seconds},workers=1{extra}",
                f"openspiel:seconds={args.seconds},clock={args.clock}",
            ]
            print(
                f"-- ours vs OpenSpiel ISMCTSBot, {args.seconds} s ({args.clock} clock) a move each, {args.games} games"
            )
            stats = run_arena(gid, specs, args.games, seed=args.seed, jobs=args.jobs, on_game=tally)
            print(format_table(stats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
