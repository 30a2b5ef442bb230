"""Snapshot pictures taken in apps that stay running for a module's tests (issue 30 §3): a
snapshot test of pytest-textual-snapshot (`snap_compare`) starts an app of its own for each
picture, and the start and the main menu's compose cost about as much as a menu's picture.
Here the tests of one module that take their pictures in the same kind of app (one
language, one terminal size) share one, each test starting from its main menu.

What stays the same: each picture is still its own test, compared by `snap_compare` itself
with the same stored SVG (the same name, the same normalising, the same failure report); the
picture is taken as `snap_compare` takes it (`take_svg_screenshot`: the same pauses and
waits for animations, the app's title, segments simplified), in an app run as `App.run` runs
it (tooltips and notifications on, which `run_test` turns off by default). A picture that
depended on what an earlier test left behind would not match its stored SVG, which each
fresh app once made.

    @pytest_asyncio.fixture(loop_scope="module", scope="module")
    async def apps():
        async with SnapshotApps() as shared:
            yield shared

    @pytest.mark.asyncio(loop_scope="module")
    async def test_x(apps, snap_compare, monkeypatch):
        pilot = await apps.at_menu(("de", (80, 24)), lambda: ClanhallApp(bot_delay=0), (80, 24))
        ...  # reach the state
        assert await same_picture(pilot, snap_compare, monkeypatch)
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable, Hashable

from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until


class SnapshotApps:
    """Running apps by key (say a language and a size), each started on first use and all
    stopped when the `async with` block ends.

    Each app runs in a task of its own, from its start to its end: `run_test` sets context
    variables when it starts and resets them when it ends, which must happen in one task, and
    a module fixture's setup and teardown run in different ones."""

    def __init__(self) -> None:
        self._pilots: dict[Hashable, Any] = {}
        self._runs: list[tuple[asyncio.Task, asyncio.Event]] = []

    async def __aenter__(self) -> "SnapshotApps":
        return self

    async def __aexit__(self, *exc) -> None:
        for task, stop in self._runs:
            stop.set()
            await task

    async def at_menu(self, key: Hashable, make: Callable[[], Any], size: tuple[int, int]) -> Any:
        """The pilot of the app kept under `key` (made by `make()` and run at `size` the first
        time), with everything above its main menu closed; the menu on top, mounted."""
        pilot = self._pilots.get(key)
        if pilot is None:
            pilot = self._pilots[key] = await self._started(make(), size)
        in_this_task(pilot.app)
        await closed_to_the_menu(pilot)
        return pilot

    async def _started(self, app, size: tuple[int, int]) -> Any:
        """Run `app` in a task of its own until the block ends; its pilot once it runs."""
        started: asyncio.Future = asyncio.get_running_loop().create_future()
        stop = asyncio.Event()

        async def run() -> None:
            async with app.run_test(size=size, tooltips=True, notifications=True) as pilot:
                started.set_result(pilot)
                await stop.wait()

        task = asyncio.create_task(run(), name=f"snapshot app {size}")
        self._runs.append((task, stop))
        await asyncio.wait([started, task], return_when=asyncio.FIRST_COMPLETED)
        if not started.done():
            await task  # it ended before it ran: raise what ended it
        return started.result()


def in_this_task(app) -> None:
    """Make `app` the active app of the running task, as `run_test` does for the task that
    enters it (`App._context`): each test runs in a task of its own, and what it does to the
    app (push a screen, open a game) looks the app up there."""
    from textual._context import active_app, active_message_pump

    active_app.set(app)
    active_message_pump.set(app)


async def closed_to_the_menu(pilot) -> None:
    """Close every screen above the main menu (a game, a dialog over it) and clear the
    notifications, then wait until the menu is on top and mounted."""
    app = pilot.app
    app.close_game()  # pops every screen above the menu, a game's bots cancelled
    app.clear_notifications()
    await pilot_wait_until(pilot, lambda: len(app.screen_stack) <= 2, "the screens above the menu closed")
    await on_screen(pilot, "MainMenu")


async def same_picture(pilot, snap_compare, monkeypatch, press: tuple[str, ...] = ()) -> bool:
    """Press `press`, take the picture `snap_compare` would take of the app now, and have
    `snap_compare` compare it with the test's stored SVG (and report it as its own)."""
    import textual._doc

    app = pilot.app
    await pilot.pause()
    await pilot.press(*press)
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()
    await pilot.pause()
    await pilot.wait_for_scheduled_animations()
    svg = app.export_screenshot(title=app.title, simplify=True)
    # snap_compare takes its picture by running the app it is given; it is given the picture
    monkeypatch.setattr(textual._doc, "take_svg_screenshot", lambda **_: svg)
    return snap_compare(app)
