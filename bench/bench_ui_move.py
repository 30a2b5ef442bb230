"""The interface's work for one bot move: from the bot's answer to the next human turn drawn.

For each game a 2-player position is reached by seeded random moves where the bot (seat 2)
must choose among many legal moves and, after its first legal move, the human is to move
(`POSITIONS`; at 5313ae9 these were):

- Clans, seed 1, move 2: 264 moves for the bot, 258 for the human;
- Crystal Clans, seed 14, move 129: 214 ways for the bot, then 22 for the human;
- Crimson Company, seed 12, move 56: a bid, 92 amounts and cards, then 2 answers (the
  auction dialog opens for the human).

The headless app opens it and an instant bot answers with its first legal move. Measured,
from the bot's `choose` returning, in wall time and in this process's CPU time (which the
load of other programs on the machine does not inflate):

- *asked*: the game screen's `ask_human` done (the human's board, status and list filled);
- *painted*: the last refresh of a screen after that (Textual has drawn the move: the
  last paint before the screens stay quiet for half a second).

With `--warm` the screen is opened one move earlier, on the human's turn, and the human's
move is played on it (`GameScreen.play`) before the bot answers: the move measured is then
one of a game under way (the previous turn's prompt, list, chips and scroll bars are up),
not the first turn the screen draws. The position is then the first bot turn of the same
kind that follows a human move (the line printed names it). The bot answers only once the
human's move has been drawn and the screens stayed quiet for half a second.

Also counted: how many times the secrecy probe (`core.secrecy.hidden_from`) ran for the
move, and the CPU time of the garbage collections that ran from the answer to the last
paint (*gc*, and how many collections: a full collection of the heap costs ~100 ms, and
whether one falls inside a run is most of the spread of *painted*).

    .venv/bin/python bench/bench_ui_move.py [--warm] [REPS] [GAME ...]   # default 15 runs, all games

Works on every commit since the screens had `ask_human` (run it in a `git worktree` of an
older commit for a "before").
"""

from __future__ import annotations

import asyncio
import gc
import random
import statistics
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from any folder

from textual.screen import Screen  # noqa: E402

import ai.registry  # noqa: E402
import core.secrecy  # noqa: E402
from ai.base import Bot  # noqa: E402
from core.match import Match  # noqa: E402

STAMP: dict[str, float] = {}
PROBES = [0]
COLLECTIONS: list[tuple[float, float]] = []  # (CPU time at its start, its CPU time) of each collection after the answer
# Set once the game screen has been drawn: the bot answers only then, so a run measures a
# move on a screen already up, not the screen's first layout.
READY = threading.Event()
PAINTS = [0]  # every paint of a screen, to wait for the screens to be quiet
# After the answer: layouts by the class of the screen laid out, and drawings of the dimmed
# screen under a dialog (Textual's BackgroundScreen: the whole screen under it, tinted).
LAYOUTS: dict[str, int] = {}
DIMMED = [0]


@dataclass(frozen=True)
class Position:
    """A bench position: in a 2-player game played by seeded random moves (seed `seed`, or
    the next seeds), the first turn of the bot with at least `least` legal moves after whose
    first legal move the human is to move. Found by playing, so a change of the rules that
    moves it still finds one like it (the line printed names the seed and the move)."""

    title: str
    game: str
    config: dict
    seed: int
    least: int
    warm_least: int  # `least` for --warm (a Crystal Clans bot turn right after a human move is a commit of 2-5 ways)


POSITIONS = {
    "clans": Position("Clans", "clans", {"players": 2}, 1, 250, 250),
    "crystal-clans": Position("Crystal Clans", "crystal-clans", {"players": 2}, 14, 150, 4),
    "crimson-company": Position("Crimson Company", "crimson-company", {}, 12, 90, 90),
}


class FirstMoveBot(Bot):
    """Answers at once with its first legal move, and notes when it answered."""

    name = "first"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        if not READY.wait(timeout=120):
            raise RuntimeError("the game screen was never drawn")
        PROBES[0] = 0
        COLLECTIONS.clear()
        LAYOUTS.clear()
        DIMMED[0] = 0
        STAMP["answered"], STAMP["answered_cpu"] = time.perf_counter(), time.process_time()
        return legal[0]


def reach(at: Position, seeds: int = 50, warm: bool = False) -> Match:
    """The match of `at`, the bot (seat 2) to move; from at most `seeds` seeds. `warm`:
    a bot turn right after a move of the human (seat 1)."""
    for seed in range(at.seed, at.seed + seeds):
        match = Match(at.game, at.config, seed, seats=["human", "bot:first"])
        rng = random.Random(seed)
        while not match.is_over():
            state = match.state
            legal = state.legal_actions()
            after_human = bool(match.log) and match.log[-1].seat == 0
            least = at.warm_least if warm else at.least
            if state.to_move() == 1 and len(legal) >= least and (after_human or not warm):
                after = state.clone()
                after.apply(legal[0])
                if not after.is_over() and after.to_move() == 0:
                    return match
            match.submit(state.to_move(), legal[rng.randrange(len(legal))])
    raise SystemExit(f"{at.title}: no bot turn of {at.least}+ legal moves in {seeds} seeds from {at.seed}")


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
        if "answered" in STAMP and "asked" not in STAMP:
            STAMP["asked"], STAMP["asked_cpu"] = time.perf_counter(), time.process_time()

    GameScreen.ask_human = stamped
    refresh = Screen._compositor_refresh

    def painted(self):
        refresh(self)
        PAINTS[0] += 1
        if "asked" in STAMP:
            STAMP["painted"], STAMP["painted_cpu"] = time.perf_counter(), time.process_time()

    Screen._compositor_refresh = painted
    started: list[float] = []

    def collecting(phase: str, info: dict) -> None:
        if phase == "start":
            started[:] = [time.process_time()]
        elif started and "answered" in STAMP:
            COLLECTIONS.append((started[0], time.process_time() - started[0]))

    gc.callbacks.append(collecting)
    count_layouts()


def count_layouts() -> None:
    """Count the layouts of each screen and the drawings of the dimmed screen under a
    dialog, from the bot's answer on."""
    from textual.renderables.background_screen import BackgroundScreen

    layout = Screen._refresh_layout

    def counted_layout(self, *args, **kwargs):
        if "answered" in STAMP:
            name = type(self).__name__
            LAYOUTS[name] = LAYOUTS.get(name, 0) + 1
        return layout(self, *args, **kwargs)

    Screen._refresh_layout = counted_layout  # type: ignore[method-assign]
    draw = BackgroundScreen.__rich_console__

    def counted_draw(self, console, options):
        if "answered" in STAMP:
            DIMMED[0] += 1
        return draw(self, console, options)

    BackgroundScreen.__rich_console__ = counted_draw  # type: ignore[method-assign]


def outermost_ask(cls) -> None:
    """Stamp at the end of the screen class's own `ask_human` (a game's screen may do more
    after the generic part: the auction dialog), not the generic part's."""
    if "ask_human" not in vars(cls) or getattr(cls.ask_human, "stamps", False):
        return
    inner = cls.ask_human

    def stamped(self, seat):
        started = "asked" not in STAMP
        inner(self, seat)
        if started and "asked" in STAMP:
            STAMP["asked"], STAMP["asked_cpu"] = time.perf_counter(), time.process_time()

    stamped.stamps = True  # type: ignore[attr-defined]
    cls.ask_human = stamped  # type: ignore[method-assign]


async def one_run(template: Match, warm: bool = False) -> dict[str, float]:
    """One opening of the position: the times from the bot's answer, in ms. `warm`: opened
    on the human's move before it, which is played on the screen first."""
    from tui.app import ClanhallApp
    from tui.games.registry import interface_for

    match = Match(template.game.id, template.config, template.seed, seats=list(template.seats))
    log = template.log[:-1] if warm else template.log
    for entry in log:
        match.submit(entry.seat, entry.action)
    STAMP.clear()
    READY.clear()
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        interface = interface_for(match.game.id)
        if interface is not None:
            outermost_ask(interface.screen)
        app.open_match(match)
        for _tick in range(10_000):
            await pilot.pause()
            if app.game_screen() is not None and app.screen.is_mounted:
                break
        await pilot.pause()
        if warm:
            await human_move(pilot, app, template.log[-1].action)
        else:
            app.screen.call_after_refresh(READY.set)
        for _tick in range(10_000):
            await pilot.pause()
            if "asked" in STAMP:
                break
        await settled()
    start, start_cpu = STAMP["answered"], STAMP["answered_cpu"]
    return {
        "asked": (STAMP["asked_cpu"] - start_cpu) * 1000,
        "painted": (STAMP["painted_cpu"] - start_cpu) * 1000,
        "asked wall": (STAMP["asked"] - start) * 1000,
        "painted wall": (STAMP["painted"] - start) * 1000,
        "probes": PROBES[0],
        "gc": sum(spent for at, spent in COLLECTIONS if at < STAMP["painted_cpu"]) * 1000,
        "collections": sum(1 for at, _spent in COLLECTIONS if at < STAMP["painted_cpu"]),
        "layouts": dict(LAYOUTS),
        "dimmed": DIMMED[0],
    }


async def human_move(pilot, app, action) -> None:
    """Play the human's `action` on the game screen once it asks for it, wait until the
    screens are quiet after drawing it, then let the bot answer."""
    screen = app.game_screen()
    for _tick in range(10_000):
        await pilot.pause()
        if screen.waiting_for == 0 and screen.legal:
            break
    await quiet()
    moves = screen.shown_log
    if not screen.play(action):
        raise SystemExit(f"the human's move {action!r} was refused")
    for _tick in range(10_000):
        await pilot.pause()
        if screen.shown_log > moves:
            break
    await quiet()
    READY.set()


async def quiet(seconds: float = 0.5, limit: float = 30.0) -> None:
    """Wait until no screen has painted for `seconds` (at most `limit` seconds)."""
    start = last = time.perf_counter()
    seen = PAINTS[0]
    while time.perf_counter() - last < seconds and time.perf_counter() - start < limit:
        await asyncio.sleep(0.02)
        if PAINTS[0] != seen:
            seen, last = PAINTS[0], time.perf_counter()


async def settled(quiet: float = 0.5, limit: float = 30.0) -> None:
    """Wait until the screens have painted nothing for `quiet` seconds (the last paint of
    the move is then in STAMP), at most `limit` seconds."""
    start = last = time.perf_counter()
    seen = STAMP.get("painted")
    while time.perf_counter() - last < quiet and time.perf_counter() - start < limit:
        await asyncio.sleep(0.02)
        if STAMP.get("painted") != seen:
            seen, last = STAMP.get("painted"), time.perf_counter()


def spread(values: list[float]) -> str:
    """Median (range), then the mean: a rare long pause (a full garbage collection) moves
    the mean, not the median."""
    return f"{statistics.median(values):.1f} ({min(values):.1f}–{max(values):.1f}, mean {statistics.mean(values):.1f})"


def bench(at: Position, reps: int, warm: bool = False) -> None:
    template = reach(at, warm=warm)
    state = template.state
    after = state.clone()
    after.apply(state.legal_actions()[0])
    print(
        f"{at.title}, 2 players, seed {template.seed}, move {len(template.log) + 1}{' (warm)' if warm else ''}: "
        f"{len(state.legal_actions())} legal moves for the bot, then {len(after.legal_actions())} for the human"
    )
    runs = [asyncio.run(one_run(template, warm)) for _ in range(reps)]
    print(
        f"  CPU ms, median (range) of {reps}: asked {spread([r['asked'] for r in runs])}, "
        f"painted {spread([r['painted'] for r in runs])}; wall: asked {spread([r['asked wall'] for r in runs])}, "
        f"painted {spread([r['painted wall'] for r in runs])}; of painted, garbage collection "
        f"{spread([r['gc'] for r in runs])} in {sorted({int(r['collections']) for r in runs})} collections, "
        f"the rest {spread([r['painted'] - r['gc'] for r in runs])}; "
        f"secrecy probes per move: {sorted({int(r['probes']) for r in runs})}; layouts per move by screen: "
        f"{sorted({str(sorted(r['layouts'].items())) for r in runs})}; dimmed-board drawings: "
        f"{sorted({int(r['dimmed']) for r in runs})}"
    )


def main() -> None:
    args = sys.argv[1:]
    warm = "--warm" in args
    args = [a for a in args if a != "--warm"]
    reps = int(args.pop(0)) if args and args[0].isdigit() else 15
    unknown = [name for name in args if name not in POSITIONS]
    if unknown:
        raise SystemExit(f"unknown game {unknown[0]!r}: one of {', '.join(POSITIONS)}")
    ai.registry._BUILTIN["first"] = "__main__:FirstMoveBot"
    instrument()
    for name in args or list(POSITIONS):
        bench(POSITIONS[name], reps, warm)


if __name__ == "__main__":
    main()
