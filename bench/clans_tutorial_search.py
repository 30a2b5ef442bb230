"""Search for the Clans tutorial's game (core/tutorial/clans.py): seeds and greedy play.

A tutorial needs a real game whose last 9-13 moves of seat 0 (the player) teach, in
order: a plain move first, a village with a favourable landscape's bonus, a dispute, the
end of an epoch, the opponent founding villages with its own colour (to guess it), and a
win for the player with the 12th village. This script plays many games (seed = the deal,
greedy moves with some chance) and prints the ones whose tail does; the chosen one is
frozen as data in the script (the prelude and the steps).

    .venv/bin/python bench/clans_tutorial_search.py [games]
"""

from __future__ import annotations

import random
import sys

from core.clans.epochs import EPOCH_OF_VILLAGE, TOTAL_VILLAGES
from core.clans.game import GAME

CONFIG = {"players": 2, "first_seat": 0}


def gain(state, action, seat: int) -> float:
    after = state.clone()
    after.apply(action)
    mine, theirs = state.colours[seat], state.colours[1 - seat]
    d_mine = after.colour_scores[mine] - state.colour_scores[mine] + after.chips[seat] - state.chips[seat]
    d_theirs = after.colour_scores[theirs] - state.colour_scores[theirs]
    return d_mine - 0.6 * d_theirs


def play(seed: int, policy_seed: int, eps: float):
    """One game: the list of (seat, action, villages founded by it)."""
    rng = random.Random(policy_seed)
    state = GAME.new(CONFIG, seed)
    record = []
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions()
        if rng.random() < eps or state.phase != "move":
            action = rng.choice(legal)
        else:
            scored = [(gain(state, a, seat), rng.random(), a) for a in legal]
            action = max(scored)[2]
        before = len(state.villages)
        state.apply(action)
        record.append((seat, action, state.villages[before:]))
    return state, record


def tail_features(state, record, start: int):
    """What the moves from `start` teach, or None if the tail does not fit."""
    player_moves = [i for i in range(start, len(record)) if record[i][0] == 0]
    if record[start][0] != 0 or record[start][2] or record[-1][0] != 0:
        return None
    if any(a[0] != "move" for _, a, _v in record[start:]):
        return None  # no village-order choice in the steps
    mine, theirs = state.colours
    feats = {"steps": len(player_moves)}
    for i in player_moves:
        for v in record[i][2]:
            if v.hostile:
                feats["hostile"] = feats.get("hostile", 0) + 1
            elif any(v.removed):
                feats["dispute"] = feats.get("dispute", 0) + 1
            elif v.huts[mine] and v.points > sum(v.huts):
                feats["bonus"] = feats.get("bonus", 0) + 1
            n = v.number
            if n < TOTAL_VILLAGES and EPOCH_OF_VILLAGE[n] != EPOCH_OF_VILLAGE[n - 1]:
                feats["epoch_end"] = feats.get("epoch_end", 0) + 1
    theirs_villages = [v for i in range(start, len(record)) if record[i][0] == 1 for v in record[i][2]]
    feats["their"] = sum(1 for v in theirs_villages if v.huts[theirs] and not v.hostile)
    feats["villages_before"] = sum(len(r[2]) for r in record[:start])
    return feats


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    for seed in range(1, games + 1):
        for policy_seed in range(3):
            state, record = play(seed, policy_seed, 0.25)
            if state.result()[0] != 1.0 or len(state.villages) != TOTAL_VILLAGES:
                continue
            for start in range(len(record)):
                feats = tail_features(state, record, start)
                if not feats or not 9 <= feats["steps"] <= 12:
                    continue
                if all(feats.get(k) for k in ("bonus", "dispute", "epoch_end", "their")):
                    print(seed, policy_seed, start, len(record), feats, state.colours, flush=True)
                    break


if __name__ == "__main__":
    main()
