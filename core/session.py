"""A session: one reader's place at one game, whoever runs the game.

A game screen, the host's own seat, `join --bot` and the arena all talk to a game the same
way: who reads (`seat`, None for a spectator), which `game`, the players' `names` (one per
seat, `core.match.default_names`), the state as this reader may see it (`view()`), what
this reader must decide now (`pending()`, None when it is not this reader's turn), its
answer (`submit(action)`), the log as this reader may read it (`log()`: the acting seat as
an index and each line as a phrase, never a rendered string), events (`subscribe`) and
the end (`close()`).

Where the game runs is the implementation's: `ai.session.LocalSession` holds the match
and its bots on this machine; `net.session.RemoteSession` is a seat at a LAN host, over
`net.client.Client`. The interface lives here, in core, so both (and the screens above
them) import it downwards; it imports nothing but core.

Events are `SessionEvent(kind, data)`, kind one of: "view" (the view or the log changed),
"your-turn" (`pending()` now has this reader's decision), "over" (once per game),
"error" (a refusal or a failure; data["message"] says it in words), "chat", "closed" (the
session can go no further: `stopped` says why, None after a plain `close()`). A session
that runs bots also tells "thinking" (data: "seat", "progress", an `ai.base.Progress`)
and "chose" (a bot's choice, before it is played: "seat", "action", "advice" the reasons
the bot kept, "hidden" whether the reader may not learn it, "said" what it did, a phrase
naming its seat by reference: `core.narration.actor_line` reads it as "Bot · hard: bids
2 coins", "made a hidden choice" when hidden).
"""

from __future__ import annotations

import asyncio
import logging
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable

from core.i18n.phrase import Said
from core.match import LogEntry, told
from core.protocol import Action, Decision, Game, State

log = logging.getLogger("clanhall.session")

VIEW, YOUR_TURN, OVER, ERROR, CHAT, CLOSED = "view", "your-turn", "over", "error", "chat", "closed"
THINKING, CHOSE = "thinking", "chose"
EVENT_KINDS = (VIEW, YOUR_TURN, OVER, ERROR, CHAT, CLOSED, THINKING, CHOSE)


@dataclass(frozen=True, slots=True)
class LogLine:
    """One action as this reader may read it: the seat that acted (an index into `names`),
    the reader's line for it (a phrase whose seats are references, named by the reader:
    `core.narration.actor_line`; "made a hidden choice" when the reader may not learn the
    choice), and what it set off (public events), in the order a log shows them."""

    actor: int
    text: Said
    events: tuple[Said, ...] = ()
    hidden: bool = False

    @classmethod
    def told(cls, actor: int, text: Said, events: tuple[Said, ...] = (), hidden: bool = False) -> "LogLine":
        """The line of an action with the events it set off, as a log shows them: an event
        that tells the action itself ("Player 2 plays Njord into lane 1") takes the place
        of a line that is not hidden (`core.match.told`), so `text` always leads."""
        said = told(LogEntry(actor, (), text, tuple(events)), text, hidden)
        return cls(actor, said[0], tuple(said[1:]), hidden)


@dataclass(frozen=True, slots=True)
class Turn:
    """This reader's decision now: the turn's number (actions played before it: an answer
    is for one turn only), the seat, what is asked, the legal actions and their words."""

    number: int
    seat: int
    decision: Decision
    legal: tuple[Action, ...]
    texts: tuple[Said, ...] = ()


@dataclass(frozen=True, slots=True)
class SessionEvent:
    """Something that happened in a session (see the module docstring for the kinds)."""

    kind: str
    data: dict = field(default_factory=dict)


class Session(ABC):
    """One reader's place at one game (see the module docstring)."""

    seat: int | None
    game: Game
    stopped: Said | None = None  # why the session can go no further, once it cannot

    def __init__(self) -> None:
        self._listeners: list[Callable[[SessionEvent], Any]] = []
        self._waiters: list[asyncio.Future] = []

    # -- what the reader asks -------------------------------------------------------------
    @property
    def seats(self) -> frozenset[int]:
        """The seats this session answers for: the reader's own (none for a spectator); a
        session may serve several (hot-seat, `ai.session.LocalSession`)."""
        return frozenset() if self.seat is None else frozenset({self.seat})

    @property
    @abstractmethod
    def names(self) -> list[str]:
        """One name per seat (a default "Player N" for a seat nobody named)."""

    @abstractmethod
    def view(self) -> State | None:
        """The state as this reader may see it (None before the first view arrived)."""

    @abstractmethod
    def pending(self) -> Turn | None:
        """This reader's decision now, or None when it is not this reader's to make."""

    @abstractmethod
    async def submit(self, action: Action) -> None:
        """Answer the pending turn with `action`; a refusal comes back as an "error" event."""

    @abstractmethod
    def log(self) -> list[LogLine]:
        """Every action so far, as this reader may read it."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def result(self) -> list[float] | None:
        """Per-seat outcome once over (see `State.result`), else None."""

    @abstractmethod
    async def close(self) -> None:
        """Leave the game and stop whatever the session runs; emits "closed"."""

    # -- events ---------------------------------------------------------------------------
    def subscribe(self, callback: Callable[[SessionEvent], Any]) -> Callable[[], None]:
        """Call `callback(event)` for every event from now on; returns the unsubscriber."""
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback) if callback in self._listeners else None

    async def changed(self) -> SessionEvent:
        """Wait for the next event."""
        future = asyncio.get_running_loop().create_future()
        self._waiters.append(future)
        return await future

    def emit(self, kind: str, data: dict | None = None) -> None:
        """Tell every listener and waiter of an event; a listener's failure is logged and
        never stops the others or the game."""
        event = SessionEvent(kind, data or {})
        for callback in list(self._listeners):
            try:
                callback(event)
            except Exception:
                log.exception("a session listener failed on %s", kind)
        waiters, self._waiters = self._waiters, []
        for future in waiters:
            if not future.done():
                future.set_result(event)
