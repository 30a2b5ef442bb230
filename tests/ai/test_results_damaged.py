"""`clanhall arena --results FILE`: a damaged or unusable results file is refused at the
start, in one line naming the problem, with exit status 2, and no game is played."""

from __future__ import annotations

import os
import sqlite3
import subprocess

import pytest

from tests.support.cli import clanhall, one_clear_line
from tui.cli import main

ARGS = ["arena", "--game", "crystal-clans", "--players", "random,random", "--seed", "4"]


def arena_args(path, games: int) -> list[str]:
    return [*ARGS, "--games", str(games), "--results", str(path)]


@pytest.fixture(scope="module")
def kept(tmp_path_factory):
    """A results file of a run of 4 games that kept 2 (a stopped run, to be resumed)."""
    path = tmp_path_factory.mktemp("kept") / "run.sqlite"
    assert main(arena_args(path, 2)) == 0
    with sqlite3.connect(path) as db:  # the same run with 4 games: 2 still to play
        signature = db.execute("SELECT value FROM meta WHERE key = 'signature'").fetchone()[0]
        db.execute("UPDATE meta SET value = ? WHERE key = 'signature'", (signature.replace('"games":2', '"games":4'),))
    return path.read_bytes()


def refused(path, capsys) -> str:
    """Run the arena on `path`: it must refuse in one line with status 2 and play nothing."""
    before = path.read_bytes() if path.is_file() else None
    assert main(arena_args(path, 4)) == 2
    out = capsys.readouterr()
    text = (out.out + out.err).strip()
    assert len(text.splitlines()) == 1 and "Traceback" not in text and "unexpected error" not in text, text
    assert text.startswith(f"clanhall arena: {path}: ")
    if before is not None:
        assert path.read_bytes() == before  # nothing played, nothing written
    return text


DEEP = "[" * 100_000 + "]" * 100_000
DAMAGE = {
    "other columns": ("ALTER TABLE games ADD COLUMN extra TEXT", "other columns than clanhall writes"),
    "no games table": ("DROP TABLE games", "no table of games"),
    "deep JSON": (f"UPDATE games SET seats = '{DEEP}' WHERE game_index = 1", "row 2: seats is not readable JSON"),
    "deep options": (f"UPDATE games SET options = '{{\"a\": {DEEP}}}'", "options is not readable JSON"),
    "bad JSON": ("UPDATE games SET clans = '[\"skull\",' WHERE game_index = 0", "row 1: clans is not readable JSON"),
    "seats a string": ("UPDATE games SET seats = '\"random\"'", "seats has the wrong type"),
    "options a list": ("UPDATE games SET options = '[]'", "options has the wrong type"),
    "seed a text": ("UPDATE games SET seed = 'x'", "seed has the wrong type"),
    "actions a text": ("UPDATE games SET actions = 'many'", "actions has the wrong type"),
    "score 1e300": ("UPDATE games SET scores = '[1e300, 0]'", "scores is out of range"),
    "score Infinity": ("UPDATE games SET scores = '[Infinity, 0]'", "scores is out of range"),
    "score a text": ("UPDATE games SET scores = '[\"3\", 0]'", "scores has the wrong type"),
    "result above 1": ("UPDATE games SET result = '[2, 0]'", "result is out of range"),
    "negative actions": ("UPDATE games SET actions = -5", "actions is out of range"),
    "negative index": ("UPDATE games SET game_index = -1 WHERE game_index = 0", "game_index is out of range"),
    "seconds NaN-like": ("UPDATE games SET seconds = 1e300", "seconds is out of range"),
    "first player 7": ("UPDATE games SET first_player = 7", "first_player is out of range"),
    "seat order 5": ("UPDATE games SET seat_order = '[0, 5]'", "seat_order is out of range"),
    "more results than seats": ("UPDATE games SET result = '[1, 0, 0]'", "result has 3 values for 2 seats"),
    "more seats than bots": (
        'UPDATE games SET seats = \'["random", "random", "random"]\'',
        "seats is out of range",
    ),
}


@pytest.mark.parametrize("damage", DAMAGE, ids=list(DAMAGE))
def test_a_damaged_results_file_is_refused_before_any_game(damage, kept, tmp_path, capsys):
    path = tmp_path / "run.sqlite"
    path.write_bytes(kept)
    sql, problem = DAMAGE[damage]
    with sqlite3.connect(path) as db:
        db.execute(sql)
    db.close()
    assert problem in refused(path, capsys)


def test_the_undamaged_file_resumes(kept, tmp_path, capsys):
    """The file the damage cases start from is good: the run plays its 2 missing games."""
    path = tmp_path / "run.sqlite"
    path.write_bytes(kept)
    assert main(arena_args(path, 4)) == 0
    assert "2 games taken from the results file" in capsys.readouterr().out


def test_a_file_that_is_not_sqlite_is_refused(tmp_path, capsys):
    path = tmp_path / "run.sqlite"
    path.write_bytes(b"hello, not a database " * 200)
    assert "not a clanhall results file" in refused(path, capsys)


def test_a_results_file_in_a_missing_folder_is_refused(tmp_path, capsys):
    path = tmp_path / "no such folder" / "run.sqlite"
    assert "cannot be written" in refused(path, capsys)


def read_only(path) -> bool:
    """Make `path` unwritable even for root (chattr +i); False where that cannot be done."""
    path.chmod(0o444)
    if os.geteuid() == 0:
        subprocess.run(["chattr", "+i", str(path)], capture_output=True)
    try:
        with open(path, "r+b"):
            return False
    except OSError:
        return True


def test_an_unwritable_results_file_is_refused_before_any_game(kept, tmp_path, capsys):
    path = tmp_path / "run.sqlite"
    path.write_bytes(kept)
    try:
        if not read_only(path):
            pytest.skip("cannot make a file read-only here")
        assert "cannot be written" in refused(path, capsys)
    finally:
        subprocess.run(["chattr", "-i", str(path)], capture_output=True)
        path.chmod(0o644)


def test_the_real_command_line_refuses_a_damaged_file_in_one_line(kept, tmp_path):
    path = tmp_path / "run.sqlite"
    path.write_bytes(kept)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET result = '[1, 0, 0]'")
    db.close()
    done = clanhall(*arena_args(path, 4))
    assert done.returncode == 2
    assert "result has 3 values for 2 seats" in one_clear_line(done)
