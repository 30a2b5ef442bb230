"""The initiative track, -20 to +20: the left half is P1's side, the right half P2's.
P1 pays by moving the token right, towards P2's side; P2 pays by moving it left.

The token is ●, the neutral spaces -1, 0, +1 are ░. The turn passes once the token stands
past the neutral spaces on the other side, so the line says how much the player to move
may still spend and keep the turn.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from core.crystal_clans.board import NEUTRAL, TRACK_END, sign
from core.i18n import _
from tui.games.crystal_clans.pickable import seat_style
from tui.themes import board_palette

MUTED = Style(dim=True)


def spare(token: int, seat: int) -> int:
    """Initiative `seat` may spend and keep the turn (the token stops at +1 / -1)."""
    return max(0, NEUTRAL - token * sign(seat))


class InitiativeTrack(Widget):
    DEFAULT_CSS = """
    InitiativeTrack { height: 1; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.token = 0
        self.active: int | None = None

    def show(self, token: int, active: int | None) -> None:
        if (token, active) != (self.token, self.active):
            self.token, self.active = token, active
            self.refresh()

    def track(self) -> Text:
        t = Text()
        for space in range(-TRACK_END, TRACK_END + 1):
            if space == self.token:
                t.append("●", Style(color=board_palette().highlight, bold=True))
            elif abs(space) <= NEUTRAL:
                t.append("░", MUTED)
            else:
                t.append("·", MUTED)
        return t

    def summary(self) -> Text:
        out = Text()
        out.append(_("Initiative {token:+d}").format(token=self.token), Style(bold=True))
        if self.active is not None:
            out.append(
                _(" · P{value} may spend {spare} and keep the turn").format(
                    value=self.active + 1, spare=spare(self.token, self.active)
                )
            )
        return out

    def render(self) -> Text:
        width, height = self.size.width, self.size.height
        wide = width >= 2 * TRACK_END + 7
        line = Text("P1◀" if wide else "1", seat_style(0))
        line.append_text(self.track())
        line.append("▶P2" if wide else "2", seat_style(1))
        if height >= 2:
            out = self.summary()
            out.append("\n")
            out.append_text(line)
            return out
        tail = f" {self.token:+d}"
        if width >= len(line) + len(tail):
            line.append(tail, Style(bold=True))
        return line
