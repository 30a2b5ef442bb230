"""The ladder table keeps what each level searched with: a level changed since it was
measured shows no rating (no stale number in the form or the help) until it is rated again."""

from __future__ import annotations

import dataclasses
import json

from ai import ladder, ladder_run, levels
from ai.ladder import Rating, level_definition, level_rating

RATINGS = {
    "random": Rating("random", 0.0, 0.0, 0.0, 10),
    "greedy": Rating("greedy", 50.0, -20.0, 120.0, 10),
    "mcts:level=beginner": Rating("mcts:level=beginner", 300.0, 200.0, 400.0, 10),
    "mcts:level=easy": Rating("mcts:level=easy", 480.0, 380.0, 580.0, 10),
}


def test_a_written_level_keeps_its_definition_and_other_bots_none(table_file):
    ladder_run.write_table(table_file, "clans", 2, "standard", RATINGS, 20)
    rows = json.loads(table_file.read_text())["games"]["clans"]["2"]["ratings"]
    assert rows["beginner"]["level"] == level_definition("beginner", "clans")
    assert rows["beginner"]["level"]["temperature"] == levels.level_for("beginner", "clans").temperature
    assert "level" not in rows["random"] and "level" not in rows["greedy"]
    assert level_rating("clans", "beginner") == (300.0, 200.0, 400.0)
    assert level_definition("greedy") is None and level_definition("mcts:iterations=50") is None


def test_a_level_changed_since_it_was_rated_has_no_rating_until_rated_again(table_file, monkeypatch):
    ladder_run.write_table(table_file, "clans", 2, "standard", RATINGS, 20)
    own = levels.GAME_LEVELS["clans"]
    changed = dict(own, beginner=dataclasses.replace(own["beginner"], temperature=0.5))
    monkeypatch.setitem(levels.GAME_LEVELS, "clans", changed)
    assert level_rating("clans", "beginner") is None
    assert level_rating("clans", "easy") == (480.0, 380.0, 580.0)  # unchanged: still shown
    assert "beginner" not in ladder.levels_help() and "easy" in ladder.levels_help()
    ladder_run.write_table(table_file, "clans", 2, "standard", RATINGS, 20)  # rated again
    assert level_rating("clans", "beginner") == (300.0, 200.0, 400.0)


def test_a_row_from_before_definitions_were_kept_is_read_as_it_is(table_file):
    row = {"rating": 512.4, "low": 450, "high": 575, "games": 9}
    table_file.write_text(json.dumps({"games": {"clans": {"2": {"ratings": {"hard": row}}}}}))
    assert level_rating("clans", "hard") == (512.4, 450.0, 575.0)


def test_the_shipped_table_shows_no_level_measured_with_another_definition():
    ladder.load_table.cache_clear()
    for game, by_players in ladder.load_table()["games"].items():
        for players, entry in by_players.items():
            for name, row in entry["ratings"].items():
                shown = level_rating(game, name, int(players)) is not None
                today = level_definition(name, game)
                assert shown == (row.get("level", today) == today)


def test_a_level_keeps_the_exploration_it_searched_the_game_with(table_file, monkeypatch):
    from ai import heuristics

    assert level_definition("hard", "crimson-company")["c"] == heuristics.heuristic_for("crimson-company").exploration
    assert level_definition("hard", "clans")["c"] == levels.LEVELS["hard"].c  # Clans names none
    ladder_run.write_table(table_file, "clans", 2, "standard", RATINGS, 20)
    assert level_rating("clans", "easy") == (480.0, 380.0, 580.0)
    tuned = dataclasses.replace(heuristics.heuristic_for("clans"), exploration=0.25)
    monkeypatch.setitem(heuristics._cache, "clans", tuned)  # the game's search changed
    assert level_rating("clans", "easy") is None


def test_a_new_version_of_the_games_knowledge_retires_its_ratings(table_file, monkeypatch):
    from ai import heuristics

    ladder_run.write_table(table_file, "clans", 2, "standard", RATINGS, 20)
    assert "knowledge" not in json.loads(table_file.read_text())["games"]["clans"]["2"]["ratings"]["easy"]["level"]
    smarter = dataclasses.replace(heuristics.heuristic_for("clans"), version=2)
    monkeypatch.setitem(heuristics._cache, "clans", smarter)  # a new evaluation, say
    assert level_rating("clans", "easy") is None
    ladder_run.write_table(table_file, "clans", 2, "standard", RATINGS, 20)  # rated again
    assert json.loads(table_file.read_text())["games"]["clans"]["2"]["ratings"]["easy"]["level"]["knowledge"] == 2
    assert level_rating("clans", "easy") == (480.0, 380.0, 580.0)


def test_crystal_clans_ratings_from_its_depth_12_playouts_are_not_shown(table_file, monkeypatch):
    from ai import heuristics

    today = heuristics.heuristic_for("crystal-clans")
    assert today.version >= 2 and today.playout_depth == 24  # session 23: deeper playouts
    monkeypatch.setitem(heuristics._cache, "crystal-clans", dataclasses.replace(today, version=1, playout_depth=12))
    ladder_run.write_table(table_file, "crystal-clans", 2, "standard", RATINGS, 20)  # as rated until then
    assert level_rating("crystal-clans", "easy") == (480.0, 380.0, 580.0)
    monkeypatch.setitem(heuristics._cache, "crystal-clans", today)
    assert level_rating("crystal-clans", "easy") is None
    assert level_rating("crystal-clans", "random") == (0.0, 0.0, 0.0)  # not a level: kept


def test_a_games_temperature_scale_is_kept_and_retires_only_the_levels_that_draw(table_file, monkeypatch):
    from ai import heuristics

    normal = Rating("mcts:level=normal", 700.0, 600.0, 800.0, 10)
    ladder_run.write_table(table_file, "clans", 2, "standard", {**RATINGS, "mcts:level=normal": normal}, 20)
    scaled = dataclasses.replace(heuristics.heuristic_for("clans"), temperature_scale=0.5)
    monkeypatch.setitem(heuristics._cache, "clans", scaled)  # the game's values lie closer
    beginner = levels.level_for("beginner", "clans").temperature
    assert beginner > 0 and level_definition("beginner", "clans")["temperature"] == beginner * 0.5
    assert level_rating("clans", "beginner") is None
    assert levels.level_for("easy", "clans").temperature == 0  # Clans' easy and normal draw no move
    assert level_rating("clans", "easy") == (480.0, 380.0, 580.0)
    assert level_rating("clans", "normal") == (700.0, 600.0, 800.0)
