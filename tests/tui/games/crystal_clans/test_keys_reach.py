"""The Crystal Clans board by keyboard alone (issue 29 §6): the arrow keys reach the
crystals on offer even where they are scrolled out of sight (80x24), enter on one picks
it as a click does, and the detail panel scrolls (shift+↓) instead of cutting a long text."""

from __future__ import annotations

import pytest

from core.i18n import set_language
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import press_until
from tests.tui.games.crystal_clans.test_board import a_summon_position, seeded_at
from tui.app import ClanhallApp
from tui.games.crystal_clans.cards import HandCard
from tui.games.crystal_clans.crystals import CrystalChip

SIZES = [(80, 24), (120, 40)]


def can_score(state) -> bool:
    """Seat 1 may score a crystal now (a crystal action is among its legal ones)."""
    return any(a[0] == "crystal" for a in state.legal_actions() if isinstance(a, tuple) and a)


async def open_board(pilot, app, match):
    app.open_match(match)
    screen = await pilot_wait_until(pilot, lambda: app.game_screen(), "the game screen")
    await pilot_wait_until(pilot, lambda: list(screen.query(HandCard)), "the hand")
    await pilot_wait_until(pilot, lambda: screen.cursor is not None, "the board's cursor")
    return screen


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_arrow_keys_reach_the_crystals_and_enter_picks_one(size):
    match = seeded_at(a_summon_position)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=size) as pilot:
        screen = await open_board(pilot, app, match)
        pane = screen.query_one("#board-pane")
        pane.focus()
        chips = list(screen.query(CrystalChip))
        assert chips
        if size == (80, 24):
            assert not any(pane.region.contains_region(chip.region) and chip.region.area for chip in chips)
        key = "down" if size == (80, 24) else "right"
        await press_until(pilot, key, lambda: isinstance(screen.cursor, CrystalChip), limit=12)
        chip = screen.cursor
        # scrolled into sight (the scroll lands with the next refresh)
        await pilot_wait_until(pilot, lambda: pane.region.contains_region(chip.region), "the chip in sight")
        assert chip.tooltip and str(chip.tooltip) in str(screen.query_one("#detail").render())
        n = len(match.log)
        await pilot.press("enter")
        # a pick: scored, or refused in one line as a click on it would be (cannot afford it)
        await pilot_wait_until(
            pilot,
            lambda: len(match.log) > n or "✗" in str(screen.query_one("#prompt").render()),
            "the crystal scored or refused",
        )


@pytest.mark.parametrize("language", ["en", "de"])
async def test_the_detail_panel_scrolls_a_long_card_text(language):
    set_language(language)
    match = seeded_at(a_summon_position)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_board(pilot, app, match)
        screen.query_one("#board-pane").focus()
        panel = screen.query_one("#detail-scroll")
        card = next(c for c in screen.query(HandCard) if c.display)
        screen.move_cursor(card)
        await pilot_wait_until(pilot, lambda: panel.max_scroll_y > 0, "a card text taller than the panel")
        assert panel.size.height == 2 and panel.scroll_y == 0
        await press_until(pilot, "shift+down", lambda: panel.scroll_y >= panel.max_scroll_y, limit=40)
        assert screen.cursor is card  # the cursor stayed
        await pilot.press("shift+up")  # the panel scrolls in its own later round
        await pilot_wait_until(pilot, lambda: panel.scroll_y < panel.max_scroll_y, "the panel scrolled up")
        assert panel.scroll_y == panel.max_scroll_y - 1
