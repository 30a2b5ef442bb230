"""Spectators and rematch through the interface (Pilot, real ZeroMQ on 127.0.0.1): the
Join dialog's "watch" choice shows a game from no seat's view, and the result screen of
a hosted game offers the rematch, shows the series score and plays the next game.

Each game here starts late (tests/support/late_hosted.py): its first part is played
headless by seeded random moves, and only its end crosses the sockets and the screen, so
every kind of step these tests are about (a turn by keys, a remote move, the end, the
offer, the answer, the next game) is still taken through the interface. Whole games over the sockets
are played by tests/net/test_game.py and tests/e2e/test_lan.py, a series on the table by
tests/net/test_rematch.py."""

from __future__ import annotations

import asyncio

from tests.support.game_screens import refreshed
from tests.support.late_hosted import LateSetup, late_made
from tests.support.screens import notified, on_screen
from tests.support.waiting import DEADLINE, pilot_wait_until
from tests.tui.conftest import play_by_keys, screen_name
from tui.app import ClanhallApp
from tui.setup import GameSetup


async def _wait(pilot, ready, what: str, deadline: float = DEADLINE) -> None:
    await pilot_wait_until(pilot, ready, what, deadline)


async def test_the_join_dialog_watches_a_game_from_no_seats_view():
    from ai.random_bot import RandomBot
    from net.client import play_bot
    from net.host import Host
    from tests.net.support import FAST, client

    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(100, 30)) as pilot:
        kinds = ["remote", "remote"]
        match = late_made()("clans", {"players": 2}, 7, seats=kinds)
        host = Host(match, seat_kinds=kinds, bind="127.0.0.1", port=0, linger=0.1, spectators=1, **FAST)
        await host.start()
        serving = asyncio.ensure_future(host.serve())
        await pilot.press("j")
        await on_screen(pilot, "JoinDialog")
        dialog = app.screen
        dialog.query_one("#join-host").value = f"127.0.0.1:{host.port}"
        dialog.query_one("#join-name").value = "Eve"
        dialog.query_one("#join-code").value = host.join_code
        # Discovery is off in tests: the status line then grows to two lines and moves the
        # radio buttons down a row. Click only once that layout is drawn, or the click lands
        # on the row the button has just left (seen once in a full run under load).
        await _wait(pilot, lambda: "Cannot look" in str(dialog.query_one("#join-status").render()), "the list off")
        await refreshed(dialog)
        await pilot.click("#join-watch")
        await _wait(pilot, lambda: dialog.query_one("#join-watch").value, "watching chosen")  # a click's own round
        assert not dialog.query_one("#join-play").value
        await pilot.click("#join")
        await _wait(pilot, lambda: app.game_screen() is not None, "the watched game")
        screen = app.game_screen()
        assert screen.feed.watching and screen.viewer is None
        players = [client(host, "Anna"), client(host, "Bob")]
        for c in players:
            await c.join(timeout=60)
        await _wait(pilot, lambda: all(c.watchers == ["Eve"] for c in players), "the players to see Eve")
        games = [asyncio.ensure_future(play_bot(c, RandomBot(i))) for i, c in enumerate(players)]
        await _wait(  # pushed, and composed (a busy machine may show the push first)
            pilot,
            lambda: screen_name(app) == "GameOverScreen" and bool(app.screen.query("#over-rematch")),
            "the end of the watched game",
        )
        assert "you are watching" in screen.status_text()
        assert screen.feed.view.to_wire() == host.match.state.view(None).to_wire()
        assert not app.screen.query_one("#over-rematch").display  # a spectator is offered nothing
        await asyncio.wait_for(asyncio.gather(*games), 30)
        for c in players:
            await c.close()
        await asyncio.wait_for(serving, 30)


async def test_the_result_screen_offers_a_rematch_and_shows_the_series(monkeypatch):
    import net.rematch
    from ai.random_bot import RandomBot
    from net.client import Client, play_bot

    monkeypatch.setattr(net.rematch, "Match", late_made())  # the series' next game starts late too
    setup = LateSetup("clans", {"players": 2}, 7, ["human", "network"], port=0)
    app = ClanhallApp(bot_delay=0, autosave=False)
    app.host_bind = "127.0.0.1"
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(setup)
        await _wait(pilot, lambda: app.game_screen() is not None, "the hosted game")
        screen = app.game_screen()
        host = screen.host
        remote = Client(f"tcp://127.0.0.1:{host.port}", name="Remote bot", code=host.join_code)
        await remote.join(timeout=60)

        async def remote_plays_two_games():
            await play_bot(remote, RandomBot(3))
            while remote.offer is None:
                await remote.changed()
            await remote.rematch(True)
            while remote.over:
                await remote.changed()
            await play_bot(remote, RandomBot(4))
            while remote.offer is None:
                await remote.changed()
            await remote.rematch(False)

        playing = asyncio.ensure_future(remote_plays_two_games())
        first, started = host.match, len(host.match.log)
        await play_by_keys(app, pilot, screen)
        assert 0 in {e.seat for e in first.log[started:]}, "the host's player moved by keys"
        over = app.screen
        await _wait(pilot, lambda: over.query_one("#over-rematch").display, "the rematch offer")
        assert str(over.query_one("#series").render()).startswith("After 1 game: ")
        await pilot.press("y")
        await _wait(pilot, lambda: host.match is not first and not screen.finished, "the next game")
        assert host.match.config["first_seat"] == (first.log[0].seat + 1) % 2
        assert screen.viewer == 0
        # The game screen is back on top; the next game, started late, may open on a choice
        # of the host's seat (a village's order), whose dialog then sits over it.
        under = app.screen_stack[-2] if screen_name(app) == "ChoiceDialog" else app.screen
        assert under is screen, [type(s).__name__ for s in app.screen_stack]
        second, started = host.match, len(host.match.log)
        await play_by_keys(app, pilot, screen)
        assert 0 in {e.seat for e in second.log[started:]}, "the host's player moved by keys again"
        over = app.screen
        await _wait(pilot, lambda: "declined" in str(over.query_one("#rematch-note").render()), "the decline")
        assert "Remote bot declined the rematch" in str(over.query_one("#rematch-note").render())
        assert str(over.query_one("#series").render()).startswith("After 2 games: ")
        assert not over.query_one("#over-rematch").display
        await asyncio.wait_for(playing, 30)
        await remote.close()


async def test_the_host_form_sets_how_many_may_watch(fixed_seats):
    started = []
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(100, 40)) as pilot:
        app.start_game = started.append  # what the form hands over, not a hosted game
        app.action_host()
        await on_screen(pilot, "NewGameScreen")
        form = app.screen
        await _wait(pilot, lambda: form.query("#spectators") and form.query("#game-part"), "the form's fields")
        fields = form.query("Input, Select")
        await _wait(pilot, lambda: all(w.is_mounted for w in fields), "the fields' own mount handlers")
        form.query_one("#spectators").value = "99"
        form.action_start()
        await notified(pilot, "spectators must be a number from 0 to 64")
        assert not started and screen_name(app) == "NewGameScreen"
        form.query_one("#spectators").value = "3"
        assert form.query_one("#spectator-chat").value is False  # spectators only read, unless asked
        form.query_one("#spectator-chat").value = True
        form.action_start()
        await _wait(pilot, lambda: started, "the setup")
        assert started[0].spectators == 3 and started[0].spectator_chat is True


async def test_a_game_hosted_from_the_interface_gets_the_form_s_spectator_options():
    setup = GameSetup("clans", {"players": 2}, 7, ["human", "network"], port=0)
    setup.spectators, setup.spectator_chat = 2, True
    app = ClanhallApp(bot_delay=0, autosave=False)
    app.host_bind = "127.0.0.1"  # tests never listen beyond this machine
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup)
        await _wait(pilot, lambda: app.game_screen() is not None, "the hosted game")
        host = app.game_screen().host
        assert (host.spectators, host.spectator_chat) == (2, True)
