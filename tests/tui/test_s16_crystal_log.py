"""The Crystal Clans log has room to be read at 80x24 (issue 29 §5): at least 10 lines
under its rule (it had 6), while the action list keeps 3 rows or more and the hand stays
on screen. One app reads 80x24 and then 120x40 (a taller side panel: the log keeps its
lines there too)."""

from __future__ import annotations

from textual.widgets import OptionList

from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots import seeded_match
from tui.app import ClanhallApp


async def test_the_log_has_ten_lines_at_80x24_and_the_list_and_hand_stay():
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(seeded_match("crystal-clans", 40, config={"clan1": "blood", "clan2": "skull"}))
        screen = await pilot_wait_until(pilot, lambda: (s := app.game_screen()) and s.waiting_for == 0 and s)
        for size in ((80, 24), (120, 40)):
            await pilot.resize_terminal(*size)
            await pilot_wait_until(pilot, lambda size=size: screen.size == size, f"the screen at {size}")
            log = screen.query_one("#log")
            actions = screen.query_one("#actions", OptionList)
            await pilot_wait_until(pilot, lambda log=log: log.scrollable_content_region.height, "the log laid out")
            assert log.scrollable_content_region.height >= 10, f"the log has {log.size} at {size}"
            assert actions.option_count and actions.size.height >= 3, f"the list has {actions.size} at {size}"
            hand = screen.query_one("#cc-hand")
            assert hand.children and screen.region.contains_region(hand.children[0].region), f"the hand at {size}"
