"""Snapshots per language (issue 19 §4): the main menu and the three game screens at 80x24
and 120x40 in German, and the shared interface and Crystal Clans in Spanish — layouts that
hold with long German words. Regenerate with `pytest tests/tui --snapshot-update` and look
at them."""

from __future__ import annotations

import pytest

from core import i18n
from tests.tui.test_snapshots import open_match, seeded_match
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen

SIZES = [(80, 24), (120, 40)]
GAMES = {
    "clans": ("clans", 24, {}),
    "crystal-clans": ("crystal-clans", 40, {"clan1": "blood", "clan2": "skull"}),
    "crimson-company": ("crimson-company", 20, {"variant": "duel", "castle_rules": True}),
}
# the game screens each language covers
SCREENS = [("de", game) for game in GAMES] + [("es", "crystal-clans")]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["de", "es"])
def test_main_menu(snap_compare, lang, size):
    i18n.set_language(lang)
    assert snap_compare(ClanhallApp(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang, game", SCREENS)
def test_game_screen(snap_compare, lang, game, size):
    i18n.set_language(lang)
    game_id, moves, config = GAMES[game]
    match = seeded_match(game_id, moves, config=config)
    assert snap_compare(ClanhallApp(bot_delay=0), terminal_size=size, run_before=open_match(match))


@pytest.mark.parametrize("lang", ["de", "es"])
def test_new_game_form_and_help(snap_compare, fixed_seats, lang):
    i18n.set_language(lang)

    async def open_form(pilot):
        pilot.app.push_screen(NewGameScreen(seed=1234, game_id="crystal-clans"))
        await pilot.pause()

    assert snap_compare(ClanhallApp(), terminal_size=(80, 24), run_before=open_form)


@pytest.mark.parametrize("lang", ["de", "es"])
def test_help(snap_compare, lang):
    i18n.set_language(lang)
    assert snap_compare(ClanhallApp(), terminal_size=(80, 24), press=["f1"])


@pytest.mark.parametrize("lang", ["de", "es"])
def test_settings_screen(snap_compare, lang):
    i18n.set_language(lang)
    assert snap_compare(ClanhallApp(), terminal_size=(80, 24), press=["s"])
