"""The themes: every text/background pair that carries meaning reaches WCAG contrast
(4.5:1, 7:1 in the high-contrast theme), the theme chosen in settings survives a restart,
and seats are told by letters as well as colours."""

from __future__ import annotations

import json

import pytest
from textual.color import Color

from tui.themes import (
    DEFAULT,
    MEANING_PAIRS,
    THEMES,
    contrast_ratio,
    minimum_contrast,
    next_theme,
    relative_luminance,
    resolved_pair,
    theme_colours,
)


def test_the_contrast_formula_matches_the_wcag_examples():
    black, white = Color.parse("#000000"), Color.parse("#ffffff")
    assert relative_luminance(white) == pytest.approx(1.0)
    assert relative_luminance(black) == 0.0
    assert contrast_ratio(black, white) == pytest.approx(21.0)
    assert contrast_ratio(white, black) == pytest.approx(21.0)
    assert contrast_ratio(white, white) == pytest.approx(1.0)
    # #767676 is the lightest grey that passes AA on white; #777777 just fails
    assert contrast_ratio(Color.parse("#767676"), white) == pytest.approx(4.54, abs=0.01)
    assert contrast_ratio(Color.parse("#777777"), white) < 4.5


@pytest.mark.parametrize("theme_name", list(THEMES))
@pytest.mark.parametrize("pair", MEANING_PAIRS, ids=lambda pair: pair.where)
def test_each_meaningful_pair_has_enough_contrast(theme_name, pair):
    text, background = resolved_pair(THEMES[theme_name], pair)
    ratio = contrast_ratio(text, background)
    assert ratio >= minimum_contrast(theme_name), f"{pair.where}: {text.hex} on {background.hex} is {ratio:.2f}:1"


def test_the_default_theme_is_textuals_dark_one_but_for_primary_and_error():
    from textual.theme import BUILTIN_THEMES

    ours, textuals = THEMES[DEFAULT], BUILTIN_THEMES["textual-dark"]
    fields = ("primary", "secondary", "accent", "warning", "error", "success", "foreground", "background")
    fields += ("surface", "panel", "boost", "dark")
    assert {f for f in fields if getattr(ours, f) != getattr(textuals, f)} == {"primary", "error"}


def test_ctrl_t_goes_through_every_theme_and_back():
    seen, name = [], DEFAULT
    for _ in range(len(THEMES)):
        seen.append(name)
        name = next_theme(name)
    assert name == DEFAULT and sorted(seen) == sorted(THEMES)
    assert next_theme("textual-light") == DEFAULT


def test_the_colourblind_theme_keeps_its_signals_apart_from_red_and_green():
    """Success and error differ in lightness too, so they stay apart without hue."""
    colours = theme_colours(THEMES["clanhall-colourblind"])
    success, error = Color.parse(colours["success"]), Color.parse(colours["error"])
    assert contrast_ratio(success, error) >= 1.5


async def test_a_theme_picked_in_settings_is_applied_after_a_restart(tmp_path, monkeypatch):
    from tui.app import ClanhallApp
    from tui.settings.screen import SettingsScreen

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    app = ClanhallApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == DEFAULT
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("tab")  # from the languages to the themes
        await pilot.press("down", "down", "down", "enter")  # dark, light, colour-blind, high contrast
        await pilot.pause()
        assert app.theme == "clanhall-high-contrast"
        assert isinstance(app.screen, SettingsScreen)
    assert json.loads((tmp_path / "settings.json").read_text())["theme"] == "clanhall-high-contrast"

    again = ClanhallApp()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "clanhall-high-contrast"
        assert again.current_theme.background == "#000000"


async def test_light_overrides_the_remembered_theme_once_and_an_unknown_one_is_ignored(tmp_path, monkeypatch):
    from tui.app import ClanhallApp

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text('{"theme": "clanhall-colourblind"}')
    assert ClanhallApp(light=True).theme == "clanhall-light"
    assert ClanhallApp().theme == "clanhall-colourblind"
    (tmp_path / "settings.json").write_text('{"theme": "no-such-theme"}')
    assert ClanhallApp().theme == DEFAULT


async def test_ctrl_t_cycles_and_remembers(tmp_path, monkeypatch):
    from tui.app import ClanhallApp

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    app = ClanhallApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert app.theme == "clanhall-light"
    assert json.loads((tmp_path / "settings.json").read_text())["theme"] == "clanhall-light"
