"""The interface's work for one bot move: from the bot's answer to the next human turn drawn.

A 2-player Clans game is played (seeded random moves) to a position where the bot (seat 2)
must choose among 264 legal moves; the headless app opens it, and an instant bot answers
with its first legal move. Measured: the wall time from the bot's `choose` returning to the
screen having drawn the human's turn (the end of `GameScreen.ask_human`), in wall time and
in this process's CPU time (which the load of other programs on the machine does not
inflate), and how many
times the secrecy probe (`core.secrecy.hidden_from`) ran for that move: it tries every
legal alternative on a clone, so it is most of the cost.

    .venv/bin/python bench/bench_ui_move.py [REPS]      # default 15 runs; median and range

Works on every commit since the screens had `ask_human` (run it in a `git worktree` of an
older commit for a "before").
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from any folder

import ai.registry  # noqa: E402
import core.secrecy  # noqa: E402
from ai.base import Bot  # noqa: E402
from core.match import Match  # noqa: E402

LEGAL = 264  # the bot's number of legal moves in the measured position
STAMP: dict[str, float] = {}
PROBES = [0]


class FirstMoveBot(Bot):
    """Answers at once with its first legal move, and notes when it answered."""

    name = "first"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        PROBES[0] = 0
        STAMP["answered"], STAMP["answered_cpu"] = time.perf_counter(), time.process_time()
        return legal[0]


def position() -> Match:
    """A Clans match with the bot (seat 2) to choose among LEGAL moves."""
    for seed in range(1, 200):
        match = Match("clans", {"players": 2}, seed, seats=["human", "bot:first"])
        rng = random.Random(seed)
        while not match.is_over():
            state = match.state
            seat = state.to_move()
            if seat == 1 and len(state.legal_actions()) == LEGAL:
                return match
            legal = state.legal_actions()
            match.submit(seat, legal[rng.randrange(len(legal))])
    raise SystemExit(f"no position with {LEGAL} legal moves found")


def instrument() -> None:
    """Count the secrecy probes and stamp the end of the human's turn being drawn."""
    from tui.games.base import GameScreen

    probe = core.secrecy.hidden_from

    def counted(*args, **kwargs):
        PROBES[0] += 1
        return probe(*args, **kwargs)

    core.secrecy.hidden_from = counted  # core.narration calls it through the module
    import tui.games.base as base

    if hasattr(base, "hidden_from"):
        base.hidden_from = counted
    ask = GameScreen.ask_human

    def stamped(self, seat):
        ask(self, seat)
        STAMP["drawn"], STAMP["drawn_cpu"] = time.perf_counter(), time.process_time()

    GameScreen.ask_human = stamped


async def one_run(template: Match) -> tuple[float, float, int]:
    from tui.app import ClanhallApp

    match = Match("clans", template.config, template.seed, seats=list(template.seats))
    for entry in template.log:
        match.submit(entry.seat, entry.action)
    STAMP.clear()
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_match(match)
        for _tick in range(10_000):
            await pilot.pause()
            if "drawn" in STAMP and "answered" in STAMP and STAMP["drawn"] > STAMP["answered"]:
                break
    wall = (STAMP["drawn"] - STAMP["answered"]) * 1000
    return wall, (STAMP["drawn_cpu"] - STAMP["answered_cpu"]) * 1000, PROBES[0]


def main() -> None:
    reps = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    ai.registry._BUILTIN["first"] = "__main__:FirstMoveBot"
    instrument()
    template = position()
    print(f"Clans, 2 players, seed {template.seed}, move {len(template.log) + 1}: {LEGAL} legal moves for the bot")
    times, cpu, probes = [], [], set()
    for _ in range(reps):
        ms, cpu_ms, n = asyncio.run(one_run(template))
        times.append(ms)
        cpu.append(cpu_ms)
        probes.add(n)
    print(
        f"bot answer -> human's turn drawn: median {statistics.median(times):.1f} ms wall "
        f"(min {min(times):.1f}, max {max(times):.1f}), median {statistics.median(cpu):.1f} ms CPU "
        f"(min {min(cpu):.1f}, max {max(cpu):.1f}), {reps} runs; secrecy probes per move: {sorted(probes)}"
    )


if __name__ == "__main__":
    main()
