"""The heap a game screen starts on, kept out of Python's full garbage collections.

A full collection reads every object the process holds: with the app, its screens, their
styles and the game up, ~140,000 objects and 90–500 ms of CPU, a pause at a random move
(bench/bench_ui_move.py saw one inside a bot move's redraw in one run of three). What is
alive once a game screen has been drawn lives about as long as the game, so the screen
freezes it (`gc.freeze`): the collections during the game read only what the game made
since, a few ms. Leaving the screen thaws it, so what the game left behind is collected
as before; nothing is kept for longer than the game.
"""

from __future__ import annotations

import gc

_FREEZES = [0]  # game screens whose heap is frozen now (the heap thaws when none is)


def freeze() -> None:
    """Keep every object alive now out of the collections until the matching `thaw`."""
    _FREEZES[0] += 1
    gc.freeze()


def thaw() -> None:
    """Undo one `freeze`; the last one hands the frozen objects back to the collector."""
    _FREEZES[0] = max(0, _FREEZES[0] - 1)
    if not _FREEZES[0]:
        gc.unfreeze()
