"""A seat in a networked game, as seen from the player's side: the client API.

Two classes share one API, so a game screen is written once for both:

* `Client` — a remote seat: a ZeroMQ DEALER (zmq.asyncio, so it runs on Textual's event
  loop or any asyncio loop) connected to a host. It says hello with the join code, keeps
  a heartbeat, notices a dead host, reconnects by itself and resumes its seat with its
  seat token, resyncing from the host's latest view (also after a gap in the log or a
  lost your-turn).
* `net.local_seat.LocalSeat` — the host's own player (`host.local_seat(i)`), fed in-process.

Both are a `SeatFeed`: what one seat knows, kept up to date from the host's messages.

    client = Client("tcp://192.168.1.20:7141", name="Anna", code="K7WQ-M2PX",
                    server_key=None, token=None,        # token: resume a seat after a crash
                    watch=False)                        # watch: join as a spectator
    await client.join(timeout=10)        # JoinRefused("wrong join code" / "every seat of
                                         # this game is taken" / "...secure handshake...")
    client.game, client.game_id, client.config
    client.seat, client.token, client.names, client.seat_kinds   # seat None: a spectator
    client.watching, client.watchers     # we watch; the names of everyone watching
    client.view                          # the seat's redacted State (Game.state_from_wire)
    client.n                             # view number = actions played; higher is newer
    client.decision                      # core.protocol.Decision: who decides now, and what
    client.my_turn                       # True when this seat must act now
    client.legal                         # this seat's legal actions (tuples) when my_turn
    client.legal_texts                   # one sentence per legal action, same order
    client.log                           # [(seat, text)] of every action, redacted for the
                                         # seat ("Bob made a hidden choice"), and the table's
                                         # events ("Bob resigned; a bot plays on.")
    client.status                        # per seat {"name", "kind", "connected"}; kind is
                                         # "remote", "local", "bot", "bot (stand-in)", ...
    client.over, client.result, client.scores
    client.offer                         # the host's rematch-offer while one is open
    client.series, client.series_over    # the running score; why the series ended
    client.connected, client.rtt         # False while the host is unreachable; last ping

    await client.act(action)             # one of client.legal; a refusal comes back as an
                                         # "error" event followed by a fresh "your-turn"
    await client.chat("gg"); await client.resign()   # resign: a bot plays the seat on
    await client.rematch(True)           # answer the rematch offer (False: end the series)
    await client.close()                 # says bye; the seat waits for its token

Events: see `net.feed` (the kinds, `subscribe`, `events`, `changed`).

In a Textual app: create the client in an async handler (``on_mount``), ``await
client.join()``, subscribe a callback that posts a message or calls ``self.refresh``,
and call ``await client.act(...)`` from the key/click handler. Nothing here blocks the
loop; `play_bot(feed, bot)` drives any feed with a bot (through `ai.driver.BotDriver`), as
the tests do; `net.session.RemoteSession` is the same seat as a `core.session.Session`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from typing import TYPE_CHECKING, Callable

from core.i18n import _
from net import limits
from net import protocol as P
from net.feed import SeatFeed
from net.pulse import Pulse

if TYPE_CHECKING:  # zmq is imported where it is used: `clanhall --help` stays quick
    import zmq.asyncio

log = logging.getLogger("clanhall.net.client")

REFUSALS = ("bad-code", "full", "bad-token", "version", "bad-name")
BYE_LINGER_MS = 500  # a leaving client's bye may still be in the queue when it closes


class JoinRefused(Exception):
    """The host would not seat us (wrong code, game full, bad key, no answer)."""


class Client(SeatFeed):
    """A remote seat: a DEALER socket to a host, with heartbeat, reconnect and resume."""

    def __init__(
        self,
        address: str,
        name: str,
        code: str,
        *,
        token: str | None = None,
        server_key: bytes | str | None = None,
        keypair: tuple[bytes, bytes] | None = None,
        heartbeat: float = 1.0,
        dead_after: float | None = None,
        context=None,
        watch: bool = False,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__()
        self.watch = watch
        self.address = address if "://" in address else f"tcp://{address}"
        self.name, self.code, self.token = name, code, token
        # this client's id for the host, the same on every reconnection: when another
        # connection takes our seat and the bye is lost with our old connection, the host
        # still knows us when we reconnect and says bye again instead of handing it back
        self.session = secrets.token_hex(8)
        self.server_key = server_key.encode() if isinstance(server_key, str) else server_key
        self.keypair = keypair
        self.heartbeat = heartbeat
        self.dead_after = dead_after if dead_after is not None else 4 * heartbeat
        self.clock = clock
        self.pulse = Pulse(heartbeat, self.dead_after, clock)
        self._ctx: zmq.asyncio.Context | None = context
        self._sock: zmq.asyncio.Socket | None = None
        self._monitor: zmq.asyncio.Socket | None = None  # tells of a failed secure handshake
        self._task: asyncio.Task | None = None
        self._closing = False
        self.connected = False
        self.refused: str | None = None
        self.rtt: float | None = None
        self.reconnects = 0
        self._last_hello = 0.0
        self._hello_pending = False
        self.sent = self.received = 0
        # frames from the host that were not valid messages, counted as the host counts a
        # peer's (net.limits): logged once an interval with the first reason, never raised
        self.bad_frames = 0
        self._bad_record = limits.PeerRecord(0.0)

    # -- life cycle ----------------------------------------------------------------------
    async def join(self, timeout: float = 10.0) -> "Client":
        """Connect and take a seat; JoinRefused if the host says no or does not answer."""
        if self._task is None:
            self._task = asyncio.ensure_future(self._run())
        deadline = time.monotonic() + timeout
        while not self.joined:
            if self.refused:
                raise JoinRefused(self.refused)
            if self._task.done():
                self._task.result()
                raise JoinRefused(self.refused or _("the client stopped"))
            left = deadline - time.monotonic()
            if left <= 0:
                await self.close(say_bye=False)
                raise JoinRefused(
                    f"no answer from {self.address} within {timeout:g} s (host down, wrong address or wrong server key)"
                )
            try:
                await asyncio.wait_for(self.changed(), left)
            except asyncio.TimeoutError:
                pass
        return self

    async def close(self, say_bye: bool = True) -> None:
        """Leave: tell the host (unless `say_bye` is False), stop and close the socket."""
        if self._closing:
            return
        linger = 0
        if say_bye and self._sock is not None and self.joined:
            try:
                await self._send(P.bye("the player left"))
                linger = BYE_LINGER_MS  # the bye still goes out after the socket is closed
            except Exception:
                pass
        self._closing = True
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, Exception):
                pass
        self._close_socket(linger)
        self.connected = False
        self.emit("closed")

    def drop(self) -> None:
        """Simulate a crash: stop at once, say nothing (tests use this)."""
        self._closing = True
        if self._task is not None:
            self._task.cancel()
        self._close_socket()

    # -- what the player does ------------------------------------------------------------
    async def act(self, action) -> None:
        """Send this seat's choice for the current your-turn."""
        n = self.turn_n if self.turn_n is not None else self.n
        self._took_turn()
        await self._send(P.act(n, action))

    async def chat(self, text: str) -> None:
        await self._send(P.chat(text))

    async def resign(self) -> None:
        """Give the seat to a bot for the rest of this game. The turn in hand is gone at
        once: the host's next view may still carry the same view number (the bot has not
        moved yet), and a screen must not offer the old moves again meanwhile."""
        self._took_turn()
        await self._send(P.resign())

    async def rematch(self, accept: bool) -> None:
        """Answer the host's rematch offer: True to play again, False to end the series."""
        self.offer = None
        await self._send(P.rematch(accept))

    async def send_raw(self, frames: list[bytes]) -> None:
        """Send arbitrary frames (the fuzz tests' hostile client), once joined."""
        if self._sock is None:
            raise RuntimeError("send_raw needs a connected client (join first)")
        await self._sock.send_multipart(frames)

    # -- the socket ----------------------------------------------------------------------
    def _context(self) -> zmq.asyncio.Context:
        import zmq.asyncio

        if self._ctx is None:
            self._ctx = zmq.asyncio.Context.instance()
        return self._ctx

    def _open_socket(self) -> None:
        import zmq

        sock = self._context().socket(zmq.DEALER)
        sock.linger = 0
        sock.maxmsgsize = P.MAX_HOST_FRAME
        sock.reconnect_ivl = 100
        sock.reconnect_ivl_max = 1000
        if self.server_key:
            import zmq.auth  # noqa: F401  (makes sure curve support is compiled in)

            public, secret = self.keypair or zmq.curve_keypair()
            sock.curve_publickey, sock.curve_secretkey = public, secret
            sock.curve_serverkey = self.server_key
            self._monitor = sock.get_monitor_socket(
                zmq.EVENT_HANDSHAKE_FAILED_AUTH
                | zmq.EVENT_HANDSHAKE_FAILED_PROTOCOL
                | zmq.EVENT_HANDSHAKE_FAILED_NO_DETAIL
            )
        sock.connect(self.address)
        self._sock = sock

    def _close_socket(self, linger: int = 0) -> None:
        """Close the socket; what is queued is dropped, or sent for up to `linger` ms."""
        if self._monitor is not None:
            try:
                if self._sock is not None:
                    self._sock.disable_monitor()
            except Exception:
                pass
            self._monitor.close(0)
            self._monitor = None
        if self._sock is not None:
            self._sock.close(linger)
            self._sock = None

    async def _send(self, msg: dict) -> None:
        if self._sock is None:
            return
        self.sent += 1
        await self._sock.send(P.encode(msg))

    async def _hello(self) -> None:
        self._last_hello = self.clock()
        self._hello_pending = True
        await self._send(P.hello(self.name, self.code, self.token, self.watch, self.session, self.record))

    async def _run(self) -> None:
        import zmq
        import zmq.asyncio

        self._open_socket()
        await self._hello()
        self.pulse.heard()
        while not self._closing:
            timeout = int(self.pulse.wait() * 1000) + 1  # wakes when the next check is due
            poller = zmq.asyncio.Poller()
            poller.register(self._sock, zmq.POLLIN)
            if self._monitor is not None:
                poller.register(self._monitor, zmq.POLLIN)
            ready = dict(await poller.poll(timeout))
            if self._monitor is not None and self._monitor in ready:
                await self._on_monitor()
                if self.refused:
                    return
            if self._sock in ready:
                for _try in range(200):  # then heartbeat, even under a flood
                    sock = self._sock
                    events = sock.get(zmq.EVENTS) if sock is not None else 0  # an int option
                    if sock is None or not (isinstance(events, int) and events & zmq.POLLIN):
                        break
                    frames = await sock.recv_multipart()
                    await self._on_frames(frames)
                    if self.refused or self._closing:
                        return
            if await self.beat():
                await self._reconnect()

    async def beat(self) -> bool:
        """The heartbeat's check, on `clock`: ping when one is due (and ask for a resync
        when a message went missing); when the host has been silent past `dead_after`,
        report it ("lost") and return True: the caller starts a fresh connection."""
        if self.pulse.ping_due():
            await self._send(P.ping(time.time()))
            if self._out_of_sync(time.monotonic()) and self.clock() - self._last_hello > 3 * self.heartbeat:
                log.info("resyncing with the host")
                await self._hello()
        if not self.pulse.gone():
            return False
        self.connected = False
        self.emit("lost", {"silent_for": self.pulse.silent_for(), "limit": self.dead_after})
        return True

    def _out_of_sync(self, now: float) -> bool:
        """A gap in the log, or a view that says we must act but no your-turn came: some
        message was lost with a dropped connection. A new hello gets a full resync."""
        if not self.joined or self.over:
            return False
        if self.need_resync:
            return True
        try:
            ours = self.seat is not None and self.view is not None and self.view.to_move() == self.seat
        except Exception:
            ours = False
        return ours and self.turn_n != self.n and now - self.view_since > 3 * self.heartbeat

    async def _on_monitor(self) -> None:
        import zmq
        from zmq.utils.monitor import recv_monitor_message

        if self._monitor is None:
            return
        try:
            await recv_monitor_message(self._monitor, zmq.NOBLOCK)  # any event before the welcome
        except zmq.Again:
            return
        if not self.joined:
            self.refused = _("the host refused the secure handshake (wrong server key, or our key is not allowed)")
            self.emit("refused", {"code": "bad-key", "message": self.refused})

    async def _reconnect(self) -> None:
        """The host went silent: start a fresh connection and ask for our seat again."""
        self.reconnects += 1
        self._close_socket()
        self._open_socket()
        self.pulse.heard()  # the next report comes after another silence as long
        await self._hello()

    def _count_bad_frame(self, reason: str) -> None:
        """Count a frame from the host that is not a valid message and log the count once
        an interval (a hostile host gets no log line per frame, and no traceback)."""
        self.bad_frames += 1
        record, now = self._bad_record, time.monotonic()
        record.refuse(reason)
        if self.bad_frames == 1 or record.due(now):
            log.warning("ignored %d bad frame(s) from the host, first: %s", record.refused, record.first_reason)
            record.restart(now)

    async def _on_frames(self, frames: list[bytes]) -> None:
        self.pulse.heard()
        if len(frames) != 1:
            log.warning("ignored a %d-frame message from the host", len(frames))
            return
        try:
            msg = P.decode_from_host(frames[0])
        except P.ProtocolError as exc:
            self._count_bad_frame(f"[{exc.code}] {exc.message}")
            return
        self.received += 1
        kind = msg["type"]
        self.connected = True
        if kind == "ping":
            await self._send(P.pong(msg["t"]))
        elif kind == "pong":
            self.rtt = max(0.0, time.time() - msg["t"])
        elif kind == "error":
            await self._on_host_error(msg)
        elif kind == "welcome":
            self._hello_pending = False
            self.handle(msg)
        elif kind == "bye" and P.said_id(msg.get("reason")) in (P.BYE_REPLACED, P.BYE_PAUSED):
            # someone else plays this seat now (our token, another connection), or the host
            # paused the game (a bot failed): stop instead of reconnecting for ever
            code = "replaced" if P.said_id(msg["reason"]) == P.BYE_REPLACED else "paused"
            self.refused = P.read_said(msg["reason"])
            self.handle(msg)
            self.emit("refused", {"code": code, "message": self.refused})
        else:
            self.handle(msg)

    async def _on_host_error(self, msg: dict) -> None:
        code = msg["code"]
        if code == "not-joined":
            # our connection is new to the host (it restarted, or dropped us): resume
            if self.clock() - self._last_hello > min(0.5, self.heartbeat):
                await self._hello()
            return
        if code in REFUSALS and msg.get("ref") == "hello" and self._hello_pending:
            # before we have a seat any refusal ends the join; once seated only a token the
            # host no longer knows does (a refusal of anything else we sent is just an error)
            if not self.joined or code == "bad-token":
                self.refused = P.read_said(msg["message"])
                self.emit("refused", {**msg, "message": self.refused})
                return
        self.handle(msg)


async def play_bot(feed: SeatFeed, bot, *, executor=None, timeout: float | None = None) -> list[float] | None:
    """Play `feed`'s seat with `bot` until the game is over; returns the result.

    `ai.session.play_seat` over a `net.session.RemoteSession`: the bot thinks through an
    `ai.driver.BotDriver` in `executor` (default: the loop's thread pool), so the event
    loop, and with it the heartbeat and the screen, never blocks. A failure of the bot is
    raised as `ai.driver.BotFailed`, never replaced by a move."""
    from ai.driver import BotDriver
    from ai.session import play_seat
    from net.session import RemoteSession

    session = RemoteSession(feed)
    try:
        return await asyncio.wait_for(play_seat(session, BotDriver(bot, process=False, executor=executor)), timeout)
    finally:
        session.detach()
