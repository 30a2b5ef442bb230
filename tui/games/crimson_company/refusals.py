"""Why a spot picked on the Crimson Company board is not a legal choice now, in words."""

from __future__ import annotations

from core.i18n import N_, _
from tui.games.crimson_company.cards import card_name, own_side, side_label

SPOT_WORDS = {
    "market": N_("card on offer"),
    "lane": N_("lane"),
    "card": N_("card in play"),
    "hand": N_("card of yours"),
    "seat": N_("player"),
    "pile": N_("pile"),
}


def spot_words(spots) -> str:
    """What kind of spot these are, for a prompt ("lane", "card in play" ...)."""
    kinds = sorted({s[0] for s in spots})
    return _(" or ").join(_(SPOT_WORDS[k]) for k in kinds) or _("spot")


def spot_name(view, spot) -> str:
    kind = spot[0]
    if kind in ("card", "hand"):
        return card_name(view, spot[1])
    if kind == "market":
        card = (view.deck[-1] if view.deck else -1) if spot[1] == 4 else view.market[spot[1]]
        return card_name(view, card)
    if kind == "lane":
        return _("lane {value}").format(value=spot[1] + 1)
    if kind == "seat":
        return _("Player {value}").format(value=spot[1] + 1)
    return _("the pile")


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
        return _("Only a side with a face-up Fortune Teller may auction the deck's top card.")
    if kind in ("answer", "sealed_bid"):
        return _("Answer the auction first: press a for its dialog, or use the list.")
    lanes = sorted(t[1] for t in targets if t[0] == "lane")
    lane = lane_of(view, spot)
    if lanes and lane is not None:
        return lane_refusal(view, kind, lane, lanes, chosen, viewer)
    if chosen is not None:
        then = _("now pick a » {spots} for {spot_name}").format(
            spots=spot_words(targets), spot_name=spot_name(view, chosen)
        )
        return (
            _("{upper}{then}, or press escape to drop it.").format(upper=then[0].upper(), then=then[1:])
            if droppable
            else _("{spot_name} is given: {then}.").format(spot_name=spot_name(view, chosen), then=then)
        )
    if spot[0] in ("lane", "card") and {t[0] for t in targets} == {"hand"}:
        return _("First pick one of your cards (below the lanes), then a lane.")
    if spot[0] == "card" and any(t[0] == "card" for t in targets):
        return _("{card_name} is not a choice of this effect. {prompt}").format(
            card_name=card_name(view, spot[1]), prompt=prompt
        )
    return _("Pick a » {spot_words}. {prompt}").format(spot_words=spot_words(targets), prompt=prompt)


def lane_refusal(view, kind: str, lane: int, wanted: list[int], chosen, viewer) -> str:
    """Why lane `lane` is not one of the `wanted` lanes."""
    name = f"Lane {lane + 1}"
    listed = ", ".join(str(i + 1) for i in wanted)
    if not view.alive[lane]:
        return _("{name} is out of play.").format(name=name)
    if kind == "castle":
        return _("The castle of lane {value} holds no coins; take one from lane {listed}.").format(
            value=lane + 1, listed=listed
        )
    freyja = [i for _, i, _ in view.face_up("freyja")]
    if freyja and kind in ("deploy", "robber") and lane not in freyja:
        return _("Freyja draws every card into her lane: lane {listed}.").format(listed=listed)
    if kind == "robber":
        return _("The robber knights' cards go where they have the fewest cards: lane {listed}.").format(listed=listed)
    side = own_side(view, viewer)
    if view.variant == "free-for-all" and side is not None and view.side_index(lane, side) < 0:
        a, b = view.lane_sides[lane]
        return _("{name} lies between {side_label} and {side_label2}; the lanes open are {listed}.").format(
            name=name, side_label=side_label(view, a), side_label2=side_label(view, b), listed=listed
        )
    if kind == "deploy" and view.variant == "co-op":
        return _("In co-op each player plays into their own two lanes: lane {listed}.").format(listed=listed)
    if chosen is not None and chosen[0] == "card" and lane_of(view, chosen) == lane:
        return _("{spot_name} is in {lower} already: the lanes open are {listed}.").format(
            spot_name=spot_name(view, chosen), lower=_("lane {value}").format(value=lane + 1), listed=listed
        )
    what = spot_name(view, chosen) if chosen is not None else _("This choice")
    return _("{what} cannot go to {lower}: the lanes open are {listed}.").format(
        what=what, lower=_("lane {value}").format(value=lane + 1), listed=listed
    )
