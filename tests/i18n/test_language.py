"""Choosing the language: --lang, the settings file, the environment; switching it in the
settings screen; the translations reaching the screen."""

from __future__ import annotations

import json

import pytest

from core import i18n
from core.i18n import _, choose_language, language_from_environment, ngettext
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tui.settings import store


@pytest.mark.parametrize(
    "environ, expected",
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"}, "es"),
        ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),  # the first variable set decides
        ({"LANG": "fr_FR.UTF-8"}, "en"),  # a language we do not have
        ({"LANG": "de_AT@euro"}, "de"),
        ({"LC_ALL": "", "LANG": "es"}, "es"),  # an empty variable counts as unset
        ({}, None),
    ],
)
def test_language_from_the_environment(environ, expected):
    assert language_from_environment(environ) == expected


def test_order_of_precedence():
    env = {"LANG": "de_DE.UTF-8"}
    assert choose_language("es", "en", env) == "es"  # --lang first
    assert choose_language(None, "es", env) == "es"  # then the settings
    assert choose_language(None, None, env) == "de"  # then the environment
    assert choose_language(None, None, {}) == "en"  # else English
    assert choose_language(None, "klingon", env) == "de"  # a strange setting is passed over
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        choose_language("xx", None, env)


def test_translations_follow_the_current_language():
    assert _("New game") == "New game"
    i18n.set_language("de")
    assert _("New game") == "Neues Spiel"
    assert _("Troll Mother") == "Troll-Mutter"  # the game domains are chained in
    assert _("Condor") == "Kondor"
    i18n.set_language("es")
    assert _("New game") == "Partida nueva"
    assert _("Condor") == "Cóndor"
    assert _("Troll Mother") == "Troll Mother"  # Spanish covers Crystal Clans only
    assert ngettext("card", "cards", 2) == "cards"  # an unknown message stays English
    lazy_label = i18n.lazy("Rules")
    assert f"{lazy_label}" == "Reglas"
    i18n.set_language("en")
    assert str(lazy_label) == "Rules"


def test_translated_table_reads_in_the_current_language():
    from tui.games.crimson_company.names import CASTLE_NAME, NAME

    i18n.set_language("de")
    assert "Illusionistin" in list(NAME) and "Bettlerin" in list(NAME)
    assert CASTLE_NAME[0] == "Burg" and len(CASTLE_NAME) == 6


def test_settings_are_remembered_and_a_damaged_file_loses_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    assert store.remembered_language() == (None, None)
    store.remember_language("de")
    assert json.loads((tmp_path / "settings.json").read_text()) == {"language": "de"}
    assert store.remembered_language() == ("de", None)

    (tmp_path / "settings.json").write_text("{not json")
    code, warning = store.remembered_language()
    assert code is None and "cannot be read" in warning and "\n" not in warning
    store.remember_language("es")  # the damaged file is moved aside, not overwritten
    assert (tmp_path / "settings.json.damaged").read_text() == "{not json"
    assert store.remembered_language() == ("es", None)

    (tmp_path / "settings.json").write_text("x" * (store.MAX_BYTES + 1))
    assert "too large" in store.remembered_language()[1]
    (tmp_path / "settings.json").write_text("[1, 2]")
    assert "holds no settings" in store.remembered_language()[1]


def test_command_line_language(capsys, monkeypatch):
    from tui import cli

    monkeypatch.setattr("tui.commands.run", lambda args: 0)
    assert cli.main(["--lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown language 'xx'" in err
    assert cli.main(["--lang", "de"]) == 0
    assert i18n.language() == "de"


def test_a_damaged_settings_file_is_one_line_at_start(capsys, tmp_path, monkeypatch):
    from tui import cli

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    (tmp_path / "settings.json").write_bytes(b"\xff\xfe garbage")
    monkeypatch.setattr("tui.commands.run", lambda args: 0)
    assert cli.main([]) == 0
    assert capsys.readouterr().err.count("\n") == 1
    assert i18n.language() == "es"  # the environment decides instead


async def test_settings_screen_switches_the_menu_and_remembers(tmp_path, monkeypatch):
    from textual.widgets import Button

    from tui.app import ClanhallApp
    from tui.settings.screen import SettingsScreen

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    app = ClanhallApp()
    async with app.run_test(size=(80, 24)) as pilot:
        menu = await on_screen(pilot, "MainMenu")
        assert "New game" in str(menu.query_one("#menu-new", Button).label)
        await pilot.press("s")
        assert isinstance(await on_screen(pilot, "SettingsScreen"), SettingsScreen)
        await pilot.press("down", "enter")  # English is first, German second
        await pilot_wait_until(pilot, lambda: i18n.language() == "de", "German chosen")
        menu = await on_screen(pilot, "MainMenu")  # built anew in German

        def german() -> bool:
            found = menu.query("#menu-new")
            return bool(found) and "Neues Spiel" in str(found.first(Button).label)

        await pilot_wait_until(pilot, german, "the menu in German")
    assert store.remembered_language() == ("de", None)


def test_the_robber_knights_side_and_the_coin_plurals_read_in_german():
    """The board's side letters agree with the castle count ("RR", Raubritter), and the
    German plurals are plural (they once repeated the singular)."""
    from core.match import Match
    from tui.games.crimson_company.cards import side_label

    view = Match("crimson-company", {"players": 1, "variant": "solo"}, 3, seats=["human"]).state.view(0)
    assert side_label(view, 1) == "RK"
    i18n.set_language("de")
    assert side_label(view, 1) == "RR" and side_label(view, 0) == "Du"
    assert _("Castles: {side} {won} – {won2} RK").endswith("RR")
    assert ngettext("{n} coin", "{n} coins", 3).format(n=3) == "3 Münzen"
    assert ngettext("{n} coin", "{n} coins", 1).format(n=1) == "1 Münze"
    many = ngettext(
        "; {coins} coin on the castle counts for the robbers", "; {coins} coins on the castle count for the robbers", 2
    )
    assert many.format(coins=2) == "; 2 Münzen auf der Burg zählen für die Raubritter"
