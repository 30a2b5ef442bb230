"""Drops and comebacks: a client that dies resumes its seat with its token; a client whose
connection libzmq cut resyncs by itself; a restarted host is rejoined from its autosave."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

from ai.registry import make_bot
from core.savefile import Autosaver
from net import protocol as P
from net.client import Client, play_bot
from net.host import Host
from net.sidecar import read_sidecar
from tests.net.support import client, make_host, run
from tests.support.waiting import async_wait_until


async def _play_until(feed, bot, actions: int, host_log) -> None:
    """Play `feed` with `bot` until the host's log has `actions` entries."""
    while len(host_log()) < actions and not feed.over:
        if feed.my_turn:
            n = feed.turn_n
            action = bot.choose(feed.view, feed.seat, list(feed.legal))
            if feed.my_turn and feed.turn_n == n:
                await feed.act(action)
            continue
        try:
            await asyncio.wait_for(feed.changed(), 0.5)
        except asyncio.TimeoutError:
            pass


def test_a_dropped_client_is_seen_disconnected_and_resumes_with_its_token():
    async def main():
        host = make_host("clans", seed=3, remote=2, players=3)
        await host.start()
        anna, bob = client(host, "Anna"), client(host, "Bob")
        await anna.join(timeout=60)
        await bob.join(timeout=60)
        bob_play = asyncio.ensure_future(play_bot(bob, make_bot("random", seed=2), timeout=60))
        await _play_until(anna, make_bot("random", seed=1), 8, lambda: host.match.log)
        token, seat = anna.token, anna.seat
        anna.drop()  # a crash: no bye, the socket just goes
        n_at_drop = len(host.match.log)
        # everyone sees the seat go dark (after how many seconds of silence is the table's
        # rule, tested on a fake clock in tests/net/test_table.py, not timed here)
        while bob.status[seat]["connected"]:
            await asyncio.wait_for(bob.changed(), 60)
        stalled = len(host.match.log)  # nobody plays Anna's seat meanwhile
        again = Client(host.endpoint, "Anna", host.join_code, token=token, heartbeat=0.2)
        await again.join(timeout=60)
        resumed = (again.seat, again.n, len(again.log))
        result = await play_bot(again, make_bot("random", seed=5), timeout=60)
        await again.close()
        bob_result = await bob_play
        await bob.close()
        await host.serve()
        return host, n_at_drop, stalled, resumed, seat, result, bob_result

    host, n_at_drop, stalled, resumed, seat, result, bob_result = run(main(), 240)
    assert stalled >= n_at_drop
    assert resumed[0] == seat
    assert resumed[1] == resumed[2] == stalled  # a full resync: every log line so far
    assert result == bob_result == host.match.result()
    assert host.match.is_over()


def test_a_connection_cut_for_an_oversize_frame_resyncs_by_itself():
    async def main():
        host = make_host("lucky-draw", seed=4, remote=2, players=2)
        await host.start()
        anna, bob = client(host, "Anna"), client(host, "Bob")
        await anna.join(timeout=60)
        await bob.join(timeout=60)
        first_peer = host.seats[anna.seat].peer
        # libzmq drops the whole connection on a frame over MAXMSGSIZE; the DEALER
        # reconnects under a new identity, the host answers "not-joined", the client
        # says hello again with its token and carries on
        await anna.send_raw([b"x" * (P.MAX_CLIENT_FRAME + 10)])
        await async_wait_until(
            lambda: host.seats[anna.seat].peer not in (None, first_peer), "Anna's seat on her new connection"
        )
        second_peer = host.seats[anna.seat].peer
        plays = [play_bot(c, make_bot("random", seed=i), timeout=60) for i, c in enumerate((anna, bob))]
        results = await asyncio.gather(*plays)
        for c in (anna, bob):
            await c.close()
        await host.serve()
        return host, first_peer, second_peer, results

    host, first_peer, second_peer, results = run(main())
    assert second_peer is not None and second_peer != first_peer
    assert results == [host.match.result()] * 2


def test_a_long_gone_player_is_replaced_by_a_bot_and_the_game_ends():
    async def main():
        host = make_host("lucky-draw", seed=5, remote=2, players=2, replace_after=0.4)
        await host.start()
        anna, bob = client(host, "Anna"), client(host, "Bob")
        await anna.join(timeout=60)
        await bob.join(timeout=60)
        seen = []
        bob.subscribe(lambda e: seen.append(dict(bob.status[anna.seat])) if e.kind == "view" else None)
        anna.drop()
        result = await play_bot(bob, make_bot("random", seed=1), timeout=60)
        await bob.close()
        await host.serve()
        return host, seen, result

    host, seen, result = run(main())
    assert result == host.match.result()
    assert any(not s["connected"] for s in seen)
    assert any(s["kind"] == "bot (stand-in)" for s in seen)


def test_a_restarted_host_resumes_from_its_autosave_and_is_rejoined(tmp_path):
    clock = lambda: datetime(2026, 11, 22, 23, 0, tzinfo=timezone.utc)  # noqa: E731

    async def main():
        host = make_host(
            "clans", seed=9, remote=2, players=3, heartbeat=0.2, autosaver=Autosaver(tmp_path, clock=clock)
        )
        await host.start()
        port, code = host.port, host.join_code
        anna, bob = client(host, "Anna", heartbeat=0.2), client(host, "Bob", heartbeat=0.2)
        await anna.join(timeout=60)
        await bob.join(timeout=60)
        plays = [
            asyncio.ensure_future(play_bot(c, make_bot("random", seed=i), timeout=40))
            for i, c in enumerate((anna, bob))
        ]
        await async_wait_until(lambda: len(host.match.log) >= 10, "ten moves")
        await host.stop(say_bye=False)  # the host process dies
        before = len(host.match.log)
        path = host.save_path
        await async_wait_until(lambda: anna.reconnects and bob.reconnects, "both clients to notice the silent host")
        again = Host.resume(path, bind="127.0.0.1", port=port, heartbeat=0.2, linger=1.0)
        await again.start()
        resumed_at = len(again.match.log)
        results = await asyncio.gather(*plays)
        for c in (anna, bob):
            await c.close()
        await again.serve()
        return again, code, before, resumed_at, results, (anna.welcomes, bob.welcomes, anna.reconnects), path

    again, code, before, resumed_at, results, reconnects, path = run(main(), 120)
    assert again.join_code == code  # the side file kept code and tokens
    assert resumed_at == before
    assert again.match.names[:2] == ["Anna", "Bob"]
    assert reconnects[0] >= 2 and reconnects[1] >= 2  # each client resumed its seat
    assert reconnects[2] >= 1  # after noticing the silent host
    assert results == [again.match.result()] * 2
    assert read_sidecar(path)["tokens"] == [s.token for s in again.seats]


def test_a_lost_your_turn_is_noticed_and_resynced():
    async def main():
        host = make_host("lucky-draw", seed=6, remote=2, players=2)
        views = host.table.views
        send_turn, dropped = views.send_turn, []

        def lossy(seat):  # the first your-turn for each seat vanishes, as with a cut connection
            if seat.index not in dropped and host.started:
                dropped.append(seat.index)
                seat.turn_sent = len(host.match.log)
                return
            send_turn(seat)

        views.send_turn = lossy
        await host.start()
        anna, bob = client(host, "Anna"), client(host, "Bob")
        await anna.join(timeout=60)
        await bob.join(timeout=60)
        plays = [play_bot(c, make_bot("random", seed=i), timeout=60) for i, c in enumerate((anna, bob))]
        results = await asyncio.gather(*plays)
        for c in (anna, bob):
            await c.close()
        await host.serve()
        return host, dropped, results, (anna.welcomes, bob.welcomes)

    host, dropped, results, welcomes = run(main())
    assert dropped == [0, 1]
    assert results == [host.match.result()] * 2
    assert 2 in welcomes  # a client noticed and asked for a resync


def test_a_gap_in_the_log_asks_for_a_resync():
    from net.feed import SeatFeed
    from tests.support import toy_game

    feed = SeatFeed()
    state = toy_game.GAME.new({"players": 2}, 1)
    feed.handle(P.welcome("lucky-draw", {"players": 2}, 0, "t", ["A", "B"], ["remote", "remote"]))
    status = [{"name": "A", "kind": "remote", "connected": True}] * 2
    feed.handle(P.view(1, state.view(0).to_wire(), 0, [[0, "A plays a 3"]], status, False))
    assert not feed.need_resync and feed.log == [(0, "A plays a 3")]
    feed.handle(P.view(4, state.view(0).to_wire(), 3, [[1, "B plays a 9"]], status, False))
    assert feed.need_resync and feed.n == 4
    assert feed.decision is not None  # from the view: who decides now
