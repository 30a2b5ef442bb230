"""tests/support/drawn_rows.py's `drawn_lines`: the rows a screenshot shows, read from the
compositor (the interface tests poll it instead of exporting an SVG per poll)."""

from __future__ import annotations

from tests.i18n.screen_text import screen_lines
from tests.support.drawn_rows import drawn_lines, drawn_row
from tests.support.game_screens import drawn
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp


async def test_the_drawn_lines_are_the_screenshot_s_and_each_row_drawn_row_s():
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot_wait_until(pilot, lambda: type(app.screen).__name__ == "MainMenu", "the menu")
        await drawn(pilot)
        lines = drawn_lines(app)
        assert len(lines) == 24 and all(len(line) == 80 for line in lines), [len(line) for line in lines]
        assert [line.rstrip() for line in lines] == [line.rstrip() for line in screen_lines(app)]
        assert lines[-1] == drawn_row(app, -1) and lines[0] == drawn_row(app, 0)
        assert any(line.strip() for line in lines), "the menu is drawn"
