"""One line of a game's log as the log panel draws it: wrapped with a hanging indent, so
the rows a long line wraps onto stand under its text and never read as lines of their own.

The log is narrow (33 to 48 columns at 80x24 and 120x40) and its lines name seats in full
("  · Lane 3: 5 for Player 1, 5 for Bot · easy"): a wrapped row started at the left edge,
where the next action's line starts too. An action's line ("Bot · easy: summons …") goes
on two columns in, an event under it ("  · …") on four, under its words."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

HANG = 2  # columns a wrapped row goes in beyond the line's own indent
NARROWEST = 12  # below this many columns for the wrapped rows, they start at the edge


class HangingLine:
    """A log line (plain text) that wraps with a hanging indent: `hang` columns, by default
    the line's own indent and two more."""

    def __init__(self, line: str, hang: int | None = None) -> None:
        self.line = line
        self.hang = len(line) - len(line.lstrip(" ")) + HANG if hang is None else hang

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, Text(self.line))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        rows = Text(self.line).wrap(console, width)
        if len(rows) <= 1 or width - self.hang < NARROWEST:
            yield from rows
            return
        first = rows[0]
        rest = Text(self.line[len(first.plain) :].lstrip(" "))
        yield first
        for row in rest.wrap(console, width - self.hang):
            yield Text(" " * self.hang) + row
