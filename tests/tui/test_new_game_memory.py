"""The new-game form: the last choices per game come back, typing outlives a rebuild, the
footer names the keys the buttons say, a bot's level reads in the player's language."""

from __future__ import annotations

import json

from textual.widgets import Button, Input, Select

from tests.i18n.screen_text import screen_lines
from tests.support import new_game_form
from tests.support.new_game_form import choose
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen, kind_label
from tui.settings.store import remembered_choices, settings_path


async def open_form(app, pilot, game_id: str, hosting: bool = False) -> NewGameScreen:
    return await new_game_form.open_form(pilot, NewGameScreen(seed=7, game_id=game_id, hosting=hosting))


async def test_the_form_remembers_choices_passes_over_odd_ones_and_a_cancel_keeps_nothing(fixed_seats):
    """One 80x24 app (it was three), each part from the menu: the footer and a rebuild on a
    fresh settings file (a cancel keeps nothing), then remembered choices that no longer
    fit, then the settings file removed again and a started form's choices come back. The
    form reads the settings file each time it opens; the app keeps none of it."""
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await the_footer_names_the_keys_typing_outlives_a_rebuild_and_a_cancel_keeps_nothing(app, pilot)
        await remembered_choices_that_no_longer_fit_are_passed_over(app, pilot)
        settings_path().unlink()
        await the_form_remembers_the_last_choices_of_each_game(app, pilot)


async def the_form_remembers_the_last_choices_of_each_game(app, pilot) -> None:
    """Started, a form's choices come back for its game only, and not for a hosted game.
    (Each step reads what the one before left, as a player's evening would.)"""
    form = await open_form(app, pilot, "clans")
    await choose(pilot, form, "players", 3)
    await choose(pilot, form, "seat-1", "human")
    form.query_one("#name-0", Input).value = "Anna"
    await choose(pilot, form, "opt-first_seat", 1)
    await pilot.press("ctrl+g")  # started: the choices are kept
    await on_screen(pilot, "MainMenu")  # (pushed by the test, the form has no game to start)

    form = await open_form(app, pilot, "clans")
    assert form.query_one("#players", Select).value == 3
    assert [form.query_one(f"#seat-{i}", Select).value for i in range(3)] == ["human", "human", "bot:random"]
    assert form.query_one("#name-0", Input).value == "Anna"
    assert form.query_one("#opt-first_seat", Select).value == 1

    await choose(pilot, form, "game", "crystal-clans")  # another game: its own choices
    assert form.query_one("#seat-1", Select).value == "bot:random"  # its default, not Clans' human
    await choose(pilot, form, "game", "clans")  # and back: Clans' choices again
    assert form.query_one("#players", Select).value == 3
    assert form.query_one("#seat-1", Select).value == "human"

    # a hosted game keeps its choices apart: Clans' human second seat is not the host's
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")
    form = await open_form(app, pilot, "clans", hosting=True)
    assert form.query_one("#seat-1", Select).value == "network"


async def remembered_choices_that_no_longer_fit_are_passed_over(app, pilot) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    odd = {"players": 9, "seat.0": "bot:gone", "seat.1": "human", "option.first_seat": "nobody", "name.1": 7}
    settings_path().write_text(json.dumps({f"new_game.clans.{k}": v for k, v in odd.items()}))
    form = await open_form(app, pilot, "clans")
    assert form.query_one("#players", Select).value == 2
    assert [form.query_one(f"#seat-{i}", Select).value for i in range(2)] == ["human", "human"]
    assert form.query_one("#opt-first_seat", Select).value == -1
    assert form.query_one("#name-1", Input).value == ""
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")


async def the_footer_names_the_keys_typing_outlives_a_rebuild_and_a_cancel_keeps_nothing(app, pilot) -> None:
    """In one form, each step on what the one before left: the footer names the key the
    start button says; a name typed with a new player count in one go survives the rebuild;
    escape then cancels, and nothing of it is remembered."""
    form = await open_form(app, pilot, "clans")
    assert "ctrl+g" in str(form.query_one("#start", Button).label)
    # the footer lays its keys out over the form's first refreshes
    footer = await pilot_wait_until(pilot, lambda: _footer_with(app, "ctrl+g Start"), "ctrl+g Start in the footer")
    assert "ctrl+g Start" in footer and "esc Back" in footer
    # typed and changed in one go: the name's message may arrive after the rebuild began
    form.query_one("#name-1", Input).value = "Brann"
    form.query_one("#seat-1", Select).value = "human"
    form.query_one("#players", Select).value = 3
    await new_game_form.settled(pilot, form, players=3)
    assert len(form.query(".seat-row")) == 3
    assert form.query_one("#name-1", Input).value == "Brann"
    assert form.query_one("#seat-1", Select).value == "human"
    assert form.setup().names[1] == "Brann"
    form.query_one("#name-0", Input).value = "Anna"
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")
    assert remembered_choices("new_game", "clans") == {}


def _footer_with(app, words: str) -> str:
    """The screen's last line if it holds `words`, else ""."""
    line = screen_lines(app)[-1]  # the SVG export: see tests/tui/test_cut_80.py's footer_line
    return line if words in line else ""


def test_a_bots_level_reads_in_the_players_language():
    from core import i18n

    assert kind_label("Bot: mcts hard", "bot:mcts:level=hard") == "Bot: mcts hard"
    i18n.set_language("de")
    assert kind_label("Bot: mcts hard", "bot:mcts:level=hard") == "Bot: mcts schwer"
    assert kind_label("Bot: random", "bot:random") == "Bot: random"
    assert kind_label("Human", "human") == "Mensch"
    i18n.set_language("es")
    assert kind_label("Bot: mcts easy", "bot:mcts:level=easy") == "Bot: mcts fácil"
