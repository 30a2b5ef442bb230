"""Readable sentences for actions (the log and the interface's menus)."""

from __future__ import annotations

from .cards import NAME


def describe(s, action) -> str:
    """What `action` does in state `s`, in one sentence."""
    if not isinstance(action, tuple) or not action:
        return repr(action)
    verb = action[0]
    seat = s.to_move()
    who = f"Player {seat + 1}" if seat is not None else "Nobody"
    card = s.card_name
    lane = s.lane_name

    def offer(slot):
        if slot == 4:
            return f"the deck's top card, {card(s.deck[-1])}" if s.deck else "the deck's top card"
        return card(s.market[slot]) if 0 <= slot < 4 and s.market[slot] >= 0 else "an empty slot"

    if verb == "bid":
        return f"{who} bids {action[2]} coin{'s' * (action[2] > 1)} on {offer(action[1])}"
    if verb == "call":
        return f"{who} puts {offer(action[1])} up for auction"
    if verb == "sealed":
        return f"{who} places a sealed bid"
    if verb == "buyout":
        if s.variant == "free-for-all" and s.auction is not None:
            return f"{who} pays the highest bid and takes {card(s.auction[2])}"
        return f"{who} buys out the bid"
    if verb == "pass":
        if len(action) > 1:
            return f"{who} passes a card face-down to the partner"
        return f"{who} passes"
    if verb == "deploy" or verb == "play":
        return f"{who} plays {card(action[1])} into {lane(action[2])}"
    if verb == "rob":
        return f"{who} plays {card(action[1])} onto the robbers' side of {lane(action[2])}"
    if verb == "discard" and len(action) == 3:
        return f"{who} discards {card(action[1])} instead (coins onto the castle of {lane(action[2])})"
    if verb == "discard":
        if s.ask is not None and s.ask[1] == "discard" and s.variant not in ("solo", "co-op"):
            return f"{who} discards {offer(action[1])} from the market"
        return f"{who} discards {card(action[1])}"
    if verb == "target":
        return f"{who} chooses {card(action[1])}"
    if verb == "take":
        if s.ask is not None and s.ask[1] == "market":
            return f"{who} takes {offer(action[1])} from the market"
        return f"{who} takes {card(action[1])}"
    if verb == "place":
        if s.variant in ("solo", "co-op"):
            return f"{who} places {card(action[1])} face-down into {lane(action[2])}"
        return f"{who} places {offer(action[1])} into {lane(action[2])}"
    if verb == "move":
        return f"{who} moves {card(action[1])} to {lane(action[2])}"
    if verb == "lane":
        return f"{who} chooses {lane(action[1])}"
    if verb == "swap":
        return f"{who} swaps Loki with {card(action[1])}"
    if verb == "skip":
        return f"{who} does not swap"
    if verb == "done":
        return f"{who} destroys no more cards"
    if verb == "seat":
        return f"{who} chooses Player {action[1] + 1}"
    if verb == "pay":
        return f"Player {action[1] + 1} pays {action[2]} coin{'s' * (action[2] != 1)} for the Mercenary"
    if verb == "castle":
        return f"{who} takes a coin back from the castle of {lane(action[1])}"
    if verb == "pick":
        return f"{who} picks {NAME[action[1]]}"
    if verb == "keep":
        return f"{who} keeps the deck's top card"
    if verb == "discard_top":
        return f"{who} discards the deck's top card"
    return f"{who}: {action!r}"
