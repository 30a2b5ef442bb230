"""Each side's pile counts ("hand 5 · draw 20 · discard 20") stay on one line in English,
German and Spanish at 80x24 and 120x40, even with two-digit counts (issue 29 §6: the
German line wrapped its last number, and "Nachzieh" was an abbreviation). The check of the
drawn board runs in test_board_reads.py, on one board per language and size."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.geometry import Region
from textual.widgets import Static

from core.i18n import _, set_language

PILES = "hand {count} · draw {count2} · discard {count3}"


def counts(**numbers: int) -> str:
    return _(PILES).format(**numbers)


@pytest.mark.parametrize("lang", ["de", "es"])  # once the lead merges the catalogues
def test_the_catalogue_translates_the_pile_counts(lang):
    set_language(lang)
    assert _(PILES) != PILES, "the catalogue translates the pile counts"


def check_each_sides_pile_counts_are_one_whole_line(screen) -> None:
    """On `screen`'s drawn board (in the current language): each side shows its counts as
    one line, and the widest counts a game reaches fit a side's width."""
    view = screen.board_view
    for seat in (0, 1):
        side = screen.query_one(f"#cc-seat-{seat}", Static)
        shown = counts(count=len(view.hands[seat]), count2=len(view.draw[seat]), count3=len(view.discard[seat]))
        lines = [strip.text.strip() for strip in side.render_lines(Region(0, 0, *side.size))]
        assert shown in lines, f"{shown!r} is not one line of the side: {lines}"
        room = side.content_region.width
        widest = counts(count=12, count2=20, count3=20)
        assert cell_len(widest) <= room, f"{widest!r} is wider than the {room} cells of a side"
