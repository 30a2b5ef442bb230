"""Cards in the hand and units of a squad, as pickables.

A hand card shows its unit section (name, summon cost S, attack A, defense D, activation
cost C) and, when it is tall enough, its battle section: its style and both effects,
◀ the left one (it triggers when your style beats theirs: bold > guarded > tricky > bold)
and ▶ the right one. Its whole text is in its tooltip and the detail line.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from core.i18n import _, pgettext
from tui.games.crystal_clans.names import ABILITIES, STYLE_NAMES, effect_text, name_in, type_line
from tui.games.crystal_clans.names import card as translated_card
from tui.games.crystal_clans.pickable import Pickable

MUTED = Style(dim=True)


def style_mark(style: int) -> str:
    """The letter of battle style `style` (bold, guarded, tricky) in the reader's language."""
    return (pgettext("style letter", "B"), pgettext("style letter", "G"), pgettext("style letter", "T"))[style]


def fit_line(text: str, width: int) -> str:
    """`text` in `width` columns, a cut marked with … (the detail panel has it whole)."""
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


def sums(attack: int, defense: int, activation: int) -> str:
    """ "A2 D3 C1": attack, defense and activation cost, lettered as the hand legend says."""
    return pgettext("card numbers", "A{attack} D{defense} C{activation}").format(
        attack=attack, defense=defense, activation=activation
    )


def numbers(d) -> str:
    """A card's `sums`."""
    return sums(d.attack, d.defense, d.activation)


def costs(d) -> str:
    """ "S2 A2 D3 C1": the summon cost, then `numbers`."""
    return pgettext("card numbers", "S{summon} A{attack} D{defense} C{activation}").format(
        summon=d.summon, attack=d.attack, defense=d.defense, activation=d.activation
    )


def style_line(numbers: str, style: int, width: int) -> str:
    """A hand card's `numbers` and its battle style, set off by "·" so that the style's
    letter never reads as one of the numbers' ("Ak1 K" beside the next card's "B2" read
    "KB2" in German): the style's name if it fits `width`, else its letter (`style_legend`
    explains it), else the numbers alone (the detail panel has the style)."""
    for line in (f"{numbers} · {STYLE_NAMES[style]}", f"{numbers}·{style_mark(style)}"):
        if len(line) <= width:
            return line
    return numbers


def name_tail(second: str, style: int) -> str:
    """What ends a hand card's name line: "" when its second line (`style_line`) shows the
    style, else "·" and the style's letter — numbers too wide for the style beside them
    (the Stone Golem's "S7 A10 D12 C4") must not leave a hand card without its style."""
    return "" if "·" in second else f"·{style_mark(style)}"


def style_legend() -> str:
    """The hand legend's item for the style letters after a card's "·", e.g. "B/G/T style"."""
    letters = "/".join(style_mark(style) for style in range(3))
    return pgettext("hand legend", "{letters} style").format(letters=letters)


def legend() -> list[str]:
    """The hand legend's items: what each letter of `costs` stands for."""
    return [
        pgettext("hand legend", "S summon"),
        pgettext("hand legend", "A attack"),
        pgettext("hand legend", "D defense"),
        pgettext("hand legend", "C activation"),
    ]


class HandTitle(Widget):
    """The hand's title and legend, laid out for the width it has (see `hand_title`)."""

    DEFAULT_CSS = """
    HandTitle { height: auto; }
    """

    count: reactive[int | None] = reactive(None, layout=True)
    from_discard: reactive[bool] = reactive(False, layout=True)

    def show(self, count: int | None, from_discard: bool) -> None:
        """`count` cards in hand (None: no hand to show, a spectator)."""
        self.count, self.from_discard = count, from_discard

    def render(self) -> Text:
        if self.count is None:
            return Text("")
        return hand_title(self.count, self.from_discard, self.size.width)

    def get_content_height(self, container, viewport, width: int) -> int:
        """The lines of the title laid out for `width` (the size it is being given, not
        the one it had: a legend that just fits must not be counted at the old width)."""
        if self.count is None:
            return 1
        return len(hand_title(self.count, self.from_discard, width).plain.split("\n"))


def hand_title(count: int, from_discard: bool, width: int) -> Text:
    """The hand's title, "Your hand (n)", then the legend: on the same line if it fits in
    `width` columns, else on the lines below, broken between its items (never in one)."""
    title = Text(_("Your hand ({n})").format(n=count), Style(bold=True))
    if from_discard:
        title.append(_("  ↺ from your discard pile"), Style(bold=True))
        return title
    line = len(title.plain) + 2
    for i, item in enumerate([*legend(), style_legend()]):
        joint = "  " if i == 0 else " · "
        if line + len(joint) + len(item) > width and line > 0:
            title.append("\n")
            joint, line = "", 0
        title.append(joint + item, MUTED)
        line += len(joint) + len(item)
    return title


def card_text(view, c: int) -> str:
    """A card in words: numbers, type line, abilities, battle section."""
    d = translated_card(view.card(c))
    lines = [
        _("{name} — summon {summon}, attack {attack}, defense {defense}, activation {activation}").format(
            name=d.name, summon=d.summon, attack=d.attack, defense=d.defense, activation=d.activation
        ),
        type_line(d),
    ]
    for ab in d.abilities:
        title, text, _battlefield = ABILITIES[ab]
        lines.append(f"{title}: {text}")
    lines.append(
        _("Battle ({mark} = {style_name}): ◀ {effect_text} / ▶ {effect_text2}").format(
            mark=style_mark(d.style),
            style_name=STYLE_NAMES[d.style],
            effect_text=effect_text(d.left),
            effect_text2=effect_text(d.right),
        )
    )
    return "\n".join(lines)


class HandCard(Pickable):
    """A card of the hand (or an Undying unit that may be summoned from the discard pile)."""

    DEFAULT_CSS = """
    HandCard { height: 2; }
    """

    def show(self, view, c: int, from_discard: bool = False) -> None:
        self.view, self.instance = view, c
        self.token = ("discard" if from_discard else "hand", view.kinds[c])
        self.from_discard = from_discard
        if self.changed(c, from_discard):
            self.tooltip = card_text(view, c)
            self.refresh()

    def render(self) -> Text:
        width, height = self.size.width, self.size.height
        view = getattr(self, "view", None)
        if view is None or self.instance is None:
            return Text("")
        d = translated_card(view.card(self.instance))
        out = self.marks()
        turned = "↺" if self.from_discard else ""
        if self.from_discard:
            second = f"{costs(d)}·{style_mark(d.style)}" + _(" discard")
        else:
            second = style_line(costs(d), d.style, width)
        tail = name_tail(second, d.style)
        room = max(1, width - len(out) - len(turned) - len(tail))  # the whole line: the cost is below
        out.append(turned + name_in(view, self.instance, room), Style(bold=True))
        out.append(tail)
        out.append("\n" + fit_line(second, width))
        if height >= 4:
            out.append("\n" + fit_line(f"◀ {effect_text(d.left)}", width), MUTED)
            out.append("\n" + fit_line(f"▶ {effect_text(d.right)}", width), MUTED)
        return out


class UnitChip(Pickable):
    """A unit of the squad the current decision is about (reorder, discard, move...)."""

    DEFAULT_CSS = """
    UnitChip { width: auto; height: 1; margin: 0 1 0 0; }
    """

    def show(self, view, c: int, token: tuple | None = None) -> None:
        """Show unit `c`; `token` for a card that is not a squad's unit (a card on top
        of the draw pile is picked by its place, not as a card)."""
        self.view = view
        self.token = token or ("unit", view.kinds[c])
        self.instance = None if token else c
        self.card = c
        if self.changed(c, token):
            self.tooltip = card_text(view, c)
            self.refresh(layout=True)

    def render(self) -> Text:
        view = getattr(self, "view", None)
        if view is None:
            return Text("")
        d = translated_card(view.card(self.card))
        out = self.marks()
        out.append(d.name, Style(bold=True))
        out.append(f" {numbers(d)}", MUTED)
        return out
