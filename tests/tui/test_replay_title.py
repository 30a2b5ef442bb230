"""A save's title shown in the replay viewer: a very long one is cut to one line with an
ellipsis (the whole title is the header's tooltip), and it is shown as text, never markup."""

from __future__ import annotations

from textual.widgets import Static

from tests.saves.support import play_random
from tests.support.waiting import pilot_wait_until
from tui.screens.replay import TITLE_CELLS, ReplayApp, short_title


def test_short_title_counts_cells():
    assert short_title("Friday") == "Friday"
    cut = short_title("東" * 100)
    assert cut.endswith("…") and len(cut) == TITLE_CELLS // 2 + 1  # wide characters take two cells
    assert short_title("x" * 1000, 10) == "x" * 9 + "…"


async def test_a_very_long_title_does_not_take_over_the_replay():
    match = play_random("lucky-draw", "standard", 2, seed=6)
    title = "[bold]Weekend[/bold] \x1b[2J " + "a very long title " * 600  # about 10,000 characters
    app = ReplayApp(match, title=title)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        head = screen.query_one("#replay-head", Static)
        await pilot_wait_until(pilot, lambda: head.region.height, "the head laid out")
        shown = str(head.render())
        assert head.region.height <= 2 and len(shown) < 200
        assert shown.startswith("[bold]Weekend[/bold] \\x1b[2J a very long title") and "…" in shown
        assert "move 0 of 4" in shown
        assert screen.query_one("#replay-body").region.height >= 30  # the board and the log keep the screen
        assert head.tooltip.startswith("[bold]Weekend") and len(head.tooltip) <= 1000
