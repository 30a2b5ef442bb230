"""Drops and comebacks: a client that dies resumes its seat with its token; a client whose
connection libzmq cut resyncs by itself; a restarted host is rejoined from its autosave."""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone

from ai.registry import make_bot
from core.savefile import Autosaver
from net import protocol as P
from net.client import play_bot
from net.host import Host
from net.sidecar import read_sidecar
from tests.net.support import client, make_host, run
from tests.net.table_peers import Peers
from tests.net.table_peers import table as peers_table
from tests.support.waiting import async_wait_until


def test_a_dropped_client_is_seen_disconnected_and_resumes_with_its_token():
    """On the table with fake peers and a clock the test moves (tests/net/table_peers.py):
    when a silent seat counts as gone and what its comeback is sent are the table's rules
    and the feeds' reading of them. Coming back with the token over real sockets, on a new
    connection: test_a_connection_cut_for_an_oversize_frame_resyncs_by_itself and
    test_a_restarted_host_resumes_from_its_autosave_and_is_rejoined."""
    t = peers_table("clans", 3, seed=3, heartbeat=0.5)  # Anna, Bob and a host bot
    peers = Peers(t, seed=1)
    anna, bob = peers.join("Anna"), peers.join("Bob")
    peers.play(until=lambda: len(t.match.log) >= 8 and anna.my_turn)
    token, seat, n_at_drop = anna.token, anna.seat, len(t.match.log)
    del peers.feeds[peers.peer_of(anna)]  # a crash: no bye, the connection just goes
    peers.tick(t.dead_after + 0.1, alive=(bob,))  # Anna silent past the limit; Bob heard
    assert not bob.status[seat]["connected"]  # everyone sees the seat go dark
    peers.play(until=lambda: not peers.asks and not bob.my_turn, players=(bob,))
    stalled = len(t.match.log)
    assert stalled == n_at_drop  # nobody plays Anna's seat meanwhile: it was her turn
    again = peers.join("Anna", peer=b"\x00anna-again", token=token)
    assert (again.seat, again.n, len(again.log)) == (seat, stalled, stalled)  # a full resync
    assert bob.status[seat]["connected"]
    peers.play()
    assert t.match.is_over() and again.result == bob.result == t.match.result()


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
    """On the table with fake peers and a moved clock, as above: the stand-in is the
    table's rule (its timing: tests/net/test_table.py); here Bob's feed reads it and the
    game ends with the stand-in playing Anna's seat."""
    t = peers_table("lucky-draw", 2, seed=5, heartbeat=0.5, replace_after=0.4)
    peers = Peers(t, seed=1)
    anna, bob = peers.join("Anna"), peers.join("Bob")
    seat = anna.seat
    del peers.feeds[peers.peer_of(anna)]  # gone without a word
    peers.tick(t.dead_after + 0.1, alive=(bob,))
    gone = dict(bob.status[seat])
    peers.tick(t.dead_after + 0.6, alive=(bob,))  # gone for longer than replace_after
    stand_in = dict(bob.status[seat])
    peers.play(players=(bob,))
    assert not gone["connected"] and stand_in["kind"] == "bot (stand-in)"
    assert t.match.is_over() and bob.result == t.match.result()


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
        # a 0.2 s heartbeat: a lost turn is noticed after three of them (net/client.py)
        anna, bob = client(host, "Anna", heartbeat=0.2), client(host, "Bob", heartbeat=0.2)
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
