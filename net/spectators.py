"""Spectators at a LAN table: who may watch, and what a spectator may send.

A spectator says hello with ``watch`` and the join code; it gets the view of no seat, the
chat and never a your-turn. It may send a ping, a bye and — when the host allows it — a
chat line; anything else is refused and counted like any junk (`net.limits`)."""

from __future__ import annotations

import hmac
import logging
import secrets

from core.i18n.phrase import Phrase, phrase, phrase_n
from net import limits
from net import protocol as P
from net.effects import Peer
from net.seats import Watcher, clean_name

Refusal = tuple[str, Phrase]  # (code, why)


def same_token(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode(), b.encode())


def admit(
    watchers: dict, limit: int, peer: Peer, msg: dict, now: float, seat_token: bool
) -> tuple[Peer | None, Watcher | Refusal]:
    """A spectator's hello: (the old connection of a spectator coming back, or None; the
    watcher now at `peer`) or (None, a refusal). `seat_token`: the token is a seat's."""
    token = msg.get("token")
    watcher = None
    if token:
        for w in watchers.values():
            if same_token(w.token, token):
                watcher = w
        if watcher is None and seat_token:
            return None, ("bad-token", phrase("a seat's token cannot watch"))
    if watcher is not None:
        old = watcher.peer if watcher.peer != peer else None
        watchers.pop(watcher.peer, None)
        watcher.peer = peer
    else:
        if len(watchers) >= limit:
            why = (
                phrase("this game takes no spectators")
                if not limit
                else phrase_n(
                    "the table is full: {n} spectator at most", "the table is full: {n} spectators at most", limit
                )
            )
            return None, ("full", why)
        old, watcher = None, Watcher(clean_name(msg["name"]), token or secrets.token_urlsafe(16), peer, now)
    watcher.last_seen, watcher.sent_log, watcher.sent_n = now, 0, -1
    watchers[peer] = watcher
    return old, watcher


def refusal_of(kind: str, chat_allowed: bool) -> Refusal | None:
    """Why a spectator may not send a message of `kind` (None: it may)."""
    if kind in ("ping", "pong", "bye"):
        return None
    if kind == "chat":
        return None if chat_allowed else ("no-chat", phrase("the host does not let spectators chat"))
    return ("spectator", phrase("a spectator only watches: it cannot act, resign or answer"))


class Spectators:
    """The spectators of one table (`table`: a `net.table.Table`, which keeps them in
    `table.watchers` by peer): their hellos, their messages, their leaving."""

    def __init__(self, table) -> None:
        self.table = table

    # -- spectators ----------------------------------------------------------------------
    def hello(self, peer: Peer, msg: dict, now: float) -> None:
        """A spectator's hello (or a spectator back on a new connection, with its token)."""
        table = self.table
        if peer in table.peers:
            why = phrase("this connection plays a seat; it cannot watch too")
            return table._refuse(peer, "bad-hello", why, "hello", now)
        token = msg.get("token")
        seat_token = bool(token) and table.seat_by_token(token) is not None
        old, admitted = admit(table.watchers, table.spectators, peer, msg, now, seat_token)
        if not isinstance(admitted, Watcher):
            return table._refuse(peer, admitted[0], admitted[1], "hello", now)
        if old is not None:
            table._send(old, P.bye(phrase(P.BYE_REPLACED)))
        table._log(logging.INFO, f"{admitted.name} watches")
        table._send(peer, table.welcome(None, admitted.token))
        table._seats_changed()  # the players see who watches

    def message(self, peer: Peer, msg: dict, now: float) -> None:
        """What a spectator sends: a ping, a bye, a chat line if allowed; the rest is refused."""
        table = self.table
        watcher, kind = table.watchers[peer], msg["type"]
        refusal = refusal_of(kind, table.spectator_chat)
        if refusal is not None:
            table._refuse(peer, refusal[0], refusal[1], kind, now)
        elif kind == "ping":
            table._send(peer, P.pong(msg["t"]))
        elif kind == "bye":
            self.drop(peer, "stopped watching")
            table._seats_changed()
        elif kind == "chat":
            if table.limits.record(peer, now).may_chat(now):
                table._chat(None, msg["text"], watcher.name)  # readers add "(watching)"
            else:
                why = phrase("at most {burst} chat lines at once", burst=limits.CHAT_BURST)
                table._refuse(peer, "chat-rate", why, "chat", now)

    def drop(self, peer: Peer, why: str) -> None:
        table = self.table
        watcher = table.watchers.pop(peer, None)
        if watcher is not None:
            table._log(logging.INFO, f"spectator {watcher.name} {why}")
