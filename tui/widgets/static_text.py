"""Updating a Static only when what it shows changes."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


def set_text(static: Static, text: Text) -> bool:
    """Show `text` in `static` unless it shows exactly that already (an update lays the
    screen out again); True when it updated. Compared with what the widget holds, so a
    write that went around this function is never mistaken for the text shown."""
    shown = static.content
    # markup, not ==: Text equality leaves out the base style (a title that only turns bold)
    if isinstance(shown, Text) and shown.plain == text.plain and shown.markup == text.markup:
        return False
    static.update(text)
    return True
