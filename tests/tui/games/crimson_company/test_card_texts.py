"""Crimson Company card texts are read whole at 80x24 (issue 29 §6): the card detail
under the board wraps the full text and scrolls past three lines (shift+↓/↑ on the
board), so no card text is cut, in English and German."""

from __future__ import annotations

import pytest
from textual.geometry import Region

from core.i18n import set_language
from tests.support.waiting import pilot_wait_until
from tests.tui.games.crimson_company.test_board import crimson_app
from tui.games.crimson_company.board import CrimsonBoard
from tui.games.crimson_company.cards import card_detail


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_longest_card_text_is_shown_whole(language, size):
    set_language(language)
    app = crimson_app("duel", 2, 3)
    async with app.run_test(size=size) as pilot:
        screen = await pilot_wait_until(pilot, lambda: app.game_screen(), "the game screen")
        await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the human's turn")
        view = screen.current_view()
        cards = range(len(view.kind_of))
        longest = max((card_detail(view, c, in_play=False) for c in cards), key=len)
        detail, panel = screen.query_one("#cc-detail"), screen.query_one("#cc-detail-scroll")
        detail.update(longest)

        def shown() -> str:
            whole = Region(0, 0, detail.outer_size.width, detail.outer_size.height)
            return words(" ".join(strip.text for strip in detail.render_lines(whole)))

        # wrapped, every word there (once the new text is laid out)
        await pilot_wait_until(pilot, lambda: shown() == words(longest), "the whole text in the detail")
        assert panel.size.height <= 3
        if detail.size.height > panel.size.height:  # taller than its panel: it scrolls
            screen.query_one(CrimsonBoard).focus()
            for _ in range(detail.size.height):
                await pilot.press("shift+down")
            await pilot_wait_until(pilot, lambda: panel.scroll_y == panel.max_scroll_y > 0, "scrolled to the end")
