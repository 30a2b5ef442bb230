"""The scrolling pane of the Crystal Clans board; it holds the keyboard focus for the
whole board and turns the keys into cursor moves and picks (the screen keeps the cursor:
which pickable it is on), and `nearest` finds where an arrow key moves the cursor."""

from __future__ import annotations

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.message import Message

from core.i18n import N_


class BoardPane(VerticalScroll, can_focus=True):
    BINDINGS = [
        Binding("enter,space", "pick", N_("Pick")),
        Binding("up", "move('up')", N_("Up"), show=False),
        Binding("down", "move('down')", N_("Down"), show=False),
        Binding("left", "move('left')", N_("Left"), show=False),
        Binding("right", "move('right')", N_("Right"), show=False),
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


def nearest(here, widgets: list, direction: str):
    """The widget nearest to region `here` in `direction` (a character cell is twice as
    tall as wide, so a step sideways counts less than a step up or down)."""
    cx, cy = here.x + here.width / 2, here.y + here.height / 2
    best, best_cost = None, None
    for w in widgets:
        r = w.region
        if not r.area:
            continue
        dx, dy = r.x + r.width / 2 - cx, r.y + r.height / 2 - cy
        if direction == "down" and r.y >= here.bottom:
            cost = dy * 3 + abs(dx)
        elif direction == "up" and r.bottom <= here.y:
            cost = -dy * 3 + abs(dx)
        elif direction == "right" and r.x >= here.right and abs(dy) < max(here.height, r.height):
            cost = dx + abs(dy) * 6
        elif direction == "left" and r.right <= here.x and abs(dy) < max(here.height, r.height):
            cost = -dx + abs(dy) * 6
        else:
            continue
        if best_cost is None or cost < best_cost:
            best, best_cost = w, cost
    return best
