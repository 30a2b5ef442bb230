"""bench/sprt_vs_fixed.py: the fixed-N games of an SPRT's error rates, computed by hand for
small pentanomial counts, and the games an SPRT kept in a results file used."""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path

import pytest

from ai.results import GameRow, ResultsFile
from ai.sprt import SprtState, SprtTest
from ai.sprt_run import signature_of

ROOT = Path(__file__).resolve().parents[2]


def load_bench():
    spec = importlib.util.spec_from_file_location("sprt_vs_fixed", ROOT / "bench" / "sprt_vs_fixed.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


bench = load_bench()


def test_the_pair_variance_is_that_of_the_per_game_pair_averages():
    # pairs worth 0, ½ and 1 a game, a quarter, a half and a quarter of them: mean ½
    assert bench.pair_variance([25, 0, 50, 0, 25]) == pytest.approx(0.125)
    # pairs worth ¼ and ¾ half each: every pair ¼ from the mean
    assert bench.pair_variance([0, 3, 0, 3, 0]) == pytest.approx(1 / 16)
    with pytest.raises(ValueError):
        bench.pair_variance([0] * 5)


def test_fixed_pairs_by_hand_one_sided_and_two_sided():
    z95, z975 = 1.6448536269514722, 1.959963984540054
    gap = 1 / (1 + 10 ** (-100 / 400)) - 0.5  # elo 100 against 0: 0.6400649998 − 0.5
    sigma = math.sqrt(0.125)
    one_sided = (2 * z95 * sigma / gap) ** 2  # 68.95…
    assert bench.fixed_pairs(SprtTest(0, 100), 0.125) == math.ceil(one_sided) == 69
    two_sided = ((z975 + z95) * sigma / gap) ** 2  # α/2 a side: 82.8…
    assert bench.fixed_pairs(SprtTest(0, 100, two_sided=True), 0.125) == math.ceil(two_sided) == 83


def test_the_summary_is_the_saving_on_average_and_leaves_undecided_tests_out():
    rows = [
        bench.Compared("f", "g", "a", "H1", 40, 100),
        bench.Compared("f", "g", "b", "H0", 140, 100),
        bench.Compared("f", "g", "c", None, 900, 100),
    ]
    s = bench.summarize(rows)
    assert (s.tests, s.undecided, s.sprt_mean, s.fixed_mean) == (2, 1, 90.0, 100.0)
    assert s.saved == pytest.approx(0.10)
    assert "10 % fewer; 1 undecided left out" in bench.summary_line("all", s)
    assert "50 % more" in bench.summary_line("all", bench.summarize([bench.Compared("f", "g", "a", "H1", 150, 100)]))


PATTERN = (4, 2, 4, 0, 2, 4, 4, 3, 2, 4)  # pair cells: the first bot's score in a pair, doubled


def game_row(index: int, first_bot: float, swapped: bool) -> GameRow:
    """A kept duel of Clans: the run's bots in seats order (0, 1), or swapped."""
    order = (1, 0) if swapped else (0, 1)
    result = (1 - first_bot, first_bot) if swapped else (first_bot, 1 - first_bot)
    seats = tuple(("random", "greedy")[i] for i in order)
    return GameRow(index, "clans", "standard", {}, 1, seats, 0, None, result, result, 10, 0.1, order=order)


def test_a_results_file_gives_the_games_its_sprt_counted_and_their_fixed_n(tmp_path):
    test = SprtTest(0, 100)
    signature = {"game": "clans", "bots": ["random", "greedy"], "options": {}, "sprt": signature_of(test)}
    path = tmp_path / "run.sqlite"
    # the test by hand: pairs in order until it decides
    state, cells = SprtState(test), []
    while state.decision is None:
        cell = PATTERN[len(cells) % len(PATTERN)]
        cells.append(cell)
        state = state.add(cell)
    with ResultsFile(path, signature) as results:
        for k, cell in enumerate(cells + [4, 4]):  # two pairs played after the decision: not counted
            first, second = (1.0, cell / 2 - 1) if cell >= 2 else (0.0, cell / 2)
            results.add(game_row(2 * k, first, False))
            results.add(game_row(2 * k + 1, second, True))
    (compared,) = bench.tests_of(str(path), "toy")
    assert compared.group == "toy: elo0=0,elo1=100"
    counts = [cells.count(i) for i in range(5)]
    assert compared.decision == state.decision
    assert compared.sprt_games == 2 * len(cells)
    assert compared.fixed_games == 2 * bench.fixed_pairs(test, bench.pair_variance(counts))


def test_named_globs_group_their_files_and_a_bare_file_goes_alone(tmp_path):
    for name in ("a_s1.sqlite", "a_s2.sqlite", "b.sqlite"):
        (tmp_path / name).write_text("")
    found = bench.named_files([f"old level={tmp_path}/a_*.sqlite", str(tmp_path / "b.sqlite")])
    assert found == [
        ("old level", str(tmp_path / "a_s1.sqlite")),
        ("old level", str(tmp_path / "a_s2.sqlite")),
        (None, str(tmp_path / "b.sqlite")),
    ]


def test_a_test_played_again_is_listed_and_counted_once():
    # a run repeated with unchanged rules to check that it replays holds the same test again
    first = bench.Compared("runs/a.sqlite", "g", "clan2=stone", "H0", 40, 100, (3, 4, 6, 5, 2))
    again = bench.Compared("runs/b.sqlite", "g", "clan2=stone", "H0", 40, 100, (3, 4, 6, 5, 2))
    other = bench.Compared("runs/b.sqlite", "g", "clan2=water", "H0", 40, 100, (3, 4, 6, 5, 2))
    moved = bench.Compared("runs/c.sqlite", "g", "clan2=stone", "H0", 40, 100, (3, 5, 5, 5, 2))
    table = bench.format_table([first, again, other, moved])
    assert table.count("a replay of a.sqlite: counted once") == 1
    assert "| b.sqlite | clan2=stone | H0, a replay of a.sqlite" in table
    assert "all groups: 3 decided tests" in table
    assert bench.first_played([first, again, other, moved]) == {1: first}
    assert not bench.Compared("f", "g", "x", "H0", 0, 0).same_test(bench.Compared("f", "g", "x", "H0", 0, 0))
