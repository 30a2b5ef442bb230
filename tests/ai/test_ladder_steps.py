"""Steps between ladder entrants: the difference of two ratings with its own interval,
which stays narrow far from the anchor where the entrants' own intervals overlap."""

from __future__ import annotations

import json
import random

import pytest

from ai import ladder_run
from ai.ladder import fit_ladder
from tests.ai.test_ladder import duel_games, ladder_args

# a chain of evenly spaced levels: the top ones are far from random, so their own
# intervals (relative to random) are wide, while each step is measured by direct games
CHAIN = {"random": 0.0, "l1": 150.0, "l2": 300.0, "l3": 450.0, "l4": 600.0, "l5": 750.0, "l6": 900.0}


def test_a_step_is_the_difference_of_ratings_and_covers_the_true_gap():
    result = fit_ladder(duel_games(CHAIN, reach=1, per_pair=400, rng=random.Random(11)), prior=0)
    names = list(CHAIN)
    steps = result.steps(names)
    assert [(s.lower, s.upper) for s in steps] == list(zip(names, names[1:]))
    for s in steps:
        assert s.gap == pytest.approx(result.ratings[s.upper].rating - result.ratings[s.lower].rating)
        assert s.low < s.gap < s.high
        assert s.low <= CHAIN[s.upper] - CHAIN[s.lower] <= s.high, s


def test_far_from_the_anchor_the_step_is_shown_while_the_ratings_intervals_overlap():
    result = fit_ladder(duel_games(CHAIN, reach=1, per_pair=120, rng=random.Random(5)), prior=0)
    top, below = result.ratings["l6"], result.ratings["l5"]
    assert top.low <= below.high  # the intervals relative to random overlap at the top
    step = result.step("l5", "l6")
    assert step.low > 0  # yet the step itself is shown
    assert step.high - step.low < (top.high - top.low) / 2


def test_a_step_from_the_anchor_is_that_entrants_own_interval():
    result = fit_ladder(duel_games(CHAIN, reach=2, per_pair=100, rng=random.Random(2)))
    step, own = result.step("random", "l1"), result.ratings["l1"]
    assert (step.gap, step.low, step.high) == pytest.approx((own.rating, own.low, own.high))


def test_the_command_prints_each_step_and_writes_it_to_the_table(tmp_path, capsys):
    table = tmp_path / "table.json"
    argv = ["--game", "lucky-draw", "--entrants", "random,greedy", "--games", "6"]
    assert ladder_run.run(ladder_args(*argv, "--write", "--table", str(table))) == 0
    out = capsys.readouterr().out
    assert "step (95% CI)" in out
    ratings = json.loads(table.read_text())["games"]["lucky-draw"]["2"]["ratings"]
    lower, upper = sorted(ratings, key=lambda name: ratings[name]["rating"])
    step = ratings[upper]["step"]
    assert "step" not in ratings[lower] and step["below"] == lower
    assert step["low"] < step["gap"] < step["high"]
    assert step["gap"] == pytest.approx(ratings[upper]["rating"] - ratings[lower]["rating"], abs=0.15)
    assert f"{step['gap']:+.0f} (" in out
