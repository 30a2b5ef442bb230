"""The heap a game screen starts on, kept out of Python's full garbage collections, and
fewer young collections while a game is up.

A full collection reads every object the process holds: with the app, its screens, their
styles and the game up, ~140,000 objects and 90–500 ms of CPU, a pause at a random move
(bench/bench_ui_move.py saw one inside a bot move's redraw in one run of three). What is
alive once a game screen has been drawn lives about as long as the game, so the screen
freezes it (`gc.freeze`): the collections during the game read only what the game made
since, a few ms. Leaving the screen thaws it, so what the game left behind is collected
as before; nothing is kept for longer than the game.

A redraw makes and drops tens of thousands of small objects (strips, segments, styles),
most freed at once by their reference counts; Python's default young-generation threshold
(700 allocations) still ran a young collection every few hundred of them, 2–4 ms of every
bot move's redraw (bench/RESULTS.md, session 18). While a game screen is up the threshold
is YOUNG: a collection comes about once every YOUNG container objects that outlive their
moment, and what waits for it costs a few MB at most (YOUNG small objects).
"""

from __future__ import annotations

import gc

YOUNG = 20_000  # the young-generation threshold while a game screen is up
_FREEZES = [0]  # game screens whose heap is frozen now (the heap thaws when none is)
_THRESHOLD: list[int] = []  # the thresholds before the first game screen froze the heap


def freeze() -> None:
    """Keep every object alive now out of the collections until the matching `thaw`, and
    collect the young generation less often until then."""
    _FREEZES[0] += 1
    if _FREEZES[0] == 1:
        _THRESHOLD[:] = gc.get_threshold()
        gc.set_threshold(max(YOUNG, _THRESHOLD[0]), *_THRESHOLD[1:])
    gc.freeze()


def thaw() -> None:
    """Undo one `freeze`; the last one hands the frozen objects back to the collector and
    the thresholds back as they were."""
    _FREEZES[0] = max(0, _FREEZES[0] - 1)
    if not _FREEZES[0]:
        gc.unfreeze()
        if _THRESHOLD:
            gc.set_threshold(*_THRESHOLD)
            _THRESHOLD.clear()
