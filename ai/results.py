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
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ai.tables import GameRecord
from core.i18n.phrase import phrase

SCHEMA_VERSION = 1
APPLICATION = "clanhall-arena"

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


class ResultsFile:
    """An open results file (see the module docstring)."""

    def __init__(self, path: str | Path, signature: dict | None) -> None:
        """Open or create `path` for a run with `signature`; None opens an existing file
        for reading whatever made it (`--report`)."""
        self.path = Path(path)
        exists = self.path.exists()
        if signature is None and not exists:
            raise ResultsError(phrase("{path}: no such results file", path=str(self.path)))
        if exists and not self.path.is_file():
            raise ResultsError(phrase("{path}: is not a file", path=str(self.path)))
        try:
            self.db = sqlite3.connect(str(self.path), timeout=10)
            if not exists:
                self._create(signature or {})
            self.signature = self._check(signature)
        except sqlite3.DatabaseError as exc:
            raise ResultsError(
                phrase("{path}: not a clanhall results file ({problem})", path=str(self.path), problem=str(exc))
            ) from None

    def _create(self, signature: dict) -> None:
        with self.db:
            self.db.executescript(_SCHEMA)
            self.db.executemany(
                "INSERT INTO meta VALUES (?, ?)",
                [
                    ("application", APPLICATION),
                    ("schema_version", str(SCHEMA_VERSION)),
                    ("signature", _canonical(signature)),
                ],
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
        if signature is not None and _canonical(signature) != _canonical(stored):
            diff = sorted(k for k in set(stored) | set(signature) if stored.get(k) != signature.get(k))
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
        try:
            fetched = self.db.execute("SELECT * FROM games ORDER BY game_index").fetchall()
            return [_row(r) for r in fetched]
        except (sqlite3.DatabaseError, ValueError, TypeError) as exc:
            raise ResultsError(phrase("{path}: damaged ({problem})", path=str(self.path), problem=str(exc))) from None

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "ResultsFile":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _row(r: tuple) -> GameRow:
    (
        index,
        game,
        variant,
        options,
        seed,
        seats,
        first,
        clans,
        scores,
        result,
        actions,
        seconds,
        error,
        version,
        order,
    ) = r
    return GameRow(
        int(index),
        str(game),
        variant,
        json.loads(options),
        int(seed),
        tuple(json.loads(seats)),
        None if first is None else int(first),
        tuple(json.loads(clans)) if clans else None,
        tuple(float(x) for x in json.loads(scores or "[]")),
        tuple(float(x) for x in json.loads(result or "[]")),
        int(actions or 0),
        float(seconds or 0.0),
        error,
        str(version),
        tuple(int(k) for k in json.loads(order)),
    )


def _canonical(obj) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), default=str)
