"""The wire decoder rejects what it cannot name: a map key that is bytes (of any length),
a bytes value, nesting deeper than any message needs. Each is a `bad-field` refusal —
counted by the host's flood limits like other junk, and counted and logged once an interval
by the client, whose receive loop goes on — never a TypeError with a traceback."""

from __future__ import annotations

import asyncio
import logging

import msgpack
import pytest
import zmq
import zmq.asyncio

from net import protocol as P
from net.client import Client
from tests.net.support import make_host, run
from tests.support.waiting import async_wait_until


def frame(msg: dict) -> bytes:
    return msgpack.packb(msg, use_bin_type=True)


def hello_with(key) -> dict:
    return {"v": P.VERSION, "type": "hello", "name": "A", "code": "C", key: 1}


@pytest.mark.parametrize("key", [b"k", b"x" * 40, b"\xff" * 300])
def test_a_bytes_key_is_a_bad_field_at_the_host(key):
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_from_client(frame(hello_with(key)))
    assert caught.value.code == "bad-field"


def test_a_bytes_key_deep_in_a_hosts_message_is_a_bad_field_at_the_client():
    welcome = P.welcome("lucky-draw", {"players": 2, b"x" * 40: 1}, 0, "t", ["A", "B"], ["remote", "remote"])
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_from_host(frame(welcome))
    assert caught.value.code == "bad-field" and "bytes" in caught.value.message


@pytest.mark.parametrize(
    "msg",
    [
        {"v": P.VERSION, "type": "chat", "text": b"bytes, not text"},
        {"v": P.VERSION, "type": "act", "n": 1, "action": ["play", b"\x00"]},
    ],
)
def test_bytes_values_are_refused(msg):
    with pytest.raises(P.ProtocolError):
        P.decode_from_client(frame(msg))


def test_deep_nesting_within_msgpacks_limit_is_refused_not_a_recursion_error():
    config: dict = {}
    inner = config
    for _ in range(600):
        inner["a"] = {}
        inner = inner["a"]
    welcome = P.welcome("lucky-draw", config, 0, "t", ["A", "B"], ["remote", "remote"])
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_from_host(frame(welcome))
    assert caught.value.code == "bad-field"


def test_text_is_made_safe_where_it_enters_and_checked_at_its_sent_length():
    name = "N" * 30 + "\x1b]0;X\x07"  # 36 characters sent, 44 once escaped: still accepted
    msg = P.decode_from_client(frame(P.hello(name, "C")))
    assert msg["name"] == "N" * 30 + "\\x1b]0;X\\x07"
    prompt = {"p": "Line one\nline two\x1b[2J", "a": {"name": "\u202eevil"}}
    turn = P.decode_from_host(frame(P.your_turn(3, {"seat": 0, "kind": "k", "prompt": prompt}, [])))
    said = turn["decision"]["prompt"]
    assert said["p"] == "Line one\nline two\\x1b[2J"  # a template keeps its line break
    assert said["a"]["name"] == "\\u202eevil"


def test_the_host_counts_bytes_keys_as_refusals_and_logs_no_traceback(caplog):
    caplog.set_level(logging.INFO)

    async def main():
        host = make_host("lucky-draw", seed=4, remote=2, players=2)
        await host.start()
        stranger = zmq.asyncio.Context.instance().socket(zmq.DEALER)
        stranger.linger = 0
        stranger.connect(host.endpoint)
        for length in (1, 40, 1000):
            await stranger.send_multipart([frame(hello_with(b"k" * length))])
        await async_wait_until(lambda: host.refused >= 3, "three refusals")
        stranger.close(0)
        await host.stop()
        return host

    host = run(main(), 60)
    assert host.refused == 3
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"


def test_the_client_counts_bad_frames_and_its_receive_loop_goes_on(caplog):
    caplog.set_level(logging.INFO)

    async def main():
        ctx = zmq.asyncio.Context.instance()
        fake_host = ctx.socket(zmq.ROUTER)
        fake_host.linger = 0
        port = fake_host.bind_to_random_port("tcp://127.0.0.1")
        client = Client(f"tcp://127.0.0.1:{port}", "Anna", "C", heartbeat=0.5)
        joining = asyncio.ensure_future(client.join(timeout=60))
        peer, _hello = await asyncio.wait_for(fake_host.recv_multipart(), 60)
        for length in (1, 40, 1000):  # a bytes key, then an ordinary welcome
            await fake_host.send_multipart([peer, frame({"v": P.VERSION, "type": "pong", b"k" * length: 1})])
        welcome = P.welcome("lucky-draw", {"players": 2}, 0, "t", ["Anna", "Bob"], ["remote", "remote"])
        await fake_host.send_multipart([peer, P.encode(welcome)])
        await joining  # the loop lived through the bad frames and read the welcome
        await client.close(say_bye=False)
        fake_host.close(0)
        return client

    client = run(main(), 90)
    assert client.joined and client.bad_frames == 3
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"
    warnings = [r.getMessage() for r in caplog.records if "bad frame" in r.getMessage()]
    assert len(warnings) == 1 and "bad-field" in warnings[0]
