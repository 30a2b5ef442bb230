"""Waiting in an interface test for what a key, a pushed screen or a session brings: a
screen on top and mounted, a game's first turn, a seat's turn, a notification, the focus
moved by a key, stray keys dropped.

`pilot.press` and `pilot.pause` return when the app looks idle, judged by its CPU time over
a short step; on a loaded machine that can be before a pushed screen has composed, a
worker's news has arrived or a second round of messages has run. These helpers wait on the
state itself (with tests/support/waiting.py's generous deadline) so a test asserts only
after what it checks has happened."""

from __future__ import annotations

from typing import Any

from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until


def screen_name(app) -> str:
    """The class name of the screen on top."""
    return type(app.screen).__name__


def top_is(app, name: str) -> bool:
    """Whether the screen on top is a `name` whose compose and mount have run."""
    return screen_name(app) == name and app.screen.is_mounted


async def on_screen(pilot, name: str) -> Any:
    """Wait until the screen on top is a mounted `name` (a screen class's name); return it."""
    app = pilot.app
    await pilot_wait_until(pilot, lambda: top_is(app, name), f"{name} on top (on top: {screen_name(app)})")
    return app.screen


async def press_to(pilot, *keys: str, screen: str) -> Any:
    """Press `keys`, then wait until `screen` is on top; return it."""
    await pilot.press(*keys)
    return await on_screen(pilot, screen)


async def game_ready(pilot) -> Any:
    """Wait until the app's game screen is mounted (it has asked whoever acts first, or
    handed the keyboard over); return it."""
    app = pilot.app

    def ready():
        game = app.game_screen()
        return game is not None and game.is_mounted

    await pilot_wait_until(pilot, ready, "the game screen to be mounted")
    return app.game_screen()


async def turn_of(pilot, game, seat: int, moves: int = 0) -> None:
    """Wait until `seat` is asked for its move on `game`, with the game screen on top (and,
    with `moves`, at least that many moves in the match's log)."""

    def asked() -> bool:
        return game.waiting_for == seat and pilot.app.screen is game and len(game.match.log) >= moves

    await pilot_wait_until(pilot, asked, f"seat {seat}'s turn (on top: {screen_name(pilot.app)})")


async def notified(pilot, words: str) -> str:
    """Wait until a notification holding `words` is shown; return its message."""

    def found() -> str:
        return next((str(n.message) for n in pilot.app._notifications if words in str(n.message)), "")

    return await pilot_wait_until(pilot, found, f"a notification saying {words!r}")


async def back_on(pilot, screen) -> None:
    """Wait until `screen` (a screen object, say the game's) is on top again."""
    app = pilot.app
    await pilot_wait_until(pilot, lambda: app.screen is screen, f"{type(screen).__name__} on top again")


async def dropped(pilot, keys) -> None:
    """Wait until each of the Key events `keys` (posted to the app) was stopped on its way
    up: a screen that drops a stale key stops it before the app runs its binding, so a key
    that acted instead shows in the screen on top, checked after this."""
    await pilot_wait_until(pilot, lambda: all(key._stop_propagation for key in keys), "the posted keys handled")


async def game_shown(pilot) -> Any:
    """Wait until the app's game screen shows what it opened on: the keyboard's turn (on
    the screen or in a dialog it put up for it), the hot-seat hand-over, or the result with
    its first button highlighted; then until the game screen and the one on top have run
    what they put off until after their next refresh (a cursor placed); return the game
    screen."""
    app = pilot.app

    def shown() -> bool:
        game = app.game_screen()
        if game is None or not game.is_mounted or not app.screen.is_mounted:
            return False
        if game.waiting_for is not None:
            return True
        over = screen_name(app) == "GameOverScreen" and app.screen.focused is not None
        return over or screen_name(app) == "HandOverScreen"

    await pilot_wait_until(pilot, shown, f"the game's first turn, hand-over or result (on top: {screen_name(app)})")
    game = app.game_screen()
    await refreshed(game)
    await log_at_end(pilot, game)
    await refreshed(app.screen)
    return game


async def log_at_end(pilot, screen) -> None:
    """Wait until each log panel of `screen` has written what it was given (a log defers
    its lines until it knows its size) and scrolled to its last line, which it does after
    a refresh: a picture taken before shows an earlier part of the game's log."""
    from tui.widgets.panes import GameLog

    for log in screen.query(GameLog):
        await pilot_wait_until(
            pilot,
            lambda log=log: not log._deferred_renders and log.scroll_y >= log.max_scroll_y,
            "the log at its last line",
        )
    await refreshed(screen)


async def focus_by(pilot, *keys: str) -> Any:
    """Press each of `keys` in turn, waiting after each until the focus has moved (a
    widget's `focus()` goes through the app's queue, so the next key could otherwise reach
    the old one); return the focused widget."""
    app = pilot.app
    for key in keys:
        before = app.focused

        def moved(before: Any = before) -> bool:
            return app.focused is not before

        await pilot.press(key)
        await pilot_wait_until(pilot, moved, f"the focus moved by {key}")
    return app.focused


def footer_current(screen: Any) -> bool:
    """The screen's footer shows the pane label its screen gives now ("enter: Bid 2" once
    the focus moved there) and no rebuild is pending: a footer rebuilds a round or more
    after the focus moved."""
    from textual.widgets._footer import FooterLabel

    from tui.widgets.footer import Footer

    footers = list(screen.query(Footer))
    if not footers:
        return True
    footer = footers[0]
    pane = getattr(screen, "pane_label", None)
    label = pane() if callable(pane) else ""
    drawn = [str(widget.content).strip() for widget in footer.query_children(FooterLabel)]
    return footer._scheduled is None and drawn == ([label.strip()] if label else [])


async def footer_settled(pilot, screen: Any | None = None) -> None:
    """Wait until the footer of `screen` (the screen on top) is current and drawn."""
    screen = screen or pilot.app.screen
    await pilot_wait_until(pilot, lambda: footer_current(screen), "the footer rebuilt for the present keys")
    await refreshed(screen)
