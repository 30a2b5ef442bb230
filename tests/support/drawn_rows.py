"""One row of what an app draws, read from the screen's compositor: the text an SVG
screenshot shows on that row (tests/i18n/screen_text.py), without rendering the whole
screen and exporting it (an export costs a full frame; a footer polled until it reads
right would pay one per poll)."""

from __future__ import annotations

from textual._context import visible_screen_stack
from textual.geometry import Region
from textual.strip import Strip


def drawn_row(app, y: int = -1) -> str:
    """Row `y` of the app's current frame as text (negative: from the bottom): the top
    screen composed over the screens it lets show through, as the terminal gets it."""
    compositor = app.screen._compositor
    visible_screen_stack.set(app._background_screens)  # what export_screenshot renders with
    width, height = compositor.size
    row = height + y if y < 0 else y
    chops = compositor._render_chops(Region(0, row, width, 1), lambda _y: True)
    return Strip.join(strip for strip in chops[row].values() if strip is not None).text.replace("\xa0", " ")
