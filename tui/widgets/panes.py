"""The game screen's action list and log panes, each saying in the footer what Enter
does while it holds the keyboard (the board's widgets say it for the board)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Self

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual.binding import Binding
from textual.content import Content
from textual.events import Resize
from textual.geometry import Region, Size, Spacing
from textual.scrollbar import ScrollBar
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Padding, visualize
from textual.widgets import OptionList, RichLog
from textual.widgets.option_list import Option

from core.i18n import N_

# The names of a game screen's three panes, as the footer marks the one holding the keys
PANE_NAMES = {"board": N_("Board"), "list": N_("Actions"), "log": N_("Log")}
PANE_MARK = "▶"
NO_PADDING = Spacing(0, 0, 0, 0)  # a plain row's padding (`ActionList.plain_styles`)


class RowText(Content):
    """The text of one row of the action list: Textual's `Content`, whose height is one
    line, without wrapping it, when it fits the list's width. The list counts the lines of
    every row each time it is filled (a Clans turn has ~260 rows), and wrapping each to
    count them was most of the list's cost per move; a row too long still wraps as before."""

    def get_height(self, rules, width: int) -> int:
        plain = self.plain
        if "\n" not in plain and "\t" not in plain and self.cell_length + rules.get("line_pad", 0) * 2 <= width:
            return 1
        return super().get_height(rules, width)


def row(label: str, row_id: str, disabled: bool = False) -> Option:
    """An option of the action list: `label` read as markup, as the list reads a string
    option, with the quick height of `RowText`. A label without a tag is taken as it is,
    and one without control codes is not searched for them: reading it as markup and
    stripping those were most of the cost of a row (a Clans turn makes ~260)."""
    if "[" not in label:
        return Option(RowText(label, strip_control_codes=not label.isprintable()), row_id, disabled)
    content = Content.from_markup(label)
    return Option(RowText(content.plain, list(content.spans), strip_control_codes=False), row_id, disabled)


class SteadyScrollBars:
    """A scroll view whose scroll bars are not repainted when an update of its size leaves
    them as they were. Textual's `_scroll_update` refreshes both bars at every layout that
    changes the view's size or virtual size, after the layout has drawn them; each bot
    move then painted the screen a second time for the list's and the log's bars (~2 ms
    in a Clans move). A bar whose values change still refreshes itself (they are
    reactives), and a bar moved or resized is redrawn by the layout."""

    _vertical_scrollbar: ScrollBar | None
    _horizontal_scrollbar: ScrollBar | None

    def _scroll_update(self, virtual_size: Size) -> None:
        bars = [bar for bar in (self._vertical_scrollbar, self._horizontal_scrollbar) if bar is not None]
        before = [(bar._repaint_required, set(bar._repaint_regions), bar_values(bar)) for bar in bars]
        super()._scroll_update(virtual_size)  # type: ignore[misc]
        for bar, (pending, regions, values) in zip(bars, before, strict=True):
            if not pending and bar_values(bar) == values:
                bar._repaint_required = False
                bar._repaint_regions = regions


def bar_values(bar: ScrollBar) -> tuple[object, ...]:
    """What a scroll bar's picture shows besides its size and styles (each change of those
    repaints it on its own)."""
    return (bar.window_virtual_size, bar.window_size, bar.position, bar.display)


class ActionList(SteadyScrollBars, OptionList):
    """The list of legal actions: Enter plays the highlighted one (drawn only while the
    list has the keyboard, see app.tcss). A notice (the screen's thinking line) may be
    drawn over its top rows."""

    BINDINGS = [Binding("enter", "select", N_("Play the highlighted action"))]
    COMPONENT_CLASSES = {"action-list--notice"}
    DEFAULT_CSS = """
    ActionList > .action-list--notice {
        color: $warning;
        padding: 0 1;
    }
    """
    NOTICE_LINES = 4  # the most lines a notice covers
    _drawn_width = -1  # the rows' width at the last resize
    _notice = ""
    _notice_drawn: tuple[object, list[Strip]] | None = None  # (what it was drawn for, its lines)
    _drawing: tuple[int, bool] | None = None  # while rows are drawn: their width, and `plain_styles`

    def show_notice(self, text: str) -> None:
        """Draw `text` (markup, as a Static reads it; "" for none) over the list's top rows.
        A line of its own above the list made the list shorter and taller again around
        each bot move, and each change of height laid the screen out once more; while a
        bot thinks, the rows it covers are the previous turn's anyway."""
        if text == self._notice:
            return
        self._notice, self._notice_drawn = text, None
        self.refresh(Region(0, 0, self.scrollable_content_region.width, self.NOTICE_LINES))

    def notice_lines(self) -> list[Strip]:
        """The notice's lines as drawn at the list's width (none without a notice)."""
        if not self._notice:
            return []
        width = self.row_width()
        style = self.get_visual_style("option-list--option", "action-list--notice")
        key = (self._notice, width, style)
        if self._notice_drawn is None or self._notice_drawn[0] != key:
            padding = self.get_component_styles("action-list--notice").padding
            visual = Padding(visualize(self, self._notice, markup=True), padding)
            strips = visual.to_strips(self, visual, width, None, style)[: self.NOTICE_LINES]
            self._notice_drawn = (key, [strip.extend_cell_length(width, style.rich_style) for strip in strips])
        return self._notice_drawn[1]

    def render_lines(self, crop: Region) -> list[Strip]:
        """The rows of `crop`, with what is the same for every row (their width, whether
        the list's styles let a row be one plain segment) worked out once for them, not
        once a row: a bot move draws the ~16 rows in sight anew."""
        self._update_lines()  # as OptionList does first: the rows' width may change
        self._drawing = (self.scrollable_content_region.width, self.plain_styles())
        try:
            return super().render_lines(crop)
        finally:
            self._drawing = None

    def row_width(self) -> int:
        """The width the rows are drawn in."""
        return self._drawing[0] if self._drawing is not None else self.scrollable_content_region.width

    def render_line(self, y: int) -> Strip:
        notice = self.notice_lines()
        return notice[y] if y < len(notice) else super().render_line(y)

    def _get_option_render(self, option: Option, style: VisualStyle) -> list[Strip]:
        """A row of plain text on one line is drawn as one segment: Textual's way through
        wrapping, alignment and links gives the same strip and was most of the cost of
        the ~16 rows a Clans turn draws anew. Any other row is drawn Textual's way."""
        prompt, width = option.prompt, self.row_width()
        if not (isinstance(prompt, RowText) and self.plain_row(prompt, width)) or option._divider:
            return super()._get_option_render(option, style)
        key = (option, style, NO_PADDING)
        strips = self._option_render_cache.get(key)
        if strips is None:
            line = Strip([Segment(prompt.plain, (style + style).rich_style_with_offset(0, 0))], prompt.cell_length)
            meta = {"option": self._option_to_index[option]}
            strips = self._option_render_cache[key] = [
                line.extend_cell_length(width, style.rich_style).apply_meta(meta)
            ]
        return strips

    def plain_row(self, prompt: RowText, width: int) -> bool:
        """Whether `prompt` is drawn as one plain segment: no spans, nothing to wrap, expand
        or pad, and nothing in the list's styles that moves or selects it."""
        plain_styles = self._drawing[1] if self._drawing is not None else self.plain_styles()
        return plain_styles and not prompt.spans and prompt.plain.isprintable() and 0 < prompt.cell_length <= width

    def plain_styles(self) -> bool:
        """Whether the list's styles let a plain row be drawn as one segment: nothing pads,
        moves or selects it."""
        styles = self.styles
        return (
            not self.get_component_styles("option-list--option").padding
            and styles.text_align in ("left", "start")
            and styles.content_align == ("left", "top")
            and not styles.line_pad
            and self.text_selection is None
        )

    def fill(self, options: Iterable[Option]) -> None:
        """The list anew (options made by `row`), the first highlighted."""
        self.set_options(options)
        self.highlighted = 0

    def on_resize(self, event: Resize) -> None:
        """A new height alone keeps the rows drawn: OptionList draws every row anew at each
        resize, and the list's height changes twice a bot move (the thinking line comes
        and goes above it), while a row's picture depends only on the width it is drawn in
        (the scroll bar, set before this event, counts)."""
        width = self.scrollable_content_region.width
        if width == self._drawn_width:
            event.prevent_default()  # OptionList._on_resize, next in the MRO, would clear the rows drawn
            self.refresh()
        self._drawn_width = width

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter is offered only while there is an action to play: the footer of an
        empty list (the final board, another seat's turn) promised one and did nothing."""
        return self.option_count > 0 if action == "select" else True

    def clear_options(self) -> Self:
        super().clear_options()
        self.refresh_bindings()  # Enter is gone from the footer
        return self

    def add_options(self, new_options: Iterable[Any]) -> Self:
        super().add_options(new_options)
        self.refresh_bindings()  # Enter is back
        return self


class GameLog(SteadyScrollBars, RichLog):
    """The game log: it only scrolls, so Enter hands the keyboard back to the board."""

    BINDINGS = [Binding("enter", "screen.focus_board", N_("Back to the board"))]
    _drawing_style: RichStyle | None = None  # the log's style while its lines are drawn

    def render_lines(self, crop: Region) -> list[Strip]:
        """The lines of `crop`, the log's style worked out once for them: RichLog works it
        out (from the styles of every widget up to the screen) twice for each line it
        draws, and a move draws all of the log's lines anew as the log scrolls."""
        self._drawing_style = self.rich_style
        try:
            return super().render_lines(crop)
        finally:
            self._drawing_style = None

    @property
    def rich_style(self) -> RichStyle:
        return self._drawing_style if self._drawing_style is not None else super().rich_style

    def watch_virtual_size(self, size: Size) -> None:
        """The scroll bar takes the log's new length now, as the action list's does when it is
        filled, not during the next layout: set there, it was drawn by the layout's paint and
        then once more by a paint of its own."""
        if self.container_size:
            self._scroll_update(size)
