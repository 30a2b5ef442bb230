"""The host's bot seats: carries out the table's `AskBot` through `ai.driver.BotDriver` (a
searching bot in its own process, the instant random bot in a thread; one driver per
player and spec) and hands the answer or the failure back to the table. One bot thinks at
a time; a failure's traceback goes to the error log, never on screen, and what follows (ask
once more, fresh, or stop) is the table's to decide."""

from __future__ import annotations

import asyncio
import logging
import time

from ai.driver import BotDriver, BotFailed, searches
from net.effects import AskBot

log = logging.getLogger("clanhall.net.host")


class BotDrivers:
    """The bots of one host (`host`: a `net.host.Host`), by player and spec."""

    def __init__(self, host, executor, *, own_executor: bool, processes: bool) -> None:
        self.host = host
        self.executor, self.own_executor = executor, own_executor
        self.processes = processes
        self.drivers: dict[tuple[str, str], BotDriver] = {}  # (player, spec) -> its driver
        self.task: asyncio.Task | None = None
        for seat in host.table.seats:  # the seats' own bots start with the host
            if seat.bot is not None:
                self._driver(seat.token, seat.bot, seat.index)

    @property
    def workers(self) -> list:
        """The worker processes (`ai.worker.BotWorker`) of the bots that think in one."""
        return [d.bot.worker for d in self.drivers.values() if d.process and d.bot is not None]

    def _driver(self, player: str, spec: str, seat: int, fresh: bool = False) -> BotDriver:
        """The driver of `player` as `spec` (a fresh bot in it if `fresh`)."""
        key = (player, spec)
        driver = self.drivers.get(key)
        if driver is None:
            seed = self.host.table.match.seed * 101 + seat
            process = self.processes and searches(spec)
            driver = self.drivers[key] = BotDriver(spec, seed=seed, process=process, executor=self.executor)
        elif fresh:
            driver.renew()  # its process may be gone
        return driver

    def ask(self, ask: AskBot) -> None:
        """Let the bot of `ask.seat` think on the view now pending."""
        self.task = asyncio.get_running_loop().create_task(self._think(ask))

    async def _think(self, ask: AskBot) -> None:
        table = self.host.table
        try:
            driver = self._driver(ask.player, ask.spec, ask.seat, ask.fresh)
            p = table.match.pending()
            action = await driver.choose(p.view, ask.seat, list(p.legal_actions))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # never a move made up for it: the table decides what follows
            failure = BotFailed.of(exc)
            match = table.match
            what = f"host: the bot of seat {ask.seat + 1} ({ask.spec}) in {match.game.name}, move {len(match.log) + 1}"
            path = failure.logged(what)
            self.host.carry_out(table.bot_failed(ask.seat, ask.n, failure.line, path, time.monotonic()))
            return
        self.host.carry_out(table.bot_moved(ask.seat, ask.n, action, time.monotonic()))

    def close(self) -> None:
        """Stop thinking and close every bot's process."""
        if self.task is not None:
            self.task.cancel()
        for driver in self.drivers.values():
            driver.close()
        if self.own_executor:
            self.executor.shutdown(wait=False, cancel_futures=True)
