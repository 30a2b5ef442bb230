"""The settings screen: the language of clanhall, switched at once and remembered."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from core.i18n import LANGUAGES, N_, _, language


class SettingsScreen(ModalScreen[str | None]):
    """Choose the language; dismisses with its code (None: unchanged)."""

    CSS_PATH = "screen.tcss"
    BINDINGS = [Binding("escape", "cancel", N_("Back"))]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="settings-dialog"):
            yield Static(_("Settings"), classes="dialog-title")
            yield Static(_("Language"), id="settings-language-label")
            yield OptionList(
                *(Option(self._label(code, name), id=code) for code, name in LANGUAGES.items()),
                id="settings-languages",
            )
            yield Static(_("Kept for the next start; --lang overrides it once."), id="settings-note")

    @staticmethod
    def _label(code: str, name: str) -> str:
        return f"{'●' if code == language() else '○'} {name}"

    def on_mount(self) -> None:
        languages = self.query_one("#settings-languages", OptionList)
        languages.highlighted = list(LANGUAGES).index(language())
        languages.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)
