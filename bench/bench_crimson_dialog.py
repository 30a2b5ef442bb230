"""The Crimson Company auction dialog of a game under way: what a bot move costs the interface
when an auction dialog was already shown earlier in the game, and what asking the dialog
again costs.

`bench_ui_move.py` opens a fresh app for each run, so the auction dialog that the bot's bid
opens is the game's first one. In a game under way the human has answered auctions before;
since the game screen keeps one dialog and shows it again (tui/games/crimson_company/
auction.py), the move's dialog is then not a new screen. Two measurements:

- *move*: `bench_ui_move.py --warm`'s move (seed 12 move 56: the bot's bid, then the human's
  answer in the dialog), with one auction dialog shown and dismissed on the game screen
  before the human's move: of the answer's shape (`same`: a buy-out or pass, as the move's)
  or of a bid's (`bid`: an amount, so the footer's keys change). A tree without the kept
  dialog makes a new one for the move either way.
- *again*: the `a` key's action (the dialog of the decision asked, after escape), CPU ms
  from the action to the last paint (a duel at seed 2, whose first human decision is a
  buy-out answer).

    .venv/bin/python bench/bench_crimson_dialog.py [REPS] [same|bid|again ...]   # default 9, all three

Runs on any tree whose game screen has `action_auction` and `auction.auction_dialog` (run it
from a `git worktree` of an older commit for a "before"; it imports that tree's modules).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))
sys.path.insert(0, str(ROOT))

import bench_ui_move as bench  # noqa: E402

import ai.registry  # noqa: E402
from core.match import Match  # noqa: E402

# where a dialog of each shape is reached headless: (variant, seed, decision kind)
SHAPES = {"same": ("duel", 2, "answer"), "bid": ("duel", 5, "bid")}


def offer_position(shape: str):
    """A view of seat 0 at a decision of the shape's kind, and its legal actions and names
    (played by the seat's first legal moves, the bots' by seeded random ones)."""
    import random

    variant, seed, kind = SHAPES[shape]
    match = Match("crimson-company", {"players": 2, "variant": variant}, seed, seats=["human", "bot:random"])
    rng = random.Random(seed)
    while not match.is_over():
        state = match.state
        legal = state.legal_actions()
        if state.to_move() == 0 and state.decision().kind == kind and len(legal) >= 2:
            view = state.view(0)
            if kind == "bid":  # one card's amounts, as the board's pick opens it
                legal = [a for a in legal if a[:2] == legal[0][:2]]
            return view, kind, legal, list(match.names)
        match.submit(state.to_move(), legal[rng.randrange(len(legal))])
    raise SystemExit(f"no {kind} decision at seed {seed}")


async def earlier_auction(pilot, app, shape: str) -> None:
    """Show an auction dialog of `shape` on the game screen and dismiss it, as an earlier
    auction of the game did (a tree without the kept dialog makes one and drops it)."""
    from tui.games.crimson_company import auction

    screen = app.game_screen()
    view, kind, legal, names = offer_position(shape)
    if hasattr(screen, "kept_auction"):
        dialog = screen.auction_dialog(auction.auction_offer(view, kind, legal, names, 0))
    else:
        dialog = auction.auction_dialog(view, kind, legal, names, 0)
    app.push_screen(dialog)
    for _tick in range(10_000):
        await pilot.pause()
        if app.screen is dialog and dialog.is_mounted:
            break
    await bench.quiet()
    dialog.dismiss(None)
    for _tick in range(10_000):
        await pilot.pause()
        if app.screen is screen:
            break
    await bench.quiet()


def move(reps: int, shape: str) -> None:
    """bench_ui_move's warm Crimson Company move after an earlier auction of `shape`."""
    at = bench.POSITIONS["crimson-company"]
    template = bench.reach(at, warm=True)
    human_move = bench.human_move

    async def after_an_auction(pilot, app, action) -> None:
        await earlier_auction(pilot, app, shape)
        await human_move(pilot, app, action)

    bench.human_move = after_an_auction
    try:
        runs = [asyncio.run(bench.one_run(template, warm=True)) for _ in range(reps)]
    finally:
        bench.human_move = human_move
    print(
        f"move after an earlier auction dialog ({shape}), seed {template.seed} move {len(template.log) + 1}: "
        f"CPU ms, median (range) of {reps}: asked {bench.spread([r['asked'] for r in runs])}, "
        f"painted {bench.spread([r['painted'] for r in runs])}; of painted, garbage collection "
        f"{bench.spread([r['gc'] for r in runs])}; layouts per move by screen: "
        f"{sorted({str(sorted(r['layouts'].items())) for r in runs})}; dimmed-board drawings: "
        f"{sorted({int(r['dimmed']) for r in runs})}"
    )


async def again_runs(reps: int) -> list[tuple[float, dict, int]]:
    from tui.app import ClanhallApp

    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    runs = []
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_match(Match("crimson-company", {}, 2, seats=["human", "bot:random"]))
        for _tick in range(10_000):
            await pilot.pause()
            if type(app.screen).__name__ == "AuctionDialog":
                break
        game = app.game_screen()
        for _ in range(reps):
            await bench.quiet()
            await pilot.press("escape")
            await bench.quiet()
            bench.STAMP.clear()
            bench.LAYOUTS.clear()
            bench.DIMMED[0] = 0
            start = time.process_time()
            bench.STAMP["answered"] = bench.STAMP["asked"] = time.perf_counter()  # count from here
            game.action_auction()
            await bench.settled()
            runs.append(((bench.STAMP["painted_cpu"] - start) * 1000, dict(bench.LAYOUTS), bench.DIMMED[0]))
    return runs


def again(reps: int) -> None:
    runs = asyncio.run(again_runs(reps))
    ms = [ms for ms, _layouts, _dimmed in runs]
    print(
        f"the dialog asked again (a): CPU ms to the last paint, median (range) of {reps}: "
        f"{statistics.median(ms):.1f} ({min(ms):.1f}–{max(ms):.1f}); layouts by screen: "
        f"{sorted({str(sorted(layouts.items())) for _ms, layouts, _dimmed in runs})}; dimmed-board drawings: "
        f"{sorted({dimmed for _ms, _layouts, dimmed in runs})}"
    )


def main() -> None:
    args = sys.argv[1:]
    reps = int(args.pop(0)) if args and args[0].isdigit() else 9
    wanted = args or ["same", "bid", "again"]
    unknown = [name for name in wanted if name not in ("same", "bid", "again")]
    if unknown:
        raise SystemExit(f"unknown measurement {unknown[0]!r}: same, bid or again")
    ai.registry._BUILTIN["first"] = "bench_ui_move:FirstMoveBot"
    bench.instrument()
    for name in wanted:
        again(reps) if name == "again" else move(reps, name)


if __name__ == "__main__":
    main()
