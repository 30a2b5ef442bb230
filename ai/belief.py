"""A belief over the opponents' secret colours in Clans, read from their public moves.

In Clans each seat owns a secret colour; the search deals the unknown ones in every
determinization. Dealt uniformly, it plays against every world alike; strong players
instead read the colours from the moves, and so does this (after DeepRole, Serrino et al.
2019): the probability of each assignment of colours to the other seats is

    P(assignment | history)  ∝  Π over each opponent's moves  P(move | its colour)

where P(move | colour) is the colour model of `ai.heuristics.clans` (a softmax over a
one-ply rating of that colour's prospects). Only the public history (`ClansState.history`,
kept in every view) and the reader's own colour enter, so the same history gives the same
belief whatever the hidden colours are, in any process: the interface's bot worker, the
arena and a LAN bot (`join --bot`) all see it in the view. The search draws its
determinizations from it (`ColourBelief.deal`); the bot computes it once per decision.
"""

from __future__ import annotations

import bisect
import threading
from dataclasses import dataclass, field
from itertools import permutations
from math import exp

from ai.heuristics import clans as model
from core.errorlog import log_exception
from core.protocol import State

NUM_COLOURS = model.NUM_COLOURS
SURE = 0.8  # a colour the belief gives this much is "read" (the result screen's moment)


@dataclass(frozen=True)
class ColourBelief:
    """What `reader` believes: each assignment of colours to all seats (the reader's own and
    any colour already known fixed) with its probability; `moves_read` opponents' moves."""

    reader: int
    assignments: tuple[tuple[int, ...], ...]
    probabilities: tuple[float, ...]
    moves_read: int
    _cumulative: tuple[float, ...] = field(init=False, repr=False, compare=False)

    def colour_chances(self, seat: int) -> list[float]:
        """P(`seat` owns colour c) for each of the five colours."""
        out = [0.0] * NUM_COLOURS
        for colours, p in zip(self.assignments, self.probabilities):
            out[colours[seat]] += p
        return out

    def most_likely(self, seat: int) -> tuple[int, float]:
        """The colour `seat` most likely owns, and its probability."""
        chances = self.colour_chances(seat)
        best = max(range(NUM_COLOURS), key=chances.__getitem__)
        return best, chances[best]

    def draw(self, rnd: float) -> tuple[int, ...]:
        """The assignment at `rnd` (a float in [0, 1)) of the cumulative probabilities."""
        k = bisect.bisect_right(self._cumulative, rnd * self._cumulative[-1])
        return self.assignments[min(k, len(self.assignments) - 1)]

    def deal(self, view: State, seat: int, rnd: float, rng) -> State:
        """A determinization of `view` whose hidden colours are drawn from this belief."""
        return model.deal(view, seat, self.draw(rnd), rng)

    def mixed(self, uniform: float = 0.0, unowned_only: bool = False) -> ColourBelief:
        """This belief as the search deals from it (the reading itself is unchanged).

        `unowned_only` keeps only what the moves tell about which colours nobody owns: each
        set of unowned colours keeps its probability, shared equally among the ways of
        dealing the owned colours to the seats (in 2 players nothing changes: the one
        hidden seat's colour decides the unowned set). `uniform` (0 to 1) is the share of
        the uniform dealing mixed in: P' = (1 - uniform) P + uniform / n over the n
        assignments, so 1 deals exactly as `belief=off` does (every assignment the reader
        cannot rule out equally likely)."""
        if not 0.0 <= uniform <= 1.0:
            raise ValueError(f"uniform must be between 0 and 1, not {uniform!r}")
        probabilities = list(self.probabilities)
        if unowned_only:
            groups: dict[frozenset[int], list[int]] = {}
            for k, colours in enumerate(self.assignments):
                groups.setdefault(frozenset(range(NUM_COLOURS)) - frozenset(colours), []).append(k)
            for members in groups.values():
                share = sum(self.probabilities[k] for k in members) / len(members)
                for k in members:
                    probabilities[k] = share
        if uniform:
            even = 1.0 / len(probabilities)
            probabilities = [(1.0 - uniform) * p + uniform * even for p in probabilities]
        if probabilities == list(self.probabilities):
            return self
        return ColourBelief(self.reader, self.assignments, tuple(probabilities), self.moves_read)

    def __post_init__(self) -> None:
        cumulative, total = [], 0.0
        for p in self.probabilities:
            total += p
            cumulative.append(total)
        object.__setattr__(self, "_cumulative", tuple(cumulative))


def supports(view: State) -> bool:
    """Whether this game has secret colours the belief can read (Clans)."""
    return view.game_id == "clans"


def read_colours(view: State, reader: int, temperature: float | None = None, slip: float = model.SLIP) -> ColourBelief:
    """The belief of `reader` about the other seats' colours, from `view`'s public history
    (`temperature` None: the colour model's calibrated one for the number of players).

    With no readable history (a position built by hand, no start recorded) every
    assignment the reader cannot rule out is equally likely: the uniform dealing."""
    view = view.view(reader)  # handed a full state, still read only what `reader` may know
    known = model.known_colours(view)
    players = len(known)
    if temperature is None:
        temperature = model.TEMPERATURE_BY_PLAYERS.get(players, model.TEMPERATURE)
    free = [c for c in range(NUM_COLOURS) if c not in known]
    hidden = [s for s in range(players) if known[s] < 0]
    evidence = [[0.0] * NUM_COLOURS for _ in range(players)]
    moves_read = 0
    for seat, log_likelihoods in _observations(view, temperature, slip):
        if seat != reader and known[seat] < 0:
            moves_read += 1
            row = evidence[seat]
            for c in range(NUM_COLOURS):
                row[c] += log_likelihoods[c]
    assignments, logs = [], []
    for drawn in permutations(free, len(hidden)):
        colours = list(known)
        for s, c in zip(hidden, drawn):
            colours[s] = c
        assignments.append(tuple(colours))
        logs.append(sum(evidence[s][c] for s, c in zip(hidden, drawn)))
    top = max(logs)
    weights = [exp(x - top) for x in logs]
    total = sum(weights)
    return ColourBelief(reader, tuple(assignments), tuple(w / total for w in weights), moves_read)


READINGS = ("seats", "unowned")


def for_search(view: State, reader: int, uniform: float | None = None, read: str | None = None) -> ColourBelief:
    """The belief the search of `reader` deals from: `read_colours`, then mixed as the bot's
    options say (`ColourBelief.mixed`; None: the colour model's default for the number of
    players, `UNIFORM_BY_PLAYERS` and `READ_BY_PLAYERS`)."""
    belief = read_colours(view, reader)
    players = len(belief.assignments[0])
    if uniform is None:
        uniform = model.UNIFORM_BY_PLAYERS.get(players, 0.0)
    if read is None:
        read = model.READ_BY_PLAYERS.get(players, "seats")
    return belief.mixed(uniform, unowned_only=read == "unowned")


# -- the evidence of each move, kept between decisions ---------------------------------
#
# Rating a move against every legal alternative is the costly part (a few milliseconds per
# position). A game's history only grows, so the ratings already made are kept per game
# (its start board) and a decision rates only the moves played since the last one.

_MEMO_GAMES = 8
_memo: dict[tuple, tuple[tuple, list]] = {}
_memo_lock = threading.Lock()


def _observations(view: State, temperature: float, slip: float) -> list[tuple[int, list[float]]]:
    """(seat, per-colour log-likelihood) of every move in `view`'s history."""
    history = model.public_history(view)
    key = (model.start_of(view), len(model.known_colours(view)), temperature, slip)
    with _memo_lock:
        done_history, done = _memo.get(key, ((), []))
    if done_history[: len(history)] == history:
        return done[: len(history)]  # an earlier moment of the game read before
    if history[: len(done_history)] != done_history:
        done_history, done = (), []  # another game on the same board: start over
    try:
        replayed = model.replay(view)
    except ValueError:
        # Not a dealt game's history (a hand-built position): nothing to read, uniform
        # dealing, and the reason in the error log rather than lost.
        log_exception("the colour belief could not replay a Clans history; dealing colours uniformly")
        return []
    out = list(done)
    for i, (position, seat, action) in enumerate(replayed):
        if i < len(out):
            continue
        out.append((seat, model.colour_log_likelihoods(position, position.legal_actions(), action, temperature, slip)))
    with _memo_lock:
        if len(_memo) >= _MEMO_GAMES and key not in _memo:
            _memo.pop(next(iter(_memo)))
        _memo[key] = (history, out)
    return out


@dataclass(frozen=True)
class SeatReading:
    """How `reader` read one other seat over a whole game: the chance it gave the seat's
    true colour before the last move, and the move (1-based, in the history) after which
    it first gave that colour more than `SURE`, or None if it never did."""

    seat: int
    colour: int
    final_chance: float
    sure_after_move: int | None


def reading_of_game(state: State, reader: int) -> list[SeatReading]:
    """What `reader`'s belief made of each other seat in a finished game of `state`'s
    history (the true colours are known then). For the end of a game only: during the
    game it would show a seat what a bot deduced."""
    colours = model.known_colours(state)
    if not state.is_over() or min(colours) < 0:
        raise ValueError("a game's reading is shown once the game is over and its colours are known")
    try:
        steps = model.replay(state)
    except ValueError:
        steps = []
    others = [s for s in range(len(colours)) if s != reader]
    sure: dict[int, int | None] = {s: None for s in others}
    last: ColourBelief | None = None
    for number, (position, _, _) in enumerate(steps):
        if number == 0:
            continue  # nothing read before the first move
        last = read_colours(model.with_own_colour(position, reader, colours[reader]), reader)
        for s in others:
            if sure[s] is None and last.colour_chances(s)[colours[s]] > SURE:
                sure[s] = number
    return [SeatReading(s, colours[s], last.colour_chances(s)[colours[s]] if last else 0.0, sure[s]) for s in others]
