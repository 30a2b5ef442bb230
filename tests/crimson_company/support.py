"""Helpers for Crimson Company tests: set up exact positions and check invariants."""

from __future__ import annotations

from core.crimson_company.cards import INDEX, STRENGTH
from core.crimson_company.castles import scoring_threshold
from core.crimson_company.game import GAME
from core.crimson_company.state import HIDDEN, SEALED


def new(variant="duel", players=None, seed=1, **opts):
    """A fresh game, its opening decision still pending."""
    players = players or GAME.player_counts(variant).start
    return GAME.new({"variant": variant, "players": players, **opts}, seed)


def empty(variant="duel", players=None, seed=1, active=0, coins=None, **opts):
    """A game with nothing to do: empty lanes, nobody waiting, no decision, `active` to move."""
    s = new(variant, players, seed, **opts)
    s.stack, s.ask, s.auction, s.sc = [], None, None, None
    s.active = active
    for w in s.waiting:
        s.pile.extend(w)
        w.clear()
    for h in s.hands:
        s.pile.extend(h)
        h.clear()
    for pair in s.lanes:
        for side in pair:
            s.pile.extend(side)
            side.clear()
    s.deck.extend(s.pile)
    s.pile = []
    if coins is not None:
        for seat, n in enumerate(coins):
            s.supply += s.coins[seat] - n
            s.coins[seat] = n
    return s


def take(s, name):
    """A card id of this character out of the deck, market or pile (a new copy if none)."""
    k = INDEX[name]
    for c in reversed(s.deck[:-1] if len(s.deck) > 1 else s.deck):
        if s.kind_of[c] == k:
            s.deck.remove(c)
            return c
    for i, c in enumerate(s.market):
        if c >= 0 and s.kind_of[c] == k:
            s.market[i] = s.deck.pop(0) if s.deck else -1
            return c
    for c in s.pile:
        if s.kind_of[c] == k:
            s.pile.remove(c)
            return c
    c = len(s.kind_of)
    s.kind_of = s.kind_of + (k,)
    s.down.append(0)
    s.mod.append(0)
    return c


def put(s, lane, side, name, down=False):
    """Place a character on a side of a lane (far from the castle), no effect."""
    c = take(s, name)
    s.place(c, lane, side, face_down=down)
    return c


def put_all(s, lane, side, names):
    """`put` each of these characters in order; returns their card ids."""
    return [put(s, lane, side, name) for name in names]


def to_pile(s, name):
    c = take(s, name)
    s.pile.append(c)
    return c


def set_market(s, names):
    """Make the market exactly these characters."""
    for i, c in enumerate(s.market):
        if c >= 0:
            s.deck.insert(0, c)
        s.market[i] = -1
    for i, name in enumerate(names):
        s.market[i] = take(s, name)


def play(s, seat, name, lane, side=None):
    """`seat` plays a character into `lane` (deploy phase); returns its card id.

    Stops at the first decision of its effect (or when all is done)."""
    c = take(s, name)
    s.active = seat
    s.waiting[seat] = [c]
    s.stack, s.ask = [("deploy_phase", seat)], None
    s.run()
    if s.ask is not None and s.ask[1] == "deploy":
        s.apply(("deploy", c, lane))
    return c


def score(s, lane):
    """Score one lane now (as the active player's scoring phase would)."""
    s.stack, s.ask = [("score_lane", lane)], None
    s.run()


def where(s, c):
    """'lane i side k pos p', 'pile', 'deck', 'market' or 'waiting' for a card id."""
    loc = s.find(c)
    if loc is not None:
        return loc
    if c in s.pile:
        return "pile"
    if c in s.deck:
        return "deck"
    if c in s.market:
        return "market"
    if any(c in w for w in s.waiting):
        return "waiting"
    if any(c in h for h in s.hands):
        return "hand"
    return None


def names(s, cards):
    return [s.card_name(c) for c in cards]


# -- invariants ---------------------------------------------------------------------------------
def check_invariants(s):
    """Cheap checks after every action: coins conserved, every card in one place,
    no lane left at its scoring size after a scoring phase unless it tied."""
    pot = s.auction[4] if s.auction is not None and s.variant != "free-for-all" else 0
    assert sum(s.coins) + pot + sum(s.castle_coins) + s.supply == s.total_coins, "coins not conserved"
    assert s.supply >= 0 and min(s.coins) >= 0 and min(s.castle_coins) >= 0
    if s.kind_of:
        places = list(s.deck) + [m for m in s.market if m >= 0] + s.pile
        for pair in s.lanes:
            places += pair[0] + pair[1]
        for w in s.waiting:
            places += w
        for h in s.hands:
            places += h
        places += [p for p in s.passes if p >= 0]
        places += s.gone
        assert sorted(places) == list(range(len(s.kind_of))), "a card is lost or in two places"
        at = [-1] * len(s.kind_of)
        for i, pair in enumerate(s.lanes):
            for c in pair[0] + pair[1]:
                at[c] = i
        assert s.at_lane == at, "the lane index of the cards is out of date"
    if (
        s.ask is not None
        and s.ask[1] in ("bid", "call")
        or (
            s.ask is not None
            and s.variant in ("solo", "co-op")
            and s.ask[1] in ("pass", "deploy")
            and s.turns > 1
            and all(len(h) == 3 for h in s.hands)
        )
    ):
        for i in range(len(s.lanes)):
            if s.alive[i] and max(len(s.lanes[i][0]), len(s.lanes[i][1])) >= scoring_threshold(s.castle[i]):
                assert i in s.tied, f"lane {i} was left at scoring size after a scoring phase without a tie"


def check_view_hides(s):
    """No view reveals the deck below its top card (nor a co-op partner's hand): a state
    that differs only there (and in its RNG) gives exactly the same views."""
    from core.rng import Rng

    other = s.clone()
    hidden = other.deck[:-1]
    if len(hidden) > 1:
        other.deck[:-1] = hidden[1:] + hidden[:1]
    other.rng = Rng(other.rng.state ^ 0x5DEECE66D)
    for seat in list(range(s.num_seats)) + [None]:  # None: a spectator
        assert other.view(seat).to_wire() == s.view(seat).to_wire(), "a view depends on the hidden deck order"
        for secret in other_secrets(s, seat):
            assert secret.view(seat).to_wire() == s.view(seat).to_wire(), (
                "a view depends on another seat's hand, passed card or sealed bid"
            )
    for seat in range(s.num_seats):
        v = s.view(seat)
        assert all(c == HIDDEN for c in v.deck[:-1])
        if s.deck:
            assert v.deck[-1] == s.deck[-1]
        assert v.rng.state == 0
        if s.variant == "co-op":
            for other in range(s.num_seats):
                if other != seat:
                    assert all(c == HIDDEN for c in v.hands[other])
                    assert v.passes[other] in (-1, SEALED)
        if s.variant == "free-for-all" and s.auction is not None and s.auction[4] == 0:
            for other in range(s.num_seats):
                if other != seat:
                    assert v.auction[3][other] in (-1, SEALED)


def other_secrets(s, seat):
    """States that differ from `s` only in what `seat` may not know besides the deck order:
    another co-op player's hand and passed card (swapped with hidden deck cards), another
    seat's sealed bid not yet revealed, the other player's tournament picks (changed)."""
    out = []
    if s.variant == "co-op" and len(s.deck) > 1:
        for q in range(s.num_seats):
            if q == seat:
                continue
            o = s.clone()
            pool = o.deck[:-1]
            cards = o.hands[q] + ([o.passes[q]] if o.passes[q] >= 0 else [])
            n = min(len(cards), len(pool))
            if n:
                swapped = pool[:n]
                o.deck[:n] = cards[:n]
                new = swapped + cards[n:]
                o.hands[q] = new[: len(o.hands[q])]
                if o.passes[q] >= 0:
                    o.passes[q] = new[-1]
                out.append(o)
    if s.picks and not s.kind_of:  # the tournament draft is still going on
        for q in range(s.num_seats):
            if q != seat and s.picks[q]:
                o = s.clone()
                o.picks[q] = [(k + 1) % len(STRENGTH) for k in s.picks[q]]
                out.append(o)
    if s.variant == "free-for-all" and s.auction is not None and s.auction[4] == 0:
        for q in range(s.num_seats):
            if q != seat and s.auction[3][q] >= 0:
                o = s.clone()
                o.auction[3][q] = (s.auction[3][q] + 1) % (s.coins[q] + 1)
                out.append(o)
    return out


def totals(s, lane):
    """Run a lane's scoring effects (no decisions expected) and return the two totals
    and the rule just before the lane would be decided."""
    from core.crimson_company.tasks import TASKS
    from core.crimson_company.turn import lane_totals

    s.stack, s.ask = [("score_lane", lane)], None
    while s.stack and s.stack[-1] != ("score_finish", lane):
        if s.ask is not None:
            raise AssertionError(f"scoring asks {s.ask[2]}")
        t = s.stack.pop()
        TASKS[t[0]](s, t)
    return lane_totals(s, lane), s.sc[1]


def run_until_finish(s, lane):
    """Like `totals`, but answers nothing: stops at a decision or before the decision of the lane."""
    from core.crimson_company.tasks import TASKS

    while s.ask is None and s.stack and s.stack[-1] != ("score_finish", lane):
        t = s.stack.pop()
        TASKS[t[0]](s, t)
