"""Crimson Company engine speed: random games per CPU second (duel by default), clone cost.

.venv/bin/python bench/bench_crimson_company.py [--variant duel] [--games 300]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from core.crimson_company.game import GAME  # noqa: E402


def random_game(config, seed):
    s = GAME.new(config, seed)
    rnd = random.Random(seed)
    n = 0
    while not s.is_over():
        acts = s.legal_actions()
        s.apply(acts[rnd.randrange(len(acts))])
        n += 1
    return n


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--variant", default="duel")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--games", type=int, default=300)
    args = p.parse_args()
    players = args.players or GAME.player_counts(args.variant).start
    config = GAME.normalize_config({"variant": args.variant, "players": players})
    t0 = time.process_time()
    actions = sum(random_game(config, seed) for seed in range(args.games))
    dt = time.process_time() - t0
    print(
        f"crimson-company {args.variant} ({players} players): {args.games / dt:.0f} random games/s, "
        f"{actions / dt:.0f} actions/s, {actions / args.games:.0f} actions per game"
    )
    s = GAME.new(config, 1)
    for _ in range(30):
        if s.is_over():
            break
        s.apply(s.legal_actions()[0])
    k = 20000
    t0 = time.process_time()
    for _ in range(k):
        s.clone()
    print(f"clone: {(time.process_time() - t0) / k * 1e6:.1f} µs")


if __name__ == "__main__":
    main()
