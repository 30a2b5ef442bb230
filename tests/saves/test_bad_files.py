"""What a user may hand clanhall instead of a save: devices, pipes, huge files, far-future
dates, names with terminal escapes. One clear line, a non-zero exit where something was
refused, never a traceback or a hang. These run the real command line where the user does."""

from __future__ import annotations

import os
from datetime import datetime, timezone
from pathlib import Path

import pytest

from core.save import SaveError
from core.savefile import read_save, write_save
from tests.saves.support import NOW, play_random
from tests.support.cli import clanhall, one_clear_line

ROOT = Path(__file__).resolve().parents[2]


def test_replay_of_dev_zero_is_refused_without_reading_it():
    done = clanhall("replay", "/dev/zero")
    assert done.returncode != 0
    assert "/dev/zero: not a clanhall save (a device, not a file)" in one_clear_line(done)


def test_replay_of_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe.clanhall"
    os.mkfifo(fifo)
    done = clanhall("replay", str(fifo))
    assert done.returncode != 0 and "(a pipe, not a file)" in one_clear_line(done)


def test_replay_of_a_huge_file_is_refused_by_its_size(tmp_path):
    huge = tmp_path / "huge.clanhall"
    with open(huge, "wb") as f:
        f.truncate(2**30)  # sparse: takes no disk
    done = clanhall("replay", str(huge))
    assert done.returncode != 0
    assert f"not a clanhall save (too large: {2**30} bytes)" in one_clear_line(done)


def test_host_resume_of_dev_zero_is_refused():
    done = clanhall("host", "--resume", "/dev/zero", "--bind", "127.0.0.1", "--port", "0")
    assert done.returncode != 0 and "not a clanhall save" in one_clear_line(done)


def test_a_save_larger_than_any_reader_accepts_is_never_written(tmp_path, monkeypatch):
    import core.save as save

    monkeypatch.setattr(save, "MAX_BODY", 50)
    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    with pytest.raises(ValueError, match="cannot be saved"):
        write_save(match, directory=tmp_path, now=NOW)
    assert list(tmp_path.iterdir()) == []


def test_read_save_bounds_what_it_reads(tmp_path):
    with pytest.raises(SaveError, match="not a clanhall save"):
        read_save("/dev/urandom")


def _clans_save(folder: Path, **kwargs) -> Path:
    from core.match import Match

    match = Match("clans", {"players": 2}, 4)
    return write_save(match, directory=folder, **kwargs)


def test_saves_lists_a_save_from_the_far_future_in_any_time_zone(tmp_path):
    far = datetime(9999, 12, 31, 23, 0, tzinfo=timezone.utc)
    path = _clans_save(tmp_path, now=far)
    done = clanhall("saves", "--saves-dir", str(tmp_path), env={"TZ": "Asia/Tokyo"})
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "9999-12-31 23:00 UTC" in done.stdout and path.name in done.stdout


def test_saves_escapes_terminal_control_sequences_in_names(tmp_path):
    _clans_save(tmp_path, now=NOW, names=["\x1b[2J\x1b]0;pwned\x07Eve", "Bob\u202eevil"])
    done = clanhall("saves", "--saves-dir", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout and "\x07" not in done.stdout and "\u202e" not in done.stdout
    assert "\\x1b[2J\\x1b]0;pwned\\x07Eve, Bob\\u202eevil" in done.stdout
