"""Nothing cut at 80x24 (issue 29 §6): the game screen's title keeps the game, whose turn
and "you: <name>" with the longest names, dropping the progress first and never cutting a
word; the result's buttons show every label whole (`assert_buttons_whole`, read where a
result is up anyway: the Crystal Clans result in English, German and Spanish at 80x24 and
120x40 in tests/tui/test_s16_dialog_keys.py, each game's German result in
tests/tui/test_trial_s15.py). (From the final board escape, "Result" in the footer, puts
the result up again: tests/tui/test_trial_s15.py, which opens the final boards in German;
the hint's title at 80 columns: tests/tui/test_hint_80.py.)"""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Static

from core import i18n
from core.i18n import _
from tests.i18n.screen_text import screen_lines
from tests.support.drawn_rows import drawn_lines
from tests.support.game_screens import refreshed
from tests.support.screens import back_on, on_screen
from tests.support.waiting import pilot_wait_until
from tests.tui.test_footer_fits import footer_drawn, footer_fits_at
from tests.tui.test_snapshots import seeded_match
from tests.tui.test_snapshots_languages import GAMES
from tui.app import ClanhallApp
from tui.coach.hint_panel import keys_after
from tui.screens.new_game import NAME_LENGTH
from tui.widgets.result import BUTTONS
from tui.widgets.title import clip_words, fit_title

LONG_NAME = "Maximiliane Ostermann"[:NAME_LENGTH]  # a given name at the form's limit


@pytest.fixture
def language():
    """Set a language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


def test_the_title_narrows_then_drops_the_progress_in_the_order_given():
    parts = ["Game", "Ann to move", "round 3", "castles 1–0", "you: Ann"]
    assert fit_title(parts, 80) == "Game  ·  Ann to move  ·  round 3  ·  castles 1–0  ·  you: Ann"
    assert fit_title(parts, 55, drop=[2, 3]) == "Game · Ann to move · round 3 · castles 1–0 · you: Ann"
    assert fit_title(parts, 45, drop=[2, 3]) == "Game · Ann to move · castles 1–0 · you: Ann"
    assert fit_title(parts, 31, drop=[2, 3]) == "Game · Ann to move · you: Ann"


def test_a_title_too_long_even_so_is_shortened_at_a_word():
    assert clip_words("Game · Ann to move · you: Ann", 16) == "Game · Ann to…"
    assert fit_title(["Game", "Ann to move", "you: Ann"], 16) == "Game · Ann to…"


def players(game_id: str, moves: int, config: dict):
    """A seeded match whose human has a name at the form's limit and whose bot is named
    as an expert bot is ("Bot · experto" in Spanish)."""
    match = seeded_match(game_id, moves, config=config)
    match.names[:] = [LONG_NAME, "Bot · expert"]
    return match


async def open_on_the_humans_turn(app, pilot, match, last=None):
    """Open `match` (over the game screen `last`, if any) and wait for the human's turn."""
    app.open_match(match)
    screen = await pilot_wait_until(
        pilot, lambda: app.game_screen() not in (None, last) and app.game_screen(), "the game screen"
    )
    await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the human's turn")
    return screen


def assert_title_whole(app, screen) -> None:
    """The title keeps the game, whose turn and "you: <name>", and cuts no word; the status
    line's own text fits the 80 columns, so nothing of it is cropped."""
    title = drawn_lines(app)[0].strip()
    assert title.startswith(screen.session.game.name), title
    assert _("{name} to move").format(name=LONG_NAME) in title, title
    assert title.endswith(_("you: {name}").format(name=LONG_NAME)), title
    assert "…" not in title
    status = str(screen.query_one("#status", Static).render())
    assert cell_len(status) <= 80, status


@pytest.mark.parametrize("game", list(GAMES))
async def test_at_80_columns_the_title_is_whole_and_escape_asks_to_leave(language, game):
    """In German (the longest words), one app per game: at 120x40 the title keeps the
    progress; narrowed to 80x24 it is fitted again and keeps the game, the turn and you;
    escape during the game asks to leave; and (back in the game) the turn's list offers
    Enter in the footer. At both sizes the footer shows whole keys only, F1 and Enter among
    them (tests/tui/test_footer_fits.py's check, for the German game screens). One app
    reads all of it: an app start-up and a game screen's first frames cost more than each
    check. (A game opened at 80x24 from the start: the Spanish and English cases below,
    and the snapshots.)"""
    language("de")
    game_id, moves, config = GAMES[game]
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        match = players(game_id, moves, config)
        screen = await open_on_the_humans_turn(app, pilot, match)
        await footer_drawn(app, pilot)
        await footer_fits_at(app, pilot, (120, 40), game)
        wide = drawn_lines(app)[0]  # with room, the progress is kept (a game may part it at its commas)
        assert all(part in wide for part in str(match.state.progress_label()).split(", ")), wide
        await pilot.resize_terminal(80, 24)
        you = _("you: {name}").format(name=LONG_NAME)
        await pilot_wait_until(pilot, lambda: title_drawn_at(app, 80).endswith(you), "the title fitted")
        assert_title_whole(app, screen)
        await footer_fits_at(app, pilot, (80, 24), game)
        await pilot_wait_until(pilot, lambda: f"esc {_('Menu')}" in footer_line(app), "the footer's Menu")
        await pilot.press("escape")
        await on_screen(pilot, "ConfirmDialog")
        await pilot.press("n")  # stay
        await back_on(pilot, screen)
        # Enter is offered on the turn's list (tests/tui/test_trial_s15.py: not on the final board's)
        screen.query_one("#actions").focus()
        play = _("Play the highlighted action")
        await pilot_wait_until(pilot, lambda: play in footer_line(app), "Enter offered on the turn's list")


async def test_the_title_keeps_the_game_the_turn_and_you_at_80_columns(language):
    """Games opened at 80x24 from the start, in one app (it was one each): Spanish Crystal
    Clans, then English Crimson Company (opened over the last, which it replaces)."""
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for lang, game in (("es", "crystal-clans"), ("en", "crimson-company")):
            language(lang)
            game_id, moves, config = GAMES[game]
            last = app.game_screen()
            screen = await open_on_the_humans_turn(app, pilot, players(game_id, moves, config), last)
            assert_title_whole(app, screen)


def title_drawn_at(app, width: int) -> str:
    """The title row of the frame drawn at `width` columns ("" while the last frame drawn
    is another width's: the compositor's rows are those of its last layout, and the wide
    title ends with "you: <name>" too)."""
    row = drawn_lines(app)[0]
    return row.strip() if cell_len(row) == width else ""


def footer_line(app) -> str:
    """The footer's line of the screen (the last line that names F1 help)."""
    # the SVG export, not the compositor's rows: a footer is rebuilt after a focus change
    # or a resize, and the footer-fit polls once waited out their deadline on the rows
    return next((line for line in reversed(screen_lines(app)) if "f1 " in line), "")


async def finished_game(app, pilot, game: str):
    """Open a game played to its end; returns its screen once the result is up."""
    game_id, _moves, config = GAMES[game]
    app.open_match(seeded_match(game_id, None, config=config))
    await on_screen(pilot, "GameOverScreen")
    await pilot_wait_until(pilot, lambda: app.screen.focused is not None, "the result's first button")
    await refreshed(app.screen)  # laid out with its buttons
    return app.game_screen()


def assert_buttons_whole(app) -> None:
    shown = "\n".join(drawn_lines(app))
    for action, label, key in BUTTONS:
        if action != "rematch":  # shown only while a host offers one
            assert f"{_(label)} [{key}]" in shown, (label, shown)


def test_the_hint_keys_go_on_a_line_of_their_own_when_the_title_is_long():
    assert keys_after("Hint for Ann", "j: go to ① · h: close", 80) == "Hint for Ann · j: go to ① · h: close"
    assert keys_after("Hint for Ann — 1000 playouts", "j: go to ① · h: close", 40) == (
        "Hint for Ann — 1000 playouts\nj: go to ① · h: close"
    )
