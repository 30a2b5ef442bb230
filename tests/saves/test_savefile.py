"""Save files on disk: names, folders, atomic writes, listing, autosave slots."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import pytest

from core.save import SaveError, encode_save
from core.savefile import (
    Autosaver,
    atomic_write,
    find_unfinished_autosaves,
    list_saves,
    load_match,
    read_save,
    save_file_name,
    save_match,
    saves_dir,
    stale_temp_files,
    write_save,
)
from tests.saves.support import NOW, play_random, random_step


class FakeClock:
    """A clock the test moves by hand: one minute per reading."""

    def __init__(self, start=NOW):
        self.now = start

    def __call__(self):
        self.now += timedelta(minutes=1)
        return self.now


def test_saves_dir_option_then_environment_then_default():
    assert saves_dir("/x/y", environ={"CLANHALL_SAVES_DIR": "/env"}) == Path("/x/y")
    assert saves_dir(None, environ={"CLANHALL_SAVES_DIR": "/env"}) == Path("/env")
    assert saves_dir(None, environ={}) == Path("saves")


def test_file_name_says_game_date_and_players():
    match = play_random("lucky-draw", "standard", 2, seed=1, moves=1)
    match.names = ["Anna Lüders", "Bob/../etc"]
    assert save_file_name(match, NOW) == "lucky-draw-2026-11-22-1200-anna-luders-vs-bob-etc.clanhall"
    assert (
        save_file_name(match, NOW, title="Friday!")
        == "lucky-draw-2026-11-22-1200-friday-anna-luders-vs-bob-etc.clanhall"
    )


def test_write_and_load(tmp_path):
    match = play_random("lucky-draw", "standard", 3, seed=4, moves=3)
    path = write_save(match, directory=tmp_path, now=NOW, title="mid")
    assert path.parent == tmp_path and path.name.startswith("lucky-draw-2026-11-22-1200-mid-")
    loaded, save = load_match(path)
    assert loaded.state == match.state and save.title == "mid" and save.updated == NOW
    second = write_save(match, directory=tmp_path, now=NOW, title="mid")
    assert second != path and second.name.endswith("-2.clanhall")  # never replaces a save


def test_save_match_for_the_arena(tmp_path):
    """ai/arena.py calls `core.savefile.save_match(match, path)` without a clock."""
    match = play_random("lucky-draw", "standard", 2, seed=2)
    path = save_match(match, str(tmp_path / "a" / "arena-lucky-draw-00000.clanhall"))
    save = read_save(path)
    assert save.finished and save.created is None
    assert list_saves(tmp_path / "a")[0].updated is not None  # falls back to the file time


def test_atomic_write_replaces_whole_or_not_at_all(tmp_path, monkeypatch):
    path = tmp_path / "game.clanhall"
    atomic_write(path, b"good")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write(path, b"new but never finished")
    assert path.read_bytes() == b"good"
    assert [p.name for p in tmp_path.iterdir()] == ["game.clanhall"]  # no temp file left


def test_failed_replace_keeps_old_file(tmp_path, monkeypatch):
    path = tmp_path / "game.clanhall"
    atomic_write(path, b"good")
    monkeypatch.setattr(os, "replace", lambda a, b: (_ for _ in ()).throw(OSError("boom")))
    with pytest.raises(OSError):
        atomic_write(path, b"other")
    assert path.read_bytes() == b"good" and len(list(tmp_path.iterdir())) == 1


def test_list_saves_shows_good_and_damaged_and_never_raises(tmp_path):
    clock = FakeClock()
    old = play_random("lucky-draw", "standard", 2, seed=1, moves=2)
    new = play_random("lucky-draw", "standard", 3, seed=2)
    write_save(old, directory=tmp_path, now=clock())
    write_save(new, directory=tmp_path, now=clock(), names=["Ada", "Brann", "Cora"])
    (tmp_path / "broken.clanhall").write_bytes(b"\x89CLANHALL\r\n")
    (tmp_path / "empty.clanhall").write_bytes(b"")
    (tmp_path / "notes.txt").write_text("not a save")
    (tmp_path / ".x.clanhall.123.tmp").write_bytes(b"partial")
    (tmp_path / "folder.clanhall").mkdir()
    infos = list_saves(tmp_path)
    assert [i.path.name.split("-")[0] for i in infos[:2]] == ["lucky", "lucky"]
    first, second = infos[0], infos[1]
    assert first.players == ("Ada", "Brann", "Cora") and first.finished and first.status == "finished"
    assert second.moves == 2 and second.status == "in progress"
    assert first.updated > second.updated and first.game_name == "Lucky Draw"
    damaged = {i.path.name: i.error for i in infos[2:]}
    assert set(damaged) == {"broken.clanhall", "empty.clanhall"}
    assert "truncated" in damaged["broken.clanhall"] and "empty" in damaged["empty.clanhall"]
    assert all(i.status == "damaged" for i in infos[2:])
    assert list_saves(tmp_path / "missing") == []


def test_autosave_after_every_action_and_unfinished_listing(tmp_path):
    clock = FakeClock()
    match = play_random("lucky-draw", "standard", 2, seed=8, moves=0)
    autosaver = Autosaver(tmp_path, clock=clock)
    match.listeners.append(autosaver)
    import random

    rng = random.Random(3)
    random_step(match, rng)
    slot = autosaver.path
    assert slot.name.startswith("autosave-lucky-draw-") and read_save(slot).moves == 1
    random_step(match, rng)
    assert read_save(slot).moves == 2 and autosaver.writes == 2
    assert [p.name for p in tmp_path.iterdir()] == [slot.name]  # one slot, rewritten
    [info] = find_unfinished_autosaves(tmp_path)
    assert info.path == slot and info.autosave and info.moves == 2
    while not match.is_over():
        random_step(match, rng)
    assert read_save(slot).finished
    assert find_unfinished_autosaves(tmp_path) == []


def test_autosave_resume_keeps_autosave_slot_but_not_manual_save(tmp_path):
    clock = FakeClock()
    match = play_random("lucky-draw", "standard", 2, seed=8, moves=1)
    auto = Autosaver(tmp_path, clock=clock)
    auto.save(match)
    loaded, save = load_match(auto.path)
    again = Autosaver.resume(save, auto.path, clock=clock)
    loaded.listeners.append(again)
    import random

    random_step(loaded, random.Random(1))
    assert again.path == auto.path and read_save(auto.path).moves == 2
    assert read_save(auto.path).created == save.created

    manual = write_save(match, directory=tmp_path, now=clock())
    loaded, save = load_match(manual)
    fresh = Autosaver.resume(save, manual, clock=clock)
    fresh.save(loaded)
    assert fresh.path not in (manual, auto.path) and read_save(manual).moves == 1


def test_autosave_failure_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    errors = []
    match = play_random("lucky-draw", "standard", 2, seed=8, moves=0)
    match.listeners.append(Autosaver(blocker / "saves", clock=FakeClock(), on_error=errors.append))
    import random

    random_step(match, random.Random(1))
    assert len(match.log) == 1 and len(errors) == 1 and isinstance(errors[0], OSError)


def test_stale_temp_files_only_of_dead_writers(tmp_path):
    (tmp_path / f".a.clanhall.{os.getpid()}.tmp").write_bytes(b"mine, still writing")
    (tmp_path / ".b.clanhall.999999999.tmp").write_bytes(b"left by a crash")
    assert [p.name for p in stale_temp_files(tmp_path)] == [".b.clanhall.999999999.tmp"]


def test_unreadable_file_is_a_save_error(tmp_path, monkeypatch):
    path = tmp_path / "locked.clanhall"
    path.write_bytes(encode_save(play_random("lucky-draw", "standard", 2, seed=1, moves=1)))

    def denied(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "open", denied)  # chmod does not bind root, who runs CI here
    with pytest.raises(SaveError, match="locked.clanhall: cannot be read \\(Permission denied\\)"):
        read_save(path)
    assert list_saves(tmp_path)[0].damaged


def test_resuming_one_manual_save_twice_keeps_both_continuations(tmp_path):
    import random

    clock = FakeClock()
    match = play_random("lucky-draw", "standard", 2, seed=8, moves=1)
    manual = write_save(match, directory=tmp_path, now=clock())
    slots = []
    for attempt in range(2):
        loaded, save = load_match(manual)
        saver = Autosaver.resume(save, manual, clock=clock)
        loaded.listeners.append(saver)
        random_step(loaded, random.Random(attempt))
        random_step(loaded, random.Random(attempt))
        slots.append(saver.path)
    assert slots[0] != slots[1] and all(read_save(p).moves == 3 for p in slots)
    assert read_save(manual).moves == 1


def test_a_new_slot_never_replaces_a_file(tmp_path):
    match = play_random("lucky-draw", "standard", 2, seed=8, moves=1)
    first = Autosaver(tmp_path, clock=lambda: NOW)
    first.save(match)
    second = Autosaver(tmp_path, clock=lambda: NOW)  # same second, same seed
    second.save(match)
    assert second.path != first.path and second.path.name.endswith("-2.clanhall")


def test_a_match_that_cannot_be_encoded_is_a_clear_value_error(tmp_path):
    match = play_random("lucky-draw", "standard", 2, seed=8, moves=1)
    match.seed = 2**70  # msgpack carries 64-bit integers only
    with pytest.raises(ValueError, match="this match cannot be saved"):
        write_save(match, directory=tmp_path, now=NOW)
    errors = []
    Autosaver(tmp_path, clock=FakeClock(), on_error=errors.append).save(match)
    assert len(errors) == 1 and isinstance(errors[0], ValueError)
    assert list(tmp_path.iterdir()) == []  # nothing half-written
