"""tests/support/pipes.py: what `readline` buffered is not lost when the rest is read."""

from __future__ import annotations

import subprocess
import sys

from tests.support.pipes import rest_after_exit
from tests.support.waiting import DEADLINE

# both lines in one write, so the first readline buffers the second
CHILD = "import sys; sys.stdout.write('first\\nsecond\\n'); sys.stdout.flush(); sys.stdin.read()"


def test_the_line_readline_buffered_is_in_the_rest():
    child = subprocess.Popen([sys.executable, "-c", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline() == "first\n"
    child.stdin.close()  # the child ends
    assert rest_after_exit(child, DEADLINE) == "second\n"


def test_communicate_with_a_timeout_would_lose_it():
    """Why the helper exists (Python's behaviour, not ours): the same child read the usual way."""
    child = subprocess.Popen([sys.executable, "-c", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline() == "first\n"
    assert child.communicate(timeout=DEADLINE)[0] == ""  # it closes the child's input itself
