"""The join dialog: the host's address, your name, the join code the host shows, and
whether to play (take a free seat) or watch (see the game from no seat's view)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, RadioButton, RadioSet, Static


class JoinDialog(ModalScreen):
    """Dismisses with (address, name, code, watch), or None when cancelled."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="join-dialog"):
            yield Static("Join a network game", classes="dialog-title")
            for label, wid, hint in (
                ("Host", "join-host", "192.168.1.20 or host:7141"),
                ("Your name", "join-name", "Anna"),
                ("Join code", "join-code", "K7WQ-M2PX"),
            ):
                with Horizontal(classes="form-row"):
                    yield Label(label, classes="form-label")
                    yield Input(placeholder=hint, id=wid, compact=True)
            with Horizontal(classes="form-row"):
                yield Label("Join to", classes="form-label")
                with RadioSet(id="join-as", compact=True):
                    yield RadioButton("play", value=True, id="join-play")
                    yield RadioButton("watch", id="join-watch")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Join", id="join", variant="primary")
                yield Button("Cancel", id="cancel")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_join()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_join() if event.button.id == "join" else self.action_cancel()

    def action_join(self) -> None:
        host = self.query_one("#join-host", Input).value.strip()
        code = self.query_one("#join-code", Input).value.strip()
        if not host or not code:
            self.notify("The host's address and the join code are both needed.", severity="warning")
            return
        watch = self.query_one("#join-watch", RadioButton).value
        self.dismiss((host, self.query_one("#join-name", Input).value.strip(), code, watch))

    def action_cancel(self) -> None:
        self.dismiss(None)
