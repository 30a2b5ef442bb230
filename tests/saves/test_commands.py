"""`clanhall saves` and `clanhall replay` through the real command line."""

from __future__ import annotations

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
