"""Closed screens' widgets leave no rendered lines behind (tui/styles_cache.py)."""

from __future__ import annotations

import asyncio
import gc
import weakref

from textual.color import Color

from tests.support.game_screens import drawn
from tui.app import ClanhallApp
from tui.styles_cache import inner_outer


async def test_an_app_that_has_closed_keeps_no_widget_s_styles_cache_alive(tmp_path):
    """Without the fix every widget's cache the menu drew stays alive in Textual's
    `lru_cache` (31 of the menu's 35). Each drawn widget's cache is followed by a weak
    reference, read after one full collection (counting every cache on the heap took three
    collections and two walks of a test worker's whole heap: the same claim for this app's
    widgets, ten times the CPU)."""
    caches: list[weakref.ref] = []

    async def run_menu() -> None:
        app = ClanhallApp(bot_delay=0, saves_dir=str(tmp_path / "saves"))
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await drawn(pilot)
            caches.extend(weakref.ref(widget._styles_cache) for widget in screen.walk_children(with_self=True))

    await asyncio.create_task(run_menu())
    assert len(caches) > 5  # the menu's widgets were drawn
    gc.collect()
    # one screen may stay: Textual leaves the last active screen in a context variable
    # until another app runs
    alive = sum(1 for cache in caches if cache() is not None)
    assert alive <= 1, f"{alive} of the {len(caches)} closed widgets' caches are alive"


def test_the_styles_are_textual_s_for_the_same_colours():
    base, background = Color(10, 20, 30), Color(200, 100, 50, 0.5)
    inner, outer = inner_outer(base, background)
    assert (inner.background, outer.background) == (base + background, base)
