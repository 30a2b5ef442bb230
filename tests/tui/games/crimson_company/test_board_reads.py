"""The Crimson Company board read whole in English and German at 80x24 and 120x40 (issue 29
§6): one app per language and size, which opens in turn the boards those checks read — two
positions of a duel with castles (after 20 and 40 moves), and at 80x24 two with a crowded
lane (a side of four cards, of five) — and runs each check on its drawn board.

Each check lives beside the pure tests of its idea (test_names_fit.py, test_card_texts.py,
test_crowded_lanes.py); each was a test that started its own app (16 in all), and reads the
same widgets here as it did there. A board opened replaces the one before in the same app
(`ClanhallApp.open_match`), as a new game does."""

from __future__ import annotations

import pytest

from core.i18n import set_language
from tests.support.game_screens import opened
from tests.tui.games.crimson_company.test_card_texts import check_the_longest_card_text_is_shown_whole
from tests.tui.games.crimson_company.test_crowded_lanes import (
    check_a_crowded_lane_shows_every_name_whole,
    first_crowded,
)
from tests.tui.games.crimson_company.test_names_fit import CONFIG, check_no_seat_castle_or_card_name_is_cut
from tests.tui.test_snapshots import seeded_match
from tui.app import ClanhallApp

LANGUAGES = ["en", "de"]  # Crimson Company is played in English and German
SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_board_reads_whole(language, size):
    set_language(language)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=size) as pilot:
        for moves in (20, 40):
            match = seeded_match("crimson-company", moves, seats=("human", "bot:random:level=easy"), config=CONFIG)
            screen = await opened(pilot, match)
            check_no_seat_castle_or_card_name_is_cut(screen)
        await check_the_longest_card_text_is_shown_whole(pilot, screen)
        if size == (80, 24):
            for cards in (4, 5):
                screen = await opened(pilot, first_crowded(cards))
                check_a_crowded_lane_shows_every_name_whole(screen, cards)
