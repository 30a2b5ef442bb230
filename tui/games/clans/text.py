"""Clans as text where the board widget says too little: the secret colours, for the
replay's all-open view of a finished game."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from core.clans.state import COLOURS
from core.i18n import _


def open_text(state, names: list[str]) -> Text:
    """Each seat's secret colour and that colour's score on the track."""
    out = Text(_("Secret colours: "), Style(bold=True))
    out.append(
        " · ".join(
            _("{name} {colour} ({points} points)").format(
                name=names[seat], colour=_(COLOURS[colour]), points=state.colour_scores[colour]
            )
            for seat, colour in enumerate(state.colours)
        )
    )
    return out
