"""Save at random points of random games, load, and the game is the same and plays on
the same — for every installed game and variant (and the toy game)."""

from __future__ import annotations

import random

import pytest

from core.match import Match
from core.save import (
    FORMAT_VERSION,
    SAVE_MAGIC,
    SaveError,
    decode_save,
    encode_save,
    match_from_save,
    rules_changed,
    state_digest,
)
from tests.saves.support import NOW, case_id, game_cases, play_random, random_step

CASES = game_cases()


def _plain(obj):
    import msgpack

    return msgpack.unpackb(msgpack.packb(obj), raw=False)


def _continue_identically(original: Match, loaded: Match, seed: int, steps: int) -> None:
    """Both matches take the same random choices; after each they must agree."""
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    for _ in range(steps):
        if original.is_over():
            break
        assert loaded.state.legal_actions() == original.state.legal_actions()
        random_step(original, rng_a)
        random_step(loaded, rng_b)
        assert loaded.state.to_wire() == original.state.to_wire()
    assert loaded.is_over() == original.is_over()


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_save_at_random_points_loads_equal_and_plays_on(case):
    gid, variant, players = case
    for seed in (11, 12):
        full = play_random(gid, variant, players, seed)
        total = len(full.log)
        cuts = sorted(random.Random(seed).sample(range(total + 1), min(3, total + 1)))
        for cut in cuts:
            original = play_random(gid, variant, players, seed, moves=cut)
            data = encode_save(original, created=NOW, updated=NOW)
            save = decode_save(data, source="test")
            assert save.moves == cut and save.game == gid
            loaded = match_from_save(save, strict=True)
            assert loaded.state.to_wire() == original.state.to_wire()
            assert not rules_changed(loaded, save)
            assert _plain(loaded.config) == _plain(original.config)  # tuples come back as lists
            assert loaded.seed == original.seed and loaded.names == original.names
            assert [e.text for e in loaded.log] == [e.text for e in original.log]
            _continue_identically(original, loaded, seed * 7 + cut, steps=40)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_finished_game_keeps_its_result(case):
    gid, variant, players = case
    match = play_random(gid, variant, players, seed=5)
    save = decode_save(encode_save(match, created=NOW), source="test")
    assert save.finished
    loaded = match_from_save(save)
    assert loaded.is_over() and loaded.result() == match.result()


def test_header_and_metadata():
    match = play_random("lucky-draw", "standard", 3, seed=3, moves=2)
    match.seats = ["human", "bot:mcts:level=hard", "remote"]
    data = encode_save(match, names=["Ada", "Brann", "Cora"], created=NOW, title="Friday game")
    assert data.startswith(SAVE_MAGIC)
    assert data[len(SAVE_MAGIC) : len(SAVE_MAGIC) + 2] == FORMAT_VERSION.to_bytes(2, "big")
    save = decode_save(data)
    assert save.names == ("Ada", "Brann", "Cora")
    assert save.seats == ("human", "bot:mcts:level=hard", "remote")
    assert save.created == NOW and save.updated == NOW
    assert save.title == "Friday game" and not save.finished
    assert save.match_id.startswith("20261122T120000Z")
    assert save.log == tuple((e.seat, e.action) for e in match.log)
    assert len(save.checksum) == 64


def test_encoding_is_deterministic():
    a = play_random("lucky-draw", "standard", 2, seed=9, moves=3)
    b = play_random("lucky-draw", "standard", 2, seed=9, moves=3)
    assert encode_save(a, created=NOW) == encode_save(b, created=NOW)


def test_names_must_match_seats():
    match = play_random("lucky-draw", "standard", 2, seed=1, moves=0)
    with pytest.raises(ValueError):
        encode_save(match, names=["only one"])


def test_byte_layout_is_as_saves_readme_says():
    import hashlib

    import msgpack

    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    data = encode_save(match, created=NOW)
    assert data[:12] == bytes.fromhex("89434c414e48414c4c0d0a1a")
    assert int.from_bytes(data[12:14], "big") == 1
    length = int.from_bytes(data[14:18], "big")
    assert len(data) == 50 + length
    assert data[18:50] == hashlib.sha256(data[:18] + data[50:]).digest()
    body = msgpack.unpackb(data[50:], raw=False)
    assert list(body) == [
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
        "position",
    ]
    assert body["position"] == state_digest(match.state)
    assert body["log"] == [[e.seat, list(e.action)] for e in match.log]
    assert body["created"] == "2026-11-22T12:00:00Z"


def test_unknown_body_keys_are_kept_and_ignored():
    import hashlib
    import struct

    import msgpack

    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    body = msgpack.unpackb(encode_save(match, created=NOW)[50:], raw=False)
    body["from_the_future"] = [1, 2]
    packed = msgpack.packb(body)
    head = SAVE_MAGIC + struct.pack(">HI", 1, len(packed))
    save = decode_save(head + hashlib.sha256(head + packed).digest() + packed)
    assert save.extra == {"from_the_future": [1, 2]}
    assert match_from_save(save).state == match.state


def test_a_log_that_replays_elsewhere_is_noticed():
    """Rules that changed since saving may replay the log to another position: loading
    still works, `rules_changed` says so, and `strict` refuses it."""
    import hashlib
    import struct

    import msgpack

    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    body = msgpack.unpackb(encode_save(match, created=NOW)[50:], raw=False)
    body["position"] = "0" * 32  # what other rules would have produced
    packed = msgpack.packb(body)
    head = SAVE_MAGIC + struct.pack(">HI", 1, len(packed))
    save = decode_save(head + hashlib.sha256(head + packed).digest() + packed, source="old.clanhall")
    loaded = match_from_save(save)
    assert loaded.state == match.state and rules_changed(loaded, save)
    with pytest.raises(SaveError, match="old.clanhall: its moves replay to a different position"):
        match_from_save(save, source="old.clanhall", strict=True)
    del body["position"]  # a save without a fingerprint is taken as it replays
    packed = msgpack.packb(body)
    head = SAVE_MAGIC + struct.pack(">HI", 1, len(packed))
    save = decode_save(head + hashlib.sha256(head + packed).digest() + packed)
    assert not rules_changed(match_from_save(save, strict=True), save)


def test_state_digest_ignores_map_order():
    from tests.support.toy_game import GAME

    a = GAME.new(GAME.normalize_config({"players": 2}), 5)
    b = GAME.state_from_wire(dict(reversed(list(a.to_wire().items()))))
    assert state_digest(a) == state_digest(b)
    b.apply(b.legal_actions()[0])
    assert state_digest(a) != state_digest(b)


def test_a_save_keeps_the_line_played_and_counts_the_take_backs():
    match = Match("clans", {"players": 2}, 5)
    rng = random.Random(1)
    for _ in range(6):
        random_step(match, rng)
    assert decode_save(encode_save(match)).take_backs == 0  # none: the field is not even written
    match.take_back(3)
    random_step(match, rng)
    save = decode_save(encode_save(match))
    assert save.take_backs == 1 and list(save.log) == match.actions() and save.moves == 4
    loaded = match_from_save(save)
    assert loaded.take_backs == 1 and loaded.state.to_wire() == match.state.to_wire()


def test_take_back_rebuilds_from_the_seed_and_tells_the_listeners():
    match = Match("crystal-clans", {}, 9)
    rng = random.Random(2)
    for _ in range(8):
        random_step(match, rng)
    heard = []
    match.listeners.append(lambda m, entry: heard.append(entry))
    removed = match.take_back(5)
    assert len(removed) == 3 and len(match.log) == 5 and heard == [None]
    assert match.state.to_wire() == Match.replay("crystal-clans", {}, 9, match.actions()).state.to_wire()
    with pytest.raises(ValueError):
        match.take_back(5)  # nothing after move 5 any more
