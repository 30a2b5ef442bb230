"""A game may play a level with a budget of its own (`ai.levels.GAME_LEVELS`): the bot
searches that budget in that game, the common one elsewhere, and the ladder table keeps
(and checks) the game's own definition beside the game's ratings."""

from __future__ import annotations

import pytest

from ai import ladder, levels
from ai.ladder import level_definition
from ai.levels import GAME_LEVELS, LEVELS, Level, level_for
from ai.mcts import MCTSBot

OWN = {"normal": Level(iterations=40), "hard": Level(iterations=90, workers=2)}


@pytest.fixture
def takeaway_levels(monkeypatch):
    monkeypatch.setitem(levels.GAME_LEVELS, "take-away", OWN)


def searched(bot: MCTSBot, state) -> int:
    seat = state.to_move()
    bot.choose(state.view(seat), seat, state.legal_actions())
    return bot.last_iterations


def test_a_level_searches_the_games_own_budget_there_and_the_common_one_elsewhere(takeaway, takeaway_levels):
    state = takeaway.position(2, pile=9, turn=0)
    assert searched(MCTSBot(level="normal", seed=1), state) == 40
    assert level_for("normal", "other-game") == LEVELS["normal"] and level_for("normal") == LEVELS["normal"]
    assert level_for("easy", "take-away") == LEVELS["easy"]  # a level the game does not name
    assert searched(MCTSBot(level="easy", seed=1), state) == LEVELS["easy"].iterations


def test_a_games_own_level_keeps_its_workers_and_explicit_options_win(takeaway, takeaway_levels):
    bot = MCTSBot(level="hard", seed=1)
    assert tuple(bot.budget_in("take-away")) == (90, None, 2)
    assert tuple(bot.budget_in("other-game")) == (LEVELS["hard"].iterations, None, LEVELS["hard"].workers)
    explicit = MCTSBot(level="normal", iterations=25, seed=1)
    assert searched(explicit, takeaway.position(2, pile=9, turn=0)) == 25
    assert tuple(MCTSBot(level="hard", workers=1).budget_in("take-away")) == (90, None, 1)


def test_the_ladder_keeps_a_games_own_definition(takeaway_levels):
    assert level_definition("normal", "take-away")["iterations"] == 40
    assert level_definition("normal")["iterations"] == LEVELS["normal"].iterations
    assert level_definition("mcts:iterations=40", "take-away") is None


@pytest.mark.parametrize("game", ["crystal-clans", "clans", "crimson-company"])
def test_each_level_plays_a_game_at_least_as_well_as_the_one_below(game):
    # every game names all six levels; each searches at least as much as the one below and
    # draws its move at no higher a temperature, and differs from it in one of the two
    assert set(GAME_LEVELS[game]) == set(LEVELS)
    own = [level_for(name, game) for name in LEVELS]
    for lower, upper in zip(own, own[1:]):
        assert upper.iterations >= lower.iterations and upper.temperature <= lower.temperature
        assert (upper.iterations, upper.temperature) != (lower.iterations, lower.temperature)


def test_crystal_clans_levels_climb_in_one_tree_below_the_common_budgets():
    # Crystal Clans' strength flattens near 1,000 iterations (bench/RESULTS.md, session 26),
    # so its levels are spread below it: each searches more than the one below, in one tree.
    own = [level_for(name, "crystal-clans") for name in LEVELS]
    assert len({lv.iterations for lv in own}) == len(own)
    assert all(lv.workers == 1 for lv in own)
    assert level_for("hard", "crystal-clans").iterations < LEVELS["hard"].iterations
    assert ladder.level_definition("hard", "crystal-clans")["workers"] == 1


def test_a_budget_without_a_level_is_a_plain_search_where_the_default_level_draws():
    # Crystal Clans' normal draws its move (temperature 0.08 at the game's scale 0.5); a bot
    # given only iterations ("mcts:iterations=100", as the arena's matrices are) does not
    from ai.heuristics import heuristic_for

    crystal = heuristic_for("crystal-clans")
    assert MCTSBot(level="normal").temperature_in(crystal) == pytest.approx(0.04)
    assert MCTSBot().temperature_in(crystal) == pytest.approx(0.04)
    assert MCTSBot(iterations=100).temperature_in(crystal) == 0.0
    assert MCTSBot(seconds=0.1).temperature_in(crystal) == 0.0
    assert MCTSBot(level="normal", iterations=100).temperature_in(crystal) == pytest.approx(0.04)
    assert MCTSBot(iterations=100, temperature=0.3).temperature_in(crystal) == 0.3


# every game's six levels are rated (Crimson Company's master last, session 31)
RATED = {game: list(LEVELS) for game in ("crystal-clans", "clans", "crimson-company")}


@pytest.mark.parametrize("game", RATED)
def test_the_shipped_table_rates_each_level_a_step_above_the_one_below(game):
    # issue 32 §2: six levels, neighbours 100-250 apart, each step's interval above 0; the
    # rows hold only while their level searches as it was rated (row_rating checks that)
    entry = ladder.table_entry(ladder.load_table(), game)
    names = RATED[game]
    rated = {name: ladder.row_rating(entry, name, game) for name in names}
    assert all(rated.values()), rated
    for lower, upper in zip(names, names[1:]):
        step = entry["ratings"][upper]["step"]
        assert step["below"] == lower
        assert 100 <= step["gap"] <= 250 and step["low"] > 0, (upper, step)


def shipped_tables() -> list[tuple[str, int]]:
    return [(game, int(n)) for game, by_players in ladder.load_table()["games"].items() for n in by_players]


@pytest.mark.parametrize(("game", "players"), shipped_tables())
def test_every_shipped_table_rates_its_levels_in_the_order_of_their_search(game, players):
    # at 3 and 4 players Clans' levels lie closer (luck weighs more), but a stronger level
    # is still rated higher; the table of each size is the one the form and profile use
    entry = ladder.table_entry(ladder.load_table(), game, players)
    rated = [ladder.row_rating(entry, name, game) for name in LEVELS]
    assert all(rated), (game, players, rated)
    values = [rating for rating, _low, _high in rated]
    assert values == sorted(values), (game, players, values)


def arena_run(*argv: str) -> int:
    import argparse

    from ai import arena

    parser = argparse.ArgumentParser()
    arena.add_arguments(parser)
    return arena.run(parser.parse_args(list(argv)))


def test_a_run_is_not_resumed_after_its_levels_budget_changed(tmp_path, capsys, monkeypatch, takeaway_levels):
    # a bot spec names a level, not its budget: the results file keeps the budgets, so the
    # games of two budgets never mix under one spec
    path = str(tmp_path / "run.sqlite")
    argv = ["--game", "take-away", "--players", "mcts:level=normal,random", "--games", "2", "--results", path]
    assert arena_run(*argv) == 0
    assert arena_run(*argv) == 0 and "2 games taken from the results file" in capsys.readouterr().out
    monkeypatch.setitem(levels.GAME_LEVELS, "take-away", {**OWN, "normal": Level(iterations=60)})
    assert arena_run(*argv) == 2
    said = capsys.readouterr().out.strip()
    assert len(said.splitlines()) == 1 and "other search budgets (mcts:level=normal)" in said


def test_a_results_file_from_before_budgets_were_kept_still_resumes(tmp_path):
    from ai.results import ResultsFile

    path = tmp_path / "old.sqlite"
    ResultsFile(path, {"test": 1}).close()  # as every file was made until session 26
    ResultsFile(path, {"test": 1}, {"mcts:level=hard": [1000, None, 1]}).close()
    ResultsFile(path, {"test": 1}, {"mcts:level=hard": [6000, None, 2]}).close()  # nothing kept to compare


def test_a_results_file_keeps_the_budgets_it_was_made_with(tmp_path):
    from ai.registry import search_budgets
    from ai.results import ResultsError, ResultsFile

    budgets = search_budgets("crystal-clans", ["mcts:level=master", "mcts:iterations=50", "random"])
    assert budgets == {"mcts:level=master": [1000, None, 1], "mcts:iterations=50": [50, None, 1]}
    path = tmp_path / "new.sqlite"
    ResultsFile(path, {"test": 1}, budgets).close()
    ResultsFile(path, {"test": 1}, budgets).close()
    ResultsFile(path, None).close()  # a report reads it whatever made it
    with pytest.raises(ResultsError, match="other search budgets"):
        ResultsFile(path, {"test": 1}, {**budgets, "mcts:level=master": [10000, None, 1]})


def test_a_ladder_is_not_resumed_after_a_levels_budget_changed(tmp_path, capsys, monkeypatch):
    from ai import ladder_run
    from tests.ai.test_ladder import ladder_args

    monkeypatch.setitem(levels.GAME_LEVELS, "lucky-draw", {"beginner": Level(iterations=5)})
    argv = ["--game", "lucky-draw", "--entrants", "random,mcts:level=beginner", "--games", "2"]
    argv += ["--results", str(tmp_path / "ladder.sqlite")]
    assert ladder_run.run(ladder_args(*argv)) == 0
    monkeypatch.setitem(levels.GAME_LEVELS, "lucky-draw", {"beginner": Level(iterations=8)})
    capsys.readouterr()
    assert ladder_run.run(ladder_args(*argv)) == 2
    assert "other search budgets (mcts:level=beginner)" in capsys.readouterr().out
