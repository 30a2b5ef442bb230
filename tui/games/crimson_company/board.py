"""The Crimson Company board: purses, market, the lanes and your cards, with one cursor.

Arrow keys walk the cursor over every pickable spot (up and down to the nearest spot of
the next line that has one), enter or space picks the spot under it, `n` jumps to the next
legal pick; a click picks a spot at once. The board posts `Picked(spot)` and
`CursorMoved(spot)`; what a pick means is the screen's business. The screen tells the
board what may be picked (`targets`) and what is half-picked (`chosen`); when the legal
picks change and the cursor is not on one, the cursor moves to the first of them.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widget import Widget

from core.i18n import N_
from tui.games.crimson_company.hand import HandRow
from tui.games.crimson_company.lane import LaneRow
from tui.games.crimson_company.market import MarketRow
from tui.games.crimson_company.purses import PurseRow
from tui.games.crimson_company.row import PickRow


class CrimsonBoard(VerticalScroll, can_focus=True):
    """Every spot of a Crimson Company view, one cursor over them."""

    BINDINGS = [
        Binding("up", "move(-1, 0)", N_("Up"), show=False),
        Binding("down", "move(1, 0)", N_("Down"), show=False),
        Binding("left", "move(0, -1)", N_("Left"), show=False),
        Binding("right", "move(0, 1)", N_("Right"), show=False),
        Binding("enter,space", "pick", N_("Pick")),
        Binding("n", "next_target", N_("Next »")),
        Binding("shift+down", "detail(1)", N_("Scroll the detail"), show=False),
        Binding("shift+up", "detail(-1)", N_("Scroll the detail"), show=False),
    ]

    class Picked(Message):
        """The player picked `spot` (enter, space or a click)."""

        def __init__(self, spot: tuple) -> None:
            super().__init__()
            self.spot = spot

    class CursorMoved(Message):
        def __init__(self, spot: tuple | None) -> None:
            super().__init__()
            self.spot = spot

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.cursor: tuple | None = None
        self.cursor_line = 0  # which line the cursor is on (a castle spans two)
        self.targets: frozenset = frozenset()
        self.chosen: tuple | None = None

    def compose(self) -> ComposeResult:
        yield PurseRow(id="cc-purses")
        yield MarketRow(id="cc-market")
        yield Vertical(id="cc-lanes")
        yield HandRow(id="cc-hand")

    # -- what to show ------------------------------------------------------------------
    def show(
        self, view, viewer: int | None, names: list[str], targets=(), chosen=None, rule_lines: bool = False
    ) -> None:
        """Draw `view` as `viewer` sees it; `targets` may be picked now, `chosen` is the
        first half of a two-step pick; `rule_lines` writes each castle's rule out."""
        self.query_one(PurseRow).show(view, viewer, names)
        self.query_one(MarketRow).show(view, viewer, names)
        rows = self.lane_rows(len(view.lanes))
        for row in rows:
            row.show(view, viewer, names, rule_lines)
        self.order_lanes(view, viewer, rows)
        self.query_one(HandRow).show(view, viewer, names)
        self.mark(targets, chosen)

    def lane_rows(self, n: int) -> list[LaneRow]:
        """The rows of the lanes, made when a new lane appears (free-for-all play-on)."""
        box = self.query_one("#cc-lanes", Vertical)
        rows = list(box.query(LaneRow))
        if len(rows) < n:
            new = [LaneRow(i, classes="cc-lane") for i in range(len(rows), n)]
            box.mount_all(new)
            rows += new
        return rows[:n]

    def order_lanes(self, view, viewer: int | None, rows: list[LaneRow]) -> None:
        """Free-for-all: the viewer's own fronts first (a table of six has twelve lanes)."""
        if view.variant != "free-for-all" or viewer is None:
            return
        side = view.seat_side[viewer]
        order: list[Widget] = [*sorted(rows, key=lambda r: (view.side_index(r.lane, side) < 0, r.lane))]
        box = self.query_one("#cc-lanes", Vertical)
        if list(box.children) != order:
            box.sort_children(key=order.index)

    def mark(self, targets=(), chosen=None) -> None:
        """Highlight `targets` and `chosen`; keep the cursor on a target if there are any."""
        targets = frozenset(targets)
        fresh = targets != self.targets
        self.targets, self.chosen = targets, chosen
        if fresh and targets and self.cursor not in targets:
            self.cursor = self.first(targets)
        self.paint()

    def paint(self) -> None:
        holds_keys = self.is_attached and self.screen.focused is self  # (has_focus lags in on_blur)
        cursor = self.cursor if holds_keys else None  # drawn only while the board has the keys
        for row in self.query(PickRow):
            row.set_marks(cursor, self.targets, self.chosen)

    def on_focus(self) -> None:
        self.paint()

    def on_blur(self) -> None:
        self.paint()

    def rows(self) -> list[PickRow]:
        return [r for r in self.query(PickRow) if r.display]

    def nav_lines(self) -> list[tuple[PickRow, list[tuple[tuple, int]]]]:
        """Every line with a pickable spot, top to bottom: (row, [(spot, x)])."""
        out = []
        for row in self.rows():
            for line in row.spots():
                if line:
                    out.append((row, line))
        return out

    def first(self, targets) -> tuple | None:
        for _, line in self.nav_lines():
            for spot, _ in line:
                if spot in targets:
                    return spot
        return next(iter(targets), None)

    # -- moving ------------------------------------------------------------------------
    def place_cursor(self, spot: tuple | None) -> None:
        self.cursor = spot
        self.paint()
        self.post_message(self.CursorMoved(spot))
        for i, (row, line) in enumerate(self.nav_lines()):
            if any(s == spot for s, _ in line):
                self.cursor_line = i
                row.scroll_visible(animate=False)
                break

    def where(self) -> tuple[int, int]:
        """(line index, x) of the cursor in `nav_lines` (the top-left spot if none)."""
        lines = self.nav_lines()
        order = sorted(range(len(lines)), key=lambda i: abs(i - self.cursor_line))
        for i in order:
            for spot, x in lines[i][1]:
                if spot == self.cursor:
                    return i, x
        return -1, 0

    def action_move(self, dy: int, dx: int) -> None:
        lines = self.nav_lines()
        if not lines:
            return
        i, x = self.where()
        if i < 0:
            self.place_cursor(lines[0][1][0][0])
            return
        if dx:
            spots: list[tuple | None] = [s for s, _ in lines[i][1]]
            k = spots.index(self.cursor) + dx
            if 0 <= k < len(spots):
                self.cursor_line = i
                self.place_cursor(spots[k])
            return
        j = i + dy
        while 0 <= j < len(lines):
            spot = min(lines[j][1], key=lambda sx: abs(sx[1] - x))[0]
            if spot != self.cursor:
                self.cursor_line = j
                self.place_cursor(spot)
                return
            j += dy

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """ "Next »" is offered only while there is something to pick (not on the final
        board, nor while another seat is to move)."""
        return bool(self.targets) if action == "next_target" else True

    def action_next_target(self) -> None:
        """The cursor to the next legal pick after it (top to bottom, wrapping)."""
        spots = [s for _, line in self.nav_lines() for s, _ in line if s in self.targets]
        if not spots:
            return
        order = list(dict.fromkeys(spots))
        k = order.index(self.cursor) + 1 if self.cursor in order else 0
        self.place_cursor(order[k % len(order)])

    def action_detail(self, lines: int) -> None:
        """Scroll the card detail under the board by `lines` (a long card text), keeping the
        cursor where it is."""
        for panel in self.screen.query("#cc-detail-scroll"):
            panel.scroll_relative(y=lines, animate=False)

    def action_pick(self) -> None:
        if self.cursor is not None:
            self.post_message(self.Picked(self.cursor))

    def on_pick_row_clicked(self, message: PickRow.Clicked) -> None:
        message.stop()
        self.focus()
        self.place_cursor(message.spot)
        self.post_message(self.Picked(message.spot))
