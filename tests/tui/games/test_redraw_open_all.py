"""Opening a Clans or Crimson Company screen does no work twice, as the Crystal Clans screen
(tests/tui/games/test_redraw_crystal_open.py; the three changes now live in
tui/games/base.py, `GameScreen`; bench/RESULTS.md, "Opening Clans and Crimson Company
screens (session 17, H8)"):

- the classes its size decides (-wide; Crimson's -cc-wide) are on the screen before its
  first layout: set at the first resize, each restyled every widget and laid it out again;
- it is laid out for its size once: Textual laid it out when it was shown and again at the
  Resize that layout sent the screen itself, at the same size;
- the heap is kept out of full collections before the board is made, not once it is drawn.

At 120x40 (the size whose classes differ from the bare screen's); one app a game, each
check a count or a state read through a hook, never a clock."""

from __future__ import annotations

import gc

import pytest
from textual.screen import Screen

from core.match import Match
from tests.support.game_screens import opened
from tui.app import ClanhallApp
from tui.games.base import GameScreen
from tui.games.clans.board import ClansBoard
from tui.games.crimson_company.board import CrimsonBoard

CASES = [  # game, its options, its board widget, the classes 120 columns give its screen
    ("clans", {"players": 2}, ClansBoard, {"-wide"}),
    ("crimson-company", {}, CrimsonBoard, {"-wide", "-cc-wide"}),
]


@pytest.mark.parametrize(("game", "options", "board", "classes"), CASES, ids=[case[0] for case in CASES])
async def test_an_opening_styles_and_lays_out_the_screen_once_for_its_size_with_the_heap_frozen(
    monkeypatch, game, options, board, classes
):
    first_layout: list[set[str]] = []
    sized_layouts: list = []  # the layouts for a size (a resume, a resize), not for a widget's change
    frozen_when_made: list[int] = []
    layout, make_board = Screen._refresh_layout, board.__init__

    def laid_out(screen, *args, **kwargs):
        if isinstance(screen, GameScreen):
            first_layout[:] = first_layout or [set(screen.classes)]
            if args and args[0] is not None:
                sized_layouts.append(args[0])
        return layout(screen, *args, **kwargs)

    def made(widget, *args, **kwargs):
        frozen_when_made.append(gc.get_freeze_count())
        make_board(widget, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", laid_out)
    monkeypatch.setattr(board, "__init__", made)
    match = Match(game, options, 3, seats=["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot, match, seat=0)
        assert classes <= first_layout[0], f"the first layout's classes: {first_layout[0]}"
        assert len(sized_layouts) == 1, f"laid out for its size {len(sized_layouts)} times"
        assert frozen_when_made and all(frozen_when_made), "the board made on a frozen heap"
