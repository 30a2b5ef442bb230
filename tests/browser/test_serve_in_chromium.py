"""A seat from a browser: `clanhall serve`, headless chromium, a Clans game against random."""

from __future__ import annotations

import re
import time

import pytest

from tests.browser.conftest import elapsed
from tests.browser.terminal import BrowserTerminal
from tests.support.waiting import wait_until

pytestmark = pytest.mark.browser

# An action line of the Clans list: "from-territory symbol → to-territory symbol ...".
MOVE_FROM_0 = re.compile(r"^\s*0\S →", re.MULTILINE)


def test_a_clans_game_against_random_in_the_browser(served, browser_page, tmp_path):
    start = time.monotonic()
    term = BrowserTerminal(browser_page)
    term.open(served)
    term.wait_for("New game  [n]")
    print(f"\nmain menu shown after {elapsed(start)}")

    term.press("n")
    term.wait_for("Seat 2")  # the form opens on Clans, focus on the game; Clans has 2-4 players
    term.wait_for("Learn to play it first")  # a first visit: the form offers the tutorial
    # The form's keys arrive over a websocket while Textual opens and closes each list's
    # overlay, so every step waits for what it changed before the next key: the footer's
    # "Dismiss menu" is there exactly while a list is open.
    # the tutorial's button, players, seat 1, its name, seat 2: open its list
    term.press("Tab", "Tab", "Tab", "Tab", "Tab", "Enter")
    term.wait_for("Dismiss menu")
    term.type("random")  # the list jumps to the first choice containing what is typed
    term.press("Enter")
    term.wait_until(
        lambda screen: "Dismiss menu" not in screen and re.search(r"Seat 2\s+Bot · random", screen),
        "seat 2 set to the random bot and its list closed",
    )
    term.press("Tab", "Tab", "Enter")  # seat 2's name, first player: open its list
    term.wait_until(lambda screen: "Dismiss menu" in screen and "seat 2" in screen, "the first player's list")
    term.type("seat 1")
    term.press("Enter")
    term.wait_until(
        lambda screen: "Dismiss menu" not in screen and re.search(r"First player\s+seat 1", screen),
        "seat 1 chosen to begin and the list closed",
    )
    term.press("Control+g")

    board = term.wait_for("Player 1 to move")
    assert "Clans" in board.splitlines()[0] and "you: Player 1" in board
    assert MOVE_FROM_0.search(board), "territory 0 offers no move at the start:\n" + board
    print(f"Clans game started after {elapsed(start)}")

    # The cursor starts on territory 0; its right-hand neighbour is territory 1.
    term.press("Enter")
    term.wait_for("Selected 0")
    term.press("ArrowRight", "Enter")
    # Territory 0 is empty now, and stays so (huts move onto non-empty territories only):
    # no action moves from it any more. The random bot has answered: Player 1 is on turn.
    after = term.wait_until(
        lambda screen: "Player 1 to move" in screen and not MOVE_FROM_0.search(screen) and "→" in screen,
        "the move 0 → 1 and the bot's reply",
    )
    assert "Selected 0" not in after
    print(f"move made and answered after {elapsed(start)}")
    # The tab's app is `clanhall play` on this machine: it autosaved the game where
    # `clanhall serve` keeps saves (CLANHALL_SAVES_DIR, set by the fixture).
    wait_until(lambda: list((tmp_path / "saves").glob("*.clanhall")), "an autosave of the browser's game", poll=0.1)
