"""Waiting in a game screen's test for what a move, a bot or a refresh brings: a turn
drawn, a move applied and written in the log panel, the work a screen put off until after
its next refresh.

A game screen answers a move in several rounds: the key's handler starts a worker that
plays the move, the session's news arrives as a message, the screen then writes the log and
asks the next seat, and places its cursor only after the next refresh (`call_after_refresh`);
a bot's move comes from its own task or thread. `pilot.pause` returns when the app looks
idle for one short step, which on a loaded machine can be before any of that. These helpers
wait on the state itself (tests/support/waiting.py's generous deadline is the hang guard)."""

from __future__ import annotations

import asyncio
from typing import Any

from tests.support.waiting import DEADLINE, pilot_wait_until


async def refreshed(screen) -> None:
    """Wait until `screen` has been refreshed after what is asked of it so far and has run
    what it put off until then (a cursor placed for the turn, a list scrolled), and until
    the app has taken the focus that moved: the app handles its queue (where `focus()`
    and a restyle go) in order and the screen its after-refresh callbacks, which run only
    once nothing is left to lay out or paint, so one more of each, asked for in turn, runs
    after them."""
    await app_round(screen.app)
    await asyncio.wait_for(screen.wait_for_refresh(), DEADLINE)
    await app_round(screen.app)


async def app_round(app) -> None:
    """Wait until the app has handled what is in its queue now (a focus asked for, a
    callback put off with `call_later`): one more callback, queued behind them, has run."""
    done = asyncio.Event()
    app.call_later(done.set)
    await asyncio.wait_for(done.wait(), DEADLINE)


def asking(app, seat: int | None = None) -> Any:
    """The app's game screen if it is on top and asks `seat` (any seat if None) for its
    move, else None."""
    screen = app.game_screen()
    if screen is None or app.screen is not screen or screen.waiting_for is None:
        return None
    return screen if seat is None or screen.waiting_for == seat else None


def to_answer(app) -> str:
    """What the player at the keyboard has to answer now, once it is on top and mounted:
    "over" (the result), "hand-over", "dialog" (a dialog a turn opened), "turn" (the game
    screen asking for a move); "" while the game goes on without them (a bot, a worker)."""
    from textual.screen import ModalScreen

    top = app.screen
    name = type(top).__name__
    if not top.is_mounted:
        return ""
    if name == "GameOverScreen":
        return "over"
    if name == "HandOverScreen":
        return "hand-over"
    if isinstance(top, ModalScreen):
        return "dialog"
    return "turn" if asking(app) is not None else ""


async def next_to_answer(pilot) -> str:
    """Wait until the player has something to answer (see `to_answer`); say what."""
    return await pilot_wait_until(pilot, lambda: to_answer(pilot.app), "a turn, a dialog, a hand-over or the result")


async def turn_drawn(pilot, seat: int | None = 0) -> Any:
    """Wait until the app's game screen is on top and asks `seat` (any seat if None) for
    its move, and until the turn's after-refresh work has run; return the screen."""
    screen = await pilot_wait_until(pilot, lambda: asking(pilot.app, seat), f"the game screen asking seat {seat}")
    await refreshed(screen)
    return screen


async def handed_over(pilot) -> Any:
    """Wait until the hot-seat hand-over screen is on top (the game screen pushes it when
    the next seat at the keyboard is another person's); return it."""
    app = pilot.app

    def ready() -> bool:  # a key reaches its binding only once it is mounted
        return type(app.screen).__name__ == "HandOverScreen" and app.screen.is_mounted

    await pilot_wait_until(pilot, ready, "the hand-over screen")
    return app.screen


async def drawn(pilot) -> Any:
    """Wait until the screen on top is mounted and refreshed (see `refreshed`), so what it
    shows can be read whole; return it."""
    top = pilot.app.screen
    await pilot_wait_until(pilot, lambda: top.is_mounted, f"{type(top).__name__} mounted")
    await refreshed(top)
    return top


async def opened(pilot, match, seat: int | None = 0) -> Any:
    """Open `match` on the app's game screen and wait until it asks `seat` (see `turn_drawn`)."""
    pilot.app.open_match(match)
    return await turn_drawn(pilot, seat)


async def logged(pilot, screen, n: int) -> None:
    """Wait until the match on `screen` has more than `n` moves and the screen has written
    them in its log panel (it writes them, and asks the next seat, on the session's news)."""
    await pilot_wait_until(pilot, lambda: screen.shown_log > n, f"move {n + 1} in the log panel")


async def hint_open(pilot, app):
    """Wait for the human's first turn, ask for the hint (h) and wait until it is shown;
    the game screen."""
    screen = await pilot_wait_until(pilot, lambda: app.game_screen(), "the game screen")
    await pilot_wait_until(pilot, lambda: screen.waiting_for == 0, "the human's turn")
    await pilot.press("h")
    await pilot_wait_until(pilot, lambda: screen.hint_advice is not None, "the hint")
    return screen


async def settled(screen, rounds: int = 20) -> None:
    """Refreshed (see `refreshed`) until a round moves or resizes no widget and scrolls
    none: a layout can show a scroll bar, and that lays the screen out once more, so a
    picture taken after one refresh may catch the screen between the two."""

    def shape() -> list:
        return [(w.region, w.scroll_offset, w.virtual_size) for w in screen.query("*")]

    before = None
    for _ in range(rounds):
        await refreshed(screen)
        now = shape()
        if now == before:
            return
        before = now
    raise AssertionError(f"the screen still moved after {rounds} refreshes")
