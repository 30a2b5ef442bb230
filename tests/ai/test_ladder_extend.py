"""Extending a ladder whose games are gone: the shipped table's ratings taken as known
(a normal prior each), new games rate only the entrants it lacks, and `random` need not
play. The extension agrees with a fit of all the games at once."""

from __future__ import annotations

import json
import random

import pytest

from ai import ladder_run
from ai.ladder import ELO, fit_ladder, known_ratings
from tests.ai.test_ladder import duel_games, ladder_args

OLD = {"random": 0.0, "l1": 200.0, "l2": 400.0}
NEW = {"l2": 400.0, "l3": 600.0}


def _sd(r) -> float:
    return (r.high - r.low) / (2 * 1.959964)


def test_an_extension_agrees_with_the_fit_of_all_the_games():
    old_games = duel_games(OLD, reach=2, per_pair=300, rng=random.Random(3))
    new_games = duel_games(NEW, reach=1, per_pair=300, rng=random.Random(4))
    first = fit_ladder(old_games)
    known = {name: (r.rating, _sd(r)) for name, r in first.ratings.items()}
    extended = fit_ladder(new_games, known=known)
    joint = fit_ladder(old_games + new_games)
    got, want = extended.ratings["l3"], joint.ratings["l3"]
    assert got.rating == pytest.approx(want.rating, abs=10)
    assert _sd(got) == pytest.approx(_sd(want), rel=0.15)
    assert got.low <= NEW["l3"] <= got.high
    step = extended.step("l2", "l3")
    assert step.low <= NEW["l3"] - NEW["l2"] <= step.high
    assert step.high - step.low < got.high - got.low  # the step is known better than l3 against random
    assert extended.ratings["random"].games == 0  # the anchor did not play


def test_a_known_player_stays_near_what_was_known():
    known = {"l2": (400.0, 40.0)}
    games = duel_games(NEW, reach=1, per_pair=200, rng=random.Random(8))
    fit = fit_ladder(games, known=known)
    assert abs(fit.ratings["l2"].rating - 400.0) < 40.0
    assert _sd(fit.ratings["l2"]) < 40.0  # the new games can only add what is known


def test_a_new_player_linked_to_nobody_known_is_refused():
    games = duel_games({"x": 0.0, "y": 100.0}, reach=1, per_pair=20, rng=random.Random(1))
    with pytest.raises(ValueError, match="no games link"):
        fit_ladder(games, known={"l2": (400.0, 40.0)})


def test_known_ratings_are_the_rows_that_still_hold():
    entry = {
        "ratings": {
            "random": {"rating": 0.0, "low": 0.0, "high": 0.0},
            "greedy": {"rating": 100.0, "low": 60.8, "high": 139.2},
            "hard": {"rating": 900.0, "low": 800.0, "high": 1000.0, "level": {"iterations": 1}},  # changed since
        }
    }
    known = known_ratings(entry)
    assert set(known) == {"greedy"}
    assert known["greedy"] == pytest.approx((100.0, 20.0), abs=0.01)
    assert ELO > 0


def test_the_command_extends_the_table_with_a_new_entrant(tmp_path, capsys):
    table = tmp_path / "table.json"
    first = ["--game", "lucky-draw", "--entrants", "random,greedy", "--games", "10", "--write", "--table", str(table)]
    assert ladder_run.run(ladder_args(*first)) == 0
    before = json.loads(table.read_text())["games"]["lucky-draw"]["2"]
    capsys.readouterr()
    argv = ["--game", "lucky-draw", "--entrants", "greedy,mcts:level=beginner", "--games", "8", "--extend"]
    assert ladder_run.run(ladder_args(*argv, "--write", "--table", str(table))) == 0
    out = capsys.readouterr().out
    assert "known from the ladder table: greedy" in out
    after = json.loads(table.read_text())["games"]["lucky-draw"]["2"]
    for name in ("greedy", "random"):  # the known keep their ratings (a step may now start at beginner)
        assert {k: v for k, v in after["ratings"][name].items() if k != "step"} == {
            k: v for k, v in before["ratings"][name].items() if k != "step"
        }
    row = after["ratings"]["beginner"]
    assert row["games"] == 8 and row["level"]["iterations"] == 50
    assert row["low"] < row["rating"] < row["high"]
    assert after["extended"][-1]["games"] == 8 and after["extended"][-1]["entrants"] == ["beginner"]
    assert after["games"] == before["games"]
    again = ["--game", "lucky-draw", "--entrants", "random,greedy", "--games", "0", "--extend", "--table", str(table)]
    assert ladder_run.run(ladder_args(*again)) == 2
    assert "nothing to extend" in capsys.readouterr().out


def test_rerate_rates_an_entrant_the_table_already_has_again(tmp_path, capsys):
    table = tmp_path / "table.json"
    first = ["--game", "lucky-draw", "--entrants", "random,greedy,mcts:level=beginner", "--games", "6"]
    assert ladder_run.run(ladder_args(*first, "--write", "--table", str(table))) == 0
    before = json.loads(table.read_text())["games"]["lucky-draw"]["2"]
    capsys.readouterr()
    argv = ["--game", "lucky-draw", "--entrants", "greedy,mcts:level=beginner", "--games", "10"]
    assert ladder_run.run(ladder_args(*argv, "--rerate", "mcts:level=beginner", "--write", "--table", str(table))) == 0
    assert "known from the ladder table: greedy\n" in capsys.readouterr().out
    after = json.loads(table.read_text())["games"]["lucky-draw"]["2"]
    assert after["ratings"]["greedy"] == before["ratings"]["greedy"]
    assert after["ratings"]["beginner"]["games"] == 10 != before["ratings"]["beginner"]["games"]
    assert after["extended"][-1]["entrants"] == ["beginner"]


def test_rerate_of_a_bot_that_is_not_an_entrant_is_one_line(tmp_path, capsys):
    argv = ["--game", "lucky-draw", "--entrants", "greedy,mcts:level=beginner", "--games", "0"]
    assert ladder_run.run(ladder_args(*argv, "--rerate", "mcts:level=hard", "--table", str(tmp_path / "t.json"))) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "--rerate names mcts:level=hard" in out


def test_an_entrant_added_below_a_known_one_becomes_its_step_down(tmp_path, capsys):
    # a new level rated below one the table has (Crimson Company's beginner below easy,
    # session 28): the known one keeps its rating, and its step is now up from the new one
    table = tmp_path / "table.json"
    first = ["--game", "lucky-draw", "--entrants", "random,greedy,mcts:level=easy", "--games", "10", "--seed", "3"]
    assert ladder_run.run(ladder_args(*first, "--write", "--table", str(table))) == 0
    before = json.loads(table.read_text())["games"]["lucky-draw"]["2"]["ratings"]
    argv = ["--game", "lucky-draw", "--entrants", "greedy,mcts:level=beginner,mcts:level=easy", "--games", "12"]
    assert ladder_run.run(ladder_args(*argv, "--extend", "--write", "--table", str(table), "--seed", "3")) == 0
    after = json.loads(table.read_text())["games"]["lucky-draw"]["2"]["ratings"]
    rising = sorted(("greedy", "beginner", "easy"), key=lambda name: after[name]["rating"])
    assert rising.index("beginner") < 2, rising  # the case this test is about: someone above it
    above = rising[rising.index("beginner") + 1]
    assert after[above]["step"]["below"] == "beginner"
    assert after[above]["step"]["gap"] == pytest.approx(after[above]["rating"] - after["beginner"]["rating"], abs=25)
    assert {k: v for k, v in after[above].items() if k != "step"} == {
        k: v for k, v in before[above].items() if k != "step"
    }
    capsys.readouterr()
