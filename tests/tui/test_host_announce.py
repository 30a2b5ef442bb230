"""Announcing from the interface: the host form's Announce field reaches the host, and an
announcement that fails is shown to the host's player (no network: discovery fails before
any socket is made)."""

from __future__ import annotations

from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.setup import GameSetup


async def test_the_host_form_can_turn_announcing_off():
    from textual.widgets import Select

    from tui.screens.new_game import NewGameScreen

    app = ClanhallApp()
    async with app.run_test(size=(100, 40)) as pilot:
        screen = NewGameScreen(hosting=True, seed=3)
        await app.push_screen(screen)
        await pilot.pause()
        announce = screen.query_one("#announce", Select)
        assert announce.value is True and screen.setup().announce is True
        announce.value = False
        await pilot.pause()
        assert screen.setup().announce is False


async def test_a_failed_announcement_is_shown_and_the_game_is_hosted(monkeypatch):
    from net import announcer, discovery

    monkeypatch.setattr(discovery, "disabled", lambda: False)

    def no_interface(bind):
        raise ValueError("no interface to announce on")

    monkeypatch.setattr(announcer, "announce_on", no_interface)
    setup = GameSetup("clans", {"players": 2}, 7, ["human", "network"], port=0)
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup)
        await pilot_wait_until(
            pilot,
            lambda: (
                app.game_screen() is not None and any("not announced" in str(n.message) for n in app._notifications)
            ),
            "the game screen and the not-announced notice",
        )
        host = app.game_screen().host
        assert host.announce and host.announcer is not None and not host.announcer.announced
        messages = [str(n.message) for n in app._notifications]
        assert any("not announced on the LAN (ValueError: no interface" in m for m in messages), messages
        assert host.join_code in app.game_screen().status_text()  # hosted all the same
        await host.stop()
