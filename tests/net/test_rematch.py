"""Rematch: at the end every human seat is offered another game; when all accept, it
starts on the same connections with the first player rotated (or, where the rules fix the
starter, the seats rotated), the series score carries over, and a decline or a player
leaving ends the series with one clear line for the others."""

from __future__ import annotations

import asyncio

import pytest

from ai.registry import make_bot
from core.savefile import Autosaver, load_match
from net import protocol as P
from net.client import play_bot
from net.series import Series, next_game, score_line
from tests.net.support import client, make_host, run, two_joined
from tests.net.table_peers import Peers, table
from tests.support.waiting import async_wait_until


async def _until(feed, ready, timeout: float = 30.0) -> None:
    async def wait():
        while not ready():
            await feed.changed()

    await asyncio.wait_for(wait(), timeout)


async def play_series(c, games: int, seed: int, answers: list[bool] | None = None) -> list[dict]:
    """Play `games` games of a series with a random bot, accepting each rematch and
    answering the last offer with `answers[-1]` (default: decline); returns what each game
    ended with (seat, first player, result)."""
    answers = answers or [True] * (games - 1) + [False]
    ended = []
    for g in range(games):
        await _until(c, lambda: c.view is not None and c.n >= 0 and not c.over)
        first_seat = c.config.get("first_seat")
        await play_bot(c, make_bot("random", seed=seed + g), timeout=60)
        ended.append({"seat": c.seat, "first_seat": first_seat, "result": c.result, "names": list(c.names)})
        await _until(c, lambda: c.offer is not None or c.series_over is not None)
        if c.series_over is not None:
            break
        await c.rematch(answers[g])
        if not answers[g]:
            break
        await _until(c, lambda: not c.over or c.series_over is not None)
        if c.series_over is not None:
            break
    return ended


def _series(peers: Peers, answers: dict, games: int) -> list[dict]:
    """Play up to `games` games at `peers`' table, each feed in `answers` answering the
    offer after game g with answers[feed][g] (in that order); what each game ended with,
    as each feed saw it."""
    ended = []
    for g in range(games):
        peers.play()
        ended.append({feed: {"seat": feed.seat, "names": list(feed.names)} for feed in answers})
        for feed, said in answers.items():
            if peers.closed:  # a decline before this feed answered ends the series
                return ended
            assert feed.offer is not None, f"no rematch offer after game {g + 1}"
            peers.say(peers.peer_of(feed), P.rematch(said[g]))
    return ended


def test_a_series_rotates_the_first_player_and_carries_the_score():
    async def main():
        host = make_host("clans", seed=5, rematch=True)  # Anna, Bob and a host bot
        starters = []
        host.listeners.append(lambda h, event: starters.append(h.match) if event == "rematch" else None)
        await host.start()
        first_match = host.match
        anna, bob = client(host, "Anna"), client(host, "Bob")
        await anna.join(timeout=60)
        await bob.join(timeout=60)
        serving = asyncio.ensure_future(host.serve())
        a, b = await asyncio.gather(play_series(anna, 3, 10, [True] * 3), play_series(bob, 3, 20, [True, True, False]))
        # both leave once told the series is over, as players do: the host, lingering until
        # its peers have left, then ends at once instead of after its whole linger
        for c in (anna, bob):
            await _until(c, lambda c=c: c.series_over is not None)
            await c.close()
        await asyncio.wait_for(serving, 30)
        return host, first_match, starters, a, b, anna, bob

    host, first_match, later, a, b, anna, bob = run(main(), 240)
    matches = [first_match] + later
    assert len(matches) == 3 and len(a) == len(b) == 3
    firsts = [m.log[0].seat for m in matches]
    assert firsts[1] == (firsts[0] + 1) % 3 and firsts[2] == (firsts[1] + 1) % 3
    assert [m.config["first_seat"] for m in matches[1:]] == firsts[1:]
    assert [g["seat"] for g in a] == [0, 0, 0]  # the first player rotates; the seats stay
    assert len({m.seed for m in matches}) == 3  # a new deal every game
    series = host.series.to_wire()
    assert series["games"] == 3 and sum(w for _, w in series["wins"]) + series["draws"] == 3
    expected = Series()
    for m in matches:
        expected.record(m.names, m.result())
    assert series == expected.to_wire() == anna.series == bob.series
    assert anna.series_over == bob.series_over == "Bob declined the rematch"
    assert score_line(series).startswith("After 3 games: Anna ")


def test_where_the_rules_fix_the_starter_the_seats_rotate():
    """On the table with fake peers (tests/net/table_peers.py: the table's messages encoded
    and decoded as on the wire and kept by each client's own SeatFeed): which seat each
    player takes is the table's rule and the feed's reading of it. Rematches over real
    sockets: the series test above and test_each_game_has_its_own_autosave_and_resumes."""
    t = table("crimson-company", 2, config={"variant": "co-op"}, rematch=True)
    peers = Peers(t, seed=1)
    anna, bob = peers.join("Anna"), peers.join("Bob")
    ended = _series(peers, {anna: [True, False], bob: [True, False]}, 2)
    assert [g[anna]["seat"] for g in ended] == [0, 1] and [g[bob]["seat"] for g in ended] == [1, 0]
    assert ended[1][anna]["names"] == ["Bob", "Anna"]
    assert t.series.games == 2


def test_next_game_says_how_each_title_rotates():
    from core.match import Match

    clans = Match("clans", {"players": 3, "first_seat": 2}, 1)
    assert next_game(clans) == ({**clans.config, "first_seat": 0}, [0, 1, 2])
    coop = Match("crimson-company", {"players": 2, "variant": "co-op"}, 1)
    assert next_game(coop) == (coop.config, [1, 0])


def test_leaving_ends_the_series_for_the_others():
    """On the table with fake peers, and Lucky Draw (the game is not the point): Bob's
    client says goodbye when the offer comes, as `Client.close` does."""
    t = table("lucky-draw", 2, rematch=True)
    peers = Peers(t, seed=1)
    anna, bob = peers.join("Anna"), peers.join("Bob")
    peers.play()
    assert anna.offer is not None and bob.offer is not None
    peers.say(peers.peer_of(bob), P.bye("the player left"))
    assert peers.closed and anna.series_over == "Bob left"
    assert t.series.games == 1


def test_each_game_has_its_own_autosave_and_resumes(tmp_path):
    from datetime import datetime, timezone

    async def main():
        saver = Autosaver(tmp_path, clock=lambda: datetime.now(timezone.utc))
        # Lucky Draw: the saves and the restart are the point, not the game's length
        host = make_host("lucky-draw", players=2, remote=2, rematch=True, autosaver=saver)
        paths = [host.save_path]
        host.listeners.append(lambda h, event: paths.append(h.save_path) if event == "rematch" else None)
        await host.start()
        paths[0] = host.save_path
        anna, bob = client(host, "Anna"), client(host, "Bob")
        await anna.join(timeout=60)
        await bob.join(timeout=60)
        serving = asyncio.ensure_future(host.serve())

        async def two_moves_into_the_next_game(c, seed):
            await play_bot(c, make_bot("random", seed=seed), timeout=60)
            await _until(c, lambda: c.offer is not None)
            await c.rematch(True)
            await _until(c, lambda: not c.over)
            while c.n < 2:
                if c.my_turn:
                    await c.act(c.legal[0])
                await asyncio.wait_for(c.changed(), 60)
            c.drop()  # gone without a word, like a crash

        await asyncio.gather(two_moves_into_the_next_game(anna, 1), two_moves_into_the_next_game(bob, 2))
        second = host.match
        await host.stop()
        await asyncio.wait_for(serving, 30)
        return paths, second

    paths, second = run(main(), 120)
    assert len(paths) == 2 and paths[0] != paths[1] and paths[0].exists() and paths[1].exists()
    first, _ = load_match(paths[0])
    assert first.is_over()
    resumed, _ = load_match(paths[1])
    assert not resumed.is_over() and resumed.seed == second.seed
    assert [e.action for e in resumed.log] == [e.action for e in second.log[: len(resumed.log)]]

    async def host_again():
        from net.host import Host

        host = Host.resume(paths[1], bind="127.0.0.1", port=0)
        await host.start()
        bob = client(host, "Bob")
        bob.token = host.seats[1].token
        await bob.join(timeout=60)
        seat, series = bob.seat, host.series.to_wire()
        await bob.close()
        await host.stop()
        return seat, series

    seat, series = run(host_again(), 30)
    assert seat == 1
    # the score of the first game survives the restart (it was 0 games before)
    assert series["games"] == 1 and sum(w for _, w in series["wins"]) + series["draws"] == 1
    assert {name for name, _ in series["wins"]} == {"Anna", "Bob"}


def test_a_rematch_answer_without_an_offer_is_refused_and_changes_nothing():
    async def main():
        host, anna, bob = await two_joined("clans", rematch=True)
        errors = []
        anna.subscribe(lambda e: errors.append(e.data) if e.kind == "error" else None)
        n, refused = len(host.match.log), host.refused
        await anna.rematch(False)
        await anna._sock.send(P.encode({"v": P.VERSION, "type": "rematch", "accept": "yes"}))
        await async_wait_until(lambda: len(errors) >= 2, "two refusals sent to Anna")
        assert [e["code"] for e in errors] == ["no-offer", "bad-field"]
        assert len(host.match.log) == n and host.refused == refused + 2 and host.series.games == 0
        for c in (anna, bob):
            await c.close()
        await host.stop()

    run(main(), 30)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"games": -1, "draws": 0, "wins": []},
        {"games": 1, "draws": 0, "wins": [["A"]]},
        {"games": 1, "draws": 0, "wins": [[1, 2]]},
        {"games": 1, "draws": 0, "wins": [["A", 1]] * 65},
    ],
)
def test_a_damaged_series_score_in_a_side_file_is_not_taken(data):

    assert Series.from_wire(data) is None
    good = {"games": 3, "draws": 1, "wins": [["Anna", 2], ["Bob", 0]]}
    assert Series.from_wire(good).to_wire() == good
