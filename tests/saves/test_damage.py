"""Damaged, foreign, empty and newer files give a clear SaveError — never another
exception — and the file is left as it was."""

from __future__ import annotations

import hashlib
import random
import struct
from pathlib import Path

import msgpack
import pytest

from core.save import FORMAT_VERSION, HEADER_SIZE, SAVE_MAGIC, SaveError, decode_save, encode_save, match_from_save
from core.savefile import load_match, read_save
from tests.saves.support import NOW, play_random

EXAMPLES = sorted((Path(__file__).parents[2] / "saves" / "examples").glob("*.clanhall"))


def _toy_save() -> bytes:
    return encode_save(
        play_random("lucky-draw", "standard", 3, seed=21, moves=4),
        names=["Ada", "Brann", "Cora"],
        created=NOW,
        title="toy",
    )


def _samples() -> list[tuple[str, bytes]]:
    return [("toy", _toy_save())] + [(p.name, p.read_bytes()) for p in EXAMPLES]


def _load(data: bytes):
    """Decode and replay; the only exception allowed out is SaveError."""
    return match_from_save(decode_save(data, source="f.clanhall"), source="f.clanhall")


def _forge(body: bytes, version: int = FORMAT_VERSION) -> bytes:
    """A file with a correct header and checksum around `body` (as a forger would)."""
    head = SAVE_MAGIC + struct.pack(">HI", version, len(body))
    return head + hashlib.sha256(head + body).digest() + body


@pytest.mark.parametrize("name,data", _samples(), ids=lambda x: x if isinstance(x, str) else "")
def test_every_prefix_is_refused(name, data):
    _load(data)  # the whole file is good
    for n in range(len(data)):
        with pytest.raises(SaveError) as err:
            _load(data[:n])
        assert err.value.source == "f.clanhall" and err.value.problem


@pytest.mark.parametrize("name,data", _samples(), ids=lambda x: x if isinstance(x, str) else "")
def test_random_bit_flips_are_refused(name, data):
    rng = random.Random(name)
    for _ in range(1000):
        damaged = bytearray(data)
        bit = rng.randrange(len(data) * 8)
        damaged[bit // 8] ^= 1 << (bit % 8)
        # a single flipped bit always breaks the magic, the header or the checksum
        with pytest.raises(SaveError):
            _load(bytes(damaged))


@pytest.mark.parametrize("name,data", _samples(), ids=lambda x: x if isinstance(x, str) else "")
def test_forged_bit_flips_give_save_error_or_a_valid_game(name, data):
    """Flip body bits and fix the checksum: the checks behind the checksum (fields, types,
    replay through the rules) still give SaveError or a game the rules allow."""
    body = data[HEADER_SIZE:]
    rng = random.Random(name + "forged")
    outcomes = {"error": 0, "valid": 0}
    for _ in range(400):  # each may replay the whole log, so fewer than the raw flips
        damaged = bytearray(body)
        for _ in range(rng.choice((1, 1, 2, 3))):
            bit = rng.randrange(len(body) * 8)
            damaged[bit // 8] ^= 1 << (bit % 8)
        try:
            match = _load(_forge(bytes(damaged)))
        except SaveError as exc:
            assert exc.problem
            outcomes["error"] += 1
        else:
            match.state.to_wire()  # a real, consistent state
            outcomes["valid"] += 1
    assert outcomes["error"] > 0


def test_empty_file(tmp_path):
    path = tmp_path / "empty.clanhall"
    path.write_bytes(b"")
    with pytest.raises(SaveError, match="empty.clanhall: the file is empty"):
        load_match(path)


@pytest.mark.parametrize(
    "content",
    [b"\x89PNG\r\n\x1a\n" + bytes(40), b"hello, world\n" * 9, b'{"game": "clans"}', msgpack.packb({"game": "clans"})],
)
def test_foreign_file(tmp_path, content):
    path = tmp_path / "foreign.clanhall"
    path.write_bytes(content)
    with pytest.raises(SaveError, match="foreign.clanhall: not a clanhall save"):
        read_save(path)


def test_newer_version_is_refused_by_name(tmp_path):
    data = bytearray(_toy_save())
    data[len(SAVE_MAGIC) : len(SAVE_MAGIC) + 2] = (FORMAT_VERSION + 1).to_bytes(2, "big")
    path = tmp_path / "future.clanhall"
    path.write_bytes(bytes(data))
    with pytest.raises(SaveError, match=r"future.clanhall: written by a newer clanhall \(save format 2"):
        load_match(path)


def test_truncated_and_trailing_garbage_say_so():
    data = _toy_save()
    with pytest.raises(SaveError, match="truncated"):
        decode_save(data[:-1])
    with pytest.raises(SaveError, match="unexpected bytes after"):
        decode_save(data + b"\0")
    with pytest.raises(SaveError, match="checksum"):
        decode_save(data[:-1] + bytes([data[-1] ^ 1]))


def test_missing_and_folder(tmp_path):
    with pytest.raises(SaveError, match="no such file"):
        load_match(tmp_path / "nope.clanhall")
    with pytest.raises(SaveError, match="is a folder"):
        load_match(tmp_path)


def _body(**changes) -> bytes:
    obj = msgpack.unpackb(_toy_save()[HEADER_SIZE:], raw=False)
    obj.update(changes)
    return msgpack.packb(obj, use_bin_type=True)


@pytest.mark.parametrize(
    "changes,message",
    [
        ({"game": "chess"}, "unknown game 'chess'"),
        ({"config": {"players": 9}}, "the game setup is invalid"),
        ({"log": [[0, ["play", 99]]]}, "move 1 of 1 does not replay"),
        ({"log": [[1, ["play", 1]]]}, "move 1 of 1 does not replay"),
        ({"log": [[7, ["play", 1]]]}, "log entry 1 is not a"),
        ({"log": [[0, 5]]}, "log entry 1 is not a"),
        ({"seed": "x"}, "field 'seed'"),
        ({"names": ["a"]}, "3 seat kinds but 1 player names"),
        ({"created": "yesterday"}, "field 'created' is not a time"),
        ({"finished": True}, "says the game is finished"),
        ({"log": [[0, [[[[]]]]]]}, "does not replay"),
        ({"take_backs": -1}, "field 'take_backs' is not a count"),
        ({"take_backs": True}, "field 'take_backs' is not a count"),
        ({"take_backs": "3"}, "field 'take_backs' is not a count"),
    ],
)
def test_forged_contents_give_clear_errors(changes, message):
    with pytest.raises(SaveError, match=message):
        _load(_forge(_body(**changes)))


def test_forged_non_map_and_bad_msgpack():
    with pytest.raises(SaveError, match="not a map"):
        _load(_forge(msgpack.packb([1, 2, 3])))
    with pytest.raises(SaveError, match="not readable"):
        _load(_forge(b"\xc1"))  # 0xc1 is never used in msgpack
    with pytest.raises(SaveError, match="not readable"):
        _load(_forge(msgpack.packb({1: 2})))  # non-string keys are refused
    with pytest.raises(SaveError, match="not readable"):
        _load(_forge(b"\x91" * 5000 + b"\xc0"))  # nesting bomb


def test_failed_load_leaves_the_file_untouched(tmp_path):
    data = bytearray(_toy_save())
    data[-3] ^= 0x10
    path = tmp_path / "bad.clanhall"
    path.write_bytes(bytes(data))
    before = path.stat()
    with pytest.raises(SaveError):
        load_match(path)
    after = path.stat()
    assert path.read_bytes() == bytes(data)
    assert (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.clanhall"]


WRONG_VALUES = [
    None,
    True,
    -1,
    2**63,
    1.5,
    "",
    "x" * 300,
    [],
    [None],
    [[0]],
    [[0, []]],
    [[0, ["play"]]],
    {},
    {"a": 1},
    {"players": "two"},
    {"variant": 7},
    [1, "a", [2]],
]
FIELDS = [
    "game",
    "config",
    "seed",
    "seats",
    "names",
    "log",
    "created",
    "updated",
    "finished",
    "progress",
    "title",
    "match_id",
]


@pytest.mark.parametrize("key", FIELDS)
def test_every_field_with_every_wrong_type_gives_save_error_or_a_game(key):
    for value in WRONG_VALUES:
        try:
            match = _load(_forge(_body(**{key: value})))
        except SaveError as exc:
            assert exc.problem
        else:
            assert match.state.to_wire() is not None
    obj = msgpack.unpackb(_toy_save()[HEADER_SIZE:], raw=False)
    del obj[key]
    if key in ("game", "config", "seed", "seats", "names", "log"):  # needed to replay
        with pytest.raises(SaveError, match=f"field {key!r} is missing"):
            _load(_forge(msgpack.packb(obj)))
    else:  # metadata: a missing field takes its default
        _load(_forge(msgpack.packb(obj)))


def test_a_huge_file_is_refused_without_reading_it(tmp_path, monkeypatch):
    import core.savefile as savefile

    path = tmp_path / "video.clanhall"
    path.write_bytes(SAVE_MAGIC + bytes(200))
    monkeypatch.setattr(savefile, "MAX_BODY", 100)
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail("read a huge file"))
    with pytest.raises(SaveError, match=r"video.clanhall: not a clanhall save \(too large: 212 bytes\)"):
        read_save(path)
