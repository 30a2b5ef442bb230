"""Crystal Clans' choice chips are made with the board, hidden, and a turn only shows the
ones it offers: a chip mounted in a turn cost that turn a mount (the first one the chips'
CSS parsed) and the screen one more layout (bench/RESULTS.md, "the redraw (session 16)")."""

from __future__ import annotations

from textual.widget import Widget

from core.match import Match
from tests.support.game_screens import opened, refreshed
from tui.app import ClanhallApp
from tui.games.crystal_clans.pickable import ChoiceChip
from tui.games.crystal_clans.screen import CHIP_ORDER


async def test_every_chip_is_made_with_the_board_and_a_turn_shows_those_it_offers_mounting_none(monkeypatch):
    match = Match("crystal-clans", {"players": 2}, 3, seats=["human", "bot:random"])
    mounted: list[str] = []
    mount = Widget.mount

    def counted(parent, *widgets, **kwargs):
        mounted.extend(type(w).__name__ for w in widgets)
        return mount(parent, *widgets, **kwargs)

    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, match)
        chips = list(screen.query(ChoiceChip))
        assert [chip.token[1] for chip in chips] == list(CHIP_ORDER), "every chip, in order, from the start"
        offered = {f.target[1] for f in screen.picker.forms if f.target is not None and f.target[0] == "choice"}
        assert offered, "this first turn offers a chip (keep the hand or mulligan)"
        assert {chip.token[1] for chip in chips if chip.display} == offered
        monkeypatch.setattr(Widget, "mount", counted)  # the turn drawn again, as a move draws one
        screen.ask_human(screen.waiting_for)
        await refreshed(screen)
        assert {chip.token[1] for chip in chips if chip.display} == offered
        assert "ChoiceChip" not in mounted, mounted
