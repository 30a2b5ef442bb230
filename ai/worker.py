"""Run a bot's choice in another process, so the caller (the UI loop) never stalls.

A `BotWorker` owns one child process that holds one bot. Ask it for a choice with
`submit`, which returns at once with a `Job`; the job streams the bot's `Progress` back
to the parent and can be cancelled. Typical use in the terminal interface::

    from ai.worker import BotWorker

    worker = BotWorker("mcts:level=normal")          # a spec (ai.registry) or a Bot
    ...
    # in a Textual async handler or worker: awaits without blocking the event loop
    action = await worker.choose_async(view, seat, legal, progress=show_thinking)
    match.submit(seat, action)
    ...
    worker.close()                                    # or `with BotWorker(...) as worker:`

or, driving it by hand from a timer::

    job = worker.submit(view, seat, legal)
    # every ~50 ms:
    for p in job.poll():          # new Progress reports, never blocks
        show_thinking(p)          # p.iterations, p.best_action, p.visit_share, p.win_rate,
                                  # p.elapsed, p.budget_fraction
    if job.done():
        action = job.result()     # the chosen action (raises BotError if the bot failed)
    job.cancel()                  # the bot stops soon; result() is then its best so far

`choose_async` cancels the job if the awaiting task is cancelled. `ProcessBot` wraps a
worker as an ordinary `Bot` whose blocking `choose` runs in the child and calls
`progress` in the caller's thread. Game code does not drive workers itself: it goes
through `ai.driver.BotDriver`, which runs a searching bot as a `ProcessBot`.

Details:
- One choice at a time per worker; `submit` while a job runs raises RuntimeError (after
  `cancel`, `submit` first waits the moment the cancelled job needs to stop).
  Use one worker per bot seat.
- The child is started at construction with the "spawn" method (safe beside the UI's
  threads); its start-up (~0.3 s of imports) overlaps whatever the caller does next.
  It is not a daemon, so a bot inside may use helper processes (`mcts` with workers=2
  uses both cores); it is shut down by `close()`, when the worker is garbage-collected,
  at interpreter exit, or when the parent dies. A main script that starts workers needs
  the usual `if __name__ == "__main__":` guard (spawn re-imports it).
- Progress is throttled to about 20 reports a second; the final report always arrives.
- Views and actions cross the pipe pickled, between our own processes only.
"""

from __future__ import annotations

import multiprocessing as mp
import time
import traceback
from multiprocessing import util as mp_util

from ai.base import Bot, Progress

PROGRESS_INTERVAL = 0.05


class BotError(RuntimeError):
    """The bot raised an exception in the worker process (message: its traceback)."""


def _worker_main(conn, cancel_upto, bot) -> None:
    """The child's loop: answer ("choose", ...) and ("advise", ...) requests until "close"
    or EOF. A choice's result carries the bot's `last_advice` (its reasons) if it keeps one."""
    from ai.parallel import be_polite

    be_polite()
    if isinstance(bot, str):
        from ai.registry import make_bot

        bot = make_bot(bot)
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg[0] == "close":
            return
        kind, job_id, view, seat, legal = msg
        last = [0.0]

        def progress(p: Progress, job_id=job_id, last=last) -> None:
            now = time.monotonic()
            if now - last[0] >= PROGRESS_INTERVAL or p.budget_fraction >= 1.0:
                last[0] = now
                conn.send(("progress", job_id, p))

        def cancelled(job_id=job_id) -> bool:
            return cancel_upto.value >= job_id

        try:
            if kind == "advise":
                if not callable(getattr(bot, "advise", None)):
                    raise TypeError(f"the bot {getattr(bot, 'name', bot)!r} cannot give advice")
                answer, reasons = bot.advise(view, seat, legal, progress=progress, cancelled=cancelled), None
            else:
                answer = bot.choose(view, seat, legal, progress=progress, cancelled=cancelled)
                reasons = getattr(bot, "last_advice", None)
        except Exception:
            conn.send(("error", job_id, traceback.format_exc()))
        else:
            conn.send(("result", job_id, answer, reasons))


def _shutdown(conn, proc) -> None:
    try:
        conn.send(("close",))
    except (OSError, ValueError):
        pass
    conn.close()
    proc.join(timeout=2.0)
    if proc.is_alive():
        proc.terminate()
        proc.join(timeout=1.0)


class Job:
    """One choice being made in a worker: poll it, wait for it, or cancel it."""

    def __init__(self, worker: "BotWorker", job_id: int) -> None:
        self.worker = worker
        self.id = job_id
        self.latest: Progress | None = None
        self.cancelled = False
        self._done = False
        self._action = None
        self.advice = None  # a choice's reasons (ai.coach.Advice) if the bot keeps them
        self._error: str | None = None
        self._unread: list[Progress] = []

    def poll(self, timeout: float = 0.0) -> list[Progress]:
        """The Progress reports that arrived since the last poll, waiting up to `timeout`
        seconds for one if there are none (0: never blocks)."""
        if not self._unread:
            self.worker._pump(self, timeout)
        else:
            self.worker._pump(self, 0.0)
        out, self._unread = self._unread, []
        return out

    def done(self) -> bool:
        """True once the bot has answered (or failed); keeps progress for `poll`."""
        if not self._done:
            self.worker._pump(self, 0.0)
        return self._done

    def result(self, timeout: float | None = None):
        """The chosen action, waiting up to `timeout` seconds (None: as long as it takes).
        Raises TimeoutError if it is not ready, BotError if the bot failed."""
        end = None if timeout is None else time.monotonic() + timeout
        while not self._done:
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
                raise TimeoutError("the bot has not chosen yet")
            self.worker._pump(self, 0.1 if left is None else min(left, 0.1))
        if self._error is not None:
            raise BotError(self._error)
        return self._action

    def cancel(self) -> None:
        """Ask the bot to stop; it answers soon with its best choice so far."""
        if not self._done:
            self.cancelled = True
            with self.worker._cancel_upto.get_lock():
                self.worker._cancel_upto.value = max(self.worker._cancel_upto.value, self.id)


class BotWorker:
    """One bot living in a child process (see the module docstring)."""

    def __init__(self, bot: Bot | str) -> None:
        ctx = mp.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self._cancel_upto = ctx.Value("q", 0)
        self._proc = ctx.Process(
            target=_worker_main, args=(child, self._cancel_upto, bot), name="clanhall-bot", daemon=False
        )
        self._proc.start()
        child.close()
        self._next_id = 0
        self._job: Job | None = None
        # Runs on close(), garbage collection, and at exit before multiprocessing joins
        # its non-daemon children (which would otherwise wait for us forever).
        self._finalizer = mp_util.Finalize(self, _shutdown, args=(self._conn, self._proc), exitpriority=10)

    # -- asking ----------------------------------------------------------------------
    def submit(self, view, seat: int, legal, kind: str = "choose") -> Job:
        """Start choosing for `seat` from `view` and `legal` (kind "advise": ranking the
        options, an ai.coach.Advice as the result); returns at once."""
        if self._job is not None and not self._job._done:
            if not self._job.cancelled:
                raise RuntimeError("this worker is still choosing; wait for or cancel that job")
            try:  # a cancelled job answers within about 0.1 s: let it finish first
                self._job.result(timeout=10.0)
            except (BotError, TimeoutError):
                pass
        if not self._proc.is_alive():
            raise BotError("the bot worker process has exited")
        self._next_id += 1
        self._job = Job(self, self._next_id)
        self._conn.send((kind, self._job.id, view, seat, list(legal)))
        return self._job

    @property
    def last_advice(self):
        """The reasons of the last finished choice (ai.coach.Advice), None if the bot keeps none."""
        job = self._job
        return job.advice if job is not None and job._done else None

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        """Blocking choice, like `Bot.choose`, with progress reported in this thread."""
        return self._wait(self.submit(view, seat, legal), progress, cancelled)

    def advise(self, view, seat, legal, *, progress=None, cancelled=None):
        """Blocking advice (the bot's `advise`: every option ranked), progress in this thread."""
        return self._wait(self.submit(view, seat, legal, "advise"), progress, cancelled)

    def _wait(self, job: Job, progress, cancelled):
        while True:
            if cancelled and not job.cancelled and cancelled():
                job.cancel()
            for p in job.poll(0.05):
                if progress:
                    progress(p)
            if job._done and not job._unread:
                return job.result()

    async def choose_async(self, view, seat, legal, *, progress=None, interval: float = 0.05):
        """Await a choice without blocking the event loop; cancelling the awaiting task
        cancels the search."""
        import asyncio  # here, not at the top: the child imports this module and needs no asyncio

        job = self.submit(view, seat, legal)
        try:
            while True:
                for p in job.poll():
                    if progress:
                        progress(p)
                if job._done and not job._unread:
                    return job.result()
                await asyncio.sleep(interval)
        except asyncio.CancelledError:
            job.cancel()
            raise

    # -- plumbing --------------------------------------------------------------------
    def _pump(self, job: Job, timeout: float) -> None:
        """Read what the child sent (waiting up to `timeout` for the first message) into
        `job`."""
        wait = timeout
        while not job._done:
            try:
                if not self._conn.poll(wait):
                    break
                msg = self._conn.recv()
            except (EOFError, OSError):
                job._done, job._error = True, "the bot worker process died"
                break
            wait = 0.0
            kind, job_id = msg[0], msg[1]
            if job_id != job.id:
                continue  # a late message of an earlier job
            if kind == "progress":
                job.latest = msg[2]
                job._unread.append(msg[2])
            elif kind == "result":
                job._done, job._action, job.advice = True, msg[2], msg[3]
            elif kind == "error":
                job._done, job._error = True, msg[2]

    def close(self) -> None:
        """Stop the child process (idempotent)."""
        if self._job is not None and not self._job._done:
            self._job.cancel()
        self._finalizer()

    def __enter__(self) -> "BotWorker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class ProcessBot(Bot):
    """A `Bot` that makes its choices in a `BotWorker` (same interface, other process)."""

    def __init__(self, bot: Bot | str) -> None:
        self.worker = BotWorker(bot)
        self.name = getattr(bot, "name", str(bot))

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        return self.worker.choose(view, seat, legal, progress=progress, cancelled=cancelled)

    def advise(self, view, seat, legal, *, progress=None, cancelled=None):
        return self.worker.advise(view, seat, legal, progress=progress, cancelled=cancelled)

    @property
    def last_advice(self):
        return self.worker.last_advice

    def close(self) -> None:
        self.worker.close()
