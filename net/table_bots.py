"""The bots at a LAN table, as the table sees them: which seat a bot must play now (an
`AskBot` for the transport's bot driver), its answer checked against the rules, and its
failures — never a move made up for it: a bot that fails is asked once more, fresh, and a
second failure in a row stops the game, whose autosave keeps it for `host --resume`."""

from __future__ import annotations

import logging

from core.i18n.phrase import phrase
from core.protocol import as_action
from net import protocol as P
from net.effects import AskBot


class TableBots:
    """Who is thinking and who failed, at one table (`table`: a `net.table.Table`)."""

    def __init__(self, table) -> None:
        self.table = table
        self.asked: tuple[int, int] | None = None  # (seat, view) a bot is thinking on
        self.failures: dict[int, int] = {}  # seat -> failures in a row
        self.fresh: set[int] = set()  # seats whose next bot must be a new one

    def new_game(self) -> None:
        self.asked = None
        self.failures.clear()
        self.fresh.clear()

    def drive(self) -> None:
        """If a bot must act now and none is thinking, ask it."""
        table = self.table
        match = table.match
        if table.stopped or not table.started or match.is_over() or self.asked is not None:
            return
        index = match.state.to_move()
        if index is None or table.seats[index].bot is None:
            return
        seat, n = table.seats[index], len(match.log)
        self.asked = (index, n)
        fresh = index in self.fresh
        self.fresh.discard(index)
        table._emit(AskBot(index, n, seat.bot, fresh, seat.token))

    def moved(self, index: int, n: int, action, now: float) -> None:
        """The bot asked for chose `action` at view `n`: played if it still stands."""
        table = self.table
        self.asked = None
        if table.stopped or n != len(table.match.log) or table.seats[index].bot is None:
            return self.drive()  # a stale answer: the game moved on, or the player came back
        legal = table.match.state.legal_actions()
        try:
            chosen = legal[legal.index(as_action(action))]
        except Exception:
            return self.failed(index, f"the bot chose {action!r}, which is not legal", "")
        self.failures.pop(index, None)
        table._submit(index, chosen, now)

    def failed(self, index: int, error: str, log_path: str) -> None:
        """The bot asked for raised `error` (its traceback is in `log_path`)."""
        table = self.table
        self.asked = None
        seat = table.seats[index]
        self.failures[index] = self.failures.get(index, 0) + 1
        who = phrase("the bot of seat {seat} ({name}, {spec})", seat=index + 1, name=seat.name, spec=seat.bot or "?")
        error = error[:400]
        where = f" (traceback in {log_path})" if log_path else ""
        if self.failures[index] == 1:
            table._log(logging.ERROR, f"{who.english()} failed: {error}{where}; asking it again")
            again = phrase("{who} failed: {error}. The host asks it again.", who=who, error=error)
            table._tell_all(P.error("bot-failed", again))
            self.fresh.add(index)
            return self.drive()
        table.bot_failure = phrase(
            "{who} failed twice: {error}; the traceback is in {path}", who=who, error=error, path=log_path[:400]
        )
        table._log(logging.ERROR, f"{table.bot_failure.english()}; the game stops here")
        stop = "{who} failed again: {error}. The game stops here; the host keeps its save to resume it."
        table._tell_all(P.error("bot-failed", phrase(stop, who=who, error=error)))
        table._close()
