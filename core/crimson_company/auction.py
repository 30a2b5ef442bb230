"""Recruitment: the open bid with buy-out (duel, 2v2) and the sealed bid (free-for-all).

Coins bid lie on the card (`auction`) until the auction is settled, so coins are always
conserved: players + auction + castles + supply = the total.
"""

from __future__ import annotations

from core.i18n.phrase import Phrase, phrase, phrase_n

from .speech import player
from .tasks import task


def offers(s, seat) -> list:
    """Market slots with a card, plus 4 (the deck top) for a side with a Fortune Teller."""
    slots = [i for i in range(4) if s.market[i] >= 0]
    if s.deck and s.has_face_up("fortune_teller", s.seat_side[seat]):
        slots.append(4)
    return slots


def offer_card(s, slot) -> int:
    return s.deck[-1] if slot == 4 else s.market[slot]


def bid_list(bids: list, order: list) -> Phrase:
    """ "Player 2 3, Player 3 0": each bid "{player} {coins}", in a list of as many (2-6)."""
    said = [phrase("{player} {coins}", player=player(b), coins=bids[b]) for b in order]
    if len(said) <= 1:
        return said[0] if said else Phrase("")
    if len(said) == 2:
        return phrase("{a}, {b}", a=said[0], b=said[1])
    if len(said) == 3:
        return phrase("{a}, {b}, {c}", a=said[0], b=said[1], c=said[2])
    if len(said) == 4:
        return phrase("{a}, {b}, {c}, {d}", a=said[0], b=said[1], c=said[2], d=said[3])
    if len(said) == 5:
        return phrase("{a}, {b}, {c}, {d}, {e}", a=said[0], b=said[1], c=said[2], d=said[3], e=said[4])
    return phrase("{a}, {b}, {c}, {d}, {e}, {f}", a=said[0], b=said[1], c=said[2], d=said[3], e=said[4], f=said[5])


@task("recruit")
def recruit(s, t):
    _, a = t
    # the market is refilled whenever it lacks cards (the pile may have become a new deck)
    if -1 in s.market:
        s.refill_market()
    if s.variant == "free-for-all":
        return ffa_recruit(s, a)
    slots = offers(s, a)
    if s.coins[a] == 0 or not slots:
        s.log(phrase("{player} cannot bid and skips recruitment", player=player(a)))
        return
    actions = [("bid", slot, n) for slot in slots for n in range(1, s.coins[a] + 1)]
    s.choose(a, "bid", phrase("Bid coins on one card on offer"), actions, ("do_bid", a))


@task("do_bid")
def do_bid(s, t):
    _, a, (_, slot, n) = t
    card = offer_card(s, slot)
    s.coins[a] -= n
    s.auction = [a, slot, card, n, n]
    s.log(phrase("{player} bids {coins} on {card}", player=player(a), coins=n, card=s.card_name(card)))
    s.stack.append(("respond", 0))


def responders(s, bidder) -> list:
    if s.nseats == 2:
        return [1 - bidder]
    side = s.seat_side[bidder]
    return [x for x in s.seats_of_after(bidder) if s.seat_side[x] != side]


def price(s) -> int:
    """What a buy-out costs: the bid, one more against a Bard."""
    bidder, bid = s.auction[0], s.auction[3]
    return bid + (1 if s.has_face_up("bard", s.seat_side[bidder]) else 0)


@task("respond")
def respond(s, t):
    """Each opponent in turn may buy out the bid, else the bidder gets the card."""
    _, idx = t
    rs = responders(s, s.auction[0])
    if idx >= len(rs):
        s.stack.append(("settle_pass",))
        return
    r = rs[idx]
    p = price(s)
    if s.coins[r] >= p:
        s.choose(
            r,
            "answer",
            phrase_n("Buy out the bid for {n} coin, or pass", "Buy out the bid for {n} coins, or pass", p),
            [("buyout",), ("pass",)],
            ("do_answer", idx),
        )
    else:
        s.stack.append(("respond", idx + 1))


@task("do_answer")
def do_answer(s, t):
    _, idx, action = t
    r = responders(s, s.auction[0])[idx]
    if action[0] == "pass":
        s.log(phrase("{player} passes", player=player(r)))
        s.stack.append(("respond", idx + 1))
        return
    bidder, slot, card, bid, pot = s.auction
    p = price(s)
    s.coins[r] -= p
    pot += p
    s.coins[bidder] += pot
    s.log(
        phrase(
            "{player} buys out for {price}; {bidder} takes {pot} coins",
            player=player(r),
            price=p,
            bidder=player(bidder),
            pot=pot,
        )
    )
    if s.has_face_up("quartermaster", s.seat_side[bidder]):
        if s.gain(bidder, 1):
            s.log(phrase("Quartermaster: 1 more coin"))
    settle(s, r)


@task("settle_pass")
def settle_pass(s, t):
    bidder, slot, card, bid, pot = s.auction
    back = 1 if s.has_face_up("haggler", s.seat_side[bidder]) else 0
    s.coins[bidder] += back
    s.supply += pot - back
    if back:
        s.log(phrase("{player} recruits {card} (Haggler: 1 coin back)", player=player(bidder), card=s.card_name(card)))
    else:
        s.log(phrase("{player} recruits {card}", player=player(bidder), card=s.card_name(card)))
    settle(s, bidder)


def settle(s, taker) -> None:
    slot = s.auction[1]
    card = s.take_offer(slot)
    s.waiting[taker].append(card)
    s.auction = None


# -- free-for-all: the sealed bid --------------------------------------------------------------
def ffa_recruit(s, a):
    if s.coins[a] == 0 and s.supply == 0:
        s.log(phrase("{player} has no coins and the supply is empty: skips recruitment", player=player(a)))
        return
    slots = offers(s, a)
    if not slots:
        s.log(phrase("{player} has nothing to auction", player=player(a)))
        return
    s.choose(a, "call", phrase("Choose the card to auction"), [("call", slot) for slot in slots], ("ffa_call", a))


@task("ffa_call")
def ffa_call(s, t):
    _, a, (_, slot) = t
    card = offer_card(s, slot)
    s.auction = [a, slot, card, [-1] * s.nseats, 0]
    s.log(phrase("{player} auctions {card}", player=player(a), card=s.card_name(card)))
    s.stack.append(("ffa_bid", 1))


@task("ffa_bid")
def ffa_bid(s, t):
    _, k = t
    a = s.auction[0]
    if k >= s.nseats:
        s.stack.append(("ffa_reveal",))
        return
    b = (a + k) % s.nseats
    if b in s.placements:
        s.stack.append(("ffa_bid", k + 1))
        return
    s.choose(
        b, "sealed_bid", phrase("Place a sealed bid"), [("sealed", x) for x in range(s.coins[b] + 1)], ("ffa_bid_do", k)
    )


@task("ffa_bid_do")
def ffa_bid_do(s, t):
    _, k, (_, x) = t
    b = (s.auction[0] + k) % s.nseats
    s.auction[3][b] = x
    s.log(phrase("{player} places a sealed bid", player=player(b)))
    s.stack.append(("ffa_bid", k + 1))


@task("ffa_reveal")
def ffa_reveal(s, t):
    """Highest bid wins; a tie goes to the bidder nearest the active player clockwise."""
    a, slot, card, bids, _ = s.auction
    s.auction[4] = 1
    n = s.nseats
    order = [(a + k) % n for k in range(1, n) if (a + k) % n not in s.placements]
    best = max(bids[b] for b in order)
    top = next(b for b in order if bids[b] == best)
    s.log(phrase("Bids: {bids}", bids=bid_list(bids, order)))
    if s.coins[a] >= best:
        s.choose(
            a,
            "answer",
            phrase("Pay {coins} to {player} and take the card, or pass", coins=best, player=player(top)),
            [("buyout",), ("pass",)],
            ("ffa_answer", top),
        )
    else:
        s.stack.append(("ffa_answer", top, ("pass",)))


@task("ffa_answer")
def ffa_answer(s, t):
    _, top, action = t
    a, slot, card, bids, _ = s.auction
    best = bids[top]
    if action[0] == "buyout":
        s.coins[a] -= best
        s.coins[top] += best
        s.log(
            phrase(
                "{player} pays {coins} to {other} and takes {card}",
                player=player(a),
                coins=best,
                other=player(top),
                card=s.card_name(card),
            )
        )
        if s.has_face_up("quartermaster", s.seat_side[top]) and s.gain(top, 1):
            s.log(phrase("Quartermaster: 1 more coin"))
        settle(s, a)
    else:
        back = 1 if best > 0 and s.has_face_up("haggler", s.seat_side[top]) else 0
        s.coins[top] -= best - back
        s.supply += best - back
        s.log(
            phrase(
                "{player} pays {coins} to the bank and takes {card}",
                player=player(top),
                coins=best,
                card=s.card_name(card),
            )
        )
        settle(s, top)
