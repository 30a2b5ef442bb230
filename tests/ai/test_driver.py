"""The one bot driver (ai/driver.py): in this process and in the bot's own, with progress,
cancel, and failures reported (never replaced by a move). Bots are bounded by iterations or
by what the test does, never by the clock."""

from __future__ import annotations

import asyncio
import threading

import pytest

from ai.base import Bot, Progress
from ai.driver import BotDriver, BotFailed
from ai.registry import make_bot
from tests.ai.test_worker import FailingBot
from tests.support.toy_game import GAME as lucky
from tests.support.waiting import async_wait_until

STEPS = 5


def _position():
    state = lucky.new({"players": 2}, 8)
    return state.view(0), 0, state.legal_actions()


class CountingBot(Bot):
    """Reports `STEPS` progress reports, then plays the last legal action."""

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        for k in range(STEPS):
            progress(Progress(k + 1, legal[-1], budget_fraction=(k + 1) / STEPS))
        return legal[-1]


class UntilCancelledBot(Bot):
    """Thinks until it is told to stop (at most 10**9 checks), then says it noticed."""

    def __init__(self) -> None:
        self.started, self.noticed = threading.Event(), threading.Event()

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        self.started.set()
        for _check in range(10**9):
            if cancelled():
                self.noticed.set()
                break
        return legal[0]


class IllegalBot(Bot):
    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        return ("no-such-move",)


async def test_in_process_a_spec_plays_as_the_same_bot_would():
    view, seat, legal = _position()
    driver = BotDriver("random", seed=7)
    assert not driver.process  # the instant random bot needs no process of its own
    expected = make_bot("random", seed=7).choose(view, seat, legal)
    assert await driver.choose(view, seat, legal) == expected
    assert BotDriver("random", seed=7).choose_now(view, seat, legal) == expected


async def test_progress_reaches_the_callback_on_the_loop():
    view, seat, legal = _position()

    async def main():
        seen: list[tuple[int, bool]] = []
        loop_thread = threading.get_ident()

        def progress(p: Progress) -> None:
            seen.append((p.iterations, threading.get_ident() == loop_thread))

        action = await BotDriver(CountingBot()).choose(view, seat, legal, progress=progress)
        await async_wait_until(lambda: len(seen) == STEPS, "every progress report")
        return action, seen

    action, seen = await main()
    assert action == legal[-1]
    assert seen == [(k + 1, True) for k in range(STEPS)]


async def test_cancelling_the_awaiting_task_stops_the_bot():
    view, seat, legal = _position()
    bot = UntilCancelledBot()

    async def main():
        driver = BotDriver(bot)
        task = asyncio.ensure_future(driver.choose(view, seat, legal))
        await async_wait_until(bot.started.is_set, "the bot to start thinking")
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await async_wait_until(bot.noticed.is_set, "the bot to notice the cancel")
        # the next choice is a new one: the cancel of the last does not stop it
        bot.started.clear()
        again = asyncio.ensure_future(driver.choose(view, seat, legal))
        await async_wait_until(bot.started.is_set, "the bot to think again")
        assert not again.done()
        driver.cancel()
        return await again

    assert await main() == legal[0]


async def test_a_failure_is_reported_with_its_traceback_and_logged(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))
    view, seat, legal = _position()
    with pytest.raises(BotFailed) as caught:
        await BotDriver(FailingBot()).choose(view, seat, legal)
    failure = caught.value
    assert failure.line == "ValueError: no idea"
    assert "Traceback" in failure.text and "FailingBot" not in failure.line
    path = failure.logged("a test, move 1")
    text = (tmp_path / "errors.log").read_text()
    assert path == str(tmp_path / "errors.log") and "a test, move 1" in text and "ValueError: no idea" in text


def test_an_illegal_answer_is_a_failure_not_a_move():
    view, seat, legal = _position()
    with pytest.raises(BotFailed, match="not legal"):
        BotDriver(IllegalBot()).choose_now(view, seat, legal)


async def test_in_its_own_process_a_bot_answers_and_a_failure_comes_back_as_one(tmp_path):
    view, seat, legal = _position()
    driver = BotDriver("greedy", seed=3)
    failing = BotDriver(FailingBot(), process=True)
    try:
        assert driver.process and failing.process  # a searching spec thinks in a process
        worker = driver.bot.worker
        action = await driver.choose(view, seat, legal)
        assert action in legal
        with pytest.raises(BotFailed) as caught:
            await failing.choose(view, seat, legal)
        assert caught.value.line == "ValueError: no idea"
        failing.renew()  # a fresh process for the next try
        with pytest.raises(BotFailed):
            failing.choose_now(view, seat, legal)
    finally:
        driver.close()
        failing.close()
    assert not worker._proc.is_alive()
