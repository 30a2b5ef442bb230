"""The text client's compact board of each game, from the view a reader holds (so it shows
nothing the reader may not know), in lines of at most `WIDTH` columns:

* Clans: the hex map (territory, landscape, village mark, huts; the colours present), the
  colours' points and, only in that player's own view, its secret colour;
* Crimson Company: each lane's castle, cards and totals, the market and the coins;
* Crystal Clans: the nine zones with each side's squad, the initiative token, the crystals.

A game without a board here gets none (the log and the action list still say it all).
"""

from __future__ import annotations

import textwrap
from typing import Callable

from core.i18n import _
from core.i18n.phrase import term
from core.match import shown_name
from core.terminal import safe_text

WIDTH = 80


def board_lines(game_id: str | None, view, seat: int | None, names: list[str]) -> list[str]:
    """The board of `view` as `seat` (None: a spectator) reads it, `names` the seats'."""
    draw = _BOARDS.get(game_id or "")
    if draw is None or view is None:
        return []
    shown = [safe_text(shown_name(str(n))) for n in names]
    lines: list[str] = []
    for line in draw(view, seat, shown):
        lines += textwrap.wrap(line, WIDTH, subsequent_indent="    ") if len(line) > WIDTH else [line]
    return lines


def _word(word: str) -> str:
    """A word of a rules table (a card's, colour's or zone's name) in the reader's language."""
    return safe_text(str(term(word)))


# -- Clans ----------------------------------------------------------------------------------
CELL = 7  # columns per hex: 11 of them and the odd rows' half-cell shift make 80
_LAND = {"mountain": "m", "forest": "f", "steppe": "s", "grassland": "g"}


def _clans(view, seat: int | None, names: list[str]) -> list[str]:
    from core.clans.board import BY_POS, GRID_COLUMNS, GRID_ROWS, LAKES, TERRITORIES
    from core.clans.letters import letters
    from core.clans.state import COLOURS, HIDDEN, NUM_COLOURS

    shown = letters()

    lines = []
    for row in range(GRID_ROWS):
        top, bottom = " " * (CELL // 2 * (row % 2)), " " * (CELL // 2 * (row % 2))
        for column in range(GRID_COLUMNS):
            t = BY_POS.get((column, row))
            if t is None or (column, row) in LAKES:
                top, bottom = top + "~~~~~  ", bottom + " " * CELL
                continue
            huts = view.huts[t * NUM_COLOURS : (t + 1) * NUM_COLOURS]
            village = "*" if view.village_at[t] >= 0 else " "
            total = f"{view.totals[t]:>2}" if view.totals[t] else " ."
            top += f"{t:>2}{_LAND[TERRITORIES[t].landscape]}{village}{total} "
            bottom += "".join(shown[c] for c in range(NUM_COLOURS) if huts[c]).ljust(CELL)
        lines += [top.rstrip(), bottom.rstrip()]
    legend = _("(territory, land m/f/s/g, * village, huts; below: colours {letters} present)")
    lines.append(legend.format(letters=" ".join(shown)))
    points = ", ".join(f"{_word(COLOURS[c])} {view.colour_scores[c]}" for c in range(NUM_COLOURS))
    lines.append(_("Points: {points}").format(points=points))
    chips = ", ".join(f"{name} {n}" for name, n in zip(names, view.chips))
    lines.append(_("Village chips: {chips}; villages founded: {n} of 12").format(chips=chips, n=len(view.villages)))
    if seat is not None and 0 <= seat < len(view.colours) and view.colours[seat] != HIDDEN:
        colour = _word(COLOURS[view.colours[seat]])
        lines.append(_("Your secret colour: {colour} (nobody else sees it)").format(colour=colour))
    return lines


# -- Crimson Company ------------------------------------------------------------------------
def _crimson(view, seat: int | None, names: list[str]) -> list[str]:
    from core.crimson_company.castles import CASTLES

    lines = []
    for lane in range(len(view.lanes)):
        a, b = view.lane_totals(lane)
        castle = _word(CASTLES[view.castle[lane]][1])
        state = "" if view.alive[lane] else " " + _("(over)")
        lines.append(
            _("Lane {n}, {castle}{over}: {a} against {b}").format(n=lane + 1, castle=castle, over=state, a=a, b=b)
        )
        for k, side in enumerate(view.lane_sides[lane]):
            cards = ", ".join(_card(view, c) for c in view.lanes[lane][k]) or "—"
            lines.append(f"  {_side(view, side, names)}: {cards}")
    market = ", ".join(_card(view, c) for c in view.market if c >= 0) or "—"
    lines.append(_("Market: {cards}").format(cards=market))
    if view.deck and view.deck[-1] >= 0:
        lines.append(_("Deck top: {card}").format(card=_card(view, view.deck[-1])))
    coins = ", ".join(f"{name} {n}" for name, n in zip(names, view.coins))
    lines.append(_("Coins: {coins}").format(coins=coins))
    return lines


def _card(view, c: int) -> str:
    """A card on the table: its name and strength, or that it lies face down."""
    if view.down[c]:
        return _("face-down card")
    return f"{safe_text(str(view.card_name(c)))} {view.strength(c)}"


def _side(view, side: int, names: list[str]) -> str:
    """A side of the table: its players' names (the robber knights have none)."""
    players = [names[s] for s, own in enumerate(view.seat_side) if own == side and s < len(names)]
    return " + ".join(players) if players else safe_text(str(view.side_name(side)))


# -- Crystal Clans --------------------------------------------------------------------------
def _crystal(view, seat: int | None, names: list[str]) -> list[str]:
    from core.crystal_clans.board import NUM_ZONES, ZONE_NAMES
    from core.crystal_clans.cards import CARDS
    from core.crystal_clans.crystals import CRYSTALS

    lines = [_("North: {name}'s home; south: {other}'s").format(name=names[1], other=names[0])]
    for zone in range(NUM_ZONES):
        squads = []
        for s in (0, 1):
            units = ", ".join(_word(CARDS[view.kinds[u]].name) for u in view.squad(s, zone))
            if units:
                squads.append(f"{names[s]}: {units}")
        lines.append(f"  {_word(ZONE_NAMES[zone])}: {'; '.join(squads) or '—'}")
    lines.append(_("Initiative token: {token} (toward +20: {a}, toward -20: {b})").format(
        token=view.token, a=names[0], b=names[1]
    ))  # fmt: skip
    row = ", ".join(f"{_word(CRYSTALS[c].name)} ({CRYSTALS[c].cost})" for c in view.row if c >= 0) or "—"
    lines.append(_("Crystals on offer: {crystals}").format(crystals=row))
    collected = ", ".join(f"{name} {len(view.collected[s])}" for s, name in enumerate(names[:2]))
    lines.append(_("Crystals collected: {counts}").format(counts=collected))
    hand = [c for c in view.hands[seat] if c >= 0] if seat is not None and seat < len(view.hands) else []
    if hand:
        lines.append(_("Your hand: {cards}").format(cards=", ".join(_word(CARDS[view.kinds[c]].name) for c in hand)))
    return lines


_BOARDS: dict[str, Callable] = {"clans": _clans, "crimson-company": _crimson, "crystal-clans": _crystal}
