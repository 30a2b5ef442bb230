"""The one bot driver: runs a bot's choice for (view, seat, legal) off the caller's loop,
in this process (a thread) or in the bot's own process (`ai.worker`), with cancel and
progress; a failure is reported as `BotFailed`, never replaced by a move.

Every way of playing a bot goes through it: the LAN host's bot seats (`net.host_bots`),
`join --bot` and `net.client.play_bot` (`ai.session.play_seat`), the local session's bots
(`ai.session.LocalSession`), and the arena (`choose_now`, the same choice without a loop).

    driver = BotDriver("mcts:level=normal", seed=7)    # a spec (ai.registry) or a Bot
    try:
        action = await driver.choose(view, seat, legal, progress=show_thinking)
    except BotFailed as failure:                       # the caller decides what follows:
        path = failure.logged("my game, move 12")      # the traceback to the error log
        driver.renew()                                 # e.g. ask once more, fresh ...
    driver.cancel()                                    # (or cancel the awaiting task)
    driver.close()

Both ways run the bot's blocking `choose` in a worker thread, one choice at a time per
driver: in-process the bot itself, else an `ai.worker.ProcessBot` whose `choose` waits on
the child. Cancelling sets the flag the bot's `cancelled` check reads (a searching bot
stops soon; its answer is then dropped). Progress reaches `progress` on the event loop's
thread. After a choice, `advice` holds the reasons the bot kept (`ai.coach.Advice`, None
if it keeps none); `advise` asks a bot for its ranking of the options without choosing
(the coach's hints). A spec no installed bot answers to (a save from a machine with a
plug-in) does not stop the driver from being made: `problem` says why, and every choice
fails with it.
"""

from __future__ import annotations

import asyncio
import sys
import threading
import traceback
from contextlib import contextmanager
from typing import Any, Callable, Iterator

from ai.base import Bot, Progress
from core.i18n import _
from core.protocol import Action, State


class BotFailed(Exception):
    """A bot's failure, reported: `line` its last line (for a screen), `text` the whole
    traceback (for the error log). Never a move made up in its place."""

    def __init__(self, line: str, text: str) -> None:
        super().__init__(line)
        self.line, self.text = line, text

    @classmethod
    def of(cls, exc: BaseException) -> "BotFailed":
        """The failure an exception from a bot stands for (a worker's `BotError` carries
        the child's traceback as its message)."""
        if isinstance(exc, BotFailed):
            return exc
        if type(exc).__name__ == "BotError":
            text = str(exc)
        else:
            text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
        return cls(lines[-1] if lines else _("unknown error"), text)

    def logged(self, what: str) -> str:
        """Write the traceback to the error log under `what`; the entry's path."""
        from core.errorlog import log_text

        return str(log_text(what, self.text))


def searches(spec: str) -> bool:
    """Whether the bot of `spec` searches (so it thinks in its own process by default):
    every bot but the instant random one."""
    from ai.registry import parse_spec

    try:
        return parse_spec(spec)[0] != "random"
    except ValueError:  # a spec that does not parse fails when the bot is made
        return False


def instant(spec: str) -> bool:
    """Whether the bot of `spec` answers at once (random, greedy): an interface keeps it
    in a thread, where a process would only cost its start."""
    return not searches(spec) or spec.partition(":")[0] == "greedy"


@contextmanager
def real_std_streams() -> Iterator[None]:
    """The process's own stdout/stderr while starting a child process.

    An interface may replace sys.stdout/sys.stderr with objects that have no file
    descriptor (Textual does), and multiprocessing hands sys.stderr's descriptor to the
    helper it spawns ("bad value(s) in fds_to_keep"); the real streams make that work.
    """
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = sys.__stdout__ or saved[0], sys.__stderr__ or saved[1]
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved


class BotDriver:
    """One seat's bot and the way it thinks (see the module docstring).

    `bot`: a spec for `ai.registry.make_bot` (made with `seed`) or a Bot. `process`: think
    in the bot's own process (default: a spec that `searches`; a Bot object: no).
    `executor`: the thread pool for the waiting (default: the loop's)."""

    def __init__(self, bot: Bot | str, *, seed: int | None = None, process: bool | None = None, executor=None) -> None:
        self.spec = bot if isinstance(bot, str) else None
        self.seed = seed
        self.process = searches(bot) if process is None and isinstance(bot, str) else bool(process)
        self.executor = executor
        self._given = None if isinstance(bot, str) else bot
        self._lock = threading.Lock()  # one choice at a time
        self._cancel = threading.Event()
        self.thinking = False
        self.problem = ""  # why the bot of the spec cannot be made ("" when it can)
        self.advice: Any = None  # the reasons the bot kept for its last choice
        self._advises = False  # whether the bot (not its process) can rank options
        self.bot = self._make()

    def _make(self):
        """The bot as it thinks: made from the spec, in its own process if `process`; None
        (with `problem` set) when the spec names no bot that can be made."""
        bot: Bot | None = self._given
        if self.spec is not None:
            from ai.registry import make_bot

            try:
                bot = make_bot(self.spec, seed=self.seed)
            except Exception as exc:  # unknown bot or option; a plug-in may raise anything
                self.problem = str(exc) or type(exc).__name__
                return None
        self._advises = callable(getattr(bot, "advise", None))
        if self.process:
            from ai.worker import ProcessBot

            assert bot is not None  # a driver has a spec or a bot
            with real_std_streams():
                return ProcessBot(bot)
        return bot

    @property
    def available(self) -> bool:
        """Whether there is a bot to ask (False: `problem` says why not)."""
        return self.bot is not None

    @property
    def name(self) -> str:
        return self.spec or str(getattr(self._given, "name", "bot"))

    # -- choosing -------------------------------------------------------------------------
    async def choose(
        self, view: State, seat: int, legal: list[Action], *, progress: Callable[[Progress], None] | None = None
    ) -> Action:
        """The bot's choice, awaited without blocking the loop; BotFailed if it failed or
        chose an action that is not in `legal`. Cancelling the awaiting task cancels the
        search."""
        loop = asyncio.get_running_loop()

        def report(p: Progress) -> None:
            if progress is not None:
                loop.call_soon_threadsafe(progress, p)

        stop = self._cancel = threading.Event()  # this choice's own: a later one has another
        future = loop.run_in_executor(self.executor, self.choose_now, view, seat, list(legal), report, stop)
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            stop.set()
            raise

    def choose_now(
        self,
        view: State,
        seat: int,
        legal: list[Action],
        progress: Callable[[Progress], None] | None = None,
        stop: threading.Event | None = None,
    ) -> Action:
        """The bot's choice, waited for in this thread (the arena's way); BotFailed as in
        `choose`. `stop`, once set, asks the bot to stop (default: `cancel()` does)."""
        stop = stop or self._cancel
        with self._lock:
            self.thinking = True
            self.advice = None
            try:
                bot = self._ready()
                action = bot.choose(view, seat, legal, progress=progress, cancelled=stop.is_set)
                self.advice = getattr(bot, "last_advice", None)
            except BotFailed:
                raise
            except Exception as exc:
                raise BotFailed.of(exc) from exc
            finally:
                self.thinking = False
        if action not in legal:
            line = _("the bot chose {action}, which is not legal").format(action=repr(action))
            raise BotFailed(line, line)
        return action

    def _ready(self) -> Bot:
        """The bot to ask; BotFailed if it could not be made."""
        if self.bot is None:
            line = _("cannot be started: {exc}").format(exc=self.problem)
            raise BotFailed(line, line)
        return self.bot

    async def advise(
        self, view: State, seat: int, legal: list[Action], *, progress: Callable[[Progress], None] | None = None
    ) -> Any:
        """The bot's ranking of the options (`ai.coach.Advice`) without choosing, awaited as
        `choose` is; BotFailed if it failed or gives no advice."""
        loop = asyncio.get_running_loop()

        def report(p: Progress) -> None:
            if progress is not None:
                loop.call_soon_threadsafe(progress, p)

        stop = self._cancel = threading.Event()
        future = loop.run_in_executor(self.executor, self._advise_now, view, seat, list(legal), report, stop)
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            stop.set()
            raise

    def _advise_now(self, view, seat, legal, progress, stop: threading.Event):
        with self._lock:
            bot: Any = self._ready()  # advise is not part of Bot: checked by _advises
            if not self._advises:
                line = _("the bot {spec} cannot give hints").format(spec=repr(self.name))
                raise BotFailed(line, line)
            try:
                return bot.advise(view, seat, legal, progress=progress, cancelled=stop.is_set)
            except Exception as exc:
                raise BotFailed.of(exc) from exc

    def cancel(self) -> None:
        """Ask a choice in progress to stop; its answer is dropped."""
        self._cancel.set()

    # -- life -----------------------------------------------------------------------------
    def renew(self) -> None:
        """Put a fresh bot in place (after a failure: its process may be gone)."""
        old, self.bot = self.bot, None
        if hasattr(old, "close"):
            old.close()
        self.problem = ""
        self.bot = self._make()

    def close(self) -> None:
        """Stop thinking and close the bot's process, if it has one."""
        self._cancel.set()
        if hasattr(self.bot, "close"):
            self.bot.close()
