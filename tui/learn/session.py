"""A tutorial as the session a game screen plays (`TutorialSession`): a `LocalSession` over
the tutorial's match, whose other seat is the script.

The screen is the game's own; only the session differs. `submit` answers the player's
move as the step does: the intended move is played with the script's replies (each move
worded for the reader, as in any local game), any other legal move changes nothing and is
answered with its "why not". Either way a "tutorial" event says what happened
(data: "accepted", "message" the step's words as a message id). Going back a step is the
take-back (`take_back`), rebuilt from the seed like any; there is no redo.
"""

from __future__ import annotations

from ai.session import LocalSession
from core.protocol import Action, IllegalAction
from core.session import ERROR
from core.tutorial.tutorial import Tutorial

TUTORIAL = "tutorial"  # the event of an attempt: {"accepted": bool, "message": message id}


class TutorialSession(LocalSession):
    """A `Tutorial` played as a local session of its player's seat, with no bots."""

    def __init__(self, tutorial: Tutorial) -> None:
        super().__init__(tutorial.match, tutorial.script.player, bots={})
        self.tutorial = tutorial
        tutorial.submit = self.apply  # every move worded once for the reader, as a game's

    async def submit(self, action: Action) -> None:
        """The step's answer to `action`: played with the replies, or its "why not"."""
        if self.pending() is None:
            self.emit(ERROR, {"message": self._why_not()})
            return
        try:
            outcome = self.tutorial.attempt(action)
        except IllegalAction as exc:
            self.emit(ERROR, {"message": str(exc)})
            return
        self.emit(TUTORIAL, {"accepted": outcome.accepted, "message": outcome.message})

    def take_back(self) -> int:
        """Back to the start of the previous step; how many moves went (0: at the first)."""
        before = len(self.match.log)
        return before - len(self.match.log) if self.tutorial.back() else 0

    def redo(self) -> int:
        """A tutorial goes forward only by its steps."""
        return 0
