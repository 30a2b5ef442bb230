"""Crimson Company card texts are read whole at 80x24 (issue 29 §6): the card detail
under the board wraps the full text and scrolls past three lines (shift+↓/↑ on the
board), so no card text is cut, in English and German. The check runs in
test_board_reads.py, on a board per language and size."""

from __future__ import annotations

from textual.geometry import Region

from tests.support.waiting import pilot_wait_until
from tui.games.crimson_company.board import CrimsonBoard
from tui.games.crimson_company.cards import card_detail


def words(text: str) -> str:
    return " ".join(text.split())


async def check_the_longest_card_text_is_shown_whole(pilot, screen) -> None:
    """The longest card text of the game put in `screen`'s card detail is wrapped whole,
    every word there, in a panel of at most three lines that shift+↓ on the board scrolls to
    its end when the text is taller."""
    view = screen.current_view()
    longest = max((card_detail(view, c, in_play=False) for c in range(len(view.kind_of))), key=len)
    detail, panel = screen.query_one("#cc-detail"), screen.query_one("#cc-detail-scroll")
    detail.update(longest)

    def shown() -> str:
        whole = Region(0, 0, detail.outer_size.width, detail.outer_size.height)
        return words(" ".join(strip.text for strip in detail.render_lines(whole)))

    # wrapped, every word there (once the new text is laid out)
    await pilot_wait_until(pilot, lambda: shown() == words(longest), "the whole text in the detail")
    assert panel.size.height <= 3, f"the detail panel is {panel.size.height} lines"
    if detail.size.height > panel.size.height:  # taller than its panel: it scrolls
        screen.query_one(CrimsonBoard).focus()
        for _ in range(detail.size.height):
            await pilot.press("shift+down")
        await pilot_wait_until(pilot, lambda: panel.scroll_y == panel.max_scroll_y > 0, "scrolled to the end")
