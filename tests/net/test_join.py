"""Who may sit down: the join code, full games, seat tokens, and CurveZMQ keys."""

from __future__ import annotations

import pytest
import zmq

from net.client import Client, JoinRefused
from tests.net.support import bot_game, client, make_host, run, two_joined
from tests.support.waiting import async_wait_until


def test_a_wrong_join_code_is_refused():
    async def main():
        host = make_host("lucky-draw", remote=2, players=2)
        await host.start()
        intruder = Client(host.endpoint, "Eve", "WRONG-CODE", heartbeat=0.2)
        with pytest.raises(JoinRefused, match="wrong join code"):
            await intruder.join(timeout=5)
        await intruder.close()
        seats = [s.claimed for s in host.seats]
        await host.stop()
        return seats

    assert run(main()) == [False, False]


def test_a_full_game_and_a_forged_token_are_refused():
    async def main():
        host, a, b = await two_joined()
        late = client(host, "Carl")
        with pytest.raises(JoinRefused, match="taken"):
            await late.join(timeout=5)
        forger = client(host, "Eve", token="not-a-real-token")
        with pytest.raises(JoinRefused, match="token"):
            await forger.join(timeout=5)
        peers = [s.peer for s in host.seats]
        for c in (a, b, late, forger):
            await c.close()
        await host.stop()
        return peers, (a.seat, b.seat)

    peers, seats = run(main())
    assert all(peers) and seats == (0, 1)


def test_a_secure_game_is_played_with_the_right_server_key():
    server = zmq.curve_keypair()

    async def main():
        host = make_host("lucky-draw", remote=2, players=2, secure=server)
        await host.start()
        clients = [client(host, "Anna", server_key=server[0]), client(host, "Bob", server_key=server[0])]
        result, results = await bot_game(host, clients)
        return host, result, results

    host, result, results = run(main())
    assert host.match.is_over() and results == [result, result]


def test_a_wrong_server_key_is_refused():
    server, impostor = zmq.curve_keypair(), zmq.curve_keypair()

    async def main():
        host = make_host("lucky-draw", remote=2, players=2, secure=server)
        await host.start()
        eve = client(host, "Eve", server_key=impostor[0])
        with pytest.raises(JoinRefused):
            await eve.join(timeout=3)
        plain = client(host, "Plain")  # no encryption at all
        with pytest.raises(JoinRefused):
            await plain.join(timeout=2)
        claimed = [s.claimed for s in host.seats]
        await eve.close()
        await plain.close()
        await host.stop()
        return claimed

    assert run(main()) == [False, False]


def test_only_allowed_client_keys_get_in():
    server, anna, eve = zmq.curve_keypair(), zmq.curve_keypair(), zmq.curve_keypair()

    async def main():
        host = make_host("lucky-draw", remote=2, players=2, secure=server, allowed_keys=[anna[0]])
        await host.start()
        good = client(host, "Anna", server_key=server[0], keypair=anna)
        await good.join(timeout=60)
        bad = client(host, "Eve", server_key=server[0], keypair=eve)
        with pytest.raises(JoinRefused, match="handshake"):  # told as soon as the handshake fails
            await bad.join(timeout=60)  # 5 s ran out first on a loaded machine ("no answer")
        claimed = [s.claimed for s in host.seats]
        await good.close()
        await bad.close()
        await host.stop()
        return claimed

    assert run(main()) == [True, False]


def test_a_second_client_with_the_same_token_takes_the_seat_and_the_first_stops():
    import asyncio

    from ai.registry import make_bot
    from net.client import play_bot

    async def main():
        host, a, b = await two_joined()
        events = []
        a.subscribe(lambda e: events.append(e.kind))
        a2 = client(host, "Anna again", token=a.token)
        await a2.join(timeout=60)
        await async_wait_until(lambda: a.refused, "the first client to be told its seat was taken")
        results = await asyncio.gather(
            play_bot(a2, make_bot("random", seed=1), timeout=60), play_bot(b, make_bot("random", seed=2), timeout=60)
        )
        for c in (a, a2, b):
            await c.close()
        await host.serve()
        return host, a, a2, events, results

    host, a, a2, events, results = run(main())
    assert a2.seat == a.seat and a.refused and "refused" in events
    assert results == [host.match.result()] * 2


def test_a_client_whose_seat_was_taken_is_told_again_when_it_comes_back_on_a_new_connection():
    """The bye to the replaced client can be lost with its connection (a reconnect under
    load); when it comes back with its token it must not take the seat back from the
    newcomer (a CI run hung: the old client won the seat back and waited for ever)."""

    async def main():
        host, a, b = await two_joined()
        a2 = client(host, "Anna again", token=a.token)
        await a2.join(timeout=60)
        told_first = await async_wait_until(lambda: a.refused, "the first client to be told its seat was taken")
        # as if that bye had been lost: Anna's client comes back on a new connection (the
        # same client program: its session id) with her token
        back = client(host, "Anna", token=a.token)
        back.session = a.session
        try:
            await back.join(timeout=60)
            told_again = None
        except JoinRefused as exc:
            told_again = str(exc)
        seat = host.seats[a2.seat]
        holder_is_a2 = seat.session == a2.session and seat.peer is not None
        # A line Bob says now reaches the newcomer after anything the host sent it while
        # refusing `back` (one connection's messages keep their order): then it is checked.
        chats = []
        a2.subscribe(lambda e: chats.append(e) if e.kind == "chat" else None)
        await b.chat("sync")
        await async_wait_until(lambda: chats, "Bob's chat line at the newcomer")
        a2_refused = a2.refused
        for c in (a, a2, b, back):
            await c.close()
        await host.stop()
        return told_first, told_again, holder_is_a2, a2_refused

    told_first, told_again, holder_is_a2, a2_refused = run(main())
    assert told_first == told_again == "another connection took over this seat"
    assert holder_is_a2 and a2_refused is None
