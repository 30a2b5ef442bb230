"""The host's bot driver: carries out the table's `AskBot` — makes the bot of a seat (a
searching bot in its own process, `ai.worker`; the instant random bot in a thread), lets
it think off the event loop, and hands the answer or the failure back to the table. One
bot thinks at a time; a failure's traceback goes to the error log, never on screen."""

from __future__ import annotations

import asyncio
import logging
import time
import traceback

from net.effects import AskBot

log = logging.getLogger("clanhall.net.host")


class BotDriver:
    """The bots of one host (`host`: a `net.host.Host`), by player and spec."""

    def __init__(self, host, executor, *, own_executor: bool, processes: bool) -> None:
        self.host = host
        self.executor, self.own_executor = executor, own_executor
        self.processes = processes
        self.bots: dict[tuple[str, str], object] = {}  # (player, spec) -> bot
        self.workers: list = []  # every worker process made, closed with the host
        self.task: asyncio.Task | None = None
        for seat in host.table.seats:  # the seats' own bots start with the host
            if seat.bot is not None:
                self._bot(seat.token, seat.bot, seat.index)

    def _bot(self, player: str, spec: str, seat: int, fresh: bool = False):
        """The bot for `player` as `spec` (a new one if `fresh` or none yet)."""
        from ai.registry import make_bot, parse_spec

        key = (player, spec)
        if key in self.bots and not fresh:
            return self.bots[key]
        old = self.bots.pop(key, None)
        if old is not None and hasattr(old, "close"):
            old.close()  # its process may be gone
        bot = make_bot(spec, seed=self.host.table.match.seed * 101 + seat)
        if parse_spec(spec)[0] != "random" and self.processes:
            from ai.worker import BotWorker

            bot = BotWorker(bot)
            self.workers.append(bot)
        self.bots[key] = bot
        return bot

    def ask(self, ask: AskBot) -> None:
        """Let the bot of `ask.seat` think on the view now pending."""
        self.task = asyncio.get_running_loop().create_task(self._think(ask))

    async def _think(self, ask: AskBot) -> None:
        table = self.host.table
        try:
            bot = self._bot(ask.player, ask.spec, ask.seat, ask.fresh)
            p = table.match.pending()
            if hasattr(bot, "choose_async"):  # an ai.worker.BotWorker
                action = await bot.choose_async(p.view, ask.seat, list(p.legal_actions))
            else:
                loop = asyncio.get_running_loop()
                action = await loop.run_in_executor(self.executor, bot.choose, p.view, ask.seat, list(p.legal_actions))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # never a move made up for it: the table asks once more
            line, path = self._report(ask, exc)
            self.host.carry_out(table.bot_failed(ask.seat, ask.n, line, path, time.monotonic()))
            return
        self.host.carry_out(table.bot_moved(ask.seat, ask.n, action, time.monotonic()))

    def _report(self, ask: AskBot, exc: Exception) -> tuple[str, str]:
        """The failure's last line, and the error log entry its traceback went to."""
        from core.errorlog import log_text

        match = self.host.table.match
        text = (
            str(exc)
            if type(exc).__name__ == "BotError"
            else "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        )
        what = f"host: the bot of seat {ask.seat + 1} ({ask.spec}) in {match.game.name}, move {len(match.log) + 1}"
        path = log_text(what, text)
        line = ([ln.strip() for ln in text.strip().splitlines() if ln.strip()] or ["unknown error"])[-1]
        return line, str(path)

    def close(self) -> None:
        """Stop thinking and close every worker process."""
        if self.task is not None:
            self.task.cancel()
        if self.own_executor:
            self.executor.shutdown(wait=False, cancel_futures=True)
        for worker in self.workers:
            worker.close()
