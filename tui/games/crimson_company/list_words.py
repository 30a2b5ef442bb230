"""The words of the action list's rows: what tells one row from the next, each on one line.

The prompt above the list names the decision ("Bid coins on one card on offer", "Play a
card into a lane"), so a row names only what differs: the card, the lane, the amount.
The sentences of the log ("bids 1 coin on the deck's top card, Quartermaster", 50
cells, 63 in German) took two rows of a side panel that has 36 cells at 80 columns and
41 at 120 (issue 29 §1). The hint panel and the log keep the whole sentences
(`CrimsonCompanyScreen.action_label`).

An amount row (bids.py) starts with the amount it plays, `◂ 2▸`: ←/→ or digits change it,
as the prompt says once for the list.
"""

from __future__ import annotations

from collections.abc import Callable

from core.i18n import _

ARROW = "→"  # a card into a lane


def amount_cell(amount: int) -> str:
    """The amount an amount row plays, right-aligned so the rows' names line up."""
    return f"◂{amount:>2}▸"


def offer(view, slot: int) -> str:
    """A card on offer by its name; the deck's top card as the market draws it ("Deck▸Monk")."""
    if slot == 4:
        return _("Deck▸") + (str(view.card_name(view.deck[-1])) if view.deck else "")
    if 0 <= slot < 4 and view.market[slot] >= 0:
        return str(view.card_name(view.market[slot]))
    return ""


def into(view, card: str, lane: int) -> str:
    return f"{card} {ARROW} {view.lane_name(lane)}"


def card(view, c: int) -> str:
    return str(view.card_name(c))


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


def list_words(view, action, sentence: Callable[[], str]) -> str:
    """The row of `action` in the list; `sentence()` where the list says it as the log does."""
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
