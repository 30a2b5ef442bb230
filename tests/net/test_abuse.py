"""The host under abuse, on 127.0.0.1 and bounded: a frame flood costs a few log lines, not
one per frame; a chat flooder is held to the chat rate and then sent away while the game
goes on; an over-long chat line is refused. Limits: net/limits.py."""

from __future__ import annotations

import asyncio
import logging

import zmq
import zmq.asyncio

from net import limits
from net import protocol as P
from tests.net.support import bot_game, client, make_host, run
from tests.support.waiting import async_wait_until

FLOOD = 20_000


def test_a_frame_flood_is_logged_once_a_second_and_the_game_goes_on(caplog):
    caplog.set_level(logging.INFO, logger="clanhall.net.host")

    async def main():
        host = make_host("lucky-draw", seed=4, remote=2, players=2)
        await host.start()
        stranger = zmq.asyncio.Context.instance().socket(zmq.DEALER)
        stranger.linger = 0
        stranger.connect(host.endpoint)

        async def flood():
            for i in range(FLOOD):
                try:  # once the game is over the host stops reading: stop flooding then
                    await asyncio.wait_for(stranger.send_multipart([b"\xc1 not msgpack"]), 1.0)
                except asyncio.TimeoutError:
                    return
                if i % 200 == 0:
                    await asyncio.sleep(0)

        flooding = asyncio.ensure_future(flood())
        # the game starts in the middle of the flood
        await async_wait_until(lambda: host.refused >= FLOOD // 4, "a quarter of the flood refused", poll=0.05)
        result = await bot_game(host, [client(host, "Anna"), client(host, "Bob")])
        await flooding
        host.carry_out(host.table.flush_refusals(10**9))  # what the last interval refused
        stranger.close(0)
        return host, result

    host, (result, _) = run(main(), 120)
    assert result  # the game was played to the end during the flood
    assert host.refused >= FLOOD // 4
    refusal_lines = [r for r in caplog.records if "refused" in r.getMessage()]
    text = "\n".join(r.getMessage() for r in refusal_lines)
    assert sum(int(r.getMessage().split()[1]) for r in refusal_lines) == host.refused
    assert len(refusal_lines) < 40 and len(text) < 8000, (len(refusal_lines), len(text))


def test_a_chat_flooder_is_held_to_the_rate_then_sent_away_and_the_game_goes_on(caplog):
    caplog.set_level(logging.INFO, logger="clanhall.net.host")

    async def main():
        host = make_host("lucky-draw", seed=6, remote=3, players=3, replace_after=0.3)
        await host.start()
        anna, bob = client(host, "Anna"), client(host, "Bob")
        heard = []
        anna.subscribe(lambda e: heard.append(e.data) if e.kind == "chat" else None)
        await anna.join(timeout=60)
        await bob.join(timeout=60)
        mallory = zmq.asyncio.Context.instance().socket(zmq.DEALER)
        mallory.linger = 0
        mallory.connect(host.endpoint)
        await mallory.send_multipart([P.encode(P.hello("Mallory", host.join_code))])
        welcome = P.decode_from_host((await asyncio.wait_for(mallory.recv_multipart(), 5))[0])
        assert welcome["type"] == "welcome"
        long_line = P.encode({"v": P.VERSION, "type": "chat", "text": "x" * (P.MAX_CHAT + 1)})
        await mallory.send_multipart([long_line])
        for i in range(limits.FLOOD_REFUSALS + 50):
            await mallory.send_multipart([P.encode({"v": P.VERSION, "type": "chat", "text": f"spam {i}"})])
        result = await bot_game(host, [anna, bob])
        mallory.close(0)
        return host, result, heard

    host, (result, _), heard = run(main(), 120)
    assert result  # Anna, Bob and the stand-in for Mallory played to the end
    from_mallory = [c for c in heard if c.get("name") == "Mallory"]
    assert len(from_mallory) <= limits.CHAT_BURST + 1  # the burst (and one refilled token)
    assert not any("x" * 100 in c.get("text", "") for c in heard)  # the long line never went out
    messages = [r.getMessage() for r in caplog.records]
    assert any("Mallory" in m and "disconnected" in m for m in messages)
    seat_3 = f"refused {limits.FLOOD_REFUSALS + 1} messages from seat 3"  # seats counted from 1
    assert any(m.startswith(seat_3) for m in messages)
