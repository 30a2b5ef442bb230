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


def drawn_lines(app) -> list[str]:
    """Every row of the app's current frame as text, read as `drawn_row` reads one: the
    text of `tests.i18n.screen_text.screen_lines` (an SVG screenshot's), without making the
    SVG, so a test that polls what the screen shows does not pay an export per poll. The
    rows are those of the compositor's last layout (after a resize, the old size's until
    the screen is laid out again); one empty row before the first layout."""
    compositor = app.screen._compositor
    visible_screen_stack.set(app._background_screens)  # what export_screenshot renders with
    width, height = compositor.size
    if not (width and height):
        return [""]
    chops = compositor._render_chops(Region(0, 0, width, height), lambda _y: True)
    return [Strip.join(strip for strip in row.values() if strip is not None).text.replace("\xa0", " ") for row in chops]
