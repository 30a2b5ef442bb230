"""A hostile client throws 10,000+ bad messages at a host during a game: malformed and
oversize frames, wrong types and fields, out-of-turn, stale and illegal actions, wrong
codes and tokens. Each one is refused with an error and changes nothing; the honest
players finish the game."""

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
from net import protocol as P
from net.client import play_bot
from tests.net.support import TEST_GAMES, client, make_host, run

# The full 10,000 against one real game; every other game (and the toy) gets a quarter,
# which covers the same kinds of message and keeps the suite within its time.
FULL_GAME = "clans" if "clans" in TEST_GAMES else TEST_GAMES[0]


def _messages(game_id: str) -> int:
    return 10_000 if game_id == FULL_GAME else 2_500


def _pack(obj) -> bytes:
    return msgpack.packb(obj, use_bin_type=True)


def _junk(rng: random.Random, host, mallory) -> list[bytes]:
    """One hostile message (a list of frames), never a valid one."""
    n = len(host.match.log)
    legal = list(mallory.legal) or [("move", 0, 1)]
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
        return [_pack({"v": P.VERSION, "type": "hello", "name": "M", "code": host.join_code, "token": "forged"})]
    if kind == 18:
        return [_pack({"v": P.VERSION, "type": "hello", "name": "M", "code": host.join_code})]  # full
    if kind == 19:
        return [_pack({"v": P.VERSION, "type": "chat", "text": "x" * (P.MAX_CHAT + 1)})]
    if kind == 20:
        return [_pack({"v": P.VERSION, "type": "ping", "t": "now"})]
    if kind == 21:  # a rematch answer of the wrong shape
        return [_pack({"v": P.VERSION, "type": "rematch", "accept": rng.choice(["yes", 1, None])})]
    if kind == 22:  # a well-formed rematch answer while no rematch is offered
        return [_pack({"v": P.VERSION, "type": "rematch", "accept": rng.choice([True, False])})]
    return [_pack({"v": P.VERSION, "type": "act", "n": n, "action": some}), b"second frame"]


@pytest.mark.parametrize("game_id", TEST_GAMES)
def test_the_host_survives_a_hostile_client(game_id, caplog, monkeypatch):
    caplog.set_level(logging.WARNING, logger="clanhall.net.host")
    # This test is about what a message says, not how fast it comes: the flood limits
    # (tests/net/test_abuse.py) would send Mallory away before every kind of refusal is seen.
    from net import limits

    monkeypatch.setattr(limits, "FLOOD_REFUSALS", 10**9)
    monkeypatch.setattr(limits, "REPLIES_PER_INTERVAL", 10**9)
    MESSAGES = _messages(game_id)
    violations: list[str] = []
    codes: Counter = Counter()
    sent = [0]
    out_of_turn = [0]

    async def main():
        host = make_host(game_id, seed=21, remote=2)
        await host.start()

        # every refused message must leave the true state exactly as it was
        table = host.table
        handle, refuse = table.receive_frames, table._refuse

        def checked(peer, frames, now):
            before, n, refused = host.match.state.to_wire(), len(host.match.log), host.refused
            effects = handle(peer, frames, now)
            if host.refused > refused and (len(host.match.log) != n or host.match.state.to_wire() != before):
                violations.append(repr(frames)[:200])
            return effects

        def counting(peer, code, message, ref, now):
            codes[code] += 1
            refuse(peer, code, message, ref, now)

        table.receive_frames, table._refuse = checked, counting

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
                gate = MESSAGES // 2 if self.moves == 0 else MESSAGES
                self.moves += 1
                deadline = time.monotonic() + 45
                while sent[0] < gate and time.monotonic() < deadline:
                    time.sleep(0.002)
                # and until the host has read (nearly) all of it: on a busy machine the
                # last few hundred would otherwise still wait in the socket when the game ends
                while sum(codes.values()) < 0.9 * sent[0] and time.monotonic() < deadline:
                    time.sleep(0.002)
                return self.inner.choose(view, seat, legal)

        async def fuzz():
            rng = random.Random(5)
            oversize = {1000, 4000, 8000}
            while sent[0] < MESSAGES:
                if sent[0] in oversize:
                    await mallory.send_raw([b"\x00" * (P.MAX_CLIENT_FRAME + 1)])
                else:
                    frames = _junk(rng, host, mallory)
                    if host.match.state.to_move() not in (mallory.seat, None):
                        out_of_turn[0] += 1
                        # the right view number, but it is someone else's turn
                        frames = [
                            _pack(
                                {
                                    "v": P.VERSION,
                                    "type": "act",
                                    "n": len(host.match.log),
                                    "action": P.to_wire_action((host.match.state.legal_actions() or [("x",)])[0]),
                                }
                            )
                        ]
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
        return host, results

    host, results = run(main(), 240)
    assert sent[0] >= MESSAGES
    assert not violations, violations[:3]
    assert sum(codes.values()) >= MESSAGES * 0.9  # all but those lost behind a cut or a socket handover
    for code in (
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
    ):
        assert codes[code] > 0, (code, codes)
    assert out_of_turn[0] > 0
    assert host.match.is_over()
    assert results == [host.match.result()] * 2
    # the honest log: every action came from the seat that was to move, and it replays
    from core.match import Match

    assert Match.replay(game_id, host.match.config, host.match.seed, host.match.actions()).state == host.match.state
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
