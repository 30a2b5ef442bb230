"""The coach's hint keeps its place in a short footer: at 80 columns in German the Clans
footer dropped "h Tipp" once the ctrl keys were spelled out ("Strg+s", 3 cells longer
than "^s"), while the command palette and saving kept theirs."""

from __future__ import annotations

from textual.widgets._footer import FooterKey

from core import i18n
from core.match import Match
from tests.support.game_screens import opened, settled
from tui.app import ClanhallApp


async def test_the_hint_key_stays_in_a_short_german_footer():
    i18n.set_language("de")
    try:
        app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
        async with app.run_test(size=(80, 24)) as pilot:
            match = Match("clans", {"players": 2}, 3, seats=["human", "bot:random"])
            screen = await opened(pilot, match, seat=0)
            await settled(screen)
            shown = [key.action for key in screen.query(FooterKey) if key.display]
            dropped = [key.action for key in screen.query(FooterKey) if not key.display]
            assert dropped, "the footer is short here (else the test shows nothing)"
            assert any(action.endswith("hint") for action in shown), (shown, dropped)
    finally:
        i18n.set_language("en")
