"""A seat at a LAN host as a `core.session.Session`: `RemoteSession` reads a
`net.feed.SeatFeed` (a `Client`, or the host's own `LocalSeat`), so a screen or a bot
plays a remote game as it plays a local one (`ai.session.LocalSession`).

The host words each reader's log once per move (`core.narration`, via `net.narration`);
the feed keeps it as (seat, phrase) pairs, which become `LogLine`s here. The feed's events
are passed on: "welcome" and "view" as "view", "refused" (the host refused us or gave our
seat to another connection) as "closed" with `stopped` saying why; the rest by their
own kind ("your-turn", "over", "error", "chat", "rematch-offer", "lost", ...).
"""

from __future__ import annotations

from core.seat_names import shown_wire_name
from core.session import CLOSED, VIEW, LogLine, Session, Turn
from net.narration import wire_log_line

_KINDS = {"welcome": VIEW, "view": VIEW, "refused": CLOSED}


class RemoteSession(Session):
    """One seat (or a spectator's place) at a LAN host, read from its feed."""

    def __init__(self, feed) -> None:
        super().__init__()
        self.feed = feed
        self._unsubscribe = feed.subscribe(self._on_event)

    def _on_event(self, event) -> None:
        self.emit(_KINDS.get(event.kind, event.kind), event.data)

    # -- what the reader asks -------------------------------------------------------------
    # `Session` declares seat, game and stopped as attributes a session may set; a remote
    # one reads them from its feed, which the host changes (a new seat on a rematch, a
    # refusal), so they are read-only properties here, which mypy cannot take as an
    # override of a writable attribute: hence the three ignores.
    @property
    def seat(self) -> int | None:  # type: ignore[override]
        return self.feed.seat

    @property
    def game(self):  # type: ignore[override]
        return self.feed.game

    @property
    def stopped(self):  # type: ignore[override]
        """Why the host will not go on with us (refused, replaced, paused), once it will not."""
        return getattr(self.feed, "refused", None)

    @property
    def names(self) -> list[str]:
        values = getattr(self.feed, "name_values", None) or self.feed.names
        return [shown_wire_name(value) for value in values]  # defaults in this reader's language

    def view(self):
        return self.feed.view

    def pending(self) -> Turn | None:
        feed = self.feed
        if not feed.my_turn:
            return None
        return Turn(feed.turn_n, feed.decision.seat, feed.decision, tuple(feed.legal), tuple(feed.legal_texts))

    async def submit(self, action) -> None:
        await self.feed.act(action)

    def log(self) -> list[LogLine]:
        return [wire_log_line(seat, text) for seat, text in self.feed.log]

    @property
    def over(self) -> bool:
        return bool(self.feed.over)

    def result(self) -> list[float] | None:
        return self.feed.result if self.feed.over else None

    # -- the end --------------------------------------------------------------------------
    def detach(self) -> None:
        """Stop listening to the feed, leaving it open (its owner closes it)."""
        self._unsubscribe()

    async def close(self) -> None:
        """Leave the host (the feed says bye) and stop listening."""
        close = getattr(self.feed, "close", None)
        if close is not None:
            await close()  # the feed's "closed" event comes through as ours
        self.detach()
