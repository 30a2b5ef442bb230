"""The real command line for tests that run it as the user does: a child process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def clanhall(*args: str, env: dict | None = None, timeout: float = 30) -> subprocess.CompletedProcess:
    """`clanhall ARGS` run to its end in a child process; a hang fails the test."""
    return subprocess.run(
        [sys.executable, "-m", "tui", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
    )


def one_clear_line(done: subprocess.CompletedProcess) -> str:
    """What the command printed, checked to be one line and no traceback."""
    text = (done.stdout + done.stderr).strip()
    assert "Traceback" not in text and len(text.splitlines()) == 1, text
    return text
