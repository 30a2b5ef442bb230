"""CrystalClansState: one position of a Crystal Clans game.

Public attributes (the terminal interface draws from `view(seat)`):

- ``clans``: the two clan names, by seat.
- ``squads``: 18 tuples, ``squads[seat * 9 + zone]``: that seat's squad in that zone,
  top unit first (empty tuple: no squad). Use `squad(seat, zone)`.
- ``token``: the initiative token, -20..20. Seat 0 pays towards +20, seat 1 towards -20;
  -1, 0 and 1 are the neutral spaces (see board.py).
- ``active``: the seat whose turn it is. ``turn``: how many turns have been played.
- ``hands``: each seat's hand (card instances; HIDDEN (-1) for cards a view may not see).
- ``draw``: each seat's draw pile, top card last (all HIDDEN in a view, counts only).
- ``discard``: each seat's discard pile (face up, public). ``removed``: cards removed
  from the game.
- ``row``: the face-up crystals (crystal ids, -1 for an empty slot); ``crystal_deck``:
  the crystals still to come; ``collected``: each seat's collected crystals;
  ``flipped``: collected crystals turned facedown.
- ``battle``: the battle in progress (see battle.Battle) or None; in a view the
  opponent's battle card is HIDDEN until both are committed and revealed.
- ``last_battle``: a dict about the last revealed battle: zone, attacker, cards, styles,
  which effect ("left"/"right") triggered and its text, "attack" of each squad,
  "damage" dealt BY each seat, "lost" damage BY each seat (too little to destroy the next
  unit), "destroyed" units OF each seat.
- ``events``: recent happenings as phrases (read in the reader's language; plain English
  strings in states saved before phrases), oldest first, for the interface's log.
- ``winner``: the seat that won, or None.

Decisions (``decision().kind``): "action" (the five actions and crystal flips), "order"
(reorder a squad), "trim" (discard down to 3), "move", "battle?", "sac" (Sacrifice),
"commit" (battle card), "fx-order" / "triggers" (the active player orders simultaneous
effects), "may-draw", "b-return" (keep a returned battle card), "replenish", "free" (a
free action), "free-crystal", "mulligan", and one kind per ability or crystal that asks
(e.g. "starfall", "clone", "c-keeper"). `peeked(seat)` says how many top cards of its own
draw pile a seat is looking at during Foresight / Inform (shown in its view).

A card instance is an int 0..53; `kinds[instance]` indexes cards.CARDS; the owner is
``instance // 27``.
"""

from __future__ import annotations

from typing import Any

# abilities, actions, battle and crystal_effects register their frames' handlers in flow
from core.crystal_clans import abilities as _abilities  # noqa: F401
from core.crystal_clans import actions as _actions  # noqa: F401
from core.crystal_clans import crystal_effects as _crystal_effects  # noqa: F401
from core.crystal_clans import flow
from core.crystal_clans import narration as _narration
from core.crystal_clans.battle import Battle
from core.crystal_clans.board import CRYSTAL_ZONES, NUM_ZONES, TRACK_END, sign
from core.crystal_clans.cards import CARDS, DECK_SIZE
from core.crystal_clans.crystals import CRYSTALS
from core.crystal_clans.words import EVENTS_SINCE_DIGEST
from core.i18n.phrase import Phrase, Said, phrase, phrase_n, said_from_wire, saids_to_wire, term
from core.protocol import Decision, IllegalAction, State
from core.rng import Rng

HIDDEN = -1
WIN_CRYSTALS = 4
MAX_EVENTS = 40


class CrystalClansState(State):
    """A Crystal Clans position (see the module docstring for the public attributes)."""

    __slots__ = (
        "kinds",
        "clans",
        "hands",
        "draw",
        "discard",
        "removed",
        "squads",
        "token",
        "active",
        "turn",
        "row",
        "crystal_deck",
        "collected",
        "flipped",
        "stack",
        "owed",
        "winner",
        "battle",
        "last_battle",
        "events",
        "quiet",
        "rng",
        "_legal",
    )
    kinds: tuple[int, ...]
    clans: tuple[str, str]
    hands: list[list[int]]
    draw: list[list[int]]
    discard: list[list[int]]
    removed: list[int]
    squads: list[tuple[int, ...]]
    token: int
    active: int
    turn: int
    row: list[int]
    crystal_deck: list[int]
    collected: list[list[int]]
    flipped: list[int]
    stack: list[tuple]  # the rule frames still to run (flow.py)
    owed: list[int]
    winner: int | None
    battle: Battle | None
    last_battle: dict[str, Any] | None
    events: list[Said]  # phrases (plain English strings in states from before phrases)
    quiet: bool  # a search's state (determinize): its event log stops growing
    rng: Rng
    _legal: list[tuple] | None  # legal actions, computed once per position
    game_id = "crystal-clans"
    # the event log is phrases, fingerprinted in English as saves before phrases were
    TEXT_FIELDS = ("events",)
    # a save's position fingerprint (core/save.py) leaves the event log out; the one saves
    # wrote before took it, which never held the lines added since (message ids)
    NARRATION_FIELDS = ("events",)
    EVENTS_SINCE_DIGEST = EVENTS_SINCE_DIGEST

    # -- construction ------------------------------------------------------------------
    @classmethod
    def blank(cls) -> "CrystalClansState":
        s = cls.__new__(cls)
        s.kinds = ()
        s.clans = ("", "")
        s.hands, s.draw, s.discard = [[], []], [[], []], [[], []]
        s.removed = []
        s.squads = [()] * (2 * NUM_ZONES)
        s.token = 0
        s.active = 0
        s.turn = 0
        s.row, s.crystal_deck = [], []
        s.collected, s.flipped = [[], []], []
        s.stack = []
        s.owed = [0, 0]
        s.winner = None
        s.battle = None
        s.last_battle = None
        s.events = []
        s.quiet = False
        s.rng = Rng(0)
        s._legal = None
        return s

    def clone(self) -> "CrystalClansState":
        s = CrystalClansState.__new__(CrystalClansState)
        s.kinds = self.kinds
        s.clans = self.clans
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.draw = [self.draw[0][:], self.draw[1][:]]
        s.discard = [self.discard[0][:], self.discard[1][:]]
        s.removed = self.removed[:]
        s.squads = self.squads[:]
        s.token = self.token
        s.active = self.active
        s.turn = self.turn
        s.row = self.row[:]
        s.crystal_deck = self.crystal_deck[:]
        s.collected = [self.collected[0][:], self.collected[1][:]]
        s.flipped = self.flipped[:]
        s.stack = self.stack[:]
        s.owed = self.owed[:]
        s.winner = self.winner
        s.battle = self.battle.clone() if self.battle is not None else None
        s.last_battle = self.last_battle
        s.events = self.events[:]
        s.quiet = self.quiet
        s.rng = self.rng.clone()
        s._legal = self._legal
        return s

    # -- cards and squads --------------------------------------------------------------
    def card(self, cid: int):
        """The CardDef of card instance `cid`."""
        return CARDS[self.kinds[cid]]

    @staticmethod
    def owner(cid: int) -> int:
        return cid // DECK_SIZE

    def name(self, cid: int) -> str:
        return CARDS[self.kinds[cid]].name if cid >= 0 else "a hidden card"

    def squad(self, seat: int, zone: int) -> tuple:
        """`seat`'s squad in `zone`, top unit first (empty tuple if none)."""
        return self.squads[seat * NUM_ZONES + zone]

    def set_squad(self, seat: int, zone: int, units) -> None:
        self.squads[seat * NUM_ZONES + zone] = tuple(units)

    def controls(self, seat: int, zone: int) -> bool:
        """A seat controls a zone when it has a squad there and the opponent has none."""
        return bool(self.squads[seat * NUM_ZONES + zone]) and not self.squads[(1 - seat) * NUM_ZONES + zone]

    def crystal_zones_controlled(self, seat: int) -> int:
        return sum(1 for z in CRYSTAL_ZONES if self.controls(seat, z))

    def has_ability(self, cid: int, ability: str) -> bool:
        return ability in CARDS[self.kinds[cid]].abilities

    def top_has(self, seat: int, zone: int, ability: str) -> bool:
        sq = self.squads[seat * NUM_ZONES + zone]
        return bool(sq) and ability in CARDS[self.kinds[sq[0]]].abilities

    def squad_has(self, seat: int, zone: int, ability: str) -> bool:
        kinds = self.kinds
        for c in self.squads[seat * NUM_ZONES + zone]:
            if ability in CARDS[kinds[c]].abilities:
                return True
        return False

    # -- initiative --------------------------------------------------------------------
    def can_pay(self, seat: int, amount: int) -> bool:
        """Whether an action costing `amount` is allowed (it may not pass the track's end)."""
        return -TRACK_END <= self.token + sign(seat) * amount <= TRACK_END

    def pay(self, seat: int, amount: int) -> None:
        """Pay initiative: move the token towards the opponent (stops at the end)."""
        self.token = max(-TRACK_END, min(TRACK_END, self.token + sign(seat) * amount))

    def gain(self, seat: int, amount: int) -> None:
        """Gain initiative: move the token towards `seat`, stopping at the last space."""
        if amount:
            self.token = max(-TRACK_END, min(TRACK_END, self.token - sign(seat) * amount))
            self.log(phrase("P{seat} gains {amount} initiative", seat=seat + 1, amount=amount))

    def turn_is_over(self) -> bool:
        """True when the token is on the opponent's side, past the neutral spaces."""
        return self.token * sign(self.active) > 1

    # -- piles ---------------------------------------------------------------------------
    def reshuffle(self, seat: int) -> bool:
        """Shuffle `seat`'s discard pile into a new draw pile; the opponent is owed a free
        crystal after the current action. False if there was nothing to reshuffle."""
        if not self.discard[seat]:
            return False
        pile = self.discard[seat]
        self.discard[seat] = []
        self.rng.shuffle(pile)
        self.draw[seat] = pile
        self.owed[1 - seat] += 1
        self.log(phrase("P{seat} reshuffles; P{other} will score a free crystal", seat=seat + 1, other=2 - seat))
        return True

    def take_top(self, seat: int) -> int | None:
        """Take the top card of `seat`'s draw pile, reshuffling an empty pile first."""
        if not self.draw[seat] and not self.reshuffle(seat):
            return None
        return self.draw[seat].pop()

    def draw_cards(self, seat: int, n: int) -> int:
        """Draw up to `n` cards; returns how many were drawn."""
        got = 0
        for _ in range(n):
            c = self.take_top(seat)
            if c is None:
                break
            self.hands[seat].append(c)
            got += 1
        if got:
            self.log(phrase_n("P{seat} draws {n} card", "P{seat} draws {n} cards", got, seat=seat + 1))
        return got

    def mill(self, seat: int, n: int) -> int:
        """Discard up to `n` cards from the top of `seat`'s draw pile, stopping after a
        reshuffle (invasion, Spirit Guide, Storm Eye). Returns how many were discarded."""
        done = 0
        for _ in range(n):
            if not self.draw[seat]:
                self.reshuffle(seat)
                break
            self.discard[seat].append(self.draw[seat].pop())
            done += 1
        if done:
            self.log(
                phrase_n(
                    "P{seat} discards {n} card from the draw pile",
                    "P{seat} discards {n} cards from the draw pile",
                    done,
                    seat=seat + 1,
                )
            )
        return done

    def discard_card(self, cid: int) -> None:
        """Put a card on its owner's discard pile."""
        self.discard[cid // DECK_SIZE].append(cid)

    # -- crystals --------------------------------------------------------------------------
    def passive_crystal(self, seat: int, effect: str) -> bool:
        """Whether `seat` holds a face-up crystal with this standing effect."""
        for x in self.collected[seat]:
            if CRYSTALS[x].effect == effect and x not in self.flipped:
                return True
        return False

    def collect_crystal(self, seat: int, slot: int) -> int:
        """Move the crystal in row `slot` to `seat`'s collection and refill the row."""
        x = self.row[slot]
        self.collected[seat].append(x)
        self.row[slot] = self.crystal_deck.pop() if self.crystal_deck else -1
        self.log(phrase("P{seat} scores {crystal}", seat=seat + 1, crystal=term(CRYSTALS[x].name)))
        if len(self.collected[seat]) >= WIN_CRYSTALS:
            self.winner = seat
            self.stack.clear()
            self.battle = None
            self.log(phrase("P{seat} wins with {count} crystals", seat=seat + 1, count=len(self.collected[seat])))
        return x

    # -- the frame stack -------------------------------------------------------------------
    def push(self, *frames) -> None:
        """Push frames so that the first one given happens first."""
        self.stack.extend(reversed(frames))

    def log(self, text: Said) -> None:
        if self.quiet:  # a search's determinization: nobody reads its log
            return
        ev = self.events
        ev.append(text)
        if len(ev) > MAX_EVENTS + 20:
            del ev[:-MAX_EVENTS]

    def _run(self) -> None:
        """Resolve automatic frames until a decision is needed or the action is over."""
        run, legal_of, act = flow.RUN, flow.LEGAL, flow.ACT
        while self.winner is None:
            stack = self.stack
            if stack:
                frame = stack[-1]
                kind = frame[0]
                if not run[kind](self, frame):
                    continue
                # a decision with a single possible answer is no choice: play it
                legal = legal_of[kind](self, frame)
                if len(legal) == 1:
                    act[kind](self, frame, legal[0])
                    continue
                self._legal = legal
                return
            # the action is complete
            if self.owed[self.active] or self.owed[1 - self.active]:
                seat = self.active if self.owed[self.active] else 1 - self.active
                self.owed[seat] -= 1
                if any(x >= 0 for x in self.row):
                    stack.append(("free-crystal", seat))
                continue
            if self.turn_is_over():
                self.active = 1 - self.active
                self.turn += 1
            return

    # -- protocol ----------------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return 2

    def to_move(self):
        if self.winner is not None:
            return None
        stack = self.stack
        if stack:
            return stack[-1][1]  # _actions.frame_seat, read inline: a search asks at every step
        return self.active

    def decision(self):
        if self.winner is not None:
            return None
        if self.stack:
            frame = self.stack[-1]
            return Decision(_actions.frame_seat(self, frame), frame[0], _actions.frame_prompt(self, frame))
        return Decision(self.active, "action", self.action_prompt())

    def action_prompt(self) -> Phrase:
        """The action decision's prompt, saying when the turn passes: the token's raw
        position ("initiative -3") meant nothing to a player. The active seat acts again
        while the token is on its side or neutral, so it passes once more than `room`
        is spent."""
        room = 1 - self.token * sign(self.active)
        if room <= 0:
            return phrase("Choose an action (any initiative passes the turn)")
        return phrase("Choose an action (over {n} initiative passes the turn)", n=room)

    def legal_actions(self) -> list:
        if self.winner is not None:
            return []
        legal = self._legal
        if legal is None:
            if self.stack:
                frame = self.stack[-1]
                legal = flow.LEGAL[frame[0]](self, frame)
            else:
                legal = _actions.top_level_actions(self)
            self._legal = legal
        return legal

    def apply(self, action) -> None:
        if self.winner is not None:
            raise IllegalAction(phrase("the game is over; no more actions are allowed"))
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if action not in legal:
            self.check_legal(action)
        self._legal = None
        if self.stack:
            frame = self.stack[-1]
            flow.ACT[frame[0]](self, frame, action)
        else:
            _actions.begin_action(self, action)
        self._run()

    def is_over(self) -> bool:
        return self.winner is not None

    def result(self) -> list:
        if self.winner is None:
            return [0.5, 0.5]
        return [1.0 if s == self.winner else 0.0 for s in (0, 1)]

    def scores(self) -> list:
        return [float(len(self.collected[0])), float(len(self.collected[1]))]

    def progress_label(self) -> Phrase:
        return phrase(
            "round {round}, crystals {first}–{second}",
            round=self.turn // 2 + 1,
            first=len(self.collected[0]),
            second=len(self.collected[1]),
        )

    # -- information ---------------------------------------------------------------------------
    def peeked(self, seat: int) -> int:
        """How many top cards of `seat`'s own draw pile `seat` is looking at right now."""
        if self.stack:
            frame = self.stack[-1]
            if frame[0] in ("foresight", "inform") and frame[1] == seat:
                return min(frame[4], len(self.draw[seat]))
        return 0

    def view(self, seat):
        v = self.clone()
        v._legal = None
        v.rng = Rng(0)
        for s in (0, 1):
            keep = self.peeked(s) if s == seat else 0
            pile = self.draw[s]
            v.draw[s] = [HIDDEN] * (len(pile) - keep) + pile[len(pile) - keep :]
            if s != seat:
                v.hands[s] = [HIDDEN] * len(self.hands[s])
        b = v.battle
        if b is not None and not b.revealed:
            for s in (0, 1):
                if s != seat and b.cards[s] >= 0:
                    b.cards[s] = HIDDEN
        return v

    def public_choice(self) -> bool:
        """A squad's move (or stay): every view shows each squad on the board and no two
        moves leave them alike (another subset of units, or another zone); other
        decisions are left to the secrecy probe."""
        return self.winner is None and bool(self.stack) and self.stack[-1][0] == "move"

    def determinize(self, seat, rng):
        s = self.clone()
        s._legal = None
        seen: set[int] = set()
        for pile in (s.hands[0], s.hands[1], s.draw[0], s.draw[1], s.discard[0], s.discard[1], s.removed):
            seen.update(pile)
        seen.discard(HIDDEN)  # the only value below 0 a pile holds
        for sq in s.squads:
            seen.update(sq)
        if s.battle is not None:
            for i, c in enumerate(s.battle.cards):
                if c < 0 or c in seen:
                    continue
                if s.battle.placed[i] and HIDDEN in s.hands[i]:
                    # A placed battle card has left the battle; not in a visible place, it
                    # went back to its hand (a public move), where a view hides it.
                    s.hands[i][s.hands[i].index(HIDDEN)] = c
                seen.add(c)
        unknown = [[c for c in range(o * DECK_SIZE, (o + 1) * DECK_SIZE) if c not in seen] for o in (0, 1)]
        for pool in unknown:
            rng.shuffle(pool)
        for o in (0, 1):
            pile = s.draw[o]
            pool = unknown[o]
            n = len(pile)
            if n and len(pool) >= n and pile.count(HIDDEN) == n:
                # all hidden (the usual case): the pool's last n cards, last one on the bottom
                take = pool[-n:]
                del pool[-n:]
                take.reverse()
                s.draw[o] = take
                continue
            for i, c in enumerate(pile):
                if c == HIDDEN:
                    pile[i] = pool.pop()
        rest = unknown[0] + unknown[1]
        for h in s.hands:
            for i, c in enumerate(h):
                if c == HIDDEN:
                    h[i] = rest.pop()
        if s.battle is not None:
            for i, c in enumerate(s.battle.cards):
                if c == HIDDEN:
                    s.battle.cards[i] = rest.pop()
        s.rng = Rng(rng.randrange(1 << 62))
        s.quiet = True
        return s

    # -- wire ------------------------------------------------------------------------------------
    def to_wire(self) -> dict:
        return {
            "kinds": list(self.kinds),
            "clans": list(self.clans),
            "hands": [list(h) for h in self.hands],
            "draw": [list(d) for d in self.draw],
            "discard": [list(d) for d in self.discard],
            "removed": list(self.removed),
            "squads": [list(q) for q in self.squads],
            "token": self.token,
            "active": self.active,
            "turn": self.turn,
            "row": list(self.row),
            "crystal_deck": list(self.crystal_deck),
            "collected": [list(c) for c in self.collected],
            "flipped": list(self.flipped),
            "stack": [_plain(f) for f in self.stack],
            "owed": list(self.owed),
            "winner": self.winner,
            "battle": self.battle.to_wire() if self.battle is not None else None,
            "last_battle": _plain(self.last_battle),
            "events": saids_to_wire(self.events),
            "rng": self.rng.state,
        }

    @classmethod
    def from_wire(cls, d: dict) -> "CrystalClansState":
        s = cls.blank()
        s.kinds = tuple(d["kinds"])
        s.clans = tuple(d["clans"])
        s.hands = [list(h) for h in d["hands"]]
        s.draw = [list(x) for x in d["draw"]]
        s.discard = [list(x) for x in d["discard"]]
        s.removed = list(d["removed"])
        s.squads = [tuple(q) for q in d["squads"]]
        s.token = d["token"]
        s.active = d["active"]
        s.turn = d["turn"]
        s.row = list(d["row"])
        s.crystal_deck = list(d["crystal_deck"])
        s.collected = [list(c) for c in d["collected"]]
        s.flipped = list(d["flipped"])
        s.stack = [_tupled(f) for f in d["stack"]]
        s.owed = list(d["owed"])
        s.winner = d["winner"]
        s.battle = Battle.from_wire(d["battle"]) if d["battle"] is not None else None
        lb = d["last_battle"]
        s.last_battle = {k: _tupled(v) for k, v in lb.items()} if lb is not None else None
        s.events = [said_from_wire(text) for text in d["events"]]
        s.rng = Rng(d["rng"])
        return s

    def describe(self, action) -> Said:
        return _actions.describe(self, action)

    def narrate(self, action) -> Said:
        """`action` as the log tells it to every reader (third person; core.narration)."""
        return _narration.narrate(self, action)

    def older_form(self, action) -> list | None:
        """A move of a group in one action, as saves before the move was split wrote it
        for a big horde: the units to leave behind first, then the move."""
        return _actions.older_move(self, action)

    def check_legal(self, action) -> None:
        """Raise `IllegalAction` (a phrase) naming the problem if `action` is not legal now."""
        if self.is_over():
            raise IllegalAction(phrase("the game is over; no more actions are allowed"))
        if action not in self.legal_actions():
            d = self.decision()
            shown = repr(action)[:200]
            if d is None:
                raise IllegalAction(phrase("{action} is not a legal action now", action=shown))
            raise IllegalAction(phrase("{action} is not a legal action now ({prompt})", action=shown, prompt=d.prompt))


def _plain(x):
    if isinstance(x, (tuple, list)):
        return [_plain(y) for y in x]
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    return x


def _tupled(x):
    if isinstance(x, list):
        return tuple(_tupled(y) for y in x)
    return x
