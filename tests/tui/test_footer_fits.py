"""The footer never cuts a binding (issue 29 §6): in English, German and Spanish, at 80x24
and 120x40, the main menu's and each game screen's footer shows whole keys only (a key
and its whole description, or nothing of it), keeps F1 help and what Enter does, and
fits again when the terminal narrows.

One app per language reads every screen at both sizes: each screen opens at 120x40 and is
narrowed to 80x24, as a player's terminal is (a fresh start at 80x24 is drawn by the
snapshots, tests/tui/test_snapshots_languages.py); an app start-up costs more than the
check, so the screens of one language share it."""

from __future__ import annotations

import pytest
from textual.widgets._footer import FooterKey, FooterLabel

from core.i18n import set_language
from tests.i18n.screen_text import screen_lines
from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots import seeded_match
from tests.tui.test_snapshots_languages import GAMES
from tui.app import ClanhallApp
from tui.widgets.footer import Footer, kept

SIZES = [(80, 24), (120, 40)]
# the menu (None) and each game's screen; Clans is played in English and German only. The
# German game screens are read by tests/tui/test_cut_80.py (footer_fits_at), on the German
# screens it opens at 120x40 and narrows anyway.
SCREENS = {lang: [game for game in (None, *GAMES) if (lang, game) != ("es", "clans")] for lang in ("en", "es")}
# the German menu: test_the_footer_fits_again_when_the_terminal_narrows, below


def item_text(widget) -> str:
    """What a footer item reads on screen, without its padding."""
    if isinstance(widget, FooterLabel):
        return str(widget.content).strip()
    return f"{widget.key_display} {widget.description}".strip()


def assert_whole(footer: Footer, line: str) -> list[FooterKey]:
    """Every shown item is on the footer's line whole, and nothing else is: returns the
    keys shown."""
    shown = [key for key in footer.query_children(FooterKey) if key.display]
    rest = line
    for item in [*footer.query_children(FooterLabel), *shown]:
        text = item_text(item)
        assert text in rest, f"{text!r} is cut or missing in the footer {line!r}"
        rest = rest.replace(text, " ", 1)
    assert not rest.replace("▏", "").strip(), f"part of a key {rest.strip()!r} is left in the footer {line!r}"
    return shown


async def open_screen(app, pilot, game: str | None) -> None:
    if game is not None:
        game_id, moves, config = GAMES[game]
        app.open_match(seeded_match(game_id, moves, config=config))
        await pilot_wait_until(pilot, lambda: app.game_screen() is not None, "the game screen")
    await footer_drawn(app, pilot)


async def footer_drawn(app, pilot) -> None:
    """Wait until the screen on top has drawn its own footer, F1 first."""
    await pilot_wait_until(pilot, lambda: list(app.screen.query(FooterKey)), "the footer's keys")
    await pilot_wait_until(pilot, lambda: help_shown(app), "the footer drawn with its F1 key")
    await refreshed(app.screen)  # the screen's own frame, not the menu's under it


def help_shown(app) -> bool:
    """The footer's line shows its F1 key (it is drawn and fitted: F1 is kept first) and
    every key it keeps is laid out (a key the fit shows again has no width until the next
    layout: the line drawn before it lacks that key)."""
    keys = list(app.screen.query(FooterKey))
    f1 = [key for key in keys if key.key == "f1"]
    laid_out = all(key.region.width > 0 for key in keys if key.display)
    return bool(f1) and laid_out and item_text(f1[0]) in screen_lines(app)[-1]


@pytest.mark.parametrize("lang", list(SCREENS))
async def test_the_footer_shows_whole_keys_only(lang):
    """One app per language visits the menu and each game's screen in turn (back on the
    menu between them, where the terminal is widened again)."""
    set_language(lang)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=SIZES[-1]) as pilot:
        for game in SCREENS[lang]:
            if app.size != SIZES[-1]:
                app.close_game()
                await pilot.resize_terminal(*SIZES[-1])
                await pilot_wait_until(pilot, lambda: fitted(app, SIZES[-1]), "the menu widened again")
            await open_screen(app, pilot, game)
            for size in reversed(SIZES):
                await footer_fits_at(app, pilot, size, game)


async def footer_fits_at(app, pilot, size: tuple[int, int], game: str | None) -> None:
    """The terminal made `size` (if it is not) and the footer fitted again: it shows whole
    keys only, F1 help always and, on a game's screen, what Enter does."""
    if app.size != size:
        await pilot.resize_terminal(*size)
    await pilot_wait_until(pilot, lambda: fitted(app, size), f"the footer fitted to {size}")
    await refreshed(app.screen)  # the footer's own resize handler (its fit) has run
    # a rebuild of its keys (the focus settling) fits it once more, a layout later
    await pilot_wait_until(pilot, lambda: fitted(app, size), f"the footer fitted again to {size}")
    shown = assert_whole(app.screen.query_one(Footer), screen_lines(app)[-1])
    keys = {part for key in shown for part in key.key.split(",")}
    assert "f1" in keys, f"F1 help is always in the footer ({game or 'menu'}, {size})"
    if game is not None:
        assert "enter" in keys, f"a game screen's footer says what Enter does ({game}, {size})"


def fitted(app, size: tuple[int, int]) -> bool:
    """The screen is drawn at `size` with its footer fitted to that width."""
    footer = app.screen.query_one(Footer)
    return tuple(app.size) == size and footer.size.width == size[0] and help_shown(app)


async def test_the_footer_fits_again_when_the_terminal_narrows():
    """The German menu (the longest words): every key at 220 columns; narrowed to 120x40
    and then 80x24 the footer shows whole keys only, F1 first, and drops some at 80x24.
    (It was two apps: this one at 220 and 80 columns, and the German menu's case of the
    test above at 120 and 80.)"""
    set_language("de")
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(220, 40)) as pilot:
        await open_screen(app, pilot, None)
        footer = app.screen.query_one(Footer)
        assert all(key.display for key in footer.query_children(FooterKey))
        for size in reversed(SIZES):
            await footer_fits_at(app, pilot, size, None)
        keys = footer.query_children(FooterKey)
        await pilot_wait_until(pilot, lambda: not all(key.display for key in keys), "keys dropped")
        await refreshed(app.screen)
        assert_whole(footer, screen_lines(app)[-1])


def test_a_key_that_does_not_fit_is_left_out_whole_and_a_smaller_one_after_it_kept():
    assert kept([(0, 5), (1, 10), (2, 3)], 9) == {0, 2}
    assert kept([(0, 12)], 9) == set()
