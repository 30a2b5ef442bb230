"""A whole game on the host's table without I/O (net/table.py): fake peers, no socket, no
process, no clock. Two remote seats (Anna, Bob), random bots for the rest, and a spectator
(Eve) whose messages are kept as the bytes the host would send her. The LAN tests that are
about what the table says (not how it travels) play here, in milliseconds a game."""

from __future__ import annotations

import random

from core.match import Match
from net import protocol as P
from net.effects import AskBot, Send
from net.table import Table

ANNA, BOB, EVE = b"\x00anna", b"\x00bob", b"\x00eve"
CODE = "CODE-CODE"
MAX_MOVES = 5000  # every game here ends far sooner: a bound, not a budget


def watched_table(game_id: str, seed: int, players: int) -> Table:
    """A started table of `game_id`: Anna and Bob seated, bots for the rest, Eve watching
    from before the first move."""
    kinds = ["remote", "remote"] + ["bot:random"] * (players - 2)
    match = Match(game_id, {"players": players}, seed, seats=kinds)
    return Table(match, seat_kinds=kinds, join_code=CODE, spectators=1)


def play_watched(table: Table, seed: int) -> list[bytes]:
    """Play `table` to its end, every seat (remote or bot) choosing at random from the legal
    actions with `seed`; every frame Eve was sent, encoded as the host encodes it."""
    rng = random.Random(seed)
    effects = table.start(0.0)
    effects += table.receive(EVE, P.hello("Eve", CODE, watch=True), 0.0)
    effects += table.receive(ANNA, P.hello("Anna", CODE), 0.0)
    effects += table.receive(BOB, P.hello("Bob", CODE), 0.0)
    frames = _to(EVE, effects)
    match = table.match
    for _ in range(MAX_MOVES):
        if match.is_over():
            return frames
        action = rng.choice(match.state.legal_actions())
        ask = next((e for e in effects if isinstance(e, AskBot)), None)
        if ask is not None:
            effects = table.bot_moved(ask.seat, ask.n, P.to_wire_action(action), 0.0)
        else:
            peer = table.seats[match.state.to_move()].peer
            effects = table.receive(peer, P.act(len(match.log), action), 0.0)
        frames += _to(EVE, effects)
    raise AssertionError(f"{match.game.id}: no end after {MAX_MOVES} moves")


def _to(peer: bytes, effects: list) -> list[bytes]:
    return [P.encode(e.msg) for e in effects if isinstance(e, Send) and e.peer == peer]
