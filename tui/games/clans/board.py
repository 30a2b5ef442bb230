"""The Clans map: 60 territories on an 11 x 6 hex grid, drawn from a view.

Each territory is a cell of `cell_w` x `cell_h` characters on its landscape's colour:

    line 1   landscape sign, territory number, a mark (* frozen 7+, V village)
    line 2+  its huts, one lettered badge per hut (R Y G B K) or, when crowded,
             letter + count ("R3", "B2") or the total and the colours present

so neither landscapes nor clans are told by colour alone. The cursor is a pair of
brackets [ ]; the selected territory shows reversed between ‹ › ({ } under the cursor) and
its legal destinations are marked with » on a bright background. The colours are the
theme's (tui.themes.CLANS_COLOURS, 7:1 text on each background). Arrow keys move the cursor, enter/space or a click
picks a territory: the board posts `Picked(t)`; the screen decides what it means.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Region
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from core.clans.board import BY_POS, GRID_COLUMNS, GRID_ROWS, LAKES, TERRITORIES
from core.clans.letters import letter
from core.clans.state import FROZEN
from core.i18n import N_, language
from tui.themes import CLANS_COLOURS, ClansColours, board_palette

LANDSCAPE_SIGN = {"mountain": "▲", "forest": "♣", "steppe": "∴", "grassland": "ψ"}
# the default theme's colours, for the drawings that take no theme (the tutorial's map)
LANDSCAPE_BG = CLANS_COLOURS.landscape
LANDSCAPE_EMPTY_BG = CLANS_COLOURS.empty
LAKE_BG = CLANS_COLOURS.lake[1]
CLAN_BADGE = CLANS_COLOURS.badges  # (text, background) per clan colour: red, yellow, green, blue, black
TARGET_BG = CLANS_COLOURS.target
SELECTED_BG = CLANS_COLOURS.selected
VILLAGE_BG = CLANS_COLOURS.village


LAKE_CELLS = frozenset(LAKES)
# the territories of each hex row, left to right
ROW_TERRITORIES = tuple(tuple(t for (col, r), t in sorted(BY_POS.items()) if r == row) for row in range(GRID_ROWS))

Token = tuple[str, int | None]  # a hut badge's text and its colour (None: no one colour)


def frame(cursor: bool, selected: bool) -> tuple[str, str]:
    """The characters either side of a territory's lines: [ ] the cursor, ‹ › the selected
    territory ({ } both), so neither is told by colour alone."""
    if cursor:
        return ("{", "}") if selected else ("[", "]")
    return ("‹", "›") if selected else (" ", " ")


def hut_tokens(counts: tuple[int, ...], capacity: int) -> list[Token]:
    """The huts of one territory as (text, colour or None) tokens fitting `capacity`
    characters: one badge per hut if they fit, else "R3" per colour, else the total and
    the colours present."""
    total = sum(counts)
    if total == 0:
        return []
    if total <= capacity:
        return [(letter(c), c) for c, n in enumerate(counts) for _ in range(n)]
    per_colour: list[Token] = [(f"{letter(c)}{n}", c) for c, n in enumerate(counts) if n]
    if sum(len(t) for t, _ in per_colour) <= capacity:
        return per_colour
    head: list[Token] = [(str(total), None)]
    room = capacity - len(head[0][0])
    letters: list[Token] = [(letter(c), c) for c, n in sorted(enumerate(counts), key=lambda cn: -cn[1]) if n]
    return head + letters[: max(room, 0)]


class ClansBoard(Widget, can_focus=True):
    """The map of a Clans view, with a cursor, a selection and highlighted targets."""

    BINDINGS = [
        Binding("up", "cursor(0, -1)", N_("Up"), show=False),
        Binding("down", "cursor(0, 1)", N_("Down"), show=False),
        Binding("left", "cursor(-1, 0)", N_("Left"), show=False),
        Binding("right", "cursor(1, 0)", N_("Right"), show=False),
        Binding("enter,space", "pick", N_("Pick territory")),
    ]

    cursor: reactive[int] = reactive(0, repaint=False)  # watch_cursor repaints its bands only

    class Picked(Message):
        """The player picked territory `territory` (enter, space or a click)."""

        def __init__(self, territory: int) -> None:
            super().__init__()
            self.territory = territory

    class CursorMoved(Message):
        def __init__(self, territory: int) -> None:
            super().__init__()
            self.territory = territory

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter picks while the game is on: on the final board the footer offered
        "Pick territory" and Enter did nothing (the cursor still shows each territory)."""
        return not getattr(self.screen, "finished", False) if action == "pick" else True

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view = None
        self.selected: int | None = None
        self.targets: set[int] = set()
        self.sources: set[int] = set()
        self.hinted: dict[int, str] = {}  # the coach's moves: territory -> ①②③ (source and destination)
        self.cell_w, self.cell_h = 6, 2
        self._bands: list | None = None  # per hex row: (what it shows, its lines); see _band
        self._cells: dict = {}  # see _cell_cache
        self._cells_context: tuple | None = None
        self._drawing_keys: dict[int, tuple] | None = None  # while lines are drawn: each band's key

    # -- what to show ------------------------------------------------------------------
    @property
    def colours(self) -> ClansColours:
        """The map's colours in the running theme."""
        return board_palette().clans

    def show(self, view, sources=(), selected=None, targets=()) -> None:
        """Draw `view`; `sources` may be picked now, `selected` is picked and `targets`
        are its legal destinations."""
        self.view = view
        self.sources, self.selected, self.targets = set(sources), selected, set(targets)
        self.refresh_changed()

    def mark_hints(self, marks: dict[int, str]) -> None:
        """Mark the territories of the coach's options (an empty dict: no marks)."""
        self.hinted = dict(marks)
        self.refresh_changed()

    def set_cell_size(self, width: int, height: int) -> None:
        self.cell_w, self.cell_h = width, height
        self.styles.width = self.board_width()
        self.styles.height = GRID_ROWS * height
        self.refresh()

    def board_width(self) -> int:
        return GRID_COLUMNS * self.cell_w + self.cell_w // 2

    def shift(self, row: int) -> int:
        return self.cell_w // 2 if row % 2 else 0

    def territory_at(self, x: int, y: int) -> int | None:
        """The territory under widget cell (x, y), or None (a lake or outside)."""
        row = y // self.cell_h
        if not 0 <= row < GRID_ROWS:
            return None
        x -= self.shift(row)
        if x < 0:
            return None
        return BY_POS.get((x // self.cell_w, row))

    # -- drawing -----------------------------------------------------------------------
    # The board is drawn by bands: a band is one row of hexes (`cell_h` lines). A band is
    # drawn again only when what one of its territories shows changed (`_band_key`), and a
    # change asks Textual to repaint that band's lines only (`refresh_changed`), so a move
    # repaints the two or three bands it touched instead of the whole map.
    def refresh(self, *args, **kwargs):
        if not args:
            self._bands = None  # a whole repaint (a resize, the theme): every band anew
        return super().refresh(*args, **kwargs)

    def refresh_changed(self) -> None:
        """Repaint the lines of the bands whose territories show something new."""
        bands = getattr(self, "_bands", None)
        width = self.size.width
        if bands is None or not width:
            self.refresh()
            return
        regions = [
            Region(0, row * self.cell_h, width, self.cell_h)
            for row, band in enumerate(bands)
            if band is not None and band[0] != self._band_key(row)
        ]
        if regions:
            super().refresh(*regions)

    def render_lines(self, crop: Region) -> list[Strip]:
        """The lines of `crop`, with what each band shows (`_band_key`) worked out once for
        its `cell_h` lines, not once a line: a turn's new sources redraw every band."""
        self._drawing_keys = {}
        try:
            return super().render_lines(crop)
        finally:
            self._drawing_keys = None

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        row, k = divmod(y, self.cell_h)
        if 0 <= row < GRID_ROWS:
            return self._band(row)[k].crop_extend(0, width, None)
        return Strip.blank(width)

    def _draw(self) -> list[Strip]:
        """Every line of the board as a strip of styled segments."""
        self.drawn_cursor = self.cursor if self.has_focus else None
        return [strip for row in range(GRID_ROWS) for strip in self._band(row)]

    def _band_key(self, row: int) -> tuple:
        """What the territories of hex row `row` show, and the drawing's context."""
        cursor = self.cursor if self.has_focus else None  # drawn only while focused
        return (self._cells_key(), *(self._shown(t, cursor) for t in ROW_TERRITORIES[row]))

    def _band(self, row: int) -> list[Strip]:
        """The lines of hex row `row`, drawn again only if what they show changed."""
        bands = getattr(self, "_bands", None)
        if bands is None or len(bands) != GRID_ROWS:
            bands = self._bands = [None] * GRID_ROWS
        keys = self._drawing_keys
        key = keys.get(row) if keys is not None else None
        if key is None:
            key = self._band_key(row)
            if keys is not None:
                keys[row] = key
        band = bands[row]
        if band is None or band[0] != key:
            band = bands[row] = (key, self._draw_band(row))
        return band[1]

    def _draw_band(self, row: int) -> list[Strip]:
        """The `cell_h` lines of hex row `row`: its territories, lakes and gaps."""
        self.drawn_cursor = self.cursor if self.has_focus else None  # drawn only while focused
        band: list[list[Segment]] = [[] for _ in range(self.cell_h)]
        lake_style = Style(color=self.colours.lake[0], bgcolor=self.colours.lake[1])
        cells = self._cell_cache()
        if self.shift(row):
            for line in band:
                line.append(Segment(" " * self.shift(row)))
        for col in range(GRID_COLUMNS):
            t = BY_POS.get((col, row))
            if t is not None:
                for line, segments in zip(band, self._cell(cells, t)):
                    line.extend(segments)
                continue
            for line in band:
                if (col, row) in LAKE_CELLS:
                    line.append(Segment("≈" * self.cell_w, lake_style))
                else:
                    line.append(Segment(" " * self.cell_w))
        return [Strip(line) for line in band]

    def _cells_key(self) -> tuple:
        """What every drawn cell depends on besides its territory: the cell size, the
        theme's colours and the language (the clans' letters)."""
        return (self.cell_w, self.cell_h, self.colours, language())

    def _cell_cache(self) -> dict:
        """The drawn territories by what they show, kept while `_cells_key` stays: a move
        changes a few territories, so a redraw draws those and copies the rest."""
        context = self._cells_key()
        if self._cells_context != context or len(self._cells) > 4096:
            self._cells_context, self._cells = context, {}
        return self._cells

    def _shown(self, t: int, cursor: int | None) -> tuple:
        """Everything territory `t`'s cell shows, with the cursor drawn on `cursor`."""
        view = self.view
        return (
            t,
            (view.totals[t], view.village_at[t], view.huts_at(t)) if view is not None else None,
            t == self.selected,
            t in self.targets,
            t in self.sources,
            self.hinted.get(t),
            t == cursor,
        )

    def _cell(self, cells: dict, t: int) -> list[list[Segment]]:
        """The segments of each line of territory `t`, from `cells` if it shows the same."""
        shown = self._shown(t, self.drawn_cursor)
        drawn = cells.get(shown)
        if drawn is None:
            drawn = [[] for _ in range(self.cell_h)]
            for k, line in enumerate(drawn):
                self._cell_line(line, t, k)
            cells[shown] = drawn
        return drawn

    def _cell_line(self, line: list, t: int, k: int) -> None:
        w = self.cell_w
        terr = TERRITORIES[t]
        view = self.view
        total = view.totals[t] if view is not None else 0
        village = view is not None and view.village_at[t] >= 0
        colours, selected = self.colours, t == self.selected
        if selected:
            bg, fg = colours.selected, "#000000"
        elif t in self.targets:
            bg, fg = colours.target, "#ffffff"
        elif village:
            bg, fg = colours.village, "#ffffff"
        else:
            bg = colours.landscape[terr.landscape] if total else colours.empty[terr.landscape]
            fg = "#ffffff" if total else colours.empty_text
        base = Style(color=fg, bgcolor=bg)
        here = t == self.drawn_cursor
        left, right = frame(here, selected)
        if k == 0 and t in self.targets and not here:
            left = "»"
        mark_style = base + Style(bold=True, color=colours.cursor if here and not selected else fg)
        line.append(Segment(left, mark_style))
        inner = w - 2
        if k == 0:
            mark = self.hinted.get(t) or ("V" if village else ("*" if total >= FROZEN else " "))
            head = f"{LANDSCAPE_SIGN[terr.landscape]}{t:>2}{mark}"
            bold = t in self.sources or t == self.selected
            line.append(Segment(head[:inner].ljust(inner), base + Style(bold=bold)))
        else:
            used = 0
            for text, colour in self._tokens(t, k):
                if colour is None:
                    line.append(Segment(text, base + Style(bold=True)))
                else:
                    fgc, bgc = self.colours.badges[colour]
                    line.append(Segment(text, Style(color=fgc, bgcolor=bgc, bold=True)))
                used += len(text)
            line.append(Segment(" " * (inner - used), base))
        line.append(Segment(right, mark_style))

    def _tokens(self, t: int, k: int) -> list[tuple[str, int | None]]:
        """The hut tokens on hut line k (1-based) of territory t."""
        if self.view is None:
            return []
        inner, lines = self.cell_w - 2, self.cell_h - 1
        tokens = hut_tokens(self.view.huts_at(t), inner * lines)
        # wrap tokens onto the hut lines
        rows, cur, used = [[] for _ in range(lines)], 0, 0
        for tok in tokens:
            if used + len(tok[0]) > inner:
                cur, used = cur + 1, 0
            if cur >= lines:
                break
            rows[cur].append(tok)
            used += len(tok[0])
        return rows[k - 1]

    # -- input -------------------------------------------------------------------------
    def watch_cursor(self, old: int, new: int) -> None:
        self.post_message(self.CursorMoved(new))
        self.refresh_changed()

    def action_cursor(self, dx: int, dy: int) -> None:
        col, row = TERRITORIES[self.cursor].pos
        if dx:
            step = range(col + dx, GRID_COLUMNS if dx > 0 else -1, dx)
            for c in step:
                if (c, row) in BY_POS:
                    self.cursor = BY_POS[(c, row)]
                    return
            return
        centre = col * self.cell_w + self.shift(row) + self.cell_w / 2
        r = row + dy
        while 0 <= r < GRID_ROWS:
            choices = [t for (c, rr), t in BY_POS.items() if rr == r]
            if choices:
                self.cursor = min(choices, key=lambda t: (abs(self._centre(t) - centre), t))
                return
            r += dy

    def _centre(self, t: int) -> float:
        col, row = TERRITORIES[t].pos
        return col * self.cell_w + self.shift(row) + self.cell_w / 2

    def action_pick(self) -> None:
        self.post_message(self.Picked(self.cursor))

    def on_focus(self) -> None:
        self.redraw_cursor()

    def on_blur(self) -> None:
        self.redraw_cursor()

    def redraw_cursor(self) -> None:
        """The cursor's brackets come and go with the keyboard focus."""
        self.refresh_changed()

    def on_click(self, event) -> None:
        t = self.territory_at(event.x, event.y)
        if t is not None:
            self.cursor = t
            self.focus()
            self.post_message(self.Picked(t))
