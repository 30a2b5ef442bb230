"""The footer of every screen, in the current language.

Key bindings are declared once, at import, with English descriptions marked by N_(); this
footer translates each description as it shows it, so a change of language needs no new
bindings (and the English text stays the one identity of a binding)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey, FooterLabel

from core.i18n import N_, _

# Textual's own bindings shown in our footers, marked so the catalogues translate them
TEXTUAL_DESCRIPTIONS = (N_("palette"), N_("Dismiss menu"))  # the command palette; an open Select's list


class Footer(TextualFooter):
    """Textual's footer with its key descriptions and tooltips translated; on a game
    screen it starts with the pane holding the keyboard ("▶ Board")."""

    def compose(self) -> ComposeResult:
        pane = getattr(self.screen, "pane_label", None)  # a game screen: which pane has the keys
        label = pane() if callable(pane) else ""
        if label:
            yield FooterLabel(label, classes="pane-label", markup=False)
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.description = _(widget.description)
                if widget.tooltip:
                    widget.tooltip = _(str(widget.tooltip))
            yield widget
