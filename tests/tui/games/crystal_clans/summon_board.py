"""The Crystal Clans board opened at the test position where a card may be summoned, with
its hand drawn: what the readability tests (names, legend, zones) look at."""

from __future__ import annotations

from contextlib import asynccontextmanager

from tests.support.waiting import pilot_wait_until
from tests.tui.games.crystal_clans.test_board import a_summon_position, seeded_at
from tui.app import ClanhallApp
from tui.games.crystal_clans.cards import HandCard


@asynccontextmanager
async def summon_board(size: tuple[int, int]):
    """(pilot, screen) of the board at `a_summon_position` in a terminal of `size`."""
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=size) as pilot:
        app.open_match(seeded_at(a_summon_position))
        screen = await pilot_wait_until(pilot, lambda: app.game_screen(), "the game screen")
        await pilot_wait_until(pilot, lambda: list(screen.query(HandCard)), "the hand")
        yield pilot, screen
