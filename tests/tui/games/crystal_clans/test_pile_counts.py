"""Each side's pile counts ("hand 5 · draw 20 · discard 20") stay on one line in English,
German and Spanish at 80x24 and 120x40, even with two-digit counts (issue 29 §6: the
German line wrapped its last number, and "Nachzieh" was an abbreviation)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.geometry import Region
from textual.widgets import Static

from core.i18n import _, set_language
from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots import seeded_match
from tests.tui.test_snapshots_languages import GAMES
from tui.app import ClanhallApp

SIZES = [(80, 24), (120, 40)]
PILES = "hand {count} · draw {count2} · discard {count3}"


def counts(**numbers: int) -> str:
    return _(PILES).format(**numbers)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de", "es"])  # de, es: once the lead merges the catalogues
async def test_each_sides_pile_counts_are_one_whole_line(lang, size):
    set_language(lang)
    assert _(PILES) != PILES or lang == "en", "the catalogue translates the pile counts"
    game_id, moves, config = GAMES["crystal-clans"]
    match = seeded_match(game_id, moves, config=config)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=size) as pilot:
        app.open_match(match)
        screen = await pilot_wait_until(pilot, lambda: app.game_screen(), "the game screen")
        await pilot_wait_until(pilot, lambda: screen.waiting_for == 0, "the human's turn")
        await refreshed(screen)  # the sides laid out and drawn for the turn
        view = screen.board_view
        for seat in (0, 1):
            side = screen.query_one(f"#cc-seat-{seat}", Static)
            shown = counts(count=len(view.hands[seat]), count2=len(view.draw[seat]), count3=len(view.discard[seat]))
            lines = [strip.text.strip() for strip in side.render_lines(Region(0, 0, *side.size))]
            assert shown in lines, f"{shown!r} is not one line of the side: {lines}"
            room = side.content_region.width
            widest = counts(count=12, count2=20, count3=20)
            assert cell_len(widest) <= room, f"{widest!r} is wider than the {room} cells of a side"
