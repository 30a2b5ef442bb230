"""The waits of tests/support/screens.py wait for the state itself: a screen pushed by a
timer after the key, a focus that goes through the app's queue."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Button, Static

from tests.support.screens import focus_by, on_screen
from tests.support.waiting import pilot_wait_until


class Later(Screen):
    """A screen with a child of its own, to be found once it is mounted."""

    def compose(self) -> ComposeResult:
        yield Static("later", id="later-text")


class Rounds(App):
    """`l` pushes `Later` from a timer, long after the key's own handling (Pilot's press
    has returned by then); `right` focuses the second button with `focus()`, which the
    app's queue carries out later."""

    BINDINGS = [Binding("l", "later"), Binding("right", "second")]

    def compose(self) -> ComposeResult:
        yield Button("one", id="one")
        yield Button("two", id="two")

    def action_later(self) -> None:
        self.set_timer(0.3, lambda: self.push_screen(Later()))

    def action_second(self) -> None:
        self.query_one("#two").focus()


async def test_on_screen_returns_a_screen_pushed_after_the_key_mounted():
    app = Rounds()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.press("l")
        screen = await on_screen(pilot, "Later")
        assert screen is app.screen and screen.is_mounted
        assert str(screen.query_one("#later-text", Static).render()) == "later"


async def test_focus_by_returns_once_the_focus_has_moved():
    app = Rounds()
    async with app.run_test(size=(40, 10)) as pilot:
        one = app.query_one("#one")
        await pilot_wait_until(pilot, lambda: app.focused is one, "the first button focused on start")
        await focus_by(pilot, "tab")  # from the first button to the second...
        assert app.focused is app.query_one("#two")
        await focus_by(pilot, "tab")  # ... and round to the first
        assert await focus_by(pilot, "right") is app.query_one("#two")
