"""Why a spot picked on the Crimson Company board is not a legal choice now, in words."""

from __future__ import annotations

from tui.games.crimson_company.cards import card_name, own_side, side_label

SPOT_WORDS = {
    "market": "card on offer",
    "lane": "lane",
    "card": "card in play",
    "hand": "card of yours",
    "seat": "player",
    "pile": "pile",
}


def spot_words(spots) -> str:
    """What kind of spot these are, for a prompt ("lane", "card in play" ...)."""
    kinds = sorted({s[0] for s in spots})
    return " or ".join(SPOT_WORDS[k] for k in kinds) or "spot"


def spot_name(view, spot) -> str:
    kind = spot[0]
    if kind in ("card", "hand"):
        return card_name(view, spot[1])
    if kind == "market":
        card = (view.deck[-1] if view.deck else -1) if spot[1] == 4 else view.market[spot[1]]
        return card_name(view, card)
    if kind == "lane":
        return f"lane {spot[1] + 1}"
    if kind == "seat":
        return f"Player {spot[1] + 1}"
    return "the pile"


def lane_of(view, spot) -> int | None:
    if spot[0] == "lane":
        return spot[1]
    if spot[0] == "card":
        loc = view.find(spot[1])
        return None if loc is None else loc[0]
    return None


def why_not(view, kind: str, prompt: str, targets, chosen, spot, viewer: int | None, droppable: bool = True) -> str:
    """Why `spot` may not be picked now: `targets` may (after `chosen`, if not None;
    `droppable` says whether escape may drop `chosen`)."""
    if spot[0] == "market" and spot[1] == 4 and kind in ("bid", "call"):
        return "Only a side with a face-up Fortune Teller may auction the deck's top card."
    if kind in ("answer", "sealed_bid"):
        return "Answer the auction first: press a for its dialog, or use the list."
    lanes = sorted(t[1] for t in targets if t[0] == "lane")
    lane = lane_of(view, spot)
    if lanes and lane is not None:
        return lane_refusal(view, kind, lane, lanes, chosen, viewer)
    if chosen is not None:
        then = f"now pick a » {spot_words(targets)} for {spot_name(view, chosen)}"
        return (
            f"{then[0].upper()}{then[1:]}, or press escape to drop it."
            if droppable
            else f"{spot_name(view, chosen)} is given: {then}."
        )
    if spot[0] in ("lane", "card") and {t[0] for t in targets} == {"hand"}:
        return "First pick one of your cards (below the lanes), then a lane."
    if spot[0] == "card" and any(t[0] == "card" for t in targets):
        return f"{card_name(view, spot[1])} is not a choice of this effect. {prompt}"
    return f"Pick a » {spot_words(targets)}. {prompt}"


def lane_refusal(view, kind: str, lane: int, wanted: list[int], chosen, viewer) -> str:
    """Why lane `lane` is not one of the `wanted` lanes."""
    name = f"Lane {lane + 1}"
    listed = ", ".join(str(i + 1) for i in wanted)
    if not view.alive[lane]:
        return f"{name} is out of play."
    if kind == "castle":
        return f"The castle of lane {lane + 1} holds no coins; take one from lane {listed}."
    freyja = [i for _, i, _ in view.face_up("freyja")]
    if freyja and kind in ("deploy", "robber") and lane not in freyja:
        return f"Freyja draws every card into her lane: lane {listed}."
    if kind == "robber":
        return f"The robber knights' cards go where they have the fewest cards: lane {listed}."
    side = own_side(view, viewer)
    if view.variant == "free-for-all" and side is not None and view.side_index(lane, side) < 0:
        a, b = view.lane_sides[lane]
        return f"{name} lies between {side_label(view, a)} and {side_label(view, b)}; the lanes open are {listed}."
    if kind == "deploy" and view.variant == "co-op":
        return f"In co-op each player plays into their own two lanes: lane {listed}."
    if chosen is not None and chosen[0] == "card" and lane_of(view, chosen) == lane:
        return f"{spot_name(view, chosen)} is in {name.lower()} already: the lanes open are {listed}."
    what = spot_name(view, chosen) if chosen is not None else "This choice"
    return f"{what} cannot go to {name.lower()}: the lanes open are {listed}."
