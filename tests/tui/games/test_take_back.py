"""Take-back (ctrl+z) and redo (ctrl+y) against a bot: back to the human's previous
decision with the bot's reply undone, rebuilt from the seed; redo plays the same moves
again; a new move drops the redo line; the save keeps the line played and counts the
take-backs; no take-back at a network table."""

from __future__ import annotations

from core.save import decode_save, encode_save
from tests.support.waiting import pilot_wait_until
from tests.tui.coach.test_hint import wait_for
from tui.app import ClanhallApp
from tui.setup import GameSetup


def clans_vs_bot() -> ClanhallApp:
    setup = GameSetup("clans", {"players": 2, "first_seat": 0}, 8, ["human", "bot:mcts:iterations=40,workers=1"])
    return ClanhallApp(setup=setup, bot_delay=0, autosave=False, bot_processes=False)


async def my_turn(pilot, screen, moves: int) -> None:
    await wait_for(pilot, lambda: screen.waiting_for == 0 and len(screen.match.log) == moves)


async def test_take_back_undoes_the_bot_reply_and_redo_plays_it_again():
    app = clans_vs_bot()
    async with app.run_test(size=(80, 24)) as pilot:  # the size is not the point
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")  # pushed from the app's mount
        await my_turn(pilot, screen, 0)
        screen.play(screen.legal[0])
        await my_turn(pilot, screen, 2)
        screen.play(screen.legal[-1])
        await my_turn(pilot, screen, 4)
        line = screen.match.actions()
        wire_after_4 = screen.match.state.to_wire()

        await pilot.press("ctrl+z")  # back before my second move (the bot's reply undone too)
        await my_turn(pilot, screen, 2)
        assert screen.match.actions() == line[:2]
        assert screen.match.state.to_wire() == screen.match.state_at(2).to_wire()
        await pilot.press("ctrl+z")  # and before my first
        await my_turn(pilot, screen, 0)
        assert screen.match.take_backs == 2
        await pilot.press("ctrl+z")
        assert len(screen.match.log) == 0  # nothing before the first move

        await pilot.press("ctrl+y")
        await my_turn(pilot, screen, 2)
        await pilot.press("ctrl+y")
        await my_turn(pilot, screen, 4)
        assert screen.match.actions() == line and screen.match.state.to_wire() == wire_after_4

        await pilot.press("ctrl+z")
        await my_turn(pilot, screen, 2)
        other = next(a for a in screen.legal if a != line[2][1])
        screen.play(other)  # a new move: the old line cannot come back
        await my_turn(pilot, screen, 4)
        assert screen.match.actions()[2] == (0, other)
        await pilot.press("ctrl+y")
        assert screen.match.actions()[2] == (0, other)

        save = decode_save(encode_save(screen.match))
        assert save.take_backs == 3 and list(save.log) == screen.match.actions()
