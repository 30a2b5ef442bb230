"""Each side's lines under the crystals ("P2 Bot · easy", "blood clan · crystals 2/4",
"hand 5 · draw 10 · discard 3") are drawn whole, in English, German and Spanish at 80x24
and 120x40: "P2 Bot · easy · blood clan ·" / "crystals 2/4" wrapped in the 31 cells of a
wide screen's side (the session-18 trial). The check runs in test_board_reads.py, on one
board per language and size."""

from __future__ import annotations

from textual.geometry import Region
from textual.widgets import Static


def check_each_seat_line_is_whole(screen) -> None:
    """On `screen`'s drawn board: each side's lines are drawn one row each, none cut."""
    for seat in (0, 1):
        side = screen.query_one(f"#cc-seat-{seat}", Static)
        wanted = screen.seat_line(screen.board_view, seat).plain.split("\n")
        drawn = [strip.text.rstrip() for strip in side.render_lines(Region(0, 0, *side.size))]
        assert drawn == wanted, f"side {seat} at {screen.size}: {drawn}"
