"""Settings of the whole suite: every test starts in English with an empty config folder,
whatever the machine's LANG and the developer's own settings say."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def english_and_no_settings(tmp_path_factory, monkeypatch):
    from core import i18n

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    i18n.set_language("en")
    yield
    i18n.set_language("en")
