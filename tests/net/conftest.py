"""Shared fixture of the network tests: the toy game in the registry while they run."""

from __future__ import annotations

import pytest

from tests.support import toy_game


@pytest.fixture(autouse=True)
def lucky_draw_registered():
    """Lucky Draw (tests/support/toy_game.py), the game most network tests host, in the
    registry for one test only (`toy_game.registered`)."""
    with toy_game.registered():
        yield
