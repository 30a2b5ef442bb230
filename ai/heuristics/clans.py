"""Clans knowledge for the search: a smooth evaluation of an unfinished game.

A seat's prospects are its colour's track score plus its bonus chips (what `scores()`
counts) plus a share of the huts its colour still has on the board outside villages,
which may yet score. The evaluation turns the margin over the best other seat into a
value in (0, 1) with a logistic curve, so the search sees "ahead by 6" as better than
"ahead by 1", which a win/loss ranking would not.

Reads the public attributes of core.clans.state.ClansState (colours, huts,
colour_scores, chips, village_at); a determinized state knows every seat's colour.
"""

from __future__ import annotations

from math import exp, log

from core.clans.board import LANDSCAPE_OF as _LANDSCAPE_OF
from core.clans.board import NEIGHBOURS as _NEIGHBOURS
from core.clans.epochs import EPOCH_OF_VILLAGE as _EPOCH_OF_VILLAGE
from core.clans.epochs import TOTAL_VILLAGES as _TOTAL_VILLAGES
from core.clans.epochs import village_bonus as _village_bonus

NUM_COLOURS = 5
POTENTIAL = 0.0  # points per hut still outside a village (0.3 measured worse)
SCALE = 4.0  # points of margin that make a value of 0.73
PLAYOUT_DEPTH = 0  # evaluate at once: beat 3, 10 and full random playouts at 0.1 s a move


def private_key(state, seat: int) -> int:
    """What only `seat` knows: its secret colour."""
    return state.colours[seat]


def prospects(state) -> list[float]:
    """Per-seat score so far plus the potential of its colour's free huts."""
    free = [0] * NUM_COLOURS
    if POTENTIAL:  # (0: the search's leaves skip the count, a third of an evaluation)
        huts, village_at = state.huts, state.village_at
        for t, v in enumerate(village_at):
            if v < 0:
                base = t * NUM_COLOURS
                for c in range(NUM_COLOURS):
                    free[c] += huts[base + c]
    out = []
    for seat, colour in enumerate(state.colours):
        score = state.chips[seat]
        if colour >= 0:
            score += state.colour_scores[colour] + POTENTIAL * free[colour]
        out.append(score)
    return out


def evaluate(state) -> list[float]:
    """Per-seat value in (0, 1): the logistic of the margin over the best other seat."""
    return margin_values(prospects(state))


def margin_values(p: list[float]) -> list[float]:
    """Per seat, the logistic of its margin over the best other of the points `p`."""
    out = []
    for i, s in enumerate(p):
        best_other = max(x for j, x in enumerate(p) if j != i)
        out.append(1.0 / (1.0 + exp(-(s - best_other) / SCALE)))
    return out


# -- the colour model: how a player of each colour would rate each move ----------------
#
# ai/belief.py reads the opponents' secret colours from their moves: a move is likelier
# from the owner of a colour the more it helps that colour's prospects over the others'.
# A group's worth to a colour present in it is the points it would score as a village now
# (huts + the epoch's bonus, nothing on a hostile landscape) times the chance that it
# becomes one, which falls by NEIGHBOUR_FACTOR for each neighbour that still holds huts
# (a village is a group whose neighbours are all empty). A single hut of a colour in a
# group of all five would be lost in a dispute, so it does not count. Only the territories
# a move touches change (its source and the source's neighbours, the target among them),
# so a move is rated in a few microseconds and the whole history replays in milliseconds.

NEIGHBOUR_FACTOR = 0.2  # calibrated with TEMPERATURE and SLIP (bench/bench_belief.py --calibrate)
TEMPERATURE = 0.75  # points of advantage that make a move e times likelier (2 players)
# With more opponents each move says less about one colour, and at 0.75 the 4-player
# belief grew overconfident (the truth's mean probability fell from 1/3 to 2/3 of the
# villages); 1.5 gave it the most probability (bench/RESULTS.md, bench/bench_belief.py --calibrate).
TEMPERATURE_BY_PLAYERS = {2: TEMPERATURE, 3: 1.5, 4: 1.5}
SLIP = 0.1  # share of moves the model cannot explain (a search's exploration, plans)
# How the MCTS bot deals from the belief (its options `uniform` and `read`, ai.belief
# ColourBelief.mixed), by the number of players: the share of uniform deals mixed in, and
# whether it reads the owners of the colours ("seats") or only which colours are unowned.
# Neither helped measurably in 4 players (bench/RESULTS.md, "Four players":
# read=unowned screened best, then won 24.2 % of 324 fresh games), so every default is the
# reading of before; in 2 players "unowned" is the same belief. 3 players was not measured.
UNIFORM_BY_PLAYERS = {2: 0.0, 3: 0.0, 4: 0.0}
READ_BY_PLAYERS = {2: "seats", 3: "seats", 4: "seats"}

_FACTOR_POW = [NEIGHBOUR_FACTOR**k for k in range(8)]
# _BONUS[n][t]: the bonus of a village founded on t when n villages stand (None: hostile).
_BONUS = tuple(
    tuple(
        _village_bonus(_EPOCH_OF_VILLAGE[min(n, _TOTAL_VILLAGES - 1)], _LANDSCAPE_OF[t], n + 1)
        for t in range(len(_LANDSCAPE_OF))
    )
    for n in range(_TOTAL_VILLAGES)
)
# (territory, its neighbours, its first index in `huts`), for the outlook's one pass
_TERRITORIES = tuple(zip(range(len(_NEIGHBOURS)), _NEIGHBOURS, range(0, NUM_COLOURS * len(_NEIGHBOURS), NUM_COLOURS)))


def _group_worth(huts, total: int, free_neighbours: int, bonus: int | None) -> list[float]:
    """Per colour, the worth of one group (its `huts` per colour) to that colour."""
    if total == 0 or bonus is None:
        return [0.0] * NUM_COLOURS
    if all(huts):  # a dispute: the single huts go
        kept = [h if h > 1 else 0 for h in huts]
        total = sum(kept)
        huts = kept
    worth = (total + bonus) * _FACTOR_POW[min(free_neighbours, 7)]
    return [worth if h else 0.0 for h in huts]


def move_ratings(state, legal) -> list[list[float]]:
    """For each of `legal` (moves of `state`, a public position), per colour how much the
    move changes that colour's prospects relative to the mean of the other four."""
    totals, huts, village_at = state.totals, state.huts, state.village_at
    bonus = _BONUS[min(len(state.villages), _TOTAL_VILLAGES - 1)]
    busy = [sum(1 for n in _NEIGHBOURS[t] if totals[n]) for t in range(len(totals))]
    cache: dict[int, list[float]] = {}

    def before(t: int) -> list[float]:
        w = cache.get(t)
        if w is None:
            if village_at[t] >= 0:
                w = [0.0] * NUM_COLOURS
            else:
                w = _group_worth(huts[t * NUM_COLOURS : t * NUM_COLOURS + NUM_COLOURS], totals[t], busy[t], bonus[t])
            cache[t] = w
        return w

    out = []
    for action in legal:
        if action[0] != "move":
            out.append([0.0] * NUM_COLOURS)  # the order of villages: not modelled
            continue
        src, dst = action[1], action[2]
        delta = [-x for x in before(src)]
        merged = [huts[src * NUM_COLOURS + c] + huts[dst * NUM_COLOURS + c] for c in range(NUM_COLOURS)]
        for t in _NEIGHBOURS[src]:
            if not totals[t] or village_at[t] >= 0:
                continue
            old = before(t)
            if t == dst:
                new = _group_worth(merged, totals[src] + totals[dst], busy[t] - 1, bonus[t])
            else:
                new = _group_worth(
                    huts[t * NUM_COLOURS : t * NUM_COLOURS + NUM_COLOURS], totals[t], busy[t] - 1, bonus[t]
                )
            for c in range(NUM_COLOURS):
                delta[c] += new[c] - old[c]
        total = sum(delta)
        out.append([(NUM_COLOURS * d - total) / (NUM_COLOURS - 1) for d in delta])
    return out


def colour_log_likelihoods(state, legal, action, temperature: float = TEMPERATURE, slip: float = SLIP) -> list[float]:
    """Per colour, log P(`action` | the mover owns that colour): a softmax over the legal
    moves' ratings at `temperature`, mixed with `slip` of a uniform choice."""
    ratings = move_ratings(state, legal)
    k = legal.index(action)
    n = len(legal)
    out = []
    for c in range(NUM_COLOURS):
        values = [r[c] / temperature for r in ratings]
        top = max(values)
        norm = sum(exp(v - top) for v in values)
        p = exp(values[k] - top) / norm
        out.append(log((1.0 - slip) * p + slip / n))
    return out


# -- what ai/belief.py reads of a Clans view --------------------------------------------
def known_colours(state) -> list[int]:
    """Each seat's colour as the state shows it (-1 where hidden)."""
    return list(state.colours)


def public_history(state) -> tuple:
    """The ((seat, action), ...) of every action played so far."""
    return state.history


def start_of(state) -> tuple:
    """The public start board (() where a position was built without one)."""
    return state.start


def replay(state) -> list:
    """(public position, seat, action) before each action of the history; ValueError when
    the history does not replay to the state's board."""
    return list(state.replay_public())


def deal(state, seat: int, colours, rng):
    """A determinization of `state` for `seat` with the hidden colours `colours`."""
    return state.determinize_colours(seat, colours, rng)


def with_own_colour(state, seat: int, colour: int):
    """`state` (a public position) as `seat` sees it: its own colour shown."""
    view = state.clone()
    view.colours = [colour if i == seat else c for i, c in enumerate(view.colours)]
    return view


# -- the outlook: what the groups on the board may yet score -----------------------------
#
# Evaluated at once (PLAYOUT_DEPTH 0), a move that founds no village changes no score, so
# (above all in 4 players) nearly every move looks alike to the search and the colours it
# reads from the moves matter only when a village is founded. Counting each group's worth
# to the colours in it (the colour model's `_group_worth`: the points it would score as a
# village now, times NEIGHBOUR_FACTOR per neighbour still holding huts) gives every move a
# value, and one that depends on who owns which colour: the reading pays on every move.

GROUP_WEIGHT = 1.0
# Where the MCTS bot evaluates with the outlook by default (its option `outlook`), by the
# number of players: everywhere, measured against the same bot without it (both reading the
# colours), 200 games each at 500 iterations: 65.2 % in 2 players, 39.5 % and 45.2 % in 3
# (fair 33.3 %), and the reading bot's 4-player share rose from its fair 25 % to 37.8 %
# (bench/RESULTS.md, "The outlook").
OUTLOOK_BY_PLAYERS = {2: True, 3: True, 4: True}


def outlook(state) -> list[float]:
    """Per seat: its score so far plus GROUP_WEIGHT times its colour's share of the
    groups' worth (see `_group_worth`)."""
    # `_group_worth` written out, colour by colour: this runs at every leaf of the search
    # (17 against 30 µs an evaluation for a loop over the colours, measured)
    totals, huts, village_at = state.totals, state.huts, state.village_at
    bonus = _BONUS[min(len(state.villages), _TOTAL_VILLAGES - 1)]
    w0 = w1 = w2 = w3 = w4 = 0.0
    for t, neighbours, base in _TERRITORIES:
        total = totals[t]
        if not total or village_at[t] >= 0:
            continue
        b = bonus[t]
        if b is None:
            continue
        busy = 0
        for n in neighbours:
            if totals[n]:
                busy += 1
        h0, h1, h2, h3, h4 = huts[base : base + NUM_COLOURS]
        if h0 and h1 and h2 and h3 and h4:  # a dispute: the single huts go
            h0, h1, h2 = (h0 if h0 > 1 else 0), (h1 if h1 > 1 else 0), (h2 if h2 > 1 else 0)
            h3, h4 = (h3 if h3 > 1 else 0), (h4 if h4 > 1 else 0)
            total = h0 + h1 + h2 + h3 + h4
        w = (total + b) * _FACTOR_POW[busy if busy < 7 else 7]
        if h0:
            w0 += w
        if h1:
            w1 += w
        if h2:
            w2 += w
        if h3:
            w3 += w
        if h4:
            w4 += w
    worth = (w0, w1, w2, w3, w4)
    scores, chips = state.colour_scores, state.chips
    out = []
    for seat, colour in enumerate(state.colours):
        score = chips[seat]
        if colour >= 0:
            score += scores[colour] + GROUP_WEIGHT * worth[colour]
        out.append(score)
    return out


def evaluate_outlook(state) -> list[float]:
    """`evaluate` with the groups' worth counted (`outlook`)."""
    return margin_values(outlook(state))
