"""The match: one game in progress, its seats and its action log.

A `Match` is synchronous and knows nothing of time or sockets. Whoever drives it asks
`pending()` which seat must act (with that seat's view and legal actions) and hands the
choice to `submit()`. `seed + log` replays the game exactly (`Match.replay`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from core.i18n.phrase import Phrase, Said
from core.narration import narrate
from core.protocol import Action, Decision, Game, IllegalAction, State, as_action
from core.registry import get_game
from core.seat_names import default_name as default_name  # the naming rule, importable from here too
from core.seat_names import default_names as default_names
from core.seat_names import seat_names
from core.seat_names import shown_name as shown_name


@dataclass(frozen=True, slots=True)
class Pending:
    """What the match waits for: a seat, what it may know, what it may do."""

    seat: int
    decision: Decision
    view: State
    legal_actions: list[Action]


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied action: who chose it, what it was, and what it did in words."""

    seat: int
    action: Action
    text: Said  # a phrase, read in the reader's language
    # what the action set off, as the state's event log tells it (a lane scored, a castle
    # won, a card moved by an effect): public, as every view carries the same events
    events: tuple[Said, ...] = ()


def new_events(before: list, after) -> tuple:
    """The events `after` holds that `before` did not: a state keeps only its last events
    (the oldest are dropped as new ones come), so the events of `before` still kept are
    found by identity at the start of `after`, and the rest are new."""
    after = list(after)
    for dropped in range(len(before) + 1):
        kept = len(before) - dropped
        if kept <= len(after) and all(a is b for a, b in zip(after[:kept], before[dropped:])):
            return tuple(after[kept:])
    return tuple(after)


def own_narration(event: Said, seat: int) -> bool:
    """Whether `event` tells what `seat` itself did ("Player 2 plays Njord into lane 1",
    "P2 summons …"): then it says the action's own line again, with more detail, and the
    log shows it in that line's place. Read from the phrase's form, in no language."""
    if not isinstance(event, Phrase):
        return False
    head, _sep, _rest = event.template.partition(" ")
    if head == "P{seat}":
        return event.args.get("seat") == seat + 1
    if len(head) > 2 and head[0] == "{" and head[-1] == "}":
        subject = event.args.get(head[1:-1])
        return (
            isinstance(subject, Phrase)
            and subject.template == "Player {number}"
            and subject.args.get("number") == seat + 1
        )
    return False


def told(entry: LogEntry, line: Said | None = None, hidden: bool = False) -> list[Said]:
    """The lines a reader's log shows for `entry`: its action line (`line`, default the
    entry's own text; `hidden`: the line of a choice the reader may not learn, which stays
    first), then what it set off; an event that tells the action itself takes the place of
    a line that is not hidden."""
    events = list(entry.events)
    if events and not hidden and own_narration(events[0], entry.seat):
        return events
    return [entry.text if line is None else line, *events]


class Match:
    """A game in progress: the true state, the seat kinds and the action log."""

    def __init__(
        self,
        game: Game | str,
        config: dict | None,
        seed: int,
        seats: list[str] | None = None,
        names: list[str] | None = None,
    ) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.config = self.game.normalize_config(config)
        self.seed = int(seed)
        self.state: State = self.game.new(self.config, self.seed)
        n = self.state.num_seats
        self.seats = list(seats) if seats else ["human"] * n
        self.names = seat_names(self.seats, names)  # one display name per seat (core.seat_names)
        if len(self.seats) != n or len(self.names) != n:
            raise ValueError(f"{self.game.name} with this config has {n} seats")
        self.log: list[LogEntry] = []
        self.take_backs = 0  # how often moves were taken back (a save records it)
        self.listeners: list[Callable[["Match", LogEntry | None], None]] = []  # None: a take-back

    # -- driving ---------------------------------------------------------------------
    def pending(self) -> Pending | None:
        """The seat that must act now with its view and legal actions; None when over."""
        seat, decision = self.state.to_move(), self.state.decision()
        if seat is None or decision is None:
            return None
        return Pending(seat, decision, self.state.view(seat), self.state.legal_actions())

    def submit(self, seat: int, action) -> LogEntry:
        """Check and apply `seat`'s action; on any problem raise IllegalAction, nothing changed."""
        if self.state.is_over():
            raise IllegalAction("the game is over")
        to_move = self.state.to_move()
        if seat != to_move:
            raise IllegalAction(f"it is not seat {seat + 1}'s turn (seat {(to_move or 0) + 1} must act)")
        action = as_action(action)
        self.state.check_legal(action)
        text = narrate(self.state, action)  # the log's words: for every reader, never "your"
        before = list(getattr(self.state, "events", ()))
        self.state.apply(action)
        entry = LogEntry(seat, action, text, new_events(before, getattr(self.state, "events", ())))
        self.log.append(entry)
        for listener in list(self.listeners):
            listener(self, entry)
        return entry

    # -- outcome ---------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.is_over()

    def result(self) -> list[float]:
        return self.state.result()

    # -- replay ----------------------------------------------------------------------
    def actions(self) -> list[tuple[int, Action]]:
        """The log as (seat, action) pairs, enough with the seed to replay the game."""
        return [(e.seat, e.action) for e in self.log]

    @classmethod
    def replay(
        cls,
        game: Game | str,
        config: dict | None,
        seed: int,
        actions: list,
        seats: list[str] | None = None,
        names: list[str] | None = None,
    ) -> "Match":
        """Rebuild a match from seed and log; IllegalAction names the first bad entry."""
        match = cls(game, config, seed, seats, names)
        for i, (seat, action) in enumerate(actions):
            try:
                match.submit(int(seat), action)
            except IllegalAction as exc:
                raise IllegalAction(f"log entry {i + 1}: {exc}") from None
        return match

    def take_back(self, n: int) -> list[LogEntry]:
        """Go back to the position after the first `n` actions, rebuilt from the seed and
        the log (so nothing hidden comes out of it); returns the entries taken back.
        Listeners hear of it with no entry."""
        if not 0 <= n < len(self.log):
            raise ValueError(f"cannot go back to move {n} of {len(self.log)}")
        removed = self.log[n:]
        self.state = self.state_at(n)
        del self.log[n:]
        self.take_backs += 1
        for listener in list(self.listeners):
            listener(self, None)
        return removed

    def state_at(self, n: int) -> State:
        """The state after the first `n` logged actions (0 is the start)."""
        state = self.game.new(self.config, self.seed)
        for entry in self.log[:n]:
            state.apply(entry.action)
        return state
