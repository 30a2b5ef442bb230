"""The scrolling pane of the Crystal Clans board; it holds the keyboard focus for the
whole board and turns the keys into cursor moves, picks and scrolls of the detail panel
(the screen keeps the cursor: which pickable it is on), and `nearest` finds where an arrow
key moves the cursor, in sight or scrolled out of it."""

from __future__ import annotations

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.geometry import Offset, Region
from textual.message import Message

from core.i18n import N_


class BoardPane(VerticalScroll, can_focus=True):
    BINDINGS = [
        Binding("enter,space", "pick", N_("Pick")),
        Binding("up", "move('up')", N_("Up"), show=False),
        Binding("down", "move('down')", N_("Down"), show=False),
        Binding("left", "move('left')", N_("Left"), show=False),
        Binding("right", "move('right')", N_("Right"), show=False),
        Binding("shift+down", "detail(1)", N_("Scroll the detail"), show=False),
        Binding("shift+up", "detail(-1)", N_("Scroll the detail"), show=False),
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

    def action_detail(self, lines: int) -> None:
        """Scroll the detail panel (the card under the cursor) by `lines`, keeping the
        board's focus: the cursor stays where it is."""
        for panel in self.screen.query("#detail-scroll"):
            panel.scroll_relative(y=lines, animate=False)


def placed(widget) -> Region:
    """Where `widget` is on the screen, or would be if its board pane were scrolled to it:
    a widget scrolled out of sight has an empty region, and the cursor must still reach it
    (the crystals under the hand at 80x24)."""
    if widget.region.area:
        return widget.region
    pane = next((a for a in widget.ancestors if isinstance(a, BoardPane)), None)
    if pane is None or not widget.display:
        return widget.region
    offset, node = Offset(0, 0), widget
    while node is not pane and node.parent is not None:
        offset += node.virtual_region.offset
        node = node.parent
    size = widget.outer_size if widget.outer_size.area else widget.size
    origin = pane.content_region.offset - pane.scroll_offset
    return Region(origin.x + offset.x, origin.y + offset.y, size.width, size.height)


def nearest(here, widgets: list, direction: str):
    """The widget nearest to region `here` in `direction` (a character cell is twice as
    tall as wide, so a step sideways counts less than a step up or down), in sight or not.
    Sideways, a widget level with `here` first; if none, the nearest on that side (from
    the hand to the crystals of the right-hand column)."""
    best = _nearest(here, widgets, direction, level=True)
    if best is None and direction in ("left", "right"):
        best = _nearest(here, widgets, direction, level=False)
    return best


def _nearest(here, widgets: list, direction: str, level: bool):
    cx, cy = here.x + here.width / 2, here.y + here.height / 2
    best, best_cost = None, None
    for w in widgets:
        r = placed(w)
        if not r.area:
            continue
        dx, dy = r.x + r.width / 2 - cx, r.y + r.height / 2 - cy
        beside = not level or abs(dy) < max(here.height, r.height)
        if direction == "down" and r.y >= here.bottom:
            cost = dy * 3 + abs(dx)
        elif direction == "up" and r.bottom <= here.y:
            cost = -dy * 3 + abs(dx)
        elif direction == "right" and r.x >= here.right and beside:
            cost = dx + abs(dy) * 6
        elif direction == "left" and r.right <= here.x and beside:
            cost = -dx + abs(dy) * 6
        else:
            continue
        if best_cost is None or cost < best_cost:
            best, best_cost = w, cost
    return best
