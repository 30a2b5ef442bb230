"""Root parallelism: independent ISMCTS trees in helper processes, root statistics summed.

Each helper searches its own tree of the same root (different seed) under the same
budget; the parent searches one too and adds the helpers' root statistics to its own, so
the answer is of the same kind as a serial search (the most visited action over all
trees). Helpers are long-lived processes (started once per process that needs them, by
`helper_pool`), talk over one pipe each, and exit when the pipe closes or their parent
is gone (a parent killed with SIGKILL closes nothing: a sibling helper, forked later, holds
the pipe open, so each helper also watches its parent's pid, between ticks and while idle).

Protocol on a helper's pipe (pickled, between our own processes only):
  parent -> helper: ("search", view, seat, legal, params, seed, iterations, deadline)
                    ("stop",)       stop the current search early
  helper -> parent: ("snap", stats) every tick while searching
                    ("done", stats, iterations)
"""

from __future__ import annotations

import atexit
import ctypes
import multiprocessing as mp
import os
import signal
import sys
import threading
import time

from ai.search import RootStats, Search

NICE = 5  # the niceness of search processes (the interface keeps 0)
PARENT_POLL_SECONDS = 0.5  # how often an idle helper or worker looks whether its parent is gone
PR_SET_PDEATHSIG = 1  # linux/prctl.h


def start_context():
    """fork while this process has one thread (fast, nothing to re-import); otherwise
    spawn, which is safe beside threads (a Textual app) but needs the `if __name__ ==
    "__main__":` guard in a main script."""
    if threading.active_count() == 1 and "fork" in mp.get_all_start_methods():
        return mp.get_context("fork")
    return mp.get_context("spawn")


def be_polite() -> None:
    """Lower this process's priority a little: a search that uses every core must not
    starve the interface that started it (the timer lag, bench/bench_coach.py)."""
    try:
        now = os.nice(0)
        if now < NICE:  # a helper of a polite bot process stays level with it
            os.nice(NICE - now)
    except (AttributeError, OSError):  # not on this platform, or not allowed: search anyway
        pass


def parent_gone(parent: int) -> bool:
    """Whether the process that started this one (pid `parent`) has ended: an orphan is
    adopted by init or a subreaper, so its parent pid changes."""
    return os.getppid() != parent


def end_with_parent(parent: int) -> None:
    """Make this process (a worker started by `parent`) end when its parent ends, however
    it ends (SIGKILL included). Linux: the kernel sends SIGKILL (PR_SET_PDEATHSIG; the
    worker's own helpers then see their parent gone); elsewhere a daemon thread polls."""
    armed = False
    if sys.platform.startswith("linux"):
        try:
            armed = ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL) == 0
        except (OSError, AttributeError):
            armed = False
    if parent_gone(parent):  # it ended before the signal was armed
        os._exit(1)
    if not armed:
        threading.Thread(target=_watch_parent, args=(parent,), daemon=True, name="clanhall-parent-watch").start()


def _watch_parent(parent: int) -> None:
    while not parent_gone(parent):
        time.sleep(PARENT_POLL_SECONDS)
    os._exit(1)


def _helper_main(conn, parent: int | None = None) -> None:
    """A helper's loop: run searches until the pipe closes or the parent is gone."""
    be_polite()
    parent = os.getppid() if parent is None else parent
    while True:
        try:
            while not conn.poll(PARENT_POLL_SECONDS):
                if parent_gone(parent):
                    return
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg[0] != "search":
            continue  # a late "stop"
        _, view, seat, legal, params, seed, iterations, deadline = msg
        try:
            search = Search(view, seat, legal, seed=seed, **params)
        except Exception as exc:  # report, keep serving
            conn.send(("error", f"{type(exc).__name__}: {exc}"))
            continue

        def tick(s: Search) -> bool:
            if parent_gone(parent):
                raise SystemExit(0)  # nobody waits for this search
            conn.send(("snap", s.root_stats()))
            stop = False
            while conn.poll():
                if conn.recv()[0] == "stop":
                    stop = True
            return stop

        try:
            search.run(iterations, deadline, tick)
        except Exception as exc:
            conn.send(("error", f"{type(exc).__name__}: {exc}"))
            continue
        conn.send(("done", search.root_stats(), search.iterations))


class HelperPool:
    """`size` helper processes that search alongside the caller."""

    def __init__(self, size: int) -> None:
        ctx = start_context()
        self.conns = []
        self.procs = []
        for _ in range(size):
            parent, child = ctx.Pipe()
            p = ctx.Process(target=_helper_main, args=(child, os.getpid()), daemon=True, name="clanhall-mcts-helper")
            p.start()
            child.close()
            self.conns.append(parent)
            self.procs.append(p)
        self.lock = threading.Lock()  # one search at a time per pool
        self.snaps: list[RootStats] = [{} for _ in range(size)]
        self._done: dict[int, tuple] = {}

    @property
    def size(self) -> int:
        return len(self.conns)

    def alive(self) -> bool:
        return all(p.is_alive() for p in self.procs)

    def start(
        self, view, seat, legal, params: dict, seeds: list[int], iterations: list[int | None], deadline: float | None
    ) -> None:
        """Start one search per helper (seeds and iteration shares per helper)."""
        self.snaps = [{} for _ in self.conns]
        self._done = {}
        for conn, seed, its in zip(self.conns, seeds, iterations):
            conn.send(("search", view, seat, legal, params, seed, its, deadline))

    def poll(self) -> list[RootStats]:
        """The latest root statistics each helper reported (never blocks)."""
        for i, conn in enumerate(self.conns):
            while conn.poll():
                msg = conn.recv()
                if msg[0] == "error":
                    self._done[i] = msg
                    continue
                if msg[0] in ("snap", "done"):
                    self.snaps[i] = msg[1]
                    if msg[0] == "done":
                        self._done[i] = msg
        return self.snaps

    def stop(self) -> None:
        for conn in self.conns:
            conn.send(("stop",))

    def finish(self, timeout: float = 30.0) -> tuple[list[RootStats], int]:
        """Wait for every helper's final statistics; returns them and their iterations."""
        end = time.monotonic() + timeout
        stats, total = [], 0
        for i, conn in enumerate(self.conns):
            msg = self._done.pop(i, None)
            if msg is not None and msg[0] == "error":
                raise RuntimeError(f"an MCTS helper process failed: {msg[1]}")
            while msg is None:
                if not conn.poll(max(0.0, end - time.monotonic())):
                    raise RuntimeError("an MCTS helper process did not answer")
                try:
                    m = conn.recv()
                except (EOFError, OSError):
                    raise RuntimeError("an MCTS helper process died") from None
                if m[0] == "error":
                    raise RuntimeError(f"an MCTS helper process failed: {m[1]}")
                if m[0] == "done":
                    msg = m
            self.snaps[i] = msg[1]
            stats.append(msg[1])
            total += msg[2]
        return stats, total

    def close(self) -> None:
        for conn in self.conns:
            conn.close()
        for p in self.procs:
            p.join(timeout=1.0)
            if p.is_alive():
                p.terminate()


_pools: dict[int, HelperPool] = {}
_pools_lock = threading.Lock()


def helper_pool(size: int) -> HelperPool:
    """This process's pool of `size` helpers, started on first use and kept until exit."""
    with _pools_lock:
        pool = _pools.get(size)
        if pool is None or not pool.alive():
            if pool is not None:
                pool.close()
            pool = _pools[size] = HelperPool(size)
        return pool


@atexit.register
def _close_pools() -> None:
    for pool in list(_pools.values()):
        pool.close()
    _pools.clear()
