"""The footer of every screen, in the current language.

Key bindings are declared once, at import, with English descriptions marked by N_(); this
footer translates each description as it shows it, so a change of language needs no new
bindings (and the English text stays the one identity of a binding)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from core.i18n import N_, _

# Textual's own bindings shown in our footers, marked so the catalogues translate them
TEXTUAL_DESCRIPTIONS = (N_("palette"),)


class Footer(TextualFooter):
    """Textual's footer with its key descriptions and tooltips translated."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.description = _(widget.description)
                if widget.tooltip:
                    widget.tooltip = _(str(widget.tooltip))
            yield widget
