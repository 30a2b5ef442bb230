"""On start the menu offers to continue an unfinished game's autosave."""

from core.match import Match
from core.savefile import Autosaver
from tests.support.screens import game_ready, on_screen
from tui.app import ClanhallApp
from tui.saving import now


def unfinished_clans_autosave(folder, moves=5):
    match = Match("clans", {"players": 2}, 77, seats=["human", "human"])
    match.listeners.append(Autosaver(folder, clock=now, names=match.names))
    for _ in range(moves):
        p = match.pending()
        match.submit(p.seat, p.legal_actions[0])
    return match


async def test_start_offers_the_unfinished_game_and_continues_it(saves_in_tmp):
    played = unfinished_clans_autosave(saves_in_tmp)
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await on_screen(pilot, "ContinueDialog")
        await pilot.click("#load-ok")
        screen = await game_ready(pilot)
        assert screen.match.state == played.state
        assert len(screen.match.log) == 5


async def test_not_now_leaves_the_main_menu(saves_in_tmp):
    unfinished_clans_autosave(saves_in_tmp)
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await on_screen(pilot, "ContinueDialog")
        await pilot.click("#load-cancel")
        await on_screen(pilot, "MainMenu")


async def test_no_offer_without_an_unfinished_game():
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await on_screen(pilot, "MainMenu")  # the offer would be on top of it by now
        assert len(app.screen_stack) == 2
