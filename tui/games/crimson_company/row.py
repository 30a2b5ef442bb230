"""One strip of the Crimson Company board: lines of cells, some of them pickable.

A cell is a bit of text; a pickable cell names a *spot* of the board (a market slot, a
lane, a card in a lane, a card in your hand, a player's purse, the pile). A pickable cell
is drawn with a gutter each side and a mark before its text:

    " Berserker 4 "    nothing special
    " »Berserker 4 "   a legal pick now (also on a bright background)
    " •Berserker 4 "   picked as the first half of a two-step choice
    "[»Berserker 4]"   the cursor (brackets, the text underlined), here on a legal pick

so the cursor, the targets and the selection never depend on colour alone. Rows are told
what to draw (`set_marks`) by the board above them; a click posts `Clicked(spot)`.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from core.crimson_company.state import CCState
from tui.games.crimson_company.cards import CHOSEN, CHOSEN_STYLE, CURSOR_MARK, CURSOR_TEXT, TARGET, TARGET_STYLE

PAD = 3  # a pickable cell's left gutter, mark and right gutter


class Cell(NamedTuple):
    text: str
    style: Style = Style()
    spot: tuple | None = None

    @property
    def width(self) -> int:
        return len(self.text) + (PAD if self.spot is not None else 0)


def wrap(cells: list[Cell], width: int, indent: int = 2) -> list[list[Cell]]:
    """Cells flowed onto lines of `width` characters (continuation lines indented)."""
    lines: list[list[Cell]] = [[]]
    used = 0
    for cell in cells:
        if lines[-1] and used + cell.width > width:
            lines.append([Cell(" " * indent)])
            used = indent
        lines[-1].append(cell)
        used += cell.width
    return lines


class PickRow(Widget):
    """Lines of cells built for the widget's width; pickable cells carry marks."""

    DEFAULT_CSS = """
    PickRow {
        height: auto;
        width: 100%;
    }
    """

    class Clicked(Message):
        """A pickable cell was clicked."""

        def __init__(self, spot: tuple) -> None:
            super().__init__()
            self.spot = spot

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.cursor: tuple | None = None
        self.targets: frozenset = frozenset()
        self.chosen: tuple | None = None
        self._built: tuple[int, list[list[Cell]]] | None = None
        # what the row draws from: the viewer's view, the viewer's seat, the seats' names
        self.view: CCState | None = None
        self.viewer: int | None = None
        self.names: list[str] = []

    @property
    def shown(self) -> CCState:
        """The view being drawn (a row's words are asked for only once it shows one)."""
        assert self.view is not None, "the row has not been shown a view"
        return self.view

    def show(self, view: CCState, viewer: int | None, names: list[str]) -> None:
        """Draw from `view` (of seat `viewer`) with the seats' `names`."""
        self.view, self.viewer, self.names = view, viewer, names
        self.changed()

    # -- content -----------------------------------------------------------------------
    def build(self, width: int) -> list[list[Cell]]:
        """The lines of this row at `width` (subclasses)."""
        return []

    def lines(self, width: int | None = None) -> list[list[Cell]]:
        width = width or self.size.width or 80
        if self._built is None or self._built[0] != width:
            self._built = (width, self.build(width))
        return self._built[1]

    def changed(self) -> None:
        """The row's data may have changed: build it again, and draw it again only if it
        looks different (a new layout only if its height changed) - every move redraws
        the board, and most rows stay as they were."""
        old = self._built
        self._built = None
        if old is None or not self.size.width:
            self.refresh(layout=True)
            return
        new = self.lines(old[0])
        if new != old[1]:
            self.refresh(layout=len(new) != len(old[1]))

    def set_marks(self, cursor, targets, chosen) -> None:
        if (cursor, targets, chosen) != (self.cursor, self.targets, self.chosen):
            self.cursor, self.targets, self.chosen = cursor, targets, chosen
            self.refresh()

    def spots(self) -> list[list[tuple[tuple, int]]]:
        """For each line, its pickable spots with the x of their middle."""
        out = []
        for line in self.lines():
            x, here = 0, []
            for cell in line:
                if cell.spot is not None:
                    here.append((cell.spot, x + cell.width // 2))
                x += cell.width
            out.append(here)
        return out

    def spot_at(self, x: int, y: int) -> tuple | None:
        lines = self.lines()
        if not 0 <= y < len(lines):
            return None
        left = 0
        for cell in lines[y]:
            if left <= x < left + cell.width:
                return cell.spot
            left += cell.width
        return None

    # -- drawing -----------------------------------------------------------------------
    def get_content_height(self, container, viewport, width: int) -> int:
        return max(len(self.lines(width)), 1)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        lines = self.lines(width)
        if not 0 <= y < len(lines):
            return Strip.blank(width, self.rich_style)
        base = self.rich_style
        segments = []
        for cell in lines[y]:
            if cell.spot is None:
                segments.append(Segment(cell.text, base + cell.style))
            else:
                segments.extend(self._pickable(cell, base))
        return Strip(segments).crop_extend(0, width, base)

    def _pickable(self, cell: Cell, base: Style) -> list[Segment]:
        spot = cell.spot
        style = base + cell.style
        mark = " "
        if spot == self.chosen:
            style, mark = style + CHOSEN_STYLE, CHOSEN
        elif spot in self.targets:
            style, mark = style + TARGET_STYLE, TARGET
        here = spot == self.cursor
        if here:
            style += CURSOR_TEXT
        gutter = base + CURSOR_MARK
        return [
            Segment("[" if here else " ", gutter),
            Segment(mark + cell.text, style),
            Segment("]" if here else " ", gutter),
        ]

    # -- input -------------------------------------------------------------------------
    def on_click(self, event) -> None:
        spot = self.spot_at(event.x, event.y)
        if spot is not None:
            event.stop()
            self.post_message(self.Clicked(spot))
