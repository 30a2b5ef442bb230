"""What a German-speaking new user ran into at 80x24 in tmux (session 15, issue 29), each
finding held by a test: keys that do what the screen says they do."""

from __future__ import annotations

import pytest

from ai.coach import Advice, Option
from core import i18n
from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots import seeded_match
from tui.app import ClanhallApp


@pytest.fixture
def language():
    """Set a language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


async def clans_turn(pilot):
    """A seeded Clans game at the human's turn, the board holding the keys."""
    pilot.app.open_match(seeded_match("clans", 24))
    return await pilot_wait_until(
        pilot,
        lambda: (s := pilot.app.game_screen()) is not None and s.waiting_for == 0 and s.focused is not None and s,
        "the human's turn",
    )


async def test_in_clans_j_then_enter_plays_the_hints_first_move(language):
    """ "j: go to ①" then enter plays ①; the cursor was left on the move's source, so enter
    took the selection back instead."""
    language("de")
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await clans_turn(pilot)
        move = next(a for a in screen.legal if a[0] == "move")
        screen.coach.advice = Advice(0, (Option(move, 10, 1.0, 0.5),), 10)
        before = len(screen.match.log)
        await pilot.press("j")
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: len(screen.match.log) > before, "the hinted move played")
        assert screen.match.log[before].action == move
