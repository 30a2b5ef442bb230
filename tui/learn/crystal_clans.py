"""What a Crystal Clans tutorial step lights on the game's own screen: the initiative
track, the zones it names, the crystals, the battle, the hand.

The script names a row of zones ("north", "middle", "south") and the zones in it that
matter ("zone:<word>", the script's zone words): the named zones are lit, a row only when
it names none of its zones."""

from __future__ import annotations

from textual.widget import Widget

from core.tutorial.crystal_clans import ZONES

# the script's focus words -> the screen's widgets
PARTS = {"track": "#cc-track", "crystals": "#cc-offer", "battle": "#cc-battle", "hand": "#cc-hand"}
ROWS = {"north": range(0, 3), "middle": range(3, 6), "south": range(6, 9)}


def zones_lit(focus: set[str]) -> set[int]:
    """The board numbers of the zones the focus lights."""
    named = {ZONES.index(name.split(":", 1)[1]) for name in focus if name.startswith("zone:")}
    for row, zones in ROWS.items():
        if row in focus and not named & set(zones):
            named |= set(zones)
    return named


def parts(screen, focus: set[str]) -> list[Widget]:
    """The widgets the step's `focus` names."""
    found: list[Widget] = [screen.query_one(PARTS[name]) for name in sorted(focus) if name in PARTS]
    return found + [screen.query_one(f"#zone-{zone}") for zone in sorted(zones_lit(focus))]


def mark(screen, focus: set[str], intended: list) -> None:
    """Nothing beyond the list's ▶: the board's own marks show what may be picked."""


def ask_again(screen) -> None:
    """Nothing before the step is asked again: the board and the list stay as they were."""
