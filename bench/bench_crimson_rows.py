"""Crimson Company's action list: rows shown per decision before and after a card's bids
share one row (tui/games/crimson_company/bids.py), over random games of each variant.

.venv/bin/python bench/bench_crimson_rows.py [--games 50]
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from core.crimson_company.game import GAME  # noqa: E402
from tui.games.crimson_company.bids import amount_key, rows_of  # noqa: E402

VARIANTS = ("duel", "2v2", "free-for-all", "solo", "co-op")


def measure(variant: str, games: int) -> tuple[int, int, float, float, int, int, int]:
    """(max rows before, max after, mean before, mean after, decisions, max rows of a bid
    turn before, after) of `games` random games."""
    most_before = most_after = decisions = bid_before = bid_after = 0
    sum_before = sum_after = 0
    config = GAME.normalize_config({"variant": variant})
    for seed in range(games):
        state, rng = GAME.new(config, seed), random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            before, after = len(legal), len(rows_of(legal, range(len(legal))))
            most_before, most_after = max(most_before, before), max(most_after, after)
            sum_before, sum_after, decisions = sum_before + before, sum_after + after, decisions + 1
            if any(amount_key(a) for a in legal):
                bid_before, bid_after = max(bid_before, before), max(bid_after, after)
            state.apply(legal[rng.randrange(len(legal))])
    return most_before, most_after, sum_before / decisions, sum_after / decisions, decisions, bid_before, bid_after


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50)
    args = parser.parse_args()
    print(
        f"{'variant':<14}{'max before':>11}{'max after':>10}{'mean before':>12}{'mean after':>11}"
        f"{'decisions':>10}{'bid turn max before':>20}{'after':>6}"
    )
    for variant in VARIANTS:
        most_before, most_after, mean_before, mean_after, n, bid_before, bid_after = measure(variant, args.games)
        print(
            f"{variant:<14}{most_before:>11}{most_after:>10}{mean_before:>12.1f}{mean_after:>11.1f}"
            f"{n:>10}{bid_before:>20}{bid_after:>6}"
        )
    opening = GAME.new(GAME.normalize_config({"variant": "duel"}), 3).legal_actions()
    grouped = rows_of(opening, range(len(opening)))
    print(f"a duel's opening bid turn (seed 3): {len(opening)} rows before, {len(grouped)} after")


if __name__ == "__main__":
    main()
