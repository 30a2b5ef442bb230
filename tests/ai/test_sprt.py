"""The SPRT's arithmetic (ai/sprt.py) against values worked out by hand."""

from __future__ import annotations

import math

import pytest

from ai import sprt

# s = 0.6 is the score of 400·log10(1.5) Elo: 1/(1 + 10^(−log10 1.5)) = 1/(1 + 2/3) = 0.6
ELO_60 = 400 * math.log10(1.5)


def test_elo_and_score_are_inverse():
    assert sprt.logistic_score(0) == 0.5
    assert sprt.logistic_score(ELO_60) == pytest.approx(0.6)
    assert sprt.score_elo(0.6) == pytest.approx(ELO_60)
    assert sprt.score_elo(1.0) == pytest.approx(sprt.score_elo(1 - 1e-3))  # clamped, finite


def test_pair_cells_are_the_first_bots_pair_score_doubled():
    assert [sprt.pair_cell(a, b) for a, b in [(0, 0), (0.5, 0), (1, 0), (0.5, 0.5), (1, 0.5), (1, 1)]] == [
        0,
        1,
        2,
        2,
        3,
        4,
    ]


def test_bounds_are_walds():
    lower, upper = sprt.sprt_bounds(0.05, 0.05)
    # ln(0.05/0.95) = −ln 19 ≈ −2.944, ln(0.95/0.05) = ln 19
    assert (lower, upper) == pytest.approx((-math.log(19), math.log(19)))
    # α = 0.05, β = 0.1: ln(0.1/0.95) ≈ −2.2513, ln(0.9/0.05) = ln 18 ≈ 2.8904
    assert sprt.sprt_bounds(0.05, 0.1) == pytest.approx((math.log(0.1 / 0.95), math.log(18)))


def test_normal_llr_by_hand():
    # counts (1,1,2,3,3): N = 10 pairs, values 0, ¼, ½, ¾, 1, p = (.1,.1,.2,.3,.3)
    # mean ŝ = (.25·1 + .5·2 + .75·3 + 1·3)/10 = 6.5/10 = 0.65
    # σ̂² = .1·.4225 + .1·.16 + .2·.0225 + .3·.01 + .3·.1225 = .1025
    # LLR = N (s1 − s0)(2ŝ − s0 − s1)/(2σ̂²) = 10·0.1·(1.3 − 1.1)/0.205 = 0.97560…
    assert sprt.llr_normal([1, 1, 2, 3, 3], 0, ELO_60) == pytest.approx(0.2 / 0.205)
    # counts (1,2,3,2,2): ŝ = 5.5/10 = 0.55 = (s0 + s1)/2, so the LLR is 0
    assert sprt.llr_normal([1, 2, 3, 2, 2], 0, ELO_60) == pytest.approx(0.0, abs=1e-12)


def test_exact_llr_of_a_two_valued_distribution_by_hand():
    # Half the pairs score ¼ per game, half ¾. A distribution on {¼, ¾} with mean s has
    # p(¾) = (s − ¼)/½, so the fit for s0 = ½ is (½, ½) (the data itself) and for
    # s1 = 0.6 is (0.3, 0.7): LLR per pair = ½ ln(0.3/0.5) + ½ ln(0.7/0.5) = ½ ln 0.84.
    pdf = [(0.25, 0.5), (0.75, 0.5)]
    assert sprt.llr_of_pdf(pdf, 0.5, 0.6) == pytest.approx(0.5 * math.log(0.84), rel=1e-9)
    # and the other way round: H1 (0.5) against H0 (0.6) gives the opposite sign
    assert sprt.llr_of_pdf(pdf, 0.6, 0.5) == pytest.approx(-0.5 * math.log(0.84), rel=1e-9)


def test_exact_llr_of_a_three_valued_distribution_by_hand():
    # pdf on {0, ½, 1} with p = (¼, ½, ¼), mean ½. The fit for s0 = ½ is the data (x = 0).
    # For s1 = 0.6: q = p/(1 + x(a − 0.6)); the secular equation
    #   ¼(−.6)/(1 − .6x) + ½(−.1)/(1 − .1x) + ¼(.4)/(1 + .4x) = 0
    # times the three denominators is (−.15 − .045x + .006x²) + (−.05 + .01x + .012x²)
    # + (.1 − .07x + .006x²) = 0.024x² − 0.105x − 0.1 = 0, whose root with every
    # 1 + x·d > 0 is x = (0.105 − √0.020625)/0.048 = −0.80446, so q = (.25/1.48268, .5/1.08045, .25/0.67822)
    # = (0.16861, 0.46277, 0.36861): it sums to 1 and has mean 0.6. The LLR per pair is
    # Σ p ln(q/p) = −KL(p‖q) < 0 (ŝ = ½ lies below the midpoint 0.55).
    pdf = [(0.0, 0.25), (0.5, 0.5), (1.0, 0.25)]
    fit = sprt.fitted(pdf, 0.6)
    assert [q for _, q in fit] == pytest.approx([0.16861, 0.46277, 0.36861], abs=1e-5)
    assert sum(a * q for a, q in fit) == pytest.approx(0.6)
    kl = sum(p * math.log(p / q) for (_, p), (_, q) in zip(pdf, fit))
    assert sprt.llr_of_pdf(pdf, 0.5, 0.6) == pytest.approx(-kl)
    assert kl > 0


def test_exact_llr_is_close_to_its_normal_approximation_for_close_hypotheses():
    counts = [30, 120, 300, 150, 40]
    exact, approx = sprt.llr(counts, -5, 5), sprt.llr_normal(counts, -5, 5)
    assert exact == pytest.approx(approx, rel=0.02)
    assert exact > 0  # ŝ = 0.51 > the midpoint 0.5


def test_empty_cells_are_regularized_as_fishtest_does():
    assert sprt.regularized([0, 3, 0, 1, 0]) == [1e-3, 3, 1e-3, 1, 1e-3]
    n, pdf = sprt.pentanomial_pdf([0, 3, 0, 1, 0])
    assert n == pytest.approx(4.003)
    assert pdf[0] == (0.0, pytest.approx(1e-3 / 4.003))
    # Every pair in one cell (7 double wins): without regularization the fits would need
    # log(0). With it, the likeliest distribution of mean s keeps almost all its mass on
    # the two ends, q(1) ≈ s and q(0) ≈ 1 − s, so LLR ≈ 7·ln(s1/s0), s = L(±10):
    # 7·ln(0.51439/0.48561) = 7·0.057577 ≈ 0.4030 (far from ln 19: few pairs, little evidence)
    value = sprt.llr([0, 0, 0, 0, 7], -10, 10)
    s0, s1 = sprt.logistic_score(-10), sprt.logistic_score(10)
    assert value == pytest.approx(7 * math.log(s1 / s0), rel=1e-2)
    assert sprt.llr([0, 0, 0, 0, 0], -10, 10) == 0.0


def test_elo_interval_by_hand():
    # counts (1,1,2,3,3): ŝ = 0.65, σ̂² = 0.1025, N = 10: half width 1.96·√0.01025
    half = sprt.Z95 * math.sqrt(0.01025)
    elo, low, high = sprt.elo_interval([1, 1, 2, 3, 3])
    assert elo == pytest.approx(-400 * math.log10(1 / 0.65 - 1))  # ≈ 107.5
    assert low == pytest.approx(-400 * math.log10(1 / (0.65 - half) - 1))
    assert high == pytest.approx(-400 * math.log10(1 / (0.65 + half) - 1))
    assert low < elo < high


def test_state_decides_when_the_llr_leaves_its_bounds():
    state = sprt.SprtState(sprt.SprtTest(-10, 10))
    assert state.decision is None and state.llr == 0.0
    while state.decision is None and state.pairs < 1000:
        state = state.add(4)  # the first bot wins both games of every pair
    assert state.decision == "H1" and state.llr >= math.log(19)
    state = sprt.SprtState(sprt.SprtTest(-10, 10))
    while state.decision is None and state.pairs < 1000:
        state = state.add(0)
    assert state.decision == "H0" and state.llr <= -math.log(19)
    # a run of draws (pair score 1) carries no evidence either way on a symmetric test
    even = sprt.SprtState(sprt.SprtTest(-10, 10), (1, 0, 50, 0, 1))
    assert even.llr == pytest.approx(0.0, abs=1e-9) and even.decision is None
