"""What the `host` and `join` commands share."""

from __future__ import annotations


def os_error(exc: OSError) -> str:
    """An OSError as one line: "PATH: Is a directory" (its bare `args[0]` is an errno)."""
    where = f"{exc.filename}: " if exc.filename else ""
    return f"{where}{exc.strerror or exc}"
