"""A Clans bot move is painted once (issue 29 "Numbers", bench/RESULTS.md "One bot move in
the interface: Clans, the last stretch (session 18)"): the action list's and the log's
scroll bars, drawn by the move's layout, were painted again in a frame of their own
(`SteadyScrollBars`); the prompt, the same as at the human's last turn, was written and
repainted again. What the terminal was sent still equals the screen drawn whole.
Counted, never timed."""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Static

import ai.registry
from core.match import Match
from tests.support import gated_bot
from tests.support.game_screens import opened, refreshed, turn_drawn
from tests.support.spies import static_updates
from tests.support.terminal_cells import TerminalCells, record
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.widgets.panes import ActionList, GameLog


async def test_a_bot_move_is_painted_once_and_whole(monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "gated", "tests.support.gated_bot:GatedBot")
    gated_bot.GATE.clear()
    cells = TerminalCells()
    record(monkeypatch, cells)
    match = Match("clans", {"players": 2}, 1, seats=["human", "bot:gated"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await opened(pilot, match)
            assert screen.play(screen.legal[0])
            name = screen.names[1]
            thinking = screen.query_one("#thinking", Static)
            await pilot_wait_until(pilot, lambda: name in str(thinking.render()), "the bot thinking")
            await refreshed(screen)
            paints: list[str] = []
            compositor_refresh = Screen._compositor_refresh

            def painted(self):
                paints.append(type(self).__name__)
                return compositor_refresh(self)

            monkeypatch.setattr(Screen, "_compositor_refresh", painted)
            updated = static_updates(monkeypatch)
            prompt = str(screen.query_one("#prompt", Static).content)
            gated_bot.GATE.set()
            screen = await turn_drawn(pilot, 0)
            await refreshed(screen)
            await refreshed(screen)
            assert screen.query_one(ActionList).show_vertical_scrollbar, "the list's bar is up"
            assert screen.query_one(GameLog).show_vertical_scrollbar, "the log's bar is up"
            assert paints == ["ClansScreen"], f"the bot move was painted {len(paints)} times: {paints}"
            assert cells.differences(app) == [], "the terminal shows the screen as it is"
            assert str(screen.query_one("#prompt", Static).content) == prompt
            assert "prompt" not in updated, "the prompt, the same as the human's last turn, is not written again"
    finally:
        gated_bot.GATE.set()
