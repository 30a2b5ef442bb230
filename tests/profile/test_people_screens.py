"""Games between people through the interface: the people of a hot-seat game asked at its
start (only when the setting is on), the setting on the settings screen, and the record
against people on the Profile screen."""

from __future__ import annotations

from textual.widgets import Checkbox, DataTable

from tests.profile.support import recorded
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import screen_name
from tui.app import ClanhallApp
from tui.profile import record as rec
from tui.profile.screen import ProfileScreen
from tui.settings.screen import SettingsScreen
from tui.settings.store import records_people, remember_records_people
from tui.setup import GameSetup


def hot_seat_app() -> ClanhallApp:
    setup = GameSetup("lucky-draw", {"players": 2}, 3, ["human", "human"], names=["Anna", "Ben"])
    return ClanhallApp(setup=setup, bot_delay=0)


def question(app) -> str:
    """The question of the dialog on top ("" while it is not composed yet)."""
    titles = app.screen.query(".dialog-title")
    return str(titles.first().render()) if titles else ""


async def answer_for(pilot, app, name: str, key: str) -> None:
    """Wait for the question to `name`, then answer it with `key` (y or n)."""
    await pilot_wait_until(pilot, lambda: screen_name(app) == "ConfirmDialog" and name in question(app))
    assert "record this game in your profile?" in question(app)
    await pilot.press(key)


async def resign_first_seat(pilot, app) -> None:
    """Anna (the first person) resigns; the game is over."""
    await on_screen(pilot, "HandOverScreen")
    app.action_resign()
    await pilot_wait_until(pilot, lambda: screen_name(app) == "ConfirmDialog" and "resigns" in question(app))
    await pilot.press("y")
    await on_screen(pilot, "GameOverScreen")


async def test_a_hot_seat_game_both_agreed_to_at_its_start_is_recorded_for_both():
    remember_records_people(True)
    app = hot_seat_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_for(pilot, app, "Anna", "y")
        await answer_for(pilot, app, "Ben", "y")
        await resign_first_seat(pilot, app)
    games = recorded()
    assert [(g.human_seat, g.seats, g.results) for g in games] == [
        (0, ("person:Anna", "person:Ben"), (0.0, 1.0)),
        (1, ("person:Anna", "person:Ben"), (0.0, 1.0)),
    ]


async def test_one_refusal_keeps_the_hot_seat_game_out_of_everyones_record(data_in_tmp):
    remember_records_people(True)
    app = hot_seat_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await answer_for(pilot, app, "Anna", "y")
        await answer_for(pilot, app, "Ben", "n")
        await resign_first_seat(pilot, app)
    assert not (data_in_tmp / rec.FILE_NAME).exists()


async def test_with_the_setting_off_nobody_is_asked_and_nothing_is_recorded(data_in_tmp):
    app = hot_seat_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await resign_first_seat(pilot, app)
        assert not any(screen_name_of(s) == "ConfirmDialog" for s in app.screen_stack)
    assert not (data_in_tmp / rec.FILE_NAME).exists()


def screen_name_of(screen) -> str:
    return type(screen).__name__


async def test_the_settings_screen_turns_the_setting_on_and_off_with_its_help_line():
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 30)) as pilot:
        await app.push_screen(SettingsScreen())
        await on_screen(pilot, "SettingsScreen")
        box = app.screen.query_one("#settings-record-people", Checkbox)
        assert box.value is False
        assert "only when every person agrees" in str(app.screen.query_one("#settings-record-help").render())
        box.focus()
        await pilot.press("space")
        await pilot_wait_until(pilot, records_people)
        await pilot.press("space")
        await pilot_wait_until(pilot, lambda: not records_people())


async def test_the_profile_screen_shows_the_record_against_people_apart_from_the_rating():
    connection, _warning = rec.open_record()
    people = ("person:Anna", "person:Ben")
    rec.add_game(connection, rec.GameRecord("t", "lucky-draw", "", 2, 0, people, (1.0, 0.0)), "a")
    rec.add_game(connection, rec.GameRecord("t", "lucky-draw", "", 2, 1, people, (1.0, 0.0)), "b")
    rec.add_game(connection, rec.GameRecord("t", "lucky-draw", "", 2, 0, people, (0.5, 0.5)), "c")
    connection.close()
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:  # the table's rows are read, not its layout
        await app.push_screen(ProfileScreen())
        await on_screen(pilot, "ProfileScreen")
        screen = app.screen
        assert not screen.query(".profile-summary")  # no game against bots: no rating line
        assert "do not change the rating" in str(screen.query_one(".profile-people-help").render())
        table = screen.query_one(".profile-people", DataTable)
        rows = [tuple(table.get_row_at(i)) for i in range(table.row_count)]
        assert rows == [("Anna", "Ben", "1", "0", "1"), ("Ben", "Anna", "0", "1", "0")]
