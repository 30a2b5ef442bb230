"""The LAN table without I/O: one match, its seats and spectators, and every rule of play
at a hosted game, as pure functions of (peer, message, now) that return what to do.

    table = Table(match, seat_kinds=["remote", "bot:mcts", "local"])
    effects = table.start(now)
    effects = table.receive(peer, msg, now)      # a checked message from a peer
    effects = table.receive_frames(peer, frames, now)   # raw frames: decoded here
    effects = table.tick(now)                    # heartbeats, stand-ins, limits, offers
    effects = table.bot_moved(seat, n, action, now) / table.bot_failed(...)
    effects = table.stop()

Each returns a list of `net.effects` (send, log, save, ask a bot, notify, close) for the
transport (`net.host.Host`) to carry out; no socket, clock, file or process is touched
here, so the table is tested with fake peers and a fake clock. The host's own seat is a
`LocalPeer` and goes through `receive` like any remote one.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass

from core.i18n.phrase import Phrase, Said, phrase
from core.match import Match
from core.protocol import as_action
from core.seat_names import names_to_wire, seat_ref
from core.terminal import safe_text
from net import limits
from net import protocol as P
from net.effects import Close, Effect, LocalPeer, Log, Notify, Peer, Save, Send
from net.joining import Joining
from net.narration import Narration, words
from net.rematch import Rematches
from net.seats import HostSeat, Watcher, bot_spec, seat_kind
from net.series import Series
from net.spectators import Spectators, same_token
from net.table_bots import TableBots
from net.table_views import Views


@dataclass(frozen=True)
class TableSummary:
    """What a table shows the world (the LAN announcement): never who may sit."""

    game_id: str
    game_name: str
    variant: str
    seats: int
    free: int


class Table:
    """The rules of a hosted game, without I/O; see the module docstring."""

    def __init__(
        self,
        match: Match,
        *,
        seat_kinds: list[str] | None = None,
        join_code: str | None = None,
        tokens: list[str] | None = None,
        claimed: list[bool] | None = None,
        heartbeat: float = 1.0,
        dead_after: float | None = None,
        replace_after: float | None = None,
        replace_bot: str = "random",
        wait_for_players: bool = True,
        spectators: int = 0,
        spectator_chat: bool = False,
        rematch: bool = False,
        rematch_wait: float = 600.0,
        series: Series | None = None,
    ) -> None:
        if not 0 <= spectators <= P.MAX_WATCHERS:
            raise ValueError(f"spectators must be from 0 to {P.MAX_WATCHERS}, not {spectators}")
        kinds = list(seat_kinds or match.seats)
        n = match.state.num_seats
        if len(kinds) != n:
            raise ValueError(f"{len(kinds)} seat kinds for {n} seats")
        self.match = match
        self.spectators, self.spectator_chat = spectators, spectator_chat
        self.watchers: dict[Peer, Watcher] = {}
        self.rematch, self.rematch_wait = rematch, rematch_wait
        self.series = series or Series()
        self.join_code = join_code or new_join_code()
        tokens = tokens or [secrets.token_urlsafe(16) for _ in range(n)]
        self.seats = [HostSeat(i, seat_kind(k), match.names[i], tokens[i]) for i, k in enumerate(kinds)]
        self.peers: dict[Peer, int] = {}
        self.local_peers: dict[int, LocalPeer] = {}
        for i, seat in enumerate(self.seats):
            if seat.kind == "bot":
                seat.bot, seat.claimed = bot_spec(kinds[i]), True
            elif seat.kind == "local":
                seat.claimed, seat.peer = True, LocalPeer(f"seat {i + 1}")
                self.peers[seat.peer] = i
                self.local_peers[i] = seat.peer
            elif claimed:
                seat.claimed = bool(claimed[i])
        match.seats = [k if seat_kind(k) != "remote" else "remote" for k in kinds]
        self.heartbeat = heartbeat
        self.dead_after = dead_after if dead_after is not None else 3 * heartbeat
        self.replace_after, self.replace_bot = replace_after, replace_bot
        self.started = not wait_for_players or all(s.claimed for s in self.seats)
        self.stopped = False
        self.closed = False  # a Close was given: the game is over and no rematch follows
        self.bot_failure: Said | None = None  # why the game stopped, if a bot failed twice
        self.limits = limits.Limits(self)
        self.game = 1  # the game of the series (bots are made anew for each)
        self.narration = Narration.replayed(match, self._readers)
        self.views = Views(self)
        self.rematches = Rematches(self)
        self.spectating = Spectators(self)
        self.joining = Joining(self)
        self.bots = TableBots(self)
        self._out: list[Effect] = []

    # -- the doors -----------------------------------------------------------------------
    def start(self, now: float) -> list[Effect]:
        """The table opens: the host's own seats get their welcome, a bot may begin."""
        self._emit(Save())
        for i in self.local_peers:
            seat = self.seats[i]
            self._send(seat.peer, self.welcome(seat.index, seat.token))
            self._send_view(seat, full=True)
        self.bots.drive()
        return self._flush()

    def receive_frames(self, peer: Peer, frames: list[bytes], now: float) -> list[Effect]:
        """Raw frames from a network peer: any frame shows it is alive; a bad one is refused."""
        self._seen(peer, now)
        if len(frames) != 1:
            self._refuse(peer, "malformed", phrase("send one frame per message, not {n}", n=len(frames)), None, now)
            return self._flush()
        try:
            msg = P.decode_from_client(frames[0])
        except P.ProtocolError as exc:
            self._refuse(peer, exc.code, exc.said, None, now)
            return self._flush()
        return self.receive(peer, msg, now)

    def receive(self, peer: Peer, msg: dict, now: float) -> list[Effect]:
        """A checked message (`net.protocol`) from `peer`: a remote connection or a LocalPeer."""
        self._seen(peer, now)
        kind = msg["type"]
        if kind == "hello":
            self.joining.hello(peer, msg, now)
        elif peer in self.watchers:
            self.spectating.message(peer, msg, now)
        elif self.peers.get(peer) is None:
            self._refuse(peer, "not-joined", phrase("say hello with the join code first"), kind, now)
        else:
            self._on_seat_message(self.peers[peer], peer, msg, now)
        return self._flush()

    def tick(self, now: float) -> list[Effect]:
        """Time passes: refusals are logged, silent seats and spectators let go, a stand-in
        bot takes a vanished player's seat, an unanswered rematch offer ends the series."""
        self.limits.log_due(now)
        changed = False
        for seat in self.seats:
            if seat.kind != "remote":
                continue
            if seat.peer is not None and now - seat.last_seen > self.dead_after:
                self._disconnect(seat, f"is silent for {now - seat.last_seen:.1f} s: disconnected", now)
                changed = True
            gone_for = now - seat.gone_since if seat.gone_since is not None else 0.0
            gone = seat.peer is None and seat.claimed and seat.bot is None and seat.gone_since is not None
            if gone and self.replace_after is not None and gone_for > self.replace_after:
                seat.bot, seat.bot_reason = self.replace_bot, "stand-in"
                self._log(logging.INFO, f"seat {seat.index + 1}: {seat.name} is gone; a bot stands in")
                changed = True
        for peer, watcher in list(self.watchers.items()):
            if now - watcher.last_seen > self.dead_after:
                self.spectating.drop(peer, f"is silent for {now - watcher.last_seen:.1f} s: gone")
                changed = True
        if changed:
            self._seats_changed()
        self.rematches.tick(now)
        return self._flush()

    def flush_refusals(self, now: float) -> list[Effect]:
        """Log every peer's refusals not yet logged, whether or not its interval is over."""
        self.limits.log_due(now, force=True)
        return self._flush()

    def bot_moved(self, index: int, n: int, action, now: float) -> list[Effect]:
        """The bot asked for (`AskBot`) chose `action` at view `n`."""
        self.bots.moved(index, n, action, now)
        return self._flush()

    def bot_failed(self, index: int, n: int, error: str, log_path: str, now: float) -> list[Effect]:
        """The bot asked for raised `error` (its traceback is in `log_path`)."""
        self.bots.failed(index, error, log_path)
        return self._flush()

    def stop(self) -> list[Effect]:
        """The host stops: the series ends and everyone connected is told goodbye."""
        if self.stopped:
            return []
        self.stopped = True
        self.rematches.host_left()
        reason = phrase(P.BYE_PAUSED) if self.bot_failure else phrase("the host stopped")
        for peer in self.remote_peers():
            self._send(peer, P.bye(reason))
        return self._flush()

    # -- what others may read -------------------------------------------------------------
    def remote_peers(self) -> list[Peer]:
        """Every network connection: the seats' and the spectators'."""
        return [s.peer for s in self.seats if s.peer is not None and s.kind == "remote"] + list(self.watchers)

    def free_seats(self) -> int:
        """Seats waiting for a player to join."""
        return sum(1 for s in self.seats if s.kind == "remote" and not s.claimed)

    def summary(self) -> TableSummary:
        """The table as the LAN announcement shows it (read-only)."""
        game = self.match.game
        variant = str(self.match.config.get("variant") or "")
        return TableSummary(game.id, game.name, variant, len(self.seats), self.free_seats())

    def welcome(self, seat: int | None, token: str) -> dict:
        """The welcome of a seat (or, with seat None, of a spectator)."""
        series = self.series.to_wire() if self.series.games else None
        names, kinds = names_to_wire(self.match.names, self.match.seats), list(self.match.seats)
        return P.welcome(self.match.game.id, self.match.config, seat, token, names, kinds, self.spectator_chat, series)

    def sidecar(self) -> dict:
        """What the side file of the autosave keeps so a restarted host finds its clients."""
        return {
            "code": self.join_code,
            "tokens": [s.token for s in self.seats],
            "claimed": [s.claimed for s in self.seats],
            "series": self.series.to_wire(),
        }

    # -- seats ---------------------------------------------------------------------------
    def _on_seat_message(self, index: int, peer: Peer, msg: dict, now: float) -> None:
        seat, kind = self.seats[index], msg["type"]
        if kind == "ping":
            self._send(peer, P.pong(msg["t"]))
        elif kind == "act":
            self._on_act(index, peer, msg, now)
        elif kind == "chat":
            if self.limits.record(peer, now).may_chat(now):
                self._chat(index, msg["text"])
            else:
                rate = f"{limits.CHAT_PER_SECOND:g}"
                why = phrase(
                    "at most {burst} chat lines at once, then {rate} a second", burst=limits.CHAT_BURST, rate=rate
                )
                self._refuse(peer, "chat-rate", why, "chat", now)
        elif kind == "resign":
            self._resign(index)
        elif kind == "rematch":
            self.rematches.answer(index, peer, msg["accept"], now)
        elif kind == "bye" and seat.kind == "remote":
            self._disconnect(seat, "said goodbye", now)
            self._seats_changed()
        # pong: being alive is all it says

    def seat_by_token(self, token: str) -> HostSeat | None:
        """The seat whose token is `token` (compared in constant time), or None."""
        found = None
        for seat in self.seats:
            if same_token(seat.token, token):
                found = seat
        return found

    def _disconnect(self, seat: HostSeat, why: str, now: float) -> None:
        if seat.peer is not None:
            self.peers.pop(seat.peer, None)
        seat.peer, seat.gone_since = None, now
        self._log(logging.INFO, f"seat {seat.index + 1}: {seat.name} {why}")
        self.rematches.left(seat)

    def _resign(self, index: int) -> None:
        seat = self.seats[index]
        if seat.bot is not None and seat.bot_reason != "stand-in":
            return
        seat.bot, seat.bot_reason = self.replace_bot, "resigned"
        self._log(logging.INFO, f"seat {index + 1}: {seat.name} resigned; a bot plays on")
        # an event of the table in every reader's log, never a chat line
        self.narration.event(index, phrase("{name} resigned; a bot plays on.", name=seat_ref(index)))
        self._broadcast_views()
        self.bots.drive()

    def _chat(self, index: int | None, text: Said, name: str | None = None) -> None:
        """A chat line from a seat (or, with index None, from the spectator `name`) to all;
        the host's own notices in it are phrases, each reader reads them in its language."""
        if isinstance(text, str):  # a remote line is safe already (net.protocol); the host's own too
            text = safe_text(text)
        self._tell_all(P.chat(text, index, self.seats[index].name if index is not None else name))

    # -- the game ------------------------------------------------------------------------
    def new_game(self) -> None:
        """The next game of a series begins (the seats and match are set by `Rematches`)."""
        self.game += 1
        self.bots.new_game()
        self.started = True

    def _on_act(self, index: int, peer: Peer, msg: dict, now: float) -> None:
        seat, state = self.seats[index], self.match.state
        n = len(self.match.log)
        why = None
        if self.match.is_over():
            why = ("over", phrase("the game is over"))
        elif not self.started:
            why = ("not-started", phrase("the game starts when every seat is taken"))
        elif msg["n"] != n:
            why = ("stale", phrase("your action answers view {sent}, but the game is at view {n}", sent=msg["n"], n=n))
        elif (mover := state.to_move()) != index:
            why = ("not-your-turn", phrase("it is not your turn (seat {seat} must act)", seat=(mover or 0) + 1))
        elif seat.bot is not None:
            why = ("not-your-turn", phrase("a bot plays this seat now"))
        if why is None:
            action = as_action(msg["action"])
            legal = state.legal_actions()
            try:
                action = legal[legal.index(action)]  # the rules' own object, never the wire's
            except ValueError:
                why = ("illegal", illegal(action, state))
        if why is not None:
            self._refuse(peer, why[0], why[1], "act", now)
            if seat.sent_n != n:  # the seat is behind: resync it
                self.views.send_view(seat)
            else:
                self.views.send_turn(seat)
            return
        self._submit(index, action, now)

    def _submit(self, index: int, action, now: float) -> None:
        texts, watch_text = words(self.match.state, self.match.names, index, action, self._readers(index))
        entry = self.match.submit(index, action)
        self.narration.add(entry, texts, watch_text)
        over = self.match.is_over()
        if over:
            self.series.record(list(self.match.names), self.match.result())
        self._emit(Save())
        self._broadcast_views()
        self._emit(Notify("action"))
        if over:
            self._log(logging.INFO, f"game over: {self.match.result()}")
            self._emit(Notify("over"))
            self.rematches.game_over(now)
        else:
            self.bots.drive()

    def _broadcast_views(self) -> None:
        self.views.broadcast()

    def _send_view(self, seat: HostSeat, full: bool = False) -> None:
        self.views.send_view(seat, full)

    def _tell_all(self, msg: dict) -> None:
        """One message to every seat (connected or the host's own) and every spectator."""
        for peer in [seat.peer for seat in self.seats if seat.peer is not None] + list(self.watchers):
            self._send(peer, msg)

    # -- refusals ------------------------------------------------------------------------
    def _refuse(self, peer: Peer, code: str, message: Said, ref: str | None, now: float) -> None:
        """Refuse a message (see `net.limits.Limits.refuse`)."""
        self.limits.refuse(peer, code, message, ref, now)

    def _seen(self, peer: Peer, now: float) -> None:
        index = self.peers.get(peer)
        if index is not None:  # any frame, even a bad one, shows the peer is alive
            self.seats[index].last_seen = now
        elif peer in self.watchers:
            self.watchers[peer].last_seen = now

    # -- plumbing ------------------------------------------------------------------------
    def _emit(self, effect: Effect) -> None:
        self._out.append(effect)

    def _send(self, peer: Peer, msg: dict) -> None:
        self._out.append(Send(peer, msg))

    def _log(self, level: int, text: str) -> None:
        self._out.append(Log(level, text))

    def _flush(self) -> list[Effect]:
        out, self._out = self._out, []
        return out

    def _close(self) -> None:
        self.closed = True
        self._emit(Close())

    def _seats_changed(self) -> None:
        self._broadcast_views()
        self._emit(Notify("seats"))
        self.bots.drive()

    def _readers(self, actor: int) -> list[int | None]:
        """Who reads the log line of `actor`'s action: the other seats not held by a bot
        from the start (a bot reads no log), and the spectators if any may come."""
        readers: list[int | None] = [v for v in range(len(self.seats)) if v != actor and self.seats[v].kind != "bot"]
        if self.spectators:
            readers.append(None)
        return readers


def new_join_code() -> str:
    """A short code a person can read out across the room: "K7WQ-M2PX"."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I
    raw = "".join(secrets.choice(alphabet) for _ in range(8))
    return f"{raw[:4]}-{raw[4:]}"


def illegal(action, state) -> Phrase:
    """Why `action` was refused: it is not among the legal ones, and what is asked now."""
    d = state.decision()
    prompt = d.prompt if d else phrase("no decision")
    if isinstance(prompt, str):
        prompt = prompt[:400]  # a phrase's plain argument is short (core/i18n/phrase.py)
    return phrase("{action} is not a legal action now ({prompt})", action=repr(action)[:400], prompt=prompt)
