"""Settings of the whole suite: every test starts in English with an empty config folder,
whatever the machine's LANG and the developer's own settings say; and no test announces or
looks for games on the machine's real network."""

from __future__ import annotations

import os

import pytest

# Discovery is off for every test and every process it starts, except the discovery tests,
# which turn it back on only inside a network namespace they make themselves
# (tests/net/test_discovery*).
os.environ["CLANHALL_NO_DISCOVERY"] = "1"


@pytest.fixture(autouse=True)
def english_and_no_settings(tmp_path_factory, monkeypatch):
    from core import i18n

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def saves_in_tmp(tmp_path, monkeypatch):
    """Saves and autosaves of every test go to a temporary folder (the default, ./saves,
    may hold the developer's own autosaves, which would open "continue?" at start-up)."""
    monkeypatch.setenv("CLANHALL_SAVES_DIR", str(tmp_path / "saves"))
    return tmp_path / "saves"
