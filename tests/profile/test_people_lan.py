"""A LAN game between people through the interface, over real sockets on 127.0.0.1: the
app hosts with "Record games against people" on, a client joins saying yes or no in its
hello, and the host's machine records its own player's game only when the other said yes."""

from __future__ import annotations

import asyncio

import pytest

from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import play_by_keys, screen_name
from tui.app import ClanhallApp
from tui.profile import record as rec
from tui.settings.store import remember_records_people
from tui.setup import GameSetup


@pytest.mark.parametrize("other_agrees", [True, False], ids=["both-agree", "the-other-refuses"])
async def test_the_hosts_machine_records_its_own_player_only_when_the_other_agreed(other_agrees, data_in_tmp):
    from ai.random_bot import RandomBot
    from net.client import Client, play_bot

    remember_records_people(True)
    setup = GameSetup("lucky-draw", {"players": 2}, 5, ["human", "network"], names=["Anna", "Player 2"], port=0)
    app = ClanhallApp(bot_delay=0, autosave=False)
    app.host_bind = "127.0.0.1"  # tests never listen beyond this machine
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup)
        await pilot_wait_until(pilot, app.game_screen, "the game screen")
        screen = app.game_screen()
        assert screen.host.seats[0].record is True and screen.feed.record is True
        client = Client(f"tcp://127.0.0.1:{screen.host.port}", name="Bob", code=screen.host.join_code)
        client.record = other_agrees
        await client.join(timeout=60)
        remote = asyncio.ensure_future(play_bot(client, RandomBot(3)))
        await play_by_keys(app, pilot, screen)
        assert screen_name(app) == "GameOverScreen"
        await asyncio.wait_for(remote, 60)
        await client.close()
    if not other_agrees:
        assert not (data_in_tmp / rec.FILE_NAME).exists()
        return
    connection, _warning = rec.open_record()
    games = rec.load_games(connection)
    connection.close()
    assert [(g.human_seat, g.seats) for g in games] == [(0, ("person:Anna", "person:Bob"))]
