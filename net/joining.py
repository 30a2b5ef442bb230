"""Joining a LAN table: the join code, a free seat for a new player, the seat token that
brings a player back on a new connection (the newest connection wins; one whose seat was
taken over is told so again), and the moment every seat is taken and the game begins."""

from __future__ import annotations

import hmac
import logging

from core.i18n.phrase import phrase
from core.seat_names import default_name
from net import protocol as P
from net.effects import Peer, SaveSidecar
from net.seats import clean_name


class Joining:
    """The hellos of one table (`table`: a `net.table.Table`)."""

    def __init__(self, table) -> None:
        self.table = table

    def hello(self, peer: Peer, msg: dict, now: float) -> None:
        """A hello: a new player takes a free seat, a player comes back with its seat token,
        or a spectator comes to watch; anything else is refused."""
        table = self.table
        if not hmac.compare_digest(msg["code"].encode(), table.join_code.encode()):
            return table._refuse(peer, "bad-code", phrase("wrong join code"), "hello", now)
        if msg.get("watch"):
            return table.spectating.hello(peer, msg, now)
        if peer in table.watchers:
            why = phrase("this connection watches; it cannot take a seat")
            return table._refuse(peer, "bad-hello", why, "hello", now)
        token = msg.get("token")
        if token:
            seat = table.seat_by_token(token)
            if seat is None or seat.kind != "remote":
                why = phrase("this seat token is not one of this game's")
                return table._refuse(peer, "bad-token", why, "hello", now)
        else:
            free = [s for s in table.seats if s.kind == "remote" and not s.claimed]
            if not free:
                return table._refuse(peer, "full", phrase("every seat of this game is taken"), "hello", now)
            seat = free[0]
            seat.claimed, seat.name = True, clean_name(msg["name"], default_name(seat.index))
            table.match.names[seat.index] = seat.name
        session = msg.get("session") or ""
        if session and session in seat.replaced:
            # a client whose seat was taken over is back on a new connection (its bye was
            # lost with the old one): it is told again instead of taking the seat back
            return table._send(peer, P.bye(phrase(P.BYE_REPLACED)))
        if seat.session and seat.session != session:
            # another client takes the seat; the one before, if it speaks again, is told so,
            # also when it had been let go as silent (a starved process is not a dead one)
            seat.replaced = [*seat.replaced[-7:], seat.session]
        if seat.peer is not None and seat.peer != peer:
            # the old connection is dead or a second client uses the token: the newest wins
            table._send(seat.peer, P.bye(phrase(P.BYE_REPLACED)))
            table.peers.pop(seat.peer, None)
        seat.session = session
        seat.record = bool(msg.get("record"))  # the latest hello's answer holds
        table.peers[peer] = seat.index
        seat.peer, seat.last_seen, seat.gone_since = peer, now, None
        if seat.bot is not None and seat.bot_reason == "stand-in":
            seat.bot, seat.bot_reason = None, ""  # the player is back
            table._log(logging.INFO, f"seat {seat.index + 1}: {seat.name} is back; the stand-in bot steps aside")
        table._log(logging.INFO, f"seat {seat.index + 1}: {seat.name} {'rejoined' if token else 'joined'}")
        table._send(peer, table.welcome(seat.index, seat.token))
        seat.resync()
        if not table.started and all(s.claimed for s in table.seats):
            table.started = True
            table._log(logging.INFO, "every seat is taken; the game begins")
        table._seats_changed()
        table._emit(SaveSidecar())
