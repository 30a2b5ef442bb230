"""`clanhall arena --jobs N`: killing the arena (SIGKILL or SIGTERM) leaves no worker, and
no worker's MCTS helper, behind to keep a core busy."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

import psutil
import pytest

from tests.support.cli import ROOT

# games that last: each MCTS move may search a minute (two search processes per worker)
SLOW = ["arena", "--game", "crystal-clans", "--players", "mcts:seconds=60,workers=2,random", "--games", "8"]
DEADLINE = 60.0


def wait_for(predicate, what: str):
    """Poll `predicate` until it returns something true, or fail after DEADLINE seconds."""
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        found = predicate()
        if found:
            return found
        time.sleep(0.05)
    pytest.fail(f"gave up waiting for {what}")


def alive(processes: list[psutil.Process]) -> list[psutil.Process]:
    """The processes still running (a zombie waiting for a reaper has ended)."""
    running = []
    for p in processes:
        try:
            if p.status() != psutil.STATUS_ZOMBIE:
                running.append(p)
        except psutil.NoSuchProcess:
            pass
    return running


def resource_tracker(p: psutil.Process) -> bool:
    """multiprocessing's resource tracker (started beside spawned workers), not a worker."""
    try:
        return "resource_tracker" in " ".join(p.cmdline())
    except psutil.Error:
        return False


@pytest.mark.parametrize("kill", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killing_the_arena_leaves_no_worker_behind(kill, tmp_path):
    arena = subprocess.Popen(
        [sys.executable, "-m", "tui", *SLOW, "--jobs", "2", "--results", str(tmp_path / "r.sqlite")],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    descendants: list[psutil.Process] = []
    try:
        parent = psutil.Process(arena.pid)

        def searching() -> list[psutil.Process]:
            """The arena's descendants once both workers run a search with a helper."""
            workers = [w for w in parent.children() if not resource_tracker(w)]
            helpers = [h for w in workers for h in alive(w.children()) if not resource_tracker(h)]
            return workers + helpers if len(workers) == 2 and len(helpers) == 2 else []

        descendants = wait_for(searching, "two workers searching with a helper each")
        arena.send_signal(kill)
        said, _ = arena.communicate(timeout=DEADLINE)
        wait_for(lambda: not alive(descendants), "the workers and helpers to end")
    finally:  # a failed test leaves nothing running either
        for p in alive(descendants):
            p.kill()
        arena.kill()
        arena.wait()
    assert not alive(descendants)
    if kill == signal.SIGTERM:  # stopped as on ctrl+c: one line, the games played kept
        assert arena.returncode == 143
        lines = [ln for ln in said.strip().splitlines() if not ln.startswith("arena: ")]  # progress
        assert lines == [
            f"clanhall arena: stopped; the games played are kept in {tmp_path / 'r.sqlite'}, run again to go on"
        ]
