"""Readable sentences for actions (the log and the interface's menus), as phrases."""

from __future__ import annotations

from core.i18n.phrase import Phrase, phrase, phrase_n, term

from .cards import NAME
from .speech import player


def describe(s, action) -> Phrase:
    """What `action` does in state `s`, in one sentence."""
    if not isinstance(action, tuple) or not action:
        return phrase("{action}", action=repr(action)[:400])
    verb = action[0]
    seat = s.to_move()
    who = player(seat) if seat is not None else phrase("Nobody")
    card = s.card_name
    lane = s.lane_name

    def offer(slot) -> Phrase:
        if slot == 4:
            if s.deck:
                return phrase("the deck's top card, {card}", card=card(s.deck[-1]))
            return phrase("the deck's top card")
        return card(s.market[slot]) if 0 <= slot < 4 and s.market[slot] >= 0 else phrase("an empty slot")

    if verb == "bid":
        return phrase_n(
            "{player} bids {n} coin on {card}",
            "{player} bids {n} coins on {card}",
            action[2],
            player=who,
            card=offer(action[1]),
        )
    if verb == "call":
        return phrase("{player} puts {card} up for auction", player=who, card=offer(action[1]))
    if verb == "sealed":
        return phrase("{player} places a sealed bid", player=who)
    if verb == "buyout":
        if s.variant == "free-for-all" and s.auction is not None:
            return phrase("{player} pays the highest bid and takes {card}", player=who, card=card(s.auction[2]))
        return phrase("{player} buys out the bid", player=who)
    if verb == "pass":
        if len(action) > 1:
            return phrase("{player} passes a card face-down to the partner", player=who)
        return phrase("{player} passes", player=who)
    if verb == "deploy" or verb == "play":
        return phrase("{player} plays {card} into {lane}", player=who, card=card(action[1]), lane=lane(action[2]))
    if verb == "rob":
        return phrase(
            "{player} plays {card} onto the robbers' side of {lane}",
            player=who,
            card=card(action[1]),
            lane=lane(action[2]),
        )
    if verb == "discard" and len(action) == 3:
        return phrase(
            "{player} discards {card} instead (coins onto the castle of {lane})",
            player=who,
            card=card(action[1]),
            lane=lane(action[2]),
        )
    if verb == "discard":
        if s.ask is not None and s.ask[1] == "discard" and s.variant not in ("solo", "co-op"):
            return phrase("{player} discards {card} from the market", player=who, card=offer(action[1]))
        return phrase("{player} discards {card}", player=who, card=card(action[1]))
    if verb == "target":
        return phrase("{player} chooses {card}", player=who, card=card(action[1]))
    if verb == "take":
        if s.ask is not None and s.ask[1] == "market":
            return phrase("{player} takes {card} from the market", player=who, card=offer(action[1]))
        return phrase("{player} takes {card}", player=who, card=card(action[1]))
    if verb == "place":
        if s.variant in ("solo", "co-op"):
            return phrase(
                "{player} places {card} face-down into {lane}", player=who, card=card(action[1]), lane=lane(action[2])
            )
        return phrase("{player} places {card} into {lane}", player=who, card=offer(action[1]), lane=lane(action[2]))
    if verb == "move":
        return phrase("{player} moves {card} to {lane}", player=who, card=card(action[1]), lane=lane(action[2]))
    if verb == "lane":
        return phrase("{player} chooses {lane}", player=who, lane=lane(action[1]))
    if verb == "swap":
        return phrase("{player} swaps Loki with {card}", player=who, card=card(action[1]))
    if verb == "skip":
        return phrase("{player} does not swap", player=who)
    if verb == "done":
        return phrase("{player} destroys no more cards", player=who)
    if verb == "seat":
        return phrase("{player} chooses {other}", player=who, other=player(action[1]))
    if verb == "pay":
        return phrase_n(
            "{player} pays {n} coin for the Mercenary",
            "{player} pays {n} coins for the Mercenary",
            action[2],
            player=player(action[1]),
        )
    if verb == "castle":
        return phrase("{player} takes a coin back from the castle of {lane}", player=who, lane=lane(action[1]))
    if verb == "pick":
        return phrase("{player} picks {card}", player=who, card=term(NAME[action[1]]))
    if verb == "keep":
        return phrase("{player} keeps the deck's top card", player=who)
    if verb == "discard_top":
        return phrase("{player} discards the deck's top card", player=who)
    return phrase("{player}: {action}", player=who, action=repr(action)[:400])
