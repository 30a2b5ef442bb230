"""Crystal Clans benchmark: random games per second, and the clan-vs-clan win-rate matrix
with the random bot on both sides (every pairing, both seat orders).

    .venv/bin/python bench/bench_crystal_clans.py [--games N] [--speed-games N]
    .venv/bin/python bench/bench_crystal_clans.py --hash N

--hash plays N seeded random games over every clan pairing (mulligan on in every other
game) and prints a SHA-256 of the exact legal_actions() list at every position plus each
final to_wire(): an engine speed-up must leave it unchanged.

The matrix cell (row A, column B) is clan A's win rate against clan B over N games with
A as player 1 and N games with A as player 2.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from core.crystal_clans.cards import CLAN_NAMES  # noqa: E402
from core.crystal_clans.game import GAME  # noqa: E402


def random_game(clan1: str, clan2: str, seed: int) -> tuple[int, int]:
    """Play one game with uniformly random legal actions; returns (winner, actions)."""
    s = GAME.new({"clan1": clan1, "clan2": clan2}, seed)
    pick = random.Random(seed ^ 0x5EED)
    n = 0
    while not s.is_over():
        legal = s.legal_actions()
        s.apply(legal[pick.randrange(len(legal))])
        n += 1
    return s.winner, n


def speed(games: int) -> None:
    start, cpu = time.perf_counter(), time.process_time()
    actions = 0
    for g in range(games):
        _, n = random_game(CLAN_NAMES[g % 6], CLAN_NAMES[(g // 6) % 6], g)
        actions += n
    dt, dcpu = time.perf_counter() - start, time.process_time() - cpu
    print(
        f"random games: {games} in {dt:.2f} s wall = {games / dt:.1f} games/s "
        f"({games / dcpu:.1f} games/s of CPU time), {actions / dcpu:.0f} actions/s CPU, "
        f"{actions / games:.0f} actions/game"
    )


def behaviour_hash(games: int) -> str:
    """SHA-256 over every position's legal actions (in order) and every final state."""
    h = hashlib.sha256()
    for g in range(games):
        config = {"clan1": CLAN_NAMES[g % 6], "clan2": CLAN_NAMES[(g // 6) % 6], "mulligan": bool(g % 2)}
        s = GAME.new(config, g)
        pick = random.Random(g ^ 0x5EED)
        while not s.is_over():
            legal = s.legal_actions()
            h.update(repr(legal).encode())
            s.apply(legal[pick.randrange(len(legal))])
        h.update(repr(s.to_wire()).encode())
    return h.hexdigest()


def matrix(games: int) -> list[list[float]]:
    n = len(CLAN_NAMES)
    wins = [[0.0] * n for _ in range(n)]
    seat0 = 0
    total = 0
    for i in range(n):
        for j in range(i + 1, n):
            a, b = CLAN_NAMES[i], CLAN_NAMES[j]
            for g in range(games):
                w, _ = random_game(a, b, 1000 * i + 100 * j + g)
                wins[i][j] += w == 0
                seat0 += w == 0
                w, _ = random_game(b, a, 7777 + 1000 * i + 100 * j + g)
                wins[i][j] += w == 1
                seat0 += w == 0
                total += 2
            wins[j][i] = 2 * games - wins[i][j]
    rates = [[wins[i][j] / (2 * games) if i != j else 0.5 for j in range(n)] for i in range(n)]
    print(
        f"win-rate matrix, random bot both sides, {2 * games} games per pairing "
        f"({games} in each seat order); row clan's win rate vs column clan"
    )
    print(" " * 8 + "".join(f"{c:>8}" for c in CLAN_NAMES))
    worst = 0.0
    for i, c in enumerate(CLAN_NAMES):
        print(f"{c:>8}" + "".join(f"{'--':>8}" if i == j else f"{rates[i][j] * 100:>7.1f}%" for j in range(n)))
        worst = max(worst, max(abs(rates[i][j] - 0.5) for j in range(n)))
    print(
        f"first-player seat win rate: {seat0 / total * 100:.1f}%; "
        f"widest pairing: {50 + worst * 100:.1f}% (target 35-65%)"
    )
    return rates


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100, help="games per pairing and seat order")
    ap.add_argument("--speed-games", type=int, default=200)
    ap.add_argument("--hash", type=int, metavar="N", help="only print the behaviour hash of N seeded random games")
    args = ap.parse_args()
    if args.hash:
        print(f"behaviour hash of {args.hash} games: {behaviour_hash(args.hash)}")
        return 0
    speed(args.speed_games)
    matrix(args.games)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
