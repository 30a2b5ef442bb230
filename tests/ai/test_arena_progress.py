"""`clanhall arena`: progress from the first second, and identical bots told apart."""

from __future__ import annotations

import argparse
import io

from ai import arena
from ai.tables import spec_labels


class FakeClock:
    """A monotonic clock that moves only when the test says so."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def run_cli(words: list[str]) -> int:
    parser = argparse.ArgumentParser()
    arena.add_arguments(parser)
    return arena.run(parser.parse_args(words))


def test_a_log_gets_a_line_at_once_then_every_few_seconds():
    clock, out = FakeClock(), io.StringIO()
    with arena.progress_bar(10, stream=out, clock=clock, interval=5.0, heartbeat=False) as progress:
        assert out.getvalue() == "arena: 0 of 10 games\n"  # before any game ends
        progress(0, 10)
        clock.now += 1
        progress(1, 10)
        assert out.getvalue().count("\n") == 1  # one second: no new line yet
        clock.now += 4
        progress(2, 10)
        assert out.getvalue().splitlines()[-1] == "arena: 2 of 10 games, 0.40 games/s, 0:00:20 left"
        clock.now += 5
        progress.__self__.tick()  # the heartbeat: a slow game is no silence
        assert out.getvalue().splitlines()[-1] == "arena: 2 of 10 games, 0.20 games/s, 0:00:40 left"
        clock.now += 1
        progress(10, 10)
    assert out.getvalue().splitlines()[-1] == "arena: 10 of 10 games, 0.91 games/s"


def test_games_taken_from_a_results_file_do_not_count_in_the_rate():
    clock, out = FakeClock(), io.StringIO()
    with arena.progress_bar(10, stream=out, clock=clock, heartbeat=False) as progress:
        progress(6, 10)  # six games kept from an earlier run
        clock.now += 10
        progress(8, 10)
    assert out.getvalue().splitlines()[-1] == "arena: 8 of 10 games, 0.20 games/s, 0:00:10 left"


def test_the_command_shows_progress_on_stderr_when_it_is_not_a_terminal(capsys):
    assert run_cli(["--game", "lucky-draw", "--players", "greedy,random", "--games", "4"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "arena: 0 of 4 games"
    assert err[-1].startswith("arena: 4 of 4 games, ")


def test_identical_specs_get_numbers():
    assert spec_labels(["random", "mcts:level=easy", "random"]) == ["random #1", "mcts:level=easy", "random #2"]
    assert spec_labels(["greedy", "random"]) == ["greedy", "random"]


def test_every_table_tells_two_identical_bots_apart(tmp_path, capsys):
    results = str(tmp_path / "runs.sqlite")
    assert run_cli(["--game", "lucky-draw", "--players", "random,random", "--games", "4", "--results", results]) == 0
    played = capsys.readouterr().out
    assert run_cli(["--report", results]) == 0
    reported = capsys.readouterr().out
    for out in (played, reported):
        rows = [line.split()[:2] for line in out.splitlines()]
        assert ["random", "#1"] in rows and ["random", "#2"] in rows
        assert "random #1, random #2" in out.splitlines()[0]
