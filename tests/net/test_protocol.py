"""The wire schema: every message type round-trips, and malformed frames are refused
with a ProtocolError naming what is wrong (never unpickled, never half-accepted)."""

from __future__ import annotations

import pickle

import msgpack
import pytest

from net import protocol as P


def _frame(obj) -> bytes:
    return msgpack.packb(obj, use_bin_type=True)


GOOD_FROM_CLIENT = [
    P.hello("Anna", "K7WQ-M2PX"),
    P.hello("Anna", "K7WQ-M2PX", token="abc"),
    P.act(3, ("move", 1, 2)),
    P.act(0, ("order", (1, 2, 3))),
    P.chat("hi"),
    P.resign(),
    P.ping(1.5),
    P.pong(2),
    P.bye("done"),
    P.hello("Eve", "K7WQ-M2PX", watch=True),
    P.hello("Eve", "K7WQ-M2PX", token="abc", watch=True),
    P.rematch(True),
    P.rematch(False),
]

GOOD_FROM_HOST = [
    P.welcome("clans", {"players": 3}, 1, "tok", ["A", "B", "C"], ["remote", "remote", "bot:random"]),
    P.view(4, {"x": 1}, 0, [[0, "Anna moved"]], [{"name": "A", "kind": "remote", "connected": True}], False),
    P.view(9, {"x": 1}, 9, [], [], True, [1.0, 0.0], [12, 3]),
    P.your_turn(4, {"seat": 1, "kind": "move", "prompt": "Move huts"}, [[["move", 1, 2], "Move"]]),
    P.error("illegal", "not now", "act"),
    P.chat("gg", 0, "Anna"),
    P.ping(1.0),
    P.pong(1.0),
    P.bye("the host stopped"),
    P.welcome("clans", {"players": 2}, None, "tok", ["A", "B"], ["remote", "remote"], spectator_chat=True),
    P.welcome("clans", {}, 0, "t", ["A"], ["local"], series={"games": 2, "draws": 1, "wins": [["A", 1]]}),
    P.view(1, {"x": 1}, 0, [], [], False, watchers=["Eve", "Zoe"]),
    P.rematch_offer(["Anna", "Bot"], ["Bob"], {"games": 1, "draws": 0, "wins": [["Anna", 1], ["Bob", 0]]}),
    P.series_over("Bob declined the rematch", {"games": 1, "draws": 0, "wins": []}),
]


@pytest.mark.parametrize("msg", GOOD_FROM_CLIENT, ids=lambda m: m["type"])
def test_client_messages_round_trip(msg):
    assert P.decode_from_client(P.encode(msg)) == msg


@pytest.mark.parametrize("msg", GOOD_FROM_HOST, ids=lambda m: m["type"])
def test_host_messages_round_trip(msg):
    assert P.decode_from_host(P.encode(msg)) == msg


def test_every_type_has_a_validator_and_a_side():
    assert set(P.CLIENT_TYPES) | set(P.HOST_TYPES) == set(P.SCHEMA)


BAD = [
    (b"", "malformed"),
    (b"\xc1", "malformed"),  # never-used msgpack byte
    (pickle.dumps({"v": 1, "type": "ping", "t": 1}), "malformed"),
    (_frame([1, 2]), "malformed"),
    (_frame({1: "int key"}), "malformed"),  # strict_map_key
    (_frame({"v": P.VERSION + 1, "type": "ping", "t": 1}), "version"),
    (_frame({"v": 1, "type": "ping", "t": 1}), "version"),
    (_frame({"type": "ping", "t": 1}), "version"),
    (_frame({"v": P.VERSION, "type": "view", "n": 1}), "unknown-type"),  # a host type from a client
    (_frame({"v": P.VERSION, "type": "ping"}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "ping", "t": "x"}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "ping", "t": 1, "extra": 0}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "act", "n": -1, "action": ["a"]}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "act", "n": True, "action": ["a"]}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "act", "n": 1, "action": ["play", 5.0]}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "act", "n": 1, "action": ["play", True]}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "act", "n": 1, "action": [[[[["deep"]]]]]}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "act", "n": 1, "action": list(range(33))}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "act", "n": 1, "action": [b"bytes"]}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "hello", "name": " ", "code": "c"}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "hello", "name": "x" * 41, "code": "c"}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "chat", "text": "x" * (P.MAX_CHAT + 1)}), "bad-field"),
    (b"\x81\xa1v\xdd\xff\xff\xff\xff", "malformed"),  # a declared 4G-item array
    (b"\x91" * 5000 + b"\x90", "malformed"),  # nested too deep
    (_frame({"v": P.VERSION, "type": "ping", "t": 1}) + b"\x00", "malformed"),  # trailing bytes
    (b"x" * (P.MAX_CLIENT_FRAME + 1), "too-large"),
    (_frame({"v": P.VERSION, "type": "hello", "name": "Eve", "code": "c", "watch": 1}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "rematch"}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "rematch", "accept": "yes"}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "rematch", "accept": True, "seat": 0}), "bad-field"),
    (_frame({"v": P.VERSION, "type": "rematch-offer", "accepted": [], "waiting": [], "series": {}}), "unknown-type"),
    (_frame({"v": P.VERSION, "type": "series-over", "reason": "x", "series": {}}), "unknown-type"),
    (_frame({"v": P.VERSION, "type": "ping", "t": 1, "pad": "x" * 70000}), "too-large"),
]


@pytest.mark.parametrize("frame, code", BAD, ids=[f"{i}-{c}" for i, (_, c) in enumerate(BAD)])
def test_bad_frames_are_refused_with_a_reason(frame, code):
    with pytest.raises(P.ProtocolError) as err:
        P.decode_from_client(frame)
    assert err.value.code == code
    assert err.value.message


def test_a_map_may_not_hide_an_object_hook():
    # ext types (which some decoders turn into objects) are refused outright
    frame = _frame({"v": P.VERSION, "type": "ping", "t": msgpack.ExtType(1, b"\x00" * 8)})
    with pytest.raises(P.ProtocolError):
        P.decode_from_client(frame)


def test_actions_cross_the_wire_as_lists_and_come_back_as_tuples():
    from core.protocol import as_action

    msg = P.decode_from_client(P.encode(P.act(2, ("order", (3, 1), "x"))))
    assert msg["action"] == ["order", [3, 1], "x"]
    assert as_action(msg["action"]) == ("order", (3, 1), "x")


BAD_FROM_HOST = [
    {**P.welcome("clans", {}, None, "t", [], []), "seat": -1},
    {**P.welcome("clans", {}, 0, "t", [], []), "series": {"games": 1}},
    {**P.view(1, {}, 0, [], [], False), "watchers": [1]},
    {**P.view(1, {}, 0, [], [], False), "watchers": ["x"] * 1000},
    {
        **P.rematch_offer([], [], {"games": 0, "draws": 0, "wins": []}),
        "series": {"games": 0, "draws": 0, "wins": [["A"]]},
    },
    {**P.rematch_offer([], [], {"games": 0, "draws": 0, "wins": []}), "waiting": "Bob"},
    {**P.series_over("x", {"games": 0, "draws": 0, "wins": []}), "series": {"games": -1, "draws": 0, "wins": []}},
    {k: v for k, v in P.series_over("x", {"games": 0, "draws": 0, "wins": []}).items() if k != "reason"},
    P.rematch(True),  # a client type from the host
]


@pytest.mark.parametrize("msg", BAD_FROM_HOST, ids=lambda m: m["type"])
def test_bad_host_messages_of_the_new_types_are_refused(msg):
    with pytest.raises(P.ProtocolError):
        P.decode_from_host(_frame(msg))
