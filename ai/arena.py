"""`clanhall arena`: bots play each other headless; prints wins, scores and speed."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ai.backends import backend_for
from ai.playing import GameTask, seated_config
from ai.registry import search_budgets, split_specs
from ai.tables import (
    GameRecord,
    Row,
    by_clan,
    by_first_player,
    by_pairing,
    by_seat,
    format_columns,
    format_rows,
    percent_interval,
    shown_label,
    spec_labels,
    wilson,
)
from core.i18n import N_, _, pgettext
from core.i18n.phrase import phrase
from core.registry import get_game


@dataclass
class ArenaStats:
    """Running totals of an arena: per seat-spec wins (ties shared), scores, games."""

    specs: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0
    records: list[GameRecord] = field(default_factory=list)  # one per game, in game order
    errors: list = field(default_factory=list)  # ai.results.GameRow of games that raised
    resumed: int = 0  # games taken from a results file instead of played
    replayed: int = 0  # games played again because a worker was lost

    def __post_init__(self) -> None:
        self.wins = [0.0] * len(self.specs)
        self.scores = [0.0] * len(self.specs)

    def add(self, result: list[float], scores: list[float], actions: int) -> None:
        self.games += 1
        self.actions += actions
        for i, (r, s) in enumerate(zip(result, scores)):
            self.wins[i] += r
            self.scores[i] += s


def grid_points(game_id: str, grid: list[tuple[str, list]] | None) -> list[dict]:
    """Every combination of the grid's option values, in order ([{}] without a grid);
    a value list ["all"] means every choice of that option but "random"."""
    if not grid:
        return [{}]
    game = get_game(game_id)
    options = {o.key: o for o in game.options()}
    axes = []
    for key, values in grid:
        if key not in options:
            raise ValueError(
                phrase(
                    "--grid {key}: {game} has no option {option}; options: {valid}",
                    key=key,
                    game=game.name,
                    option=repr(key),
                    valid=", ".join(options),
                )
            )
        if values == ["all"]:
            values = [c for c in options[key].choices if c != "random"]
        axes.append([(key, v) for v in values])
    points: list[dict] = [{}]
    for axis in axes:
        points = [dict(p, **{k: v}) for p in points for k, v in axis]
    return points


def plan(
    game_id: str,
    specs: list[str],
    games: int,
    seed: int,
    config: dict | None = None,
    grid: list[tuple[str, list]] | None = None,
    rotate_seats: bool = True,
    save_dir: str | None = None,
    follow: tuple[str, ...] = (),
) -> list[GameTask]:
    """The games of a run: `games` per grid point, game g of every point with seed
    `seed + g` and seating g mod seats, so results never depend on the order of play;
    the seat options `follow` go with their bots (`ai.playing.seated_config`)."""
    game = get_game(game_id)
    base = dict(config or {})
    base["players"] = len(specs)
    tasks = []
    for p, point in enumerate(grid_points(game_id, grid)):
        cfg = game.normalize_config(dict(base, **point))
        for g in range(games):
            rotate = g % len(specs) if rotate_seats else 0
            seated = seated_config(cfg, follow, rotate)
            tasks.append(GameTask(p * games + g, game_id, seated, seed + g, tuple(specs), rotate, save_dir))
    return tasks


def stats_of(specs: list[str], rows: list) -> ArenaStats:
    """The arena's totals from its game rows (in game order; error rows are counted
    apart, in `errors`)."""
    stats = ArenaStats(list(specs))
    for row in sorted(rows, key=lambda r: r.index):
        if row.error is not None:
            stats.errors.append(row)
            continue
        by_r, by_s = [0.0] * len(specs), [0.0] * len(specs)
        for seat, k in enumerate(row.order):
            by_r[k] += row.result[seat]
            by_s[k] += row.scores[seat]
        stats.add(by_r, by_s, row.actions)
        stats.records.append(row.record())
    return stats


def run_arena(
    game_id: str,
    specs: list[str],
    games: int,
    seed: int = 1,
    config: dict | None = None,
    save_dir: str | None = None,
    rotate_seats: bool = True,
    on_game=None,
    jobs: int = 1,
    grid: list[tuple[str, list]] | None = None,
    results=None,
    cluster: str | None = None,
    progress=None,
    follow: tuple[str, ...] = (),
) -> ArenaStats:
    """Play `games` games (per grid point) and gather the stats by bot spec (seats rotate
    each game).

    `jobs` > 1 plays that many at once in local processes; `cluster` (an address, or
    "local") plays them on a Dask cluster; the totals are the same either way. With
    `results` (an open `ai.results.ResultsFile`) each game is kept as it finishes and
    games already kept are not played again. With `save_dir`, every game is also written
    there as a save. `progress(done, total)` after each game."""
    start = time.perf_counter()
    tasks = plan(game_id, specs, games, seed, config, grid, rotate_seats, save_dir, follow)
    kept = [r for r in results.rows() if r.error is None] if results is not None else []
    done_before = {r.index for r in kept}
    todo = [t for t in tasks if t.index not in done_before]
    rows = list(kept)
    total, finished = len(tasks), len(kept)
    if progress:
        progress(finished, total)
    with backend_for(cluster, jobs, len(todo)) as backend:
        for row in backend.play(todo):
            rows.append(row)
            finished += 1
            if results is not None:
                results.add(row)
            if on_game and row.error is None:
                on_game(stats_of(specs, rows))
            if progress:
                progress(finished, total)
        replayed = backend.replayed
    stats = stats_of(specs, rows)
    stats.resumed, stats.replayed = len(kept), replayed
    stats.seconds = time.perf_counter() - start
    return stats


def format_table(stats: ArenaStats, timed: bool = True) -> str:
    """The arena's table: one row per bot spec."""
    n = stats.games
    head = [_("seat / bot"), pgettext("column", "wins"), _("win %"), _("95% CI"), _("avg score")]
    cells = []
    for i, spec in enumerate(spec_labels(stats.specs)):
        rate = stats.wins[i] / n if n else 0.0
        interval = percent_interval(*wilson(stats.wins[i], n))
        score = f"{stats.scores[i] / max(n, 1):.2f}"
        cells.append([spec, f"{stats.wins[i]:.1f}", f"{rate * 100:.1f}%", interval, score])
    rows = [format_columns(head, cells, (28, 8, 7, 15, 10))]
    per_game = f"{stats.actions / max(n, 1):.1f}"
    if timed:
        played = n - stats.resumed
        gps = played / stats.seconds if stats.seconds else float("inf")
        rows.append(
            _("{games} games, {played} played in {seconds} s: {rate} games/s, {actions} actions/game").format(
                games=n, played=played, seconds=f"{stats.seconds:.2f}", rate=f"{gps:.1f}", actions=per_game
            )
        )
    else:
        rows.append(_("{games} games, {actions} actions/game").format(games=n, actions=per_game))
    return "\n".join(rows)


def add_arguments(parser) -> None:
    parser.add_argument("--game", help=N_("clans | crystal-clans | crimson-company (not with --report)"))
    parser.add_argument("--variant", default=None, help=N_("the game's variant (default: its first)"))
    parser.add_argument(
        "--players",
        default=None,
        help=N_(
            "comma-separated bot specs, one per seat, e.g. random,mcts:level=hard "
            "(default: a random bot in each seat of the variant's smallest table)"
        ),
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help=N_("a game option, repeatable")
    )
    parser.add_argument("--save-dir", default=None, help=N_("write every game as a save here"))
    parser.add_argument(
        "--fixed-seats",
        action="store_true",
        help=N_("do not rotate bots through the seats; seat 1 also starts (unless --first-player says otherwise)"),
    )
    parser.add_argument(
        "--first-player",
        type=int,
        default=None,
        metavar="N",
        help=N_("seat N takes the first turn in every game (default: drawn at random, as the rules say)"),
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help=N_("games played at once in separate processes (default 1; give bots workers=1 when using more)"),
    )
    parser.add_argument(
        "--grid",
        action="append",
        default=[],
        metavar="KEY=V1,V2",
        help=N_(
            "play every combination of these option values (repeatable; V1 = all: every choice), "
            "e.g. --grid clan1=all --grid clan2=all; --games is per combination"
        ),
    )
    parser.add_argument(
        "--results",
        metavar="FILE",
        help=N_("keep every game in this SQLite file as it finishes; run again to play only the missing games"),
    )
    parser.add_argument("--report", metavar="FILE", help=N_("print the tables of a results file (plays nothing)"))
    parser.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help=N_("play on a Dask cluster: a scheduler's address (tcp://host:8786) or 'local' (--jobs workers here)"),
    )
    parser.add_argument(
        "--follow",
        metavar="KEY1,KEY2",
        default="",
        help=N_(
            "seat options that go with their bot when the seats rotate, one per seat in seat order, "
            "e.g. --follow clan1,clan2: each bot keeps its clan in every seating"
        ),
    )
    parser.add_argument(
        "--sprt",
        metavar="elo0=E0,elo1=E1[,alpha=A,beta=B][,two-sided]",
        help=N_(
            "play game pairs (the same seed, seats swapped) until a sequential test decides whether the first bot "
            "is elo0 or elo1 Elo stronger (two-sided: or as much weaker); --games is then the most games per test"
        ),
    )


def parse_follow(game, text: str, seats: int, fixed_seats: bool) -> tuple[str, ...]:
    """The seat options of `--follow KEY1,KEY2` (ValueError: one line)."""
    keys = tuple(k.strip() for k in text.split(",") if k.strip())
    if not keys:
        return ()
    known = {o.key for o in game.options()}
    unknown = [k for k in keys if k not in known]
    if unknown:
        raise ValueError(phrase("--follow: {game} has no option {key}", game=game.name, key=unknown[0]))
    if len(keys) != seats or len(set(keys)) != seats:
        raise ValueError(phrase("--follow names one option per seat ({count} different ones)", count=seats))
    if fixed_seats:
        raise ValueError(phrase("--follow needs the seats to rotate (leave out --fixed-seats)"))
    return keys


def parse_options(pairs: list[str]) -> dict:
    from ai.registry import _typed

    out = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq:
            raise SystemExit(f"--option {pair!r}: use KEY=VALUE")
        out[key] = _typed(value)
    return out


def parse_grid(pairs: list[str]) -> list[tuple[str, list]]:
    from ai.registry import _typed

    grid = []
    for pair in pairs:
        key, eq, values = pair.partition("=")
        if not eq or not values:
            raise ValueError(phrase("--grid {pair}: use KEY=V1,V2,... (or KEY=all)", pair=repr(pair)))
        grid.append((key, [_typed(v) for v in values.split(",")]))
    return grid


class Terminated(KeyboardInterrupt):
    """SIGTERM: the run stops as on ctrl+c (its workers ended, the games played kept)."""


def _raise_terminated(signum, frame) -> None:
    raise Terminated


def _catch_sigterm():
    """Turn SIGTERM into `Terminated` while a run plays (main thread only); returns the
    handler to put back, or None."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGTERM, _raise_terminated)


def run(args) -> int:
    if args.report:
        return report(args.report)
    if not args.game:
        said = phrase("--game is required (or --report FILE)")
        print(f"clanhall arena: {said}")
        return 2
    config = parse_options(args.option)
    if args.variant:
        config["variant"] = args.variant
    if args.first_player is not None:
        config["first_seat"] = args.first_player - 1
    try:
        game = get_game(args.game)
        variant = game.normalize_config({"variant": config.get("variant")})["variant"]
        chooses_starter = any(o.key == "first_seat" and o.applies_to(variant) for o in game.options())
        if args.fixed_seats and chooses_starter:
            config.setdefault("first_seat", 0)  # fixed seats: seat 1 starts every game
        if args.players:
            specs = split_specs(args.players)
        else:
            specs = ["random"] * game.player_counts(variant).start
        config["players"] = len(specs)
        game.normalize_config(config)
        from ai.registry import make_bot

        for s in specs:
            make_bot(s)
        grid = parse_grid(args.grid)
        grid_points(args.game, grid)  # unknown options refused before anything runs
        args.follow = parse_follow(game, args.follow, len(specs), args.fixed_seats)
    except (KeyError, ValueError) as exc:  # a bad command line (an ImportError of ours is a bug, raised)
        print(f"clanhall arena: {exc.args[0] if exc.args else exc}")
        return 2
    if getattr(args, "sprt", None):
        return run_sprt_cli(args, game, specs, config, grid)
    signature = {
        "game": args.game,
        "options": config,
        "bots": specs,
        "games": args.games,
        "seed": args.seed,
        "grid": [[k, v] for k, v in grid],
        "rotate": not args.fixed_seats,
    }
    if args.follow:  # only when given, so results files from before --follow still match
        signature["follow"] = list(args.follow)
    from ai.results import ResultsError, ResultsFile

    try:
        results = ResultsFile(args.results, signature, search_budgets(args.game, specs)) if args.results else None
    except ResultsError as exc:
        print(f"clanhall arena: {exc}")
        return 2
    previous_sigterm = _catch_sigterm()
    try:
        with progress_bar(args.games * len(grid_points(args.game, grid))) as progress:
            stats = run_arena(
                args.game,
                specs,
                args.games,
                args.seed,
                config,
                args.save_dir,
                rotate_seats=not args.fixed_seats,
                jobs=max(1, args.jobs),
                grid=grid,
                results=results,
                cluster=args.cluster,
                progress=progress,
                follow=args.follow,
            )
    except KeyboardInterrupt as stop:
        if results:
            said = phrase("stopped; the games played are kept in {path}, run again to go on", path=str(args.results))
        else:
            said = phrase("stopped")
        print(f"clanhall arena: {said}")
        return 143 if isinstance(stop, Terminated) else 130
    except ValueError as exc:
        print(f"clanhall arena: {exc}")
        return 2
    finally:
        if previous_sigterm is not None:
            import signal

            signal.signal(signal.SIGTERM, previous_sigterm)
        if results is not None:
            results.close()
    print(f"{game.name}: {', '.join(spec_labels(specs))}")
    print(format_table(stats))
    print(format_run_notes(stats))
    print()
    print(format_fairness(stats))
    return 0


def report(path: str) -> int:
    """`--report FILE`: every table of a results file, from the file alone."""
    from ai.results import ResultsError, ResultsFile

    try:
        with ResultsFile(path, None) as results:
            signature, rows = results.signature, results.rows()
    except ResultsError as exc:
        print(f"clanhall arena: {exc}")
        return 2
    if "sprt" in signature:
        return report_sprt(path, signature, rows)
    specs = list(signature.get("bots", []))
    stats = stats_of(specs, rows)
    try:
        points = len(grid_points(signature["game"], [(k, v) for k, v in signature.get("grid", [])]))
    except (KeyError, ValueError):
        points = 1
    total = signature.get("games", 0) * points
    kept = _("{title} — {count} of {total} games kept in {path}").format(
        title=_run_title(signature.get("game"), specs), count=len(rows), total=total, path=path
    )
    print(kept)
    print(format_table(stats, timed=False))
    print(format_run_notes(stats))
    print()
    print(format_fairness(stats))
    matrix = format_matrix(stats)
    if matrix:
        print()
        print(matrix)
    return 0


def format_run_notes(stats: ArenaStats) -> str:
    notes = []
    if stats.resumed:
        notes.append(str(phrase("{count} games taken from the results file", count=stats.resumed)))
    if stats.replayed:
        notes.append(_("{count} games played again after a worker was lost").format(count=stats.replayed))
    if stats.errors:
        first = stats.errors[0]
        notes.append(
            _(
                "{count} games raised an error and are not counted (first: game {number}, seed {seed}: {error}; "
                "tracebacks in the error log)"
            ).format(count=len(stats.errors), number=first.index + 1, seed=first.seed, error=first.error)
        )
    return "\n".join(notes)


def format_matrix(stats: ArenaStats) -> str:
    """Where the games have clans: clan against clan (both seatings), the row clan's win %."""
    pairs = by_pairing(stats.records)
    if not pairs:
        return ""
    rates: dict[tuple[str, str], float] = {}
    for row in pairs:
        a, b = row.label.split(" vs ")
        rates[(a, b)], rates[(b, a)] = row.rate, 1 - row.rate
    clans = sorted({a for a, _b in rates})
    cells = [
        [shown_label(a)]
        + ["—" if a == b else (f"{rates[(a, b)] * 100:.0f}%" if (a, b) in rates else "·") for b in clans]
        for a in clans
    ]
    head = [""] + [shown_label(c) for c in clans]
    table = format_columns(head, cells, (7,) + (7,) * len(clans))
    return _("row clan's win % against the column clan") + "\n" + table


PROGRESS_EVERY = 5.0  # seconds between two progress lines when the output is not a terminal


class progress_bar:
    """The arena's progress, shown from the start: on a terminal a rich progress bar (games,
    games per second, time left); otherwise (a log file, CI) a line on stderr at once and
    then every `interval` seconds, by a heartbeat thread too, so a slow game is no silence.
    Used as `with progress_bar(total) as progress:`; `stream`, `clock` and `heartbeat` let a
    test watch the lines on a fake clock."""

    def __init__(
        self, total: int, *, stream=None, clock=time.monotonic, interval: float = PROGRESS_EVERY, heartbeat=True
    ) -> None:
        self.total = total
        self.stream = stream
        self.clock = clock
        self.interval = interval
        self.heartbeat = heartbeat

    def __enter__(self):
        import sys
        import threading

        self.stream = self.stream if self.stream is not None else sys.stderr
        self.start = self.clock()
        self.first: int | None = None
        self.done = 0
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        self.bar = None
        if self.stream.isatty():
            self._start_bar()
            return self.update
        self.shown: int | None = None  # the count of the last line written
        self.last_line = self.start
        self._write_line()
        if self.heartbeat:
            threading.Thread(target=self._beat, name="arena-progress", daemon=True).start()
        return self.update

    def _start_bar(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        self.bar = Progress(
            TextColumn("games"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[rate]}"),
            TimeRemainingColumn(),
            console=Console(file=self.stream),
            transient=True,
        )
        self.bar.__enter__()
        self.task = self.bar.add_task("games", total=self.total, rate="")

    def rate(self) -> float:
        """Games per second since the start (games taken from a results file not counted)."""
        elapsed = self.clock() - self.start
        return (self.done - (self.first or 0)) / elapsed if elapsed > 0 else 0.0

    def update(self, done: int, total: int) -> None:
        with self.lock:
            if self.first is None:
                self.first = done  # games taken from a results file are not part of the rate
            self.done, self.total = done, total
            if self.bar is not None:
                self.bar.update(self.task, completed=done, total=total, rate=f"{self.rate():.2f} games/s")
                return
        self.tick()

    def tick(self) -> None:
        """A progress line if `interval` seconds passed since the last one."""
        with self.lock:
            if self.clock() - self.last_line >= self.interval:
                self._write_line()

    def _beat(self) -> None:
        while not self.stopped.wait(self.interval):
            self.tick()

    def _write_line(self) -> None:
        played = self.done - (self.first or 0)
        rate = self.rate()
        if played and rate > 0 and self.done >= self.total:
            said = phrase(
                "{done} of {total} games, {rate} games/s", done=self.done, total=self.total, rate=f"{rate:.2f}"
            )
        elif played and rate > 0:
            left = (self.total - self.done) / rate
            said = phrase(
                "{done} of {total} games, {rate} games/s, {left} left",
                done=self.done,
                total=self.total,
                rate=f"{rate:.2f}",
                left=_clock_time(left),
            )
        else:
            said = phrase("{done} of {total} games", done=self.done, total=self.total)
        try:
            print(f"arena: {said}", file=self.stream, flush=True)
        except (OSError, ValueError):  # stderr closed or gone: the run goes on without lines
            pass
        self.shown, self.last_line = self.done, self.clock()

    def __exit__(self, *exc) -> None:
        self.stopped.set()
        if self.bar is not None:
            self.bar.__exit__(*exc)
            return
        with self.lock:
            if self.shown != self.done:
                self._write_line()


def _clock_time(seconds: float) -> str:
    """A duration as h:mm:ss ("0:03:07"), the way the progress bar shows time left."""
    whole = int(round(seconds))
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"


def format_fairness(stats: ArenaStats) -> str:
    """The fairness tables: by seat, by first player and, where the game has clans, by
    clan and by pairing of clans."""
    parts = [format_rows(_("by seat"), by_seat(stats.records))]
    first = by_first_player(stats.records)
    if first:
        parts.append(format_rows(_("by turn order"), first))
    clans = by_clan(stats.records)
    if clans:
        parts.append(format_rows(_("by clan"), [Row(shown_label(r.label), r.wins, r.games) for r in clans]))
        pairs = by_pairing(stats.records)
        if pairs:
            shown = [Row(shown_label(r.label), r.wins, r.games) for r in pairs]
            parts.append(format_rows(_("by pairing (first named)"), shown))
    return "\n\n".join(parts)


# -- --sprt (the tests themselves: ai/sprt_run.py) ---------------------------------------


def print_sprt_summary(title: str, specs: list[str], test, cells: list, limit: int | None) -> None:
    """The arena's tables of the games the tests counted, then each test's result."""
    from ai.sprt_run import format_sprt

    stats = stats_of(specs, [r for c in cells for r in c.used])
    print(title)
    print(format_table(stats, timed=False))
    print()
    print(format_fairness(stats))
    print()
    print(format_sprt(test, cells, limit))


def run_sprt_cli(args, game, specs: list[str], config: dict, grid: list[tuple[str, list]]) -> int:
    """`clanhall arena --sprt …` once `run` has checked the other arguments."""
    from ai.results import ResultsError, ResultsFile
    from ai.sprt_run import parse_sprt, run_sprt, signature_of

    try:
        test = parse_sprt(args.sprt)
        if len(specs) != 2:
            raise ValueError(
                phrase("--sprt tests two bots against each other; --players names {count}", count=len(specs))
            )
    except ValueError as exc:
        print(f"clanhall arena: {exc}")
        return 2
    signature = {
        "game": args.game,
        "options": config,
        "bots": specs,
        "seed": args.seed,
        "grid": [[k, v] for k, v in grid],
        "sprt": signature_of(test),
    }
    if args.follow:
        signature["follow"] = list(args.follow)
    try:
        results = ResultsFile(args.results, signature, search_budgets(args.game, specs)) if args.results else None
    except ResultsError as exc:
        print(f"clanhall arena: {exc}")
        return 2
    points = grid_points(args.game, grid)
    try:
        with progress_bar(max(1, args.games // 2) * 2 * len(points)) as progress:
            run = run_sprt(
                args.game,
                specs,
                test,
                args.games,
                args.seed,
                config,
                points,
                results=results,
                jobs=max(1, args.jobs),
                cluster=args.cluster,
                save_dir=args.save_dir,
                progress=progress,
                follow=args.follow,
            )
    except KeyboardInterrupt:
        return stopped("arena", args.results if results else None)
    except ValueError as exc:
        print(f"clanhall arena: {exc}")
        return 2
    finally:
        if results is not None:
            results.close()
    print_sprt_summary(f"{game.name}: {', '.join(spec_labels(specs))}", specs, test, run.cells, run.limit)
    notes = str(phrase("{count} games played in {seconds} s", count=run.played, seconds=f"{run.seconds:.2f}"))
    if run.resumed:
        notes += ", " + _("{count} taken from the results file").format(count=run.resumed)
    print(notes)
    return 0


def sprt_cells_of(signature: dict, rows) -> tuple:
    """An SPRT run's test, bots and tests per grid point, recomputed from a results file's
    signature and kept games (KeyError, TypeError or ValueError: a damaged signature)."""
    from ai.sprt_run import cells_of, kept_test, take_rows

    test = kept_test(signature["sprt"])
    specs = list(signature["bots"])
    points = grid_points(signature["game"], [(k, v) for k, v in signature.get("grid", [])])
    cells = cells_of(signature["game"], specs, test, signature.get("options"), points)
    take_rows(cells, rows)
    return test, specs, cells


def report_sprt(path: str, signature: dict, rows) -> int:
    """`--report FILE` of an SPRT run: the tests recomputed from the kept games."""
    try:
        test, specs, cells = sprt_cells_of(signature, rows)
    except (KeyError, TypeError, ValueError) as exc:
        print(f"clanhall arena: {phrase('{path}: damaged ({problem})', path=path, problem=str(exc))}")
        return 2
    title = _("{title} — {count} games kept in {path}").format(
        title=_run_title(signature.get("game"), specs), count=len(rows), path=path
    )
    print_sprt_summary(title, specs, test, cells, None)
    return 0


def _run_title(game_id, specs: list[str]) -> str:
    """ "Crystal Clans: random #1, random #2" for a results file's game id (the id as it is
    when no game has it)."""
    try:
        name = _(get_game(str(game_id)).name)
    except (KeyError, ValueError):
        name = str(game_id)
    return f"{name}: {', '.join(spec_labels(specs))}"


def stopped(command: str, results_path: str | None) -> int:
    """Say that a run of `command` was stopped (and where its games are kept); exit 130."""
    if results_path:
        said = phrase("stopped; the games played are kept in {path}, run again to go on", path=str(results_path))
    else:
        said = phrase("stopped")
    print(f"clanhall {command}: {said}")
    return 130
