"""`clanhall saves` and `clanhall replay` through the real command line."""

from __future__ import annotations

import pytest

from core.savefile import write_save
from tests.saves.support import NOW, play_random
from tui.cli import main


def test_saves_lists_a_table(tmp_path, capsys):
    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    match.names = ["Ada", "Brann"]
    path = write_save(match, directory=tmp_path, now=NOW)
    (tmp_path / "broken.clanhall").write_bytes(b"\x89CLANHALL\r\n\x1a\x00\x09")
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"Saved games in {tmp_path}:"
    assert out[1].split() == ["game", "players", "progress", "moves", "last", "played", "status", "file"]
    assert "Lucky Draw" in out[2] and "Ada, Brann" in out[2] and "in progress" in out[2]
    assert out[2].endswith(path.name)
    assert "damaged: written by a newer clanhall" in out[3] and out[3].endswith("broken.clanhall")


def test_saves_uses_the_environment_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CLANHALL_SAVES_DIR", str(tmp_path / "env"))
    assert main(["saves"]) == 0
    assert capsys.readouterr().out == f"No saved games in {tmp_path / 'env'}.\n"


def test_replay_refuses_a_bad_file_clearly(tmp_path, capsys):
    bad = tmp_path / "bad.clanhall"
    bad.write_bytes(b"")
    assert main(["replay", str(bad)]) == 2
    assert capsys.readouterr().out == f"clanhall replay: {bad}: the file is empty\n"


def test_replay_opens_the_viewer(tmp_path, monkeypatch):
    match = play_random("lucky-draw", "standard", 2, seed=3, moves=3)
    path = write_save(match, directory=tmp_path, now=NOW, title="t")
    opened = []
    from tui.screens import replay as replay_module

    monkeypatch.setattr(replay_module.ReplayApp, "run", lambda self: opened.append(self.screen_args))
    assert main(["replay", str(path), "--move", "2"]) == 0
    [(loaded, title, start)] = opened
    assert loaded.state == match.state and title == "t" and start == 2


def test_saves_verify_replays_the_logs(tmp_path, capsys):
    import hashlib
    import struct

    import msgpack

    from core.save import HEADER_SIZE, SAVE_MAGIC, encode_save

    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    body = msgpack.unpackb(encode_save(match, created=NOW)[HEADER_SIZE:], raw=False)
    body["log"][1][1] = ["play", 99]  # well formed, but no such card
    packed = msgpack.packb(body)
    head = SAVE_MAGIC + struct.pack(">HI", 1, len(packed))
    (tmp_path / "forged.clanhall").write_bytes(head + hashlib.sha256(head + packed).digest() + packed)
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    assert "in progress" in capsys.readouterr().out  # the quick listing trusts the log
    assert main(["saves", "--saves-dir", str(tmp_path), "--verify"]) == 0
    assert "damaged: move 2 of 2 does not replay" in capsys.readouterr().out


def test_saves_verify_notes_changed_rules(tmp_path, capsys):
    import hashlib
    import struct

    import msgpack

    from core.save import HEADER_SIZE, SAVE_MAGIC, encode_save
    from core.savefile import list_saves
    from tui.screens.save_dialogs import preview_save

    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    body = msgpack.unpackb(encode_save(match, created=NOW)[HEADER_SIZE:], raw=False)
    body["position"] = "f" * 32
    packed = msgpack.packb(body)
    head = SAVE_MAGIC + struct.pack(">HI", 1, len(packed))
    (tmp_path / "old.clanhall").write_bytes(head + hashlib.sha256(head + packed).digest() + packed)
    assert main(["saves", "--saves-dir", str(tmp_path), "--verify"]) == 0
    assert "in progress (rules changed since)" in capsys.readouterr().out
    assert "Note: the rules changed" in preview_save(list_saves(tmp_path)[0])


def test_replay_finds_a_file_name_in_the_saves_folder(tmp_path, monkeypatch):
    match = play_random("lucky-draw", "standard", 2, seed=3, moves=3)
    path = write_save(match, directory=tmp_path / "s", now=NOW)
    opened = []
    from tui.screens import replay as replay_module

    monkeypatch.setattr(replay_module.ReplayApp, "run", lambda self: opened.append(self.screen_args))
    monkeypatch.chdir(tmp_path)
    assert main(["replay", path.name, "--saves-dir", "s"]) == 0
    assert opened[0][1] == path.name  # untitled: the file name is the title
    monkeypatch.setenv("CLANHALL_SAVES_DIR", str(tmp_path / "s"))
    assert main(["replay", path.name]) == 0 and len(opened) == 2


def test_saves_clean_deletes_only_dead_writers_temp_files(tmp_path, capsys):
    import os

    dead = tmp_path / ".a.clanhall.999999999.tmp"
    alive = tmp_path / f".b.clanhall.{os.getpid()}.tmp"
    dead.write_bytes(b"partial")
    alive.write_bytes(b"being written")
    good = write_save(play_random("lucky-draw", "standard", 2, seed=3, moves=1), directory=tmp_path, now=NOW)
    assert main(["saves", "--saves-dir", str(tmp_path), "--clean"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Deleted 1 temporary file left by interrupted writes.")
    assert not dead.exists() and alive.exists() and good.exists()


def _damaged_save(tmp_path):
    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    path = write_save(match, directory=tmp_path, now=NOW)
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF  # the checksum no longer matches
    path.write_bytes(bytes(data))
    return path


def test_saves_says_damaged_once(tmp_path, capsys):
    from core import i18n

    _damaged_save(tmp_path)
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    row = capsys.readouterr().out.splitlines()[-1]
    assert "damaged: the checksum does not match the contents" in row and row.count("damaged") == 1
    assert main(["saves", "--saves-dir", str(tmp_path), "--lang", "es"]) == 0
    assert i18n.language() == "es"
    row = capsys.readouterr().out.splitlines()[-1]
    assert "la suma de comprobación no coincide" in row and row.count("dañad") == 1


def test_saves_table_stays_aligned_with_wide_names(tmp_path, capsys):
    from rich.cells import cell_len

    for seed, names in ((3, ["東京の龍", "Ōkami 🐉"]), (4, ["Ada", "Brann"])):
        match = play_random("lucky-draw", "standard", 2, seed=seed, moves=2)
        match.names = names
        write_save(match, directory=tmp_path, now=NOW)
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    header, *rows = capsys.readouterr().out.splitlines()[1:]
    assert len(rows) == 2
    assert any("東京の龍" in row for row in rows)
    for column, word in (("last played", "2026-"), ("status", "in progress"), ("file", "lucky-draw-")):
        starts = {cell_len(header[: header.index(column)])}  # the same cell on every line
        starts |= {cell_len(row[: row.index(word, 12)]) for row in rows}
        assert len(starts) == 1, (column, starts)


def test_play_load_of_a_damaged_save_says_so_and_fails(tmp_path, capsys, monkeypatch):
    from tui.app import ClanhallApp

    path = _damaged_save(tmp_path)
    monkeypatch.setattr(ClanhallApp, "run", lambda self: pytest.fail("the interface opened"))
    assert main(["play", "--load", str(path)]) == 2
    out = capsys.readouterr().out
    assert out == f"clanhall: {path}: damaged: the checksum does not match the contents\n"


def test_play_load_of_a_good_save_opens_it(tmp_path, monkeypatch):
    from tui.app import ClanhallApp

    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    path = write_save(match, directory=tmp_path, now=NOW)
    opened = []
    monkeypatch.setattr(ClanhallApp, "run", lambda self: opened.append(self.initial_load))
    assert main(["play", "--load", str(path)]) == 0
    assert opened == [str(path)]


def test_replay_exits_with_the_viewers_status(tmp_path, monkeypatch):
    from tui.screens import replay as replay_module

    match = play_random("lucky-draw", "standard", 2, seed=3, moves=3)
    path = write_save(match, directory=tmp_path, now=NOW)

    def crashed(self):
        self._return_code = 1  # what an uncaught error leaves (tui/crash.py)

    monkeypatch.setattr(replay_module.ReplayApp, "run", crashed)
    assert main(["replay", str(path)]) == 1
