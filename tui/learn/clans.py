"""The Clans tutorial's zones: the map with the step's territories lit, your secret colour
and the chips, and the epoch track.

The map is drawn here rather than by the game's board widget: a tutorial zone is text in
a column beside the list of moves, so the map fits the width it is given (`ClansMap`:
cells 6 characters wide when there is room, down to 3 on an 80-column terminal).
"""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.style import Style
from rich.text import Text

from core.clans.board import BY_POS, GRID_COLUMNS, GRID_ROWS, LAKES, TERRITORIES
from core.clans.state import FROZEN
from core.i18n import _
from tui.games.clans.board import (
    CLAN_BADGE,
    LAKE_BG,
    LANDSCAPE_BG,
    LANDSCAPE_EMPTY_BG,
    LANDSCAPE_SIGN,
    VILLAGE_BG,
    hut_tokens,
)
from tui.games.clans.screen import colour_name, epoch_track

LIT_BG = "#d81b60"  # the game screen's colour for a legal destination
CELL_WIDTHS = (6, 5, 4, 3)  # the widest that fits is drawn


class ClansMap:
    """The map of a Clans view as a rich renderable, `lit` territories on a bright
    background; its cells are as wide as the width it is drawn in allows."""

    def __init__(self, view, lit: set[int]) -> None:
        self.view = view
        self.lit = set(lit)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = next((w for w in CELL_WIDTHS if map_width(w) <= options.max_width), CELL_WIDTHS[-1])
        for line in self.lines(width):
            yield from line
            yield Segment.line()

    def __str__(self) -> str:
        return "\n".join("".join(s.text for s in line) for line in self.lines(CELL_WIDTHS[0]))

    def lines(self, w: int) -> list[list[Segment]]:
        """The map's two lines per row of territories, cells `w` characters wide."""
        lines: list[list[Segment]] = []
        lakes = set(LAKES)
        for row in range(GRID_ROWS):
            band: list[list[Segment]] = [[Segment(" " * (w // 2 if row % 2 else 0))] for _ in range(2)]
            for col in range(GRID_COLUMNS):
                t = BY_POS.get((col, row))
                for k, line in enumerate(band):
                    if t is not None:
                        line.extend(self.cell(t, k, w))
                    elif (col, row) in lakes:
                        line.append(Segment("≈" * w, Style(color="#6fa8dc", bgcolor=LAKE_BG)))
                    else:
                        line.append(Segment(" " * w))
            lines += band
        return lines

    def cell(self, t: int, k: int, w: int) -> list[Segment]:
        """Line k (0: sign, number, mark; 1: huts) of territory t's cell."""
        view = self.view
        landscape = TERRITORIES[t].landscape
        total = view.totals[t]
        village = view.village_at[t] >= 0
        if t in self.lit:
            base = Style(color="#ffffff", bgcolor=LIT_BG, bold=True)
        elif village:
            base = Style(color="#ffffff", bgcolor=VILLAGE_BG)
        else:
            bg = LANDSCAPE_BG[landscape] if total else LANDSCAPE_EMPTY_BG[landscape]
            base = Style(color="#ffffff" if total else "#9a9a9a", bgcolor=bg)
        pad = " " if w >= 5 else ""
        inner = w - len(pad)
        if k == 0:
            mark = "V" if village else ("*" if total >= FROZEN else " ")
            sign = LANDSCAPE_SIGN[landscape] if inner >= 4 else ""
            return [Segment((pad + sign + f"{t:>2}" + mark)[:w].ljust(w), base)]
        out = [Segment(pad, base)] if pad else []
        used = 0
        for text, colour in hut_tokens(view.huts_at(t), inner):
            if colour is None:
                out.append(Segment(text, base + Style(bold=True)))
            else:
                fg, bg = CLAN_BADGE[colour]
                out.append(Segment(text, Style(color=fg, bgcolor=bg, bold=True)))
            used += len(text)
        out.append(Segment(" " * (inner - used), base))
        return out


def map_width(cell: int) -> int:
    return GRID_COLUMNS * cell + cell // 2


def lit_territories(focus) -> set[int]:
    return {int(name.split(":", 1)[1]) for name in focus if name.startswith("territory:")}


def zones(view, names: list[str], focus=()) -> list[tuple[str, object]]:
    """(zone name, what it shows) in order: the map (the focus's territories lit), your
    colour and the chips, the epoch track with the colours' scores."""
    legend = Text(
        _("▲ mountain ♣ forest ∴ steppe ψ grassland · V village"),
        style="dim",
    )
    colour = Text()
    if view.is_over():
        shown = " · ".join(f"{names[s]} {colour_name(c)}" for s, c in enumerate(view.colours))
        colour.append(_("Colours: {colours}").format(colours=shown), Style(bold=True))
    else:
        own = [c for c in view.colours if c >= 0]
        if own:
            colour.append(_("Your secret colour: {colour}").format(colour=colour_name(own[0])), Style(bold=True))
    colour.append("\n")
    colour.append(
        _("Chips: {chips}").format(chips=" · ".join(f"{names[s]} {view.chips[s]}" for s in range(view.players)))
    )
    return [
        ("map", MapWithLegend(ClansMap(view, lit_territories(focus)), legend)),
        ("colour", colour),
        ("epochs", epoch_track(view)),
    ]


class MapWithLegend:
    """The map, then its legend line."""

    def __init__(self, board: ClansMap, legend: Text) -> None:
        self.board, self.legend = board, legend

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.board
        # the landscape signs are drawn only in cells 4 wide or more: else only V is named
        yield self.legend if options.max_width >= map_width(4) else Text(_("V village"), style="dim")

    def __str__(self) -> str:
        return f"{self.board}\n{self.legend}"
