"""The task registry: every step of the rules is a named task that runs on a state.

A task is a plain tuple `(name, *args)` of ints and short strings, so the whole to-do
stack of a state (including effects waiting for a choice) clones and crosses the wire.
Modules register their task functions here; the state pops and runs them.
"""

from __future__ import annotations

TASKS: dict = {}


def task(name: str):
    """Register `fn(state, t)` as the code of task `name` (t is the task tuple)."""

    def deco(fn):
        TASKS[name] = fn
        return fn

    return deco
