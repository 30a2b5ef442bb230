"""The Clans map tells the selected territory by a sign, not by colour alone (issue 29
§11): ‹ › around its lines, { } when the cursor is on it too, [ ] the cursor alone."""

from __future__ import annotations

import pytest

from core.clans.board import TERRITORIES
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.games.clans.board import ClansBoard, frame
from tui.setup import GameSetup


def test_the_frame_tells_cursor_and_selection_apart():
    assert frame(False, False) == (" ", " ")
    assert frame(True, False) == ("[", "]")
    assert frame(False, True) == ("‹", "›")
    assert frame(True, True) == ("{", "}")


def cell_text(board: ClansBoard, t: int) -> list[str]:
    """The characters of territory `t`'s cell, line by line, as the board draws them."""
    col, row = TERRITORIES[t].pos
    x = board.shift(row) + col * board.cell_w
    lines = range(row * board.cell_h, (row + 1) * board.cell_h)
    return [board.render_line(y).text[x : x + board.cell_w] for y in lines]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_selected_territory_is_framed(size):
    app = ClanhallApp(setup=GameSetup("clans", {"players": 2}, 5, ["human", "bot:random"]), bot_delay=0)
    async with app.run_test(size=size) as pilot:
        screen = await pilot_wait_until(pilot, lambda: app.game_screen(), "the game screen")
        await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the human's turn")
        board = screen.query_one(ClansBoard)
        board.focus()
        src = next(iter(screen.moves))
        board.cursor = src
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: screen.selected == src, "the selection")
        lines = cell_text(board, src)
        assert all(line.startswith("{") and line.endswith("}") for line in lines), lines
        other = next(t for t in range(len(TERRITORIES)) if t != src and t not in board.targets)
        board.cursor = other
        await pilot.pause()
        lines = cell_text(board, src)
        assert all(line.startswith("‹") and line.endswith("›") for line in lines), lines
        assert all(line.startswith("[") for line in cell_text(board, other))
