"""`clanhall saves --verify`: a verdict per save, then a summary line."""

from __future__ import annotations

import hashlib
import struct

import msgpack

from core.save import HEADER_SIZE, SAVE_MAGIC, encode_save
from core.savefile import write_save
from tests.saves.support import NOW, play_random
from tui.cli import main


def forged(tmp_path, name: str, change) -> None:
    """A save whose body `change` altered, with a checksum that matches again."""
    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    body = msgpack.unpackb(encode_save(match, created=NOW)[HEADER_SIZE:], raw=False)
    change(body)
    packed = msgpack.packb(body)
    head = SAVE_MAGIC + struct.pack(">HI", 1, len(packed))
    (tmp_path / name).write_bytes(head + hashlib.sha256(head + packed).digest() + packed)


def three_saves(tmp_path) -> str:
    """A good save, one whose rules changed since, one whose log the rules refuse; the good one's name."""
    good = write_save(play_random("lucky-draw", "standard", 2, seed=3, moves=2), directory=tmp_path, now=NOW)
    forged(tmp_path, "old.clanhall", lambda body: body.update(position="f" * 32))
    forged(tmp_path, "forged.clanhall", lambda body: body["log"][1].__setitem__(1, ["play", 99]))
    return good.name


def test_verify_gives_a_verdict_per_save_and_a_summary(tmp_path, capsys):
    good = three_saves(tmp_path)
    assert main(["saves", "--saves-dir", str(tmp_path), "--verify"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "3 saves verified: 1 good, 1 with changed rules, 1 damaged."
    verdicts = dict(line.split(": ", 1) for line in lines[-4:-1])
    assert verdicts[good] == "good, replays through the rules"
    assert verdicts["old.clanhall"] == "replays, but the rules changed since (it reaches another position)"
    assert verdicts["forged.clanhall"].startswith("damaged: move 2 of 2 does not replay: ")


def test_one_save_reads_in_the_singular(tmp_path, capsys):
    write_save(play_random("lucky-draw", "standard", 2, seed=3, moves=1), directory=tmp_path, now=NOW)
    assert main(["saves", "--saves-dir", str(tmp_path), "--verify"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 save verified: 1 good, 0 with changed rules, 0 damaged."


def test_the_quick_listing_gives_no_verdicts(tmp_path, capsys):
    three_saves(tmp_path)
    assert main(["saves", "--saves-dir", str(tmp_path)]) == 0
    assert "verified" not in capsys.readouterr().out


def test_a_file_name_is_shown_safely_in_its_verdict(tmp_path, capsys):
    (tmp_path / "evil\x1b[2J.clanhall").write_bytes(b"")
    assert main(["saves", "--saves-dir", str(tmp_path), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "evil\\x1b[2J.clanhall: damaged: the file is empty" in out.splitlines()


def test_verdicts_read_in_german(tmp_path, capsys):
    three_saves(tmp_path)
    assert main(["saves", "--saves-dir", str(tmp_path), "--verify", "--lang", "de"]) == 0
    summary = capsys.readouterr().out.splitlines()[-1]
    assert summary.startswith("3 ")  # numbers as given; the words from the catalogue once merged
