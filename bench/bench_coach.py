"""The coach's speed, measured in the real interface (headless, Textual's Pilot):

- a hint at the default level (`mcts`: 1 s on two cores, in the coach's own process):
  seconds from the key press to the answer on screen, and the worst lag of a 10 ms timer
  of the interface meanwhile;
- the post-game analysis of a finished Clans game (random moves, 2 players) at 0.5 s a
  decision on both cores: seconds, how often the progress bar moved, and the timer's
  worst lag meanwhile.

    .venv/bin/python bench/bench_coach.py
"""

from __future__ import annotations

import asyncio
import random
import sys
import time

sys.path.insert(0, ".")

from core.match import Match  # noqa: E402
from tui.app import ClanhallApp  # noqa: E402
from tui.setup import GameSetup  # noqa: E402

SETUPS = [
    ("clans", {"players": 2, "first_seat": 0}),
    ("crystal-clans", {"clan1": "skull", "clan2": "water", "first_seat": 0}),
    ("crimson-company", {"variant": "duel", "players": 2, "first_seat": 0}),
]


class LagMeter:
    """A 10 ms interval timer on the app; `worst` is the largest delay past its period."""

    def __init__(self, app) -> None:
        self.last = time.perf_counter()
        self.worst = 0.0
        self.timer = app.set_interval(0.01, self.tick)

    def tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, now - self.last - 0.01)
        self.last = now

    def stop(self) -> None:
        self.timer.stop()


async def wait_until(pilot, done, limit: float = 120.0) -> None:
    end = time.monotonic() + limit
    while not done():
        if time.monotonic() > end:
            raise TimeoutError
        await pilot.pause(0.005)


async def hint_once(game_id: str, config: dict) -> tuple[float, float]:
    from core.registry import get_game

    config = get_game(game_id).normalize_config(config)
    app = ClanhallApp(setup=GameSetup(game_id, config, 5, ["human", "bot:random"]), bot_delay=0, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.game_screen()
        await wait_until(pilot, lambda: screen.waiting_for == 0)
        # a first hint starts the coach's process; the second one is what a player waits for
        for attempt in range(2):
            await pilot.press("h")
            start = time.perf_counter()
            meter = LagMeter(app)
            await wait_until(pilot, lambda: screen.hint_advice is not None)
            seconds = time.perf_counter() - start
            meter.stop()
            if attempt == 0:
                await pilot.press("h")  # close it
    return seconds, meter.worst


def finished_clans(seed: int = 11) -> Match:
    match = Match("clans", {"players": 2}, seed)
    rng = random.Random(seed)
    while not match.is_over():
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return match


async def analysis_once() -> tuple[int, int, float, int, float]:
    import tempfile

    from tui.analysis.screen import AnalysisScreen

    match = finished_clans()
    with tempfile.TemporaryDirectory() as saves:
        app = ClanhallApp(autosave=False, saves_dir=saves)
        async with app.run_test(size=(120, 40)) as pilot:
            from textual.widgets import ProgressBar

            screen = AnalysisScreen(match, saves, seconds=0.5)
            start = time.perf_counter()
            app.push_screen(screen)
            meter = LagMeter(app)
            seen = [-1.0, 0]  # the bar's last value, how often it changed

            def done() -> bool:
                if screen.review is None and screen.is_mounted:
                    value = screen.query_one("#analysis-bar", ProgressBar).progress
                    if value != seen[0]:
                        seen[0], seen[1] = value, seen[1] + 1
                return screen.review is not None

            await wait_until(pilot, done, 300)
            seconds = time.perf_counter() - start
            meter.stop()
            return len(match.log), len(screen.review.decisions), seconds, seen[1], meter.worst


async def main() -> None:
    for game_id, config in SETUPS:
        seconds, lag = await hint_once(game_id, config)
        print(
            f"hint, {game_id:<16} default level: {seconds:5.2f} s to the answer; "
            f"worst 10 ms timer lag {lag * 1000:5.1f} ms"
        )
    moves, decisions, seconds, moved, lag = await analysis_once()
    print(
        f"analysis, clans 2p: {moves} moves, {decisions} decisions at 0.5 s on 2 cores: {seconds:5.1f} s; "
        f"progress bar moved {moved} times; worst 10 ms timer lag {lag * 1000:5.1f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main())
