"""Shared fixtures of the save tests: the toy game in the registry, game cases, a clock."""

from __future__ import annotations

import pytest

from core import registry
from tests.saves.support import TOY


@pytest.fixture(autouse=True)
def toy_registered():
    """Lucky Draw in the registry for one test, removed again if this fixture added it
    (so other areas' tests that list every game do not see it)."""
    added = TOY not in registry._GAMES
    if added:
        registry._GAMES[TOY] = "tests.support.toy_game:GAME"
    yield
    if added:
        registry._GAMES.pop(TOY, None)
        registry._loaded.pop(TOY, None)
