"""What a LAN table sends each reader: its view of the game (the seat's own, or no seat's
for a spectator) with the log as it may read it and who sits where, and its your-turn when
it must act — each made once per view and reader and kept, since a Clans turn describes
~240 moves and a refused action is answered by sending the same your-turn again."""

from __future__ import annotations

from core.seat_names import name_to_wire
from net import protocol as P
from net.seats import HostSeat, Watcher


class Views:
    """The views and your-turns of one table (`table`: a `net.table.Table`, which owns the
    match, the seats, the spectators and the narration)."""

    def __init__(self, table) -> None:
        self.table = table
        self._view_cache: dict[int | None, tuple[int, dict]] = {}
        # the last your-turn (view number, seat, message)
        self._turn_cache: tuple[int, int, dict] | None = None

    def reset(self) -> None:
        """A new game: nothing kept is current any more."""
        self._view_cache.clear()
        self._turn_cache = None

    def view_wire(self, index: int | None) -> dict:
        """The state as `index` (None: a spectator) may see it, in wire form."""
        match = self.table.match
        n = len(match.log)
        cached = self._view_cache.get(index)
        if cached and cached[0] == n:
            return cached[1]
        wire = match.state.view(index).to_wire()
        self._view_cache[index] = (n, wire)
        return wire

    def view_msg(self, index: int | None, start: int) -> dict:
        """The view message of a seat (None: a spectator) with the log from `start` on."""
        table = self.table
        match = table.match
        lines = table.narration.of(index)
        over = match.is_over()
        return P.view(
            len(match.log),
            self.view_wire(index),
            start,
            [[seat, text] for seat, text in lines[start:]],
            [_status(s, match.seats[s.index]) for s in table.seats],
            over,
            match.result() if over else None,
            list(match.state.scores()) if over else None,
            watchers=[w.name for w in table.watchers.values()],
        )

    def send_view(self, seat: HostSeat, full: bool = False) -> None:
        """The seat's view (and its your-turn if it must act) to whoever plays it."""
        if seat.peer is None:
            return
        table = self.table
        n = len(table.match.log)
        table._send(seat.peer, self.view_msg(seat.index, 0 if full else seat.sent_log))
        seat.sent_log, seat.sent_n = len(table.narration.of(seat.index)), n
        if seat.turn_sent != n:
            self.send_turn(seat)

    def send_watcher_view(self, watcher: Watcher) -> None:
        """A spectator's view: no seat's secrets, and never a your-turn."""
        table = self.table
        table._send(watcher.peer, self.view_msg(None, watcher.sent_log))
        watcher.sent_log, watcher.sent_n = len(table.narration.watch_lines), len(table.match.log)

    def send_turn(self, seat: HostSeat) -> None:
        """The seat's your-turn, if it must act now and nobody plays it for it."""
        table = self.table
        match = table.match
        if not table.started or seat.bot is not None or match.is_over() or seat.peer is None:
            return
        if match.state.to_move() != seat.index:
            return
        n = len(match.log)
        cached = self._turn_cache
        if cached is None or cached[0] != n or cached[1] != seat.index:
            cached = self._turn_cache = (n, seat.index, self._your_turn(n))
        table._send(seat.peer, cached[2])
        seat.turn_sent = n

    def _your_turn(self, n: int) -> dict:
        p = self.table.match.pending()
        legal: list[list]
        if len(p.legal_actions) > P.TEXTS_LIMIT:  # the client words them from its view
            legal = [[P.to_wire_action(a), None] for a in p.legal_actions]
        else:
            legal = [[P.to_wire_action(a), describe(p.view, a)] for a in p.legal_actions]
        d = p.decision
        decision = {"seat": d.seat, "kind": d.kind, "prompt": P.wire_text(d.prompt)}
        return P.your_turn(n, decision, legal)

    def broadcast(self) -> None:
        """Every seat and spectator gets what is new for it."""
        for seat in self.table.seats:
            self.send_view(seat)
        for watcher in self.table.watchers.values():
            self.send_watcher_view(watcher)


def describe(view, action) -> str | dict:
    """An action's words as the wire carries them (a plain join if the view cannot say)."""
    try:
        return P.wire_text(view.describe(action))
    except Exception:
        return " ".join(map(str, action))[:2000]


def _status(seat, kind: str) -> dict:
    """A seat's status as a view carries it: its name a default's map where it is one
    (`core.seat_names.name_to_wire`), so each reader words it."""
    status = seat.status()
    status["name"] = name_to_wire(status["name"], kind, seat.index)
    return status
