"""The sequential probability ratio test (SPRT) of the arena, on pentanomial statistics.

Pure arithmetic, no I/O. Two bots play game *pairs*: the same seed twice, the seats
swapped. A pair's score from the first bot's view is 0, ½, 1, 1½ or 2; the pentanomial
counts are how many pairs fell in each of those five cells. The test asks whether the
first bot's Elo advantage is `elo0` (H0) or `elo1` (H1) and stops as soon as the
log-likelihood ratio leaves its bounds.

Which formulas (written here from their published definitions, not copied):

- The LLR is the *generalized* (GSPRT) log-likelihood ratio of fishtest's "logistic"
  model, Michel Van den Bergh, "A multinomial GSPRT" and "Practical GSPRT"
  (http://hardy.uhasselt.be/Fishtest/support_MLE_multinomial.pdf,
  http://hardy.uhasselt.be/Fishtest/GSPRT_approximation.pdf), as fishtest's
  `LLRcalc.LLR_logistic` computes it: the five-cell distribution of per-game pair
  averages (0, ¼, ½, ¾, 1) is fitted by maximum likelihood under each hypothesis's mean
  score s = 1/(1 + 10^(−elo/400)), and LLR = N·Σ p̂ᵢ·ln(p₁ᵢ/p₀ᵢ) over the N pairs. The
  constrained fit is p̂ᵢ/(1 + x·(aᵢ − s)) with x the root of the secular equation
  Σ p̂ᵢ(aᵢ − s)/(1 + x(aᵢ − s)) = 0 (Proposition 1.1 of the first paper), found here
  by bisection.
- `llr_normal` is the same paper's normal approximation,
  N·(s₁ − s₀)(2ŝ − s₀ − s₁)/(2σ̂²) (fishtest's `LLR_alt2`), kept for checks.
- Empty cells are regularized as fishtest does: a zero count becomes 1e-3.
- Bounds: lower ln(β/(1−α)), upper ln((1−β)/α) (Wald); α = β = 0.05 gives ±ln 19.
- The Elo estimate and its 95 % interval: the mean pair average ŝ ± 1.96·σ̂/√N, each
  turned to Elo by −400·log10(1/s − 1) (clamped to [1e-3, 1 − 1e-3] as fishtest's
  `stat_util.elo`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import Sequence

CELLS = 5  # pair scores 0, 0.5, 1, 1.5, 2
ZERO_CELL = 1e-3  # what an empty cell counts as (fishtest's regularization)
Z95 = 1.959963984540054  # the normal distribution's 97.5 % quantile
SECULAR_ITERATIONS = 200  # bisection steps: far past double precision
SCORE_CLAMP = 1e-3

Pdf = list[tuple[float, float]]  # (value, probability) pairs, values ascending


def logistic_score(elo: float) -> float:
    """The expected score per game of a bot `elo` points stronger."""
    return 1 / (1 + 10 ** (-elo / 400))


def score_elo(score: float) -> float:
    """The Elo difference of a mean score per game (inverse of `logistic_score`, clamped)."""
    s = min(max(score, SCORE_CLAMP), 1 - SCORE_CLAMP)
    return -400 * math.log10(1 / s - 1)


def pair_cell(first: float, second: float) -> int:
    """The pentanomial cell (0–4) of a pair: the first bot's score in its two games
    (each 0, ½ or 1), doubled."""
    return min(CELLS - 1, max(0, round(2 * (first + second))))


def sprt_bounds(alpha: float, beta: float) -> tuple[float, float]:
    """Wald's stopping bounds (lower, upper) for error rates alpha (false H1) and beta (false H0)."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def regularized(counts: Sequence[float]) -> list[float]:
    """The counts with every empty cell set to `ZERO_CELL`."""
    return [c if c > 0 else ZERO_CELL for c in counts]


def pentanomial_pdf(counts: Sequence[float]) -> tuple[float, Pdf]:
    """The number of pairs (regularized) and the distribution of the per-game pair averages."""
    cells = regularized(counts)
    n = sum(cells)
    return n, [(i / (len(cells) - 1), c / n) for i, c in enumerate(cells)]


def mean_variance(pdf: Pdf) -> tuple[float, float]:
    mean = sum(p * a for a, p in pdf)
    return mean, sum(p * (a - mean) ** 2 for a, p in pdf)


def fitted(pdf: Pdf, s: float) -> Pdf:
    """The distribution of largest likelihood for the observed `pdf` among those with mean
    `s` (strictly inside the values' range): p̂ᵢ/(1 + x(aᵢ − s)), x solving the secular
    equation."""
    shifted = [(a - s, p) for a, p in pdf]
    low, high = shifted[0][0], shifted[-1][0]
    if not low < 0 < high:
        raise ValueError("the mean must lie strictly between the smallest and largest value")
    # 1 + x·d > 0 for every d keeps x in (−1/high, −1/low); the sum falls as x grows
    lo, hi = -1 / high, -1 / low
    for _ in range(SECULAR_ITERATIONS):
        x = (lo + hi) / 2
        value = sum(p * d / (1 + x * d) for d, p in shifted)
        if value > 0:
            lo = x
        else:
            hi = x
    x = (lo + hi) / 2
    return [(a, p / (1 + x * d)) for (a, p), (d, _) in zip(pdf, shifted)]


def llr_of_pdf(pdf: Pdf, s0: float, s1: float) -> float:
    """The generalized log-likelihood ratio per observation of mean s1 against mean s0."""
    pdf0, pdf1 = fitted(pdf, s0), fitted(pdf, s1)
    return sum(p * (math.log(q1) - math.log(q0)) for (_, p), (_, q0), (_, q1) in zip(pdf, pdf0, pdf1))


def llr(counts: Sequence[float], elo0: float, elo1: float) -> float:
    """The GSPRT log-likelihood ratio of H1 (elo1) against H0 (elo0) for pentanomial counts."""
    if sum(counts) == 0:
        return 0.0
    n, pdf = pentanomial_pdf(counts)
    return n * llr_of_pdf(pdf, logistic_score(elo0), logistic_score(elo1))


def llr_normal(counts: Sequence[float], elo0: float, elo1: float) -> float:
    """The normal approximation of `llr`: N·(s1 − s0)(2ŝ − s0 − s1)/(2σ̂²)."""
    if sum(counts) == 0:
        return 0.0
    n, pdf = pentanomial_pdf(counts)
    mean, var = mean_variance(pdf)
    s0, s1 = logistic_score(elo0), logistic_score(elo1)
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)


def elo_interval(counts: Sequence[float]) -> tuple[float, float, float]:
    """The Elo difference of the first bot and its 95 % interval (estimate, low, high)."""
    n, pdf = pentanomial_pdf(counts)
    mean, var = mean_variance(pdf)
    half = Z95 * math.sqrt(var / n)
    return score_elo(mean), score_elo(mean - half), score_elo(mean + half)


@dataclass(frozen=True)
class SprtTest:
    """What an SPRT tests: H0 elo0 against H1 elo1 with error rates alpha and beta.

    `two_sided`: H1 is "at least |elo1 − elo0| away from elo0, either way" (is a pairing
    unfair?). Two one-sided tests run on the same pairs, elo0 against elo1 and elo0
    against its mirror 2·elo0 − elo1, each at alpha/2; H1 as soon as either accepts its
    H1, H0 once both accepted theirs."""

    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05
    two_sided: bool = False

    @property
    def bounds(self) -> tuple[float, float]:
        return sprt_bounds(self.alpha / 2 if self.two_sided else self.alpha, self.beta)

    @property
    def mirror(self) -> float:
        """The H1 of the lower test of a two-sided SPRT."""
        return 2 * self.elo0 - self.elo1


def _side(value: float, bounds: tuple[float, float]) -> str | None:
    lower, upper = bounds
    return "H1" if value >= upper else "H0" if value <= lower else None


@dataclass(frozen=True)
class SprtState:
    """A test, the pentanomial counts of the pairs seen so far, and what each side of it
    has decided (a side decides once: the upper test elo0 against elo1 and, two-sided,
    the lower test elo0 against its mirror)."""

    test: SprtTest
    counts: tuple[int, ...] = (0,) * CELLS
    # None: read from the counts as they stand (a state made from counts, not by `add`)
    sides: tuple[str | None, str | None] | None = None

    def add(self, cell: int) -> SprtState:
        counts = list(self.counts)
        counts[cell] += 1
        up, down = self.decided
        state = SprtState(self.test, tuple(counts), (up, down))
        if up is None:
            up = _side(state.llr, self.test.bounds)
        if down is None and self.test.two_sided:
            down = _side(state.llr_low, self.test.bounds)
        return SprtState(self.test, state.counts, (up, down))

    @property
    def decided(self) -> tuple[str | None, str | None]:
        """What the upper and the lower test have decided."""
        if self.sides is not None:
            return self.sides
        low = _side(self.llr_low, self.test.bounds) if self.test.two_sided and self.pairs else None
        return (_side(self.llr, self.test.bounds) if self.pairs else None, low)

    @property
    def pairs(self) -> int:
        return sum(self.counts)

    @cached_property  # asked after every game; the counts never change
    def llr(self) -> float:
        """The upper test's LLR: elo1 against elo0."""
        return llr(self.counts, self.test.elo0, self.test.elo1)

    @cached_property
    def llr_low(self) -> float:
        """The lower test's LLR (two-sided): the mirror of elo1 against elo0."""
        return llr(self.counts, self.test.elo0, self.test.mirror)

    @property
    def decision(self) -> str | None:
        """'H1' (elo1 accepted; two-sided: either H1), 'H0' (elo0 accepted; two-sided:
        both sides) or None (go on)."""
        up, down = self.decided
        if not self.test.two_sided:
            return up
        if "H1" in (up, down):
            return "H1"
        return "H0" if up == down == "H0" else None

    @property
    def direction(self) -> int:
        """Two-sided and H1: +1 if the first bot is the stronger, −1 if the weaker; else 0."""
        if self.decision != "H1" or not self.test.two_sided:
            return 0
        return 1 if self.decided[0] == "H1" else -1

    def elo(self) -> tuple[float, float, float]:
        return elo_interval(self.counts)
