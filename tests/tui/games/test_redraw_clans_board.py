"""The Clans board works out what each band shows once per drawing, not once for each of
its lines (`ClansBoard.render_lines`; issue 29 "Numbers": a turn's new sources redraw every
band of the map). Counted, never timed."""

from __future__ import annotations

import ai.registry
from core.match import Match
from tests.support import gated_bot
from tests.support.game_screens import opened
from tui.app import ClanhallApp
from tui.games.clans.board import ClansBoard


async def test_the_board_drawn_whole_works_out_each_band_once(monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "gated", "tests.support.gated_bot:GatedBot")
    gated_bot.GATE.clear()
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    try:
        await drawn_once(app, monkeypatch)
    finally:
        gated_bot.GATE.set()


async def drawn_once(app, monkeypatch):
    """Open the match's first turn, then draw the whole board again, counting the bands'
    keys worked out."""
    match = Match("clans", {"players": 2}, 1, seats=["human", "bot:gated"])
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(pilot, match)
        board = screen.query_one(ClansBoard)
        drawn_before = [strip.text for strip in board.render_lines(board.size.region)]
        assert board.cell_h > 1, "a band has several lines"
        worked_out: list[int] = []
        band_key = ClansBoard._band_key

        def counted(self, row):
            worked_out.append(row)
            return band_key(self, row)

        monkeypatch.setattr(ClansBoard, "_band_key", counted)
        board.refresh()  # every band drawn anew
        lines = board.render_lines(board.size.region)
        assert sorted(worked_out) == sorted(set(worked_out)), f"a band's key was worked out again: {worked_out}"
        assert len(worked_out) == 6 and len(lines) == board.size.height
        assert [strip.text for strip in lines] == drawn_before, "the same board"
