"""The authoritative host of a LAN game: one match, one ROUTER socket, many seats.

The host owns a `core.match.Match` and is the only place the true state lives. Each seat
is played by a remote client (a DEALER that said hello with the join code), a bot (run in
a thread pool so the event loop never blocks) or the host's own player (`LocalSeat`, the
same API as `net.client.Client`, for the host's screen).

What crosses the wire is only what a seat may know: `State.view(seat).to_wire()`, its
legal actions when it must act, and the log texts as that seat's view describes them.

Every frame is size-limited (``zmq.MAXMSGSIZE``; libzmq drops a connection that sends
more, the client reconnects and resyncs) and checked by `net.protocol`; anything wrong
gets an ``error`` reply and a log line and changes nothing. Heartbeats: a client pings
every second or so; a seat silent for `dead_after` seconds shows as disconnected to
everyone, and after `replace_after` seconds (if set) a bot takes it over until its player
comes back with the seat token. With an autosaver the match is saved after every action,
and the seat tokens and join code go to a side file, so `Host.resume(path)` carries on a
game after the host restarts and the clients' automatic reconnect finds their seats again.

    host = Host(Match("clans", {"players": 3}, seed), seat_kinds=["remote", "remote", "bot:random"],
                bind="127.0.0.1", port=7141)
    await host.start(); print(host.endpoint, host.join_code)
    await host.serve()          # until the game is over (and the clients have the result)

For the host's own screen: `host.local_seat(i)` is the feed of a "local" seat (the client
API of `net.client`); `host.join_code`, `host.port`, `host.secure[0]` (the server key to
show); `[s.status() for s in host.seats]` (name, kind, connected); `host.listeners.append(
fn)` calls ``fn(host, event)`` on "seats", "action" and "over"; `await host.stop()`.
With `announce=True` the game is announced on the LAN while it is open (net.discovery).
fn)` calls ``fn(host, event)`` on "seats", "action", "over" and "rematch"; `await host.stop()`.

Spectators (`spectators=N`): up to N connections say hello with ``watch`` and the join
code; each gets the view of no seat (`State.view(None)`), a log redacted for no seat, the
chat, and never a your-turn; whatever a spectator sends that is not a ping, a bye or (with
`spectator_chat`) a chat line is refused and counted like any junk (`net.limits`). Their
names go to every seat in each view (``watchers``).

Rematch (`rematch=True`): when a game ends every human seat is offered another (bots
accept at once); when all accept, the next game starts on the same connections with the
first player rotated (`net.series`), with its own autosave; a seat that declines or
leaves ends the series and the host stops. `host.series` keeps the running score.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import os
import secrets
import time
import traceback
import weakref
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path

from core.i18n.phrase import Phrase, Said, phrase, phrase_n
from core.match import Match
from core.protocol import as_action
from net import limits
from net import protocol as P
from net.client import SeatFeed
from net.redact import hidden_from, told_wire
from net.series import Series, next_game
from net.sidecar import read_sidecar, write_sidecar

log = logging.getLogger("clanhall.net.host")

# Hosts started and not yet closed: `close_all_now` closes them when their app or test
# ends without the awaited `stop` (a ZeroMQ context left to the garbage collector can
# block that collection forever in its term()).
_LIVE: "weakref.WeakSet[Host]" = weakref.WeakSet()
# Every open host's context, held until the host closes it: never left for the garbage
# collector, whose term() would wait forever on a socket still open.
_CONTEXTS: set = set()


def close_all_now() -> None:
    """Close every host still open, at once (no byes): for an app or a test that ends."""
    for host in list(_LIVE):
        host.close_now()


_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I


def new_join_code() -> str:
    """A short code a person can read out across the room: "K7WQ-M2PX"."""
    raw = "".join(secrets.choice(_CODE_ALPHABET) for _ in range(8))
    return f"{raw[:4]}-{raw[4:]}"


def _clean_name(name: str) -> str:
    return "".join(ch for ch in name if ch.isprintable()).strip()[: P.MAX_NAME] or "Player"


class HostSeat:
    """The host's record of one seat: who plays it and how to reach them."""

    __slots__ = (
        "index",
        "kind",
        "name",
        "token",
        "claimed",
        "peer",
        "last_seen",
        "gone_since",
        "bot",
        "bot_reason",
        "sent_log",
        "sent_n",
        "turn_sent",
        "local",
        "session",
        "replaced",
    )

    def __init__(self, index: int, kind: str, name: str, token: str) -> None:
        self.index, self.kind, self.name, self.token = index, kind, name, token
        self.claimed = False  # a player took this seat (and holds its token)
        self.peer: bytes | None = None
        self.last_seen = 0.0
        self.gone_since: float | None = None
        self.bot = None  # the bot playing the seat now, if any
        self.bot_reason = ""  # "", "stand-in", "resigned"
        self.sent_log = 0  # log entries the seat's connection has
        self.sent_n = -1  # the view number it has
        self.turn_sent = -1  # the view number of the last your-turn it got
        self.local: LocalSeat | None = None
        self.session = ""  # the client id of the connection that plays the seat ("" unknown)
        self.replaced: list[str] = []  # client ids another connection took the seat from

    @property
    def connected(self) -> bool:
        return self.kind != "remote" or self.peer is not None

    def status(self) -> dict:
        kind = self.kind if self.kind != "bot" else "bot"
        if self.bot_reason:
            kind = f"bot ({self.bot_reason})"
        return {"name": self.name, "kind": kind, "connected": self.connected}


class Watcher:
    """A spectator: a connection that sees the game from no seat's view and never acts."""

    __slots__ = ("name", "token", "peer", "last_seen", "sent_log", "sent_n")

    def __init__(self, name: str, token: str, peer: bytes) -> None:
        self.name, self.token, self.peer = name, token, peer
        self.last_seen = time.monotonic()
        self.sent_log = 0
        self.sent_n = -1


class LocalSeat(SeatFeed):
    """The host's own player: the client API, fed in-process by the host."""

    def __init__(self, host: "Host", index: int) -> None:
        super().__init__()
        self.host, self.index = host, index

    async def act(self, action) -> None:
        n = self.turn_n if self.turn_n is not None else self.n
        self._took_turn()
        await self.host._on_act(self.index, P.act(n, action))

    async def chat(self, text: str) -> None:
        await self.host._broadcast_chat(self.index, text)

    async def resign(self) -> None:
        self._took_turn()  # as a remote seat's: the bot has the turn from now on
        await self.host._resign(self.index)

    async def rematch(self, accept: bool) -> None:
        await self.host._on_rematch(self.index, accept)

    async def close(self, say_bye: bool = True) -> None:
        self.emit("closed")


class Host:
    """Runs one match for remote, bot and local seats; see the module docstring."""

    def __init__(
        self,
        match: Match,
        *,
        seat_kinds: list[str] | None = None,
        join_code: str | None = None,
        tokens: list[str] | None = None,
        claimed: list[bool] | None = None,
        bind: str = "127.0.0.1",
        port: int = P.DEFAULT_PORT,
        secure: tuple[bytes, bytes] | None = None,
        allowed_keys: list[bytes] | None = None,
        heartbeat: float = 1.0,
        dead_after: float | None = None,
        replace_after: float | None = None,
        replace_bot: str = "random",
        autosaver=None,
        executor: Executor | None = None,
        bot_processes: bool = True,
        wait_for_players: bool = True,
        linger: float = 3.0,
        announce: bool = False,
        spectators: int = 0,
        spectator_chat: bool = False,
        rematch: bool = False,
        rematch_wait: float = 600.0,
        series: Series | None = None,
    ) -> None:
        self.match = match
        if not 0 <= spectators <= P.MAX_WATCHERS:
            raise ValueError(f"spectators must be from 0 to {P.MAX_WATCHERS}, not {spectators}")
        self.spectators, self.spectator_chat = spectators, spectator_chat
        self.watchers: dict[bytes, Watcher] = {}  # peer -> spectator
        self.rematch, self.rematch_wait = rematch, rematch_wait
        self.series = series or Series()  # a resumed host carries on the score of its side file
        self._offer: dict[int, bool] | None = None  # human seat -> accepted, while a rematch is offered
        self._offer_answer: asyncio.Future | None = None
        self.bot_processes = bot_processes
        self._workers: list = []
        self._bot_specs: dict[int, str] = {}  # seat -> the spec its bot was made from
        self._bot_failures: dict[int, int] = {}  # seat -> failures in a row
        self._peer_records: dict[bytes, limits.PeerRecord] = {}  # refusals and chat, per peer
        self.bot_failure: Said | None = None  # why the game stopped, if a bot failed twice
        kinds = list(seat_kinds or match.seats)
        n = match.state.num_seats
        if len(kinds) != n:
            raise ValueError(f"{len(kinds)} seat kinds for {n} seats")
        self.join_code = join_code or new_join_code()
        tokens = tokens or [secrets.token_urlsafe(16) for _ in range(n)]
        self.seats = [HostSeat(i, self._kind(k), match.names[i], tokens[i]) for i, k in enumerate(kinds)]
        for i, seat in enumerate(self.seats):
            if seat.kind == "bot":
                spec = kinds[i].partition(":")[2] or "random"
                seat.bot = self._make_bot(spec, i)
                seat.claimed = True
            elif seat.kind == "local":
                seat.local = LocalSeat(self, i)
                seat.claimed = True
            elif claimed:
                seat.claimed = bool(claimed[i])
        match.seats = [k if self._kind(k) != "remote" else "remote" for k in kinds]
        self.bind, self.port = bind, port
        self.secure, self.allowed_keys = secure, allowed_keys
        self.heartbeat = heartbeat
        self.dead_after = dead_after if dead_after is not None else 3 * heartbeat
        self.replace_after, self.replace_bot = replace_after, replace_bot
        self.autosaver = autosaver
        self.executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="clanhall-bot")
        self._own_executor = executor is None
        self.wait_for_players = wait_for_players
        self.linger = linger
        self.peers: dict[bytes, int] = {}
        # the log as each seat reads it: phrases' wire maps (or plain strings)
        self.texts: list[list[str | dict]] = [[] for _ in range(n)]
        self.watch_texts: list[str | dict] = []  # the log as a spectator reads it
        self._rebuild_texts()
        self.started = not wait_for_players or all(s.claimed for s in self.seats)
        self.endpoint: str | None = None
        self.sent = self.received = self.refused = 0
        self._ctx = self._sock = self._auth = None
        self._tasks: list[asyncio.Task] = []
        self._bot_task: asyncio.Task | None = None
        self._view_cache: dict[int, tuple[int, dict]] = {}
        # the last your-turn (view number, seat, message): a refused action is answered by
        # sending it again, and its legal list (a Clans turn: ~240 described moves) is the
        # dearest message the host makes
        self._turn_cache: tuple[int, int, dict] | None = None
        self._done: asyncio.Event | None = None
        self._stopped = False
        self.listeners = []  # callables(host, event) for the host's own screen (_notify)
        self.announce = announce  # announce the game on the LAN (net.discovery) while open
        self.announcer = None

    # -- building ------------------------------------------------------------------------
    @staticmethod
    def _kind(kind: str) -> str:
        if kind.startswith("bot"):
            return "bot"
        return "local" if kind == "local" else "remote"

    def _make_bot(self, spec: str, seat: int):
        """The bot for a seat: the random bot thinks in a thread (it is instant); any other
        thinks in its own process (ai.worker), so a long search never slows the host."""
        from ai.registry import make_bot, parse_spec

        bot = make_bot(spec, seed=self.match.seed * 101 + seat)
        self._bot_specs[seat] = spec
        if parse_spec(spec)[0] == "random" or not self.bot_processes:
            return bot
        from ai.worker import BotWorker

        worker = BotWorker(bot)
        self._workers.append(worker)
        return worker

    @classmethod
    def resume(cls, path: str | os.PathLike, **kwargs) -> "Host":
        """A host for the match saved at `path` (an autosave), with the seat tokens and the
        join code of its side file if there is one, so its clients can come back."""
        from datetime import datetime, timezone

        from core.savefile import Autosaver, load_match

        match, save = load_match(path)
        side = read_sidecar(path)
        n = match.state.num_seats
        tokens, claimed = side.get("tokens") if side else None, side.get("claimed") if side else None
        if side and _strings(tokens, n) and isinstance(claimed, list) and len(claimed) == n:
            kwargs.setdefault("join_code", side.get("code") if _strings([side.get("code")], 1) else None)
            kwargs.setdefault("tokens", tokens)
            kwargs.setdefault("claimed", claimed)
            if side.get("secret") and kwargs.get("secure") is None and side.get("public"):
                kwargs["secure"] = (side["public"].encode(), side["secret"].encode())
            kwargs.setdefault("series", Series.from_wire(side.get("series")))
        kwargs.setdefault("autosaver", Autosaver.resume(save, path, clock=lambda: datetime.now(timezone.utc)))
        return cls(match, **kwargs)

    def _rebuild_texts(self) -> None:
        """The per-seat log texts of a match that already has actions (a resumed game)."""
        if not self.match.log:
            return
        state = self.match.game.new(self.match.config, self.match.seed)
        for entry in self.match.log:
            texts, watch_text = self._texts_for(state, entry.seat, entry.action)
            for viewer, text in enumerate(texts):
                self.texts[viewer].append(told_wire(entry, text))
            self.watch_texts.append(told_wire(entry, watch_text))
            state.apply(entry.action)

    # -- life cycle ----------------------------------------------------------------------
    async def start(self) -> str:
        """Bind the socket and start serving; returns the endpoint."""
        import zmq
        import zmq.asyncio

        self._ctx = zmq.asyncio.Context()
        _CONTEXTS.add(self._ctx)
        _LIVE.add(self)
        sock = self._ctx.socket(zmq.ROUTER)
        sock.linger = 0
        sock.maxmsgsize = P.MAX_CLIENT_FRAME
        sock.router_handover = True
        sock.sndhwm = sock.rcvhwm = 10_000
        if self.secure:
            self._start_auth()
            public, secret = self.secure
            sock.curve_server = True
            sock.curve_publickey, sock.curve_secretkey = public, secret
        host = "*" if self.bind in ("0.0.0.0", "*") else self.bind
        if self.port:
            sock.bind(f"tcp://{host}:{self.port}")
        else:
            self.port = sock.bind_to_random_port(f"tcp://{host}")
        self._sock = sock
        shown = "127.0.0.1" if host == "*" else self.bind
        self.endpoint = f"tcp://{shown}:{self.port}"
        if self.autosaver is not None:
            self._autosave()
        loop = asyncio.get_running_loop()
        self._done = asyncio.Event()
        self._tasks = [loop.create_task(self._recv_loop()), loop.create_task(self._heartbeat_loop())]
        for seat in self.seats:
            if seat.local:
                self._send_local_welcome(seat)
        log.info("hosting %s on %s (join code %s)", self.match.game.name, self.endpoint, self.join_code)
        self._start_announcing()
        self._drive()
        return self.endpoint

    def _start_announcing(self) -> None:
        """Announce the game on the LAN in the background (net.discovery); a failure there
        is a log line, never a reason not to host."""
        if not self.announce:
            return
        from net import discovery

        if discovery.disabled():
            log.info("not announced on the LAN: $%s is set", discovery.DISABLE_ENV)
            return
        self.announcer = discovery.Announcer(self)
        self.announcer.begin()

    def _start_auth(self) -> None:
        import zmq.auth
        from zmq.auth.asyncio import AsyncioAuthenticator

        self._auth = AsyncioAuthenticator(self._ctx)
        self._auth.start()
        if self.allowed_keys:
            allowed = {k if isinstance(k, bytes) else k.encode() for k in self.allowed_keys}

            class Keys:
                def callback(self, domain, key):
                    return key in allowed

            self._auth.configure_curve_callback(domain="*", credentials_provider=Keys())
        else:
            self._auth.configure_curve(domain="*", location=zmq.auth.CURVE_ALLOW_ANY)

    async def serve(self) -> list[float]:
        """Serve until the game is over and its clients have the result (or `stop`)."""
        if self._sock is None:
            await self.start()
        while True:
            await self._done.wait()
            if self._stopped or self.bot_failure or not self.match.is_over():
                break
            if not await self._play_again():
                break
        if self.match.is_over() and not self._stopped:
            await self._linger()
        await self.stop()
        return self.match.result() if self.match.is_over() else []

    async def _linger(self) -> None:
        """Give clients a moment to receive the final view (and say bye)."""
        deadline = time.monotonic() + self.linger
        while time.monotonic() < deadline and (any(s.peer for s in self.seats) or self.watchers):
            await asyncio.sleep(0.05)

    def close_now(self) -> None:
        """Close the socket and the ZeroMQ context at once, without byes (idempotent)."""
        _LIVE.discard(self)
        if getattr(self, "announcer", None) is not None:
            self.announcer.close_now()
        for task in getattr(self, "_tasks", []):
            task.cancel()
        if self._sock is not None:
            self._sock.close(0)
            self._sock = None
        if self._auth is not None:
            self._auth.stop()
            self._auth = None
        if self._ctx is not None:
            self._ctx.destroy(linger=0)
            _CONTEXTS.discard(self._ctx)
            self._ctx = None

    async def stop(self, say_bye: bool = True) -> None:
        """Say bye to everyone connected (unless `say_bye` is False, as in a crash) and
        close the socket."""
        if self._stopped:
            return
        self._stopped = True
        if self._offer is not None:
            self._answer_offer(phrase("the host left"))
            if self._sock is not None and say_bye:
                self._tell_all(P.series_over(phrase("the host left"), self.series.to_wire()))
        if self._sock is not None and say_bye:
            reason = phrase(P.BYE_PAUSED) if self.bot_failure else phrase("the host stopped")
            for seat in self.seats:
                if seat.peer is not None:
                    self._send(seat.peer, P.bye(reason))
            for peer in self.watchers:
                self._send(peer, P.bye(reason))
        if self.announcer is not None:
            await self.announcer.close()  # a goodbye first: listeners drop the game at once
        for task in self._tasks + ([self._bot_task] if self._bot_task else []):
            task.cancel()
        for task in self._tasks:
            try:
                await task
            except (asyncio.CancelledError, Exception):
                pass
        self.close_now()
        if self._own_executor:
            self.executor.shutdown(wait=False, cancel_futures=True)
        for worker in self._workers:
            worker.close()
        if getattr(self, "_done", None):
            self._done.set()

    def _welcome(self, seat: int | None, token: str) -> dict:
        """The welcome of a seat (or, with seat None, of a spectator)."""
        return P.welcome(
            self.match.game.id,
            self.match.config,
            seat,
            token,
            list(self.match.names),
            list(self.match.seats),
            spectator_chat=self.spectator_chat,
            series=self.series.to_wire() if self.series.games else None,
        )

    def _send_local_welcome(self, seat: HostSeat) -> None:
        seat.local.handle(self._welcome(seat.index, seat.token))
        self._send_view(seat, full=True)

    def local_seat(self, index: int) -> LocalSeat:
        """The feed of a "local" seat, for the host's own screen."""
        seat = self.seats[index]
        if seat.local is None:
            raise ValueError(f"seat {index} is not the host's own seat")
        return seat.local

    # -- sending -------------------------------------------------------------------------
    def _send(self, peer: bytes, msg: dict) -> None:
        import zmq

        # Never waits: a ROUTER drops what a full or vanished peer cannot take. (The send
        # goes through the asyncio socket, not a synchronous shadow: libzmq's edge-triggered
        # descriptor must stay in zmq.asyncio's hands, or a pending receive can miss its
        # wake-up; that stalled the bench for seconds.)
        fut = self._sock.send_multipart([peer, P.encode(msg)], flags=zmq.NOBLOCK)
        self.sent += 1
        fut.add_done_callback(_log_send_failure)

    def _to_seat(self, seat: HostSeat, msg: dict) -> None:
        if seat.local is not None:
            seat.local.handle(msg)
        elif seat.peer is not None:
            self._send(seat.peer, msg)

    def _status(self) -> list[dict]:
        return [s.status() for s in self.seats]

    def _view_wire(self, index: int | None) -> dict:
        n = len(self.match.log)
        cached = self._view_cache.get(index)
        if cached and cached[0] == n:
            return cached[1]
        wire = self.match.state.view(index).to_wire()
        self._view_cache[index] = (n, wire)
        return wire

    def _view_msg(self, index: int | None, start: int) -> dict:
        """The view message of a seat (None: a spectator) with the log from `start` on."""
        texts = self.texts[index] if index is not None else self.watch_texts
        over = self.match.is_over()
        return P.view(
            len(self.match.log),
            self._view_wire(index),
            start,
            [[e.seat, t] for e, t in zip(self.match.log[start:], texts[start:])],
            self._status(),
            over,
            self.match.result() if over else None,
            list(self.match.state.scores()) if over else None,
            watchers=[w.name for w in self.watchers.values()],
        )

    def _send_view(self, seat: HostSeat, full: bool = False) -> None:
        """The seat's view (and its your-turn if it must act) to whoever plays it."""
        if seat.local is None and seat.peer is None:
            return
        n = len(self.match.log)
        self._to_seat(seat, self._view_msg(seat.index, 0 if full else seat.sent_log))
        seat.sent_log, seat.sent_n = len(self.texts[seat.index]), n
        if seat.turn_sent != n:
            self._send_turn(seat)

    def _send_watcher_view(self, watcher: Watcher) -> None:
        """A spectator's view: no seat's secrets, and never a your-turn."""
        self._send(watcher.peer, self._view_msg(None, watcher.sent_log))
        watcher.sent_log, watcher.sent_n = len(self.watch_texts), len(self.match.log)

    def _send_turn(self, seat: HostSeat) -> None:
        if not self.started or seat.bot is not None or self.match.is_over():
            return
        if self.match.state.to_move() != seat.index:
            return
        n = len(self.match.log)
        cached = self._turn_cache
        if cached is None or cached[0] != n or cached[1] != seat.index:
            p = self.match.pending()
            if len(p.legal_actions) > P.TEXTS_LIMIT:  # the client words them from its view
                legal = [[P.to_wire_action(a), None] for a in p.legal_actions]
            else:
                legal = [[P.to_wire_action(a), self._describe(p.view, a)] for a in p.legal_actions]
            d = p.decision
            decision = {"seat": d.seat, "kind": d.kind, "prompt": P.wire_text(d.prompt)}
            cached = self._turn_cache = (n, seat.index, P.your_turn(n, decision, legal))
        self._to_seat(seat, cached[2])
        seat.turn_sent = n

    @staticmethod
    def _describe(view, action) -> str | dict:
        try:
            return P.wire_text(view.describe(action))
        except Exception:
            return " ".join(map(str, action))[:2000]

    def _broadcast_views(self) -> None:
        for seat in self.seats:
            self._send_view(seat)
        for watcher in self.watchers.values():
            self._send_watcher_view(watcher)

    def _tell_all(self, msg: dict) -> None:
        """One message to every seat (connected or the host's own) and every spectator."""
        for seat in self.seats:
            self._to_seat(seat, msg)
        for peer in self.watchers:
            self._send(peer, msg)

    def _notify(self, event: str) -> None:
        """Tell the host's own screen: "seats" (who is there changed), "action", "over"."""
        for listener in list(self.listeners):
            try:
                listener(self, event)
            except Exception:  # a screen's bug must not stop the game
                log.exception("host listener failed on %s", event)

    async def _broadcast_chat(self, index: int | None, text: Said, name: str | None = None) -> None:
        """A chat line from a seat (or, with index None, from the spectator `name`) to all;
        the host's own notices in it are phrases, each reader reads them in its language."""
        if isinstance(text, str):
            text = "".join(ch for ch in text if ch.isprintable())
        self._tell_all(P.chat(text, index, self.seats[index].name if index is not None else name))

    def _refuse(self, peer: bytes | None, code: str, message: Said, ref: str | None) -> None:
        """Refuse a message: counted, logged at most once a second per peer, answered
        unless the peer floods, and a seated peer that floods is sent away (net.limits).
        `message` is a phrase (the peer reads it in its own language; the log in English)."""
        self.refused += 1
        english = message.english() if isinstance(message, Phrase) else message
        if peer is None:
            log.warning("refused a message: [%s] %s", code, english)
            return
        now = time.monotonic()
        record = self._record(peer, now)
        record.refuse(f"[{code}] {english}")
        if record.may_reply():
            self._send(peer, P.error(code, message, ref))
        index = self.peers.get(peer)
        if record.flooding() and (index is not None or peer in self.watchers):
            self._log_refusals(peer, record, now)
            self._send(peer, P.bye(phrase("too many refused messages: disconnected")))
            why = f"sent over {limits.FLOOD_REFUSALS} refused messages in {limits.LOG_INTERVAL:g} s: disconnected"
            if index is not None:
                self._disconnect(self.seats[index], why)
            else:
                self._drop_watcher(peer, why)
            self._broadcast_views()
            self._notify("seats")
        elif record.due(now):
            self._log_refusals(peer, record, now)

    def _record(self, peer: bytes, now: float) -> limits.PeerRecord:
        record = self._peer_records.get(peer)
        if record is None:
            if len(self._peer_records) >= limits.MAX_TRACKED_PEERS:  # forget the oldest
                self._flush_refusals(now, force=True)
                self._peer_records.pop(next(iter(self._peer_records)))
            record = self._peer_records[peer] = limits.PeerRecord(now)
        return record

    def _log_refusals(self, peer: bytes, record: limits.PeerRecord, now: float) -> None:
        if record.refused:
            who = self.peers.get(peer)
            watcher = self.watchers.get(peer)
            log.warning(
                "refused %d message%s from %s in the last %.1f s, first: %s",
                record.refused,
                "" if record.refused == 1 else "s",
                f"seat {who}"
                if who is not None
                else f"the spectator {watcher.name}"
                if watcher is not None
                else "an unseated peer",
                now - record.since,
                record.first_reason,
            )
        record.restart(now)

    def _flush_refusals(self, now: float, force: bool = False) -> None:
        """Log the refusals of every peer whose interval is over (called each heartbeat)."""
        for peer, record in list(self._peer_records.items()):
            if record.refused and (force or record.due(now)):
                self._log_refusals(peer, record, now)

    # -- receiving -----------------------------------------------------------------------
    async def _recv_loop(self) -> None:
        while True:
            frames = await self._sock.recv_multipart()
            self.received += 1
            try:
                await self._on_frames(frames)
            except Exception:  # the host never crashes on a message; the state is checked
                log.exception("internal error while handling a message; the game goes on")

    async def _on_frames(self, frames: list[bytes]) -> None:
        peer = frames[0]
        seated = self.peers.get(peer)
        if seated is not None:  # any frame, even a bad one, shows the peer is alive
            self.seats[seated].last_seen = time.monotonic()
        elif peer in self.watchers:
            self.watchers[peer].last_seen = time.monotonic()
        if len(frames) != 2:
            self._refuse(peer, "malformed", phrase("send one frame per message, not {n}", n=len(frames) - 1), None)
            return
        try:
            msg = P.decode_from_client(frames[1])
        except P.ProtocolError as exc:
            self._refuse(peer, exc.code, exc.said, None)
            return
        kind = msg["type"]
        if kind == "hello":
            self._on_hello(peer, msg)
            return
        if peer in self.watchers:
            await self._on_watcher_message(peer, msg)
            return
        index = self.peers.get(peer)
        if index is None:
            self._refuse(peer, "not-joined", phrase("say hello with the join code first"), kind)
            return
        seat = self.seats[index]
        if kind == "ping":
            self._send(peer, P.pong(msg["t"]))
        elif kind == "act":
            await self._on_act(index, msg)
        elif kind == "chat":
            if self._record(peer, time.monotonic()).may_chat(time.monotonic()):
                await self._broadcast_chat(index, msg["text"])
            else:
                self._refuse(
                    peer,
                    "chat-rate",
                    phrase(
                        "at most {burst} chat lines at once, then {rate} a second",
                        burst=limits.CHAT_BURST,
                        rate=f"{limits.CHAT_PER_SECOND:g}",
                    ),
                    "chat",
                )
        elif kind == "resign":
            await self._resign(index)
        elif kind == "rematch":
            await self._on_rematch(index, msg["accept"], peer)
        elif kind == "bye":
            self._disconnect(seat, "said goodbye")
            self._broadcast_views()
            self._notify("seats")
        # pong: being alive is all it says

    def _seat_by_token(self, token: str) -> HostSeat | None:
        found = None
        for seat in self.seats:
            if hmac.compare_digest(seat.token.encode(), token.encode()):
                found = seat
        return found

    def _on_hello(self, peer: bytes, msg: dict) -> None:
        if not hmac.compare_digest(msg["code"].encode(), self.join_code.encode()):
            self._refuse(peer, "bad-code", phrase("wrong join code"), "hello")
            return
        if msg.get("watch"):
            self._on_watch_hello(peer, msg)
            return
        if peer in self.watchers:
            self._refuse(peer, "bad-hello", phrase("this connection watches; it cannot take a seat"), "hello")
            return
        token = msg.get("token")
        if token:
            seat = self._seat_by_token(token)
            if seat is None or seat.kind != "remote":
                self._refuse(peer, "bad-token", phrase("this seat token is not one of this game's"), "hello")
                return
        else:
            free = [s for s in self.seats if s.kind == "remote" and not s.claimed]
            if not free:
                self._refuse(peer, "full", phrase("every seat of this game is taken"), "hello")
                return
            seat = free[0]
            seat.claimed = True
            seat.name = _clean_name(msg["name"])
            self.match.names[seat.index] = seat.name
        session = msg.get("session") or ""
        if session and session in seat.replaced:
            # a client whose seat was taken over is back on a new connection (its bye was
            # lost with the old one): it is told again instead of taking the seat back
            self._send(peer, P.bye(phrase(P.BYE_REPLACED)))
            return
        if seat.peer is not None and seat.peer != peer:
            # the old connection is dead or a second client uses the token: the newest wins
            self._send(seat.peer, P.bye(phrase(P.BYE_REPLACED)))
            self.peers.pop(seat.peer, None)
            if seat.session and seat.session != session:
                seat.replaced = [*seat.replaced[-7:], seat.session]
        seat.session = session
        self.peers[peer] = seat.index
        seat.peer, seat.last_seen, seat.gone_since = peer, time.monotonic(), None
        if seat.bot is not None and seat.bot_reason == "stand-in":
            seat.bot, seat.bot_reason = None, ""  # the player is back
            log.info("seat %d: %s is back; the stand-in bot steps aside", seat.index, seat.name)
        log.info("seat %d: %s %s", seat.index, seat.name, "rejoined" if token else "joined")
        self._send(peer, self._welcome(seat.index, seat.token))
        seat.sent_log, seat.sent_n, seat.turn_sent = 0, -1, -1  # the next view is a full resync
        if not self.started and all(s.claimed for s in self.seats):
            self.started = True
            log.info("every seat is taken; the game begins")
        self._broadcast_views()
        self._notify("seats")
        self._write_sidecar()
        self._drive()

    # -- spectators ------------------------------------------------------------------------
    def _on_watch_hello(self, peer: bytes, msg: dict) -> None:
        """A spectator joins (or comes back with its token, on a new connection)."""
        if peer in self.peers:
            self._refuse(peer, "bad-hello", phrase("this connection plays a seat; it cannot watch too"), "hello")
            return
        token = msg.get("token")
        watcher = None
        if token:
            for w in self.watchers.values():
                if hmac.compare_digest(w.token.encode(), token.encode()):
                    watcher = w
            if watcher is None and self._seat_by_token(token) is not None:
                self._refuse(peer, "bad-token", phrase("a seat's token cannot watch"), "hello")
                return
        if watcher is not None:
            self.watchers.pop(watcher.peer, None)
            if watcher.peer != peer:
                self._send(watcher.peer, P.bye(phrase(P.BYE_REPLACED)))
            watcher.peer = peer
        else:
            if len(self.watchers) >= self.spectators:
                why = (
                    phrase("this game takes no spectators")
                    if not self.spectators
                    else phrase_n(
                        "the table is full: {n} spectator at most",
                        "the table is full: {n} spectators at most",
                        self.spectators,
                    )
                )
                self._refuse(peer, "full", why, "hello")
                return
            watcher = Watcher(_clean_name(msg["name"]), token or secrets.token_urlsafe(16), peer)
        watcher.last_seen, watcher.sent_log, watcher.sent_n = time.monotonic(), 0, -1
        self.watchers[peer] = watcher
        log.info("%s watches", watcher.name)
        self._send(peer, self._welcome(None, watcher.token))
        self._broadcast_views()  # the players see who watches
        self._notify("seats")

    async def _on_watcher_message(self, peer: bytes, msg: dict) -> None:
        """What a spectator may send: ping, bye and (if allowed) chat; anything else is refused."""
        watcher, kind = self.watchers[peer], msg["type"]
        if kind == "ping":
            self._send(peer, P.pong(msg["t"]))
        elif kind == "pong":
            pass
        elif kind == "bye":
            self._drop_watcher(peer, "stopped watching")
            self._broadcast_views()
            self._notify("seats")
        elif kind == "chat" and not self.spectator_chat:
            self._refuse(peer, "no-chat", phrase("the host does not let spectators chat"), "chat")
        elif kind == "chat":
            if self._record(peer, time.monotonic()).may_chat(time.monotonic()):
                await self._broadcast_chat(None, msg["text"], watcher.name)  # readers add "(watching)"
            else:
                self._refuse(
                    peer, "chat-rate", phrase("at most {burst} chat lines at once", burst=limits.CHAT_BURST), "chat"
                )
        else:
            self._refuse(peer, "spectator", phrase("a spectator only watches: it cannot act, resign or answer"), kind)

    def _drop_watcher(self, peer: bytes, why: str) -> None:
        watcher = self.watchers.pop(peer, None)
        if watcher is not None:
            log.info("spectator %s %s", watcher.name, why)

    # -- rematch -------------------------------------------------------------------------
    def _humans(self) -> list[int]:
        return [s.index for s in self.seats if s.kind in ("remote", "local")]

    async def _play_again(self) -> bool:
        """Offer a rematch to every human seat; True when the next game has started, False
        when the series ends (someone declined or left, nobody answered, or no rematch)."""
        humans = self._humans()
        if not self.rematch or not humans:
            return False
        gone = [self.seats[i].name for i in humans if not self.seats[i].connected]
        if gone:
            self._tell_all(P.series_over(phrase("{name} has left", name=gone[0]), self.series.to_wire()))
            return False
        self._offer = {i: False for i in humans}
        self._offer_answer = asyncio.get_running_loop().create_future()
        self._send_offer()
        try:
            answer = await asyncio.wait_for(asyncio.shield(self._offer_answer), self.rematch_wait)
        except asyncio.TimeoutError:
            answer = phrase(
                "not everyone answered the rematch offer within {seconds} s", seconds=f"{self.rematch_wait:g}"
            )
        self._offer = None
        if answer is not True:
            log.info("the series ends: %s", answer.english() if isinstance(answer, Phrase) else answer)
            if not self._stopped:
                self._tell_all(P.series_over(answer, self.series.to_wire()))
            return False
        self._start_next_game()
        return True

    def _send_offer(self) -> None:
        offer = self._offer or {}
        accepted = [s.name for s in self.seats if s.index not in offer or offer[s.index]]
        waiting = [self.seats[i].name for i, yes in offer.items() if not yes]
        self._tell_all(P.rematch_offer(accepted, waiting, self.series.to_wire()))

    def _answer_offer(self, answer) -> None:
        if self._offer_answer is not None and not self._offer_answer.done():
            self._offer_answer.set_result(answer)

    async def _on_rematch(self, index: int, accept: bool, peer: bytes | None = None) -> None:
        if self._offer is None or index not in self._offer:
            why = phrase("there is no rematch offer to answer now")
            self._refuse(peer, "no-offer", why, "rematch")
            if peer is None and self.seats[index].local is not None:
                self.seats[index].local.handle(P.error("no-offer", why, "rematch"))
            return
        name = self.seats[index].name
        if not accept:
            log.info("seat %d: %s declines the rematch", index, name)
            self._answer_offer(phrase("{name} declined the rematch", name=name))
            return
        self._offer[index] = True
        log.info("seat %d: %s accepts the rematch", index, name)
        if all(self._offer.values()):
            self._answer_offer(True)
        else:
            self._send_offer()

    def _start_next_game(self) -> None:
        """The next game of the series on the same connections (see `net.series`)."""
        from core.savefile import Autosaver

        old = self.match
        config, order = next_game(old)
        kinds = [old.seats[j] for j in order]
        self.seats = [self.seats[j] for j in order]
        self._bot_specs = {i: self._bot_specs[j] for i, j in enumerate(order) if j in self._bot_specs}
        for i, seat in enumerate(self.seats):
            seat.index = i
            if seat.local is not None:
                seat.local.index = i
            if seat.kind != "bot" and seat.bot is not None:  # a resigned player plays again
                seat.bot, seat.bot_reason = None, ""
            seat.sent_log, seat.sent_n, seat.turn_sent = 0, -1, -1
        self.peers = {s.peer: s.index for s in self.seats if s.peer is not None}
        self.match = Match(old.game, config, secrets.randbits(62), seats=kinds, names=[s.name for s in self.seats])
        self.texts = [[] for _ in self.seats]
        self.watch_texts = []
        self._view_cache.clear()
        self._turn_cache = None
        self._bot_failures.clear()
        self.started = True
        if self.autosaver is not None:  # the new game gets its own save
            old_saver = self.autosaver
            self.autosaver = Autosaver(old_saver.directory, clock=old_saver.clock, on_error=old_saver.on_error)
            self._autosave()
        log.info("game %d of the series begins (first seat %s)", self.series.games + 1, config.get("first_seat"))
        for seat in self.seats:
            if seat.local is not None:
                seat.local.handle(self._welcome(seat.index, seat.token))
            elif seat.peer is not None:
                self._send(seat.peer, self._welcome(seat.index, seat.token))
        for peer, watcher in self.watchers.items():
            watcher.sent_log, watcher.sent_n = 0, -1
            self._send(peer, self._welcome(None, watcher.token))
        self._done.clear()
        self._broadcast_views()
        self._write_sidecar()
        self._notify("rematch")
        self._drive()

    async def _on_act(self, index: int, msg: dict) -> None:
        seat, state = self.seats[index], self.match.state
        n = len(self.match.log)
        why = None
        if self.match.is_over():
            why = ("over", phrase("the game is over"))
        elif not self.started:
            why = ("not-started", phrase("the game starts when every seat is taken"))
        elif msg["n"] != n:
            why = ("stale", phrase("your action answers view {sent}, but the game is at view {n}", sent=msg["n"], n=n))
        elif state.to_move() != index:
            why = ("not-your-turn", phrase("it is not your turn (seat {seat} must act)", seat=state.to_move()))
        elif seat.bot is not None:
            why = ("not-your-turn", phrase("a bot plays this seat now"))
        if why is None:
            action = as_action(msg["action"])
            legal = state.legal_actions()
            try:
                action = legal[legal.index(action)]  # the rules' own object, never the wire's
            except ValueError:
                d = state.decision()
                prompt = d.prompt if d else phrase("no decision")
                if isinstance(prompt, str):
                    prompt = prompt[:400]  # a phrase's plain argument is short (core/i18n/phrase.py)
                why = (
                    "illegal",
                    phrase("{action} is not a legal action now ({prompt})", action=repr(action)[:400], prompt=prompt),
                )
        if why is not None:
            peer = seat.peer if seat.local is None else None
            self._refuse(peer, why[0], why[1], "act")
            if seat.local is not None:
                seat.local.handle(P.error(why[0], why[1], "act"))
            if seat.sent_n != n:  # the seat is behind: resync it
                self._send_view(seat)
            else:
                self._send_turn(seat)
            return
        self._submit(index, action)

    async def _resign(self, index: int) -> None:
        seat = self.seats[index]
        if seat.bot is not None and seat.bot_reason != "stand-in":
            return
        seat.bot, seat.bot_reason = self._make_bot(self.replace_bot, index), "resigned"
        log.info("seat %d: %s resigned; a bot plays on", index, seat.name)
        await self._broadcast_chat(index, phrase("{name} resigned; a bot plays on.", name=seat.name))
        self._broadcast_views()
        self._drive()

    def _disconnect(self, seat: HostSeat, why: str) -> None:
        if seat.peer is not None:
            self.peers.pop(seat.peer, None)
        seat.peer, seat.gone_since = None, time.monotonic()
        log.info("seat %d: %s %s", seat.index, seat.name, why)
        if self._offer is not None and seat.index in self._offer:
            self._answer_offer(phrase("{name} left", name=seat.name))

    # -- the match -----------------------------------------------------------------------
    def _texts_for(self, state, actor: int, action) -> tuple[list[str | dict], str | dict]:
        """The log text of `action` for every seat, and for a spectator: the actor's own
        words; for a reader that cannot tell this action from another legal one (a
        face-down card, a sealed bid) a plain "made a hidden choice"; for the others the
        words of their own view (a spectator's: the view of no seat)."""
        # seats that only ever hold a bot read no log: no need to work out their texts
        readers: list = [v for v in range(state.num_seats) if v != actor and self.seats[v].kind != "bot"]
        if self.spectators:
            readers.append(None)
        hidden = hidden_from(state, actor, action, readers)
        name = self.match.names[actor]

        def text_for(viewer: int | None) -> str | dict:
            if viewer != actor and viewer not in readers:
                return ""
            if viewer in hidden:
                return phrase("{name} made a hidden choice", name=name).to_wire()
            try:
                text = state.describe(action) if viewer == actor else state.view(viewer).describe(action)
            except Exception:
                text = phrase("{name} acted", name=name)
            return P.wire_text(text)

        return [text_for(v) for v in range(state.num_seats)], text_for(None)

    def _submit(self, index: int, action) -> None:
        texts, watch_text = self._texts_for(self.match.state, index, action)
        entry = self.match.submit(index, action)
        for viewer, text in enumerate(texts):
            self.texts[viewer].append(told_wire(entry, text))
        self.watch_texts.append(told_wire(entry, watch_text))
        if self.match.is_over():
            self.series.record(list(self.match.names), self.match.result())
        self._autosave()
        self._broadcast_views()
        self._notify("action")
        if self.match.is_over():
            log.info("game over: %s", self.match.result())
            self._notify("over")
            self._done.set()
        else:
            self._drive()

    def _drive(self) -> None:
        """If a bot must act now, let it think (in the executor)."""
        if self._stopped or not self.started or self.match.is_over():
            return
        if self._bot_task is not None and not self._bot_task.done():
            return
        index = self.match.state.to_move()
        if index is None or self.seats[index].bot is None:
            return
        self._bot_task = asyncio.get_running_loop().create_task(self._bot_move(index))

    async def _bot_move(self, index: int) -> None:
        p = self.match.pending()
        bot, n = self.seats[index].bot, len(self.match.log)
        loop = asyncio.get_running_loop()
        try:
            if hasattr(bot, "choose_async"):  # an ai.worker.BotWorker
                action = await bot.choose_async(p.view, index, list(p.legal_actions))
            else:
                action = await loop.run_in_executor(self.executor, bot.choose, p.view, index, list(p.legal_actions))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # never a move made up for it: see _bot_failed
            self._bot_task = None
            self._bot_failed(index, exc)
            return
        self._bot_task = None
        if self._stopped or len(self.match.log) != n or self.seats[index].bot is not bot:
            self._drive()
            return
        legal = self.match.state.legal_actions()
        try:
            action = legal[legal.index(as_action(action))]
        except Exception:
            self._bot_failed(index, ValueError(f"the bot chose {action!r}, which is not legal"))
            return
        self._bot_failures.pop(index, None)
        self._submit(index, action)

    def _bot_failed(self, index: int, exc: Exception) -> None:
        """A bot raised (or chose an illegal action): log the traceback, tell the players,
        and ask a fresh bot once more; a second failure in a row stops the game, whose
        autosave keeps it for `host --resume` (see `bot_failure`)."""
        from core.errorlog import log_text

        spec = self._bot_specs.get(index, "?")
        text = (
            str(exc)
            if type(exc).__name__ == "BotError"
            else "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        )
        path = log_text(
            f"host: the bot of seat {index + 1} ({spec}) in {self.match.game.name}, move {len(self.match.log) + 1}",
            text,
        )
        line = ([ln.strip() for ln in text.strip().splitlines() if ln.strip()] or ["unknown error"])[-1]
        self._bot_failures[index] = self._bot_failures.get(index, 0) + 1
        who = phrase("the bot of seat {seat} ({name}, {spec})", seat=index + 1, name=self.seats[index].name, spec=spec)
        line = line[:400]
        if self._bot_failures[index] == 1:
            log.error("%s failed: %s (traceback in %s); asking it again", who.english(), line, path)
            self._tell_everyone(
                "bot-failed", phrase("{who} failed: {error}. The host asks it again.", who=who, error=line)
            )
            self.seats[index].bot = self._make_bot(spec, index)  # its old process may be gone
            self._drive()
            return
        self.bot_failure = phrase(
            "{who} failed twice: {error}; the traceback is in {path}", who=who, error=line, path=str(path)[:400]
        )
        log.error("%s; the game stops here", self.bot_failure.english())
        self._tell_everyone(
            "bot-failed",
            phrase(
                "{who} failed again: {error}. The game stops here; the host keeps its save to resume it.",
                who=who,
                error=line,
            ),
        )
        self._done.set()

    def _tell_everyone(self, code: str, message: Said) -> None:
        """An error notice to every seat, connected or the host's own, and every spectator."""
        self._tell_all(P.error(code, message, None))

    async def _heartbeat_loop(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat / 2)
            now, changed = time.monotonic(), False
            self._flush_refusals(now)
            for seat in self.seats:
                if seat.kind != "remote":
                    continue
                if seat.peer is not None and now - seat.last_seen > self.dead_after:
                    self._disconnect(seat, f"is silent for {now - seat.last_seen:.1f} s: disconnected")
                    changed = True
                if (
                    seat.peer is None
                    and seat.claimed
                    and seat.bot is None
                    and self.replace_after is not None
                    and seat.gone_since is not None
                    and now - seat.gone_since > self.replace_after
                ):
                    seat.bot, seat.bot_reason = self._make_bot(self.replace_bot, seat.index), "stand-in"
                    log.info("seat %d: %s is gone; a bot stands in", seat.index, seat.name)
                    changed = True
            for peer, watcher in list(self.watchers.items()):
                if now - watcher.last_seen > self.dead_after:
                    self._drop_watcher(peer, f"is silent for {now - watcher.last_seen:.1f} s: gone")
                    changed = True
            if changed:
                self._broadcast_views()
                self._notify("seats")
                self._drive()

    # -- saving --------------------------------------------------------------------------
    @property
    def save_path(self) -> Path | None:
        return self.autosaver.slot(self.match) if self.autosaver is not None else None

    def _autosave(self) -> None:
        if self.autosaver is None:
            return
        if self.autosaver.save(self.match) is None:
            log.error("autosave failed: %s", self.autosaver.last_error)
        self._write_sidecar()

    def _write_sidecar(self) -> None:
        if self.autosaver is None:
            return
        data = {
            "code": self.join_code,
            "tokens": [s.token for s in self.seats],
            "claimed": [s.claimed for s in self.seats],
            "series": self.series.to_wire(),  # so that a resumed host keeps the score
        }
        if self.secure:
            data["public"], data["secret"] = (k.decode() if isinstance(k, bytes) else k for k in self.secure)
        try:
            write_sidecar(self.save_path, data)
        except OSError as exc:
            log.error("could not write the seat tokens beside the autosave: %s", exc)


def _strings(items, n: int) -> bool:
    return isinstance(items, list) and len(items) == n and all(isinstance(x, str) and x for x in items)


def _log_send_failure(fut) -> None:
    if not fut.cancelled() and fut.exception() is not None:
        log.debug("a send failed: %s", fut.exception())
