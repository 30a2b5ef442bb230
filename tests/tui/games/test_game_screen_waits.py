"""The waits of tests/support/game_screens.py wait for the state itself: the work a screen
put off until after its refresh and the focus it moved there, a game's turn asked and a
move written in its log panel, a dialog only once it is mounted."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Button

from core.match import Match
from tests.support.game_screens import logged, next_to_answer, opened, refreshed, to_answer
from tui.app import ClanhallApp
from tui.screens.dialogs import ChoiceDialog


class Two(App):
    """Two buttons, the first focused."""

    def compose(self) -> ComposeResult:
        yield Button("one", id="one")
        yield Button("two", id="two")


async def test_refreshed_runs_what_was_put_off_until_after_the_refresh_and_its_focus():
    app = Two()
    async with app.run_test(size=(40, 10)):
        screen, two = app.screen, app.query_one("#two")
        ran = []

        def later() -> None:  # as a game screen places its cursor for a turn
            ran.append(True)
            two.focus()  # carried out from the app's queue, later still

        screen.call_after_refresh(later)
        assert not ran  # nothing has had a turn yet
        await refreshed(screen)
        assert ran and app.focused is two


async def test_a_turn_is_waited_for_drawn_and_a_move_until_the_log_panel_has_it():
    match = Match("clans", {"players": 2}, 5, seats=["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, match)
        assert app.screen is screen and screen.waiting_for == 0 and screen.legal
        n = screen.shown_log
        screen.play(screen.legal[0])  # played by a worker, told by the session's news
        await logged(pilot, screen, n)
        assert len(match.log) > n and screen.shown_log > n
        lines = " ".join(strip.text for strip in screen.query_one("#log").lines)
        assert "Player 1" in lines


async def test_a_dialog_is_there_to_answer_only_once_it_is_mounted():
    app = Two()
    async with app.run_test(size=(60, 20)) as pilot:
        app.push_screen(ChoiceDialog("Which?", [("this", 1), ("that", 2)]))
        assert to_answer(app) == ""  # on the stack, not mounted: a key now would be dropped
        assert await next_to_answer(pilot) == "dialog"
        assert app.screen.is_mounted
