"""The themes: every text/background pair that carries meaning reaches WCAG contrast
(4.5:1, 7:1 in the high-contrast theme), the theme chosen in settings survives a restart,
and seats are told by letters as well as colours."""

from __future__ import annotations

import json

import pytest
from textual.color import Color

from tests.support.screens import on_screen, press_to
from tests.support.waiting import pilot_wait_until
from tui.themes import (
    CLANS_COLOURS,
    DEFAULT,
    MEANING_PAIRS,
    PALETTES,
    THEMES,
    board_palette,
    clans_pairs,
    contrast_ratio,
    minimum_contrast,
    next_theme,
    palette_pairs,
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


def too_low(theme_name: str, pairs, minimum: float) -> list[str]:
    """Each of `pairs` that reads under `minimum` in the theme, as a line naming the pair,
    its colours and its ratio. (The pairs are checked in one test per theme, every pair
    that fails named in its message: a case per pair cost more in pytest's own setup than
    in the check, 216 cases.)"""
    low = []
    for pair in pairs:
        text, background = resolved_pair(THEMES[theme_name], pair)
        ratio = contrast_ratio(text, background)
        if ratio < minimum:
            low.append(f"{pair.where}: {text.hex} on {background.hex} is {ratio:.2f}:1")
    return low


@pytest.mark.parametrize("theme_name", list(THEMES))
def test_each_meaningful_pair_has_enough_contrast(theme_name):
    assert len({pair.where for pair in MEANING_PAIRS}) == len(MEANING_PAIRS), "each pair is named apart"
    low = too_low(theme_name, MEANING_PAIRS, minimum_contrast(theme_name))
    assert not low, "\n".join(low)


@pytest.mark.parametrize("theme_name", list(THEMES))
def test_every_board_colour_has_enough_contrast_in_every_theme(theme_name):
    """Crimson's sides, the Crystal Clans seats, crystal and token come from the theme's
    palette and read on its board backgrounds (Crimson's old purple side read 3.9:1)."""
    assert theme_name in PALETTES
    low = []
    for pair in palette_pairs(theme_name):
        text, background = resolved_pair(THEMES[theme_name], pair)
        if contrast_ratio(text, background) < minimum_contrast(theme_name):
            low.append(f"{pair.where} on {background.hex}: {contrast_ratio(text, background):.2f}:1")
    assert not low, low
    assert len(set(PALETTES[theme_name].sides)) == 6 and len(set(PALETTES[theme_name].seats)) == 2


@pytest.mark.parametrize("theme_name", list(THEMES))
def test_the_clans_map_reads_in_every_theme(theme_name):
    """The Clans map draws each territory's text on its own background: 7:1 or more, so
    it reads alike in every theme (the grassland's white read 3.95:1, the empty ones' grey
    2.9:1, the cursor's yellow on the selected territory 1.06:1)."""
    assert board_palette(theme_name).clans == CLANS_COLOURS
    low = too_low(theme_name, clans_pairs(), 7.0)
    assert not low, "\n".join(low)


def test_the_boards_read_the_running_themes_palette():
    from tui.games.crimson_company.cards import side_style
    from tui.games.crystal_clans.pickable import seat_style

    assert board_palette() == PALETTES[DEFAULT]  # outside an app
    assert side_style(4).color.triplet.hex == PALETTES[DEFAULT].sides[4].lower()
    assert seat_style(1).color.triplet.hex == PALETTES[DEFAULT].seats[1].lower()
    assert board_palette("clanhall-light").sides != PALETTES[DEFAULT].sides


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


async def test_ctrl_t_and_a_theme_picked_in_settings_are_remembered_and_applied_after_a_restart(tmp_path, monkeypatch):
    """ctrl+t puts up the next theme and remembers it, and a board's colour read in the
    app then comes from that theme's palette; then, in the same app (it was two), a theme
    picked in the settings replaces it and is the theme of the next start."""
    from tui.app import ClanhallApp
    from tui.games.crystal_clans.pickable import seat_style
    from tui.settings.screen import THEME_NAMES, SettingsScreen

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(tmp_path))
    app = ClanhallApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await on_screen(pilot, "MainMenu")
        assert app.theme == DEFAULT
        await pilot.press("ctrl+t")
        await pilot_wait_until(pilot, lambda: app.theme != DEFAULT, "the next theme")
        assert app.theme == "clanhall-light"
        seen = []
        app.call_next(lambda: seen.append(seat_style(0)))  # as a widget renders: in the app
        await pilot_wait_until(pilot, lambda: seen, "the style read in the app")
        assert seen[0].color.triplet.hex == PALETTES["clanhall-light"].seats[0].lower()
        assert json.loads((tmp_path / "settings.json").read_text())["theme"] == "clanhall-light"

        settings = await press_to(pilot, "s", screen="SettingsScreen")
        assert isinstance(settings, SettingsScreen)
        await pilot.press("tab")  # from the languages to the themes
        themes = settings.query_one("#settings-themes")
        await pilot_wait_until(pilot, lambda: themes.has_focus, "the themes list focused")
        assert themes.highlighted == list(THEME_NAMES).index("clanhall-light")  # the list opens on the theme shown
        await pilot.press("down", "down", "enter")  # colour-blind, high contrast
        await pilot_wait_until(pilot, lambda: app.theme != "clanhall-light", "a theme chosen")
        assert app.theme == "clanhall-high-contrast"
        assert app.screen is settings
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
