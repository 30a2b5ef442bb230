"""Crimson Company knowledge for the search: a smooth evaluation of an unfinished game.

Every variant is sides contending for castles: a seat plays on side `seat_side[seat]`
(2-vs-2 team-mates share a side, so they get equal values; solo and co-op players are
side 0 against the robber knights, side 1). A side's prospects are its castles won plus,
for each lane still in play, how far its strength leads the strongest other side there,
plus a little for coins. Each seat's value is the logistic of its side's prospects over
the best other side's.

The search leaves out (`prune`) the bids nobody can answer dearer than needed: once a bid
is more than any opponent can pay to buy it out, a higher one only pays more coins to the
supply for the same card.

Reads the public attributes of core.crimson_company.state.CCState (seat_side, nsides,
won, alive, lanes, lane_sides, coins, ask, and `strength(card)`, `has_face_up`).
"""

from __future__ import annotations

from math import exp

CASTLE = 1.0  # a castle won
LEAD = 0.35  # most a lane lead can add (a lead of `x` adds LEAD * x / (x + 3))
COIN = 0.02  # a coin of a seat on that side
SCALE = 0.6
PLAYOUT_DEPTH = 10  # measured: 70 % against playouts of 60 (to the end) at 0.05 s a move
# The values of a position's moves lie close together (a card more or less in a lane moves
# the logistic little), so the levels' c = 0.7 spread ~400 iterations almost evenly over
# ~17 bids; 0.3 spends them on the better ones (bench/RESULTS.md, issue 32 §5).
EXPLORATION = 0.3


def side_prospects(state) -> list[float]:
    """Per-side weighted castles, lane leads and coins."""
    nsides = state.nsides
    out = [CASTLE * state.won[s] for s in range(nsides)]
    strength = state.strength
    for i, alive in enumerate(state.alive):
        if not alive:
            continue
        per_side = [0] * nsides
        for side, cards in zip(state.lane_sides[i], state.lanes[i]):
            per_side[side] += sum(strength(c) for c in cards)
        for s in range(nsides):
            lead = per_side[s] - max(per_side[t] for t in range(nsides) if t != s)
            out[s] += LEAD * lead / (abs(lead) + 3.0)
    for seat, side in enumerate(state.seat_side):
        out[side] += COIN * state.coins[seat]
    return out


def evaluate(state) -> list[float]:
    """Per-seat value in (0, 1); team-mates get the same value."""
    p = side_prospects(state)
    n = len(p)
    side_value = []
    for s in range(n):
        best_other = max((p[t] for t in range(n) if t != s), default=0.0)
        side_value.append(1.0 / (1.0 + exp(-(p[s] - best_other) / SCALE)))
    return [side_value[side] for side in state.seat_side]


def unanswerable_bid(state, bidder: int) -> int:
    """The smallest bid no opponent of `bidder` can buy out (a buy-out costs the bid, one
    coin more against the bidder's Bard)."""
    side = state.seat_side[bidder]
    richest = max(state.coins[s] for s in range(state.nseats) if state.seat_side[s] != side)
    bard = 1 if state.has_face_up("bard", side) else 0
    return max(1, richest + 1 - bard)


def prune(state, legal: list) -> list:
    """The legal actions worth searching: in an open bid (duel, 2 vs 2), no bid above the
    smallest one that cannot be bought out, which gets the same card for fewer coins."""
    ask = state.ask
    if ask is None or ask[1] != "bid":
        return legal
    cap = unanswerable_bid(state, ask[0])
    return [a for a in legal if a[2] <= cap]
