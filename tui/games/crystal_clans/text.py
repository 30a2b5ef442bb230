"""The Crystal Clans board as plain text: the zones, the track, the crystals, piles, the
last battle and your hand, one Static. The screen keeps it as the text view of the board
(key t), for a screen reader or a copy-paste, and as the fallback the board widgets lean
on: every fact in it is drawn from the same view."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from core.crystal_clans.board import CRYSTAL_ZONES, HOME, NEUTRAL, TRACK_END
from core.i18n import _
from tui.games.crystal_clans.cards import costs, legend
from tui.games.crystal_clans.names import (
    CRYSTALS,
    STYLE_NAMES,
    ZONE_NAMES,
    battle_side,
    clan_label,
    effect_text,
    name_in,
)
from tui.games.crystal_clans.names import card as translated_card
from tui.games.crystal_clans.zones import SHORT_NAMES, squad_sums, sums_line
from tui.themes import board_palette
from tui.widgets.static_text import set_text

CELL = 14
BOLD = Style(bold=True)
MUTED = Style(dim=True)


def seat_style(seat: int) -> Style:
    return Style(color=board_palette().seats[seat], bold=True)  # "P1" / "P2" name it too


def track_line(view) -> Text:
    """The initiative track from -20 to +20: P1 pays towards +, P2 towards -."""
    t = Text(_("Initiative {token:+d}  ").format(token=view.token), BOLD)
    t.append(_("◀P1 side"), seat_style(0))
    t.append(" · ")
    t.append(_("P2 side▶"), seat_style(1))
    t.append("\n")
    for space in range(-TRACK_END, TRACK_END + 1):
        if space == view.token:
            t.append("●", Style(color=board_palette().highlight, bold=True))
        elif abs(space) <= NEUTRAL:
            t.append("░", MUTED)
        else:
            t.append("·", MUTED)
    return t


def squad_lines(view, seat: int, zone: int) -> list[Text]:
    """Two lines for a squad: its top unit, then its sums as the board writes them ("+2 A7
    D7 C2": the units under the top one, attack, defense, activation cost)."""
    squad = view.squad(seat, zone)
    if not squad:
        return [Text(" " * CELL), Text(" " * CELL)]
    count = f"+{len(squad) - 1}" if len(squad) > 1 else ""
    stats = sums_line(count, squad_sums(view, seat, zone), CELL)
    return [squad_head(view, seat, zone), Text(stats.ljust(CELL), MUTED)]


def squad_head(view, seat: int, zone: int) -> Text:
    """A squad's first line: the side and its top unit's name."""
    head = Text(f"P{seat + 1}", seat_style(seat))
    # the cell's columns after its │, less "P1 ": the designed short name, never a cut one
    head.append(f" {name_in(view, view.squad(seat, zone)[0], CELL - 3)}".ljust(CELL - 2))
    return head


def zones_grid(view) -> Text:
    """The 3 x 3 zones, P2's home at the top, P1's at the bottom."""
    out = Text()
    for row in range(3):
        zones = range(row * 3, row * 3 + 3)
        names = Text()
        for z in zones:
            style = Style(bold=True, color=board_palette().crystal) if z in CRYSTAL_ZONES else BOLD
            if z in HOME:
                style = seat_style(HOME.index(z))
            names.append(f"┌{_(SHORT_NAMES[z])}".ljust(CELL)[:CELL], style)
            names.append(" ")
        out.append_text(names)
        out.append("\n")
        for seat in (1, 0):
            lines = [squad_lines(view, seat, z) for z in zones]
            for k in range(2):
                for cell in lines:  # "│" and CELL columns: the next cell's │ separates them
                    out.append("│")
                    out.append_text(cell[k][:CELL])
                    out.append(" " * max(0, CELL - len(cell[k])))
                out.append("\n")
    return out


def card_line(view, cid: int) -> Text:
    """One card of a hand: name, summon cost, attack/defense, activation, battle side."""
    c = translated_card(view.card(cid))
    t = Text(f"{c.name}", BOLD)
    t.append(f"  {costs(c)}")  # "S2 A2 D3 C1", lettered as the hand's legend says
    t.append(f"\n   {STYLE_NAMES[c.style]}: ", Style(italic=True))
    t.append(f"{effect_text(c.left)} / {effect_text(c.right)}", MUTED)
    return t


def battle_lines(view, lb: dict) -> Text:
    """The last battle as a reveal: both cards, their styles, which effect triggered and
    what it did, the damage each side dealt and how many units each side lost."""
    out = Text()
    out.append(_("Last battle, {zone_name}").format(zone_name=ZONE_NAMES[lb["zone"]]), BOLD)
    out.append(_(" (P{value} attacked)\n").format(value=lb["attacker"] + 1))
    for seat in (0, 1):
        name, style, side, effect = battle_side(view, lb, seat)
        out.append(f"  P{seat + 1} ", seat_style(seat))
        out.append(
            _("{name} ({lb}, {lb2}): {lb3} · dealt {lb4} · lost {count} unit(s)\n").format(
                name=name,
                lb=style,
                lb2=side,
                lb3=effect,
                lb4=lb["damage"][seat],
                count=len(lb["destroyed"][seat]),
            )
        )
    return out


def render(view, viewer: int | None, names: list[str]) -> Text:
    out = Text()
    out.append_text(track_line(view))
    out.append("\n")
    out.append_text(zones_grid(view))
    letters = " · ".join(legend())
    out.append(
        _("Squads: top unit, +n units under it and their sums · Cards: {letters}\n").format(letters=letters), MUTED
    )
    out.append(_("Crystals on offer: "), BOLD)
    out.append(", ".join(f"{CRYSTALS[c].name} ({CRYSTALS[c].cost})" for c in view.row if c >= 0) or _("none"))
    out.append("\n")
    for seat in (0, 1):
        out.append(f"P{seat + 1} {names[seat]}", seat_style(seat))
        down = _(" (face down)")
        got = ", ".join(CRYSTALS[c].name + (down if c in view.flipped else "") for c in view.collected[seat])
        out.append(
            _(" ({clan}) crystals {count}").format(clan=clan_label(view.clans[seat]), count=len(view.collected[seat]))
            + (f" [{got}]" if got else "")
            + _(" · hand {count} · draw {count2} · discard {count3}\n").format(
                count=len(view.hands[seat]), count2=len(view.draw[seat]), count3=len(view.discard[seat])
            )
        )
    if view.battle is not None:
        b = view.battle
        out.append(
            _("Battle in {zone_name}").format(zone_name=ZONE_NAMES[b.zone]),
            Style(bold=True, color=board_palette().highlight),
        )
        out.append(_(" (P{value} attacks)\n").format(value=b.attacker + 1))
    lb = view.last_battle
    if lb:
        out.append_text(battle_lines(view, lb))
    if viewer is not None:
        hand = [c for c in view.hands[viewer] if c >= 0]
        out.append(_("Your hand ({count}):\n").format(count=len(hand)), BOLD)
        for cid in hand:
            out.append_text(card_line(view, cid))
            out.append("\n")
    out.rstrip()
    return out


class TextBoard(Static):
    """The whole board of a view as text, drawn when it is read: while it is hidden (the
    board widgets show; key t toggles) a move only keeps the view to draw."""

    pending: tuple | None = None  # (view, viewer, names) not drawn yet

    def show(self, view, viewer: int | None, names: list[str]) -> None:
        self.pending = (view, viewer, list(names))
        if self.display:
            self.draw_pending()

    def draw_pending(self) -> None:
        """Draw the view kept by `show`, if any."""
        if self.pending is not None:
            view, viewer, names = self.pending
            self.pending = None
            set_text(self, render(view, viewer, names))

    def render(self):
        self.draw_pending()
        return super().render()

    def get_content_width(self, container, viewport) -> int:
        self.draw_pending()  # laid out when it is shown: with the text it shows
        return super().get_content_width(container, viewport)

    def get_content_height(self, container, viewport, width: int) -> int:
        self.draw_pending()
        return super().get_content_height(container, viewport, width)


def open_text(state, names: list[str]) -> Text:
    """What no player saw during play, for the replay's all-open view of a finished game:
    each hand, the order of each draw pile (top first) and the crystals still to come."""
    out = Text()
    for seat in (0, 1):
        out.append(f"P{seat + 1} {names[seat]}", seat_style(seat))
        out.append(_(" hand ({count}):\n").format(count=len(state.hands[seat])), BOLD)
        for cid in state.hands[seat]:
            out.append("  ")
            out.append_text(card_line(state, cid))
            out.append("\n")
        pile = [translated_card(state.card(c)).name for c in reversed(state.draw[seat])]
        out.append(_("  draw pile, top first: "), MUTED)
        out.append((", ".join(pile) or _("empty")) + "\n")
    coming = [CRYSTALS[c].name for c in reversed(state.crystal_deck)]
    out.append(_("Crystals still to come, next first: "), BOLD)
    out.append(", ".join(coming) or _("none"))
    return out
