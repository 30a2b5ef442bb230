"""A rematch offer at a LAN table: when a game ends every human seat is asked; when all
accept the next game starts (`net.series` says how), a refusal, a departure or no answer
within the wait ends the series."""

from __future__ import annotations

import logging
import secrets

from core.i18n.phrase import Phrase, phrase
from core.match import Match
from net import protocol as P
from net.effects import Notify, Save, SaveSidecar
from net.narration import Narration
from net.series import next_game


class RematchOffer:
    """Who has accepted the offer so far, and until when the table waits."""

    def __init__(self, humans: list[int], deadline: float) -> None:
        self.accepted = {i: False for i in humans}
        self.deadline = deadline

    def concerns(self, index: int) -> bool:
        return index in self.accepted

    def accept(self, index: int) -> bool:
        """Count `index`'s yes; True when everyone has said yes."""
        self.accepted[index] = True
        return all(self.accepted.values())

    def waiting(self) -> list[int]:
        return [i for i, yes in self.accepted.items() if not yes]

    def expired(self, now: float) -> bool:
        return now >= self.deadline


class Rematches:
    """The rematch offers of one table (`table`: a `net.table.Table`): made when a game
    ends, answered by the human seats, and the next game set up when all accept."""

    def __init__(self, table) -> None:
        self.table = table
        self.offer: RematchOffer | None = None

    def game_over(self, now: float) -> None:
        """The game just ended: offer another to every human seat, or close the table."""
        table = self.table
        humans = [s.index for s in table.seats if s.kind in ("remote", "local")]
        if not table.rematch or not humans:
            # no next game: said at once, or a client waiting for an offer that never
            # comes (a text client) would wait out the host's linger before it could go
            for peer in table.remote_peers():
                table._send(peer, P.bye(phrase("the game is over")))
            return table._close()
        gone = [table.seats[i].name for i in humans if not table.seats[i].connected]
        if gone:
            table._tell_all(P.series_over(phrase("{name} has left", name=gone[0]), table.series.to_wire()))
            return table._close()
        self.offer = RematchOffer(humans, now + table.rematch_wait)
        self._send_offer()

    def answer(self, index: int, peer, accept: bool, now: float) -> None:
        """Seat `index` answers the offer (yes or no)."""
        table = self.table
        if self.offer is None or not self.offer.concerns(index):
            return table._refuse(peer, "no-offer", phrase("there is no rematch offer to answer now"), "rematch", now)
        name = table.seats[index].name
        if not accept:
            table._log(logging.INFO, f"seat {index + 1}: {name} declines the rematch")
            return self.end(phrase("{name} declined the rematch", name=name))
        table._log(logging.INFO, f"seat {index + 1}: {name} accepts the rematch")
        if self.offer.accept(index):
            self.offer = None
            self._next_game()
        else:
            self._send_offer()

    def left(self, seat) -> None:
        """`seat`'s player left: an open offer ends the series."""
        if self.offer is not None and self.offer.concerns(seat.index):
            self.end(phrase("{name} left", name=seat.name))

    def tick(self, now: float) -> None:
        if self.offer is not None and self.offer.expired(now):
            wait = f"{self.table.rematch_wait:g}"
            self.end(phrase("not everyone answered the rematch offer within {seconds} s", seconds=wait))

    def host_left(self) -> None:
        """The host stops while an offer is open: the series is over."""
        if self.offer is not None:
            self.offer = None
            self.table._tell_all(P.series_over(phrase("the host left"), self.table.series.to_wire()))

    def end(self, why: Phrase) -> None:
        """No more games: everyone is told why, and the table closes."""
        table = self.table
        self.offer = None
        table._log(logging.INFO, f"the series ends: {why.english()}")
        if not table.stopped:
            table._tell_all(P.series_over(why, table.series.to_wire()))
        table._close()

    def _send_offer(self) -> None:
        table, offer = self.table, self.offer
        waiting = offer.waiting() if offer else []
        accepted = [s.name for s in table.seats if s.index not in waiting]
        table._tell_all(P.rematch_offer(accepted, [table.seats[i].name for i in waiting], table.series.to_wire()))

    def _next_game(self) -> None:
        """The next game of the series on the same connections (see `net.series`)."""
        table = self.table
        old = table.match
        config, order = next_game(old)
        kinds = [old.seats[j] for j in order]
        table.seats = [table.seats[j] for j in order]
        for i, seat in enumerate(table.seats):
            seat.index = i
            if seat.kind != "bot" and seat.bot is not None:  # a resigned player plays again
                seat.bot, seat.bot_reason = None, ""
            seat.resync()
        table.peers = {s.peer: s.index for s in table.seats if s.peer is not None}
        table.local_peers = {s.index: s.peer for s in table.seats if s.kind == "local"}
        names = [s.name for s in table.seats]
        table.match = Match(old.game, config, secrets.randbits(62), seats=kinds, names=names)
        table.narration = Narration(len(table.seats))
        table.views.reset()
        table.new_game()
        table._emit(Save(new_slot=True))
        first = config.get("first_seat", -1)  # 0-based, -1 random; the log counts seats from 1
        first_seat = first + 1 if first >= 0 else "random"
        table._log(logging.INFO, f"game {table.series.games + 1} of the series begins (first seat {first_seat})")
        for seat in table.seats:
            if seat.peer is not None:
                table._send(seat.peer, table.welcome(seat.index, seat.token))
        for peer, watcher in table.watchers.items():
            watcher.sent_log, watcher.sent_n = 0, -1
            table._send(peer, table.welcome(None, watcher.token))
        table._broadcast_views()
        table._emit(SaveSidecar())
        table._emit(Notify("rematch"))
        table.bots.drive()
