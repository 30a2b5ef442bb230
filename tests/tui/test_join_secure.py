"""Joining a secure host (`clanhall host --secure`) from the interface: the Join dialog
takes the server key the host printed, refuses one that is not a key, asks for it when
the game picked from the list says it is secure, and a wrong key ends in one line."""

from __future__ import annotations

import zmq
from textual.widgets import DataTable, Input, Static

from tests.net.support import make_host
from tests.support.screens import notified, on_screen
from tests.tui.conftest import screen_name
from tests.tui.test_join_list import FakeBrowser, _open, _until, found
from tui.app import ClanhallApp


async def _fill(app, pilot, host: str, code: str, key: str) -> None:
    await pilot.press("j")
    await on_screen(pilot, "JoinDialog")
    for wid, value in (("#join-host", host), ("#join-name", "Anna"), ("#join-code", code), ("#join-key", key)):
        app.screen.query_one(wid, Input).value = value
    await pilot.press("enter")


async def test_a_secure_host_is_joined_with_its_key_and_not_without():
    server = zmq.curve_keypair()
    host = make_host("clans", remote=1, players=2, secure=server)
    await host.start()
    try:
        app = ClanhallApp(autosave=False)
        app.join_timeout = 2.0
        async with app.run_test(size=(100, 32)) as pilot:
            wrong = zmq.curve_keypair()[0].decode()
            await _fill(app, pilot, f"127.0.0.1:{host.port}", host.join_code, wrong)
            await _until(pilot, lambda: bool(app._notifications))
            said = " ".join(str(n.message) for n in app._notifications)
            assert "wrong server key" in said and screen_name(app) == "MainMenu"
            assert not host.seats[0].claimed  # seat 0 is the remote seat, seat 1 a bot

            # a wrong key is silence, given up after 2 s; the right key's answer may be slow
            # to come on a loaded machine (a 2-s wait for it failed under flaky-check)
            app.join_timeout = 60.0
            key = server[0].decode()
            await _fill(app, pilot, f"127.0.0.1:{host.port}", host.join_code, key[:20] + "\n" + key[20:])
            await _until(pilot, lambda: app.game_screen() is not None)
            assert type(app.game_screen()).__name__ == "ClansScreen" and app.game_screen().table is not None
            assert host.seats[0].claimed
    finally:
        await host.stop()


async def test_the_dialog_asks_for_a_key_that_is_one():
    app = ClanhallApp()
    async with app.run_test(size=(100, 32)) as pilot:
        dialog = await _open(app, pilot, FakeBrowser)
        FakeBrowser.made[-1].tell([found("locked", secure=b"yes")])
        table = dialog.query_one("#join-games", DataTable)
        await _until(pilot, lambda: table.row_count == 1)
        table.focus()
        await pilot.press("enter")
        status = dialog.query_one("#join-status", Static)
        await _until(pilot, lambda: "server key" in str(status.render()))
        answers = []
        dialog.dismiss = answers.append
        dialog.query_one("#join-code", Input).value = "K7WQ-M2PX"
        dialog.action_join()  # no key for a secure game
        dialog.query_one("#join-key", Input).value = "not a key"
        dialog.action_join()
        await notified(pilot, "its server key is needed")
        await notified(pilot, "not a server key")
        assert answers == []
        key = zmq.curve_keypair()[0].decode()
        dialog.query_one("#join-key", Input).value = key
        dialog.action_join()
        assert answers == [("192.0.2.7:7141", "", "K7WQ-M2PX", False, key)]
