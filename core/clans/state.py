"""The Clans state: huts on the board, villages, epochs, scores and the secret colours.

Actions:
  ("move", src, dst)   move every hut of territory `src` to the neighbouring, non-empty
                       territory `dst` (also the compulsory merge of two adjacent 7+ groups)
  ("village", t)       when one move founds villages that fall into different epochs (or
                       past the 12th), the mover picks which village takes the next chip

Readings of the rulebook where it leaves room (rules/clans.de.md):
  - Two adjacent groups of 7+: "the smaller must be moved onto the larger" is compulsory and
    immediate: the player whose move made them neighbours makes that merge as part of the
    same turn (decision "merge"), choosing the direction on a tie; villages it founds are his.
  - A village on a hostile landscape keeps its huts on the board (the base game; the Rio
    Grande edition removes them); it scores nothing, but its founder keeps the chip.
  - When the last move founds a 12th and a 13th village, the mover picks the 12th; the other
    group is not a village and scores nothing.
  - A dispute that removes every hut (five single huts) leaves an empty village worth nothing.

Public attributes a screen may read (all lists indexed as said):
  players        number of seats (2-4)
  colours        secret clan colour (0-4, see COLOURS) per seat; -1 where a view hides it
  huts           flat list, huts[t * 5 + c] = huts of colour c on territory t
  totals         totals[t] = all huts on territory t
  village_at     village_at[t] = index into `villages`, or -1
  villages       founded villages in order (Village records)
  colour_scores  track score per colour (0-4)
  chips          bonus chips per seat
  turn           the seat whose turn it is
  phase          MOVE, MERGE (a compulsory merge of two 7+ groups), ORDER (village order) or OVER
  pending        territories of villages founded by the last move, waiting for their order
  start          the colour of the one hut each territory held at the start (() if unknown)
  history        every action played so far with the seat that played it, in order:
                 ((seat, action), ...). Every Clans action is public, so every view keeps
                 it (only the colours are hidden), and a bot may read the colours from the
                 moves (ai/belief.py); `replay_public` walks it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from core.clans.board import LANDSCAPE_OF, NEIGHBOURS, NUM_TERRITORIES, REGIONS, TERRITORIES
from core.clans.epochs import EPOCH_OF_VILLAGE, EPOCHS, ROMAN, TOTAL_VILLAGES, village_bonus
from core.i18n import N_
from core.i18n.phrase import Phrase, phrase, phrase_n, term
from core.protocol import Decision, IllegalAction, State, as_action
from core.rng import Rng
from core.seat_names import seat_ref

COLOURS = ("red", "yellow", "green", "blue", "black")
LETTERS = "RYGBK"
NUM_COLOURS = 5
FROZEN = 7  # a group of this many huts or more may no longer move
HIDDEN = -1

MOVE, MERGE, ORDER, OVER = "move", "merge", "order", "over"


class Village(NamedTuple):
    """A founded village: where, its number (1-12), epoch (0-4), founder seat, the huts of
    each colour that stayed, those removed by a dispute, and the points each colour present
    scored (0 on a hostile landscape)."""

    territory: int
    number: int
    epoch: int
    founder: int
    huts: tuple[int, ...]
    removed: tuple[int, ...]
    points: int
    hostile: bool


class ClansState(State):
    """One position of a game of Clans."""

    __slots__ = (
        "players",
        "colours",
        "huts",
        "totals",
        "village_at",
        "villages",
        "colour_scores",
        "chips",
        "turn",
        "phase",
        "pending",
        "start",
        "history",
        "rng",
        "_legal",
    )
    players: int
    colours: list[int]  # the secret colour of each seat (-1 where a view hides it)
    huts: list[int]  # huts per territory and colour: territory * NUM_COLOURS + colour
    totals: list[int]  # huts per territory
    village_at: list[int]  # the village index of each territory, or -1
    villages: list[Village]
    colour_scores: list[int]
    chips: list[int]
    turn: int
    phase: str
    pending: list[int]  # territories of new villages still to be put in order
    start: tuple[int, ...]  # the colour of each territory's one hut at the start; () unknown
    history: tuple[tuple[int, tuple], ...]  # (seat, action) of every action so far
    rng: Rng
    _legal: list[tuple] | None  # legal actions, computed once per position
    game_id = "clans"
    # how the position was reached, not the position: left out of a save's fingerprint
    HISTORY_FIELDS = ("start", "history")

    # -- construction ----------------------------------------------------------------
    @classmethod
    def setup(cls, players: int, seed: int) -> "ClansState":
        """A new game: one hut of each colour per region, secret colours, a start player."""
        s = cls.__new__(cls)
        s.rng = Rng(seed)
        s.players = players
        s.huts = [0] * (NUM_TERRITORIES * NUM_COLOURS)
        s.totals = [1] * NUM_TERRITORIES
        for region in REGIONS:
            colours = list(range(NUM_COLOURS))
            s.rng.shuffle(colours)
            for territory, colour in zip(region, colours):
                s.huts[territory * NUM_COLOURS + colour] = 1
        s.start = tuple(s.huts[t * NUM_COLOURS : (t + 1) * NUM_COLOURS].index(1) for t in range(NUM_TERRITORIES))
        s.history = ()
        drawn = list(range(NUM_COLOURS))
        s.rng.shuffle(drawn)
        s.colours = drawn[:players]
        s.village_at = [-1] * NUM_TERRITORIES
        s.villages = []
        s.colour_scores = [0] * NUM_COLOURS
        s.chips = [0] * players
        s.turn = s.rng.randrange(players)
        s.phase = MOVE
        s.pending = []
        s._legal = None
        return s

    def clone(self) -> "ClansState":
        s = ClansState.__new__(ClansState)
        s.players = self.players
        s.colours = self.colours[:]
        s.huts = self.huts[:]
        s.totals = self.totals[:]
        s.village_at = self.village_at[:]
        s.villages = self.villages[:]  # Village records are immutable
        s.colour_scores = self.colour_scores[:]
        s.chips = self.chips[:]
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending[:]
        s.start = self.start  # immutable tuples: shared between clones
        s.history = self.history
        s.rng = self.rng.clone()
        s._legal = self._legal
        return s

    # -- queries ---------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        return self.players

    def huts_at(self, territory: int) -> tuple[int, ...]:
        """The huts of each colour on `territory`."""
        base = territory * NUM_COLOURS
        return tuple(self.huts[base : base + NUM_COLOURS])

    def epoch_index(self) -> int:
        """The current epoch (0-4): the epoch of the next village to be founded."""
        return EPOCH_OF_VILLAGE[min(len(self.villages), TOTAL_VILLAGES - 1)]

    def chips_left(self) -> list[int]:
        """Bonus chips still on the epoch track, per epoch."""
        left = []
        founded = len(self.villages)
        start = 0
        for epoch in EPOCHS:
            used = min(max(founded - start, 0), epoch.chips)
            left.append(epoch.chips - used)
            start += epoch.chips
        return left

    def is_frozen(self, territory: int) -> bool:
        """True for a group of 7 or more huts that is not a village: it may no longer move."""
        return self.totals[territory] >= FROZEN and self.village_at[territory] < 0

    def player_score(self, seat: int) -> int | None:
        """Track score of the seat's colour plus its bonus chips (None if the colour is hidden)."""
        colour = self.colours[seat]
        if colour == HIDDEN:
            return None
        return self.colour_scores[colour] + self.chips[seat]

    # -- protocol: who decides -------------------------------------------------------
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def decision(self) -> Decision | None:
        if self.phase == OVER:
            return None
        if self.phase == MERGE:
            return Decision(
                self.turn,
                "merge",
                phrase("Two groups of 7 or more stand side by side: move the smaller onto the larger"),
            )
        if self.phase == ORDER:
            return Decision(
                self.turn,
                "order-villages",
                phrase(
                    "Your move founded {count} villages: choose the one that takes the next bonus chip (epoch {epoch})",
                    count=len(self.pending),
                    epoch=ROMAN[self.epoch_index()],
                ),
            )
        return Decision(
            self.turn, "move", phrase("Move all huts of a territory onto a neighbouring, non-empty territory")
        )

    def legal_actions(self) -> list[tuple]:
        if self._legal is None:
            if self.phase == MOVE:
                self._legal = self._moves()
            elif self.phase == MERGE:
                self._legal = self._merges()
            elif self.phase == ORDER:
                self._legal = [("village", t) for t in self.pending]
            else:
                self._legal = []
        return list(self._legal)

    def _moves(self) -> list[tuple]:
        totals = self.totals
        moves = []
        for src in range(NUM_TERRITORIES):
            n = totals[src]
            if 0 < n < FROZEN:
                for dst in NEIGHBOURS[src]:
                    if totals[dst]:
                        moves.append(("move", src, dst))
        return moves

    def _frozen_pairs(self) -> list[tuple[int, int]]:
        """Adjacent pairs (a, b) of 7+ groups, a < b."""
        pairs = []
        for a in range(NUM_TERRITORIES):
            if self.is_frozen(a):
                for b in NEIGHBOURS[a]:
                    if b > a and self.is_frozen(b):
                        pairs.append((a, b))
        return pairs

    def _merges(self) -> list[tuple]:
        merges = []
        for a, b in self._frozen_pairs():
            na, nb = self.totals[a], self.totals[b]
            if na <= nb:
                merges.append(("move", a, b))
            if nb <= na:
                merges.append(("move", b, a))
        return sorted(merges)

    # -- protocol: acting ------------------------------------------------------------
    def apply(self, action: tuple) -> None:
        if self.phase == OVER:
            raise IllegalAction(phrase("the game is over; no more moves"))
        mover = self.turn
        if not isinstance(action, tuple) or not action:
            raise IllegalAction(phrase("{action} is not an action", action=_shown(action)))
        kind = action[0]
        if kind == "move" and self.phase in (MOVE, MERGE):
            self._check_move(action)
            self._move(action[1], action[2])
        elif kind == "village" and self.phase == ORDER:
            if len(action) != 2 or action[1] not in self.pending:
                raise IllegalAction(
                    phrase(
                        "{action}: choose one of the new villages at territories {territories}",
                        action=_shown(action),
                        territories=", ".join(map(str, self.pending)),
                    )
                )
            self.pending.remove(action[1])
            self._found(action[1])
            self._settle_villages()
        else:
            raise IllegalAction(
                phrase(
                    "{action} is not allowed now: the game asks for {wanted}",
                    action=_shown(action),
                    wanted=term(ASKED_FOR[self.phase]),
                )
            )
        self.history += ((mover, action),)
        self._legal = None
        if not self.pending:
            self._end_of_step()

    def _check_move(self, action: tuple) -> None:
        if len(action) != 3 or not all(isinstance(x, int) and 0 <= x < NUM_TERRITORIES for x in action[1:]):
            raise IllegalAction(
                phrase(
                    "{action}: a move names two territories, 0-{last}", action=_shown(action), last=NUM_TERRITORIES - 1
                )
            )
        src, dst = action[1], action[2]
        if dst not in NEIGHBOURS[src]:
            raise IllegalAction(phrase("territory {dst} is not a neighbour of territory {src}", dst=dst, src=src))
        if not self.totals[src]:
            raise IllegalAction(phrase("territory {src} is empty: there are no huts to move", src=src))
        if not self.totals[dst]:
            raise IllegalAction(phrase("territory {dst} is empty: huts may only move onto huts", dst=dst))
        if self.phase == MERGE:
            if action not in self._merges():
                raise IllegalAction(
                    phrase("two groups of 7 or more stand side by side: the smaller must now move onto the larger")
                )
        elif self.totals[src] >= FROZEN:
            raise IllegalAction(
                phrase(
                    "territory {src} holds {count} huts: a group of {frozen} or more may no longer move",
                    src=src,
                    count=self.totals[src],
                    frozen=FROZEN,
                )
            )

    def _move(self, src: int, dst: int) -> None:
        huts, base_s, base_d = self.huts, src * NUM_COLOURS, dst * NUM_COLOURS
        for c in range(NUM_COLOURS):
            huts[base_d + c] += huts[base_s + c]
            huts[base_s + c] = 0
        self.totals[dst] += self.totals[src]
        self.totals[src] = 0
        founded = [
            t
            for t in NEIGHBOURS[src]
            if self.totals[t] and self.village_at[t] < 0 and not any(self.totals[n] for n in NEIGHBOURS[t])
        ]
        self.pending = founded
        self._settle_villages()

    def _settle_villages(self) -> None:
        """Found pending villages whose order does not matter; leave a choice otherwise."""
        while self.pending:
            first = len(self.villages)
            if first >= TOTAL_VILLAGES:
                self.pending = []  # a 13th village from the last move does not count
                break
            numbers = range(first, first + len(self.pending))
            same_epoch = len({EPOCH_OF_VILLAGE[n] for n in numbers if n < TOTAL_VILLAGES}) == 1
            if len(self.pending) == 1 or (same_epoch and numbers[-1] < TOTAL_VILLAGES):
                for t in sorted(self.pending):
                    self._found(t)
                self.pending = []
                break
            self.phase = ORDER
            return

    def _found(self, territory: int) -> None:
        """Found the next village on `territory`: chip to the mover, dispute, scoring."""
        number = len(self.villages) + 1
        epoch = EPOCH_OF_VILLAGE[number - 1]
        base = territory * NUM_COLOURS
        huts = self.huts[base : base + NUM_COLOURS]
        removed = [0] * NUM_COLOURS
        if all(huts):  # all five colours present: a dispute
            for c in range(NUM_COLOURS):
                if huts[c] == 1:
                    removed[c], huts[c] = 1, 0
            self.huts[base : base + NUM_COLOURS] = huts
            self.totals[territory] = sum(huts)
        bonus = village_bonus(epoch, LANDSCAPE_OF[territory], number)
        points = 0 if bonus is None else self.totals[territory] + bonus
        for c in range(NUM_COLOURS):
            if huts[c]:
                self.colour_scores[c] += points
        self.chips[self.turn] += 1
        self.village_at[territory] = len(self.villages)
        self.villages.append(
            Village(territory, number, epoch, self.turn, tuple(huts), tuple(removed), points, bonus is None)
        )

    def _end_of_step(self) -> None:
        """After a move (and its villages): a compulsory merge, the next turn, or the end."""
        if len(self.villages) >= TOTAL_VILLAGES:
            self.phase = OVER
            return
        if self._frozen_pairs():
            self.phase = MERGE
            return
        self.phase = MOVE
        self.turn = (self.turn + 1) % self.players
        # The moves are the same for every seat: computed once here, for the end check
        # and as the next legal actions.
        self._legal = self._moves()
        if not self._legal:
            self.phase = OVER

    # -- what happened, for the log ---------------------------------------------------
    @property
    def events(self) -> list[Phrase]:
        """What the villages founded so far did, as the log tells it (who founded each and
        took its chip, a dispute's lost huts, the points each colour scored), then the
        final scores: read from `villages`, so `apply` and `clone` pay nothing for it."""
        out: list[Phrase] = []
        for village in self.villages:
            out += village_events(village)
        if self.phase == OVER:
            out.append(final_scores(tuple(self.colour_scores)))
        return out

    # -- the end ---------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        """Each seat's final score: its colour's track score plus its bonus chips."""
        return [
            self.colour_scores[c] + self.chips[i] if c != HIDDEN else float(self.chips[i])
            for i, c in enumerate(self.colours)
        ]

    def result(self) -> list[float]:
        scores = self.scores()
        best = max(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
        return [1.0 / len(winners) if i in winners else 0.0 for i in range(self.players)]

    def progress_label(self) -> Phrase:
        return phrase(
            "epoch {epoch}, {villages} of 12 villages", epoch=ROMAN[self.epoch_index()], villages=len(self.villages)
        )

    # -- information -----------------------------------------------------------------
    def view(self, seat: int | None) -> "ClansState":
        v = self.clone()
        if self.phase != OVER:
            v.colours = [c if i == seat else HIDDEN for i, c in enumerate(self.colours)]
        v.rng = Rng(0)
        return v

    def public_choice(self) -> bool:
        """Always: every view carries the board and the whole `history`, so no two legal
        actions leave any reader the same view (the secrecy probe need try none)."""
        return True

    def determinize(self, seat: int, rng) -> "ClansState":
        # Start from the seat's view, so a call on the full state never leaks the truth.
        s = self.view(seat) if self.phase != OVER else self.clone()
        known = {c for c in s.colours if c != HIDDEN}
        free = [c for c in range(NUM_COLOURS) if c not in known]
        rng.shuffle(free)
        s.colours = [c if c != HIDDEN else free.pop() for c in s.colours]
        s.rng = Rng(rng.randrange(1 << 62))
        return s

    def replay_public(self):
        """The public positions of this game, one before each action of `history`: yields
        (position, seat, action), colours hidden in every position. Empty if the start is
        unknown; ValueError if the history does not replay to this board (not a dealt game)."""
        if not self.start:
            return
        s = ClansState.__new__(ClansState)
        s.players = self.players
        s.colours = [HIDDEN] * self.players
        s.huts = [0] * (NUM_TERRITORIES * NUM_COLOURS)
        for t, colour in enumerate(self.start):
            s.huts[t * NUM_COLOURS + colour] = 1
        s.totals = [1] * NUM_TERRITORIES
        s.village_at = [-1] * NUM_TERRITORIES
        s.villages = []
        s.colour_scores = [0] * NUM_COLOURS
        s.chips = [0] * self.players
        s.turn = self.history[0][0] if self.history else self.turn
        s.phase, s.pending, s.start, s.history, s.rng, s._legal = MOVE, [], self.start, (), Rng(0), None
        for seat, action in self.history:
            if s.to_move() != seat:
                raise ValueError(f"the history does not replay: seat {seat + 1} is not on turn")
            yield s, seat, action
            s = s.clone()
            s.apply(action)
        if s.huts != self.huts:
            raise ValueError("the history does not replay to this board")

    def determinize_colours(self, seat: int, colours, rng) -> "ClansState":
        """Like `determinize`, but the hidden colours are the given ones (a colour per seat,
        e.g. drawn from a bot's belief); ValueError unless they agree with `seat`'s view
        and are five-colour distinct."""
        s = self.view(seat) if self.phase != OVER else self.clone()
        colours = [int(c) for c in colours]
        if len(colours) != self.players or len(set(colours)) != self.players:
            raise ValueError(f"a Clans deal needs {self.players} different colours, not {colours}")
        if any(k != HIDDEN and k != c for k, c in zip(s.colours, colours)) or not all(
            0 <= c < NUM_COLOURS for c in colours
        ):
            raise ValueError(f"colours {colours} contradict what seat {seat + 1} knows")
        s.colours = colours
        s.rng = Rng(rng.randrange(1 << 62))
        return s

    # -- wire ------------------------------------------------------------------------
    def to_wire(self) -> dict:
        return {
            "players": self.players,
            "colours": self.colours[:],
            "huts": self.huts[:],
            "villages": [list(v[:4]) + [list(v.huts), list(v.removed), v.points, v.hostile] for v in self.villages],
            "colour_scores": self.colour_scores[:],
            "chips": self.chips[:],
            "turn": self.turn,
            "phase": self.phase,
            "pending": self.pending[:],
            "start": list(self.start),
            "history": [[seat, list(action)] for seat, action in self.history],
            "rng": self.rng.state,
        }

    @classmethod
    def from_wire(cls, d: dict) -> "ClansState":
        s = cls.__new__(cls)
        s.players = int(d["players"])
        s.colours = [int(c) for c in d["colours"]]
        s.huts = [int(h) for h in d["huts"]]
        if len(s.huts) != NUM_TERRITORIES * NUM_COLOURS or len(s.colours) != s.players:
            raise ValueError("a Clans state needs 300 hut counts and one colour per seat")
        s.totals = [sum(s.huts[t * NUM_COLOURS : (t + 1) * NUM_COLOURS]) for t in range(NUM_TERRITORIES)]
        s.villages = [
            Village(v[0], v[1], v[2], v[3], tuple(v[4]), tuple(v[5]), v[6], bool(v[7])) for v in d["villages"]
        ]
        s.village_at = [-1] * NUM_TERRITORIES
        for i, v in enumerate(s.villages):
            s.village_at[v.territory] = i
        s.colour_scores = [int(x) for x in d["colour_scores"]]
        s.chips = [int(x) for x in d["chips"]]
        s.turn, s.phase = int(d["turn"]), str(d["phase"])
        s.pending = [int(t) for t in d["pending"]]
        s.start = tuple(int(c) for c in d.get("start", ()))
        if s.start and (len(s.start) != NUM_TERRITORIES or not all(0 <= c < NUM_COLOURS for c in s.start)):
            raise ValueError("a Clans state's start needs one colour (0-4) per territory")
        try:
            s.history = tuple((int(seat), as_action(action)) for seat, action in d.get("history", ()))
        except (TypeError, ValueError):
            raise ValueError("a Clans state's history needs [seat, action] pairs") from None
        s.rng = Rng(int(d["rng"]))
        s._legal = None
        return s

    # -- words -----------------------------------------------------------------------
    def describe(self, action: tuple) -> Phrase | str:
        kind, fields = self._action_fields(action)
        if kind == "move":
            return phrase("Move {huts} from {source} onto {target}", **fields)
        if kind == "village":
            return phrase("The village on {territory} takes chip {number} (epoch {epoch})", **fields)
        return repr(action)

    def narrate(self, action: tuple) -> Phrase | str:
        """`action` as the log tells it (`core.narration`): what the chooser did, in the
        third person ("moves 2 huts …"), where `describe` speaks to the chooser ("Move …")."""
        kind, fields = self._action_fields(action)
        if kind == "move":
            return phrase("moves {huts} from {source} onto {target}", **fields)
        if kind == "village":
            return phrase("gives chip {number} (epoch {epoch}) to the village on {territory}", **fields)
        return self.describe(action)

    def _action_fields(self, action: tuple) -> tuple[str | None, dict]:
        """The kind of `action` ("move", "village" or None) and the names its words use."""
        if action[0] == "move" and len(action) == 3:
            src, dst = action[1], action[2]
            huts = describe_huts(self.huts_at(src))
            return "move", {"huts": huts, "source": territory_name(src), "target": territory_name(dst)}
        if action[0] == "village" and len(action) == 2:
            fields = {"territory": territory_name(action[1]), "number": len(self.villages) + 1}
            return "village", {**fields, "epoch": ROMAN[self.epoch_index()]}
        return None, {}


# what the game asks for in each phase, as a refusal names it
ASKED_FOR = {
    MOVE: N_("a move"),
    MERGE: N_("the merge of two 7+ groups"),
    ORDER: N_("the choice of a village"),
}
# a list of two to five items ("2 red, 1 blue"), one template per length so that each is
# one flat phrase (a language may use another separator)
LISTINGS = (
    N_("{a}, {b}"),
    N_("{a}, {b}, {c}"),
    N_("{a}, {b}, {c}, {d}"),
    N_("{a}, {b}, {c}, {d}, {e}"),
)


def _shown(action: object) -> str:
    """An action as a refusal quotes it: its repr, cut short (it may come from a peer)."""
    text = repr(action)
    return text if len(text) <= 80 else text[:77] + "..."


def territory_name(t: int) -> Phrase:
    """'territory 12 (steppe)'."""
    return phrase("territory {t} ({landscape})", t=t, landscape=term(TERRITORIES[t].landscape))


def listing(items: list[Phrase]) -> Phrase:
    """Up to five phrases as one list: 'a, b, c' (one item: itself; none: empty)."""
    if len(items) <= 1:
        return items[0] if items else Phrase("")
    return Phrase(LISTINGS[len(items) - 2], dict(zip("abcde", items)))


@lru_cache(maxsize=4096)
def village_events(village: Village) -> tuple[Phrase, ...]:
    """A village's log lines, made once per village (so a log finds them again by identity)."""
    out = [
        phrase(
            "Village {number} is founded on {territory} (epoch {epoch}); {player} takes its chip",
            number=village.number,
            territory=territory_name(village.territory),
            epoch=ROMAN[village.epoch],
            player=seat_ref(village.founder),  # named in each reader's log (core.narration)
        )
    ]
    if any(village.removed):
        out.append(phrase("Dispute: the lone huts leave ({huts})", huts=describe_huts(village.removed)))
    colours = [term(COLOURS[c]) for c, n in enumerate(village.huts) if n]
    if village.hostile:
        out.append(phrase("A village on hostile land scores nothing"))
    elif colours:
        out.append(
            phrase_n(
                "{colours}: {n} point each", "{colours}: {n} points each", village.points, colours=listing(colours)
            )
        )
    return tuple(out)


@lru_cache(maxsize=256)
def final_scores(colour_scores: tuple[int, ...]) -> Phrase:
    """The end-of-game line: each colour's points on the track."""
    parts = [phrase("{colour} {n}", colour=term(COLOURS[c]), n=n) for c, n in enumerate(colour_scores)]
    return phrase("The game is over. Points per colour: {scores}", scores=listing(parts))


def describe_huts(huts: tuple[int, ...]) -> Phrase:
    """'3 huts (2 red, 1 blue)'."""
    parts = [phrase("{n} {colour}", n=n, colour=term(COLOURS[c])) for c, n in enumerate(huts) if n]
    return phrase_n("{n} hut ({parts})", "{n} huts ({parts})", sum(huts), parts=listing(parts))
