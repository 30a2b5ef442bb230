"""The Crystal Clans initiative track is drawn as three spans, not one per space: the same
picture (each space's character and style), a fraction of the work to draw it."""

from __future__ import annotations

from rich.console import Console
from rich.style import Style

from core.crystal_clans.board import NEUTRAL, TRACK_END
from tui.games.crystal_clans.track import MUTED, InitiativeTrack
from tui.themes import board_palette


def styles(text) -> list[tuple[str, Style | None]]:
    """Each character of `text` with the style Rich draws it in."""
    return [(char, segment.style) for segment in Console(width=200).render(text) for char in segment.text]


def test_each_space_of_the_track_is_drawn_as_before_from_at_most_three_spans():
    track = InitiativeTrack()
    token_style = Style(color=board_palette().highlight, bold=True)
    for token in range(-TRACK_END, TRACK_END + 1):
        track.token = token
        line = track.track()
        expected: list[tuple[str, Style]] = [
            ("●", token_style) if space == token else ("░" if abs(space) <= NEUTRAL else "·", MUTED)
            for space in range(-TRACK_END, TRACK_END + 1)
        ]
        assert styles(line) == styles(drawn_one_by_one(expected)), token
        assert len(line.spans) <= 3, (token, len(line.spans))


def drawn_one_by_one(spaces: list[tuple[str, Style]]):
    """The track as it was drawn before: one appended span per space."""
    from rich.text import Text

    line = Text()
    for char, style in spaces:
        line.append(char, style)
    return line
