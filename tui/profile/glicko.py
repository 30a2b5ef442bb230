"""Glicko-2 (Glickman, "Example of the Glicko-2 system", 2012): one rating period's update
of a player's rating, rating deviation (RD) and volatility from the games of that period.

Written out here rather than taken from a package: the algorithm is short, pure and
published with a worked example (tests/tui/test_profile.py checks it), and the PyPI
`glicko2` package would be one more dependency for forty lines. Ratings are on the
Glicko scale (1500 ± 350 for a newcomer); only differences between ratings matter, so
any scale with the same unit (Elo points) works, such as the ladder's (random = 0).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178  # Glicko points per Glicko-2 unit (400 / ln 10)
TAU = 0.5  # how fast the volatility may change (Glickman suggests 0.3–1.2)
START_RD = 350.0
START_VOLATILITY = 0.06
EPSILON = 1e-6  # the volatility iteration's tolerance
MAX_STEPS = 100  # the volatility iteration ends within a few dozen steps; a bound anyway


@dataclass(frozen=True)
class Glicko:
    """A player's rating, rating deviation (one standard deviation, in rating points)
    and volatility."""

    rating: float
    rd: float = START_RD
    volatility: float = START_VOLATILITY


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(player: Glicko, games: Sequence[tuple[float, float, float]], tau: float = TAU) -> Glicko:
    """`player` after one rating period of `games`, each (opponent's rating, opponent's
    RD, score: 1 a win, 0.5 a draw, 0 a loss). No games: only the RD grows (step 6)."""
    mu, phi, sigma = 0.0, player.rd / SCALE, player.volatility  # mu relative to the player
    if not games:
        return Glicko(player.rating, min(math.sqrt(phi * phi + sigma * sigma) * SCALE, START_RD), sigma)
    rows = []
    for rating, rd, score in games:
        mu_j, phi_j = (rating - player.rating) / SCALE, rd / SCALE
        rows.append((_g(phi_j), _expected(mu, mu_j, phi_j), score))
    v = 1 / sum(g * g * e * (1 - e) for g, e, _score in rows)
    delta = v * sum(g * (score - e) for g, e, score in rows)
    sigma = _new_volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu = phi * phi * sum(g * (score - e) for g, e, score in rows)
    return Glicko(player.rating + mu * SCALE, phi * SCALE, sigma)


def _new_volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois variant of regula falsi."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / tau**2

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0 and k < MAX_STEPS:
            k += 1
        high = a - k * tau
    f_low, f_high = f(low), f(high)
    for _step in range(MAX_STEPS):
        if abs(high - low) <= EPSILON:
            break
        c = low + (low - high) * f_low / (f_high - f_low)
        f_c = f(c)
        if f_c * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2
        high, f_high = c, f_c
    return math.exp(low / 2)
