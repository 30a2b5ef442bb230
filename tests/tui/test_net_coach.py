"""The coach at a LAN table: a seat's hint and evaluation bar read only its own view, so
they work there as at home; take-back and redo are a local game's, so a LAN table does not
offer them (not in the footer) and pressing them says why in one line."""

from __future__ import annotations

import asyncio

from tests.support.waiting import pilot_wait_until
from tests.tui.coach.test_hint import COACH
from tui.app import ClanhallApp
from tui.coach.hint_panel import HintPanel
from tui.setup import GameSetup


async def test_a_lan_seat_gets_hints_and_the_eval_bar_but_no_take_back():
    from ai.random_bot import RandomBot
    from net.client import Client, play_bot

    setup = GameSetup("clans", {"players": 2, "first_seat": 0}, 7, ["human", "network"], port=0)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False, coach_spec=COACH)
    app.host_bind = "127.0.0.1"  # tests never listen beyond this machine
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup)
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen", deadline=60)
        assert type(screen).__name__ == "ClansScreen" and screen.table is not None
        client = Client(f"tcp://127.0.0.1:{screen.host.port}", name="Remote", code=screen.host.join_code)
        await client.join(timeout=60)
        remote = asyncio.ensure_future(play_bot(client, RandomBot(3)))
        try:
            await pilot_wait_until(pilot, lambda: screen.waiting_for == 0, "the host's turn", deadline=60)
            shown = [b.binding for b in screen.active_bindings.values() if b.binding.show and b.enabled]
            footer = " ".join(str(binding.description) for binding in shown)  # what the footer lists
            assert "Hint" in footer and "Take back" not in footer and "Redo" not in footer
            moves = len(screen.host.match.log)

            await pilot.press("ctrl+z")
            await pilot.press("ctrl+y")
            notes = [str(n.message) for n in app._notifications]
            assert notes.count("No take-backs at a network table.") == 2
            assert len(screen.host.match.log) == moves and screen.host.match.take_backs == 0

            await pilot.press("h")
            await pilot_wait_until(pilot, lambda: screen.hint_advice is not None, "the hint", deadline=60)
            assert screen.query_one(HintPanel).display
            assert screen.hint_advice.best.action in screen.legal  # from this seat's own turn
            await pilot.press("e")
            bar = str(screen.query_one("#evalbar").render())
            assert "wins" in bar and "hint for move" in bar
        finally:
            remote.cancel()
            await client.close()
