"""What the host puts up with from one peer: how often it says why it refused a message,
how fast a seat may chat, and when a flooding peer is sent away.

The numbers are here, in one place, and in README ("LAN limits"):

- refused messages (malformed, too large, out of turn, ...) are counted per peer and logged
  at most once per `LOG_INTERVAL` seconds per peer, with the count and the first reason;
  at most `REPLIES_PER_INTERVAL` error replies go back to a peer per interval;
- a seat may send `CHAT_BURST` chat lines at once and then one every
  `1 / CHAT_PER_SECOND` seconds; a line past that is refused ("chat-rate");
- a seated peer with more than `FLOOD_REFUSALS` refused messages in one interval is
  disconnected (its seat waits for its token like any vanished player) and the game goes on.
"""

from __future__ import annotations

import logging

from core.i18n.phrase import Phrase, phrase
from net import protocol as P
from net.effects import LocalPeer

LOG_INTERVAL = 1.0
REPLIES_PER_INTERVAL = 10
CHAT_BURST = 5
CHAT_PER_SECOND = 1.0
FLOOD_REFUSALS = 200
MAX_TRACKED_PEERS = 4096  # unseated peers are forgotten beyond this many


class PeerRecord:
    """The refusals of one peer in the current interval, and its chat allowance."""

    __slots__ = ("since", "refused", "first_reason", "chat_tokens", "chat_at")

    def __init__(self, now: float) -> None:
        self.since = now
        self.refused = 0
        self.first_reason = ""
        self.chat_tokens = float(CHAT_BURST)
        self.chat_at = now

    def refuse(self, reason: str) -> None:
        if not self.refused:
            self.first_reason = reason
        self.refused += 1

    def may_reply(self) -> bool:
        """Whether this refusal still gets an error reply (a flood gets silence)."""
        return self.refused <= REPLIES_PER_INTERVAL

    def flooding(self) -> bool:
        return self.refused > FLOOD_REFUSALS

    def due(self, now: float) -> bool:
        """Whether the interval is over (time to log what was refused, and start anew)."""
        return now - self.since >= LOG_INTERVAL

    def restart(self, now: float) -> None:
        self.since, self.refused, self.first_reason = now, 0, ""

    def may_chat(self, now: float) -> bool:
        """Take one chat line from the allowance (a token bucket); False if none is left."""
        self.chat_tokens = min(CHAT_BURST, self.chat_tokens + (now - self.chat_at) * CHAT_PER_SECOND)
        self.chat_at = now
        if self.chat_tokens < 1:
            return False
        self.chat_tokens -= 1
        return True


class Limits:
    """What one table (`table`: a `net.table.Table`) puts up with: the refused messages of
    every peer, counted and logged at most once an interval per peer with the count and the
    first reason, answered unless the peer floods, and a flooding network peer sent away."""

    def __init__(self, table) -> None:
        self.table = table
        self.records: dict = {}  # peer -> PeerRecord, oldest first
        self.count = 0  # every refusal since the table opened

    def record(self, peer, now: float) -> PeerRecord:
        """The record of `peer` (a new one if it has none; the oldest is forgotten past
        `MAX_TRACKED_PEERS`, its refusals said first)."""
        record = self.records.get(peer)
        if record is None:
            record = self.records[peer] = PeerRecord(now)
        return record

    def crowded(self) -> bool:
        return len(self.records) > MAX_TRACKED_PEERS

    def forget_oldest(self):
        """The oldest peer and its record, no longer tracked."""
        peer = next(iter(self.records))
        return peer, self.records.pop(peer)

    def log_due(self, now: float, force: bool = False) -> None:
        """Log the refusals of every peer whose interval is over (or all, with `force`)."""
        for peer, record in list(self.records.items()):
            if record.refused and (force or record.due(now)):
                self.table._log(logging.WARNING, refusal_line(record, self.who(peer), now))

    def refuse(self, peer, code: str, message, ref: str | None, now: float) -> None:
        table = self.table
        """Refuse a message: counted, logged at most once an interval per peer, answered
        unless the peer floods, and a network peer that floods is sent away (net.limits).
        `message` is a phrase (the peer reads it in its own language; the log in English)."""
        self.count += 1
        english = message.english() if isinstance(message, Phrase) else message
        record = self.record(peer, now)
        if self.crowded():  # forget the oldest peer, saying its refusals first
            old, old_record = self.forget_oldest()
            if old_record.refused:
                table._log(logging.WARNING, refusal_line(old_record, self.who(old), now))
        record.refuse(f"[{code}] {english}")
        if record.may_reply():
            table._send(peer, P.error(code, message, ref))
        index = table.peers.get(peer)
        remote = not isinstance(peer, LocalPeer) and (index is not None or peer in table.watchers)
        if record.flooding() and remote:
            table._log(logging.WARNING, refusal_line(record, self.who(peer), now))
            table._send(peer, P.bye(phrase("too many refused messages: disconnected")))
            why = f"sent over {FLOOD_REFUSALS} refused messages in {LOG_INTERVAL:g} s: disconnected"
            if index is not None:
                table._disconnect(table.seats[index], why, now)
            else:
                table.spectating.drop(peer, why)
            table._seats_changed()
        elif record.due(now):
            table._log(logging.WARNING, refusal_line(record, self.who(peer), now))

    def who(self, peer) -> str:
        table = self.table
        index, watcher = table.peers.get(peer), table.watchers.get(peer)
        if index is not None:
            return f"seat {index + 1}"
        return f"the spectator {watcher.name}" if watcher is not None else "an unseated peer"


def refusal_line(record: PeerRecord, who: str, now: float) -> str:
    """The log line of a peer's refusals in its interval (then the record starts anew)."""
    line = (
        f"refused {record.refused} message{'' if record.refused == 1 else 's'} from {who} "
        f"in the last {now - record.since:.1f} s, first: {record.first_reason}"
    )
    record.restart(now)
    return line
