"""The nine zones of Crystal Clans as cells of a 3 x 3 grid, P2's home at the top.

Each cell shows its name (crystal zones marked ◆, with who holds them), then both sides'
squads as stacks, P2's above P1's: the top unit by name, the units under it as far as
the cell is tall, and a line of sums (A attack, D defense, C activation cost, lettered as
the hand legend says) led by +n, the units under the top one.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Grid

from core.crystal_clans.board import ADJACENT, CRYSTAL_ZONES, HOME, NUM_ZONES
from core.crystal_clans.squads import activation_cost, squad_attack_printed
from core.i18n import N_, _, ngettext
from tui.games.crystal_clans.cards import sums
from tui.games.crystal_clans.names import SHORT_ROOM, ZONE_NAMES, name_in
from tui.games.crystal_clans.names import card as translated_card
from tui.games.crystal_clans.names import name as card_name
from tui.games.crystal_clans.pickable import Pickable, seat_style

SHORT_NAMES = (
    N_("NW field"),
    N_("P2 home"),
    N_("NE field"),
    N_("W crystal"),
    N_("C crystal"),
    N_("E crystal"),
    N_("SW field"),
    N_("P1 home"),
    N_("SE field"),
)
MUTED = Style(dim=True)


def squad_sums(view, seat: int, zone: int) -> str:
    """ "A12 D7 C2": the squad's attack (with its units' own bonuses), defense, and
    activation cost (with In Step and Supply)."""
    sq = view.squad(seat, zone)
    defense = sum(translated_card(view.card(c)).defense for c in sq)
    return sums(squad_attack_printed(view, sq), defense, activation_cost(view, seat, zone))


def squad_lines(view, seat: int, zone: int, rows: int, width: int) -> list[Text]:
    """`rows` lines for one side's squad: the top unit, the units below, and the sums led
    by "+n", the units under the top one (on the top unit's line if it is the only one,
    so that the name keeps its room)."""
    sq = view.squad(seat, zone)
    if not sq or rows <= 0:
        return [Text("")] * max(rows, 0)
    side = seat_style(seat)
    head = Text()
    head.append(f"P{seat + 1} ", side)
    count = f"+{len(sq) - 1}" if len(sq) > 1 else ""
    if rows == 1:
        head.append(name_in(view, sq[0], max(1, width - 4 - len(count))), side)
        head.append(f" {count}" if count else "")
        return [head]
    head.append(name_in(view, sq[0], max(1, width - 3)), side)
    lines = [head]
    below = [f"   {name_in(view, c, max(1, width - 3))}" for c in sq[1:]]
    room = rows - 2
    if len(below) > room and room > 0:  # the last line lists the rest, "+" under the side's label
        below = below[: room - 1] + [" " + rest_line(view, sq[room:], width - 1)]
    for name in below[:room]:
        lines.append(Text(name[:width], MUTED))
    lines.append(Text(sums_line(count, squad_sums(view, seat, zone), width)))
    return lines + [Text("")] * (rows - len(lines))


def rest_line(view, instances: tuple[int, ...] | list[int], room: int) -> str:
    """The units under the top one that have no row of their own, in `room` columns, named
    as long as a name can be read: "+ Gorza, Raiders", else their short names ("+ Sky
    Wardens, Cor. Guards"), else the whole short names that fit and "…" ("+ Gorza, …"),
    else the first one shortened word by word ("+ Bumble C. …"); only when not even that
    fits, how many ("+ 2 more"), which the sums line below already says ("+3"). A name is
    never cut (the detail line names every unit)."""
    for names in ([name_in(view, c, room - 2) for c in instances], [name_in(view, c, SHORT_ROOM) for c in instances]):
        listed = "+ " + ", ".join(names)
        if len(listed) <= room:
            return listed
    shown = "+"
    for name in names:
        if len(f"{shown} {name}, …") > room:
            break
        shown = f"{shown} {name},"
    if shown != "+":
        return f"{shown} …"
    first = name_in(view, instances[0], room - len("+  …"))
    if "…" not in first:  # its first word whole
        return f"+ {first} …"
    return "+ " + ngettext("{count} more", "{count} more", len(instances)).format(count=len(instances))


def sums_line(count: str, sums: str, width: int) -> str:
    """A squad's last line in `width` columns: "+n" (the units under the top one) and its
    sums; when both do not fit (two-digit numbers in German), the sums alone, whole (the
    count is in the detail line), never a number cut off."""
    line = f"{count:<2} {sums}"
    if len(line) <= width:
        return line
    return sums if len(sums) <= width else sums[: max(0, width - 1)] + "…"


class ZoneCell(Pickable):
    """One zone: pick it to summon into, activate, move to or target it."""

    def __init__(self, zone: int, **kwargs) -> None:
        super().__init__(("zone", zone), id=f"zone-{zone}", **kwargs)
        self.zone = zone
        self.view = None
        self.context = False  # the zone the current decision is about
        if zone in CRYSTAL_ZONES:
            self.add_class("-crystal")
        if zone in HOME:
            self.add_class(f"-home-{HOME.index(zone)}")

    def show(self, view, context: bool) -> None:
        self.view, self.context = view, context
        # whether the battle is here, not where it is: a battle beginning or ending elsewhere
        # redrew all nine zones
        battle_here = view.battle is not None and view.battle.zone == self.zone
        # the squads here and next door (a Supply Golem there lowers the costs here)
        near = tuple(view.squad(s, z) for s in (0, 1) for z in (self.zone,) + ADJACENT[self.zone])
        if not self.changed(near, context, battle_here):
            return
        self.set_class(context, "-context")
        self.tooltip = self.describe(view)
        self.refresh()

    def title(self, width: int) -> Text:
        out = self.marks()
        zone, view = self.zone, self.view
        style = Style(bold=True)
        if zone in HOME:
            style += seat_style(HOME.index(zone))
        out.append(_(SHORT_NAMES[zone]), style)
        tags = []
        if view is not None and zone in CRYSTAL_ZONES:
            holder = [s for s in (0, 1) if view.controls(s, zone)]
            tags.append(f"◆P{holder[0] + 1}" if holder else "◆")
        if view is not None and view.battle is not None and view.battle.zone == zone:
            tags.append(_("battle"))
        elif self.context:
            tags.append("◎")
        tail = " ".join(tags)
        gap = width - len(out) - len(tail)
        if tail and gap >= 1:
            out.append(" " * gap)
            out.append(tail, Style(bold=True))
        return out

    def render(self) -> Text:
        width, height = self.size.width, self.size.height
        out = self.title(width)
        if self.view is None:
            return out
        rows = max(0, height - 1)
        north = (rows + 1) // 2
        lines = squad_lines(self.view, 1, self.zone, north, width) + squad_lines(
            self.view, 0, self.zone, rows - north, width
        )
        for line in lines:
            out.append("\n")
            out.append_text(line)
        return out

    def describe(self, view) -> str:
        """The zone in `view` in words, every unit of both squads (the tooltip and detail line)."""
        zone = self.zone
        name = str(ZONE_NAMES[zone])
        parts = [name[:1].upper() + name[1:]]  # not capitalize(): "Heimatgebiet Nord" keeps its capital
        for seat in (1, 0):
            sq = view.squad(seat, zone)
            if sq:
                parts.append(
                    f"P{seat + 1}: "
                    + ", ".join(card_name(view, c) for c in sq)
                    + _(" (top first; {squad_sums})").format(squad_sums=squad_sums(view, seat, zone))
                )
        if len(parts) == 1:
            parts.append(_("no squads"))
        return "\n".join(parts)


class ZoneGrid(Grid):
    """The 3 x 3 zones."""

    DEFAULT_CSS = """
    ZoneGrid { grid-size: 3 3; grid-gutter: 0 1; height: 15; }
    """

    def compose(self) -> ComposeResult:
        for zone in range(NUM_ZONES):
            yield ZoneCell(zone)

    def show(self, view, context_zone: int | None) -> None:
        for cell in self.children:  # its nine cells (a query would walk them and match each)
            if isinstance(cell, ZoneCell):
                cell.show(view, cell.zone == context_zone)
