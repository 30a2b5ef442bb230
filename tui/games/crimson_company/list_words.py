"""The words of the action list's rows: what tells one row from the next, each on one line.

The prompt above the list names the decision ("Bid coins on one card on offer", "Play a
card into a lane"), so a row names only what differs: the card, the lane, the amount.
The sentences of the log ("bids 1 coin on the deck's top card, Quartermaster", 50
cells, 63 in German) took two rows of a side panel that has 36 cells at 80 columns and
41 at 120 (issue 29 §1). The hint panel and the log keep the whole sentences
(`CrimsonCompanyScreen.action_label`).

An amount row (bids.py) starts with the amount it plays, `◂ 2▸`: ←/→ or digits change it,
as the prompt says once for the list.

A row wider than the list (`ROW_ROOM`: a robber's discard of a long-named card, a row
carrying the hint's marks) names its cards by their designed short names (names.py), and is
cut only if it is still too wide; the detail line shows the card's full name and text when
the row is highlighted, the hint panel the whole sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.cells import cell_len

from core.crimson_company import cards
from core.i18n import _
from tui.games.crimson_company.names import short_table

ARROW = "→"  # a card into a lane
# The cells a row of the list has at its narrowest: at 80 columns, with the list's scroll
# bar (the side panel is wider from 120 columns, 43 cells there).
ROW_ROOM = 38


def amount_cell(amount: int) -> str:
    """The amount an amount row plays, right-aligned so the rows' names line up."""
    return f"◂{amount:>2}▸"


def offer(view, slot: int) -> str:
    """A card on offer by its name; the deck's top card as the market draws it ("Deck▸Monk")."""
    if slot == 4:
        return _("Deck▸") + (card(view, view.deck[-1]) if view.deck else "")
    if 0 <= slot < 4 and view.market[slot] >= 0:
        return card(view, view.market[slot])
    return ""


def into(view, card: str, lane: int) -> str:
    return f"{card} {ARROW} {view.lane_name(lane)}"


def card(view, c: int) -> str:
    return str(view.card_name(c))


class ShortNames:
    """A view read as it is, except that its cards are named by their designed short
    names (names.py): what a row too wide for the list is worded from."""

    def __init__(self, view) -> None:
        self.view = view

    def __getattr__(self, name: str):
        return getattr(self.view, name)

    def card_name(self, c: int):
        if c < 0:
            return self.view.card_name(c)
        return short_table().get(cards.NAME[self.view.kind_of[c]], self.view.card_name(c))


# verb -> the row's words from (view, action), where the list has its own; other verbs
# read as the log's sentence without the one choosing ("Takes Fairy", "Passes")
WORDS: dict[str, Callable] = {
    "bid": lambda v, a: f"{amount_cell(a[2])} {offer(v, a[1])}",
    "sealed": lambda v, a: amount_cell(a[1]) + " " + _("sealed bid"),
    "pay": lambda v, a: amount_cell(a[2]) + " " + _("for the Mercenary"),
    "call": lambda v, a: offer(v, a[1]),
    "deploy": lambda v, a: into(v, card(v, a[1]), a[2]),
    "play": lambda v, a: into(v, card(v, a[1]), a[2]),
    "rob": lambda v, a: into(v, card(v, a[1]), a[2]),
    "move": lambda v, a: into(v, card(v, a[1]), a[2]),
    "castle": lambda v, a: _("castle of {lane}").format(lane=v.lane_name(a[1])),
    "swap": lambda v, a: _("Loki ↔ {card}").format(card=card(v, a[1])),
}


def list_words(view, action, sentence: Callable[[], str], room: int = ROW_ROOM) -> str:
    """The row of `action` in the list, in at most `room` cells; `sentence()` where the
    list says it as the log does."""
    words = row_words(view, action, sentence)
    if cell_len(words) <= room:
        return words
    return fitted(row_words(ShortNames(view), action, sentence), room)


def fitted(words: str, room: int) -> str:
    """`words` cut to `room` cells, an ellipsis marking the cut (the last resort)."""
    if cell_len(words) <= room:
        return words
    while words and cell_len(words) > room - 1:
        words = words[:-1]
    return words.rstrip() + "…"


def row_words(view, action, sentence: Callable[[], str]) -> str:
    """What the row of `action` says, with the card names `view` gives."""
    verb = action[0] if isinstance(action, tuple) and action else None
    kind = view.ask[1] if getattr(view, "ask", None) is not None else None
    if verb == "buyout" and view.variant == "free-for-all" and view.auction is not None:
        return _("Buys {card}").format(card=card(view, view.auction[2]))
    coop = view.variant in ("solo", "co-op")
    if verb == "discard" and len(action) == 2 and kind == "discard" and not coop:
        return offer(view, action[1]) or sentence()  # Troll Mother: a market card
    if verb == "take" and kind == "market":
        return offer(view, action[1]) or sentence()
    if verb == "place":  # the drawn card face-down (solo, co-op), else a card on offer
        return into(view, card(view, action[1]) if coop else offer(view, action[1]), action[2])
    if verb == "discard" and len(action) == 3:  # a robber's turn: discard, its coins to a castle
        return _("Discard {card} (● → {lane})").format(card=card(view, action[1]), lane=view.lane_name(action[2]))
    if verb == "pass" and len(action) == 2:  # the log hides the card passed; the passer's list names it
        return _("Pass {card}").format(card=card(view, action[1]))
    words = WORDS.get(verb) if verb is not None else None
    return words(view, action) if words is not None else sentence()
