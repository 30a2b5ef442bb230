"""A hostile LAN host joined from the interface: the seat names, log lines and chat it
sends carry terminal escape sequences (window title, clipboard, clear screen, cursor moves,
bell, bidi override). The client's wire decoder makes every text safe where it enters
(net.protocol.unpack → core.terminal.safe_tree), so the interface writes none of them to
the terminal and shows them visibly escaped."""

from __future__ import annotations

import asyncio

from core.match import Match
from net import protocol as P
from net.effects import Send
from net.host import Host
from tests.support.terminal import HOSTILE, raw_sequences, terminal_output
from tests.support.waiting import async_wait_until
from tui.app import ClanhallApp
from tui.netplay import join_game


async def test_a_hostile_host_writes_no_escape_sequence_to_the_players_terminal():
    kinds = ["bot:random", "remote"]
    match = Match("lucky-draw", {"players": 2}, 5, seats=kinds, names=[HOSTILE[0], "Guest"])
    host = Host(match, seat_kinds=kinds, bind="127.0.0.1", port=0, linger=1.0, heartbeat=0.5)
    await host.start()
    serving = asyncio.ensure_future(host.serve())
    app = ClanhallApp(bot_delay=0, autosave=False)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await join_game(app, f"127.0.0.1:{host.port}", "Me", host.join_code)
            await async_wait_until(lambda: app.game_screen() is not None, "the game screen", pause=pilot.pause)
            line = P.chat("hello\x1b]0;PWNED\x07\x1b[2J", None, HOSTILE[1])  # sent raw, as a hostile host would
            host.carry_out([Send(host.seats[1].peer, line)])
            screen = app.game_screen()
            await async_wait_until(lambda: "hello" in terminal_output(app), "the chat line", pause=pilot.pause)
            out = terminal_output(app)
            assert raw_sequences(out) == []
            assert "\\x1b]0;PWNED" in out  # visibly escaped, not acted on
            assert screen is app.game_screen()
    finally:
        await host.stop()
        serving.cancel()
