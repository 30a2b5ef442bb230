"""Startup of the interface: seconds from launching a Python process to the main menu on
screen (headless), and of `clanhall --help`. Goal: the menu in under 1 s.

    .venv/bin/python bench/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The app, exiting as soon as the main menu has been drawn once.
TO_MENU = """
from tui.app import ClanhallApp
from tui.screens.menu import MainMenu

async def first_frame(pilot):
    await pilot.pause()
    assert isinstance(pilot.app.screen, MainMenu)
    pilot.app.exit()

ClanhallApp().run(headless=True, auto_pilot=first_frame)
"""
HELP = (
    "from tui.cli import main; import contextlib, io\n"
    "with contextlib.redirect_stdout(io.StringIO()):\n"
    "    try: main(['--help'])\n    except SystemExit: pass"
)


def timed(code: str) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one run (CPU time is steadier on a busy machine)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for label, code in (("main menu on screen", TO_MENU), ("clanhall --help", HELP)):
        runs = [timed(code) for _ in range(args.runs)]
        wall, cpu = [w for w, _ in runs], [c for _, c in runs]
        print(
            f"{label:20s} wall median {statistics.median(wall):.3f} s, best {min(wall):.3f} s;"
            f" cpu median {statistics.median(cpu):.3f} s  ({args.runs} runs, process start included)"
        )


if __name__ == "__main__":
    main()
