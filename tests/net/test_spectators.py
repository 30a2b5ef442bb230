"""Spectators: they see the game from no seat's view, never a hidden card, and can never act.

The leak check plays whole games of the three titles on the host's table without I/O
(tests/net/table_game.py: fake peers, random seats and bots) with a spectator whose every
frame is kept, until over 1,000 spectator views have been checked; one more game, of Lucky
Draw (a few moves, with secret hands), is played by random bots over real sockets to the
same checks, so the transport is shown to carry what the table says and nothing more. Each view
must equal the spectator view of the true state, and also the spectator view of a
*swapped* state: the same position with every hidden part re-dealt
(`view(None).determinize(None, ...)`: hands, decks, secret colours, face-down cards, the RNG). A
view that showed any hidden part would differ from the swapped one.
"""

from __future__ import annotations

import asyncio
from collections import Counter

import pytest

from core.i18n.phrase import said_from_wire
from core.match import Match
from core.narration import named, narrate
from core.rng import Rng
from net import protocol as P
from net.client import JoinRefused
from net.narration import wire_log_line
from net.redact import hidden_from, told_wire
from tests.net.support import bot_game, client, make_host, players_for, run, two_joined
from tests.net.table_game import play_watched, watched_table
from tests.net.test_hidden import _ints, _normal
from tests.support.waiting import async_wait_until

TITLES = ("clans", "crystal-clans", "crimson-company")
MIN_VIEWS = 1000
SEED = 0x5EED_C1A9_4A11


def _recording(c) -> list[bytes]:
    """Every frame `c` receives from now on."""
    received: list[bytes] = []
    handle = c._on_frames

    async def recording(fs):
        received.extend(fs)
        await handle(fs)

    c._on_frames = recording
    return received


def _watched_game(game_id: str, seed: int):
    """A bot game of `game_id` over sockets with one spectator; returns (match, her frames)."""

    async def main():
        host = make_host(game_id, seed=seed, spectators=1)
        await host.start()
        eve = client(host, "Eve", watch=True)
        frames = _recording(eve)
        await eve.join(timeout=60)

        async def leave_when_over():  # as a spectator does: else the host lingers for her
            await eve.wait_over(timeout=120)
            await eve.close()

        leaving = asyncio.ensure_future(leave_when_over())
        await bot_game(host, [client(host, "Anna"), client(host, "Bob")], seed=seed % 1000)
        await leaving
        return host.match, frames

    return run(main(), 180)


def _true_states(match: Match) -> list:
    states = [match.game.new(match.config, match.seed)]
    for entry in match.log:
        nxt = states[-1].clone()
        nxt.apply(entry.action)
        states.append(nxt)
    return states


def _checked(match: Match, frames: list[bytes]) -> Counter:
    """Check every frame a spectator of `match` was sent (see the module's docstring);
    counts of the views, the views a swap really changed and the log lines worded hidden."""
    seen: Counter = Counter()
    states = _true_states(match)
    secret_ints = {match.seed} | {s.rng.state for s in states} - {0}
    for frame in frames:
        msg = P.decode_from_host(frame)
        assert msg["type"] != "your-turn", "a spectator was asked to act"
        assert not secret_ints & set(_ints(msg)), f"{msg['type']} holds the seed or an RNG state"
        if msg["type"] == "welcome":
            assert msg["seat"] is None and "seed" not in msg
        if msg["type"] != "view":
            continue
        seen["views"] += 1
        n, true = msg["n"], states[msg["n"]]
        swapped = true.view(None).determinize(None, Rng(match.seed + n))
        assert msg["state"] == _normal(true.view(None).to_wire())
        assert msg["state"] == _normal(swapped.view(None).to_wire()), f"{match.game.id}: a hidden part shows"
        if any(swapped.view(s).to_wire() != true.view(s).to_wire() for s in range(true.num_seats)):
            seen["swapped_apart"] += 1  # the swap really changed something a seat knows
        for i, (actor, text) in enumerate(msg["log"], msg["log_from"]):
            before, action = states[i], match.log[i].action
            assert actor == match.log[i].seat
            # the text is worded from the spectator view alone (swap-proof as above),
            # or says nothing at all of a choice the spectator cannot tell apart
            if None in hidden_from(before, actor, action, [None]):
                seen["hidden_lines"] += 1
                first = wire_log_line(actor, said_from_wire(text)).text  # the public events follow
                assert named(first, match.names) == f"{match.names[actor]} made a hidden choice"
            else:  # with the events the action set off (public: every view has them)
                assert text == told_wire(match.log[i], P.wire_text(narrate(before.view(None), action)))
    return seen


def test_no_spectator_message_on_the_table_carries_a_hidden_card():
    seen: Counter = Counter()
    per_title = dict.fromkeys(TITLES, 0)
    games = [(round_, game_id) for round_ in range(8) for game_id in TITLES]  # bounded: 7 games reach MIN_VIEWS
    for round_, game_id in games:
        seed = SEED + round_ * 7919
        table = watched_table(game_id, seed, players_for(game_id))
        counts = _checked(table.match, play_watched(table, seed))
        seen += counts
        per_title[game_id] += counts["views"]
        if seen["views"] >= MIN_VIEWS and all(per_title.values()):
            break  # at a game's end, not a round's: a third Crystal Clans game added 480 views more
    assert seen["views"] >= MIN_VIEWS and all(per_title.values()), per_title
    assert seen["swapped_apart"] > seen["views"] // 2  # the check could fail: the swaps re-dealt hidden cards
    assert seen["hidden_lines"] > 0  # face-down battle cards were played and stayed face down


def test_no_spectator_frame_over_the_sockets_carries_a_hidden_card():
    # Lucky Draw: secret hands, which a swap re-deals, in a game of a few moves (the
    # transport is the point here; the three titles' hidden parts are checked on the table)
    match, frames = _watched_game("lucky-draw", SEED)
    seen = _checked(match, frames)
    assert match.is_over() and seen["views"] > len(match.log) // 2, seen
    assert seen["swapped_apart"] > seen["views"] // 2, seen


def test_players_see_who_watches_and_the_table_has_room_for_n():
    async def main():
        host = make_host("clans", spectators=1)
        await host.start()
        anna = client(host, "Anna")
        await anna.join(timeout=60)
        eve = client(host, "Eve", watch=True)
        await eve.join(timeout=60)
        while eve.view is None:  # the view follows the welcome
            await asyncio.wait_for(eve.changed(), 60)
        assert eve.watching and eve.seat is None and eve.view is not None
        while anna.watchers != ["Eve"]:
            await asyncio.wait_for(anna.changed(), 60)
        with pytest.raises(JoinRefused, match="full: 1 spectator at most"):
            await client(host, "Mallory", watch=True).join(timeout=5)
        await eve.close()
        while anna.watchers:
            await asyncio.wait_for(anna.changed(), 60)
        late = client(host, "Zoe", watch=True)  # the place Eve left is free again
        await late.join(timeout=60)
        await late.close()
        await anna.close()
        await host.stop()

    run(main(), 60)


def test_a_game_without_spectators_refuses_a_watcher():
    async def main():
        host = make_host("clans")
        await host.start()
        with pytest.raises(JoinRefused, match="takes no spectators"):
            await client(host, "Eve", watch=True).join(timeout=5)
        await host.stop()

    run(main(), 30)


def test_a_spectator_can_never_act_and_chats_only_if_allowed():
    async def main():
        host, anna, bob = await two_joined("clans", spectators=2)
        eve = client(host, "Eve", watch=True)
        await eve.join(timeout=60)
        await async_wait_until(
            lambda: (anna.my_turn or bob.my_turn) and eve.n == len(host.match.log),
            "a seat on turn and Eve holding the view of that moment",
        )
        mover = anna if anna.my_turn else bob
        action, n_log, refused = mover.legal[0], len(host.match.log), host.refused
        errors = []
        eve.subscribe(lambda e: errors.append(e.data) if e.kind == "error" else None)
        eve.turn_n = eve.n
        await eve.act(action)  # the legal move of the seat on turn, sent by the spectator
        await eve._send(P.resign())
        await eve.rematch(True)
        await eve.chat("hello players")
        await async_wait_until(lambda: len(errors) >= 4, "four refusals sent to Eve")
        codes = [e["code"] for e in errors]
        assert codes == ["spectator", "spectator", "spectator", "no-chat"], codes
        assert len(host.match.log) == n_log and host.refused == refused + 4
        assert host.seats[mover.seat].peer is not None  # the seat is untouched
        await eve.close()
        for c in (anna, bob):
            await c.close()
        await host.stop()

    run(main(), 60)


def test_spectator_chat_when_the_host_allows_it():
    async def main():
        host = make_host("clans", spectators=1, spectator_chat=True)
        await host.start()
        anna = client(host, "Anna")
        await anna.join(timeout=60)
        eve = client(host, "Eve", watch=True)
        await eve.join(timeout=60)
        assert eve.spectator_chat
        heard = []
        anna.subscribe(lambda e: heard.append(e.data) if e.kind == "chat" else None)
        await eve.chat("good luck")
        await async_wait_until(lambda: heard, "Eve's chat line at Anna")
        assert heard and heard[0]["name"] == "Eve (watching)" and heard[0]["seat"] is None
        assert heard[0]["text"] == "good luck"
        await eve.close()
        await anna.close()
        await host.stop()

    run(main(), 30)


def test_a_flooding_spectator_is_sent_away():
    from net import limits

    async def main():
        host = make_host("clans", spectators=1)
        await host.start()
        eve = client(host, "Eve", watch=True)
        await eve.join(timeout=60)
        junk = P.encode(P.act(0, ("move", 0, 1)))
        for _ in range(60):  # bursts until the host has seen a flood within one interval
            if not host.watchers:
                break
            for _ in range(limits.FLOOD_REFUSALS + 20):
                await eve._sock.send(junk)
            await asyncio.sleep(0.2)
        assert not host.watchers and host.refused > limits.FLOOD_REFUSALS
        await eve.close(say_bye=False)
        await host.stop()

    run(main(), 60)
