"""Shared fixtures of the save tests: the toy game in the registry, game cases, a clock."""

from __future__ import annotations

import pytest

from tests.support import toy_game


@pytest.fixture(autouse=True)
def toy_registered():
    """Lucky Draw in the registry for one test only (`toy_game.registered`), so other
    areas' tests that list every game do not see it."""
    with toy_game.registered():
        yield
