"""A reader that stops early (`clanhall saves | head -1`): the command ends quietly.

Each command runs as a child process whose stdout is a pipe with no reader left (its read
end is closed before the child starts), so the child's first write fails with EPIPE — the
same failure `head` causes once it has its lines, without any race on timing."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from tests.support.cli import ROOT
from tui.cli import SIGPIPE_EXIT

PROGRESS = re.compile(r"arena: \d+ of \d+ games")  # the arena's progress lines go to stderr


def run_into_closed_pipe(args: list[str], tmp_path) -> tuple[subprocess.CompletedProcess, str]:
    """`clanhall ARGS` writing into a pipe nobody reads; the run and what the error log gained."""
    log = tmp_path / "clanhall.log"
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tui", *args],
            cwd=ROOT,
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            env={**os.environ, "CLANHALL_LOG": str(log), "CLANHALL_SAVES_DIR": str(tmp_path / "saves")},
        )
    finally:
        os.close(write_end)
    return done, log.read_text() if log.exists() else ""


@pytest.mark.parametrize(
    "args",
    [
        ["arena", "--help"],
        ["games", "--help"],
        ["--help"],
        ["saves"],
        ["saves", "--verify"],
        ["arena", "--game", "clans", "--players", "random,random", "--games", "2"],
    ],
    ids=lambda a: " ".join(a),
)
def test_a_reader_that_stops_early_ends_the_command_quietly(args, tmp_path):
    done, logged = run_into_closed_pipe(args, tmp_path)
    assert [line for line in done.stderr.splitlines() if not PROGRESS.match(line)] == []
    assert logged == ""
    assert done.returncode in (0, SIGPIPE_EXIT)


def test_the_listing_reports_the_closed_pipe_as_a_shell_does(tmp_path):
    done, _ = run_into_closed_pipe(["saves"], tmp_path)
    assert done.returncode == SIGPIPE_EXIT
