"""`clanhall arena --sprt`: game pairs until the SPRT decides (ai/sprt_run.py), on the toy
game Lucky Draw (greedy against random: greedy is clearly stronger)."""

from __future__ import annotations

import argparse

import pytest

from ai import arena, sprt_run
from ai.results import ResultsFile
from ai.sprt import SprtTest
from core import registry
from core.protocol import Option
from tests.support.toy_game import LuckyDraw

TEST = SprtTest(0, 50)
SPECS = ["greedy", "random"]


class LuckyRounds(LuckyDraw):
    """Lucky Draw with a `rounds` option, so a grid has cells."""

    id = "lucky-rounds"

    def options(self):
        return (Option("rounds", "Rounds", choices=(1, 3), default=1),)

    def new(self, config, seed):
        config = self.normalize_config(config)
        state = super().new({"players": config["players"]}, seed)
        state.rounds = config["rounds"]
        return state


ROUNDS_GAME = LuckyRounds()


@pytest.fixture
def rounds_game():
    registry._GAMES["lucky-rounds"] = "tests.ai.test_sprt_run:ROUNDS_GAME"
    yield
    registry._GAMES.pop("lucky-rounds", None)
    registry._loaded.pop("lucky-rounds", None)


def summary(run) -> list:
    return [(c.point, c.decision, c.state.counts, len(c.used)) for c in run.cells]


def test_the_stronger_bot_is_accepted_as_stronger_and_the_weaker_is_not():
    run = sprt_run.run_sprt("lucky-draw", SPECS, TEST, 4000, seed=1)
    [cell] = run.cells
    assert cell.decision == "H1" and cell.state.llr >= TEST.bounds[1]
    assert run.played == 2 * cell.state.pairs  # one game at a time: nothing played past the decision
    reverse = sprt_run.run_sprt("lucky-draw", list(reversed(SPECS)), TEST, 4000, seed=1)
    assert reverse.cells[0].decision == "H0" and reverse.cells[0].state.llr <= TEST.bounds[0]


def test_a_pair_is_the_same_seed_with_the_seats_swapped():
    run = sprt_run.run_sprt("lucky-draw", SPECS, TEST, 4000, seed=7)
    used = run.cells[0].used
    for first, second in zip(used[::2], used[1::2]):
        assert first.seed == second.seed and first.index + 1 == second.index
        assert first.seats == ("greedy", "random") and second.seats == ("random", "greedy")
    assert [r.seed for r in used[::2]] == list(range(7, 7 + len(used) // 2))


def test_a_stopped_run_resumed_continues_the_same_test(tmp_path):
    whole = sprt_run.run_sprt("lucky-draw", SPECS, TEST, 4000, seed=2)
    path = tmp_path / "sprt.sqlite"
    signature = {"sprt": sprt_run.signature_of(TEST)}

    def stop_after_ten(done, total):
        if done == 10:
            raise KeyboardInterrupt

    with ResultsFile(path, signature) as results, pytest.raises(KeyboardInterrupt):
        sprt_run.run_sprt("lucky-draw", SPECS, TEST, 4000, seed=2, results=results, progress=stop_after_ten)
    with ResultsFile(path, signature) as results:
        resumed = sprt_run.run_sprt("lucky-draw", SPECS, TEST, 4000, seed=2, results=results)
    assert resumed.resumed == 10
    assert summary(resumed) == summary(whole)
    assert resumed.played == whole.played - 10  # the ten kept games were not played again
    with ResultsFile(path, signature) as results:  # once more, two jobs: nothing left to play
        again = sprt_run.run_sprt("lucky-draw", SPECS, TEST, 4000, seed=2, results=results, jobs=2)
    assert summary(again) == summary(whole) and again.played == 0


def test_a_grid_runs_one_test_per_cell_each_stopping_on_its_own(rounds_game):
    grid = [("rounds", [1, 3])]
    run = sprt_run.run_sprt("lucky-rounds", SPECS, TEST, 4000, seed=1, points=arena.grid_points("lucky-rounds", grid))
    assert [c.point for c in run.cells] == [{"rounds": 1}, {"rounds": 3}]
    alone = [
        sprt_run.run_sprt("lucky-rounds", SPECS, TEST, 4000, seed=1, config={"rounds": r}).cells[0] for r in (1, 3)
    ]
    # each cell's test is the one the cell would run alone, however the jobs were shared
    assert [(c.decision, c.state.counts) for c in run.cells] == [(c.decision, c.state.counts) for c in alone]
    assert all(c.decision is not None for c in run.cells)
    assert run.cells[0].state.pairs != run.cells[1].state.pairs  # they stopped apart


def cli(*argv: str) -> int:
    parser = argparse.ArgumentParser()
    arena.add_arguments(parser)
    return arena.run(parser.parse_args(list(argv)))


def test_cli_prints_the_test_and_resumes_with_a_larger_game_limit(tmp_path, capsys):
    path = str(tmp_path / "sprt.sqlite")
    common = ["--game", "lucky-draw", "--players", "greedy,random", "--sprt", "elo0=0,elo1=50", "--results", path]
    assert cli(*common, "--games", "10") == 0
    out = capsys.readouterr().out
    assert "undecided after 10 games" in out and "(5 pairs, 10 games)" in out
    assert cli(*common, "--games", "4000") == 0
    out = capsys.readouterr().out
    assert "H1 accepted" in out and "10 taken from the results file" in out
    assert "LLR " in out and "(bounds -2.94, 2.94)" in out and "95% CI" in out
    assert "pairs by score 0/0.5/1/1.5/2:" in out
    tail = out[out.index("SPRT elo0") :].splitlines()[:4]
    assert cli(*common[:-2], "--games", "4000") == 0  # the same test without a file
    fresh = capsys.readouterr().out
    assert fresh[fresh.index("SPRT elo0") :].splitlines()[:4] == tail
    assert cli("--report", path) == 0
    report = capsys.readouterr().out
    assert report[report.index("SPRT elo0") :].splitlines()[:4] == tail


@pytest.mark.parametrize(
    "value, said",
    [
        ("elo0=0", "use elo0=E0,elo1=E1[,alpha=A,beta=B]"),
        ("elo0=0,elo1=x", "use elo0=E0,elo1=E1"),
        ("elo0=0,elo1=5,gamma=1", "use elo0=E0"),
        ("elo0=0,elo1=5,elo1=6", "use elo0=E0"),
        ("elo0=5,elo1=0", "elo0 must be less than elo1"),
        ("elo0=0,elo1=nan", "use elo0=E0"),
        ("elo0=0,elo1=5,alpha=0.7", "alpha and beta must lie between 0 and 0.5"),
        ("elo0=0,elo1=5,beta=0", "alpha and beta must lie between 0 and 0.5"),
    ],
)
def test_bad_sprt_values_get_one_line_and_exit_2(value, said, capsys):
    assert cli("--game", "lucky-draw", "--players", "greedy,random", "--sprt", value) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith("clanhall arena: --sprt") and said in out


def test_sprt_needs_two_bots(capsys):
    assert cli("--game", "lucky-draw", "--players", "greedy,random,random", "--sprt", "elo0=0,elo1=5") == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "two bots" in out and "3" in out


def test_a_results_file_of_a_fixed_run_is_not_mixed_into_an_sprt(tmp_path, capsys):
    path = str(tmp_path / "r.sqlite")
    assert cli("--game", "lucky-draw", "--players", "greedy,random", "--games", "4", "--results", path) == 0
    capsys.readouterr()
    assert cli("--game", "lucky-draw", "--players", "greedy,random", "--sprt", "elo0=0,elo1=5", "--results", path) == 2
    assert "made by other arguments" in capsys.readouterr().out


# Jobs 1 and 2 and a Dask cluster reach the same decision: tests/ai/test_arena_cluster.py, on
# the one cluster that module starts (one start less: about 1.7 s of CPU).
