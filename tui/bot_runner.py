"""Where bots think: never on the UI loop.

`BotSeat` holds one seat's bot. The game screen calls `choose` from a Textual thread
worker (`@work(thread=True)`), passing the worker's cancellation and the bot's progress
reports through. Searching bots (mcts and plug-ins) go one step further: they live in a
child process (`ai.worker.BotWorker`), so a long search shares not even the GIL with the
interface. The instant bots (random, greedy) stay in the thread, which costs no process.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Callable

from ai.base import Progress
from core.i18n import _
from tui.setup import bot_spec

IN_THREAD = ("random", "greedy")  # bots that answer at once: a process would only cost


class BotUnavailable(RuntimeError):
    """The seat's bot cannot be made: a plug-in that is not installed, a bad option."""


class BotSeat:
    """The bot playing one seat of a match.

    A spec that names no installed bot (a save from a machine with a plug-in, a level
    that does not exist) does not stop the game from opening: `problem` says why, and
    `choose` raises `BotUnavailable` so the screen can offer another opponent."""

    def __init__(self, seat_kind: str, seed: int, processes: bool = True) -> None:
        from ai.registry import make_bot

        self.spec = bot_spec(seat_kind)
        self.worker = None
        self.problem = ""
        try:
            self.bot = make_bot(self.spec, seed=seed)
        except Exception as exc:  # ValueError for unknown bots/options; a plug-in may raise anything
            self.bot, self.problem = None, str(exc) or type(exc).__name__
            return
        if processes and self.spec.partition(":")[0] not in IN_THREAD:
            from ai.worker import BotWorker

            with real_std_streams():
                self.worker = BotWorker(self.bot)

    def choose(self, view, seat: int, legal: list, progress: Callable[[Progress], None], cancelled: Callable[[], bool]):
        """The bot's action; call from a worker thread, never from the UI loop."""
        if self.bot is None:
            raise BotUnavailable(self.problem)
        chooser = self.worker if self.worker is not None else self.bot
        return chooser.choose(view, seat, legal, progress=progress, cancelled=cancelled)

    def advise(self, view, seat: int, legal: list, progress: Callable[[Progress], None], cancelled: Callable[[], bool]):
        """The bot's ranking of the options (ai.coach.Advice), for a hint; from a worker thread."""
        if self.bot is None:
            raise BotUnavailable(self.problem)
        if not callable(getattr(self.bot, "advise", None)):
            raise BotUnavailable(_("the bot {spec} cannot give hints").format(spec=repr(self.spec)))
        adviser = self.worker if self.worker is not None else self.bot
        return adviser.advise(view, seat, legal, progress=progress, cancelled=cancelled)

    @property
    def reasons(self):
        """How the bot weighed its last choice (ai.coach.Advice), None if it keeps nothing."""
        chooser = self.worker if self.worker is not None else self.bot
        return getattr(chooser, "last_advice", None)

    def close(self) -> None:
        """Stop the bot's process, if it has one."""
        if self.worker is not None:
            self.worker.close()
            self.worker = None


@contextmanager
def real_std_streams():
    """The process's own stdout/stderr while starting a child process.

    Textual replaces sys.stdout/sys.stderr with capture objects that have no file
    descriptor, and multiprocessing hands sys.stderr's descriptor to the helper it
    spawns ("bad value(s) in fds_to_keep"); the real streams make that work.
    """
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = sys.__stdout__ or saved[0], sys.__stderr__ or saved[1]
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
