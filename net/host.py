"""The host of a LAN game: a `net.table.Table` (the rules of play, without I/O) carried out
over one ZeroMQ ROUTER socket, with the bots in worker processes and an autosave.

The table decides everything — who may join, what each seat may read, when a bot must
move, when a silent player is let go; this module only moves bytes and time: it feeds the
table what arrives (`Table.receive_frames`), the clock's ticks (`Table.tick`) and the bots'
answers, and carries out the effects it returns (`net.effects`: send, log, save, ask a
bot, notify, close).

Every frame is size-limited (``zmq.MAXMSGSIZE``; libzmq drops a connection that sends
more, the client reconnects and resyncs) and checked by `net.protocol`. With an autosaver
the match is saved after every action, and the seat tokens and join code go to a side
file, so `Host.resume(path)` carries on a game after the host restarts and the clients'
automatic reconnect finds their seats again.

    host = Host(Match("clans", {"players": 3}, seed), seat_kinds=["remote", "remote", "bot:random"],
                bind="127.0.0.1", port=7141)
    await host.start(); print(host.endpoint, host.join_code)
    await host.serve()          # until the game is over (and the clients have the result)

For the host's own screen: `host.local_seat(i)` is the feed of a "local" seat (the client
API of `net.client`), whose messages go to the table through the same door as a remote
seat's; `host.join_code`, `host.port`, `host.secure[0]` (the server key to show);
`host.listeners.append(fn)` calls ``fn(host, event)`` on "seats", "action", "over" and
"rematch"; `await host.stop()`. With `announce=True` the game is announced on the LAN
while it is open (net.discovery), from the table's read-only summary.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
import weakref
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.match import Match
from net import protocol as P
from net.effects import AskBot, Close, Effect, Log, Notify, Save, SaveSidecar, Send
from net.host_bots import BotDrivers
from net.local_seat import LocalSeat
from net.router import bind_router, start_authenticator
from net.series import Series
from net.sidecar import read_sidecar, write_sidecar
from net.table import Table, TableSummary, new_join_code

log = logging.getLogger("clanhall.net.host")

__all__ = ["Host", "LocalSeat", "close_all_now", "new_join_code"]

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


@dataclass(frozen=True)
class HostSummary:
    """A hosted game as the world may know it: its table's summary and where it listens."""

    table: TableSummary
    port: int
    bind: str
    secure: bool


class Host:
    """A table served over ZeroMQ; see the module docstring."""

    def __init__(
        self,
        match: Match,
        *,
        bind: str = "127.0.0.1",
        port: int = P.DEFAULT_PORT,
        secure: tuple[bytes, bytes] | None = None,
        allowed_keys: list[bytes] | None = None,
        heartbeat: float = 1.0,
        autosaver=None,
        executor: Executor | None = None,
        bot_processes: bool = True,
        linger: float = 3.0,
        announce: bool = False,
        **rules: Any,
    ) -> None:
        """A host of `match` on `bind`:`port`. `rules` are the table's own keyword arguments
        (`net.table.Table`: seat kinds, join code, tokens, stand-ins, spectators, rematch …);
        the rest is the transport's: the socket, CurveZMQ keys, the bots' processes, the
        autosave, how long to linger at the end, and whether to announce the game."""
        self.table = Table(match, heartbeat=heartbeat, **rules)
        # the feeds of the host's own seats, by their peer (a seat keeps it when it moves)
        self.locals = {peer: LocalSeat(self, peer) for peer in self.table.local_peers.values()}
        self.bind, self.port = bind, port
        self.secure, self.allowed_keys = secure, allowed_keys
        self.heartbeat = heartbeat
        self.autosaver = autosaver
        own = executor is None
        executor = executor or ThreadPoolExecutor(max_workers=2, thread_name_prefix="clanhall-bot")
        self.bots = BotDrivers(self, executor, own_executor=own, processes=bot_processes)
        self.linger = linger
        self.endpoint: str | None = None
        self.sent = self.received = 0
        self._ctx: Any = None  # the zmq.asyncio context, socket and authenticator, once started
        self._sock: Any = None
        self._auth: Any = None
        self._tasks: list[asyncio.Task] = []
        self._done = asyncio.Event()  # set when the table closes or the host stops
        self.listeners: list = []  # callables(host, event) for the host's own screen
        self.announce = announce  # announce the game on the LAN (net.discovery) while open
        self.announcer: Any = None

    # -- what the table knows ------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.table.match

    @property
    def seats(self):
        return self.table.seats

    @property
    def watchers(self):
        return self.table.watchers

    @property
    def series(self) -> Series:
        return self.table.series

    @property
    def join_code(self) -> str:
        return self.table.join_code

    @property
    def spectators(self) -> int:
        return self.table.spectators

    @property
    def spectator_chat(self) -> bool:
        return self.table.spectator_chat

    @property
    def bot_failure(self):
        return self.table.bot_failure

    @property
    def refused(self) -> int:
        return self.table.limits.count

    @property
    def started(self) -> bool:
        return self.table.started

    def summary(self) -> "HostSummary":
        """The hosted game as the LAN announcement shows it (read-only, `net.discovery`)."""
        return HostSummary(self.table.summary(), self.port, self.bind, bool(self.secure))

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

    # -- life cycle ----------------------------------------------------------------------
    async def start(self) -> str:
        """Bind the socket and start serving; returns the endpoint."""
        import zmq
        import zmq.asyncio

        self._ctx = zmq.asyncio.Context()
        _CONTEXTS.add(self._ctx)
        _LIVE.add(self)
        if self.secure:
            self._auth = start_authenticator(self._ctx, self.allowed_keys)
        self._sock, self.port = bind_router(self._ctx, self.bind, self.port, self.secure)
        shown = "127.0.0.1" if self.bind in ("0.0.0.0", "*") else self.bind
        self.endpoint = f"tcp://{shown}:{self.port}"
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._recv_loop()), loop.create_task(self._heartbeat_loop())]
        log.info("hosting %s on %s (join code %s)", self.match.game.name, self.endpoint, self.join_code)
        self._start_announcing()
        self.carry_out(self.table.start(time.monotonic()))
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

    async def serve(self) -> list[float]:
        """Serve until the table closes (the game over, no rematch follows) or `stop`."""
        if self._sock is None:
            await self.start()
        await self._done.wait()
        if self.match.is_over() and not self.table.stopped:
            await self._linger()
        await self.stop()
        return self.match.result() if self.match.is_over() else []

    async def _linger(self) -> None:
        """Give clients a moment to receive the final view (and say bye)."""
        deadline = time.monotonic() + self.linger
        while time.monotonic() < deadline and self.table.remote_peers():
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
        if self.table.stopped:
            return
        effects = self.table.stop()
        if self._sock is not None and say_bye:
            self.carry_out(effects)
        if self.announcer is not None:
            await self.announcer.close()  # a goodbye first: listeners drop the game at once
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            try:
                await task
            except (asyncio.CancelledError, Exception):
                pass
        self.bots.close()
        self.close_now()
        self._done.set()

    def local_seat(self, index: int) -> LocalSeat:
        """The feed of a "local" seat, for the host's own screen."""
        peer = self.table.local_peers.get(index)
        if peer is None:
            raise ValueError(f"seat {index} is not the host's own seat")
        return self.locals[peer]

    # -- carrying out the table's effects ------------------------------------------------
    def deliver(self, peer, msg: dict) -> None:
        """A message from the host's own seat, through the table's door."""
        self.carry_out(self.table.receive(peer, msg, time.monotonic()))

    def carry_out(self, effects: list[Effect]) -> None:
        """Do what the table asked, in order."""
        for effect in effects:
            if isinstance(effect, Send):
                self._send(effect.peer, effect.msg)
            elif isinstance(effect, Log):
                log.log(effect.level, "%s", effect.text)
            elif isinstance(effect, Save):
                self._autosave(effect.new_slot)
            elif isinstance(effect, SaveSidecar):
                self._write_sidecar()
            elif isinstance(effect, AskBot):
                self.bots.ask(effect)
            elif isinstance(effect, Notify):
                self._notify(effect.event)
            elif isinstance(effect, Close):
                self._done.set()

    def _send(self, peer, msg: dict) -> None:
        import zmq

        if not isinstance(peer, bytes):  # the host's own seat: handed over, no wire
            self.locals[peer].handle(msg)
            return
        if self._sock is None:
            return
        # Never waits: a ROUTER drops what a full or vanished peer cannot take. (The send
        # goes through the asyncio socket, not a synchronous shadow: libzmq's edge-triggered
        # descriptor must stay in zmq.asyncio's hands, or a pending receive can miss its
        # wake-up; that stalled the bench for seconds.)
        fut = self._sock.send_multipart([peer, P.encode(msg)], flags=zmq.NOBLOCK)
        self.sent += 1
        fut.add_done_callback(_log_send_failure)

    def _notify(self, event: str) -> None:
        """Tell the host's own screen: "seats" (who is there changed), "action", "over"."""
        for listener in list(self.listeners):
            try:
                listener(self, event)
            except Exception:  # a screen's bug must not stop the game
                log.exception("host listener failed on %s", event)

    # -- the loops -----------------------------------------------------------------------
    async def _recv_loop(self) -> None:
        while True:
            frames = await self._sock.recv_multipart()
            self.received += 1
            try:
                self.carry_out(self.table.receive_frames(frames[0], frames[1:], time.monotonic()))
            except Exception:  # the host never crashes on a message; the state is checked
                log.exception("internal error while handling a message; the game goes on")

    async def _heartbeat_loop(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat / 2)
            self.carry_out(self.table.tick(time.monotonic()))

    # -- saving --------------------------------------------------------------------------
    @property
    def save_path(self) -> Path | None:
        return self.autosaver.slot(self.match) if self.autosaver is not None else None

    def _autosave(self, new_slot: bool = False) -> None:
        if self.autosaver is None:
            return
        if new_slot:  # the next game of a series gets its own save
            from core.savefile import Autosaver

            old = self.autosaver
            self.autosaver = Autosaver(old.directory, clock=old.clock, on_error=old.on_error)
        if self.autosaver.save(self.match) is None:
            log.error("autosave failed: %s", self.autosaver.last_error)
        self._write_sidecar()

    def _write_sidecar(self) -> None:
        if self.autosaver is None:
            return
        data = self.table.sidecar()
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
