"""Which spots of the board answer a Crimson Company decision.

Every legal action becomes a *path*: the spots a player points at to make it, in order.

    ("bid", slot, n)          market slot              (then the bid in the auction dialog)
    ("call", slot)            market slot
    ("sealed", n), ("buyout",), ("pass",)   the card under auction (the auction dialog)
    ("deploy"|"play"|"rob"|"discard", card, lane)   a card of yours, then a lane
    ("pass", card)            a card of yours (co-op: passed to the partner)
    ("target", card), ("swap", card)        a card in play
    ("take", x)               market slot / pile / a drawn card in your hand, by decision
    ("move", card, lane)      a card in play, then a lane
    ("place", slot|card, lane)  a market slot or your drawn card, then a lane
    ("lane", lane), ("castle", lane)        a lane
    ("discard", slot|card)    a market slot / a card of yours
    ("discard_top",)          the deck's top card
    ("seat", seat), ("pay", seat, n)        a player's purse
    ("done",), ("skip",), ("keep",), ("pick", kind)   no spot: the action list only

Several actions on the same path (a bid's amounts, play or discard, the pile's cards)
are told apart afterwards, in a dialog. When every action starts at the same spot and
needs a second one, that first spot is taken for granted (`forced`).
"""

from __future__ import annotations

AUCTION_KINDS = ("bid", "sealed_bid", "answer")


def path_of(view, kind: str, action: tuple) -> tuple:
    """The spots that make `action` in a decision of `kind` (() if it has no board form)."""
    verb = action[0]
    if verb in ("bid", "call"):
        return (("market", action[1]),)
    if verb in ("sealed", "buyout") or (verb == "pass" and len(action) == 1):
        return (("market", view.auction[1]),) if view.auction else ()
    if verb in ("deploy", "play", "rob") or (verb == "discard" and len(action) == 3):
        return (("hand", action[1]), ("lane", action[2]))
    if verb == "pass":
        return (("hand", action[1]),)
    if verb in ("target", "swap"):
        return (("card", action[1]),)
    if verb == "take":
        if kind == "market":
            return (("market", action[1]),)
        if kind == "pile":
            return (("pile",),)
        return (("hand", action[1]),)
    if verb == "move":
        return (("card", action[1]), ("lane", action[2]))
    if verb == "place":
        first = ("hand", action[1]) if view.variant in ("solo", "co-op") else ("market", action[1])
        return (first, ("lane", action[2]))
    if verb in ("lane", "castle"):
        return (("lane", action[1]),)
    if verb == "discard":
        return (("hand", action[1]),) if view.variant in ("solo", "co-op") else (("market", action[1]),)
    if verb == "discard_top":
        return (("market", 4),)
    if verb in ("seat", "pay"):
        return (("seat", action[1]),)
    return ()


class Picks:
    """The legal actions of one decision, arranged by the spots that make them."""

    def __init__(self, view, kind: str, actions) -> None:
        self.kind = kind
        self.paths: dict[tuple, list] = {}
        self.listed_only: list = []
        for action in actions:
            path = path_of(view, kind, action)
            if path:
                self.paths.setdefault(path, []).append(action)
            else:
                self.listed_only.append(action)
        firsts = {p[0] for p in self.paths}
        self.forced = next(iter(firsts)) if len(firsts) == 1 and all(len(p) > 1 for p in self.paths) else None

    def first_spots(self) -> set:
        return {p[0] for p in self.paths}

    def second_spots(self, first) -> set:
        return {p[1] for p in self.paths if p[0] == first and len(p) > 1}

    def targets(self, chosen) -> set:
        """What may be picked now: the second spots after `chosen`, else the first ones."""
        return self.second_spots(chosen) if chosen is not None else self.first_spots()

    def complete(self, path: tuple) -> list:
        """The actions made by exactly this path."""
        return self.paths.get(path, [])

    def needs_second(self, first) -> bool:
        return bool(self.second_spots(first))

    @property
    def on_board(self) -> bool:
        return bool(self.paths)
