"""What a Crimson Company tutorial step lights on the game's own screen: the purses, the
market, the cards waiting to be played, a lane, the list."""

from __future__ import annotations

from textual.widget import Widget

from tui.games.crimson_company.lane import LaneRow

# the script's focus words -> the screen's widgets ("lane:N", from 1, is a lane's row)
PARTS = {"purses": "#cc-purses", "market": "#cc-market", "waiting": "#cc-hand", "actions": "#actions"}


def parts(screen, focus: set[str]) -> list[Widget]:
    """The widgets the step's `focus` names."""
    found: list[Widget] = [screen.query_one(PARTS[name]) for name in sorted(focus) if name in PARTS]
    lanes = {int(name.split(":", 1)[1]) - 1 for name in focus if name.startswith("lane:")}
    return found + [row for row in screen.query(LaneRow) if row.lane in lanes]


def mark(screen, focus: set[str], intended: list) -> None:
    """Nothing beyond the list's ▶: the board's own marks show what may be picked."""


def ask_again(screen) -> None:
    """After a wrong answer in the auction dialog, the dialog again (as for a new decision)."""
    screen.asked_auction = None
