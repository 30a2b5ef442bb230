"""The rating ladder: the fit recovers known ratings, is anchored at random, orders
3–4-player tables; the shipped table is read; `clanhall ladder` runs on the toy game."""

from __future__ import annotations

import argparse
import json
import math
import random

import pytest

from ai import ladder, ladder_run
from ai.ladder import ELO, fit, fit_ladder, level_rating, outcomes_of_game, table_steps
from ai.mcts import LEVELS, MCTSBot


def duel_games(true: dict[str, float], reach: int, per_pair: int, rng: random.Random):
    """Games drawn from Bradley–Terry with the `true` ratings (Elo scale), neighbours only."""
    names = list(true)
    games = []
    for i in range(len(names)):
        for j in range(i + 1, min(len(names), i + reach + 1)):
            a, b = names[i], names[j]
            p = 1 / (1 + 10 ** ((true[b] - true[a]) / 400))
            for _ in range(per_pair):
                games.append(((a, b), (1.0, 0.0) if rng.random() < p else (0.0, 1.0)))
    return games


def plackett_luce_games(true: dict[str, float], players: int, count: int, rng: random.Random):
    """Games of `players` seats drawn from Plackett–Luce with the `true` ratings."""
    names = list(true)
    games = []
    for g in range(count):
        table = [names[(g + k) % len(names)] for k in range(players)]
        left, order = list(table), []
        while left:
            weights = [math.exp(true[n] / ELO) for n in left]
            pick = rng.choices(left, weights)[0]
            order.append(pick)
            left.remove(pick)
        result = [float(players - order.index(n)) for n in table]  # best ranked highest
        games.append((tuple(table), result))
    return games


TRUE = {"random": 0.0, "greedy": 150.0, "beginner": 350.0, "easy": 500.0, "normal": 700.0}


def test_the_fit_recovers_known_duel_ratings_within_their_intervals():
    ratings = fit(duel_games(TRUE, reach=2, per_pair=300, rng=random.Random(7)), prior=0)
    for name, value in TRUE.items():
        r = ratings[name]
        assert r.low <= value <= r.high, (name, r)
        assert r.high - r.low < 200  # 300 games a pairing pin a rating to ±100
    assert [r.name for r in sorted(ratings.values(), key=lambda r: r.rating)] == list(TRUE)


def test_the_intervals_cover_the_true_ratings_about_95_percent_of_the_time():
    inside = total = 0
    for seed in range(12):
        ratings = fit(duel_games(TRUE, reach=2, per_pair=120, rng=random.Random(100 + seed)), prior=0)
        for name, value in TRUE.items():
            if name != "random":
                total += 1
                inside += ratings[name].low <= value <= ratings[name].high
    assert inside / total >= 0.85, (inside, total)


def test_the_anchor_is_zero_and_moving_it_keeps_every_difference():
    games = duel_games(TRUE, reach=2, per_pair=100, rng=random.Random(3))
    by_random = fit(games)
    by_greedy = fit(games, anchor="greedy")
    assert (by_random["random"].rating, by_random["random"].low, by_random["random"].high) == (0.0, 0.0, 0.0)
    assert by_greedy["greedy"].rating == 0.0
    shift = by_random["greedy"].rating
    for name in TRUE:
        assert by_greedy[name].rating == pytest.approx(by_random[name].rating - shift, abs=1e-6)


def test_draws_count_half_a_win_and_a_clean_sweep_stays_finite():
    even = fit([(("random", "a"), (0.5, 0.5))] * 20 + [(("random", "a"), (1.0, 0.0)), (("a", "random"), (1, 0))])
    assert even["a"].rating == pytest.approx(0.0, abs=1e-6)
    assert outcomes_of_game(("x", "y"), (0.5, 0.5)) == [
        ladder.Outcome(0.5, ("x", "y")),
        ladder.Outcome(0.5, ("y", "x")),
    ]
    swept = fit([(("random", "a"), (0.0, 1.0))] * 30)  # the prior's virtual games keep it finite
    assert 400 < swept["a"].rating < 2000 and swept["a"].low > 0


def test_a_game_without_the_anchor_or_a_player_not_linked_to_it_is_one_clear_error():
    with pytest.raises(ValueError, match="random"):
        fit([(("a", "b"), (1.0, 0.0))])
    with pytest.raises(ValueError, match="no games link c"):
        fit([(("random", "a"), (1.0, 0.0)), (("c", "d"), (1.0, 0.0))])


@pytest.mark.parametrize("players", [3, 4])
def test_plackett_luce_recovers_the_order_of_bigger_tables(players):
    true = {"random": 0.0, "greedy": 200.0, "beginner": 400.0, "easy": 600.0, "normal": 800.0}
    ratings = fit(plackett_luce_games(true, players, 600, random.Random(players)), prior=0)
    assert [r.name for r in sorted(ratings.values(), key=lambda r: r.rating)] == list(true)
    for name, value in true.items():
        assert ratings[name].low <= value <= ratings[name].high, (name, ratings[name])


def test_losers_of_a_bigger_table_are_ranked_by_score():
    """Clans gives every loser 0: the fit ranks them by (share of the win, score)."""
    outcomes = outcomes_of_game(("a", "b", "c"), [(0.0, 20), (1.0, 30), (0.0, 25)])
    assert outcomes == [ladder.Outcome(1.0, ("b", "c", "a"))]


def test_neighbours_meet_and_rounds_number_games_the_same_for_any_length():
    entrants = ["random", "greedy", "l1", "l2"]
    assert ladder_run.tables(entrants, 2) == [
        ("random", "greedy"),
        ("random", "l1"),
        ("greedy", "l1"),
        ("greedy", "l2"),
        ("l1", "l2"),
    ]
    assert ladder_run.tables(entrants, 3) == [("random", "greedy", "l1"), ("greedy", "l1", "l2")]
    short = ladder_run.plan("lucky-draw", {"players": 2}, entrants, 2, 2, seed=1)
    long = ladder_run.plan("lucky-draw", {"players": 2}, entrants, 2, 4, seed=1)
    assert long[: len(short)] == short and [t.index for t in long] == list(range(20))


def test_every_level_is_a_fixed_search_and_the_weakest_draws_with_a_temperature():
    assert len(LEVELS) >= 6 and {"easy", "normal", "hard", "expert"} <= set(LEVELS)
    budgets = [LEVELS[name].iterations for name in LEVELS]
    assert budgets == sorted(budgets) and len(set(budgets)) == len(budgets)
    assert all(MCTSBot(level=name).seconds is None for name in LEVELS)
    weakest = next(iter(LEVELS))
    assert LEVELS[weakest].temperature > 0 and LEVELS[weakest].iterations >= 20  # it searches


def test_the_table_reader_gives_a_level_its_rating_or_none(table_file):
    table_file.write_text(
        json.dumps(
            {"games": {"clans": {"2": {"ratings": {"hard": {"rating": 512.4, "low": 450, "high": 575, "games": 9}}}}}}
        )
    )
    assert level_rating("clans", "hard", 2) == (512.4, 450.0, 575.0)
    assert level_rating("clans", "mcts:level=hard") == (512.4, 450.0, 575.0)
    assert level_rating("clans", "hard", 3) is None
    assert level_rating("crimson-company", "hard") is None
    assert ladder.rating_label("clans", "hard") == "≈ 512 ± 62"
    assert ladder.rating_label("clans", "easy") == ""


def test_a_damaged_table_is_no_rating_not_a_crash(table_file):
    table_file.write_text("{not json")
    assert level_rating("clans", "hard") is None
    ladder.load_table.cache_clear()
    table_file.write_text(json.dumps({"games": {"clans": {"2": {"ratings": {"hard": {"rating": "x"}}}}}}))
    assert level_rating("clans", "hard") is None


def test_the_shipped_table_rates_random_zero_and_each_level_inside_its_interval():
    ladder.load_table.cache_clear()
    games = ladder.load_table().get("games", {})
    assert games, "ai/ladder_table.json holds no measured game"
    for game, by_players in games.items():
        for players, entry in by_players.items():
            assert level_rating(game, "random", int(players)) == (0.0, 0.0, 0.0)
            for row in entry["ratings"].values():
                assert row["low"] <= row["rating"] <= row["high"]  # shown or not (a changed level)


def ladder_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    ladder_run.add_arguments(parser)
    return parser.parse_args(list(argv))


def test_the_command_rates_a_toy_ladder_resumes_and_writes_the_table(tmp_path, capsys):
    results, table = tmp_path / "ladder.sqlite", tmp_path / "table.json"
    argv = ["--game", "lucky-draw", "--entrants", "random,greedy", "--games", "6", "--results", str(results)]
    assert ladder_run.run(ladder_args(*argv, "--write", "--table", str(table))) == 0
    out = capsys.readouterr().out
    assert "6 games played" in out and "greedy" in out
    written = json.loads(table.read_text())["games"]["lucky-draw"]["2"]
    assert written["games"] == 6 and written["ratings"]["random"]["rating"] == 0.0
    assert written["ratings"]["greedy"]["games"] == 6
    assert ladder_run.run(ladder_args(*argv[:-4], "--games", "8", "--results", str(results))) == 0
    out = capsys.readouterr().out
    assert "2 games played" in out and "6 games taken from the results file" in out


def test_the_command_refuses_a_ladder_without_random_in_one_line(capsys):
    assert ladder_run.run(ladder_args("--game", "lucky-draw", "--entrants", "greedy,mcts:level=easy")) == 2
    out = capsys.readouterr().out.strip()
    assert len(out.splitlines()) == 1 and "random" in out


def test_the_form_and_the_help_show_a_measured_level_and_nothing_else(table_file):
    table_file.write_text(
        json.dumps(
            {
                "games": {
                    "clans": {
                        "2": {
                            "ratings": {
                                "random": {"rating": 0, "low": 0, "high": 0, "games": 9},
                                "greedy": {"rating": 90, "low": 20, "high": 160, "games": 9},
                                "hard": {"rating": 512.4, "low": 450, "high": 575, "games": 9},
                            }
                        }
                    }
                }
            }
        )
    )
    label = ladder.choice_label
    assert label("Bot: mcts hard", "clans", "bot:mcts:level=hard", 2) == "Bot: mcts hard ≈ 512 ± 62"
    assert label("Bot: mcts hard", "clans", "bot:mcts:level=hard", 3) == "Bot: mcts hard"
    assert label("Bot: mcts easy", "clans", "bot:mcts:level=easy", 2) == "Bot: mcts easy"
    assert label("Bot: greedy", "clans", "bot:greedy", 2) == "Bot: greedy"  # the form shows levels only
    assert label("Human", "clans", "human", 2) == "Human"
    assert ladder.levels_help().endswith("clans, 2 players: greedy 90 (20–160), hard 512 (450–575)")


def test_play_help_lists_the_ratings_of_the_shipped_table(capsys):
    from tui.cli import build_parser

    ladder.load_table.cache_clear()
    with pytest.raises(SystemExit):
        build_parser().parse_args(["play", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "rated against random (0)" in help_text
    assert "normal" in help_text.partition("rated against random")[2]


def test_the_command_rates_a_three_player_toy_table(capsys):
    argv = ["--game", "lucky-draw", "--players", "3", "--entrants", "random,greedy,mcts:iterations=5", "--games", "6"]
    assert ladder_run.run(ladder_args(*argv)) == 0
    out = capsys.readouterr().out
    assert "3 players" in out and "6 games played" in out and "mcts:iterations=5" in out


def test_a_levels_step_is_from_the_level_below_past_other_bots():
    # greedy rated between two levels is no step of the levels' ladder: the upper level's
    # step is from the lower level; greedy's own from the entrant just below it
    true = {"random": 0.0, "mcts:level=beginner": 150.0, "greedy": 250.0, "mcts:level=easy": 350.0}
    fit = fit_ladder(duel_games(true, reach=3, per_pair=400, rng=random.Random(5)))
    steps = {step.upper: step for step in table_steps(fit)}
    assert [r.name for r in fit.rising()] == list(true)
    assert steps["mcts:level=easy"].lower == "mcts:level=beginner"
    assert steps["mcts:level=easy"].low <= 200 <= steps["mcts:level=easy"].high
    assert steps["greedy"].lower == "mcts:level=beginner" and steps["mcts:level=beginner"].lower == "random"
