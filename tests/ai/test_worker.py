"""Bots in other processes: the UI's worker, and root parallelism."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from ai.base import Bot, Progress
from ai.mcts import MCTSBot
from ai.worker import BotError, BotWorker, ProcessBot
from tests.support.toy_game import GAME as lucky
from tests.support.waiting import FakeClock, wait_until


class FailingBot(Bot):
    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        raise ValueError("no idea")


class GatedBot(Bot):
    """A bot (in the worker process) that reports progress and answers only once a file
    appears: the test decides when the choice ends, not the clock."""

    def __init__(self, gate: Path) -> None:
        self.gate = gate

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        progress(Progress(1, legal[0], 1.0, 0.5, 0.0, 0.5))
        wait_until(self.gate.exists, "the gate file")
        progress(Progress(2, legal[0], 1.0, 0.5, 0.0, 1.0))
        return legal[0]


def _fake_timed_mcts(seconds: float, seed: int) -> MCTSBot:
    """A one-worker MCTS bot whose time budget runs on a fake clock (a millisecond a read):
    its search and its progress reports are the same however busy the machine is."""
    bot = MCTSBot(seconds=seconds, workers=1, seed=seed)
    bot.clock = FakeClock(step=0.001)
    return bot


@pytest.fixture(scope="module")
def worker():
    w = BotWorker(_fake_timed_mcts(0.4, seed=4))
    yield w
    w.close()


def _position():
    state = lucky.new({"players": 2}, 8)
    return state.view(0), 0, state.legal_actions()


def test_worker_returns_an_action_and_streams_progress(worker):
    view, seat, legal = _position()
    job = worker.submit(view, seat, legal)
    seen = []
    while not job.done():
        seen += job.poll(timeout=0.05)
    seen += job.poll()
    assert job.result() in legal
    assert len(seen) >= 2 and all(p.best_action in legal for p in seen)
    assert job.latest.budget_fraction == 1.0 and job.latest.best_action == job.result()


def test_worker_refuses_a_second_job_at_once(worker):
    view, seat, legal = _position()
    job = worker.submit(view, seat, legal)
    with pytest.raises(RuntimeError, match="still choosing"):
        worker.submit(view, seat, legal)
    job.result(timeout=5)


def _running(job) -> bool:
    """Whether the worker has started `job`'s search (it has sent a progress report)."""
    job.poll(timeout=0.05)
    return job.latest is not None


def test_worker_cancel_answers_soon(worker):
    # An hour's budget: an answer within the test's deadline can only come from the cancel.
    long = BotWorker(MCTSBot(seconds=3600, workers=1, seed=1))
    try:
        view, seat, legal = _position()
        job = long.submit(view, seat, legal)
        wait_until(lambda: _running(job), "the search to start")
        job.cancel()
        assert job.result(timeout=60) in legal
        assert job.cancelled
        # A new choice right after a cancel waits for the old one to stop, then runs.
        job = long.submit(view, seat, legal)
        wait_until(lambda: _running(job), "the second search to start")
        job.cancel()
        again = long.submit(view, seat, legal)
        again.cancel()
        assert again.result(timeout=60) in legal and job.done()
    finally:
        long.close()


async def test_choose_async_reports_progress_without_blocking(tmp_path):
    gate = tmp_path / "gate"
    view, seat, legal = _position()
    seen, ticks = [], []

    async def main(worker):
        async def ticker():
            # Opens the gate only after turning 5 times while the worker is choosing: the
            # choice can end only if the event loop kept running during it.
            while len(ticks) < 5:
                if seen:
                    ticks.append(len(seen))
                await asyncio.sleep(0.01)
            gate.touch()

        t = asyncio.ensure_future(ticker())
        action = await worker.choose_async(view, seat, legal, progress=seen.append)
        t.cancel()
        return action

    with BotWorker(GatedBot(gate)) as w:
        assert await asyncio.wait_for(main(w), 60) == legal[0]
    assert len(ticks) == 5 and len(seen) == 2


def test_bot_errors_come_back_as_bot_error():
    with BotWorker(FailingBot()) as w:
        view, seat, legal = _position()
        with pytest.raises(BotError, match="no idea"):
            w.submit(view, seat, legal).result(timeout=10)


def test_process_bot_is_a_bot():
    bot = ProcessBot("mcts:iterations=200,workers=1")
    try:
        view, seat, legal = _position()
        seen = []
        assert bot.choose(view, seat, legal, progress=seen.append) in legal
        assert seen[-1].iterations == 200
    finally:
        bot.close()


def test_root_parallel_search_splits_the_iterations():
    view, seat, legal = _position()
    bot = MCTSBot(iterations=401, workers=2, seed=9)
    assert bot.choose(view, seat, legal) in legal
    assert bot.last_iterations == 401
    # Each worker's tree is seeded from the bot: the same seed, the same answers.
    first = MCTSBot(iterations=101, workers=2, seed=9)
    again = MCTSBot(iterations=101, workers=2, seed=9)
    seen = []
    for _ in range(3):
        first.choose(view, seat, legal, progress=seen.append)
        again.choose(view, seat, legal, progress=seen.append)
    finals = [(p.iterations, p.best_action, p.visit_share, p.win_rate) for p in seen if p.budget_fraction == 1.0]
    assert len(finals) == 6
    assert finals[0::2] == finals[1::2]


def test_root_parallel_time_budget_and_progress():
    view, seat, legal = _position()
    seen = []
    # (a real clock: the helper process reads time.monotonic; the test bounds nothing by it)
    action = MCTSBot(seconds=0.3, workers=2, seed=1).choose(view, seat, legal, progress=seen.append)
    assert seen[-1].budget_fraction == 1.0 and seen[-1].iterations > 0
    assert action in legal and seen[-1].best_action == action
    assert seen[-1].iterations >= max(p.iterations for p in seen[:-1])


def test_parallel_bot_runs_inside_a_worker():
    # The worker is not a daemon, so the bot may start helpers inside it.
    with BotWorker("mcts:iterations=300,workers=2") as w:
        view, seat, legal = _position()
        job = w.submit(view, seat, legal)
        assert job.result(timeout=20) in legal
        assert job.latest.iterations == 300
