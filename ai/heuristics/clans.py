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

from math import exp

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
    p = prospects(state)
    out = []
    for i, s in enumerate(p):
        best_other = max(x for j, x in enumerate(p) if j != i)
        out.append(1.0 / (1.0 + exp(-(s - best_other) / SCALE)))
    return out
