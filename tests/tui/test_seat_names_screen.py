"""A loaded game's default seat names read in the reader's language on its screen (the
save keeps "Player 1" and "Bot · hard"; a German reader sees "Spieler 1", "Bot · schwer")."""

from __future__ import annotations

from core.i18n import set_language
from core.match import Match
from core.seat_names import stored_name
from tui.app import ClanhallApp


async def test_a_loaded_games_defaults_read_in_german_on_its_screen():
    match = Match("clans", {"players": 2}, 3, seats=["human", "bot:mcts:level=hard"])
    assert match.names == ["Player 1", "Bot · hard"]  # as a save keeps them
    set_language("de")
    try:
        app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
        async with app.run_test(size=(100, 30)) as pilot:
            app.open_match(match)
            await pilot.pause()
            screen = app.game_screen()
            assert screen.match.names == ["Spieler 1", "Bot · schwer"]
            assert [stored_name(n) for n in screen.match.names] == ["Player 1", "Bot · hard"]  # still defaults
    finally:
        set_language("en")
