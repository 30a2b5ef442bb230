"""Arena results in SQLite: games kept as they finish, a stopped run resumed equals an
uninterrupted one, grids, reports from the file alone, foreign or damaged files refused in
one line, a game that raises kept as an error row; and the same results on one process or
two (on a Dask cluster: tests/ai/test_arena_cluster.py)."""

from __future__ import annotations

import sqlite3

import pytest

from ai import arena
from ai.results import ResultsError, ResultsFile
from tests.support.cli import clanhall, one_clear_line

SPECS = ["random", "random"]  # (greedy: a 25-unit Blood horde gives 75 262 moves, see the note)
GRID = [("clan1", ["skull", "water"]), ("clan2", ["blood", "stone"])]
SIGNATURE = {"test": 1}


def rows_of(stats) -> list:
    return [(r.seats, r.result, r.first_player, r.clans) for r in stats.records]


def run(results=None, **kw):
    kw.setdefault("jobs", 1)
    return arena.run_arena("crystal-clans", SPECS, 3, seed=11, grid=GRID, results=results, **kw)


def test_a_grid_plays_every_combination_with_the_same_deals():
    stats = run()
    assert stats.games == 12
    clans = [r.clans for r in stats.records]
    assert {c for c in clans} == {("skull", "blood"), ("skull", "stone"), ("water", "blood"), ("water", "stone")}
    with pytest.raises(ValueError, match="no option 'clan3'"):
        arena.grid_points("crystal-clans", [("clan3", ["x"])])
    assert len(arena.grid_points("crystal-clans", [("clan1", ["all"])])) == 6


def test_a_stopped_run_resumes_to_the_same_results(tmp_path):
    whole = run()
    path = tmp_path / "run.sqlite"

    class Stop(Exception):
        pass

    def stop_after_five(stats):
        if stats.games == 5:
            raise Stop

    with ResultsFile(path, SIGNATURE) as results, pytest.raises(Stop):
        run(results, on_game=stop_after_five)
    with ResultsFile(path, SIGNATURE) as results:
        assert len(results.done()) == 5
        resumed = run(results)
    assert resumed.resumed == 5 and resumed.games == 12
    assert rows_of(resumed) == rows_of(whole) and resumed.wins == whole.wins


def test_a_file_of_other_arguments_or_not_ours_is_refused(tmp_path):
    path = tmp_path / "run.sqlite"
    ResultsFile(path, SIGNATURE).close()
    with pytest.raises(ResultsError, match="made by other arguments"):
        ResultsFile(path, {"test": 2})
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(ResultsError, match="not a clanhall results file"):
        ResultsFile(junk, SIGNATURE)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE meta (key TEXT, value TEXT)")
    with pytest.raises(ResultsError, match="not a clanhall results file"):
        ResultsFile(other, SIGNATURE)


def test_a_game_that_raises_is_kept_as_an_error_row(tmp_path, monkeypatch):
    import ai.registry

    monkeypatch.setitem(ai.registry._BUILTIN, "failing", "tests.tui.failing_bot:FailingBot")
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))
    with ResultsFile(tmp_path / "r.sqlite", SIGNATURE) as results:
        stats = arena.run_arena("crystal-clans", ["failing", "random"], 2, seed=1, results=results)
        rows = results.rows()
    assert len(stats.errors) == 2 and stats.games == 0
    assert [r.error for r in rows] == ["KeyError: 'do_answer'"] * 2 and [r.seed for r in rows] == [1, 2]
    assert "do_answer" in (tmp_path / "errors.log").read_text()
    assert "2 games raised an error" in arena.format_run_notes(stats)


def test_the_command_line_keeps_reports_and_refuses_in_one_line(tmp_path):
    path = tmp_path / "m.sqlite"
    args = ["arena", "--game", "crystal-clans", "--players", "random,random", "--games", "2", "--results", str(path)]
    args += ["--grid", "clan1=skull,water", "--grid", "clan2=all"]
    first = clanhall(*args)
    assert first.returncode == 0, first.stderr
    report = clanhall("arena", "--report", str(path))
    assert report.returncode == 0 and "24 of 24 games kept" in report.stdout
    assert "row clan's win % against the column clan" in report.stdout
    again = clanhall(*args)
    assert "24 games taken from the results file" in again.stdout
    other = clanhall(*[a if a != "2" else "3" for a in args])
    assert other.returncode == 2 and one_clear_line(other) and "made by other arguments" in other.stdout
    (tmp_path / "junk").write_text("hello")
    junk = clanhall("arena", "--report", str(tmp_path / "junk"))
    assert junk.returncode == 2 and one_clear_line(junk) and "not a clanhall results file" in junk.stdout


# The same results on a two-worker Dask cluster, one of whose workers is killed mid-run:
# tests/ai/test_arena_cluster.py, on the one cluster that module starts.
