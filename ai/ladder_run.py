"""`clanhall ladder --game G [--players N]`: rate the bot levels against each other.

The entrants — `random`, `greedy` and every MCTS level, weakest first — meet at tables of
neighbours: for duels every pair at most `reach` (2) places apart in that order, for 3–4
players every run of N neighbours. Round g plays each table once with seed `seed + g`,
the seats rotated by g, so game numbers (`g · tables + t`) do not depend on `--games`: a
run stopped, or run again with more games, plays only what is missing from its
`--results` file. The games are played by the arena's backends (`--jobs`), and the fit
(`ai.ladder.fit`: Bradley–Terry for duels, Plackett–Luce for more) rates every entrant
with a 95 % interval, `random` at 0. `--also FILE` adds the games of other results files
(an arena or SPRT run between entrants, e.g. two neighbouring levels) to the fit: every
game of the same game and table size whose seats are all entrants. `--write` keeps the ratings in the shipped table
(`ai/ladder_table.json`) that the new-game form and `clanhall play --help` show.
"""

from __future__ import annotations

import datetime
import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ai.backends import backend_for
from ai.ladder import (
    ANCHOR,
    TABLE_PATH,
    LadderFit,
    Rating,
    Step,
    entrant_key,
    fit_ladder,
    known_ratings,
    level_definition,
    load_table,
    table_entry,
    table_steps,
)
from ai.levels import LEVELS
from ai.playing import GameTask
from ai.registry import search_budgets, split_specs
from ai.tables import format_columns
from core.i18n import N_, _
from core.i18n.phrase import phrase
from core.registry import get_game
from core.seat_names import LEVEL_WORDS

ENTRANTS = ("random", "greedy", *(f"mcts:level={level}" for level in LEVELS))
REACH = 2  # a duel's entrants meet every other entrant up to this many places away


def tables(entrants: list[str], players: int, reach: int = REACH) -> list[tuple[str, ...]]:
    """Who sits together: duels pair every two entrants at most `reach` places apart;
    bigger tables seat every run of `players` neighbours."""
    if players < 2 or len(entrants) < players:
        raise ValueError(
            phrase("a ladder of {players} players needs at least {players} entrants", players=max(players, 2))
        )
    if players == 2:
        return [
            (entrants[i], entrants[j])
            for i in range(len(entrants))
            for j in range(i + 1, min(len(entrants), i + reach + 1))
        ]
    return [tuple(entrants[i : i + players]) for i in range(len(entrants) - players + 1)]


def plan(
    game_id: str, config: dict, entrants: list[str], players: int, games: int, seed: int, reach: int = REACH
) -> list[GameTask]:
    """`games` rounds of every table (see the module docstring for the numbering)."""
    seated = tables(entrants, players, reach)
    return [
        GameTask(g * len(seated) + t, game_id, config, seed + g, table, g % players)
        for g in range(games)
        for t, table in enumerate(seated)
    ]


def games_also(paths: list[str], game_id: str, config: dict, entrants: list[str]) -> list:
    """The kept games of other results files (`--also`) that the ladder can rate: the same
    game, variant and table size, every seat an entrant, no error (ResultsError: one line)."""
    from ai.results import ResultsFile

    taken = []
    for path in paths:
        with ResultsFile(path, None) as results:
            rows = results.rows()
        taken += [
            r
            for r in rows
            if r.error is None
            and r.game == game_id
            and r.variant == config.get("variant")
            and len(r.seats) == config["players"]
            and set(r.seats) <= set(entrants)
        ]
    return taken


def ratings_of(rows, known: dict[str, tuple[float, float]] | None = None) -> LadderFit:
    """The fit of the kept games (error rows left out): each seat ranked by its share of
    the win, then its score; `known` {entrant key: (rating, sd)} extends an earlier fit."""
    games = [(row.seats, list(zip(row.result, row.scores))) for row in rows if row.error is None]
    if not known:
        return fit_ladder(games)
    specs = {spec for row in rows for spec in row.seats}
    return fit_ladder(games, known={spec: known[entrant_key(spec)] for spec in specs if entrant_key(spec) in known})


@dataclass
class LadderRun:
    """A finished (or read) ladder: its kept games and how many were played now."""

    entrants: list[str]
    rows: list = field(default_factory=list)
    played: int = 0
    resumed: int = 0
    seconds: float = 0.0
    added: int = 0  # games of other results files (`--also`), in `rows` too


def run_ladder(
    game_id: str,
    config: dict,
    entrants: list[str],
    players: int,
    games: int,
    seed: int = 1,
    reach: int = REACH,
    jobs: int = 1,
    results=None,
    progress=None,
) -> LadderRun:
    """Play the ladder's games that `results` (an open `ai.results.ResultsFile`) does not
    hold yet, keeping each as it finishes."""
    start = time.perf_counter()
    kept = [r for r in results.rows() if r.error is None] if results is not None else []
    done = {r.index for r in kept}
    todo = [t for t in plan(game_id, config, entrants, players, games, seed, reach) if t.index not in done]
    run = LadderRun(list(entrants), list(kept), resumed=len(kept))
    total = len(todo) + len(kept)
    if progress:
        progress(len(kept), total)
    with backend_for(None, jobs, len(todo)) as backend:
        for row in backend.play(todo):
            run.rows.append(row)
            run.played += 1
            if results is not None:
                results.add(row)
            if progress:
                progress(len(run.rows), total)
    run.seconds = time.perf_counter() - start
    return run


# the variant of a game that has one, named in the ladder's title (the others' names are
# their games' own messages)
VARIANT_WORDS = (N_("standard"),)


def shown_entrant(spec: str) -> str:
    """An entrant as the reader reads it: a level or a bot without levels in the words the
    new-game form uses ("leicht", "zufällig"), any other spec as written."""
    key = entrant_key(spec)
    return _(key) if key in LEVEL_WORDS else key


def format_ladder(result: LadderFit, entrants: list[str]) -> str:
    """The ladder weakest first: rating, 95 % interval, games, the step up from the
    entrant below with the step's own 95 % interval, and whether the two entrants'
    intervals overlap."""
    order = [r for r in result.rising() if r.name in entrants]
    steps = result.steps([r.name for r in order])
    # the headings are the interface's words (gettext finds no marked call inside an f-string)
    head = [_("entrant"), _("rating"), _("95% CI"), _("games"), _("step (95% CI)")]
    cells, notes = [], []
    for k, r in enumerate(order):
        below = order[k - 1] if k else None
        gap = "" if not k else _step_text(steps[k - 1])
        notes.append(" " + _("(intervals overlap)") if below is not None and r.low <= below.high else "")
        cells.append([shown_entrant(r.name), f"{r.rating:.0f}", f"{r.low:.0f}–{r.high:.0f}", str(r.games), gap])
    lines = format_columns(head, cells, (14, 7, 15, 6, 19)).split("\n")
    return "\n".join([lines[0]] + [line + note for line, note in zip(lines[1:], notes)])


def _step_text(step: Step) -> str:
    return f"{step.gap:+.0f} ({step.low:+.0f}–{step.high:+.0f})"


def _table_row(r: Rating, game: str, step: Step | None = None) -> dict:
    """A rating as the table keeps it, with the level's definition (searching `game`) when
    it is a level and its step (`ai.ladder.table_steps`) when there is one."""
    row: dict = {"rating": round(r.rating, 1), "low": round(r.low, 1), "high": round(r.high, 1), "games": r.games}
    definition = level_definition(entrant_key(r.name), game)
    if definition is not None:
        row["level"] = definition
    if step is not None:
        row["step"] = _step_row(step)
    return row


def _step_row(step: Step) -> dict:
    return {
        "below": entrant_key(step.lower),
        "gap": round(step.gap, 1),
        "low": round(step.low, 1),
        "high": round(step.high, 1),
    }


def write_table(
    path: str | Path,
    game_id: str,
    players: int,
    variant: str | None,
    ratings: dict[str, Rating],
    games: int,
    steps: Sequence[Step] = (),
) -> None:
    """Keep the ratings of one game and table size in the ladder table at `path` (the
    other entries stay as they were), each with the step up from the one below it when
    `steps` has it; written whole to a new file, then moved in place."""
    step_to = {step.upper: step for step in steps}
    path = Path(path)
    data = load_table(str(path)) if path.exists() else {}
    data = json.loads(json.dumps(data))  # a copy: the cached table stays as read
    data.setdefault("about", "Bot ratings from `clanhall ladder --write` (random = 0); see bench/RESULTS.md")
    entry = {
        "variant": variant,
        "date": datetime.date.today().isoformat(),
        "games": games,
        "ratings": {
            entrant_key(r.name): _table_row(r, game_id, step_to.get(r.name))
            for r in sorted(ratings.values(), key=lambda r: r.rating)
        },
    }
    data.setdefault("games", {}).setdefault(game_id, {})[str(players)] = entry
    _save_table(path, data)


def _save_table(path: Path, data: dict) -> None:
    """Write the ladder table whole to a new file, then move it in place."""
    temporary = path.with_name(path.name + ".new")
    temporary.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(temporary, path)
    load_table.cache_clear()


def extend_table(
    path: str | Path,
    game_id: str,
    players: int,
    fit: LadderFit,
    new: Sequence[str],
    games: int,
) -> None:
    """Add the entrants `new`, rated by a fit that extends the table's own (`--extend`),
    to the table at `path`: each with its step in that fit (`ai.ladder.table_steps`), and
    an entrant of the table whose step now starts at a new one (a level added below it)
    with that step; the table's ratings stay as they were, and the entry lists the
    extension."""
    path = Path(path)
    data = json.loads(json.dumps(load_table(str(path)) if path.exists() else {}))
    entry = data.setdefault("games", {}).setdefault(game_id, {}).setdefault(str(players), {})
    ratings = entry.setdefault("ratings", {})
    step_to = {step.upper: step for step in table_steps(fit)}
    for name in new:
        ratings[entrant_key(name)] = _table_row(fit.ratings[name], game_id, step_to.get(name))
    for upper, step in step_to.items():
        if upper not in new and step.lower in new and entrant_key(upper) in ratings:
            ratings[entrant_key(upper)]["step"] = _step_row(step)
    entry["ratings"] = dict(sorted(ratings.items(), key=lambda item: item[1].get("rating", 0.0)))
    entry.setdefault("extended", []).append(
        {"date": datetime.date.today().isoformat(), "games": games, "entrants": [entrant_key(n) for n in new]}
    )
    _save_table(path, data)


# -- the command -------------------------------------------------------------------------


def add_arguments(parser) -> None:
    parser.add_argument("--game", help=N_("clans | crystal-clans | crimson-company"))
    parser.add_argument("--players", type=int, default=2, help=N_("seats at every table (default 2)"))
    parser.add_argument("--variant", default=None, help=N_("the game's variant (default: its first for that many)"))
    parser.add_argument(
        "--games",
        type=int,
        default=20,
        help=N_("rounds: games of every table (default 20); 0 reads the results file only"),
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--entrants",
        metavar="SPEC,SPEC",
        help=N_("the bots rated, weakest first (default: random, greedy and every MCTS level)"),
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help=N_("games played at once in separate processes (default 1)"),
    )
    parser.add_argument(
        "--results",
        metavar="FILE",
        help=N_("keep every game in this SQLite file as it finishes; run again to play only the missing games"),
    )
    parser.add_argument(
        "--also",
        metavar="FILE",
        action="append",
        default=[],
        help=N_("add the games of another results file whose seats are all entrants (repeatable)"),
    )
    parser.add_argument("--write", action="store_true", help=N_("keep the ratings in the ladder table"))
    parser.add_argument(
        "--extend",
        action="store_true",
        help=N_(
            "rate only the entrants the ladder table has no rating for, taking its ratings of "
            "the others as known (random need not play); --write adds them to the table"
        ),
    )
    parser.add_argument(
        "--rerate",
        metavar="SPEC,SPEC",
        default=None,
        help=N_(
            "with --extend: rate these entrants again although the ladder table rates them "
            "(after their level changed, or with more games); implies --extend"
        ),
    )
    parser.add_argument(
        "--table", metavar="FILE", default=None, help=N_("the ladder table --write updates (default: the shipped one)")
    )


def run(args) -> int:
    try:
        game, config, entrants = _checked(args)
    except (KeyError, ValueError) as exc:  # a bad command line (an ImportError of ours is a bug, raised)
        print(f"clanhall ladder: {exc.args[0] if exc.args else exc}")
        return 2
    if args.extend and not extension(args, entrants)[1]:
        problem = phrase("the ladder table already rates every entrant: nothing to extend")
        print(f"clanhall ladder: {problem}")
        return 2
    from ai.arena import progress_bar, stopped
    from ai.results import ResultsError, ResultsFile

    signature = {
        "ladder": 1,
        "game": args.game,
        "options": config,
        "entrants": entrants,
        "seed": args.seed,
        "reach": REACH,
    }
    try:
        results = ResultsFile(args.results, signature, search_budgets(args.game, entrants)) if args.results else None
        also = games_also(args.also, args.game, config, entrants)
    except ResultsError as exc:
        print(f"clanhall ladder: {exc}")
        return 2
    try:
        with progress_bar(args.games * len(tables(entrants, args.players))) as progress:
            ladder = run_ladder(
                args.game,
                config,
                entrants,
                args.players,
                args.games,
                args.seed,
                jobs=max(1, args.jobs),
                results=results,
                progress=progress,
            )
    except KeyboardInterrupt:
        return stopped("ladder", args.results if results else None)
    finally:
        if results is not None:
            results.close()
    ladder.rows += also
    ladder.added = len(also)
    return _report(args, game, config, entrants, ladder)


def _checked(args) -> tuple:
    """The game, its config and the entrants the arguments name (ValueError: one line)."""
    from ai.registry import make_bot

    if not args.game:
        raise ValueError(phrase("--game is required"))
    if args.results and any(Path(p).resolve() == Path(args.results).resolve() for p in args.also):
        raise ValueError(phrase("--also names the ladder's own results file"))
    game = get_game(args.game)
    if args.games < 0 or args.players < 2:
        raise ValueError(phrase("--games must be 0 or more and --players at least 2"))
    config = game.normalize_config({"players": args.players, "variant": args.variant})
    entrants = split_specs(args.entrants) if args.entrants else list(ENTRANTS)
    if args.rerate:
        args.extend = True
        outside = [spec for spec in split_specs(args.rerate) if spec not in entrants or spec == ANCHOR]
        if outside:
            raise ValueError(phrase("--rerate names {spec}, which is not an entrant rated here", spec=outside[0]))
    if ANCHOR not in entrants and not args.extend:
        raise ValueError(phrase("the ladder needs games of {anchor}, its zero", anchor=ANCHOR))
    if len(set(entrants)) != len(entrants):
        raise ValueError(phrase("--entrants names a bot twice"))
    for spec in entrants:
        make_bot(spec)
    tables(entrants, args.players)
    return game, config, entrants


def extension(args, entrants: list[str]) -> tuple[dict, list[str]]:
    """With `--extend`: the table's ratings that still hold ({entrant key: (rating, sd)}),
    less those `--rerate` names, and the entrants it has none for; else nothing known,
    nothing new."""
    if not args.extend:
        return {}, []
    table = load_table(str(args.table or TABLE_PATH))
    known = known_ratings(table_entry(table, args.game, args.players), args.game)
    for spec in split_specs(args.rerate) if args.rerate else []:
        known.pop(entrant_key(spec), None)
    return known, [spec for spec in entrants if entrant_key(spec) not in known and spec != ANCHOR]


def _report(args, game, config: dict, entrants: list[str], ladder: LadderRun) -> int:
    errors = [r for r in ladder.rows if r.error is not None]
    good = [r for r in ladder.rows if r.error is None]
    title = phrase(
        "{game}, {players} players ({variant}): {games} games",
        game=game.name,
        players=args.players,
        variant=_(str(config.get("variant"))),
        games=len(good),
    )
    print(title)
    if not good:
        print(phrase("no games to rate yet"))
        return 0
    known, new = extension(args, entrants)
    if args.extend:
        print(phrase("known from the ladder table: {names}", names=", ".join(sorted(known)) or "-"))
    try:
        result = ratings_of(good, known)
    except ValueError as exc:
        print(f"clanhall ladder: {exc}")
        return 2
    print(format_ladder(result, entrants))
    notes = [phrase("{count} games played in {seconds} s", count=ladder.played, seconds=f"{ladder.seconds:.1f}")]
    if ladder.resumed:
        notes.append(phrase("{count} games taken from the results file", count=ladder.resumed))
    if ladder.added:
        notes.append(phrase("{count} games added from other results files", count=ladder.added))
    if errors:
        notes.append(
            phrase("{count} games raised an error and are not counted (tracebacks in the error log)", count=len(errors))
        )
    print("; ".join(str(n) for n in notes))
    if args.write and args.extend:
        path = args.table or TABLE_PATH
        extend_table(path, args.game, args.players, result, new, len(good))
        print(phrase("ratings written to {path}", path=str(path)))
    elif args.write:
        path = args.table or TABLE_PATH
        steps = table_steps(result)
        write_table(path, args.game, args.players, config.get("variant"), result.ratings, len(good), steps)
        print(phrase("ratings written to {path}", path=str(path)))
    return 0
