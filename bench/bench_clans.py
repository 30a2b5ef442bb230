"""Random Clans games per second (apply + legal_actions), and clone cost."""

import random
import sys
import time

sys.path.insert(0, ".")
from core.clans.game import GAME  # noqa: E402


def random_games(players: int, seconds: float = 2.0) -> tuple[float, float]:
    start, games, actions, seed = time.perf_counter(), 0, 0, 0
    while time.perf_counter() - start < seconds:
        s, rng = GAME.new({"players": players}, seed), random.Random(seed)
        while not s.is_over():
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
        seed += 1
    dt = time.perf_counter() - start
    return games / dt, actions / dt


def clone_cost(n: int = 20000) -> float:
    s = GAME.new({"players": 4}, 1)
    start = time.perf_counter()
    for _ in range(n):
        s.clone()
    return (time.perf_counter() - start) / n * 1e6


if __name__ == "__main__":
    for players in (2, 3, 4):
        gps, aps = random_games(players)
        print(f"clans random games, {players} players: {gps:7.1f} games/s ({aps:,.0f} actions/s)")
    print(f"clans clone: {clone_cost():.2f} µs")
