"""Every button dialog over a game (tui/screens/dialogs.py `ButtonDialog`: the leave and
quit questions, not only the auction) draws the dimmed board under it again only when the
board changed (tui/widgets/dimmed.py): moving between its buttons redrew the whole dimmed
board at every key (~10 ms at 120x40), and a change under it is still drawn.

The same proof as test_redraw_dialog.py (its hooks: `BackgroundScreen` renders counted,
the refreshes the screen under the dialog sends it counted; no clock), on escape's "Leave
this game?" over a Crimson Company duel, at 80x24 (the size is not the point)."""

from __future__ import annotations

from core.match import Match
from tests.support.game_screens import opened
from tests.support.waiting import pilot_wait_until
from tests.tui.games.test_redraw_dialog import Counts, keys_keep_the_board_and_a_change_redraws_it
from tui.app import ClanhallApp
from tui.screens.dialogs import ConfirmDialog


async def test_keys_in_the_leave_question_do_not_redraw_the_dimmed_board_and_a_change_under_it_does(monkeypatch):
    match = Match("crimson-company", {"variant": "duel", "first_seat": 0}, 3, seats=["human", "bot:random"])
    counts = Counts(monkeypatch)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot, match)
        await pilot.press("escape")
        asked = lambda: isinstance(app.screen, ConfirmDialog) and app.screen.is_mounted and app.screen  # noqa: E731
        dialog = await pilot_wait_until(pilot, asked, "the question")
        await keys_keep_the_board_and_a_change_redraws_it(pilot, game, dialog, counts, monkeypatch)
