"""A seat at a LAN host as a session (net/session.py), over real sockets on 127.0.0.1: a
bot plays it through `ai.session.play_seat`, the log arrives with the acting seat as an
index and hidden choices as such, and the session ends when the host refuses it."""

from __future__ import annotations

import asyncio

import pytest

from ai.driver import BotDriver
from ai.session import play_seat
from net.session import RemoteSession
from tests.net.support import client, make_host, run


@pytest.fixture
def face_down_game():
    from tests.net import facedown

    facedown.register()
    yield
    facedown.unregister()


def test_a_bot_plays_a_remote_seat_through_the_session(face_down_game):
    async def main():
        host = make_host("face-down-draw", seed=11, remote=1, players=2)
        await host.start()
        anna = client(host, "Anna")
        await anna.join(timeout=60)
        session = RemoteSession(anna)
        kinds: list[str] = []
        session.subscribe(lambda event: kinds.append(event.kind))
        serving = asyncio.ensure_future(host.serve())
        result = await play_seat(session, BotDriver("random", seed=4))
        log, seat, names = session.log(), session.seat, session.names
        await session.close()
        await serving
        return host, result, log, seat, names, kinds

    host, result, log, seat, names, kinds = run(main())
    assert result == host.match.result()
    assert names == host.match.names and seat == 0
    assert [line.actor for line in log] == [entry.seat for entry in host.match.log]
    theirs = [line for line in log[:-1] if line.actor != seat]  # the last card: the end shows every pile
    assert theirs and all(line.hidden for line in theirs)
    assert not any(line.hidden for line in log if line.actor == seat)
    assert {"view", "your-turn", "over", "closed"} <= set(kinds)


def test_a_seat_taken_over_ends_the_session_with_its_reason():
    async def main():
        host = make_host("lucky-draw", seed=3, remote=1, players=2)
        await host.start()
        anna = client(host, "Anna")
        await anna.join(timeout=60)
        session = RemoteSession(anna)
        # another connection takes Anna's seat with her token: the host says bye to her
        thief = client(host, "Anna", token=anna.token)
        await thief.join(timeout=60)
        playing = asyncio.ensure_future(play_seat(session, BotDriver("random", seed=4)))
        result = await asyncio.wait_for(playing, 60)
        stopped = session.stopped
        session.detach()
        await thief.close()
        await anna.close()
        await host.stop()
        return result, stopped

    result, stopped = run(main())
    assert result is None and stopped  # the game did not end for this session; it says why


def test_the_hosts_own_seat_is_a_session_too():
    from core.match import Match
    from net.host import Host

    async def main():
        kinds = ["local", "remote"]
        match = Match("lucky-draw", {"players": 2}, 6, seats=kinds, names=["Hosta", "Bob"])
        host = Host(match, seat_kinds=kinds, bind="127.0.0.1", port=0, linger=1.0, heartbeat=0.5)
        await host.start()
        own = RemoteSession(host.local_seat(0))
        bob = client(host, "Bob")
        await bob.join(timeout=60)
        serving = asyncio.ensure_future(host.serve())
        results = await asyncio.gather(
            play_seat(own, BotDriver("random", seed=1)), play_seat(RemoteSession(bob), BotDriver("random", seed=2))
        )
        log = own.log()
        await bob.close()
        await own.close()
        await serving
        return host, results, log

    host, results, log = run(main())
    assert results == [host.match.result()] * 2
    assert [line.actor for line in log] == [entry.seat for entry in host.match.log]
