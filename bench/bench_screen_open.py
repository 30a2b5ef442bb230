"""The CPU cost of opening each game's screen, as the interface tests pay it.

A headless app (the suite's settings: each stylesheet parsed once per process,
tests/support/css_cache.py; Pilot's 4 ms idle step) opens a 2-player game (seed 3), a human
against a random bot, the human in the seat that moves first (Crystal Clans: P2), with
`app.open_match`, and waits as `tests.support.game_screens.opened` does until the human's
first turn is drawn (the screen asks seat 0, has been refreshed and
has run what it put off until then). Measured: this process's CPU time from `open_match`
to that point, so the load of other programs does not inflate it; also the layouts of the
game screen (`Screen._refresh_layout`) and the widgets the app mounted.

- *first*: the first screen of a fresh process (imports, the game's CSS parsed, its first
  widgets), one child process per run;
- *warm*: later openings in one process, each in a new app (as each test has its own).

    .venv/bin/python bench/bench_screen_open.py [REPS] [GAME ...]   # default 9 runs, all games

Prints, per game and size (80x24, 120x40), the median (range) of `REPS` runs. Works on any
commit whose screens the app opens with `open_match` (run it in a `git worktree` of an older
commit for a "before").
"""

from __future__ import annotations

import asyncio
import importlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from any folder

GAMES = {
    "clans": ("Clans", {"players": 2}),
    "crystal-clans": ("Crystal Clans", {"players": 2}),
    "crimson-company": ("Crimson Company", {}),
}
SIZES = ((80, 24), (120, 40))
SEED = 3
COUNTS = {"layouts": 0, "mounted": 0}


def as_in_the_suite() -> None:
    """The suite's settings (tests/conftest.py): CSS parsed once per process, 4 ms idle steps,
    empty config, data and saves folders (an autosave would open "continue?"), no discovery;
    and the counters of layouts and mounted widgets."""
    from textual.screen import Screen
    from textual.widget import Widget

    for name in ("CLANHALL_CONFIG_DIR", "CLANHALL_DATA_DIR", "CLANHALL_SAVES_DIR"):
        os.environ[name] = tempfile.mkdtemp(prefix="bench-screen-open-")
    os.environ["CLANHALL_NO_DISCOVERY"] = "1"

    wait = importlib.import_module("textual._wait")
    wait.SLEEP_GRANULARITY, wait.SLEEP_IDLE = 0.004, 0.004 / 20
    importlib.import_module("tests.support.css_cache").install()
    layout = Screen._refresh_layout
    mount = Widget.mount

    def counted_layout(self, *args, **kwargs):
        from tui.games.base import GameScreen

        if isinstance(self, GameScreen):
            COUNTS["layouts"] += 1
        return layout(self, *args, **kwargs)

    def counted_mount(self, *widgets, **kwargs):
        COUNTS["mounted"] += len(widgets)
        return mount(self, *widgets, **kwargs)

    Screen._refresh_layout = counted_layout
    Widget.mount = counted_mount


async def open_once(game: str, size: tuple[int, int]) -> dict[str, float]:
    """Open `game` at `size` in a new app; the CPU ms from `open_match` to the turn drawn."""
    from tests.support.game_screens import turn_drawn
    from tui.app import ClanhallApp

    match = first_to_move(game)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=size) as pilot:
        COUNTS.update(layouts=0, mounted=0)
        start = time.process_time()
        app.open_match(match)
        await turn_drawn(pilot, match.state.to_move())
        spent = (time.process_time() - start) * 1000
        counts = dict(COUNTS)
    return {"ms": spent, **counts}


def first_to_move(game: str):
    """The bench's match of `game`: the human in the seat that moves first, so no bot
    moves before the screen is drawn."""
    from core.match import Match

    seat = Match(game, GAMES[game][1], SEED, seats=["human", "human"]).state.to_move()
    seats = ["bot:random", "bot:random"]
    seats[seat] = "human"
    return Match(game, GAMES[game][1], SEED, seats=seats)


def child(game: str, width: int, height: int) -> None:
    """One first opening in this fresh process, printed as JSON."""
    as_in_the_suite()
    print(json.dumps(asyncio.run(open_once(game, (width, height)))))


def first(game: str, size: tuple[int, int]) -> dict[str, float]:
    """A first opening, in a child process."""
    cmd = [sys.executable, __file__, "--child", game, str(size[0]), str(size[1])]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout.strip().splitlines()[-1])


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):.0f} ({min(values):.0f}–{max(values):.0f})"


def report(label: str, runs: list[dict[str, float]]) -> str:
    layouts = sorted({int(r["layouts"]) for r in runs})
    mounted = sorted({int(r["mounted"]) for r in runs})
    return f"{label} {spread([r['ms'] for r in runs])} ms, layouts {layouts}, mounted {mounted}"


def main() -> None:
    args = sys.argv[1:]
    if args[:1] == ["--child"]:
        child(args[1], int(args[2]), int(args[3]))
        return
    reps = int(args.pop(0)) if args and args[0].isdigit() else 9
    unknown = [g for g in args if g not in GAMES]
    if unknown:
        raise SystemExit(f"unknown game {unknown[0]!r}: one of {', '.join(GAMES)}")
    as_in_the_suite()
    for game in args or list(GAMES):
        for size in SIZES:
            firsts = [first(game, size) for _ in range(reps)]
            asyncio.run(open_once(game, size))  # this process's first: not counted
            warm = [asyncio.run(open_once(game, size)) for _ in range(reps)]
            name = f"{GAMES[game][0]} {size[0]}x{size[1]}:"
            print(f"{name:<24} {report('first', firsts)}; {report('warm', warm)}", flush=True)


if __name__ == "__main__":
    main()
