"""The settings screen: the language and the theme of clanhall, switched at once and
remembered, and whether games against people are recorded in the profile."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Checkbox, OptionList, Static
from textual.widgets.option_list import Option

from core.i18n import LANGUAGES, N_, _, language
from tui.screens.dialogs import NEXT_FIELD
from tui.settings.store import SettingsError, records_people, remember_records_people
from tui.themes import THEME_NAMES
from tui.widgets.footer import Footer

# The help line under the setting: what "both agree" means (tui/profile/people.py).
RECORD_PEOPLE_HELP = N_(
    "Hot-seat and LAN games, kept only when every person agrees; they leave your rating against the bots alone."
)


class SettingsScreen(ModalScreen[str | None]):
    """Choose the language (dismisses with its code; None: unchanged), the theme or
    whether games against people are recorded (both remembered at once; the screen
    stays open)."""

    CSS_PATH = "screen.tcss"
    BINDINGS = [Binding("escape", "cancel", N_("Back")), NEXT_FIELD]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="settings-dialog"):
            yield Static(_("Settings"), classes="dialog-title")
            yield Static(_("Language"), id="settings-language-label")
            yield OptionList(
                *(Option(self._label(code == language(), name), id=code) for code, name in LANGUAGES.items()),
                id="settings-languages",
            )
            yield Static(_("Theme"), id="settings-theme-label")
            yield OptionList(*self._theme_options(), id="settings-themes")
            yield Static(_("Kept for the next start; --lang overrides it once."), id="settings-note")
            yield Checkbox(_("Record games against people"), records_people(), id="settings-record-people")
            yield Static(_(RECORD_PEOPLE_HELP), id="settings-record-help")
        yield Footer()  # its own keys, not the menu's under it

    @staticmethod
    def _label(chosen: bool, name: str) -> str:
        return f"{'●' if chosen else '○'} {name}"

    def _theme_options(self) -> list[Option]:
        return [Option(self._label(name == self.app.theme, _(title)), id=name) for name, title in THEME_NAMES.items()]

    def on_mount(self) -> None:
        languages = self.query_one("#settings-languages", OptionList)
        languages.highlighted = list(LANGUAGES).index(language())
        themes = self.query_one("#settings-themes", OptionList)
        themes.highlighted = list(THEME_NAMES).index(self.app.theme) if self.app.theme in THEME_NAMES else 0
        languages.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_list.id == "settings-themes":
            self._choose_theme(event.option_list, event.option.id or "")
        else:
            self.dismiss(event.option.id)

    def _choose_theme(self, themes: OptionList, name: str) -> None:
        """Show `name` at once and remember it; the list's ● moves to it."""
        self.app.choose_theme(name)  # type: ignore[attr-defined]
        highlighted = themes.highlighted
        themes.clear_options()
        themes.add_options(self._theme_options())
        themes.highlighted = highlighted

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        """Remember the answer at once; a settings file that cannot be written is one line."""
        event.stop()
        try:
            remember_records_people(event.value)
        except SettingsError as exc:
            self.notify(str(exc), severity="error", markup=False)

    def action_cancel(self) -> None:
        self.dismiss(None)
