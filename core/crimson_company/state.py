"""The Crimson Company state: lanes, market, coins, and a stack of rule tasks.

Public attributes (the interface draws from `view(seat)`):
- `lanes[i]`: two lists of card ids, `lanes[i][k]` is the side `lane_sides[i][k]` of lane i,
  ordered near-to-far from the castle (index 0 touches the castle). `alive[i]` says whether
  the lane is still in play, `castle[i]` its castle card (castles.py), `castle_coins[i]` the
  coins lying on it (solo and co-op), `lane_winner[i]` the side that won it (-1: none yet).
- `down[card]` 1 for a face-down card (visible to everyone, strength 0, no effect),
  `mod[card]` the strength change effects have put on it; `strength(card)` the result;
  `lane_totals(i)` the two sides' totals now; `card_text(card)` what the card does.
- `kind_of[card]`: the character (index into cards.CARDS) of each card id.
- `market`: four card ids (-1 an empty slot); `deck[-1]` is the face-up top card, the rest
  of `deck` is hidden (-1 in a view); `pile`: the destroyed cards (face-down, public).
- `coins[seat]`, `supply`, `total_coins`; `waiting[seat]`: recruited cards to deploy;
  `hands[seat]`: cards in hand (solo and co-op only).
- `seat_side[seat]`: the side a seat plays on (2v2 teams share one; solo and co-op players
  are side 0 against the robber knights, side 1); `won[side]`: castles won.
- `picks[seat]`: the tournament draft's picks (another player's are hidden in a view
  until the 30 cards form the deck).
- `placements`: sides in the order they reached two castles; with the free-for-all option
  to play on, `gone` holds the placed players' cards, out of the game.
- `auction`: the recruitment in progress, or None: [bidder, slot, card, bid, pot] in the duel
  and 2v2 (slot 4 = the deck top); in the free-for-all [active, slot, card, bids, revealed]
  with bids per seat (-1 not yet, -2 sealed in a view of another seat until revealed).
- `ask`: the decision asked now, (seat, kind, prompt, actions, continuation); `stack`: the
  rule tasks still to run (tasks.py); `sc`: the lane scoring in progress [lane, rule
  ("high", "low" or "down"), value per card, bonus per side]; `tied`: lanes that tied in the
  last scoring phase.
- `active`, `round`, `events` (the last lines of what happened, for the log).

Decisions (`decision().kind`) and their actions:
  bid ("bid", slot, coins) · answer ("buyout",) / ("pass",) · call ("call", slot) ·
  sealed_bid ("sealed", coins) · deploy ("deploy", card, lane) or solo ("play", card, lane) ·
  robber ("rob", card, lane) / ("discard", card, lane) · pass (co-op) ("pass", card) ·
  target ("target", card), or ("move", card, lane), ("done",) · lane ("lane", lane) or
  ("move", card, lane) or ("place", card, lane) · market ("take", slot) or ("place", slot, lane) ·
  pile ("take", card) · may ("swap", card) / ("skip",) or ("keep",) / ("discard_top",) ·
  opponent ("seat", seat) · pay ("pay", seat, coins) · discard ("discard", slot or card) ·
  castle ("castle", lane) · draft ("pick", character).
"""

from __future__ import annotations

from typing import Any

from core.i18n import N_
from core.i18n.phrase import Phrase, Said, phrase, phrase_n, said_from_wire, said_to_wire, saids_to_wire, term
from core.protocol import Decision, IllegalAction, State, as_action
from core.rng import Rng

from .cards import ABILITY, DEPLOY, DESTROY, INDEX, KIND, KIND_SOLO, NAME, STRENGTH, text_of
from .speech import player
from .tasks import TASKS

MAX_EVENTS = 60
MAX_TURNS = 600
HIDDEN = -1
SEALED = -2

# the event lines added after the event log left a save's fingerprint (EVENTS_SINCE_DIGEST)
TRAITOR_CROSSES = N_("{card} goes over to the other side of {lane}")
SHAPESHIFTER_DRAWS = N_("Shapeshifter draws cards from the deck into the hand")
SHAPESHIFTER_DISCARDS = N_("Shapeshifter discards {card}")
VETERAN_PLACES_DRAWN = N_("Veteran places the card drawn face-down into {lane}")
PASSED_CARDS_SWAPPED = N_("The players take up the cards passed to them")

COMPETITIVE = ("duel", "2v2", "free-for-all")
COOPERATIVE = ("solo", "co-op")

_SLOTS = (
    "variant",
    "nseats",
    "seat_side",
    "nsides",
    "kind_of",
    "deck",
    "market",
    "pile",
    "lane_sides",
    "castle",
    "alive",
    "lanes",
    "castle_coins",
    "lane_winner",
    "down",
    "mod",
    "coins",
    "supply",
    "total_coins",
    "won",
    "waiting",
    "hands",
    "active",
    "round",
    "turns",
    "stack",
    "ask",
    "auction",
    "sc",
    "tied",
    "outcome",
    "rng",
    "events",
    "discard_used",
    "passes",
    "start",
    "picks",
    "refired",
    "play_on",
    "placements",
    "gone",
    "at_lane",
)


_copies_key: tuple = ()
_copies_val: tuple = ()


def copies(kind_of: tuple) -> tuple:
    """For each character, the card ids of its copies (cached for the last deck seen)."""
    global _copies_key, _copies_val
    if kind_of is not _copies_key:
        out: list[list[int]] = [[] for _ in range(len(STRENGTH))]
        for c, k in enumerate(kind_of):
            out[k].append(c)
        _copies_key, _copies_val = kind_of, tuple(tuple(x) for x in out)
    return _copies_val


class CCState(State):
    """One position of Crimson Company (any variant)."""

    __slots__ = _SLOTS
    variant: str
    nseats: int
    seat_side: tuple[int, ...]
    nsides: int
    kind_of: tuple[int, ...]
    deck: list[int]
    market: list[int]
    pile: list[int]
    lane_sides: tuple[tuple[int, int], ...]
    castle: tuple[int, ...]  # castle card per lane (castles.py), 0 a plain castle
    alive: list[bool]
    lanes: list[list[list[int]]]
    castle_coins: list[int]
    lane_winner: list[int]
    down: list[int]
    mod: list[int]
    coins: list[int]
    supply: int
    total_coins: int
    won: list[int]
    waiting: list[list[int]]
    hands: list[list[int]]
    active: int
    round: int
    turns: int
    stack: list[tuple]
    ask: tuple[int, str, Said, list[tuple], tuple] | None  # seat, kind, prompt, actions, continuation
    auction: list[Any] | None  # see the module docstring: its fields differ by variant
    sc: list[Any] | None  # [lane, rule, value per card, bonus per side]
    tied: list[int]
    outcome: list[float] | None
    rng: Rng
    events: list[Said]  # phrases (a state from before phrases: English strings)
    discard_used: list[int]
    passes: list[int]
    start: int
    picks: list[list[int]]
    refired: list[int]
    play_on: bool
    placements: list[int]
    gone: list[int]
    at_lane: list[int]
    game_id = "crimson-company"
    # a save's position fingerprint (core/save.py) leaves the event log out; the one saves
    # wrote before took it, which never held the lines added since (message ids)
    NARRATION_FIELDS = ("events",)
    EVENTS_SINCE_DIGEST = frozenset(
        {TRAITOR_CROSSES, SHAPESHIFTER_DRAWS, SHAPESHIFTER_DISCARDS, VETERAN_PLACES_DRAWN, PASSED_CARDS_SWAPPED}
    )

    @property
    def TEXT_FIELDS(self) -> tuple[str, ...]:  # noqa: N802 (the name core/save.py reads)
        """The wire fields whose texts a save's fingerprint takes in English: the event log,
        and the decision asked (its prompt; its other items are not phrases and stay)."""
        return ("events",) if self.ask is None else ("events", "ask")

    # -- protocol: who decides ------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return self.nseats

    def to_move(self):
        return None if self.ask is None else self.ask[0]

    def decision(self):
        a = self.ask
        return None if a is None else Decision(a[0], a[1], a[2])

    def legal_actions(self):
        return [] if self.ask is None else list(self.ask[3])

    def apply(self, action) -> None:
        a = self.ask
        if a is None:
            raise IllegalAction(phrase("the game is over; no more actions are allowed"))
        if action not in a[3]:
            raise IllegalAction(
                phrase("{action} is not a legal action now ({prompt})", action=repr(action)[:400], prompt=a[2])
            )
        self.ask = None
        self.stack.append(a[4] + (tuple(action),))
        self.run()

    def is_over(self) -> bool:
        return self.outcome is not None

    def result(self):
        return list(self.outcome) if self.outcome is not None else [0.0] * self.nseats

    def scores(self):
        return [float(self.won[self.seat_side[s]]) for s in range(self.nseats)]

    def progress_label(self) -> Phrase:
        if self.variant in COOPERATIVE:
            return phrase(
                "round {round}, castles {players}–{robbers} against the robber knights",
                round=self.round,
                players=self.won[0],
                robbers=self.won[1],
            )
        return phrase("round {round}, castles {won}", round=self.round, won="–".join(str(w) for w in self.won))

    # -- the task machine ------------------------------------------------------------------
    def run(self) -> None:
        """Run tasks until a decision is asked or the game ends."""
        stack = self.stack
        while self.ask is None and stack and self.outcome is None:
            t = stack.pop()
            TASKS[t[0]](self, t)
        if self.outcome is not None:
            stack.clear()
            self.ask = None

    def push(self, *tasks) -> None:
        """Schedule tasks so that the first given runs first."""
        self.stack.extend(reversed(tasks))

    def choose(self, seat: int, kind: str, prompt: Phrase, actions: list, cont: tuple) -> bool:
        """Ask `seat` to pick one of `actions`; `cont + (action,)` runs with the answer.

        A single possible answer is taken at once (effects are mandatory where possible).
        Returns False when there is nothing to choose."""
        if not actions:
            return False
        if len(actions) == 1:
            self.stack.append(cont + (actions[0],))
        else:
            self.ask = (seat, kind, prompt, actions, cont)
        return True

    def log(self, text: Phrase) -> None:
        ev = self.events
        ev.append(text)
        if len(ev) > MAX_EVENTS:
            del ev[0]

    # -- names -----------------------------------------------------------------------------
    def side_name(self, side: int) -> Phrase:
        """Who plays side `side` of a lane, as a log line names them mid-sentence."""
        if self.variant in COOPERATIVE:
            if side == 1:
                return phrase("the robber knights")
            return phrase("you") if self.nseats == 1 else phrase("the players")
        if self.variant == "2v2":
            return phrase("team {letter}", letter="AB"[side])
        return player(side)

    def card_name(self, c: int) -> Phrase:
        return term(NAME[self.kind_of[c]]) if c >= 0 else phrase("a hidden card")

    def lane_name(self, lane: int) -> Phrase:
        return phrase("lane {number}", number=lane + 1)

    # -- looking at the board -------------------------------------------------------------
    def ability(self, c: int) -> str:
        return ABILITY[self.kind_of[c]]

    def strength(self, c: int) -> int:
        """A card's strength outside scoring: 0 face-down, never below 0."""
        if self.down[c]:
            return 0
        v = STRENGTH[self.kind_of[c]] + self.mod[c]
        return v if v > 0 else 0

    def lane_totals(self, lane: int) -> tuple:
        """The two sides' strength totals in a lane now (no scoring effects; solo and co-op:
        the castle's coins count for the robber knights)."""
        pair = self.lanes[lane]
        a = sum(self.strength(c) for c in pair[0])
        b = sum(self.strength(c) for c in pair[1])
        if self.variant in COOPERATIVE:
            b += self.castle_coins[lane]
        return a, b

    def card_text(self, c: int) -> str:
        """The text of a card (its solo text in solo and co-op)."""
        return text_of(self.kind_of[c], self.variant in COOPERATIVE)

    def side_index(self, lane: int, side: int) -> int:
        """0 or 1: which list of `lanes[lane]` is `side`'s; -1 if side has no side there."""
        a, b = self.lane_sides[lane]
        return 0 if a == side else (1 if b == side else -1)

    def find(self, c: int):
        """(lane, side index, position) of a card in a lane, or None."""
        lane = self.at_lane[c] if c < len(self.at_lane) else -1
        if lane < 0:
            return None
        pair = self.lanes[lane]
        if c in pair[0]:
            return lane, 0, pair[0].index(c)
        if c in pair[1]:
            return lane, 1, pair[1].index(c)
        return self.scan(c)

    def scan(self, c: int):
        """`find` the slow way, looking through every lane."""
        for i, pair in enumerate(self.lanes):
            for k in (0, 1):
                lst = pair[k]
                if c in lst:
                    return i, k, lst.index(c)
        return None

    def set_lane(self, c: int, lane: int) -> None:
        """Note which lane a card is in (-1: none); `find` starts there."""
        at = self.at_lane
        if c >= len(at):
            at.extend([-1] * (c + 1 - len(at)))
        at[c] = lane

    def side_at(self, lane: int, k: int) -> int:
        return self.lane_sides[lane][k]

    def lane_order(self) -> list:
        """Alive lanes left to right as the active player sees them.

        Free-for-all: the next seat clockwise sits on a player's left, so the order starts at
        the active player's left front (its lanes with the next seat, 2*active and after) and
        goes around the table; lanes made by merging fronts come last."""
        order = [i for i in range(len(self.lanes)) if self.alive[i]]
        if self.variant in ("duel", "2v2") and self.seat_side[self.active] == 1:
            order.reverse()
        elif self.variant == "free-for-all" and self.active:
            table = 2 * self.nseats
            first = 2 * self.seat_side[self.active]
            order.sort(key=lambda i: ((i - first) % table, 0) if i < table else (table, i))
        return order

    def side_order(self) -> list:
        """Sides in effect order: the active player's first, then clockwise."""
        first = self.acting_side()
        return [(first + k) % self.nsides for k in range(self.nsides)]

    def acting_side(self) -> int:
        return 0 if self.variant in COOPERATIVE else self.seat_side[self.active]

    def side_acting(self, seat: int) -> int:
        """The side whose turn a seat plays (co-op seats play the robbers' turn as well)."""
        return self.seat_side[seat]

    def ordered(self, sides=None, lanes=None) -> list:
        """(card, lane, side index) in effect order: active side first, left to right, near to far."""
        out: list[tuple[int, int, int]] = []
        lanes = self.lane_order() if lanes is None else lanes
        for side in self.side_order() if sides is None else sides:
            for i in lanes:
                k = self.side_index(i, side)
                if k >= 0:
                    out.extend((c, i, k) for c in self.lanes[i][k])
        return out

    def cards_in_play(self) -> list:
        return [c for i, pair in enumerate(self.lanes) if self.alive[i] for c in pair[0] + pair[1]]

    def face_up(self, ability: str) -> list:
        """(card, lane, side index) of each face-up card with this ability in play."""
        out = []
        down, at, alive = self.down, self.at_lane, self.alive
        for c in copies(self.kind_of)[INDEX[ability]]:
            # asked on every play and bid: the lane index answers without a search
            if down[c] or c >= len(at) or at[c] < 0 or not alive[at[c]]:
                continue
            pair = self.lanes[at[c]]
            if c in pair[0]:
                out.append((c, at[c], 0))
            elif c in pair[1]:
                out.append((c, at[c], 1))
        return out

    def has_face_up(self, ability: str, side: int) -> bool:
        sides = self.lane_sides
        return any(sides[i][k] == side for _, i, k in self.face_up(ability))

    def lanes_of(self, side: int, exclude: int = -1) -> list:
        """Alive lanes in which `side` has a side, in index order."""
        if self.nsides == 2:  # every lane has both sides (all but the free-for-all)
            return [i for i, up in enumerate(self.alive) if up and i != exclude]
        return [i for i in range(len(self.lanes)) if self.alive[i] and i != exclude and self.side_index(i, side) >= 0]

    def opponent_side(self, lane: int, side: int) -> int:
        a, b = self.lane_sides[lane]
        return b if a == side else a

    def decider(self, side: int) -> int:
        """The seat that makes a side's choices now: the active seat if it plays that side,
        else the next seat of that side in turn order (in solo and co-op always the active)."""
        a = self.active
        if self.variant in COOPERATIVE or self.seat_side[a] == side:
            return a
        n = self.nseats
        for k in range(1, n):
            s = (a + k) % n
            if self.seat_side[s] == side:
                return s
        return a

    def seats_of_after(self, seat: int) -> list:
        """The other seats in turn order after `seat`."""
        n = self.nseats
        return [(seat + k) % n for k in range(1, n)]

    def seats_of(self, side: int) -> list:
        """The seats of a side in turn order from the active seat."""
        n = self.nseats
        return [(self.active + k) % n for k in range(n) if self.seat_side[(self.active + k) % n] == side]

    # -- coins ------------------------------------------------------------------------------
    def gain(self, seat: int, n: int) -> int:
        """Give `seat` up to n coins from the supply (the supply caps every gain)."""
        n = min(n, self.supply)
        if n > 0:
            self.supply -= n
            self.coins[seat] += n
        return max(n, 0)

    def pay(self, seat: int, n: int) -> int:
        """`seat` pays up to n coins to the supply."""
        n = min(n, self.coins[seat])
        if n > 0:
            self.coins[seat] -= n
            self.supply += n
        return max(n, 0)

    def fx_gain(self, side: int, seat: int, n: int, lane: int) -> None:
        """A card effect gives coins to a side (solo and co-op: the castle-coin rules)."""
        if self.variant in COOPERATIVE:
            self.solo_coins(side == 0, n, lane)
        else:
            got = self.gain(seat, n)
            if got:
                self.log(phrase_n("{player} gains {n} coin", "{player} gains {n} coins", got, player=player(seat)))

    def fx_pay(self, side: int, seat: int, n: int, lane: int) -> int:
        """A card effect makes a side pay coins to the supply."""
        if self.variant in COOPERATIVE:
            self.solo_coins(side == 1, n, lane)
            return n
        paid = self.pay(seat, n)
        if paid:
            self.log(
                phrase_n(
                    "{player} pays {n} coin to the supply",
                    "{player} pays {n} coins to the supply",
                    paid,
                    player=player(seat),
                )
            )
        return paid

    def fx_take(self, frm_side: int, frm_seat: int, to_side: int, to_seat: int, n: int, lane: int) -> int:
        """A card effect moves coins from one player to another."""
        if self.variant in COOPERATIVE:
            self.solo_coins(to_side == 0, n, lane)
            return n
        n = min(n, self.coins[frm_seat])
        if n > 0:
            self.coins[frm_seat] -= n
            self.coins[to_seat] += n
            self.log(
                phrase_n(
                    "{player} takes {n} coin from {other}",
                    "{player} takes {n} coins from {other}",
                    n,
                    player=player(to_seat),
                    other=player(frm_seat),
                )
            )
        return max(n, 0)

    def solo_coins(self, good: bool, n: int, lane: int) -> None:
        """Solo/co-op coin rule: good for the players -> they take castle coins back to the
        supply (their Bard doubles it); good for the robbers -> supply coins onto this castle."""
        if n <= 0:
            return
        if good:
            if self.has_face_up("bard", 0):
                n *= 2
            self.stack.append(("solo_take_castle_coin", n))
        else:
            if lane < 0 or not self.alive[lane]:
                return
            n = min(n, self.supply)
            if n > 0:
                self.supply -= n
                self.castle_coins[lane] += n
                self.log(
                    phrase_n(
                        "{n} coin onto the castle of {lane}",
                        "{n} coins onto the castle of {lane}",
                        n,
                        lane=self.lane_name(lane),
                    )
                )

    # -- moving cards -----------------------------------------------------------------------
    def draw(self) -> int:
        """Take the deck's top card (-1 if none); an empty deck takes the shuffled pile."""
        if not self.deck:
            self.reshuffle()
        if not self.deck:
            return -1
        c = self.deck.pop()
        if not self.deck:
            self.reshuffle()
        return c

    def reshuffle(self) -> None:
        if self.pile and not self.deck:
            self.deck = self.pile
            self.pile = []
            self.rng.shuffle(self.deck)
            self.log(phrase("The destroyed pile is shuffled into a new deck"))

    def refill_market(self) -> None:
        for i in range(4):
            if self.market[i] < 0:
                self.market[i] = self.draw()

    def take_offer(self, slot: int) -> int:
        """Remove the card at a market slot (4: the deck top) and refill at once."""
        if slot == 4:
            return self.draw()
        c = self.market[slot]
        self.market[slot] = -1
        self.refill_market()
        return c

    def place(self, c: int, lane: int, side: int, face_down: bool = False) -> None:
        """Put a card far from the castle on a side of a lane (no effect fires)."""
        k = self.side_index(lane, side)
        if k < 0:
            raise ValueError(f"side {side} has no side in {self.lane_name(lane)}")
        self.lanes[lane][k].append(c)
        self.set_lane(c, lane)
        self.down[c] = 1 if face_down else 0

    def remove(self, c: int):
        """Take a card out of its lane; returns (lane, side index) or None."""
        loc = self.find(c)
        if loc is None:
            return None
        lane, k, pos = loc
        del self.lanes[lane][k][pos]
        self.set_lane(c, -1)
        return lane, k

    def hel_active(self) -> bool:
        return bool(self.face_up("hel"))

    def destroy(self, c: int, by_effect: bool = True, hel: bool | None = None) -> None:
        """Destroy a card in play: to the pile; its destroy effect fires unless Hel stops it."""
        loc = self.find(c)
        if loc is None:
            return
        lane, k, pos = loc
        if hel is None:
            hel = self.hel_active()
        side = self.side_at(lane, k)
        was_up = not self.down[c]
        del self.lanes[lane][k][pos]
        self.set_lane(c, -1)
        self.down[c] = 0
        self.mod[c] = 0
        self.pile.append(c)
        self.log(phrase("{card} is destroyed", card=self.card_name(c)))
        if was_up and self.kind_is(c, DESTROY):
            if hel:
                self.log(phrase("Hel stops the destroy effect of {card}", card=self.card_name(c)))
            else:
                self.stack.append((self.ability(c), c, self.decider(side), 0, lane, side, int(by_effect)))

    def kind_is(self, c: int, kind: str) -> bool:
        """Whether card c's effect is of this kind (in solo and co-op with the solo changes)."""
        return (KIND_SOLO if self.variant in COOPERATIVE else KIND)[self.kind_of[c]] == kind

    def flip(self, c: int, seat: int | None = None) -> None:
        """Turn a card over; a card turned face-up fires its deploy effect at once.

        Our rule against endless forced loops (e.g. two Monks flipping each other): a card's
        deploy effect fires by being turned face-up at most once per turn (`refired`)."""
        loc = self.find(c)
        if loc is None:
            return
        lane, k, _ = loc
        self.down[c] ^= 1
        if self.down[c]:
            self.log(phrase("{card} is flipped face-down", card=self.card_name(c)))
        else:
            self.log(phrase("{card} is flipped face-up", card=self.card_name(c)))
        if not self.down[c] and self.kind_is(c, DEPLOY):
            if c in self.refired:
                self.log(phrase("{card} already fired once this turn on being turned face-up", card=self.card_name(c)))
                return
            self.refired.append(c)
            side = self.side_at(lane, k)
            self.stack.append((self.ability(c), c, self.decider(side), 0, lane))

    def move(self, c: int, lane: int) -> bool:
        """Move a card to another lane, same side, far from the castle (no effect fires)."""
        loc = self.find(c)
        if loc is None or not self.alive[lane]:
            return False
        side = self.side_at(loc[0], loc[1])
        k = self.side_index(lane, side)
        if k < 0 or lane == loc[0]:
            return False
        del self.lanes[loc[0]][loc[1]][loc[2]]
        self.lanes[lane][k].append(c)
        self.set_lane(c, lane)
        self.log(phrase("{card} moves to {lane}", card=self.card_name(c), lane=self.lane_name(lane)))
        return True

    def swap(self, a: int, b: int) -> None:
        """Exchange the places of two cards in play (no deploy effect fires)."""
        la, lb = self.find(a), self.find(b)
        if la is None or lb is None or a == b:
            return
        self.lanes[la[0]][la[1]][la[2]] = b
        self.lanes[lb[0]][lb[1]][lb[2]] = a
        self.set_lane(a, lb[0])
        self.set_lane(b, la[0])
        self.log(phrase("{card} and {other} swap places", card=self.card_name(a), other=self.card_name(b)))

    def guarded(self, target: int, source: int) -> bool:
        """Heimdall: an effect aimed at a card in his lane is stopped and he flips face-down."""
        loc = self.find(target)
        if loc is None:
            return False
        for h, lane, _ in self.face_up("heimdall"):
            if lane == loc[0] and h != source:
                self.log(phrase("Heimdall stops the effect on {card}", card=self.card_name(target)))
                self.down[h] = 1
                return True
        return False

    # -- deploying --------------------------------------------------------------------------
    def deploy_lanes(self, side: int, allowed=None) -> list:
        """The lanes a side may play into now (Freyja draws every card into her lane)."""
        freyja = self.face_up("freyja")
        if freyja:
            mine = self.lanes_of(side)
            here = sorted({i for _, i, _ in freyja if i in mine})
            if here:
                return here
        return self.lanes_of(side) if allowed is None else allowed

    def play_card(self, seat: int, c: int, lane: int, side: int) -> None:
        """Play a card onto a lane: far from the castle; its deploy effect fires."""
        mine = self.side_acting(seat) if self.variant not in COOPERATIVE else side
        if self.ability(c) == "traitor":
            side = self.opponent_side(lane, side)
        fenrir = any(i == lane and self.side_at(i, k) != mine for _, i, k in self.face_up("fenrir"))
        self.place(c, lane, side, face_down=fenrir)
        self.log(self.played(seat, c, lane, side, fenrir))
        if side != mine:  # the Traitor plays for the other side
            self.log(phrase(TRAITOR_CROSSES, card=self.card_name(c), lane=self.lane_name(lane)))
        k = self.side_index(lane, side)
        for n, i, kk in self.face_up("njord"):
            if i == lane and kk == k and n != c:
                self.log(phrase("Njord: the player gains 1 coin"))
                self.fx_gain(mine, seat, 1, lane)
        self.stack.append(("castle_after_play", lane, seat, mine))
        if not fenrir and self.kind_is(c, DEPLOY):
            self.stack.append((self.ability(c), c, seat, 0, lane))

    def played(self, seat: int, c: int, lane: int, side: int, fenrir: bool) -> Phrase:
        """The log line of a card played onto a lane (face-down when Fenrir turns it)."""
        card, where = self.card_name(c), self.lane_name(lane)
        if self.variant not in COOPERATIVE:
            if fenrir:
                return phrase(
                    "{player} plays {card} into {lane} face-down (Fenrir)", player=player(seat), card=card, lane=where
                )
            return phrase("{player} plays {card} into {lane}", player=player(seat), card=card, lane=where)
        if side == 1:
            if fenrir:
                return phrase(
                    "{card} is played onto the robber knights' side of {lane} face-down (Fenrir)", card=card, lane=where
                )
            return phrase("{card} is played onto the robber knights' side of {lane}", card=card, lane=where)
        if self.nseats == 1:
            if fenrir:
                return phrase("{card} is played onto your side of {lane} face-down (Fenrir)", card=card, lane=where)
            return phrase("{card} is played onto your side of {lane}", card=card, lane=where)
        if fenrir:
            return phrase("{card} is played onto the players' side of {lane} face-down (Fenrir)", card=card, lane=where)
        return phrase("{card} is played onto the players' side of {lane}", card=card, lane=where)

    def castle_won(self, side: int, lane: int) -> Phrase:
        """The log line of a side winning a lane's castle."""
        where = self.lane_name(lane)
        if self.variant in COOPERATIVE:
            if side == 1:
                return phrase("The robber knights win the castle of {lane}", lane=where)
            if self.nseats == 1:
                return phrase("You win the castle of {lane}", lane=where)
            return phrase("The players win the castle of {lane}", lane=where)
        if self.variant == "2v2":
            return phrase("Team {letter} wins the castle of {lane}", letter="AB"[side], lane=where)
        return phrase("{player} wins the castle of {lane}", player=player(side), lane=where)

    # -- the end ----------------------------------------------------------------------------
    def award(self, lane: int, side: int) -> None:
        self.alive[lane] = False
        self.lane_winner[lane] = side
        self.won[side] += 1
        self.log(self.castle_won(side, lane))
        if self.won[side] >= 2:
            self.placements.append(side)
            if self.play_on and self.nseats - len(self.placements) >= 2:
                from .ffa import play_on_without

                play_on_without(self, side)
            else:
                self.finish(self.placements[0])

    def finish(self, side: int | None) -> None:
        """End the game: `side` wins (None: shared among the sides with most castles)."""
        n = self.nseats
        if self.variant in COOPERATIVE:
            self.outcome = [1.0 if side == 0 else 0.0] * n
        else:
            if side is None and self.placements:
                side = self.placements[0]
            if side is None:
                best = max(self.won)
                sides = [s for s in range(self.nsides) if self.won[s] == best]
            else:
                sides = [side]
            winners = [s for s in range(n) if self.seat_side[s] in sides]
            self.outcome = [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        self.log(phrase("The game is over"))
        self.stack.clear()
        self.ask = None

    # -- information ------------------------------------------------------------------------
    def clone(self) -> "CCState":
        s = CCState.__new__(CCState)
        s.variant, s.nseats, s.seat_side, s.nsides = self.variant, self.nseats, self.seat_side, self.nsides
        s.kind_of, s.lane_sides, s.castle = self.kind_of, self.lane_sides, self.castle
        s.deck, s.market, s.pile = self.deck[:], self.market[:], self.pile[:]
        s.alive, s.lanes = self.alive[:], [[p[0][:], p[1][:]] for p in self.lanes]
        s.castle_coins, s.lane_winner = self.castle_coins[:], self.lane_winner[:]
        s.down, s.mod, s.coins = self.down[:], self.mod[:], self.coins[:]
        s.supply, s.total_coins, s.won = self.supply, self.total_coins, self.won[:]
        s.waiting = [w[:] for w in self.waiting]
        s.hands = [h[:] for h in self.hands]
        s.active, s.round, s.turns, s.start = self.active, self.round, self.turns, self.start
        s.stack, s.ask = self.stack[:], self.ask
        if self.auction is None:
            s.auction = None
        else:
            s.auction = list(self.auction)
            if isinstance(self.auction[3], list):  # the free-for-all's bids per seat
                s.auction[3] = self.auction[3][:]
        s.sc = None if self.sc is None else [self.sc[0], self.sc[1], dict(self.sc[2]), self.sc[3][:]]
        s.tied, s.outcome = self.tied[:], self.outcome
        s.rng, s.events = self.rng.clone(), self.events[:]
        s.discard_used, s.passes = self.discard_used[:], self.passes[:]
        s.picks = [p[:] for p in self.picks]
        s.refired = self.refired[:]
        s.play_on, s.placements, s.gone = self.play_on, self.placements[:], self.gone[:]
        s.at_lane = self.at_lane[:]
        return s

    def view(self, seat):
        v = self.clone()
        v.rng = Rng(0)
        if len(v.deck) > 1:
            v.deck = [HIDDEN] * (len(v.deck) - 1) + [v.deck[-1]]
        if self.variant == "co-op":
            for s in range(self.nseats):
                if s != seat:
                    v.hands[s] = [HIDDEN] * len(v.hands[s])
                    if v.passes[s] >= 0:
                        v.passes[s] = SEALED
        if self.variant == "free-for-all" and v.auction is not None:
            bids = v.auction[3]
            for s in range(self.nseats):
                if s != seat and bids[s] >= 0 and self.auction_sealed():
                    bids[s] = SEALED
        if self.picks and not self.kind_of:
            # tournament draft: each player picks from their own collection, unseen
            for s in range(self.nseats):
                if s != seat:
                    v.picks[s] = [HIDDEN] * len(v.picks[s])
        if v.ask is not None and v.ask[0] != seat and (self.variant == "co-op" or v.ask[1] == "draft"):
            # the partner's options and pending choice would show their hand (in the draft:
            # the characters not yet picked show the picks)
            v.ask = (v.ask[0], v.ask[1], v.ask[2], [], ())
        return v

    def public_choice(self) -> bool:
        """A bid on a card on offer, outside the free-for-all (whose bids may be sealed):
        every view shows the auction (bidder, slot, card, coins) and the coins left, so
        every reader learns the bid; other decisions are left to the secrecy probe."""
        return self.ask is not None and self.ask[1] == "bid" and self.variant != "free-for-all"

    def auction_sealed(self) -> bool:
        return self.auction is not None and len(self.auction) > 4 and self.auction[4] == 0

    def determinize(self, seat, rng):
        s = self.clone()
        known = set()
        for c in s.deck:
            if c >= 0:
                known.add(c)
        placed = set(s.market) | set(s.pile) | set(known) | set(s.gone)
        for pair in s.lanes:
            placed.update(pair[0])
            placed.update(pair[1])
        for w in s.waiting:
            placed.update(w)
        for h in s.hands:
            placed.update(h)
        placed.update(p for p in s.passes if p >= 0)
        unknown = [c for c in range(len(s.kind_of)) if c not in placed]
        rng.shuffle(unknown)
        s.deck = [c if c >= 0 else unknown.pop() for c in s.deck]
        s.hands = [[c if c >= 0 else unknown.pop() for c in h] for h in s.hands]
        s.passes = [unknown.pop() if p == SEALED else p for p in s.passes]
        if s.auction is not None and isinstance(s.auction[3], list):
            s.auction[3] = [0 if b == SEALED else b for b in s.auction[3]]
        for p, picks in enumerate(s.picks):
            if HIDDEN in picks:
                kinds = list(range(len(STRENGTH)))
                rng.shuffle(kinds)
                s.picks[p] = kinds[: len(picks)]
        s.rng = Rng(rng.randrange(1 << 62))
        return s

    # -- wire -------------------------------------------------------------------------------
    def to_wire(self) -> dict:
        sc = None if self.sc is None else [self.sc[0], self.sc[1], sorted(self.sc[2].items()), self.sc[3]]
        ask = (
            None
            if self.ask is None
            else [
                self.ask[0],
                self.ask[1],
                said_to_wire(self.ask[2]),
                [list(a) for a in self.ask[3]],
                list(self.ask[4]),
            ]
        )
        return {
            "variant": self.variant,
            "nseats": self.nseats,
            "seat_side": list(self.seat_side),
            "nsides": self.nsides,
            "kind_of": list(self.kind_of),
            "deck": self.deck[:],
            "market": self.market[:],
            "pile": self.pile[:],
            "lane_sides": [list(p) for p in self.lane_sides],
            "castle": list(self.castle),
            "alive": self.alive[:],
            "lanes": [[p[0][:], p[1][:]] for p in self.lanes],
            "castle_coins": self.castle_coins[:],
            "lane_winner": self.lane_winner[:],
            "down": self.down[:],
            "mod": self.mod[:],
            "coins": self.coins[:],
            "supply": self.supply,
            "total_coins": self.total_coins,
            "won": self.won[:],
            "waiting": [w[:] for w in self.waiting],
            "hands": [h[:] for h in self.hands],
            "active": self.active,
            "round": self.round,
            "turns": self.turns,
            "start": self.start,
            "stack": [list(t) for t in self.stack],
            "ask": ask,
            "auction": None if self.auction is None else [list(x) if isinstance(x, list) else x for x in self.auction],
            "sc": sc,
            "tied": self.tied[:],
            "outcome": self.outcome,
            "rng": self.rng.state,
            "events": saids_to_wire(self.events),
            "discard_used": self.discard_used[:],
            "passes": self.passes[:],
            "picks": [p[:] for p in self.picks],
            "refired": self.refired[:],
            "play_on": self.play_on,
            "placements": self.placements[:],
            "gone": self.gone[:],
        }

    @classmethod
    def from_wire(cls, d: dict) -> "CCState":
        s = cls.__new__(cls)
        s.variant, s.nseats, s.nsides = d["variant"], d["nseats"], d["nsides"]
        s.seat_side, s.kind_of = tuple(d["seat_side"]), tuple(d["kind_of"])
        s.lane_sides = tuple(tuple(p) for p in d["lane_sides"])
        s.castle = tuple(d["castle"])
        s.deck, s.market, s.pile = list(d["deck"]), list(d["market"]), list(d["pile"])
        s.alive, s.lanes = list(d["alive"]), [[list(p[0]), list(p[1])] for p in d["lanes"]]
        s.castle_coins, s.lane_winner = list(d["castle_coins"]), list(d["lane_winner"])
        s.down, s.mod, s.coins = list(d["down"]), list(d["mod"]), list(d["coins"])
        s.supply, s.total_coins, s.won = d["supply"], d["total_coins"], list(d["won"])
        s.waiting, s.hands = [list(w) for w in d["waiting"]], [list(h) for h in d["hands"]]
        s.active, s.round, s.turns, s.start = d["active"], d["round"], d["turns"], d["start"]
        s.stack = [as_action(t) for t in d["stack"]]
        a = d["ask"]
        s.ask = None if a is None else (a[0], a[1], said_from_wire(a[2]), [as_action(x) for x in a[3]], as_action(a[4]))
        au = d["auction"]
        s.auction = None if au is None else [list(x) if isinstance(x, list) else x for x in au]
        sc = d["sc"]
        s.sc = None if sc is None else [sc[0], sc[1], {int(k): v for k, v in sc[2]}, list(sc[3])]
        s.tied = list(d["tied"])
        s.outcome = None if d["outcome"] is None else list(d["outcome"])
        s.rng = Rng(d["rng"])
        s.events = [said_from_wire(e) for e in d["events"]]
        s.discard_used, s.passes = list(d["discard_used"]), list(d["passes"])
        s.picks = [list(p) for p in d["picks"]]
        s.refired = list(d["refired"])
        s.play_on, s.placements, s.gone = d["play_on"], list(d["placements"]), list(d["gone"])
        s.at_lane = [-1] * len(s.kind_of)
        for i, pair in enumerate(s.lanes):
            for c in pair[0] + pair[1]:
                s.at_lane[c] = i
        return s

    def describe(self, action) -> Phrase:
        from .describe import describe

        return describe(self, action)
