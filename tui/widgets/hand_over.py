"""The hot-seat hand-over every game uses: a cover over the board between two players."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Button, Static

from core.i18n import N_, _
from tui.screens.dialogs import FreshKeysOnly
from tui.widgets.footer import Footer


class HandOverScreen(FreshKeysOnly):
    """Hot-seat: covers the board until the next player is at the keyboard, so nobody
    sees the previous player's secrets. A key the previous player typed before it was
    shown does not uncover the board (FreshKeysOnly)."""

    # the footer shows the space key's entry (the focused button answers enter itself,
    # as the button says), so it names enter, which a player reads on the button
    BINDINGS = [Binding("enter,space", "dismiss", N_("I am ready"), key_display="enter")]

    def __init__(self, name: str, last_move: str = "") -> None:
        super().__init__()
        self.player_name, self.last_move = name, last_move

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="handover"):
            yield Static(
                _("Pass the keyboard to [b]{player_name}[/b]").format(player_name=self.player_name),
                classes="dialog-title",
            )
            if self.last_move:
                yield Static(_("Last move: {last_move}").format(last_move=self.last_move), id="handover-last")
            yield Static(_("The board stays hidden until you are ready."))
            yield Button(
                Content(_("{player_name}: I am ready  [enter]").format(player_name=self.player_name)),
                id="ready",
                variant="primary",
            )
        yield Footer()  # its own keys ("enter I am ready"), not the covered board's

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)
