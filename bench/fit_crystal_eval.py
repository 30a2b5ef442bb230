"""How well Crystal Clans' evaluation predicts who wins, and what a fitted one would weigh.

The search scores a playout cut short with `ai.heuristics.crystal_clans.evaluate`, whose
weights were set by hand. This plays games between equal MCTS bots, keeps some positions
of each with the game's winner, and fits a logistic model of the winner on the seats'
differences in a few features (crystals, held crystal zones, units, their printed attack
and defense, cards, draw pile, initiative, whose turn). It prints the held-out games' log
loss and accuracy of today's evaluation and of the fit, and the fit's weights: a
candidate evaluation to be judged by games (an SPRT), never by this number alone.

    python bench/fit_crystal_eval.py --games 400 --iterations 100 --data /tmp/positions.json
    python bench/fit_crystal_eval.py --data /tmp/positions.json --games 0   # fit only

Pure Python: the model has a dozen weights (Newton's method on the mean log loss).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from math import exp, log
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.heuristics import crystal_clans as heuristic  # noqa: E402
from ai.ladder import _solve as solve  # noqa: E402  (the ladder fit's linear solver)
from ai.registry import make_bot  # noqa: E402
from core.crystal_clans.board import CRYSTAL_ZONES, NUM_ZONES  # noqa: E402
from core.crystal_clans.cards import CARDS  # noqa: E402
from core.registry import get_game  # noqa: E402

FEATURES = (
    "crystals",
    "held",
    "units",
    "units_in_crystal_zones",
    "attack",
    "defense",
    "cards",
    "draw_pile",
    "initiative_spent",
    "to_move",
)
TODAY = ("crystals", "held", "units", "cards")  # what today's evaluation counts


def seat_features(state, seat: int) -> list[float]:
    """One seat's raw features (the model uses seat 0's minus seat 1's)."""
    squads, kinds = state.squads, state.kinds
    mine, theirs = seat * NUM_ZONES, (1 - seat) * NUM_ZONES
    held = sum(1 for z in CRYSTAL_ZONES if squads[mine + z] and not squads[theirs + z])
    units = [c for z in range(NUM_ZONES) for c in squads[mine + z]]
    in_crystal = sum(len(squads[mine + z]) for z in CRYSTAL_ZONES)
    attack = sum(CARDS[kinds[c]].attack for c in units)
    defense = sum(CARDS[kinds[c]].defense for c in units)
    # a seat pays initiative by moving the token towards its end of the track: +20 for
    # seat 0, -20 for seat 1 (core/crystal_clans/board.py)
    spent = state.token / 20.0 if seat == 0 else -state.token / 20.0
    return [
        float(len(state.collected[seat])),
        float(held),
        float(len(units)),
        float(in_crystal),
        attack / 4.0,
        defense / 4.0,
        float(len(state.hands[seat])),
        len(state.draw[seat]) / 10.0,
        spent,
        1.0 if state.to_move() == seat else 0.0,
    ]


def features(state) -> list[float]:
    a, b = seat_features(state, 0), seat_features(state, 1)
    return [x - y for x, y in zip(a, b)]


def play(games: int, iterations: int, every: int, seed: int, offset: int = 0, keep=None) -> list[dict]:
    """Positions (every `every`-th decision, seat 0's view of the features, today's value)
    of `games` games between equal bots, each with the game's winner and its number (from
    `offset`); `keep(rows)` is called every ten games, so a stopped run keeps its games."""
    game = get_game("crystal-clans")
    rng = random.Random(seed)
    rows = []
    start = time.monotonic()
    for g in range(games):
        state = game.new(game.normalize_config({"players": 2}), rng.randrange(1 << 30))
        bots = [make_bot(f"mcts:iterations={iterations},workers=1,seed={rng.randrange(1 << 30)}") for _ in range(2)]
        kept, n = [], 0
        while not state.is_over():
            seat = state.to_move()
            assert seat is not None  # the game is not over
            legal = state.legal_actions()
            if len(legal) > 1:
                n += 1
                if n % every == 0:
                    kept.append({"f": features(state), "v": heuristic.evaluate(state)[0]})
                action = bots[seat].choose(state.view(seat), seat, legal)
            else:
                action = legal[0]
            state.apply(action)
        won = state.result()[0]
        for row in kept:
            row["won"] = won
            row["game"] = offset + g
        rows.extend(kept)
        if (g + 1) % 10 == 0:
            print(f"{g + 1} games, {len(rows)} positions, {time.monotonic() - start:.0f} s", file=sys.stderr)
            if keep is not None:
                keep(rows)
    return rows


def sigmoid(z: float) -> float:
    if z < -30:
        return 1e-13
    if z > 30:
        return 1 - 1e-13
    return 1.0 / (1.0 + exp(-z))


def fit(rows: list[dict], ridge: float = 1e-3, rounds: int = 25) -> list[float]:
    """Logistic regression weights (no intercept: the features are differences, so a
    mirrored position must read 0.5) by Newton's method with a small ridge."""
    k = len(rows[0]["f"])
    w = [0.0] * k
    for _ in range(rounds):
        grad = [ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for row in rows:
            x, y = row["f"], row["won"]
            p = sigmoid(sum(wi * xi for wi, xi in zip(w, x)))
            g = p - y
            h = p * (1 - p)
            for i in range(k):
                grad[i] += g * x[i]
                hx = h * x[i]
                for j in range(i, k):
                    hess[i][j] += hx * x[j]
        for i in range(k):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step)]
    return w


def score(rows: list[dict], predict) -> tuple[float, float]:
    """Mean log loss and accuracy of `predict(row)` (seat 0's chance) on `rows`."""
    loss = hits = 0.0
    for row in rows:
        p = min(max(predict(row), 1e-9), 1 - 1e-9)
        y = row["won"]
        loss -= y * log(p) + (1 - y) * log(1 - p)
        hits += (p > 0.5) == (y > 0.5)
    return loss / len(rows), hits / len(rows)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games to play (0: only fit --data)")
    ap.add_argument("--iterations", type=int, default=100, help="each bot's iterations a move")
    ap.add_argument("--every", type=int, default=4, help="keep every N-th decision")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--data", help="positions file: appended to when playing, read when fitting")
    args = ap.parse_args()
    rows: list[dict] = []
    if args.data and Path(args.data).exists():
        rows = json.loads(Path(args.data).read_text())
    if args.games:
        before = rows
        offset = 1 + max((r["game"] for r in rows), default=-1)

        def keep(new: list[dict]) -> None:
            if args.data:
                Path(args.data).write_text(json.dumps(before + new))

        new = play(args.games, args.iterations, args.every, args.seed + offset, offset, keep)
        keep(new)
        rows = before + new
    games = sorted({r["game"] for r in rows})
    held_out = set(games[::4])  # a quarter of the games, whole
    train = [r for r in rows if r["game"] not in held_out]
    test = [r for r in rows if r["game"] in held_out]
    print(f"{len(games)} games, {len(rows)} positions ({len(train)} to fit, {len(test)} held out)")
    w = fit(train)
    # today's four features with fitted weights: how much of the gain is weights, how much
    # the new features
    today = [FEATURES.index(name) for name in TODAY]
    w4 = fit([{"f": [r["f"][i] for i in today], "won": r["won"]} for r in train])
    base = sum(r["won"] for r in train) / len(train)
    print(f"seat 0 wins {base:.3f} of the fitted positions")
    for name, predict in (
        ("a coin", lambda r: 0.5),
        ("today's evaluation", lambda r: r["v"]),
        ("today's features, fit", lambda r: sigmoid(sum(wi * r["f"][i] for wi, i in zip(w4, today)))),
        ("the fit", lambda r: sigmoid(sum(wi * xi for wi, xi in zip(w, r["f"])))),
    ):
        loss, acc = score(test, predict)
        print(f"{name:24} log loss {loss:.4f}" + ("" if name == "a coin" else f"  accuracy {acc:.3f}"))
    print("today's features, fitted: " + ", ".join(f"{n} {wi:+.3f}" for n, wi in zip(TODAY, w4)))
    print("weights (per unit of each seat difference; attack and defense per 4 points, draw pile per 10 cards):")
    for name, wi in zip(FEATURES, w):
        print(f"  {name:24} {wi:+.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
