"""Clients without sockets: a host's table (net/table.py) and, for each fake peer, the
SeatFeed a real client keeps (net/feed.py), joined by the wire's own encoding. What the
table sends a peer is encoded, decoded as a client decodes it and handled by that peer's
feed; what a peer says is encoded and read by the table as raw frames. Time is a number the
test moves; bots the table asks are answered at once. So a LAN test about what the table
and the clients agree on (resume, rematch, stand-ins, what each seat is sent of a game)
runs without sockets, waits or sleeps, and the real-socket tests keep the transport's own
paths. A game of a real title still costs what the host's words cost (every your-turn
words the legal actions): Lucky Draw where the title is not the point."""

from __future__ import annotations

import random

from core.match import Match
from net import protocol as P
from net.effects import AskBot, Close, Effect, Notify, Send
from net.feed import SeatFeed
from net.table import Table

CODE = "CODE-CODE"
MAX_STEPS = 5000  # every game here ends far sooner: a bound, not a budget


class Peers:
    """A table and the fake peers at it (see the module docstring)."""

    def __init__(self, table: Table, seed: int = 1) -> None:
        self.table = table
        self.now = 0.0
        self.rng = random.Random(seed)
        self.feeds: dict[bytes, SeatFeed] = {}
        self.frames: dict[bytes, list[bytes]] = {}  # every frame each peer was sent
        self.bots: dict[SeatFeed, object] = {}  # a feed's own bot (`choose`), else random
        self.effects: list[Effect] = []
        self.asks: list[AskBot] = []
        self._deliver(table.start(self.now))

    def join(self, name: str, peer: bytes | None = None, **hello) -> SeatFeed:
        """A new peer says hello (`hello`: token, watch, ...); its feed."""
        peer = peer or b"\x00" + name.lower().encode()
        self.feeds[peer], self.frames[peer] = SeatFeed(), []
        self.say(peer, P.hello(name, CODE, **hello))
        return self.feeds[peer]

    def say(self, peer: bytes, msg: dict) -> list[Effect]:
        """`peer` sends `msg` over the wire; the effects."""
        return self._deliver(self.table.receive_frames(peer, [P.encode(msg)], self.now))

    def tick(self, until: float, alive: tuple[SeatFeed, ...] = ()) -> list[Effect]:
        """Time passes to `until`, when the `alive` feeds ping, then the host's heartbeat
        loop ticks the table; the effects of the tick."""
        self.now = until
        for feed in alive:
            self.say(self.peer_of(feed), P.ping(self.now))
        return self._deliver(self.table.tick(self.now))

    def peer_of(self, feed: SeatFeed) -> bytes:
        return next(peer for peer, f in self.feeds.items() if f is feed)

    def play(self, until=lambda: False, players: tuple[SeatFeed, ...] | None = None) -> None:
        """Play on at random (each feed from its own legal list, each bot from the match's)
        until the game is over or `until()` holds; only `players` act (default: every feed)."""
        for _ in range(MAX_STEPS):
            if self.table.match.is_over() or until():
                return
            if self.asks:
                ask = self.asks.pop(0)
                legal = self.table.match.state.legal_actions()
                self._deliver(self.table.bot_moved(ask.seat, ask.n, P.to_wire_action(self.rng.choice(legal)), self.now))
                continue
            feed = next((f for f in players or self.feeds.values() if f.my_turn), None)
            if feed is None:
                raise AssertionError("no one may act and the game is not over: the table stalls")
            bot = self.bots.get(feed)
            legal = list(feed.legal)
            action = bot.choose(feed.view, feed.seat, legal) if bot is not None else self.rng.choice(legal)
            self.say(self.peer_of(feed), P.act(feed.turn_n, P.to_wire_action(action)))
        raise AssertionError(f"no end after {MAX_STEPS} steps")

    def notified(self, event: str) -> int:
        return self.effects.count(Notify(event))

    @property
    def closed(self) -> bool:
        return Close() in self.effects

    def _deliver(self, effects: list[Effect]) -> list[Effect]:
        self.effects += effects
        for effect in effects:
            if isinstance(effect, Send) and effect.peer in self.feeds:
                frame = P.encode(effect.msg)
                self.frames[effect.peer].append(frame)
                self.feeds[effect.peer].handle(P.decode_from_host(frame))
            elif isinstance(effect, AskBot):
                self.asks = [a for a in self.asks if a.seat != effect.seat] + [effect]
        return effects


def table(game_id: str, players: int, remote: int = 2, seed: int = 7, config: dict | None = None, **rules) -> Table:
    """A table of `game_id`: `remote` remote seats, random bots for the rest."""
    kinds = ["remote"] * remote + ["bot:random"] * (players - remote)
    match = Match(game_id, {"players": players, **(config or {})}, seed, seats=kinds)
    return Table(match, seat_kinds=kinds, join_code=CODE, **rules)
