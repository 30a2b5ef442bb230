"""Reading a child's text output after lines were read from it with `readline`.

`Popen.communicate(timeout=...)` reads the pipe's descriptor itself, so whatever the text
wrapper already buffered past the lines `readline` returned is lost (Python's own caveat;
a `clanhall serve` test lost its second line this way once in 16 runs under load, when both
lines came in one read). `rest_after_exit` waits for the process, then reads the rest
through the same wrapper."""

from __future__ import annotations

import subprocess


def rest_after_exit(process: subprocess.Popen, deadline: float) -> str:
    """The rest of `process`'s stdout (a text pipe) once it has exited within `deadline`
    seconds (subprocess.TimeoutExpired otherwise). For a child that writes little: one that
    fills the pipe before it exits would wait for a reader."""
    process.wait(timeout=deadline)
    assert process.stdout is not None
    return process.stdout.read()
