"""While a game screen is up the young generation is collected less often
(tui/games/heap.py, issue 29 "Numbers"): at Python's default threshold a few young
collections ran inside every bot move's redraw. Counted: the collections that start while
the screen answers a bot move (five at the default threshold), and the threshold given
back when the screen closes."""

from __future__ import annotations

import gc

import ai.registry
from core.match import Match
from tests.support import gated_bot
from tests.support.game_screens import opened, turn_drawn
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.games import heap


async def test_a_bot_move_runs_no_young_collection_and_leaving_gives_the_threshold_back(monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "gated", "tests.support.gated_bot:GatedBot")
    gated_bot.GATE.clear()
    before = gc.get_threshold()
    match = Match("clans", {"players": 2}, 1, seats=["human", "bot:gated"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    collections: list[int] = []

    def noted(phase: str, info: dict) -> None:
        if phase == "start" and gated_bot.GATE.is_set():
            collections.append(info["generation"])

    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await opened(pilot, match)
            assert gc.get_threshold()[0] == max(heap.YOUNG, before[0])
            assert screen.play(screen.legal[0])
            await pilot_wait_until(pilot, lambda: screen.waiting_for is None and screen.shown_log == 1, "the move")
            # the move starts on an empty young generation, whatever ran before it in this process
            gc.collect(0)
            gc.callbacks.append(noted)
            gated_bot.GATE.set()
            await turn_drawn(pilot, 0)
            gc.callbacks.remove(noted)
            assert collections == [], f"collections of generations {collections} during the bot move"
            await pilot.press("escape")
            await on_screen(pilot, "ConfirmDialog")
            await pilot.press("y")
            await on_screen(pilot, "MainMenu")
            await pilot_wait_until(pilot, lambda: not screen.is_attached, "the game screen closed")
            assert gc.get_threshold() == before
    finally:
        gated_bot.GATE.set()
        if noted in gc.callbacks:
            gc.callbacks.remove(noted)
