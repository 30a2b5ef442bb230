"""A hostile client throws thousands of bad messages at a host during a game: malformed
and oversize frames, wrong types and fields, out-of-turn, stale and illegal actions, wrong
codes and tokens. Each one is refused with an error and changes nothing; the honest
players finish the game.

Most of the messages go straight to the host's table without I/O (net/table.py), which is
where every message is read and refused: 10,000 against one real game, 2,500 against each
other one (the same kinds of message). A shorter fuzz over real sockets (1,000 messages,
during a game of Lucky Draw: the transport is the point there, not the rules) shows the
transport lets nothing slip past the table: oversize frames (libzmq drops the connection
that sends one), several frames in one message, a stranger's socket beside Mallory's."""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import Counter

import msgpack
import pytest
import zmq
import zmq.asyncio

from ai.registry import make_bot
from core.match import Match
from net import protocol as P
from net.client import play_bot
from net.effects import AskBot
from net.table import Table
from tests.net.support import TEST_GAMES, client, make_host, players_for, run

FULL_GAME = "clans" if "clans" in TEST_GAMES else TEST_GAMES[0]
SOCKET_MESSAGES = 1_000  # over real sockets, one game: the transport's share
# the sockets' game: Lucky Draw, whose few moves the fuzz spans all the same (Mallory plays
# only once it is far along); the rules' stages meet the fuzz on the table above
SOCKET_GAME = "lucky-draw"
HONEST_SEED = 1  # the honest seats' random choices on the table
ANNA, MALLORY, STRANGER = b"\x00anna", b"\x00mallory", b"\x00stranger"
# every code a hostile client provokes, on the table and over the sockets alike
CODES = (
    "malformed",
    "bad-field",
    "unknown-type",
    "version",
    "not-joined",
    "bad-code",
    "bad-token",
    "full",
    "stale",
    "illegal",
    "not-your-turn",
    "no-offer",
)


def _messages(game_id: str) -> int:
    return 10_000 if game_id == FULL_GAME else 2_500


@pytest.fixture
def no_flood_limits(monkeypatch):
    """These tests are about what a message says, not how fast it comes: the flood limits
    (tests/net/test_abuse.py) would send Mallory away before every kind of refusal is seen."""
    from net import limits

    monkeypatch.setattr(limits, "FLOOD_REFUSALS", 10**9)
    monkeypatch.setattr(limits, "REPLIES_PER_INTERVAL", 10**9)


def _pack(obj) -> bytes:
    return msgpack.packb(obj, use_bin_type=True)


def _junk(rng: random.Random, n: int, legal: list, join_code: str) -> list[bytes]:
    """One hostile message (a list of frames), never a valid one: `n` is the view number,
    `legal` Mallory's legal actions if it is her turn, `join_code` the table's."""
    legal = list(legal) or [("move", 0, 1)]
    some = P.to_wire_action(rng.choice(legal))
    kind = rng.randrange(24)
    if kind == 0:
        return [rng.randbytes(rng.randrange(0, 120))]
    if kind == 1:
        return [_pack(rng.choice([1, "act", [1, 2], None, True, 3.5, b"\x00" * 8]))]
    if kind == 2:
        return [_pack({"type": "act", "n": n, "action": some})]  # no version
    if kind == 3:
        return [_pack({"v": 99, "type": "act", "n": n, "action": some})]
    if kind == 4:
        return [_pack({"v": P.VERSION, "type": rng.choice(["move", "view", "welcome", "", "x" * 300]), "n": n})]
    if kind == 5:
        return [_pack({"v": P.VERSION, "type": "act", "n": str(n), "action": some})]
    if kind == 6:
        return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": {"a": 1}})]
    if kind == 7:  # a float or bool where the rules have an int: equal in Python, refused
        bad = [x + 0.0 if type(x) is int else x for x in some] if any(type(x) is int for x in some) else some + [1.5]
        return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": bad})]
    if kind == 8:
        return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": some[:1] + [True] + some[1:]})]
    if kind == 9:
        depth = rng.choice([5, 50, 2000])  # built by hand: msgpack will not pack it that deep
        head = b"\x84\xa1v" + _pack(P.VERSION) + b"\xa4type\xa3act\xa1n" + _pack(n) + b"\xa6action"
        return [head + b"\x91" * depth + b"\x90"]
    if kind == 10:
        return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": list(range(rng.choice([33, 5000])))})]
    if kind == 11:  # a declared 4-billion-item array in a 9-byte frame
        return [b"\x81\xa1v\xdd\xff\xff\xff\xff\x01"]
    if kind == 12:
        return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": some, "extra": 1})]
    if kind == 13:  # stale: answers an old or future view
        return [
            _pack(
                {
                    "v": P.VERSION,
                    "type": "act",
                    "n": rng.choice([max(0, n - 1) if n else n + 7, n + 1, n + 1000]),
                    "action": some,
                }
            )
        ]
    if kind == 14:  # illegal now (with the current view number)
        return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": some + [999_999]})]
    if kind == 15:  # a legal-looking action, sent whenever (often out of turn)
        return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": ["zz", 1]})]
    if kind == 16:
        return [_pack({"v": P.VERSION, "type": "hello", "name": "M", "code": "WRONG-CODE"})]
    if kind == 17:
        return [_pack({"v": P.VERSION, "type": "hello", "name": "M", "code": join_code, "token": "forged"})]
    if kind == 18:
        return [_pack({"v": P.VERSION, "type": "hello", "name": "M", "code": join_code})]  # full
    if kind == 19:
        return [_pack({"v": P.VERSION, "type": "chat", "text": "x" * (P.MAX_CHAT + 1)})]
    if kind == 20:
        return [_pack({"v": P.VERSION, "type": "ping", "t": "now"})]
    if kind == 21:  # a rematch answer of the wrong shape
        return [_pack({"v": P.VERSION, "type": "rematch", "accept": rng.choice(["yes", 1, None])})]
    if kind == 22:  # a well-formed rematch answer while no rematch is offered
        return [_pack({"v": P.VERSION, "type": "rematch", "accept": rng.choice([True, False])})]
    return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": some}), b"second frame"]


def _hostile(rng: random.Random, match: Match, mallory_seat: int | None, join_code: str) -> list[bytes]:
    """The next hostile message: junk, or while another seat is on turn often that seat's
    legal action with the right view number (out of turn)."""
    state, n = match.state, len(match.log)
    mover = state.to_move()
    if mover not in (mallory_seat, None):
        action = P.to_wire_action((state.legal_actions() or [("x",)])[0])
        return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": action})]
    return _junk(rng, n, state.legal_actions() if mover == mallory_seat else [], join_code)


class RefusalWatch:
    """Wraps a table's door and its refusals: counts each refusal's code, and notes every
    refused message that changed the game (there must be none)."""

    def __init__(self, table: Table) -> None:
        self.table, self.codes, self.violations = table, Counter(), []
        self._handle, self._refuse = table.receive_frames, table._refuse
        table.receive_frames, table._refuse = self.receive_frames, self.refuse

    def receive_frames(self, peer, frames, now):
        match, refused = self.table.match, self.table.limits.count
        before, n = match.state.to_wire(), len(match.log)
        effects = self._handle(peer, frames, now)
        if self.table.limits.count > refused and (len(match.log) != n or match.state.to_wire() != before):
            self.violations.append(repr(frames)[:200])
        return effects

    def refuse(self, peer, code, message, ref, now):
        self.codes[code] += 1
        self._refuse(peer, code, message, ref, now)


def _honest_length(match: Match) -> int:
    """How many moves the honest seats' game of `match` takes (refused messages change
    nothing, so it is the same game with the fuzz as without)."""
    state, rng, moves = match.state.clone(), random.Random(HONEST_SEED), 0
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        moves += 1
    return moves


def _honest_move(table: Table, rng: random.Random, effects: list, now: float) -> list:
    """The seat on turn plays a random legal action: a remote seat through the door, a bot
    as the host's bot driver would answer; the effects."""
    match = table.match
    action = rng.choice(match.state.legal_actions())
    ask = next((e for e in effects if isinstance(e, AskBot)), None)
    if ask is not None:
        return table.bot_moved(ask.seat, ask.n, P.to_wire_action(action), now)
    peer = table.seats[match.state.to_move()].peer
    return table.receive_frames(peer, [P.encode(P.act(len(match.log), action))], now)


@pytest.mark.parametrize("game_id", TEST_GAMES)
def test_the_table_refuses_every_hostile_message(game_id, no_flood_limits):
    players = players_for(game_id)
    kinds = ["remote", "remote"] + ["bot:random"] * (players - 2)
    table = Table(Match(game_id, {"players": players}, 21, seats=kinds), seat_kinds=kinds, join_code="CODE-CODE")
    watch = RefusalWatch(table)
    effects = table.start(0.0)
    effects += table.receive(ANNA, P.hello("Anna", "CODE-CODE"), 0.0)
    effects += table.receive(MALLORY, P.hello("Mallory", "CODE-CODE"), 0.0)
    mallory, junk_rng, honest_rng = table.peers[MALLORY], random.Random(5), random.Random(HONEST_SEED)
    messages = _messages(game_id)
    # the honest moves spread evenly over the fuzz: it meets the game at every stage
    every = max(1, messages // (_honest_length(table.match) + 1))
    for i in range(messages):
        now = i / 1000
        if i % every == every - 1 and not table.match.is_over():
            effects = _honest_move(table, honest_rng, effects, now)
        frames = _hostile(junk_rng, table.match, mallory, table.join_code)
        peer = STRANGER if b"hello" in frames[0][:24] or i % 4 == 0 else MALLORY
        table.receive_frames(peer, frames, now)
    while not table.match.is_over():
        effects = _honest_move(table, honest_rng, effects, messages / 1000)
    assert not watch.violations, watch.violations[:3]
    assert sum(watch.codes.values()) == table.limits.count >= messages
    assert all(watch.codes[code] > 0 for code in CODES), watch.codes
    assert table.peers[MALLORY] == mallory and table.peers[ANNA] is not None  # nobody was sent away
    replayed = Match.replay(game_id, table.match.config, table.match.seed, table.match.actions())
    assert replayed.state.to_wire() == table.match.state.to_wire()


async def _cut_off(endpoint: str) -> None:
    """An oversize frame from a socket of its own: libzmq drops that connection with it
    (and whatever would follow on it, so Mallory's messages are not lost with it; a seat's
    cut and resync is tests/net/test_resume.py's)."""
    sock = zmq.asyncio.Context.instance().socket(zmq.DEALER)
    sock.linger = 5000  # closed at once, but the frame still goes out behind our back
    sock.connect(endpoint)
    await asyncio.wait_for(sock.send_multipart([b"\x00" * (P.MAX_CLIENT_FRAME + 1)]), 10)
    sock.close()


def test_the_host_survives_a_hostile_client_over_the_sockets(caplog, no_flood_limits):
    caplog.set_level(logging.WARNING, logger="clanhall.net.host")
    sent = [0]

    async def main():
        host = make_host(SOCKET_GAME, seed=21, remote=2)
        await host.start()
        watch = RefusalWatch(host.table)
        anna, mallory = client(host, "Anna"), client(host, "Mallory")
        await anna.join(timeout=60)
        await mallory.join(timeout=60)
        stranger = zmq.asyncio.Context.instance().socket(zmq.DEALER)
        stranger.linger = 0
        stranger.connect(host.endpoint)

        class Gated:
            """Mallory also plays (so the game goes on), but only once the fuzz is far along."""

            def __init__(self):
                self.inner, self.moves = make_bot("random", seed=3), 0

            def choose(self, view, seat, legal, **kw):
                gate = SOCKET_MESSAGES // 2 if self.moves == 0 else SOCKET_MESSAGES
                self.moves += 1
                deadline = time.monotonic() + 45
                while sent[0] < gate and time.monotonic() < deadline:
                    time.sleep(0.002)
                # and until the host has read (nearly) all of it: on a busy machine the
                # last few hundred would otherwise still wait in the socket when the game ends
                while sum(watch.codes.values()) < 0.9 * sent[0] and time.monotonic() < deadline:
                    time.sleep(0.002)
                return self.inner.choose(view, seat, legal)

        async def fuzz():
            rng = random.Random(5)
            oversize = {100, 400, 800}
            while sent[0] < SOCKET_MESSAGES:
                if sent[0] in oversize:
                    await _cut_off(host.endpoint)
                else:
                    frames = _hostile(rng, host.match, mallory.seat, host.join_code)
                    # a hostile client may confuse its own client code with forged hellos;
                    # those go from the stranger's socket so Mallory keeps playing
                    hello = b"hello" in frames[0][:24]
                    sock = stranger if hello or sent[0] % 4 == 0 else mallory._sock
                    if sock is not None:
                        try:
                            await asyncio.wait_for(sock.send_multipart(frames), 1.0)
                        except asyncio.TimeoutError:
                            continue  # Mallory's socket was being replaced; try again
                sent[0] += 1
                if sent[0] % 25 == 0:
                    await asyncio.sleep(0)

        fuzzing = asyncio.ensure_future(fuzz())
        results = await asyncio.gather(
            play_bot(anna, make_bot("random", seed=1), timeout=150), play_bot(mallory, Gated(), timeout=150)
        )
        await fuzzing
        for c in (anna, mallory):
            await c.close()
        stranger.close(0)
        await host.serve()
        return host, results, watch

    host, results, watch = run(main(), 240)
    assert sent[0] >= SOCKET_MESSAGES
    assert not watch.violations, watch.violations[:3]
    assert sum(watch.codes.values()) >= SOCKET_MESSAGES * 0.9  # all but those lost behind a cut or a handover
    assert all(watch.codes[code] > 0 for code in CODES), watch.codes
    assert host.match.is_over()
    assert results == [host.match.result()] * 2
    # the honest log: every action came from the seat that was to move, and it replays
    assert Match.replay(SOCKET_GAME, host.match.config, host.match.seed, host.match.actions()).state == host.match.state
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
