"""The LAN and game-over screens in German: the Join dialog and the result screen read the
catalogue's words, and each game-over button's key hint still names its binding's key."""

from __future__ import annotations

from textual.widgets import Button, DataTable, Label, Static

from core import i18n
from tests.saves.support import TOY, play_random
from tests.support.game_screens import refreshed
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import screen_name
from tui.app import ClanhallApp
from tui.screens.join import JoinDialog
from tui.widgets.result import GameOverScreen


async def _until(pilot, condition) -> None:
    await pilot_wait_until(pilot, condition)


def _text(screen, selector: str) -> str:
    """The text a Static shows, or "" before the screen has composed it."""
    found = screen.query(selector)
    return str(found.first(Static).render()) if found else ""


async def test_join_dialog_and_game_over_screen_in_german():
    i18n.set_language("de")
    app = ClanhallApp()
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(JoinDialog(browser=None))
        dialog = await on_screen(pilot, "JoinDialog")  # no list: the status asks for an address
        await _until(pilot, lambda: "Gastgeber" in _text(dialog, "#join-status"))
        labels = [str(label.render()) for label in dialog.query(Label)]
        assert "Beitrittscode" in labels and "Dein Name" in labels
        assert str(dialog.query_one("#join", Button).label) == "Beitreten"
        assert "Adresse des Gastgebers" in _text(dialog, "#join-status")
        headings = [str(column.label) for column in dialog.query_one("#join-games", DataTable).columns.values()]
        assert headings == ["Tisch", "Spiel", "Plätze", "sicher", "Adresse", "Hinweis"]
        await pilot.press("escape")
        await _until(pilot, lambda: screen_name(app) == "MainMenu")

        match = play_random(TOY, "standard", 2, seed=3)
        assert match.is_over()
        app.push_screen(GameOverScreen(match))
        over = await on_screen(pilot, "GameOverScreen")
        await _until(pilot, lambda: bool(over.query("#scores")) and over.query_one("#scores", DataTable).row_count > 0)
        assert str(over.query_one(".dialog-title", Static).render()) == "Spielende"
        keys = {binding.action: binding.key for binding in over.BINDINGS}
        for button in over.query(Button):
            action = button.id.removeprefix("over-")
            label = str(button.label)
            assert label.endswith(f"[{keys[action].split(',')[-1]}]"), label  # the hint names the key
        assert str(over.query_one("#over-save", Button).label) == "Speichern [s]"
        assert str(over.query_one("#over-rematch", Button).label) == "Revanche [y]"
        table = over.query_one("#scores", DataTable)
        assert [str(c.label) for c in table.columns.values()] == ["Platz", "Spieler", "Punkte", "Ergebnis"]
        results = {str(table.get_row_at(i)[3]) for i in range(table.row_count)}
        assert results <= {"gewinnt", "gewinnt (geteilt)", "verliert"} and results
        await pilot.press("r")  # a local game: the replay opens, in German too
        replay = await on_screen(pilot, "ReplayScreen")
        await refreshed(replay)  # its head written for move 0
        assert "Zug 0 von" in _text(replay, "#replay-head")
