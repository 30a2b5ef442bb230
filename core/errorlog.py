"""The error log: the one file where clanhall writes the tracebacks it does not show.

Every program of clanhall (the interface, `host`, `join`, `arena`, the bot worker's
parent) shows a user one clear line when something fails and appends the full
traceback here, so a bug report can quote it. The file is
``$CLANHALL_LOG`` when that is set, else ``$XDG_STATE_HOME/clanhall/clanhall.log``
(``~/.local/state/clanhall/clanhall.log`` by default). It is kept small: when it
grows past `MAX_BYTES` the old file is moved to ``clanhall.log.1`` and a new one begun.
"""

from __future__ import annotations

import os
import time
import traceback
from pathlib import Path

MAX_BYTES = 1_000_000


def log_path() -> Path:
    """Where the error log is written (the file need not exist yet)."""
    explicit = os.environ.get("CLANHALL_LOG")
    if explicit:
        return Path(explicit).expanduser()
    state = os.environ.get("XDG_STATE_HOME") or os.path.join(Path.home(), ".local", "state")
    return Path(state) / "clanhall" / "clanhall.log"


def log_text(context: str, text: str) -> Path:
    """Append `text` under a dated heading naming `context`; return the log's path.

    Never raises: a log that cannot be written must not turn one failure into two.
    """
    path = log_path()
    stamp = time.strftime("%Y-%m-%d %H:%M:%S")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_file() and path.stat().st_size > MAX_BYTES:
            path.replace(path.with_name(path.name + ".1"))
        with open(path, "a", encoding="utf-8", errors="replace") as out:
            out.write(f"--- {stamp} {context}\n{text.rstrip()}\n")
    except OSError:
        pass
    return path


def log_exception(context: str, exc: BaseException | None = None) -> Path:
    """Append the traceback of `exc` (default: the one being handled); return the log's path."""
    if exc is None:
        text = traceback.format_exc()
    else:
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return log_text(context, text)
