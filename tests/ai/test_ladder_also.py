"""`clanhall ladder --also FILE`: games of other results files between entrants join the fit."""

from __future__ import annotations

import argparse

from ai import ladder_run


def ladder_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    ladder_run.add_arguments(parser)
    return parser.parse_args(list(argv))


TOY = ["--game", "lucky-draw", "--entrants", "random,greedy"]


def test_games_of_another_file_between_entrants_are_added_and_others_left_out(tmp_path, capsys):
    other = tmp_path / "other.sqlite"
    three = "random,greedy,mcts:iterations=5"
    # 4 rounds of 3 tables: random–greedy, random–mcts, greedy–mcts; only the first is ours
    assert ladder_run.run(ladder_args(*TOY[:3], three, "--games", "4", "--seed", "9", "--results", str(other))) == 0
    capsys.readouterr()
    assert ladder_run.run(ladder_args(*TOY, "--games", "3", "--also", str(other))) == 0
    out = capsys.readouterr().out
    assert "3 games played" in out and "4 games added from other results files" in out
    assert "7 games" in out.splitlines()[0]


def test_the_added_games_change_the_fit_as_the_same_games_played_here_would(tmp_path):
    other = tmp_path / "other.sqlite"
    assert ladder_run.run(ladder_args(*TOY, "--games", "5", "--seed", "3", "--results", str(other))) == 0
    from ai.results import ResultsFile

    with ResultsFile(other, None) as results:
        kept = results.rows()
    config = {"players": 2, "variant": kept[0].variant}
    added = ladder_run.games_also([str(other)], "lucky-draw", config, ["random", "greedy"])
    assert [r.index for r in added] == [r.index for r in kept]
    assert ladder_run.games_also([str(other)], "lucky-draw", config, ["random", "mcts:level=easy"]) == []
    assert ladder_run.games_also([str(other)], "lucky-draw", dict(config, players=3), ["random", "greedy"]) == []


def test_a_missing_file_or_the_ladders_own_file_is_one_line(tmp_path, capsys):
    own = tmp_path / "own.sqlite"
    assert ladder_run.run(ladder_args(*TOY, "--games", "1", "--also", str(tmp_path / "none.sqlite"))) == 2
    assert len(capsys.readouterr().out.strip().splitlines()) == 1
    assert ladder_run.run(ladder_args(*TOY, "--games", "1", "--results", str(own), "--also", str(own))) == 2
    out = capsys.readouterr().out.strip()
    assert len(out.splitlines()) == 1 and "own results file" in out
