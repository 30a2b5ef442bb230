"""The record of finished games: an SQLite file, `profile.sqlite`, in the platform's data
folder (platformdirs: ~/.local/share/clanhall on Linux), or in $CLANHALL_DATA_DIR when
that is set. Nothing in it leaves the machine.

One row per finished local game with one human and at least one bot (and no network
seat): when, the game, its variant, the number of players, the human's seat, every seat's
spec, the results, and a fingerprint so a game is recorded once even when its end is
shown again (a loaded finished game, the board after the result).

A game between people (hot-seat or LAN, `tui/profile/people.py`) is one row per person
it is recorded for: that person's seat is `human_seat`, and each person's seat reads
"person:<name>" (a bot's seat, its spec), so the layout is the same and an older
program still opens the file.

Beside each game, the rating every bot seat had on the shipped ladder when it was played
(table `ratings`): a level's search, and so its rating, may change in a later version,
and a game is rated against the bot that was played. An older game without them is rated
against today's table. The table was added within layout 1 (an older program reads only
`games`, and this one makes `ratings` where it is missing).

The file is opened defensively: one that is damaged, of another program or of an unknown
layout is reported in one line, moved aside as `profile.sqlite.damaged-<time>` (never
deleted) and a fresh one begun.
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

from ai.ladder import level_rating
from core.errorlog import log_exception
from core.i18n import _
from tui.setup import HUMAN, NETWORK, bot_spec, is_bot

FILE_NAME = "profile.sqlite"
CSV_NAME = "profile.csv"
LAYOUT = 1  # PRAGMA user_version of the layout below; another value is not ours
SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    played TEXT NOT NULL,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    players INTEGER NOT NULL,
    human_seat INTEGER NOT NULL,
    seats TEXT NOT NULL,
    results TEXT NOT NULL,
    fingerprint TEXT NOT NULL UNIQUE
)
"""
RATINGS_SCHEMA = """
CREATE TABLE IF NOT EXISTS ratings (
    game INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    rating REAL NOT NULL,
    low REAL NOT NULL,
    high REAL NOT NULL,
    PRIMARY KEY (game, seat)
)
"""
COLUMNS = ("played", "game", "variant", "players", "human_seat", "seats", "results")
Rated = tuple[float, float, float]  # a bot's (rating, low, high) on the ladder
PERSON = "person:"  # a person's seat in a game between people: "person:Anna"


@dataclass(frozen=True)
class GameRecord:
    """One finished game: when (ISO time), which game and variant, how many players, the
    human's seat, each seat's spec ("human", "mcts:level=hard"…) and each seat's result,
    and {seat: (rating, low, high)} of the bots the ladder rated when it was played (empty
    for a game recorded before those were kept)."""

    played: str
    game: str
    variant: str
    players: int
    human_seat: int
    seats: tuple[str, ...]
    results: tuple[float, ...]
    rated: dict[int, Rated] = field(default_factory=dict, compare=False)

    def opponents(self) -> list[tuple[str, float]]:
        """(bot spec, its result) of every other seat."""
        return [pair for _seat, pair in self.opponent_seats()]

    def opponent_seats(self) -> list[tuple[int, tuple[str, float]]]:
        """(seat, (bot spec, its result)) of every other seat."""
        return [(i, (spec, r)) for i, (spec, r) in enumerate(zip(self.seats, self.results)) if i != self.human_seat]

    @property
    def own_result(self) -> float:
        return self.results[self.human_seat]

    @property
    def between_people(self) -> bool:
        """Whether this is a game between people, recorded for the person at `human_seat`."""
        return self.seats[self.human_seat].startswith(PERSON)


def person(name: str) -> str:
    """A person's seat spec in the record: "person:Anna"."""
    return PERSON + name


def person_name(spec: str) -> str | None:
    """The name in a person's seat spec ("person:Anna" -> "Anna"); None for a bot's."""
    return spec[len(PERSON) :] if spec.startswith(PERSON) else None


class ProfileError(Exception):
    """The record cannot be read or written (one line for the player)."""


def data_dir() -> Path:
    explicit = os.environ.get("CLANHALL_DATA_DIR")
    if explicit:
        return Path(explicit).expanduser()
    from platformdirs import user_data_path

    return user_data_path("clanhall", appauthor=False)


def profile_path() -> Path:
    return data_dir() / FILE_NAME


def open_record(path: Path | None = None, clock=time.time) -> tuple[sqlite3.Connection, str | None]:
    """The record's connection, and a warning line when a damaged or foreign file was
    moved aside for a fresh one (None otherwise). ProfileError if no file can be made."""
    path = path or profile_path()
    warning = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return _open_checked(path), None
    except (sqlite3.Error, _NotOurs) as exc:
        log_exception(f"profile {path}", exc)
        aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S', time.localtime(clock()))}")
        try:
            path.replace(aside)
        except OSError as move_exc:
            raise ProfileError(
                _("the profile {path} cannot be moved aside: {problem}").format(
                    path=path, problem=move_exc.strerror or move_exc
                )
            ) from move_exc
        warning = _("the profile {path} was damaged; it is kept as {aside} and a fresh one begun").format(
            path=path, aside=aside.name
        )
    except OSError as exc:
        raise ProfileError(
            _("the profile {path} cannot be opened: {problem}").format(path=path, problem=exc.strerror or exc)
        ) from exc
    try:
        return _open_checked(path), warning
    except (sqlite3.Error, _NotOurs, OSError) as exc:
        log_exception(f"profile {path}", exc)
        raise ProfileError(_("the profile {path} cannot be opened: {problem}").format(path=path, problem=exc)) from exc


class _NotOurs(Exception):
    """The file is a database, but not one of ours."""


def _open_checked(path: Path) -> sqlite3.Connection:
    """A connection to `path` (made if missing) with our table; _NotOurs or sqlite3.Error
    if the file is something else."""
    if path.exists() and not path.is_file():
        raise _NotOurs(f"{path} is not a file")
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA quick_check").fetchall()  # reads every page: damage shows here
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == 0 and not tables:
            with connection:
                connection.execute(SCHEMA)
                connection.execute(f"PRAGMA user_version = {LAYOUT}")
        elif version != LAYOUT or "games" not in tables:
            raise _NotOurs(f"{path}: layout {version}, tables {sorted(tables)}")
        if "ratings" not in tables:  # made at first, or added to a file of before (same layout)
            with connection:
                connection.execute(RATINGS_SCHEMA)
        return connection
    except BaseException:
        connection.close()
        raise


def rated_seats(match) -> int | None:
    """The human's seat when `match` is one the profile records (one human, at least one
    bot, no network seat), else None."""
    seats = list(getattr(match, "seats", None) or [])
    humans = [i for i, kind in enumerate(seats) if kind == HUMAN]
    if len(humans) != 1 or NETWORK in seats or not any(is_bot(kind) for kind in seats):
        return None
    return humans[0]


def record_of(match, results: list[float], clock=time.time) -> GameRecord | None:
    """The row a finished `match` makes (None if the profile does not record it)."""
    seat = rated_seats(match)
    if seat is None:
        return None
    config = getattr(match, "config", {}) or {}
    game = str(getattr(match.game, "id", match.game))
    seats = tuple(kind if kind == HUMAN else bot_spec(kind) for kind in match.seats)
    return GameRecord(
        played=played_at(clock),
        game=game,
        variant=str(config.get("variant", "")),
        players=len(match.seats),
        human_seat=seat,
        seats=seats,
        results=tuple(float(r) for r in results),
        rated=rated_now(game, seats, seat),
    )


def rated_now(game: str, seats: tuple[str, ...], human_seat: int) -> dict[int, Rated]:
    """{seat: (rating, low, high)} of the bots in `seats` the shipped ladder rates today."""
    found = {i: level_rating(game, spec, len(seats)) for i, spec in enumerate(seats) if i != human_seat}
    return {i: rated for i, rated in found.items() if rated is not None}


def played_at(clock=time.time) -> str:
    """The time a game is recorded as finished: local ISO time, to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(clock()))


def fingerprint(match) -> str:
    """What makes a game the same game: its game, config, seed, seats and moves."""
    parts = [str(getattr(match.game, "id", match.game)), json.dumps(match.config, sort_keys=True, default=str)]
    parts += [str(match.seed), ",".join(match.seats), repr(match.actions())]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def add_game(connection: sqlite3.Connection, record: GameRecord, key: str) -> bool:
    """Add `record` unless a game with the same fingerprint `key` is there; True if added."""
    with connection:  # the game and its ratings, or neither
        cursor = connection.execute(
            f"INSERT OR IGNORE INTO games ({', '.join(COLUMNS)}, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                record.played,
                record.game,
                record.variant,
                record.players,
                record.human_seat,
                json.dumps(record.seats),
                json.dumps(record.results),
                key,
            ),
        )
        if cursor.rowcount == 1:
            connection.executemany(
                "INSERT INTO ratings (game, seat, rating, low, high) VALUES (?, ?, ?, ?, ?)",
                [(cursor.lastrowid, seat, *rated) for seat, rated in sorted(record.rated.items())],
            )
    return cursor.rowcount == 1


def load_games(connection: sqlite3.Connection) -> list[GameRecord]:
    """Every recorded game, oldest first; a row that does not read is left out."""
    games = []
    rated = _ratings(connection)
    for row in connection.execute(f"SELECT {', '.join(COLUMNS)}, id FROM games ORDER BY id"):
        try:
            seats, results = tuple(json.loads(row[5])), tuple(float(r) for r in json.loads(row[6]))
            if len(seats) != row[3] or len(results) != row[3] or not 0 <= row[4] < row[3]:
                continue
            games.append(
                GameRecord(
                    str(row[0]),
                    str(row[1]),
                    str(row[2]),
                    int(row[3]),
                    int(row[4]),
                    tuple(str(s) for s in seats),
                    results,
                    rated.get(row[7], {}),
                )
            )
        except (ValueError, TypeError):
            continue
    return games


def _ratings(connection: sqlite3.Connection) -> dict[int, dict[int, Rated]]:
    """{game id: {seat: (rating, low, high)}} of the bots rated when each game was played;
    a row that does not read is left out (its bot is then rated by today's table)."""
    found: dict[int, dict[int, Rated]] = {}
    for game, seat, *rated in connection.execute("SELECT game, seat, rating, low, high FROM ratings"):
        try:
            found.setdefault(int(game), {})[int(seat)] = (float(rated[0]), float(rated[1]), float(rated[2]))
        except (ValueError, TypeError):
            continue
    return found


def record_finished(match, results: list[float], path: Path | None = None) -> str | None:
    """Record a finished `match` once (if it is one the profile records); the one line to
    show if that failed or the old file was damaged, else None. Never raises."""
    try:
        record = record_of(match, results)
    except Exception as exc:  # the record is an extra: a bug in it must not end the game
        log_exception("recording a finished game", exc)
        return _("the game could not be added to your profile (details in the error log)")
    return add_rows([(record, fingerprint(match))] if record else [], path)


def add_rows(rows: list[tuple[GameRecord, str]], path: Path | None = None) -> str | None:
    """Add each (record, fingerprint) not yet there; the one line to show if that failed
    or the old file was damaged, else None. Nothing is opened for no rows. Never raises."""
    if not rows:
        return None
    try:
        connection, warning = open_record(path)
        try:
            for record, key in rows:
                add_game(connection, record, key)
        finally:
            connection.close()
        return warning
    except ProfileError as exc:
        return str(exc)
    except Exception as exc:  # the record is an extra: a bug in it must not end the game
        log_exception("recording a finished game", exc)
        return _("the game could not be added to your profile (details in the error log)")


def export_csv(games: list[GameRecord], path: Path) -> Path:
    """Write `games` as CSV (one row per game, seats and results joined by "|"); OSError
    if it cannot be written."""
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(COLUMNS)
        for g in games:
            writer.writerow(
                [
                    g.played,
                    g.game,
                    g.variant,
                    g.players,
                    g.human_seat,
                    "|".join(g.seats),
                    "|".join(f"{r:g}" for r in g.results),
                ]
            )
    return path
