"""The new-game form: the last choices per game come back, typing outlives a rebuild, the
footer names the keys the buttons say, a bot's level reads in the player's language."""

from __future__ import annotations

import json

from textual.widgets import Button, Input, Select

from tests.i18n.screen_text import screen_lines
from tests.tui.conftest import screen_name
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen, kind_label
from tui.settings.store import remembered_choices, settings_path


async def open_form(app, pilot, game_id: str, hosting: bool = False) -> NewGameScreen:
    app.push_screen(NewGameScreen(seed=7, game_id=game_id, hosting=hosting))
    await pilot.pause()
    await pilot.pause()
    assert screen_name(app) == "NewGameScreen"
    return app.screen


async def test_the_form_remembers_the_last_choices_of_each_game(fixed_seats):
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "clans")
        form.query_one("#players", Select).value = 3
        await pilot.pause()
        form.query_one("#seat-1", Select).value = "human"
        form.query_one("#name-0", Input).value = "Anna"
        form.query_one("#opt-first_seat", Select).value = 1
        await pilot.pause()
        await pilot.press("ctrl+g")  # started: the choices are kept
        await pilot.pause()
        assert screen_name(app) != "NewGameScreen"

        form = await open_form(app, pilot, "clans")
        assert form.query_one("#players", Select).value == 3
        assert [form.query_one(f"#seat-{i}", Select).value for i in range(3)] == ["human", "human", "bot:random"]
        assert form.query_one("#name-0", Input).value == "Anna"
        assert form.query_one("#opt-first_seat", Select).value == 1

        form.query_one("#game", Select).value = "crystal-clans"  # another game: its own choices
        await pilot.pause()
        await pilot.pause()
        assert form.query_one("#seat-1", Select).value == "bot:random"  # its default, not Clans' human
        form.query_one("#game", Select).value = "clans"  # and back: Clans' choices again
        await pilot.pause()
        await pilot.pause()
        assert form.query_one("#players", Select).value == 3
        assert form.query_one("#seat-1", Select).value == "human"


async def test_a_cancelled_form_remembers_nothing(fixed_seats):
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "clans")
        form.query_one("#name-0", Input).value = "Anna"
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
    assert remembered_choices("new_game", "clans") == {}


async def test_remembered_choices_that_no_longer_fit_are_passed_over(fixed_seats):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    odd = {"players": 9, "seat.0": "bot:gone", "seat.1": "human", "option.first_seat": "nobody", "name.1": 7}
    settings_path().write_text(json.dumps({f"new_game.clans.{k}": v for k, v in odd.items()}))
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "clans")
        assert form.query_one("#players", Select).value == 2
        assert [form.query_one(f"#seat-{i}", Select).value for i in range(2)] == ["human", "human"]
        assert form.query_one("#opt-first_seat", Select).value == -1
        assert form.query_one("#name-1", Input).value == ""


async def test_a_hosted_game_keeps_its_choices_apart(fixed_seats):
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "clans")
        form.query_one("#seat-1", Select).value = "human"
        await pilot.pause()
        await pilot.press("ctrl+g")
        await pilot.pause()
        form = await open_form(app, pilot, "clans", hosting=True)
        assert form.query_one("#seat-1", Select).value == "network"


async def test_a_new_player_count_keeps_what_was_just_typed(fixed_seats):
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "clans")
        # typed and changed in one go: the name's message may arrive after the rebuild began
        form.query_one("#name-1", Input).value = "Brann"
        form.query_one("#seat-1", Select).value = "human"
        form.query_one("#players", Select).value = 3
        await pilot.pause()
        await pilot.pause()
        assert len(form.query(".seat-row")) == 3
        assert form.query_one("#name-1", Input).value == "Brann"
        assert form.query_one("#seat-1", Select).value == "human"
        assert form.setup().names[1] == "Brann"


async def test_the_footer_names_the_key_the_start_button_says(fixed_seats):
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await open_form(app, pilot, "clans")
        assert "ctrl+g" in str(form.query_one("#start", Button).label)
        footer = screen_lines(app)[-1]
        assert "^g Start" in footer and "esc Back" in footer


def test_a_bots_level_reads_in_the_players_language():
    from core import i18n

    assert kind_label("Bot: mcts hard", "bot:mcts:level=hard") == "Bot: mcts hard"
    i18n.set_language("de")
    assert kind_label("Bot: mcts hard", "bot:mcts:level=hard") == "Bot: mcts schwer"
    assert kind_label("Bot: random", "bot:random") == "Bot: random"
    assert kind_label("Human", "human") == "Mensch"
    i18n.set_language("es")
    assert kind_label("Bot: mcts easy", "bot:mcts:level=easy") == "Bot: mcts fácil"
