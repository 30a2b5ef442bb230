"""The rules of a game: our own short summaries in a Markdown viewer, in the current
language (tui/rules/<game>.<lang>.md; English: tui/rules/<game>.md)."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer, Static, TabbedContent, TabPane

from core.i18n import ENGLISH, N_, _, language
from tui.widgets.footer import Footer

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
TITLES = {"clans": "Clans", "crystal-clans": "Crystal Clans", "crimson-company": "Crimson Company"}


def rules_path(game_id: str, lang: str) -> Path:
    """Where the summary of `game_id` in `lang` is kept (whether or not it exists)."""
    stem = game_id.replace("-", "_")
    return RULES_DIR / (f"{stem}.md" if lang == ENGLISH else f"{stem}.{lang}.md")


def rules_text(game_id: str) -> str:
    """The summary in the current language, else in English (a language that does not
    cover a game, as Spanish for Clans, reads its English summary)."""
    for lang in dict.fromkeys((language(), ENGLISH)):
        try:
            return rules_path(game_id, lang).read_text(encoding="utf-8")
        except OSError:
            continue
    return _("# {title}\n\nNo rules summary is written for this game yet.").format(title=TITLES.get(game_id, game_id))


class RulesScreen(Screen):
    """One game's rules, or (from the menu) every game's in tabs."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", N_("Back"))]

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id

    def compose(self) -> ComposeResult:
        if self.game_id:
            yield Static(
                _("Rules: {title}").format(title=TITLES.get(self.game_id, self.game_id)), classes="screen-title"
            )
            yield MarkdownViewer(rules_text(self.game_id), show_table_of_contents=False, id="rules")
        else:
            yield Static(_("Rules"), classes="screen-title")
            with TabbedContent(id="rules-tabs"):
                for gid, title in TITLES.items():
                    with TabPane(title, id=f"tab-{gid}"):
                        yield MarkdownViewer(rules_text(gid), show_table_of_contents=False)
        yield Footer()
