"""The Clans screen draws again only what a move or a key changed (issue 29 "Numbers",
bench/RESULTS.md "One bot move in the interface: Clans (session 17)"): the map repaints
the bands (rows of hexes) whose territories changed, a turn drawn again on a board that
has the keys does not repaint it whole, an unchanged epoch track or detail line is not
updated and a detail line as tall as the last is drawn without a layout, and the action
list keeps its drawn rows when only its height changes (a taller or shorter line above it).

One app at 80x24 (the size is not the point) reads every check in turn: each undoes
nothing the next relies on, and each counts lines or rows drawn, never time."""

from __future__ import annotations

from textual.screen import Screen
from textual.strip import Strip
from textual.widgets import Static

from core.clans.board import BY_POS, GRID_ROWS, TERRITORIES
from core.match import Match
from tests.support.game_screens import opened, refreshed
from tests.support.spies import static_updates
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.games.clans.board import ClansBoard
from tui.widgets.panes import ActionList


def strips_alike(a: list[Strip], b: list[Strip]) -> bool:
    """The same characters in the same styles, line by line."""
    return [list(s) for s in a] == [list(s) for s in b]


def with_right_neighbour(board: ClansBoard) -> tuple[int, int]:
    """A territory with another one right of it in its hex row, and that one."""
    for t in TERRITORIES:
        col, row = t.pos
        right = next((BY_POS[(c, row)] for c in range(col + 1, 11) if (c, row) in BY_POS), None)
        if right is not None:
            return t.id, right
    raise AssertionError("no hex row holds two territories")


async def test_a_clans_move_and_key_redraw_only_what_they_changed(monkeypatch):
    match = Match("clans", {"players": 2}, 1, seats=["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, match)
        board = screen.query_one(ClansBoard)
        assert screen.focused is board, "the turn gives the board the keys"
        lines: list[int] = []
        render_line = ClansBoard.render_line

        def counted(self, y):
            lines.append(y)
            return render_line(self, y)

        monkeypatch.setattr(ClansBoard, "render_line", counted)

        # an arrow key: the cursor's band only, and the same picture as drawn from scratch
        src, right = with_right_neighbour(board)
        board.cursor = src
        await refreshed(screen)
        lines.clear()
        await pilot.press("right")
        await refreshed(screen)
        assert board.cursor == right
        row = TERRITORIES[right].pos[1]
        band = set(range(row * board.cell_h, (row + 1) * board.cell_h))
        assert lines and set(lines) == band, f"repainted lines {sorted(set(lines))}, not the cursor's band {band}"
        kept = board._draw()
        board._bands = None  # every band drawn anew
        assert strips_alike(kept, board._draw()), "the bands kept draw what a whole drawing draws"

        # the turn drawn again on a board that has the keys: no line, no epoch or detail update
        updated = static_updates(monkeypatch)
        lines.clear()
        screen.ask_human(0)
        await refreshed(screen)
        assert lines == [], f"the unchanged board repainted lines {sorted(set(lines))}"
        assert "epochs" not in updated and "detail" not in updated, updated

        # a detail line as tall as the one shown is drawn without a layout; a taller one lays out
        layouts: list[int] = []
        refresh_layout = Screen._refresh_layout

        def laid_out(self, *args, **kwargs):
            layouts.append(1)
            return refresh_layout(self, *args, **kwargs)

        monkeypatch.setattr(Screen, "_refresh_layout", laid_out)
        detail = screen.query_one("#detail", Static)
        shown, height = str(detail.content), detail.size.height
        same_size = shown.replace(shown[0], "#" if shown[0] != "#" else "+", 1)
        screen.update_unless_same("#detail", same_size)
        await refreshed(screen)
        assert str(detail.render()).startswith(same_size[0]) and layouts == [], "the new text without a layout"
        screen.update_unless_same("#detail", same_size + "\none line more")
        await refreshed(screen)
        assert layouts and detail.size.height == height + 1, "a taller text lays the screen out"
        screen.update_unless_same("#detail", shown)
        await refreshed(screen)
        monkeypatch.setattr(Screen, "_refresh_layout", refresh_layout)

        # the list's height alone changes: its rows stay drawn; a new width draws them anew
        actions = screen.query_one(ActionList)
        drawn: list[int] = []
        get_visual = ActionList._get_visual

        def visual(self, option):
            drawn.append(1)
            return get_visual(self, option)

        monkeypatch.setattr(ActionList, "_get_visual", visual)
        height = actions.size.height
        screen.update_unless_same("#detail", shown + "\none line more")
        await refreshed(screen)
        assert actions.size.height < height, "the taller detail line takes a row from the list"
        screen.update_unless_same("#detail", shown)
        await refreshed(screen)
        assert actions.size.height == height
        assert drawn == [], f"{len(drawn)} rows drawn anew for a change of height"
        width = actions.scrollable_content_region.width
        await pilot.resize_terminal(90, 24)
        await pilot_wait_until(pilot, lambda: actions.scrollable_content_region.width != width, "the list widened")
        await refreshed(screen)
        assert drawn, "a new width draws the rows anew"
        rows = [actions.render_line(y) for y in range(actions.size.height)]
        assert {row.cell_length for row in rows} == {actions.scrollable_content_region.width}
        assert GRID_ROWS * board.cell_h == board.size.height
