"""What a headless app's terminal would show: every update the app hands its driver,
applied in turn to a grid of cells. A test that makes the app paint less compares the grid
with the whole screen drawn anew: a paint left out that mattered shows as a difference."""

from __future__ import annotations

from rich.segment import ControlType, Segment
from rich.style import Style
from textual.app import App

Cell = tuple[str, Style | None]


class TerminalCells:
    """The cells a terminal shows after the updates applied so far (`apply`)."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], Cell] = {}
        self.updates = 0

    def apply(self, app: App, update: object) -> None:
        """Write `update` (a compositor's update, as `App._display` gets it) on the cells."""
        self.updates += 1
        self.cells.update(drawn(app, update))

    def differences(self, app: App) -> list[tuple[int, int]]:
        """The cells (x, y) of the app's screen that differ from the screen drawn whole now."""
        whole = drawn(app, app.screen._compositor.render_update(full=True, screen_stack=app._background_screens))
        return sorted(at for at, cell in whole.items() if self.cells.get(at) != cell)


def drawn(app: App, update: object) -> dict[tuple[int, int], Cell]:
    """The cells `update` writes: its segments, each placed where the cursor is moved."""
    console = app.console
    cells: dict[tuple[int, int], Cell] = {}
    x = y = 0
    for segment in update.__rich_console__(console, console.options):  # type: ignore[attr-defined]
        if not isinstance(segment, Segment):
            continue
        if segment.control:
            for code in segment.control:
                if code[0] == ControlType.CURSOR_MOVE_TO:
                    x, y = int(code[1]), int(code[2])  # type: ignore[misc]
            continue
        if segment.text == "\n":
            continue
        for char in segment.text:
            cells[(x, y)] = (char, segment.style)
            x += max(1, Segment(char).cell_length)
    return cells


def record(monkeypatch, cells: TerminalCells) -> None:
    """Apply to `cells` every update any app hands its driver from now on."""
    display = App._display

    def recorded(self, screen, renderable):
        if renderable is not None:
            cells.apply(self, renderable)
        return display(self, screen, renderable)

    monkeypatch.setattr(App, "_display", recorded)
