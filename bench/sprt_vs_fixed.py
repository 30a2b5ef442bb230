"""Games an SPRT used against a fixed-N test of the same error rates (issue 32, "Numbers").

For every SPRT kept in the results files given (default: `DEFAULT_GROUPS`, the clan
matrix runs and the level-pair runs in bench/runs/), the games the test counted until it
decided (`ai.sprt_run`: pairs in seed order, recomputed from the kept games as `clanhall
arena --report` does), against the games a fixed-N test needs to tell elo0 from elo1 with
the same α and β.

The fixed-N test is the textbook one-sided test on a mean with a known variance (the
fixed-sample test Wald measured his SPRT's savings against, *Sequential Analysis*, 1947),
on the normal model of the pair average that fishtest's `LLR_alt2` and our `llr_normal`
take (ai/sprt.py): after N pairs, accept H1 when the mean per-game pair average ŝ exceeds
a threshold, which meets α at s0 and β at s1 when

    N = ⌈((z(1 − α′) + z(1 − β)) · σ / (s1 − s0))²⌉ pairs, 2N games,

s0, s1 the logistic scores of elo0 and elo1 (`ai.sprt.logistic_score`), z the normal
quantile, α′ = α, or α/2 for a two-sided test (`|Elo| ≥ elo1 − elo0` either way, α/2 a side
as the SPRT spends it), and σ² the variance of one pair's per-game average (0, ¼, ½, ¾ or
1), computed **per test from its own pairs**: σ² = Σ nᵢ(aᵢ − ŝ)²/n over the pentanomial
counts nᵢ of the n pairs it counted (the maximum-likelihood variance fishtest's
`LLRcalc.stats` takes; no regularized empty cells). A test still undecided is listed with
its games so far (a lower bound) and left out of the averages.

    .venv/bin/python bench/sprt_vs_fixed.py ["NAME=GLOB" | FILE ...]

A `NAME=GLOB` argument names a group of files (the same bots under another definition,
say; arguments of the same name make one group); a bare file is grouped by its game, bots
and options. Each group is split by its
test's elo0, elo1 and sidedness.
"""

from __future__ import annotations

import argparse
import glob
import math
import sys
from dataclasses import dataclass
from statistics import NormalDist

sys.path.insert(0, ".")

from ai.sprt import CELLS, SprtTest, logistic_score  # noqa: E402

HEX8 = "[0-9a-f]" * 8  # the card-table digest the clan matrix's later files carry in their names
DEFAULT_GROUPS = (
    *(
        f"Crystal Clans clan matrix, 100 iterations, sessions 13-14=bench/runs/matrix_100_blood{tail}.sqlite"
        for tail in ("", "_s14", "_stone_workers3")
    ),
    f"Crystal Clans clan matrix, 100 iterations, later costs=bench/runs/matrix_100_*_{HEX8}.sqlite",
    "Crimson Company easy vs beginner at temperature 0.15=bench/runs/ladder_sprt_cc_easy_beginner015_*.sqlite",
    "Crimson Company easy vs beginner at temperature 0.08=bench/runs/ladder_sprt_cc_easy_beginner008_*.sqlite",
    "Crimson Company easy (50, t 0.08) vs beginner (10, t 0.08)=bench/runs/ladder_sprt_cc_easy50_beginner10_*.sqlite",
    f"Crystal Clans clan matrix, 200 iterations=bench/runs/matrix_200_*_{HEX8}.sqlite",
)


def pair_variance(counts) -> float:
    """The variance of one pair's per-game average (cell i is worth i/4) over the pairs
    counted (`counts`: how many pairs fell in each of the five cells)."""
    n = sum(counts)
    if n == 0:
        raise ValueError("no pairs")
    values = [i / (CELLS - 1) for i in range(CELLS)]
    mean = sum(c * a for c, a in zip(counts, values)) / n
    return sum(c * (a - mean) ** 2 for c, a in zip(counts, values)) / n


def fixed_pairs(test: SprtTest, variance: float) -> int:
    """The pairs a fixed-N test needs to tell `test.elo0` from `test.elo1` with its α and β
    (α halved for a two-sided test), pairs spread with `variance`."""
    alpha = test.alpha / 2 if test.two_sided else test.alpha
    z = NormalDist().inv_cdf(1 - alpha) + NormalDist().inv_cdf(1 - test.beta)
    gap = logistic_score(test.elo1) - logistic_score(test.elo0)
    return math.ceil((z * math.sqrt(variance) / gap) ** 2)


@dataclass(frozen=True)
class Compared:
    """One SPRT against its fixed-N test: `group` names the test and bots, `label` the
    grid point; `decision` None for a test still undecided."""

    source: str
    group: str
    label: str
    decision: str | None
    sprt_games: int
    fixed_games: int
    counts: tuple[int, ...] = ()  # the pairs it counted in each pentanomial cell

    def same_test(self, other: "Compared") -> bool:
        """Whether `other` is this test played again (a run repeated with unchanged rules to
        check that it replays: the same group, grid point, decision and pair counts)."""
        mine = (self.group, self.label, self.decision, self.counts)
        return bool(self.counts) and mine == (other.group, other.label, other.decision, other.counts)


def compare(source: str, group: str, label: str, test: SprtTest, counts, decision: str | None) -> Compared:
    """One test's SPRT games (the pairs it counted, twice) and its fixed-N games."""
    fixed = 2 * fixed_pairs(test, pair_variance(counts))
    return Compared(source, group, label, decision, 2 * sum(counts), fixed, tuple(counts))


def first_played(compared: list[Compared]) -> dict[int, Compared]:
    """For each test that is an earlier one played again, by its place in `compared`: the
    earlier one. A replayed test counts once in the averages."""
    found: dict[int, Compared] = {}
    for i, c in enumerate(compared):
        earlier = next((e for e in compared[:i] if e.same_test(c)), None)
        if earlier is not None:
            found[i] = earlier
    return found


def tests_of(path: str, name: str | None = None) -> list[Compared]:
    """Every SPRT of one results file, recomputed from its kept games; `name` names its
    group (None: the file's game, bots and options)."""
    from ai.arena import grid_points
    from ai.results import ResultsFile
    from ai.sprt_run import cells_of, kept_test, take_rows

    with ResultsFile(path, None) as results:
        signature, rows = results.signature, results.rows()
    test = kept_test(signature["sprt"])
    specs = list(signature["bots"])
    points = grid_points(signature["game"], [(k, v) for k, v in signature.get("grid", [])])
    cells = cells_of(signature["game"], specs, test, signature.get("options"), points)
    take_rows(cells, rows)
    fixed_options = " ".join(f"{k}={v}" for k, v in sorted(signature.get("options", {}).items()))
    sided = ",two-sided" if test.two_sided else ""
    name = name or f"{signature['game']} {' vs '.join(specs)} {fixed_options}"
    group = f"{name}: elo0={test.elo0:g},elo1={test.elo1:g}{sided}"
    return [
        compare(path, group, cell.label() or "-", test, cell.state.counts, cell.decision)
        for cell in cells
        if cell.state.pairs
    ]


@dataclass(frozen=True)
class Summary:
    """The decided tests of a group: how many, their mean games either way, and the share
    of games the SPRTs saved (1 − ΣSPRT/Σfixed: the saving on average)."""

    tests: int
    undecided: int
    sprt_mean: float
    fixed_mean: float
    saved: float


def summarize(compared: list[Compared]) -> Summary:
    decided = [c for c in compared if c.decision is not None]
    undecided = len(compared) - len(decided)
    if not decided:
        return Summary(0, undecided, 0.0, 0.0, 0.0)
    sprt = sum(c.sprt_games for c in decided)
    fixed = sum(c.fixed_games for c in decided)
    return Summary(len(decided), undecided, sprt / len(decided), fixed / len(decided), 1 - sprt / fixed)


def format_table(compared: list[Compared]) -> str:
    """A markdown table per group of tests, then a summary line for each group and for all
    (a test played again listed, counted once)."""
    lines = []
    replays = first_played(compared)
    groups: dict[str, list[tuple[int, Compared]]] = {}
    for i, c in enumerate(compared):
        groups.setdefault(c.group, []).append((i, c))
    for group, members in groups.items():
        lines += [f"### {group}", "", "| file | test | decision | SPRT games | fixed-N games | SPRT / fixed |"]
        lines.append("| --- | --- | --- | ---: | ---: | ---: |")
        for i, c in members:
            decision = c.decision or f"undecided (at least {c.sprt_games})"
            if i in replays:
                decision += f", a replay of {file_name(replays[i])}: counted once"
            ratio = f"{c.sprt_games / c.fixed_games:.2f}" if c.fixed_games else "-"
            lines.append(f"| {file_name(c)} | {c.label} | {decision} | {c.sprt_games} | {c.fixed_games} | {ratio} |")
        counted = [c for i, c in members if i not in replays]
        lines += ["", summary_line("this group", summarize(counted)), ""]
    lines.append(summary_line("all groups", summarize([c for i, c in enumerate(compared) if i not in replays])))
    return "\n".join(lines)


def file_name(c: Compared) -> str:
    return c.source.rsplit("/", 1)[-1]


def summary_line(name: str, s: Summary) -> str:
    if not s.tests:
        return f"{name}: no decided test ({s.undecided} undecided)"
    way = "fewer" if s.saved >= 0 else "more"
    left = f"; {s.undecided} undecided left out" if s.undecided else ""
    return (
        f"{name}: {s.tests} decided tests, SPRT {s.sprt_mean:.1f} games on average against "
        f"{s.fixed_mean:.1f} fixed-N: {abs(100 * s.saved):.0f} % {way}{left}"
    )


def named_files(arguments: list[str]) -> list[tuple[str | None, str]]:
    """(group name, path) of every file the arguments name, a glob's files sorted."""
    found: list[tuple[str | None, str]] = []
    for argument in arguments:
        name, eq, pattern = argument.rpartition("=")
        if eq:
            found += [(name, path) for path in sorted(glob.glob(pattern))]
        else:
            found.append((None, argument))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", help="NAME=GLOB or an SPRT results file (default: DEFAULT_GROUPS)")
    args = parser.parse_args(argv)
    compared = []
    for name, path in named_files(args.files or list(DEFAULT_GROUPS)):
        try:
            compared += tests_of(path, name)
        except KeyError:
            print(f"{path}: not an SPRT run, left out")
    print(format_table(compared))
    return 0


if __name__ == "__main__":
    sys.exit(main())
