"""The Crystal Clans board read whole in English, German and Spanish at 80x24 and 120x40
(issue 29 §6): one board per language, opened once at 80x24 on a position that shows all
the checks read (a hand that may summon, squads of both sides, crystals on offer and
collected, the last battle), every check of the drawn board run on it in turn, then the
terminal resized to 120x40 and the board's checks run again (the board's widgets fit their
names to their size as they render, so a resized board is drawn as one opened at that size).

Each check lives beside the pure tests of its idea (test_names_fit.py, test_pile_counts.py,
test_seat_line.py, test_hand_legend.py, test_style_notation.py, test_readable.py, test_keys_reach.py); each
was a test that started its own app and board (35 in all, where a board drawn costs most of
a test), and reads the same widgets here as it did there. The keyboard's checks come after
the reading ones at each size, as they move the cursor, and enter comes last of all, as it
may score a crystal."""

from __future__ import annotations

import pytest

from core.i18n import set_language
from tests.support.game_screens import opened, refreshed
from tests.support.waiting import pilot_wait_until
from tests.tui.games.crystal_clans.test_board import a_summon_position, seeded_at
from tests.tui.games.crystal_clans.test_hand_legend import check_the_hand_legend_fits_the_screen
from tests.tui.games.crystal_clans.test_keys_reach import (
    check_the_arrow_keys_reach_the_crystals_and_enter_picks_one,
    check_the_detail_panel_scrolls_a_long_card_text,
)
from tests.tui.games.crystal_clans.test_names_fit import (
    check_no_card_or_crystal_name_is_cut,
    check_the_battle_panel_and_collected_crystals_show_whole_names,
)
from tests.tui.games.crystal_clans.test_pile_counts import check_each_sides_pile_counts_are_one_whole_line
from tests.tui.games.crystal_clans.test_readable import check_no_card_name_is_cut_on_the_board
from tests.tui.games.crystal_clans.test_seat_line import check_each_seat_line_is_whole
from tests.tui.games.crystal_clans.test_style_notation import (
    check_each_hand_card_sets_its_style_off_and_the_legend_shows_it,
)
from tui.app import ClanhallApp

LANGUAGES = ["en", "de", "es"]
SIZES = [(80, 24), (120, 40)]


def all_shown(state) -> bool:
    """Seat 1 may summon and activate, after a battle and with a crystal of its own."""
    return a_summon_position(state) and bool(state.last_battle and state.collected[0])


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_board_reads_whole(language):
    set_language(language)
    match = seeded_at(all_shown, seeds=range(1, 200))
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=SIZES[0]) as pilot:
        screen = await opened(pilot, match)
        start = screen.cursor
        await read_checks(pilot, screen, language, SIZES[0])
        if language in ("en", "de"):
            await check_the_detail_panel_scrolls_a_long_card_text(pilot, screen)
        if language == "en":
            await check_the_arrow_keys_reach_the_crystals_and_enter_picks_one(pilot, screen, start, enter=False)
        await pilot.resize_terminal(*SIZES[1])
        await pilot_wait_until(pilot, lambda: screen.size == SIZES[1], "the screen resized")
        await refreshed(screen)  # laid out and drawn again at the new size
        await read_checks(pilot, screen, language, SIZES[1])
        if language == "en":  # enter last: it may score a crystal
            await check_the_arrow_keys_reach_the_crystals_and_enter_picks_one(pilot, screen, start, enter=True)


async def read_checks(pilot, screen, language: str, size: tuple[int, int]) -> None:
    """Every read-only check of the drawn board, as the language and size call for."""
    check_no_card_or_crystal_name_is_cut(screen)
    await check_the_battle_panel_and_collected_crystals_show_whole_names(pilot, screen)
    check_each_sides_pile_counts_are_one_whole_line(screen)
    check_each_seat_line_is_whole(screen)
    await check_the_hand_legend_fits_the_screen(pilot, screen)
    if size == (80, 24):
        await check_each_hand_card_sets_its_style_off_and_the_legend_shows_it(pilot, screen)
    if language == "en":
        check_no_card_name_is_cut_on_the_board(screen)
