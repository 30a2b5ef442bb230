"""The scrolling pane of the Crystal Clans board; it holds the keyboard focus for the
whole board and turns the keys into cursor moves and picks (the screen keeps the cursor:
which pickable it is on)."""
from __future__ import annotations

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.message import Message


class BoardPane(VerticalScroll, can_focus=True):
    BINDINGS = [
        Binding("enter,space", "pick", "Pick"),
        Binding("up", "move('up')", "Up", show=False),
        Binding("down", "move('down')", "Down", show=False),
        Binding("left", "move('left')", "Left", show=False),
        Binding("right", "move('right')", "Right", show=False),
    ]

    class Moved(Message):
        """The player pressed an arrow key: move the cursor that way."""

        def __init__(self, direction: str) -> None:
            super().__init__()
            self.direction = direction

    class PickAtCursor(Message):
        """The player pressed enter or space: pick what is under the cursor."""

    def action_move(self, direction: str) -> None:
        self.post_message(self.Moved(direction))

    def action_pick(self) -> None:
        self.post_message(self.PickAtCursor())
