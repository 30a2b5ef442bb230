"""CurveZMQ keys as people copy them: 40 characters of Z85 (what `clanhall host --secure`
prints and `--server-key` / the Join dialog take)."""

from __future__ import annotations


def valid_key(text: str) -> bool:
    """Whether `text` is a CurveZMQ key as printed: 40 characters of Z85."""
    from zmq.utils import z85

    if len(text) != 40:
        return False
    try:
        return len(z85.decode(text.encode("ascii"))) == 32
    except (ValueError, UnicodeEncodeError, KeyError, IndexError, TypeError):
        return False
