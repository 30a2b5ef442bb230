"""Where the coach thinks: a searching bot of its own, in a child process.

`Coach.advise` is called from a Textual thread worker with the player's *view* (never the
true state) and its legal actions; the answer is an `ai.coach.Advice`. The process is
started on the first hint and stopped with the game screen.
"""

from __future__ import annotations

from typing import Callable

from ai.base import Progress
from tui.bot_runner import real_std_streams

DEFAULT_SPEC = "mcts"  # the default level: about a second on two cores


class Coach:
    """The bot that gives one game's hints (its own search, seeded from the game)."""

    def __init__(self, spec: str = DEFAULT_SPEC, seed: int = 0, processes: bool = True) -> None:
        self.spec, self.seed, self.processes = spec, seed, processes
        self._bot = None
        self._worker = None

    def advise(self, view, seat: int, legal: list, progress: Callable[[Progress], None], cancelled: Callable[[], bool]):
        """The ranked options of `seat`'s decision in `view`; call from a worker thread."""
        return self._advisor().advise(view, seat, legal, progress=progress, cancelled=cancelled)

    def _advisor(self):
        if self._worker is not None:
            return self._worker
        if self._bot is None:
            from ai.registry import make_bot

            self._bot = make_bot(self.spec, seed=self.seed)
            if not callable(getattr(self._bot, "advise", None)):
                raise ValueError(f"the bot {self.spec!r} cannot give hints")
        if not self.processes:
            return self._bot
        from ai.worker import BotWorker

        with real_std_streams():
            self._worker = BotWorker(self._bot)
        return self._worker

    def close(self) -> None:
        """Stop the coach's process, if it has one."""
        if self._worker is not None:
            self._worker.close()
            self._worker = None
