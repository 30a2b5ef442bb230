"""How a character's effect runs in steps: the `effect` decorator and its helpers.

An effect is a task `(ability, card, seat, step, lane, *extra[, answer])` (tasks.py): `seat`
makes its choices, `lane` is where the card was when it fired, and a choice is asked with
`s.choose(...)` whose continuation is the same task at a later step with the answer
appended. Step 0 opens the effect; for a deploy or income effect it first checks that the
card is still face-up in play. `effect` writes that check and the step dispatch once, so
each effect in effects.py says only what it does.
"""

from __future__ import annotations

from .tasks import task


def where(s, c):
    """(lane, side) of a card in play, or None."""
    loc = s.find(c)
    return None if loc is None else (loc[0], s.side_at(loc[0], loc[1]))


def start(s, t):
    """Step 0 of a deploy effect: the card's (lane, side) now; None if it left play or was
    turned face-down before its turn (then it has no effect)."""
    if s.down[t[1]]:
        return None
    return where(s, t[1])


def destroyed_at(s, t):
    """Step 0 of a destroy effect `(…, lane, side, by_effect)`: where the card was destroyed."""
    return t[4], t[5]


def resume(t, step, *extra):
    """Effect `t`'s own task at a later step, in the lane it fired in, with `extra` arguments.
    (An opening that goes on in the lane its card is in now builds `t[:3] + (step, lane, …)`.)"""
    return (t[0], t[1], t[2], step, t[4]) + extra


def effect(*names, then=None, destroyed=False):
    """Register (under each of `names`) an effect that opens with the decorated function.

    Step 0 calls `opening(s, t, seat, lane, side)`: `lane` and `side` are where the card is
    now (`t[4]` stays the lane it fired in; they differ only if something moved it before its
    turn), and nothing happens if the card left play or was turned face-down meanwhile. With
    `destroyed`, a destroy effect: `lane` and `side` are where it was destroyed, no check.
    Every later step, the continuation of a choice, calls `then(s, t)`: the function given
    here or decorated with `@<effect>.then`; it reads `t[3]` itself if there are several.
    Returns the task function; with no names it is not registered (the half of a character
    that differs by variant, picked by a task of its own)."""
    place = destroyed_at if destroyed else start

    def deco(opening):
        later = then

        def run(s, t):
            if t[3]:
                later(s, t)
                return
            loc = place(s, t)
            if loc is not None:
                opening(s, t, t[2], loc[0], loc[1])

        def set_then(fn):
            nonlocal later
            later = fn
            return fn

        # `@<effect>.then` decorates the continuation; a function attribute, as functools
        # hangs __wrapped__ on a wrapper, which mypy cannot see on a plain def
        run.then = set_then  # type: ignore[attr-defined]
        for name in names:
            task(name)(run)
        return run

    return deco
