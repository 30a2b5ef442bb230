"""Shared helpers of the interface tests: the toy game, fixed seat choices, a pilot loop."""

from __future__ import annotations

import pytest

from tests.support import toy_game
from tests.support.waiting import pilot_wait_until


@pytest.fixture(autouse=True)
def lucky_draw_registered():
    """Lucky Draw (tests/support/toy_game.py) in the registry for one test only."""
    with toy_game.registered():
        yield


# The seat kinds the new-game screen offers, fixed so snapshots do not depend on which
# bots happen to be installed.
FIXED_SEATS = [("Human", "human"), ("Bot: random", "bot:random"), ("Network", "network")]


@pytest.fixture(autouse=True)
def no_host_left_open():
    """A test's hosted game is closed when the test ends (see net.host.close_all_now)."""
    yield
    import sys

    host_module = sys.modules.get("net.host")
    if host_module is not None:
        host_module.close_all_now()


@pytest.fixture
def fixed_seats(monkeypatch):
    import tui.screens.new_game as new_game

    monkeypatch.setattr(new_game, "seat_choices", lambda: list(FIXED_SEATS))


def screen_name(app) -> str:
    return type(app.screen).__name__


async def press_until(pilot, key: str, done, limit: int = 400) -> int:
    """Press `key` until `done()` is true; returns the presses used (fails at `limit`)."""
    for n in range(limit):
        if done():
            return n
        await pilot.press(key)
        await pilot.pause()
    raise AssertionError(f"still not done after {limit} presses of {key!r} (screen: {screen_name(pilot.app)})")


async def play_by_keys(app, pilot, screen, steps: int = 3000) -> None:
    """The player at the keyboard picks the first legal action until the game-over screen
    (`steps`: at most that many key presses; waiting for the others has a deadline)."""

    def my_turn() -> bool:
        return screen.waiting_for is not None and screen_name(app) == type(screen).__name__

    def can_go_on() -> bool:
        return screen_name(app) in ("GameOverScreen", "ChoiceDialog") or my_turn()

    for _ in range(steps):
        await pilot_wait_until(pilot, can_go_on, f"a turn, a choice or the game's end (screen: {screen_name(app)})")
        if screen_name(app) == "GameOverScreen":
            return
        if my_turn():
            if screen.focused is not screen.query_one("#actions"):
                await pilot.press("tab")
            await pilot.press("enter")
        else:
            await pilot.press("enter")
    raise AssertionError("the game did not end")
