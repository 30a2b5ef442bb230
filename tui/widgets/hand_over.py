"""The hot-seat hand-over every game uses: a cover over the board between two players."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class HandOverScreen(ModalScreen[None]):
    """Hot-seat: covers the board until the next player is at the keyboard, so nobody
    sees the previous player's secrets."""

    BINDINGS = [Binding("enter,space", "dismiss", "I am ready")]

    def __init__(self, name: str, last_move: str = "") -> None:
        super().__init__()
        self.player_name, self.last_move = name, last_move

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="handover"):
            yield Static(f"Pass the keyboard to [b]{self.player_name}[/b]", classes="dialog-title")
            if self.last_move:
                yield Static(f"Last move: {self.last_move}", id="handover-last")
            yield Static("The board stays hidden until you are ready.")
            yield Button(Content(f"{self.player_name}: I am ready  [enter]"), id="ready", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)
