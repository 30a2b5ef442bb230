"""A bot that fails its first choices: the sessions' tests of a failing bot
(tests/ai/test_local_session.py, tests/test_session.py)."""

from __future__ import annotations

from ai.base import Bot, Progress


class FailsFirst(Bot):
    """Fails its first `times` choices (KeyError 'do_answer', as a broken rule step once
    did), then plays the first legal action after one progress report."""

    name = "fails-first"

    def __init__(self, times: int) -> None:
        self.left = times

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        if self.left > 0:
            self.left -= 1
            raise KeyError("do_answer")
        if progress is not None:
            progress(Progress(1, legal[0], budget_fraction=1.0))
        return legal[0]
