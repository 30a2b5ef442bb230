"""A game on this machine as a `core.session.Session`, and a bot playing any session's seat.

`LocalSession` holds a `core.match.Match` and the bots of its bot seats (each through an
`ai.driver.BotDriver`), read as one reader reads it. Each move is worded once for every
reader the session serves (`core.narration.tell`: one secrecy probe per move). A bot that
fails is asked once more with a fresh bot; a second failure in a row stops the session
(`stopped` says why), never a move made up for it. With `ask_again=False` (a game screen)
the first failure is reported and the bots wait until `retry` or `replace` says what next.

One session can serve every human seat at one keyboard (hot-seat: `seats`); its `seat` is
the one at the keyboard now, whose view `view()` is, and its log hides a choice that any
other seat of the keyboard may not learn. While a bot plays it tells its progress
("thinking") and its choice with the reasons it kept ("chose", before the move is played,
so a reader can weigh them against the position they were made in). Take-back and redo
are this session's own: a remote game has no such thing.

`play_seat(session, driver)` plays the reader's seat of any session (local or remote)
with a bot until the game ends: `join --bot`, `net.client.play_bot` and the arena's loop
all come down to it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable

from ai.driver import BotDriver, BotFailed
from core.i18n.phrase import Said, phrase
from core.match import LogEntry, Match
from core.narration import Telling, hidden_line, narrate, tell
from core.protocol import Action, IllegalAction, State, as_action
from core.session import CHOSE, CLOSED, ERROR, OVER, THINKING, VIEW, YOUR_TURN, LogLine, Session, Turn

log = logging.getLogger("clanhall.session")


def bot_seats(match: Match, *, process: bool | None = None) -> dict[int, BotDriver]:
    """A driver for every "bot:SPEC" seat of `match`, each bot seeded from the match's
    seed and its seat (as the arena and the host seed them)."""
    return {
        i: BotDriver(kind[4:], seed=match.seed * 101 + i, process=process)
        for i, kind in enumerate(match.seats)
        if kind.startswith("bot:")
    }


class LocalSession(Session):
    """A match on this machine, its bots, read as `seat` reads it (None: a spectator).

    `bots`: the drivers by seat (default `bot_seats(match)`). `seats`: the seats this
    session answers for (default: `seat`'s; several for hot-seat). `readers`: whose logs
    are worded as moves are played (default: the seats, else this reader; [] for nobody, as
    in the arena). `ask_again`: after a bot's first failure, ask it once more at once (else
    wait for `retry`/`replace`). `pause`: seconds between a bot's choice and its move."""

    def __init__(
        self,
        match: Match,
        seat: int | None = None,
        *,
        bots: dict[int, BotDriver] | None = None,
        readers: list[int | None] | None = None,
        seats: Iterable[int] | None = None,
        ask_again: bool = True,
        pause: float = 0.0,
    ) -> None:
        super().__init__()
        self.match, self.seat, self.game = match, seat, match.game
        self.bots = bot_seats(match) if bots is None else bots
        self._seats = None if seats is None else frozenset(seats)
        default: list[int | None] = sorted(self._seats) if self._seats else [seat]  # type: ignore[assignment]
        self.readers: list[int | None] = default if readers is None else list(readers)
        self.ask_again, self.pause = ask_again, pause
        self.tellings: list[Telling] = []
        self.failures: dict[int, int] = {}  # seat -> bot failures in a row
        self.redo_lines: list[list[tuple[int, Action]]] = []  # what each take-back removed, newest last
        self.closed = False
        self._task: asyncio.Task | None = None
        self._catch_up()
        match.listeners.append(self._on_match)

    @property
    def seats(self) -> frozenset[int]:
        """The seats this session answers for: all human seats of a hot-seat keyboard, else
        the reader's own (none for a spectator)."""
        if self._seats is not None:
            return self._seats
        return frozenset() if self.seat is None else frozenset({self.seat})

    # -- what the reader asks -------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.match.names

    def view(self) -> State:
        return self.match.state.view(self.seat)

    def pending(self) -> Turn | None:
        p = self.match.pending()
        if p is None or p.seat not in self.seats or p.seat in self.bots:
            return None
        return Turn(len(self.match.log), p.seat, p.decision, tuple(p.legal_actions))

    async def submit(self, action: Action) -> None:
        """Play `action` for this reader's seat, then let the bots take their turns."""
        turn = self.pending()
        if turn is None:
            self.emit(ERROR, {"message": self._why_not()})
            return
        try:
            self.apply(turn.seat, action)
        except IllegalAction as exc:
            self.emit(ERROR, {"message": str(exc)})
            return
        self.redo_lines.clear()  # a new move: the line taken back is gone
        self.start()

    def _why_not(self) -> Said:
        """Why this reader may not act now, in the host's words for the same refusals."""
        p = self.match.pending()
        if p is None:
            return phrase("the game is over")
        if p.seat in self.seats:
            return phrase("a bot plays this seat now")
        return phrase("it is not your turn (seat {seat} must act)", seat=p.seat + 1)

    def log(self) -> list[LogLine]:
        """The log as the keyboard reads it: a choice that a seat of the keyboard other than
        its actor may not learn is a hidden choice's line; every other line is the match's
        own words (the reader could tell the action from any other)."""
        lines = []
        for entry, telling in zip(self.match.log, self.tellings):
            others = (self.seats or {None}) - {entry.seat}
            if telling.hidden & others:
                lines.append(LogLine.told(entry.seat, hidden_line(entry.seat), entry.events, True))
            else:
                lines.append(LogLine.told(entry.seat, entry.text, entry.events, False))
        return lines

    def log_of(self, reader: int | None) -> list[LogLine]:
        """The log as `reader` reads it (a reader this session words: see `readers`)."""
        return [
            LogLine.told(entry.seat, telling.of(reader) or entry.text, entry.events, reader in telling.hidden)
            for entry, telling in zip(self.match.log, self.tellings)
        ]

    @property
    def over(self) -> bool:
        return self.match.is_over()

    def result(self) -> list[float] | None:
        return self.match.result() if self.match.is_over() else None

    # -- playing --------------------------------------------------------------------------
    def apply(self, seat: int, action: Action, telling: Telling | None = None) -> LogEntry:
        """Word `seat`'s action for every reader (unless `telling` already has), then play
        it (IllegalAction: nothing changed) and tell the listeners."""
        state = self.match.state
        action = as_action(action)
        if telling is None:
            state.check_legal(action)  # before the wording, which plays it on clones
            telling = tell(state, self.match.names, seat, action, self.readers)
        self.tellings.append(telling)
        try:
            entry = self.match.submit(seat, action)
        except IllegalAction:
            self.tellings.pop()
            raise
        self._announce()
        return entry

    def start(self) -> None:
        """Let the bots play (in a task) until it is a person's turn or the game ends."""
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self.play())

    async def play(self) -> None:
        """Play the bots' turns until a person must act, the game ends or a bot fails (twice,
        or once without `ask_again`)."""
        while (seat := self._bot_to_move()) is not None:
            p = self.match.pending()
            assert p is not None
            driver = self.bots[seat]

            def thinking(progress, seat=seat) -> None:
                self.emit(THINKING, {"seat": seat, "progress": progress})

            try:
                action = await driver.choose(p.view, seat, list(p.legal_actions), progress=thinking)
            except BotFailed as failure:
                if not self._failed(seat, failure):
                    return
                continue
            self.failures.pop(seat, None)
            await self._land(seat, action, driver.advice)

    async def _land(self, seat: int, action: Action, advice) -> None:
        """Word a bot's move once, tell it with its reasons ("chose"), wait `pause`, play it."""
        state = self.match.state
        telling = tell(state, self.match.names, seat, action, self.readers)
        hidden = bool(telling.hidden & ((self.seats or {None}) - {seat}))
        said = hidden_line(seat) if hidden else narrate(state, action)  # its seat by reference
        self.emit(CHOSE, {"seat": seat, "action": action, "advice": advice, "hidden": hidden, "said": said})
        if self.pause:
            await asyncio.sleep(self.pause)
        self.apply(seat, action, telling)

    def play_now(self) -> None:
        """`play` without an event loop, each bot thinking in this thread (the arena's way:
        a failure is raised to the caller as BotFailed)."""
        while (seat := self._bot_to_move()) is not None:
            p = self.match.pending()
            assert p is not None
            self.apply(seat, self.bots[seat].choose_now(p.view, seat, list(p.legal_actions)))

    def _bot_to_move(self) -> int | None:
        p = self.match.pending()
        if self.closed or self.stopped is not None or p is None or p.seat not in self.bots:
            return None
        return p.seat

    def _failed(self, seat: int, failure: BotFailed) -> bool:
        """Report a bot's failure; True to ask it once more (fresh), False when it failed
        twice in a row and the session stops."""
        driver = self.bots[seat]
        what = f"the bot of seat {seat + 1} ({driver.name}) in {self.game.name}, move {len(self.match.log) + 1}"
        path = failure.logged(what)
        who = phrase(
            "the bot of seat {seat} ({name}, {spec})", seat=seat + 1, name=self.match.names[seat], spec=driver.name
        )
        self.failures[seat] = self.failures.get(seat, 0) + 1
        message: Said = phrase(
            "{who} failed twice: {error}; the traceback is in {path}", who=who, error=failure.line, path=path
        )
        if not self.ask_again:  # the reader decides: `retry` or `replace`
            log.error("%s failed: %s (traceback in %s)", what, failure.line, path)
            self.emit(ERROR, {"message": failure.line, "seat": seat, "path": path, "error": failure.text})
            return False
        if self.failures[seat] == 1:
            log.error("%s failed: %s (traceback in %s); asking it again", what, failure.line, path)
            driver.renew()
            self.emit(ERROR, {"message": failure.line, "seat": seat, "path": path})
            return True
        log.error("%s failed twice: %s; the session stops", what, failure.line)
        self.stopped = message
        self.emit(ERROR, {"message": message, "seat": seat, "path": path})
        self.emit(CLOSED, {"message": message})
        return False

    def retry(self, seat: int) -> None:
        """Ask `seat`'s failed bot again, fresh (its process may have died with its error)."""
        self.bots[seat].renew()
        self.start()

    def replace(self, seat: int, driver: BotDriver, kind: str) -> None:
        """Play on with `driver` for `seat` (its seat kind on the match becomes `kind`)."""
        self.bots[seat].close()
        self.bots[seat] = driver
        self.match.seats[seat] = kind
        self.start()

    def halt(self) -> None:
        """Stop the bots' play now (a choice in progress is dropped); `start` resumes it."""
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None

    # -- take-back ------------------------------------------------------------------------
    def take_back(self) -> int:
        """Back to the last decision a seat of this session made, undoing the bot replies
        after it (the position rebuilt from the seed); how many moves went (0: none)."""
        log_ = self.match.log
        k = next((i for i in range(len(log_) - 1, -1, -1) if log_[i].seat in self.seats), None)
        if k is None:
            return 0
        self.halt()
        removed = self.match.take_back(k)
        self.redo_lines.append([(e.seat, e.action) for e in removed])
        return len(removed)

    def redo(self) -> int:
        """Play again the moves the last take-back removed; how many (0: nothing to redo)."""
        if not self.redo_lines:
            return 0
        self.halt()
        line = self.redo_lines.pop()
        for seat, action in line:
            self.apply(seat, action)
        self.start()
        return len(line)

    # -- keeping up -----------------------------------------------------------------------
    def _announce(self) -> None:
        self.emit(VIEW)
        if self.match.is_over():
            self.emit(OVER, {"result": self.match.result()})
        elif self.pending() is not None:
            self.emit(YOUR_TURN)

    def _on_match(self, match: Match, entry: LogEntry | None) -> None:
        """A move played on the match by someone else, or a take-back: word what is new."""
        if entry is None or len(self.tellings) != len(match.log):
            self._catch_up()
            self._announce()

    def _catch_up(self) -> None:
        """Tellings for exactly the match's log (after a take-back, or for moves played
        before the session or past it), replayed from the seed."""
        log_, kept = self.match.log, min(len(self.tellings), len(self.match.log))
        del self.tellings[kept:]
        if kept == len(log_):
            return
        state = self.match.state_at(kept)
        for entry in log_[kept:]:
            self.tellings.append(tell(state, self.match.names, entry.seat, entry.action, self.readers))
            state.apply(entry.action)

    async def close(self) -> None:
        self.close_now()

    def close_now(self) -> None:
        """`close` without awaiting (nothing in it waits): a screen's unmount."""
        if self.closed:
            return
        self.closed = True
        if self._task is not None and not self._task.done():
            self._task.cancel()
        for driver in self.bots.values():
            driver.close()
        if self._on_match in self.match.listeners:
            self.match.listeners.remove(self._on_match)
        self.emit(CLOSED)


async def play_seat(session: Session, driver: BotDriver) -> list[float] | None:
    """Play `session`'s seat with the bot of `driver` until the game is over or the session
    stops or closes; the result (None if it did not end). A failure of the bot is raised
    (BotFailed): the caller decides whether to ask again."""
    closed = [False]

    def on_event(event) -> None:
        if event.kind == CLOSED:
            closed[0] = True

    unsubscribe = session.subscribe(on_event)
    try:
        while not session.over and session.stopped is None and not closed[0]:
            turn = session.pending()
            if turn is None:
                await session.changed()
                continue
            view = session.view()
            assert view is not None  # a turn comes with its view
            action = await driver.choose(view, turn.seat, list(turn.legal))
            now = session.pending()
            if now is not None and now.number == turn.number:
                await session.submit(action)
        return session.result()
    finally:
        unsubscribe()
