"""Shared fixtures of the profile tests: the records in a fresh data folder, and the toy
game in the registry for one test only."""

from __future__ import annotations

import pytest

from tests.support import toy_game


@pytest.fixture(autouse=True)
def data_in_tmp(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture(autouse=True)
def lucky_draw_registered():
    with toy_game.registered():
        yield
