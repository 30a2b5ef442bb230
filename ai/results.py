"""Arena results kept in SQLite as they arrive (`clanhall arena --results FILE`).

One file holds one run: its arguments (the *signature*: game, options, grid, bots, seed,
games, seating) and one row per finished game. Opened again with the same signature it
tells which games are still missing, so a stopped run resumes where it stopped; a file
made by other arguments, a damaged file or one that is not ours is refused with one
clear line (`ResultsError`), never mixed. `--report FILE` reads the rows back into
`GameRecord`s for the fairness tables.
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ai.tables import GameRecord
from core.i18n.phrase import phrase

SCHEMA_VERSION = 1
APPLICATION = "clanhall-arena"

COLUMNS = (
    "game_index",
    "game",
    "variant",
    "options",
    "seed",
    "seats",
    "first_player",
    "clans",
    "scores",
    "result",
    "actions",
    "seconds",
    "error",
    "version",
    "seat_order",
)
# what a row may hold: anything beyond is damage (or a hostile file), refused on opening
MAX_SEATS = 16
MAX_JSON_CHARS = 100_000
MAX_JSON_DEPTH = 4  # options hold at most a list in an object; seats etc. are flat lists
MAX_SCORE = 1e9
MAX_COUNT = 10**9  # game numbers and actions per game
MAX_SECONDS = 1e7

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE games (
    game_index INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    first_player INTEGER,
    clans TEXT,
    scores TEXT,
    result TEXT,
    actions INTEGER,
    seconds REAL,
    error TEXT,
    version TEXT NOT NULL,
    seat_order TEXT NOT NULL
);
"""


class ResultsError(Exception):
    """A results file that cannot be used (the message is one line for the user)."""


@dataclass(frozen=True)
class GameRow:
    """One arena game as kept: `error` is a traceback's last line when the game raised
    (then `result` and `scores` are empty)."""

    index: int
    game: str
    variant: str | None
    options: dict
    seed: int
    seats: tuple[str, ...]
    first_player: int | None
    clans: tuple[str, ...] | None
    scores: tuple[float, ...]
    result: tuple[float, ...]
    actions: int
    seconds: float
    error: str | None = None
    version: str = ""
    order: tuple[int, ...] = ()  # the index in the run's bot list of each seat's bot

    def record(self) -> GameRecord:
        return GameRecord(self.seats, self.result, self.first_player, self.clans)


def program_version() -> str:
    try:
        from importlib.metadata import version

        return version("clanhall")
    except Exception:  # not installed as a package (a source checkout): say so
        return "source"


def _differing(stored: dict, wanted: dict) -> list[str]:
    """The keys whose values differ between what a file keeps and what a run asks for
    (compared as stored: canonical JSON), sorted; [] when they agree."""
    if _canonical(stored) == _canonical(wanted):
        return []
    return sorted(
        k
        for k in set(stored) | set(wanted)
        if k not in stored or k not in wanted or _canonical(stored[k]) != _canonical(wanted[k])
    )


class ResultsFile:
    """An open results file (see the module docstring)."""

    def __init__(self, path: str | Path, signature: dict | None, budgets: dict | None = None) -> None:
        """Open or create `path` for a run with `signature`; None opens an existing file
        for reading whatever made it (`--report`). `budgets` ({bot spec: what it searches
        a move}, `ai.registry.search_budgets`) is kept beside the signature: a bot spec
        names a level, not its budget, and a level's budget may change (per game, too), so
        a run resumed with other budgets is refused instead of mixing their games. A file
        from before budgets were kept is taken as it is."""
        self.path = Path(path)
        exists = self.path.exists()
        if signature is None and not exists:
            raise ResultsError(phrase("{path}: no such results file", path=str(self.path)))
        if exists and not self.path.is_file():
            raise ResultsError(phrase("{path}: is not a file", path=str(self.path)))
        try:
            self.db = sqlite3.connect(str(self.path), timeout=10)
        except sqlite3.Error as exc:
            raise self._unwritable(exc) from None
        try:
            if not exists:
                self._create(signature or {}, budgets)
            self.signature = self._check(signature)
            if signature is not None and budgets is not None:
                self._check_budgets(budgets)
            self._check_columns()
        except sqlite3.DatabaseError as exc:
            self.db.close()
            if not exists:
                raise self._unwritable(exc) from None
            raise ResultsError(
                phrase("{path}: not a clanhall results file ({problem})", path=str(self.path), problem=str(exc))
            ) from None
        except ResultsError:
            self.db.close()
            raise
        try:
            self.rows()  # every row checked now: a damaged one refuses the run before any game
            if signature is not None:
                self._check_writable()
        except ResultsError:
            self.db.close()
            raise

    def _unwritable(self, exc: Exception) -> ResultsError:
        return ResultsError(phrase("{path}: cannot be written ({problem})", path=str(self.path), problem=str(exc)))

    def _check_writable(self) -> None:
        """A write rolled back: a read-only file or folder is refused now, not after the
        first game (SQLite opens such a file and fails only on writing)."""
        try:
            self.db.execute("UPDATE meta SET value = value WHERE key = 'application'")
        except sqlite3.Error as exc:
            raise self._unwritable(exc) from None
        finally:
            self.db.rollback()

    def _check_columns(self) -> None:
        """The games table as `_SCHEMA` makes it (rows are read and written by position)."""
        columns = tuple(r[1] for r in self.db.execute("PRAGMA table_info(games)"))
        if not columns:
            raise ResultsError(
                phrase("{path}: damaged ({problem})", path=str(self.path), problem=phrase("no table of games"))
            )
        if columns != COLUMNS:
            raise ResultsError(
                phrase(
                    "{path}: damaged ({problem})",
                    path=str(self.path),
                    problem=phrase("its table of games has other columns than clanhall writes"),
                )
            )

    def _create(self, signature: dict, budgets: dict | None) -> None:
        meta = [
            ("application", APPLICATION),
            ("schema_version", str(SCHEMA_VERSION)),
            ("signature", _canonical(signature)),
        ]
        if budgets is not None:
            meta.append(("budgets", _canonical(budgets)))
        with self.db:
            self.db.executescript(_SCHEMA)
            self.db.executemany("INSERT INTO meta VALUES (?, ?)", meta)

    def _check_budgets(self, budgets: dict) -> None:
        """The bots search what they searched when the file was made (ResultsError if not;
        a file that kept no budgets is taken as it is)."""
        row = self.db.execute("SELECT value FROM meta WHERE key = 'budgets'").fetchone()
        if row is None:
            return
        try:
            stored = json.loads(row[0])
        except ValueError:
            stored = {}
        changed = _differing(stored, budgets)
        if changed:
            raise ResultsError(
                phrase(
                    "{path}: its games were played with other search budgets ({bots}); use another file",
                    path=str(self.path),
                    bots=", ".join(changed),
                )
            )

    def _check(self, signature: dict | None) -> dict:
        try:
            meta = dict(self.db.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.DatabaseError:
            raise ResultsError(phrase("{path}: not a clanhall results file", path=str(self.path))) from None
        if meta.get("application") != APPLICATION:
            raise ResultsError(phrase("{path}: not a clanhall results file", path=str(self.path)))
        if meta.get("schema_version") != str(SCHEMA_VERSION):
            raise ResultsError(
                phrase(
                    "{path}: results of schema {schema}, this clanhall reads {newest}",
                    path=str(self.path),
                    schema=str(meta.get("schema_version")),
                    newest=SCHEMA_VERSION,
                )
            )
        try:
            stored = json.loads(meta["signature"])
        except (KeyError, ValueError):
            raise ResultsError(
                phrase("{path}: damaged (its run arguments cannot be read)", path=str(self.path))
            ) from None
        diff = [] if signature is None else _differing(stored, signature)
        if diff:
            raise ResultsError(
                phrase(
                    "{path}: made by other arguments ({keys} differ); use another file or the same arguments",
                    path=str(self.path),
                    keys=", ".join(diff),
                )
            )
        return stored

    # -- writing -------------------------------------------------------------------------
    def add(self, row: GameRow) -> None:
        """Keep one game at once (committed: a run stopped later does not lose it)."""
        with self.db:
            self.db.execute(
                "INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row.index,
                    row.game,
                    row.variant,
                    _canonical(row.options),
                    row.seed,
                    json.dumps(list(row.seats)),
                    row.first_player,
                    json.dumps(list(row.clans)) if row.clans else None,
                    json.dumps(list(row.scores)),
                    json.dumps(list(row.result)),
                    row.actions,
                    row.seconds,
                    row.error,
                    row.version,
                    json.dumps(list(row.order)),
                ),
            )

    # -- reading -------------------------------------------------------------------------
    def done(self) -> set[int]:
        """The indices of the games already kept without an error (an error row is played again)."""
        return {i for (i,) in self.db.execute("SELECT game_index FROM games WHERE error IS NULL")}

    def rows(self) -> list[GameRow]:
        """Every game kept, in game order, each checked (`RowError` becomes one line
        naming the row and the problem)."""
        try:
            fetched = self.db.execute("SELECT * FROM games ORDER BY game_index").fetchall()
        except sqlite3.DatabaseError as exc:
            raise ResultsError(phrase("{path}: damaged ({problem})", path=str(self.path), problem=str(exc))) from None
        bots = self.signature.get("bots") if isinstance(self.signature, dict) else None
        seats = len(bots) if isinstance(bots, list) and bots else None
        rows = []
        for number, r in enumerate(fetched, 1):
            try:
                rows.append(_row(r, seats))
            except RowError as exc:
                problem = phrase("row {row}: {problem}", row=number, problem=exc.args[0])
                raise ResultsError(
                    phrase("{path}: damaged ({problem})", path=str(self.path), problem=problem)
                ) from None
        return rows

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "ResultsFile":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class RowError(Exception):
    """A kept game that cannot be right (args[0]: a phrase naming the field and why)."""


def _row(r: tuple, seats: int | None = None) -> GameRow:
    """A `GameRow` from the table's values, each checked for type and range (`RowError`);
    `seats`: how many seats the run's games have, when its signature says."""
    values = dict(zip(COLUMNS, r))
    error = _text_or_none(values, "error")
    seat_names = _json_list(values, "seats", str)
    if not 1 <= len(seat_names) <= MAX_SEATS or (seats is not None and len(seat_names) != seats):
        raise RowError(phrase("{field} is out of range", field="seats"))
    n = len(seat_names)
    first = values["first_player"]
    if first is not None and (type(first) is not int or not 0 <= first < n):
        raise RowError(phrase("{field} is out of range", field="first_player"))
    clans = None if values["clans"] is None else _json_list(values, "clans", str)
    if clans is not None and len(clans) != n:
        raise RowError(phrase("{field} has {count} values for {seats} seats", field="clans", count=len(clans), seats=n))
    scores = _numbers(values, "scores", n, error, -MAX_SCORE, MAX_SCORE)
    result = _numbers(values, "result", n, error, 0.0, 1.0)
    order = _json_list(values, "seat_order", int)
    if len(order) != n and not (error is not None and not order):
        raise RowError(
            phrase("{field} has {count} values for {seats} seats", field="seat_order", count=len(order), seats=n)
        )
    if any(not 0 <= k < n for k in order):
        raise RowError(phrase("{field} is out of range", field="seat_order"))
    options = _json(values, "options")
    if not isinstance(options, dict):
        raise RowError(phrase("{field} has the wrong type", field="options"))
    seed = values["seed"]
    if type(seed) is not int:
        raise RowError(phrase("{field} has the wrong type", field="seed"))
    return GameRow(
        _count(values, "game_index"),
        _text(values, "game"),
        _text_or_none(values, "variant"),
        options,
        seed,
        tuple(seat_names),
        first,
        tuple(clans) if clans else None,
        scores,
        result,
        _count(values, "actions", none_is=0),
        _seconds(values),
        error,
        _text(values, "version"),
        tuple(order),
    )


def _text(values: dict, field: str) -> str:
    value = values[field]
    if not isinstance(value, str):
        raise RowError(phrase("{field} has the wrong type", field=field))
    return value


def _text_or_none(values: dict, field: str) -> str | None:
    return None if values[field] is None else _text(values, field)


def _count(values: dict, field: str, none_is: int | None = None) -> int:
    value = values[field]
    if value is None and none_is is not None:
        return none_is
    if type(value) is not int:
        raise RowError(phrase("{field} has the wrong type", field=field))
    if not 0 <= value <= MAX_COUNT:
        raise RowError(phrase("{field} is out of range", field=field))
    return value


def _seconds(values: dict) -> float:
    value = values["seconds"]
    if value is None:
        return 0.0
    if type(value) not in (int, float):
        raise RowError(phrase("{field} has the wrong type", field="seconds"))
    if not 0 <= value <= MAX_SECONDS:  # NaN fails too
        raise RowError(phrase("{field} is out of range", field="seconds"))
    return float(value)


def _numbers(values: dict, field: str, seats: int, error: str | None, low: float, high: float) -> tuple[float, ...]:
    """A list of one number per seat between `low` and `high` (an error row's may be empty)."""
    numbers = _json_list(values, field, float) if values[field] is not None else []
    if len(numbers) != seats and not (error is not None and not numbers):
        raise RowError(
            phrase("{field} has {count} values for {seats} seats", field=field, count=len(numbers), seats=seats)
        )
    if any(not (math.isfinite(x) and low <= x <= high) for x in numbers):
        raise RowError(phrase("{field} is out of range", field=field))
    return tuple(float(x) for x in numbers)


def _json_list(values: dict, field: str, kind: type) -> list:
    """A JSON list of `kind` (float takes ints too; bool is no number here)."""
    items = _json(values, field)
    kinds = (int, float) if kind is float else (kind,)
    if not isinstance(items, list) or any(type(x) not in kinds for x in items):
        raise RowError(phrase("{field} has the wrong type", field=field))
    return items


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def _json(values: dict, field: str):
    """The JSON in a text column; too long or nested too deep is refused before parsing
    (a deep one would exhaust the parser's recursion)."""
    text = values[field]
    if not isinstance(text, str):
        raise RowError(phrase("{field} has the wrong type", field=field))
    if len(text) > MAX_JSON_CHARS or _depth(_STRING.sub('""', text)) > MAX_JSON_DEPTH:
        raise RowError(phrase("{field} is not readable JSON", field=field))
    try:
        return json.loads(text)
    except ValueError:
        raise RowError(phrase("{field} is not readable JSON", field=field)) from None


def _depth(text: str) -> int:
    depth = deepest = 0
    for ch in text:
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def _canonical(obj) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), default=str)
