"""The new-game form (issue 29 §4): a bot's choice with its rating stays on one row at
80x24 in English, German and Spanish, and the form opens on the game last started from it
(the settings file), not always on the first game.

The rated choice that is checked is the widest of each game's seat list in each language
(the ratings are the shipped ladder table's): set as the seat's value, its select is one
row high. One app per language walks the three games, as a player switching games would."""

from __future__ import annotations

import json

import pytest
from rich.cells import cell_len
from textual.widgets import Select

from core.i18n import set_language
from tests.support.new_game_form import choose, open_form
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen
from tui.settings.store import last_game, remember_choices, settings_path

GAMES = ("clans", "crimson-company", "crystal-clans")
RATED = ("clans", "crimson-company")  # the games whose two-player levels the ladder table rates


def widest_choice(select: Select) -> tuple[str, str]:
    """(label, value) of the select's widest choice."""
    label, value = max(select._options, key=lambda option: cell_len(str(option[0])))
    return str(label), str(value)


@pytest.mark.parametrize("lang", ["en", "de", "es"])
async def test_a_rated_bot_choice_fits_one_row_at_80_columns(lang):
    set_language(lang)
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, NewGameScreen(seed=7, game_id=GAMES[0]))
        for game in GAMES:
            await choose(pilot, form, "game", game)
            seat = form.query_one("#seat-1", Select)
            label, spec = widest_choice(seat)
            assert "≈" in label or game not in RATED, f"no rated bot in {game}'s seat list: {label!r}"
            await choose(pilot, form, "seat-1", spec)
            await pilot_wait_until(pilot, lambda seat=seat: seat.size.width, "the seat's select laid out")
            assert seat.size.height == 1, f"{label!r} takes {seat.size.height} rows in {game} ({lang})"


async def test_the_form_opens_on_the_game_last_started_from_it():
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(pilot, NewGameScreen(seed=7))
        assert form.game_id == GAMES[0], "never started: the first game"
        await choose(pilot, form, "game", "crystal-clans")
        await pilot.press("ctrl+g")  # started (pushed by the test: no game starts)
        await on_screen(pilot, "MainMenu")
        form = await open_form(pilot, NewGameScreen(seed=7))
        assert form.game_id == "crystal-clans"
        assert form.query_one("#game", Select).value == "crystal-clans"
        await pilot.press("escape")  # not started: nothing changes
        await on_screen(pilot, "MainMenu")
        form = await open_form(pilot, NewGameScreen(seed=7, hosting=True))
        assert form.game_id == GAMES[0], "the host form keeps its own last game"
    assert json.loads(settings_path().read_text())["new_game.last"] == "crystal-clans"


def test_a_last_game_that_is_gone_or_damaged_opens_the_first():
    remember_choices("new_game", "crimson-company", {"players": 2})
    assert last_game("new_game") == "crimson-company" and last_game("host") is None
    settings = json.loads(settings_path().read_text())
    settings["new_game.last"] = "chess"  # no longer installed
    settings_path().write_text(json.dumps(settings))
    assert NewGameScreen(seed=1).game_id == GAMES[0]
    settings["new_game.last"] = 7  # not a game's id at all
    settings_path().write_text(json.dumps(settings))
    assert last_game("new_game") is None
