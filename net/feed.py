"""What one seat knows of a game run by a host (`SeatFeed`), kept current from the
host's messages: the feed a game screen, a bot or `net.session.RemoteSession` reads.

Two feeds exist: `net.client.Client` (a remote seat over ZeroMQ) and `net.local_seat.LocalSeat`
(the host's own player, fed in-process); see `net.client` for the attributes a screen reads.

Events, for screens to react to (callbacks or async iteration; both see every event):

    unsubscribe = feed.subscribe(lambda event: ...)  # on the loop thread; must not block
    async for event in feed.events():    # an asyncio.Queue per iterator
        event.kind, event.data           # data: the message dict (or a small note)
    await feed.changed()                 # the next event, whatever it is

    kinds: "welcome" (joined or rejoined a seat), "view" (a new view or seat status),
           "your-turn", "error" (a refused message: data["code"], data["message"]),
           "chat" (data["seat"], data["name"], data["text"]), "over" (once per game),
           "rematch-offer" (who accepted, who is awaited, the series), "series-over",
           "lost" (the host is gone: silent past the heartbeat's limit, data["silent_for"];
           reconnecting), "refused" (join refused or seat taken over;
           the client stops), "bye" (the host said goodbye), "closed".
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Callable

from core.i18n import _
from core.i18n.phrase import Said, said_from_checked
from core.protocol import Action, Decision, Game, State, as_action
from core.seat_names import name_from_wire
from net import protocol as P

log = logging.getLogger("clanhall.net.feed")

# the field of each host message that holds the host's words (a phrase or plain text)
_HOST_WORDS = {"error": "message", "bye": "reason", "series-over": "reason", "chat": "text"}


@dataclass(frozen=True, slots=True)
class Event:
    """Something the host told the seat (or the connection did)."""

    kind: str
    data: dict = field(default_factory=dict)


class SeatFeed:
    """What one seat knows of a game run by a host, kept current from the host's messages."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.game_id: str | None = None
        self.config: dict = {}
        self.seat: int | None = None
        self.token: str | None = None
        self.names: list[str] = []  # in the form saves keep (English defaults)
        self.name_values: list[str | dict] = []  # as the host sent them (core.seat_names)
        self.seat_kinds: list[str] = []
        self.n = -1
        self.view: State | None = None
        self.view_wire: dict | None = None
        self.decision: Decision | None = None
        self.turn_n: int | None = None
        self.legal: list[Action] = []
        self.legal_texts: list[Said] = []
        self.log: list[tuple[int, Said]] = []
        self.status: list[dict] = []
        self.over = False
        self.result: list[float] | None = None
        self.scores: list[float] | None = None
        self.watchers: list[str] = []  # the spectators' names
        self.record = False  # this seat's player agrees to be recorded (its hello says so)
        self.spectator_chat = False  # whether the host lets spectators chat
        self.offer: dict | None = None  # the open rematch-offer, if any
        self.series: dict | None = None  # {"games", "draws", "wins": [[name, wins]]}
        self.series_over: str | None = None  # why the series ended, once it has
        # the host said goodbye (its reason), kept so a reader who starts waiting after the
        # bye came still knows; a new welcome (the host is back) clears it
        self.bye: object | None = None
        self.joined = False
        self.welcomes = 0  # 1 after joining, +1 for every resume of the seat
        self.need_resync = False  # the feed noticed a gap; the client asks for all again
        self.view_since = 0.0
        self._listeners: list[Callable[[Event], Any]] = []
        self._queues: list[asyncio.Queue] = []
        self._waiters: list[asyncio.Future] = []

    # -- what the screen asks ----------------------------------------------------------
    @property
    def watching(self) -> bool:
        """Whether this feed is a spectator's (no seat)."""
        return self.joined and self.seat is None

    @property
    def my_turn(self) -> bool:
        return (
            not self.over
            and bool(self.legal)
            and self.turn_n == self.n
            and self.decision is not None
            and self.decision.seat == self.seat
        )

    def subscribe(self, callback: Callable[[Event], Any]) -> Callable[[], None]:
        """Call `callback(event)` for every event; returns a function that unsubscribes."""
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback) if callback in self._listeners else None

    async def events(self) -> AsyncIterator[Event]:
        """Every event from now on, in order, until the feed is closed."""
        queue: asyncio.Queue = asyncio.Queue()
        self._queues.append(queue)
        try:
            while True:
                event = await queue.get()
                yield event
                if event.kind == "closed":
                    return
        finally:
            self._queues.remove(queue)

    async def changed(self) -> Event:
        """Wait for the next event."""
        fut = asyncio.get_running_loop().create_future()
        self._waiters.append(fut)
        return await fut

    async def wait_over(self, timeout: float | None = None) -> list[float] | None:
        """Wait until the game is over; returns the result."""

        async def wait():
            while not self.over:
                await self.changed()
            return self.result

        return await asyncio.wait_for(wait(), timeout)

    # -- what the host says ------------------------------------------------------------
    def emit(self, kind: str, data: dict | None = None) -> None:
        event = Event(kind, data or {})
        for callback in list(self._listeners):
            try:
                callback(event)
            except Exception:  # a screen's bug must not break the connection
                log.exception("event listener failed on %s", kind)
        for queue in list(self._queues):
            queue.put_nowait(event)
        waiters, self._waiters = self._waiters, []
        for fut in waiters:
            if not fut.done():
                fut.set_result(event)

    def handle(self, msg: dict) -> None:
        """Take in one checked host message (see net.protocol) and emit its event. The
        host's words in it (an error's message, a bye's or series-over's reason, a chat
        line) are read here, in this reader's language, so listeners get plain text."""
        kind = msg["type"]
        field = _HOST_WORDS.get(kind)
        if field is not None and field in msg and not isinstance(msg[field], str):
            msg = {**msg, field: P.read_said(msg[field])}
        if kind == "chat" and msg.get("seat") is None and msg.get("name"):  # a spectator's line
            msg = {**msg, "name": _("{name} (watching)").format(name=msg["name"])}
        try:
            handler = getattr(self, "_on_" + kind.replace("-", "_"), None)
            if handler is None:
                return
            handler(msg)
        except Exception as exc:  # a host sending nonsense must not crash the client
            log.warning("ignored a bad %s message from the host: %s", kind, exc)

    def _names_from(self, values: list) -> None:
        """The seats' names from the host: each a given name or a default as a map, kept
        (`name_values`, for `core.seat_names.shown_wire_name`) and in the form saves keep."""
        self.name_values = list(values)
        self.names = [name_from_wire(value) for value in values]

    def _on_welcome(self, msg: dict) -> None:
        from core.registry import get_game

        game = get_game(msg["game"])
        self.bye = None
        self.game, self.game_id, self.config = game, msg["game"], msg["config"]
        self.seat, self.token = msg["seat"], msg["token"]
        self.seat_kinds = msg["seats"]
        self._names_from(msg["names"])
        self.spectator_chat = bool(msg.get("spectator_chat"))
        if msg.get("series"):
            self.series = msg["series"]
        self.n = -1  # the view that follows is a full resync
        self.log = []
        self.need_resync = False
        self.joined = True
        self.welcomes += 1
        self.emit("welcome", msg)

    def _on_view(self, msg: dict) -> None:
        if self.game is None or msg["n"] < self.n:
            return  # stale: a newer view is already here
        if msg["n"] > self.n or msg["state"] != self.view_wire:
            self.view = self.game.state_from_wire(msg["state"])
            self.view_wire = msg["state"]
        if msg["n"] != self.n:
            self.legal, self.legal_texts = [], []
            self.view_since = time.monotonic()
            try:
                # whoever decides now, and what (a newer n always brought its view)
                self.decision = self.view.decision() if self.view is not None else None
            except Exception:
                self.decision = None
        self.n = msg["n"]
        start = msg["log_from"]
        if start <= len(self.log):
            self.log[start:] = [(s, said_from_checked(t)) for s, t in msg["log"]]
        else:
            self.need_resync = True  # lines went missing (a dropped connection): ask again
        self.status = msg["status"]
        self.watchers = list(msg.get("watchers") or [])
        if self.status:
            self._names_from([s["name"] for s in self.status])
            for status, name in zip(self.status, self.names):
                status["name"] = name
        was_over = self.over
        if was_over and not msg["over"]:  # the next game of the series has begun
            self.offer = None
        self.over = msg["over"]
        self.result, self.scores = msg.get("result"), msg.get("scores")
        if self.over:
            self.legal, self.legal_texts = [], []
        self.emit("view", msg)
        if self.over and not was_over:
            self.emit("over", {"result": self.result, "scores": self.scores})

    def _on_your_turn(self, msg: dict) -> None:
        if msg["n"] < self.n:
            return
        d = msg["decision"]
        self.decision = Decision(d["seat"], d["kind"], said_from_checked(d["prompt"]))
        self.turn_n = msg["n"]
        self.legal = [as_action(a) for a, _ in msg["legal"]]
        self.legal_texts = [self._word(a, t) for a, (_, t) in zip(self.legal, msg["legal"])]
        self.emit("your-turn", msg)

    def _word(self, action, text) -> Said:
        """The host's words for a legal action; none came (a very long list): the view's,
        which are the same (the host words them from this seat's view)."""
        if text is not None:
            return said_from_checked(text)
        if self.view is not None:
            try:
                return self.view.describe(action)
            except Exception:  # as the host does when a view cannot word an action
                pass
        return " ".join(map(str, action))[:2000]

    def _on_error(self, msg: dict) -> None:
        self.emit("error", msg)

    def _on_rematch_offer(self, msg: dict) -> None:
        self.offer, self.series = msg, msg["series"]
        self.emit("rematch-offer", msg)

    def _on_series_over(self, msg: dict) -> None:
        self.offer, self.series, self.series_over = None, msg["series"], msg["reason"]
        self.emit("series-over", msg)

    def _on_chat(self, msg: dict) -> None:
        self.emit("chat", msg)

    def _on_bye(self, msg: dict) -> None:
        self.bye = msg.get("reason", "")
        self.emit("bye", msg)

    def _took_turn(self) -> None:
        """After sending an action: not our turn until the host says so again."""
        self.legal, self.legal_texts = [], []
