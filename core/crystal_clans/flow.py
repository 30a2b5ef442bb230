"""The frame machinery: how a state asks its questions one after the other.

A state keeps a stack of *frames*, small tuples ``(kind, *args)``. The top frame is what
happens next. Each kind registers up to three handlers here:

- ``RUN[kind](state, frame) -> bool``: called when the frame is on top; it either finishes
  the frame by itself (pops it, perhaps pushing others) and returns False, or returns True
  to leave it on top as the current decision;
- ``LEGAL[kind](state, frame) -> list``: the legal actions of that decision;
- ``ACT[kind](state, frame, action)``: applies a (legal) action; pops the frame.

Keeping the continuation as plain tuples is what makes states cheap to clone and save,
unlike generators or closures.
"""

from __future__ import annotations

from core.i18n.phrase import Phrase

RUN: dict = {}
LEGAL: dict = {}
ACT: dict = {}
PROMPT: dict[str, Phrase] = {}  # each decision's question (a phrase, read in the reader's language)


def decision(kind: str, prompt: Phrase):
    """Register the handlers of a decision frame: use as @decision(kind, prompt) on a class
    with static methods run (optional), legal and act."""

    def wrap(cls):
        if hasattr(cls, "run"):
            RUN[kind] = cls.run
        else:
            RUN[kind] = _always_ask
        LEGAL[kind] = cls.legal
        ACT[kind] = cls.act
        PROMPT[kind] = prompt
        return cls

    return wrap


def auto(kind: str):
    """Register an automatic frame: the function pops its frame and does its work."""

    def wrap(fn):
        def run(state, frame):
            state.stack.pop()
            fn(state, frame)
            return False

        RUN[kind] = run
        return fn

    return wrap


def _always_ask(state, frame) -> bool:
    return True


YES, NO = ("yes",), ("no",)


def maybe(kind: str, prompt: Phrase, options, apply):
    """Register an optional choice: `options(s, frame)` lists actions, ("no",) is added;
    a frame with no options resolves to nothing."""

    def run(s, frame):
        if not options(s, frame):
            s.stack.pop()
            return False
        return True

    def legal(s, frame):
        return options(s, frame) + [NO]

    def act(s, frame, action):
        s.stack.pop()
        if action != NO:
            apply(s, frame, action)

    RUN[kind], LEGAL[kind], ACT[kind], PROMPT[kind] = run, legal, act, prompt
