"""Network play through the interface: the app hosts on 127.0.0.1, a bot joins with the
join code over real ZeroMQ sockets, and the host's player plays the game to the end by
key presses; joining from the menu's dialog.

The hosted game starts late (tests/support/late_hosted.py): its first part is played
headless, so the sockets and the screen carry its last moves, each seat's several times,
and its end; whole games over the sockets are tests/net/test_game.py's and
tests/e2e/test_lan.py's."""

from __future__ import annotations

import asyncio

from tests.support.late_hosted import LateSetup
from tests.support.screens import press_to
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import play_by_keys, screen_name
from tui.app import ClanhallApp
from tui.netplay import address, host_seat_kinds


def test_addresses_and_seat_kinds():
    assert address("192.168.1.20") == "tcp://192.168.1.20:7141"
    assert address("localhost:9000") == "tcp://localhost:9000"
    kinds, local = host_seat_kinds(["bot:random", "human", "network", "human"])
    assert kinds == ["bot:random", "local", "remote", "remote"] and local == 1


async def test_host_a_clans_game_and_a_remote_bot_joins():
    from ai.random_bot import RandomBot
    from net.client import Client, play_bot

    setup = LateSetup("clans", {"players": 2}, 7, ["human", "network"], port=0)
    app = ClanhallApp(bot_delay=0, autosave=False)
    app.host_bind = "127.0.0.1"  # tests never listen beyond this machine
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup)
        await pilot_wait_until(pilot, app.game_screen, "the game screen")
        screen = app.game_screen()
        host = screen.host
        assert type(screen).__name__ == "ClansScreen" and screen.table is not None
        assert host.join_code in screen.status_text()
        client = Client(f"tcp://127.0.0.1:{host.port}", name="Remote bot", code=host.join_code)
        await client.join(timeout=60)
        started = len(host.match.log)
        remote = asyncio.ensure_future(play_bot(client, RandomBot(3)))
        await play_by_keys(app, pilot, screen, steps=2000)
        assert screen_name(app) == "GameOverScreen"
        assert host.match.is_over()
        assert {e.seat for e in host.match.log[started:]} == {0, 1}  # by keys and over the sockets
        await asyncio.wait_for(remote, 10)
        await client.close()


async def test_join_dialog_reports_a_refusal():
    app = ClanhallApp()
    app.join_timeout = 0.2  # nobody listens on port 1: give up soon (no answer can come, however slow the machine)
    async with app.run_test(size=(80, 24)) as pilot:
        await press_to(pilot, "j", screen="JoinDialog")
        app.screen.query_one("#join-host").value = "127.0.0.1:1"
        app.screen.query_one("#join-code").value = "NOPE"
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: app._notifications, "the refusal's notification")
        assert screen_name(app) == "MainMenu"
        assert any("no answer" in str(n.message) or "join" in str(n.message).lower() for n in app._notifications)
