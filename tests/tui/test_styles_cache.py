"""Closed screens' widgets leave no rendered lines behind (tui/styles_cache.py)."""

from __future__ import annotations

import asyncio
import gc

from textual._styles_cache import StylesCache
from textual.color import Color

from tests.support.game_screens import drawn
from tui.app import ClanhallApp
from tui.styles_cache import inner_outer


def live_styles_caches() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, StylesCache))


async def test_an_app_that_has_closed_keeps_no_widget_s_styles_cache_alive(tmp_path):
    """Without the fix every widget's cache the menu drew stays alive in Textual's
    `lru_cache`."""
    before = live_styles_caches()
    counted: list[int] = []

    async def run_menu() -> None:
        app = ClanhallApp(bot_delay=0, saves_dir=str(tmp_path / "saves"))
        async with app.run_test(size=(80, 24)) as pilot:
            await drawn(pilot)
            counted.append(live_styles_caches())

    await asyncio.create_task(run_menu())
    assert counted[0] > before + 5  # the menu's widgets were drawn
    # one screen may stay: Textual leaves the last active screen in a context variable
    # until another app runs (without the fix 31 of the menu's 35 caches stayed)
    assert live_styles_caches() <= before + 1


def test_the_styles_are_textual_s_for_the_same_colours():
    base, background = Color(10, 20, 30), Color(200, 100, 50, 0.5)
    inner, outer = inner_outer(base, background)
    assert (inner.background, outer.background) == (base + background, base)
