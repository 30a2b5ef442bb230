"""How Crimson Company things read on screen: card labels that fit a width, side labels,
the colours of the sides and the marks of picking.

Colours never carry meaning alone: a face-down card starts with ▼, a legal target with »,
the first half of a two-step pick with •, the cursor sits in brackets, your own side
carries ◆ and every side its letters (P1, P1+P3, RK).
"""

from __future__ import annotations

from rich.style import Style

from core.crimson_company.cards import KIND, KIND_SOLO, STRENGTH
from core.i18n import _
from tui.games.crimson_company.names import NAME, short_name, text_of
from tui.themes import board_palette

DOWN = "▼"  # a face-down card: strength 0, no effect
TARGET = "»"  # a legal pick now
CHOSEN = "•"  # the first pick of a two-step choice
OWN = "◆"  # the side of the player at the keyboard
LOWERED = "↓"  # strength lowered by an effect

BOLD = Style(bold=True)
MUTED = Style(dim=True)
FACE_DOWN = Style(dim=True, italic=True)
TARGET_STYLE = Style(color="#ffffff", bgcolor="#ad1457", bold=True)
CHOSEN_STYLE = Style(color="#000000", bgcolor="#ffc940", bold=True)
CURSOR_MARK = Style(bold=True)  # the brackets, in the text colour of the theme
CURSOR_TEXT = Style(underline=True)

EFFECT_KIND = {
    "deploy": "on deploy",
    "income": "income",
    "recruitment": "recruitment",
    "destroy": "when destroyed",
    "passive": "passive",
    "scoring": "scoring",
    "none": "no effect",
}


def fit(text: str, width: int) -> str:
    """`text` cut to `width` characters with an ellipsis when it is longer."""
    if len(text) <= width:
        return text
    return text[: max(width - 1, 0)] + "…" if width > 0 else ""


def card_name(view, card: int, width: int = 99) -> str:
    """A card's name in at most `width` characters ("?" for a hidden card)."""
    if card < 0:
        return "?"
    return fit(short_name(view.kind_of[card], width), width)


def card_label(view, card: int, width: int = 99, in_play: bool = True) -> str:
    """A card as "Name 4" in at most `width` characters: face-down "▼Name 0", a strength
    lowered by an effect "Name 2↓"; outside the lanes its printed strength."""
    if card < 0:
        return fit("?", width)
    head, tail = label_marks(view, card, in_play)
    room = max(width - len(tail) - len(head), 1)
    return head + card_name(view, card, room) + tail


def label_marks(view, card: int, in_play: bool = True) -> tuple[str, str]:
    """What a card's label shows around its name: "▼" if face-down, then " 4" its
    strength, "↓" if an effect lowered it (`card_label`)."""
    kind = view.kind_of[card]
    down = in_play and view.down[card]
    value = view.strength(card) if in_play else STRENGTH[kind]
    tail = f" {value}" + (LOWERED if in_play and not down and view.mod[card] < 0 else "")
    return (DOWN if down else ""), tail


def short_label(view, card: int) -> str:
    """A card in play as `card_label` at its narrowest whole: its short name if it has one."""
    if card < 0:
        return "?"
    head, tail = label_marks(view, card)
    return head + short_name(view.kind_of[card], 0) + tail


def card_style(view, card: int, in_play: bool = True) -> Style:
    if card >= 0 and in_play and view.down[card]:
        return FACE_DOWN
    return Style()


def effect_kind(view, card: int) -> str:
    solo = view.variant in ("solo", "co-op")
    return EFFECT_KIND[(KIND_SOLO if solo else KIND)[view.kind_of[card]]]


def character_detail(view, kind: int) -> str:
    """A character of the collection (the tournament draft picks characters, not cards)."""
    solo = view.variant in ("solo", "co-op")
    text = text_of(kind, solo)
    if (KIND_SOLO if solo else KIND)[kind] == "deploy":
        text = _("On deploy: {text}").format(text=text)
    return _("{name} · strength {strength}").format(name=NAME[kind], strength=STRENGTH[kind]) + f"\n{text}"


def card_detail(view, card: int, in_play: bool = True) -> str:
    """A card in one or two lines: full name, strength (and why it differs), its text."""
    if card < 0:
        return _("A hidden card.")
    kind = view.kind_of[card]
    parts = [NAME[kind]]
    if in_play and view.down[card]:
        parts.append(_("{down} face-down: strength 0, no effect").format(down=DOWN))
    elif in_play and view.strength(card) != STRENGTH[kind]:
        parts.append(
            _("strength {strength} (printed {strength2})").format(
                strength=view.strength(card), strength2=STRENGTH[kind]
            )
        )
    else:
        parts.append(_("strength {strength}").format(strength=STRENGTH[kind]))
    text = _(view.card_text(card))
    if effect_kind(view, card) == "on deploy":
        text = _("On deploy: {text}").format(text=text)
    return " · ".join(parts) + f"\n{text}"


def side_seats(view, side: int) -> list[int]:
    return [s for s in range(view.nseats) if view.seat_side[s] == side]


def robbers_label() -> str:
    """The robber knights' side in two letters, as the castle count writes it ("RK"; in
    German "RR", Raubritter)."""
    return _("RK")


def side_label(view, side: int) -> str:
    """A side in a few letters: its seats ("P1", "P1+P3") or the robber knights'
    (`robbers_label`)."""
    seats = side_seats(view, side)
    if view.variant in ("solo", "co-op"):
        return robbers_label() if side == 1 else (_("You") if view.nseats == 1 else "P1+P2")
    return "+".join(f"P{s + 1}" for s in seats) if seats else robbers_label()


def side_name(view, side: int, names: list[str]) -> str:
    """Who plays a side: the seats on it, or the robber knights in solo and co-op."""
    seats = side_seats(view, side)
    if not seats or (view.variant in ("solo", "co-op") and side == 1):
        return _("Robber knights")
    return " & ".join(names[s] for s in seats)


def side_style(side: int) -> Style:
    """A side's colour in the running theme (tui.themes.PALETTES); its label names it too."""
    sides = board_palette().sides
    return Style(color=sides[side % len(sides)], bold=True)


def own_side(view, viewer: int | None) -> int | None:
    return None if viewer is None else view.seat_side[viewer]
