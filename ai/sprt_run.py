"""`clanhall arena --sprt elo0=E0,elo1=E1[,alpha=A,beta=B]`: play game pairs until an
SPRT (ai/sprt.py) decides, one test per grid cell.

Pair k of a cell is two games with seed `seed + k`: the bots in the seats as given, then
swapped. A test takes pairs **in seed order** only (pair k counts once pairs 0…k−1 are
counted), so `--jobs 1`, `--jobs N` and a cluster reach the same decision after the same
number of pairs; games still in flight when a cell decides are cancelled, or played and
not counted. Every game goes to the results file as it finishes, so running the same
command again recomputes each test from the kept games and goes on from there. A pair
with a game that raised is skipped (counted apart, its traceback in the error log).

Game numbers interleave the cells (pair k of cell c, game j is `(k·cells + c)·2 + j`), so
they do not depend on the game limit (`--games`): a run that stopped undecided at the
limit goes on when run again with a larger one.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field

from ai.backends import DaskCluster, LocalProcesses, _play_registered, backend_for
from ai.playing import GameTask, _registry_entries, play_task, seated_config
from ai.sprt import SprtState, SprtTest, pair_cell
from core.i18n import _
from core.i18n.phrase import phrase
from core.registry import get_game

SPRT_USAGE = "elo0=E0,elo1=E1[,alpha=A,beta=B][,two-sided]"


def parse_sprt(text: str) -> SprtTest:
    """The test of `--sprt elo0=-10,elo1=10,alpha=0.05,beta=0.05[,two-sided]` (ValueError:
    one line)."""
    values: dict[str, float] = {}
    parts = [p.strip() for p in text.split(",")]
    two_sided = "two-sided" in parts
    for part in parts:
        if part == "two-sided" and parts.count(part) == 1:
            continue
        key, eq, value = part.partition("=")
        try:
            number = float(value)
        except ValueError:
            number = float("nan")
        if not eq or key not in ("elo0", "elo1", "alpha", "beta") or key in values or number != number:
            raise ValueError(phrase("--sprt {value}: use {usage}", value=repr(text), usage=SPRT_USAGE))
        values[key] = number
    if "elo0" not in values or "elo1" not in values:
        raise ValueError(phrase("--sprt {value}: use {usage}", value=repr(text), usage=SPRT_USAGE))
    test = SprtTest(values["elo0"], values["elo1"], values.get("alpha", 0.05), values.get("beta", 0.05), two_sided)
    if not abs(test.elo0) < 2000 or not abs(test.elo1) < 2000 or not test.elo0 < test.elo1:
        raise ValueError(phrase("--sprt: elo0 must be less than elo1 (both between -2000 and 2000)"))
    if not (0 < test.alpha < 0.5 and 0 < test.beta < 0.5):
        raise ValueError(phrase("--sprt: alpha and beta must lie between 0 and 0.5"))
    return test


def signature_of(test: SprtTest) -> dict:
    """The test as the results file's signature keeps it (`two_sided` only when set, so
    files from before it still match)."""
    kept: dict = {"elo0": test.elo0, "elo1": test.elo1, "alpha": test.alpha, "beta": test.beta}
    if test.two_sided:
        kept["two_sided"] = True
    return kept


def kept_test(kept: dict) -> SprtTest:
    """The test a results file's signature keeps (KeyError, TypeError, ValueError if damaged)."""
    elo0, elo1, alpha, beta = (float(kept[k]) for k in ("elo0", "elo1", "alpha", "beta"))
    return SprtTest(elo0, elo1, alpha, beta, two_sided=kept.get("two_sided") is True)


@dataclass
class SprtCell:
    """One test: a grid point, its kept games by number, and the pairs counted so far."""

    number: int
    point: dict
    config: dict
    state: SprtState
    rows: dict = field(default_factory=dict)  # game number -> ai.results.GameRow
    used: list = field(default_factory=list)  # the rows of the counted pairs, in order
    skipped: list = field(default_factory=list)  # error rows of skipped pairs
    counted: int = 0  # pairs taken in seed order (counted or skipped)
    handed_out: int = 0  # pairs whose games were given to the backend or were kept

    @property
    def decision(self) -> str | None:
        return self.state.decision

    def label(self) -> str:
        return " ".join(f"{k}={v}" for k, v in self.point.items())

    def advance(self, cells: int) -> None:
        """Count every pair whose two games are in, in seed order, until the test decides."""
        while self.decision is None:
            first, second = (
                game_number(self.counted, self.number, 0, cells),
                game_number(self.counted, self.number, 1, cells),
            )
            if first not in self.rows or second not in self.rows:
                return
            pair = self.rows[first], self.rows[second]
            self.counted += 1
            if any(r.error is not None for r in pair):
                self.skipped.extend(r for r in pair if r.error is not None)
                continue
            self.state = self.state.add(pair_cell(*(first_bot_result(r) for r in pair)))
            self.used.extend(pair)


def game_number(pair: int, cell: int, game: int, cells: int) -> int:
    return (pair * cells + cell) * 2 + game


def first_bot_result(row) -> float:
    """The result of the run's first bot (bot index 0) in a kept game."""
    return row.result[row.order.index(0)]


@dataclass
class SprtRun:
    """A finished (or stopped) SPRT run: its cells and how many games it played."""

    test: SprtTest
    specs: list[str]
    cells: list[SprtCell]
    played: int = 0
    resumed: int = 0
    seconds: float = 0.0
    limit: int = 0  # the most pairs per cell


def cells_of(
    game_id: str, specs: list[str], test: SprtTest, config: dict | None, points: list[dict] | None
) -> list[SprtCell]:
    """One test per grid point (`ai.arena.grid_points`; None: one test, no grid)."""
    game = get_game(game_id)
    base = dict(config or {}, players=len(specs))
    return [
        SprtCell(n, point, game.normalize_config(dict(base, **point)), SprtState(test))
        for n, point in enumerate(points or [{}])
    ]


def take_rows(cells: list[SprtCell], rows) -> None:
    """Put kept games into their cells (error rows too: a pair with one is skipped)."""
    for row in rows:
        cell = row.index % (2 * len(cells)) // 2
        cells[cell].rows[row.index] = row
    for cell in cells:
        cell.advance(len(cells))


def run_sprt(
    game_id: str,
    specs: list[str],
    test: SprtTest,
    max_games: int,
    seed: int = 1,
    config: dict | None = None,
    points: list[dict] | None = None,
    results=None,
    jobs: int = 1,
    cluster: str | None = None,
    save_dir: str | None = None,
    progress=None,
    follow: tuple[str, ...] = (),
) -> SprtRun:
    """Play pairs for each grid cell until its SPRT decides or it has played `max_games`
    games (see the module docstring); `points` are the grid's (`ai.arena.grid_points`),
    one test each; all cells share the jobs. The seat options `follow` go with their bots
    when a pair swaps the seats (`ai.playing.seated_config`)."""
    start = time.perf_counter()
    cells = cells_of(game_id, specs, test, config, points)
    limit = max(1, max_games // 2)
    kept = [r for r in results.rows() if r.error is None] if results is not None else []
    take_rows(cells, kept)
    run = SprtRun(test, list(specs), cells, resumed=len(kept), limit=limit)

    def next_tasks():
        """The next pair's games of each open cell in turn (round robin), skipping kept games."""
        while True:
            open_cells = [c for c in cells if c.decision is None and c.handed_out < limit]
            if not open_cells:
                return
            for cell in open_cells:
                if cell.decision is not None:
                    continue
                k, cell.handed_out = cell.handed_out, cell.handed_out + 1
                for j in (0, 1):
                    number = game_number(k, cell.number, j, len(cells))
                    if number not in cell.rows:
                        config_j = seated_config(cell.config, follow, j)
                        yield cell, GameTask(number, game_id, config_j, seed + k, tuple(specs), j, save_dir)

    done = len(kept)
    total = limit * 2 * len(cells)
    if progress:
        progress(done, total)
    with backend_for(cluster, jobs, 2) as backend:
        pool = Submitter(backend, jobs)
        supply = next_tasks()
        while True:
            while pool.room():
                task = next(supply, None)
                if task is None:
                    break
                pool.submit(*task)
            if not pool.busy():
                break
            cell, row = pool.next_done()
            if results is not None:
                results.add(row)
            run.played += 1
            done += 1
            cell.rows[row.index] = row
            if cell.decision is None:
                cell.advance(len(cells))
                if cell.decision is not None:
                    pool.cancel(cell)
            if progress:
                progress(done, total)
    run.seconds = time.perf_counter() - start
    return run


class Submitter:
    """Games handed to a backend one at a time, a few more than it has workers, so a
    decided cell stops taking jobs at once (`cancel` drops its waiting games)."""

    def __init__(self, backend, jobs: int) -> None:
        self.backend = backend
        self.waiting: list = []  # (cell, future or task)
        if isinstance(backend, DaskCluster):
            self.entries = _registry_entries()
            workers = sum(backend.client.nthreads().values()) or max(1, jobs)
            self.capacity = 2 * workers
        elif isinstance(backend, LocalProcesses):
            self.capacity = 2 * max(1, jobs)
        else:
            self.capacity = 1
        self.serial: deque = deque()

    def room(self) -> bool:
        return len(self.waiting) + len(self.serial) < self.capacity

    def busy(self) -> bool:
        return bool(self.waiting or self.serial)

    def submit(self, cell: SprtCell, task: GameTask) -> None:
        if isinstance(self.backend, DaskCluster):
            future = self.backend.client.submit(_play_registered, task, entries=self.entries, pure=False)
            self.waiting.append((cell, future))
        elif isinstance(self.backend, LocalProcesses):
            self.waiting.append((cell, self.backend.pool.submit(play_task, task)))
        else:
            self.serial.append((cell, task))

    def next_done(self):
        """(cell, row) of a finished game (the oldest one, when playing in this process)."""
        if self.serial:
            cell, task = self.serial.popleft()
            return cell, play_task(task)
        futures = [f for _, f in self.waiting]
        if isinstance(self.backend, DaskCluster):
            from distributed import wait as dask_wait

            finished = dask_wait(futures, return_when="FIRST_COMPLETED").done
        else:
            from concurrent.futures import FIRST_COMPLETED, wait

            finished = wait(futures, return_when=FIRST_COMPLETED).done
        # the lowest game number among those finished: the same inputs, the same order
        cell, future = min(((c, f) for c, f in self.waiting if f in finished), key=lambda cf: cf[1].result().index)
        self.waiting = [(c, f) for c, f in self.waiting if f is not future]
        return cell, future.result()

    def cancel(self, cell: SprtCell) -> None:
        """Drop the decided cell's games still waiting; those already running finish
        unseen (cancel() cannot stop them)."""
        keep = []
        for c, f in self.waiting:
            if c is cell and f.cancel() is not False:
                continue
            keep.append((c, f))
        self.waiting = keep
        self.serial = deque((c, t) for c, t in self.serial if c is not cell)


# -- the command line ------------------------------------------------------------------


def verdict(cell: SprtCell, limit: int | None) -> str:
    if cell.decision == "H1" and cell.state.direction:
        if cell.state.direction > 0:
            return str(phrase("H1 accepted: the first bot is the stronger"))
        return str(phrase("H1 accepted: the first bot is the weaker"))
    if cell.decision == "H1":
        return str(phrase("H1 accepted"))
    if cell.decision == "H0":
        return str(phrase("H0 accepted"))
    if limit is not None and cell.counted >= limit:
        return str(phrase("undecided after {games} games: run again with a larger --games to go on", games=2 * limit))
    return str(phrase("undecided so far"))


def format_sprt(test: SprtTest, cells: list[SprtCell], limit: int | None = None) -> str:
    """The tests' summary: per cell the LLR with its bounds and the decision, the Elo
    difference of the first bot with its 95 % interval, and the five pair counts."""
    lower, upper = test.bounds
    sided = _("two-sided (elo0 against elo1 and against {mirror}, alpha/2 each)").format(mirror=f"{test.mirror:g}")
    settings = f"SPRT elo0={test.elo0:g} elo1={test.elo1:g} alpha={test.alpha:g} beta={test.beta:g}"
    lines = [
        " ".join([settings] + [sided] * test.two_sided + [_("(pentanomial GSPRT, logistic Elo; the first bot's view)")])
    ]
    for cell in cells:
        state = cell.state
        indent = "  " if len(cells) > 1 else ""
        if len(cells) > 1:
            lines.append(cell.label())
        llrs = f"{state.llr:.2f} / {state.llr_low:.2f}" if test.two_sided else f"{state.llr:.2f}"
        bounds = {"lower": f"{lower:.2f}", "upper": f"{upper:.2f}"}
        decided = _("LLR {llr} (bounds {lower}, {upper}): {verdict}").format(
            llr=llrs, verdict=verdict(cell, limit), **bounds
        )
        lines.append(indent + decided)
        if state.pairs:
            elo, low, high = state.elo()
            interval = {"elo": f"{elo:+.1f}", "low": f"{low:+.1f}", "high": f"{high:+.1f}"}
            lines.append(indent + _("Elo {elo} (95% CI {low} to {high})").format(**interval))
        counts = " ".join(str(c) for c in state.counts)
        pairs = _("pairs by score 0/0.5/1/1.5/2: {counts} ({pairs} pairs, {games} games)")
        lines.append(indent + pairs.format(counts=counts, pairs=state.pairs, games=2 * state.pairs))
        if cell.skipped:
            said = phrase(
                "{pairs} pairs skipped: a game raised an error (tracebacks in the error log)", pairs=len(cell.skipped)
            )
            lines.append(f"{indent}{said}")
    return "\n".join(lines)
