"""Saving from the interface: autosave after every move, loading it back, the save,
quit and replay screens wired in."""

from __future__ import annotations

from tests.support.screens import back_on, game_ready, notified, on_screen, press_to
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import press_until, screen_name
from tui.app import ClanhallApp
from tui.setup import GameSetup


def toy(seats=("human", "bot:random")):
    return GameSetup("lucky-draw", {"players": len(seats)}, 8, list(seats))


async def test_autosave_then_load_resumes_the_game(saves_in_tmp):
    app = ClanhallApp(setup=toy(), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await game_ready(pilot)
        await press_until(pilot, "enter", lambda: len(game.match.log) >= 2)
        log = game.match.actions()
    slots = list(saves_in_tmp.glob("autosave-*.clanhall"))
    assert len(slots) == 1
    app = ClanhallApp(load=str(slots[0]), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await game_ready(pilot)
        assert game.match.actions()[: len(log)] == log
        panel = game.query_one("#log")
        # the earlier moves are in the log panel again (it writes them once it has a size)
        await pilot_wait_until(pilot, lambda: panel.lines, "the log panel's lines")
        assert "Seat" in str(panel.lines[0].text)


async def test_a_damaged_save_is_refused_with_a_message_and_the_menu_lists_saves(saves_in_tmp):
    saves_in_tmp.mkdir(parents=True)
    bad = saves_in_tmp / "broken.clanhall"
    bad.write_bytes(b"not a save at all")
    app = ClanhallApp(load=str(bad))
    async with app.run_test(size=(80, 24)) as pilot:
        await notified(pilot, "broken.clanhall")
        assert screen_name(app) == "MainMenu"
        await press_to(pilot, "l", screen="LoadDialog")  # the menu's load lists the saves


async def test_save_quit_and_replay_dialogs_open():
    app = ClanhallApp(setup=toy(), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await game_ready(pilot)
        await press_to(pilot, "ctrl+s", screen="SaveDialog")
        await pilot.press("escape")
        await back_on(pilot, game)
        await press_to(pilot, "ctrl+q", screen="QuitDialog")
        await pilot.press("escape")
        await back_on(pilot, game)
        await press_until(pilot, "enter", lambda: screen_name(app) == "GameOverScreen")
        await on_screen(pilot, "GameOverScreen")
        await press_to(pilot, "r", screen="ReplayScreen")


async def test_a_saved_network_game_loads_with_its_remote_seats_at_this_keyboard(saves_in_tmp):
    from core.match import Match
    from core.savefile import write_save

    match = Match("lucky-draw", {"players": 2}, 4, seats=["human", "remote"])
    match.submit(match.state.to_move(), match.state.legal_actions()[0])
    path = write_save(match, directory=saves_in_tmp, now=None)
    app = ClanhallApp(load=str(path), bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await game_ready(pilot)
        assert game.match.seats == ["human", "human"]
        await on_screen(pilot, "HandOverScreen")  # two players at one keyboard now
