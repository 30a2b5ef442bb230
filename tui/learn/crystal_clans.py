"""The Crystal Clans tutorial's zones: the parts of the board a step can light up.

The board is the game's own text view (tui/games/crystal_clans/text.py) cut into boxes: the
initiative track, the three rows of zones ("north": P2's home row, "middle": the crystal
zones, "south": P1's home row), the crystals, the battle, and the player's hand.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from core.i18n import _
from core.tutorial.crystal_clans import PLAYER, ZONES
from tui.games.crystal_clans.battle import current_battle, reveal
from tui.games.crystal_clans.names import CRYSTALS, clan_label
from tui.games.crystal_clans.text import BOLD, CELL, card_line, seat_style, track_line, zones_grid

ROWS = ("north", "middle", "south")
LINES_PER_ROW = 5  # the zones' names, then two lines for each side's squad
LIT_CELL = Style(bgcolor="#5a4500")  # a zone of the grid the step is about ("zone:<word>")


def zones(view, names: list[str], focus: set[str] | frozenset[str] = frozenset()) -> list[tuple[str, Text]]:
    """(zone name, its text) in the order shown: track, the three rows, crystals, battle,
    hand; the grid's cells named in `focus` as "zone:<word>" (the script's zone words) lit."""
    out = [("track", track_line(view))]
    lines = zones_grid(view).split("\n")
    for zone, word in enumerate(ZONES):
        if f"zone:{word}" in focus:
            row, column = divmod(zone, 3)
            for line in lines[row * LINES_PER_ROW : (row + 1) * LINES_PER_ROW]:
                line.stylize(LIT_CELL, column * (CELL + 1), column * (CELL + 1) + CELL)
    for number, row_name in enumerate(ROWS):
        out.append((row_name, Text("\n").join(lines[number * LINES_PER_ROW : (number + 1) * LINES_PER_ROW])))
    out += [("crystals", crystals(view, names)), ("battle", battle(view)), ("hand", hand(view))]
    return out


def crystals(view, names: list[str]) -> Text:
    """The crystals on offer with their costs, and each side's collected crystals."""
    text = Text()
    text.append(_("Crystals on offer: "), BOLD)
    text.append(", ".join(f"{CRYSTALS[x].name} ({CRYSTALS[x].cost})" for x in view.row if x >= 0) or _("none"))
    for seat in (0, 1):
        text.append("\n")
        text.append(f"P{seat + 1} {names[seat]}", seat_style(seat))
        got = ", ".join(CRYSTALS[x].name for x in view.collected[seat])
        text.append(
            _(" ({clan}) crystals {count}").format(clan=clan_label(view.clans[seat]), count=len(view.collected[seat]))
            + (f" [{got}]" if got else "")
        )
    return text


def battle(view) -> Text:
    """The battle being fought, else the last one, else a dash."""
    if view.battle is not None and not view.battle.revealed:
        return trimmed(current_battle(view, PLAYER))
    if view.last_battle:
        return trimmed(reveal(view, view.last_battle))
    return Text(_("Battle: none yet"))


def hand(view) -> Text:
    """The player's hand: each card's numbers and its battle side."""
    cards = [c for c in view.hands[PLAYER] if c >= 0]
    text = Text(_("Your hand ({count}):").format(count=len(cards)), BOLD)
    for card in cards:
        text.append("\n")
        text.append_text(card_line(view, card))
    return text


def trimmed(text: Text) -> Text:
    """`text` without its trailing newline (rich's rstrip works in place)."""
    text.rstrip()
    return text
