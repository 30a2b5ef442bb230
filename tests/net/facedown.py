"""Face-down Draw: Lucky Draw with the played cards kept face down until the end.

A test game for the host's log redaction: its `describe` names the card played, which the
other seats may not learn, so the host must send them "made a hidden choice" instead.
"""

from __future__ import annotations

from tests.support.toy_game import HIDDEN, LuckyDraw, LuckyState


class FaceDownState(LuckyState):
    __slots__ = ()
    game_id = "face-down-draw"

    def view(self, seat):
        v = super().view(seat)
        v.__class__ = FaceDownState
        if not self.is_over():
            v.piles = [p if i == seat else HIDDEN for i, p in enumerate(self.piles)]
        return v

    def clone(self):
        c = super().clone()
        c.__class__ = FaceDownState
        return c


class FaceDownDraw(LuckyDraw):
    id = "face-down-draw"
    name = "Face-down Draw"

    def new(self, config, seed):
        state = super().new(config, seed)
        state.__class__ = FaceDownState
        return state

    def state_from_wire(self, data):
        return FaceDownState.from_wire(data)


GAME = FaceDownDraw()


def register() -> None:
    from core import registry

    registry._GAMES.setdefault("face-down-draw", "tests.net.facedown:GAME")


def unregister() -> None:
    """Take the game out again, so tests that list every game never see it."""
    from core import registry

    registry._GAMES.pop("face-down-draw", None)
    registry._loaded.pop("face-down-draw", None)
