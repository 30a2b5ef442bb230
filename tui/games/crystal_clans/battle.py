"""Battles: the one being fought (who attacks where, whose battle card is in, face down)
and the reveal of the last one: both battle cards side by side with their styles, which
effect each triggered (◀ left: its style beat the other; ▶ right), the attack, the damage
each side dealt and the units each side lost."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from core.crystal_clans.battle import NO_CARD, NOT_YET
from core.i18n import _
from tui.games.crystal_clans.names import ZONE_NAMES, battle_side
from tui.games.crystal_clans.names import name as card_name
from tui.games.crystal_clans.pickable import seat_style
from tui.themes import board_palette
from tui.widgets.static_text import set_text

MUTED = Style(dim=True)


def committed(view, seat: int, viewer: int | None) -> str:
    c = view.battle.cards[seat]
    if c == NOT_YET:
        return _("choosing a battle card…")
    if c == NO_CARD:
        return _("has no card to play")
    if c >= 0 and (seat == viewer or view.battle.revealed):
        return f"{card_name(view, c)}" + ("" if view.battle.revealed else _(" (face down)"))
    return _("▣ a card, face down")


def current_battle(view, viewer: int | None) -> Text:
    b = view.battle
    out = Text()
    out.append(
        _("⚔ Battle in the {zone_name}").format(zone_name=ZONE_NAMES[b.zone]),
        Style(color=board_palette().highlight, bold=True),
    )
    out.append(_(" — P{value} attacks\n").format(value=b.attacker + 1))
    for seat in (b.attacker, 1 - b.attacker):
        out.append(f"  P{seat + 1} ", seat_style(seat))
        out.append(committed(view, seat, viewer) + "\n")
    return out


def reveal(view, lb: dict) -> Text:
    """The last battle as a reveal of both battle cards."""
    fighting = view.battle is not None and view.battle.revealed
    out = Text()
    out.append(_("Battle cards revealed") if fighting else _("Last battle"), Style(bold=True))
    out.append(
        _(", {zone_name} (P{value} attacked)\n").format(zone_name=ZONE_NAMES[lb["zone"]], value=lb["attacker"] + 1)
    )
    attack = lb.get("attack")
    for seat in (0, 1):
        side = lb["triggered"][seat]
        arrow = {"left": "◀", "right": "▶"}.get(side, "·")
        name, style, side_word, effect = battle_side(view, lb, seat)
        out.append(f" P{seat + 1} ", seat_style(seat))
        out.append(name, Style(bold=True))
        out.append(f" ({style})\n")
        out.append(f"   {arrow} {side_word}: {effect}\n", MUTED if side == "none" else Style())
        lost = lb["destroyed"][seat]
        if attack is not None:
            deal = _("   attack {attack}, dealt {damage}").format(attack=attack[seat], damage=lb["damage"][seat])
            out.append(deal + _(", lost ") + (", ".join(card_name(view, c) for c in lost) or _("nothing")) + "\n")
    if attack is None:
        out.append(_(" Damage is still to come.\n") if fighting else _(" The battle ended before damage.\n"), MUTED)
    return out


def battle_line(view, lb: dict) -> str | None:
    """The last battle in one line for the log, once its damage is dealt (None before)."""
    if "attack" not in lb:
        return None
    sides = []
    for seat in (0, 1):
        arrow = {"left": "◀", "right": "▶"}.get(lb["triggered"][seat], "·")
        name, style, _side, effect = battle_side(view, lb, seat)
        sides.append(
            _("P{value} {name} ({lb}, {arrow} {lb2}) dealt {lb3}, lost {count}").format(
                value=seat + 1,
                name=name,
                lb=style,
                arrow=arrow,
                lb2=effect,
                lb3=lb["damage"][seat],
                count=len(lb["destroyed"][seat]),
            )
        )
    return _("⚔ Battle, {zone}: ").format(zone=ZONE_NAMES[lb["zone"]]) + " · ".join(sides)


class BattleView(Static):
    """The battle being fought and the last battle's reveal."""

    DEFAULT_CSS = """
    BattleView { height: auto; }
    """

    def show(self, view, viewer: int | None) -> None:
        out = Text()
        if view.battle is not None:
            out.append_text(current_battle(view, viewer))
        if view.last_battle:
            out.append_text(reveal(view, view.last_battle))
        out.rstrip()
        if set_text(self, out):
            self.display = bool(out.plain)
