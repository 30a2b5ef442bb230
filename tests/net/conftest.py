"""Shared fixture of the network tests: the toy game in the registry while they run."""

from __future__ import annotations

import pytest

from core import registry

LUCKY = "lucky-draw"


@pytest.fixture(autouse=True)
def lucky_draw_registered():
    """Lucky Draw (tests/support/toy_game.py), the game most network tests host, in the
    registry for one test and taken out again if this fixture put it there: no test outside
    this folder sees it unless it registers it itself."""
    added = LUCKY not in registry._GAMES
    if added:
        registry._GAMES[LUCKY] = "tests.support.toy_game:GAME"
    yield
    if added:
        registry._GAMES.pop(LUCKY, None)
        registry._loaded.pop(LUCKY, None)
