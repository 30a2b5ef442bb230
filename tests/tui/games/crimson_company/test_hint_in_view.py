"""Crimson Company's hint (issue 29 §6): the ① row is scrolled into view in the grouped
action list at 80x24 and 120x40, even when it is the last of a list longer than the
screen and the hint panel opening above the list takes room from it."""

from __future__ import annotations

import pytest

from ai.coach import Advice, Option
from tests.support.game_screens import opened
from tests.support.waiting import pilot_wait_until
from tests.tui.games.crimson_company.test_board import stopped_at
from tui.app import ClanhallApp


def in_view(actions) -> bool:
    """The highlighted option's lines (a long label wraps) are all inside the list's view."""
    actions._update_lines()  # the option list's own line index, as scroll_to_highlight reads it
    y, height = actions._index_to_line[actions.highlighted], actions._heights[actions.highlighted]
    top = actions.scroll_offset.y
    return top <= y and y + height <= top + actions.scrollable_content_region.height


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_hints_first_row_is_in_view_at_the_end_of_a_long_list(size):
    match = stopped_at("free-for-all", 6, lambda s: len(s.legal_actions()) >= 10 and s.decision().kind != "sealed_bid")
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=size) as pilot:
        screen = await opened(pilot, match)
        actions = screen.query_one("#actions")
        await pilot_wait_until(pilot, lambda: actions.option_count == len(screen.legal), "the list")
        if size == (80, 24):
            assert actions.option_count > actions.scrollable_content_region.height  # longer than the screen
        last = screen.legal[-1]
        options = (Option(last, 30, 0.6, 0.7), Option(screen.legal[0], 20, 0.4, 0.5))
        screen.coach.hinting = True  # as if `h` had asked, then the coach's answer arrives
        screen.coach._ready(screen.turn, 0, Advice(0, options, 50))
        await pilot_wait_until(pilot, lambda: screen.hint_advice is not None, "the hint shown")
        option = actions.get_option_at_index(actions.highlighted)
        assert str(option.prompt).startswith("① ")
        panel = screen.query_one("#hint")
        await pilot_wait_until(pilot, lambda: panel.display and panel.size.height > 0, "the hint panel laid out")
        await pilot_wait_until(pilot, lambda: in_view(actions), "the ① row in view")
