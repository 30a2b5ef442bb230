"""The rules of a game: our own short summaries (tui/rules/<game>.md) in a Markdown viewer."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer, Static, TabbedContent, TabPane

from tui.widgets.footer import Footer

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
TITLES = {"clans": "Clans", "crystal-clans": "Crystal Clans", "crimson-company": "Crimson Company"}


def rules_text(game_id: str) -> str:
    path = RULES_DIR / f"{game_id.replace('-', '_')}.md"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {TITLES.get(game_id, game_id)}\n\nNo rules summary is written for this game yet."


class RulesScreen(Screen):
    """One game's rules, or (from the menu) every game's in tabs."""

    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back")]

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id

    def compose(self) -> ComposeResult:
        if self.game_id:
            yield Static(f"Rules: {TITLES.get(self.game_id, self.game_id)}", classes="screen-title")
            yield MarkdownViewer(rules_text(self.game_id), show_table_of_contents=False, id="rules")
        else:
            yield Static("Rules", classes="screen-title")
            with TabbedContent(id="rules-tabs"):
                for gid, title in TITLES.items():
                    with TabPane(title, id=f"tab-{gid}"):
                        yield MarkdownViewer(rules_text(gid), show_table_of_contents=False)
        yield Footer()
