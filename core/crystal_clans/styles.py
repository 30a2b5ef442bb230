"""The three battle styles and the wheel that decides which battle effect triggers."""

from __future__ import annotations

BOLD, GUARDED, TRICKY = 0, 1, 2
STYLE_NAMES = ("bold", "guarded", "tricky")


def left_triggers(mine: int, theirs: int | None) -> bool:
    """The battle wheel: bold beats guarded, guarded beats tricky, tricky beats bold."""
    return theirs is not None and (theirs - mine) % 3 == 1
