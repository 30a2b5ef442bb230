"""The footer is rebuilt only when what it shows changes: Textual asks for a rebuild at
every move of the focus, and most moves (between a dialog's buttons) leave the same keys."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Button, Static

from tests.support.waiting import pilot_wait_until
from tui.widgets.footer import Footer


class Pane(Static, can_focus=True):
    """A focusable pane with a key of its own, shown in the footer while it has focus."""

    BINDINGS = [Binding("x", "extra", "Extra")]

    def action_extra(self) -> None:
        pass


class TwoButtonsAndAPane(App):
    BINDINGS = [Binding("f1", "help", "Help")]

    def compose(self) -> ComposeResult:
        yield Button("One", id="one")
        yield Button("Two", id="two")
        yield Pane("pane", id="pane")
        yield Footer()

    def action_help(self) -> None:
        pass


def shown_words(footer: Footer) -> str:
    return " ".join(str(key.render()) for key in footer.children if key.display)


async def test_moving_between_buttons_keeps_the_footer_and_a_new_key_rebuilds_it():
    app = TwoButtonsAndAPane()
    async with app.run_test(size=(80, 10)) as pilot:
        footer = app.query_one(Footer)
        app.query_one("#one").focus()
        await pilot_wait_until(pilot, lambda: "Help" in shown_words(footer), "the footer's first keys")
        rebuilds = []
        recompose = footer.recompose

        async def counted() -> None:
            rebuilds.append(app.focused.id if app.focused else None)
            await recompose()

        footer.recompose = counted  # type: ignore[method-assign]
        two = app.query_one("#two")
        two.focus()  # the same keys: nothing to rebuild (a late rebuild shows in the last check)
        await pilot_wait_until(pilot, lambda: app.focused is two, "the second button focused")
        assert rebuilds == [] and "Extra" not in shown_words(footer)
        app.query_one("#pane").focus()  # a key of its own: rebuilt, and shown
        await pilot_wait_until(pilot, lambda: "Extra" in shown_words(footer), "the pane's key in the footer")
        assert rebuilds == ["pane"]
        app.query_one("#one").focus()  # and gone again with the focus
        await pilot_wait_until(pilot, lambda: "Extra" not in shown_words(footer), "the pane's key gone")
