"""No English word on a German or Spanish screen (issue 29 §8): every screen of the interface
— the main menu and what each of its entries opens (new game, learn, profile, load, host,
join, settings, help), and per game the new-game form, the board with its legends, the log,
the hint panel, the bots' reasons, the rules summary, the first tutorial step, the result, the
replay and the analysis — is opened in German and in Spanish and read word by word
(tests/i18n/english_words.py).

Spanish covers the shared interface and Crystal Clans (core/i18n/sources.py, SCOPE), so the
Spanish run opens that game's screens only. The words come from the compiled catalogues: a
message added since the last `make i18n` reads as English here until its translation is in.

A screen that is one and the same whichever game is played is read once per language (issue
30 §3: each screen opened costs its frames): the help dialog and the host form (from the
menu: the host form's game part is the new-game form's, read per game), the form with a list
open (with the language's first game); a game's rules summary is read from its game (the
menu's rules entry opens the same screen for it)."""

from __future__ import annotations

import pytest
from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from core import i18n
from core.match import Match
from core.savefile import write_save
from tests.i18n.english_words import english_words_in
from tests.i18n.screen_text import screen_lines
from tests.saves.support import NOW
from tests.support.game_screens import drawn, refreshed
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.learn.screen import TutorialScreen
from tui.screens.new_game import NewGameScreen
from tui.widgets.result import GameOverScreen

GAMES = {
    "clans": {"players": 2},
    "crystal-clans": {"players": 2, "clan1": "blood", "clan2": "skull"},
    "crimson-company": {"players": 2, "variant": "duel"},
}
GAMES_OF = {"de": tuple(GAMES), "es": ("crystal-clans",)}  # the games each language translates
CASES = [(lang, game_id) for lang, games in GAMES_OF.items() for game_id in games]
# the main menu's entries but rules (per game below), the help and the command palette
MENU_KEYS = ("n", "t", "p", "l", "h", "j", "s", "f1", "ctrl+p")
BOT = "bot:mcts:iterations=40,workers=1"  # a bot that has reasons to show, searching briefly
COACH = "mcts:iterations=60,workers=1"
# moves played before the board is read: a position where the human's moves soon hand the
# turn to the bot (each move is redrawn): Crystal Clans after 24 moves took the human 10 moves
# and the bot 6 before the reasons could be read, after 72 it takes 1 and 5 (found by
# playing on from each even count headless, the human's first legal move against the bot)
MOVES = {"clans": 24, "crimson-company": 24, "crystal-clans": 72}
HUMAN_MOVES = 30  # at most, before the bot has moved
ANALYSIS = 10  # the analysis' search per decision: its words, not its judgement, are read
NAMES = ("Ada", "Bruno")  # the seats' names: no text of ours
# what a screen may show that is no text of ours: the seats' names, and the settings offer
# each language by its own name
OWN = (*NAMES, "English")


def _played(game_id: str, moves: int | None, seats=("human", "bot:random"), seed: int = 2024) -> Match:
    """A match after `moves` seeded random moves (None: to its end), on seat 0's turn."""
    import random

    match = Match(game_id, dict(GAMES[game_id]), seed, seats=list(seats), names=list(NAMES))
    rng = random.Random(seed)
    while not match.is_over() and (moves is None or len(match.log) < moves or match.state.to_move() != 0):
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return match


async def _read(pilot, seen: list[str], where: str) -> None:
    """Read the screen on top once it is mounted and drawn, with what it put off until
    after its first refresh (a half-built screen shows fewer words: a check that passes)."""
    await drawn(pilot)
    found = english_words_in(screen_lines(pilot.app), i18n.language(), OWN)
    seen += [f"{where} ({type(pilot.app.screen).__name__}): {line}" for line in found]


async def _back_to(pilot, screen) -> None:
    """Escape from each screen on top (once it is mounted: a dialog drops older keys) until
    `screen` is on top."""
    app = pilot.app
    while app.screen is not screen:
        top = app.screen
        await pilot_wait_until(pilot, lambda top=top: top.is_mounted, f"{type(top).__name__} mounted")
        await pilot.press("escape")
        await pilot_wait_until(pilot, lambda top=top: app.screen is not top, f"{type(top).__name__} closed")


async def _opened(pilot, under) -> None:
    """Wait until a screen opened over `under` (by a key) is on top."""
    app = pilot.app
    await pilot_wait_until(pilot, lambda: app.screen is not under, "a screen opened")


async def _run(lang: str, tmp_path, monkeypatch, scenario, **options) -> list[str]:
    """`scenario(pilot, seen)` run on a fresh app in `lang`; the English it saw."""
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "clanhall.log"))
    i18n.set_language(lang)
    seen: list[str] = []
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False, coach_spec=COACH, **options)
    async with app.run_test(size=(120, 40)) as pilot:
        await scenario(pilot, seen)
    return seen


@pytest.mark.parametrize("lang", ["de", "es"])
async def test_the_menu_and_what_it_opens_show_no_english(lang, tmp_path, monkeypatch):
    from tui.profile.record import record_finished

    saves = tmp_path / "saves"
    for game_id in GAMES_OF[lang]:
        saves.mkdir(exist_ok=True)  # a short file name: a long one wraps in the preview
        write_save(_played(game_id, 12), saves / f"{game_id}.clanhall", now=NOW)
        finished = _played(game_id, None, seats=("human", "bot:mcts:level=easy"))
        assert record_finished(finished, finished.result()) is None  # the profile shows its table and chart

    async def scenario(pilot, seen) -> None:
        menu = await on_screen(pilot, "MainMenu")
        await _read(pilot, seen, "menu")
        for key in MENU_KEYS:
            await pilot.press(key)
            await _opened(pilot, menu)
            await _read(pilot, seen, f"menu, {key}")
            await _back_to(pilot, menu)

    seen = await _run(lang, tmp_path, monkeypatch, scenario, saves_dir=str(saves))
    assert seen == [], "\n".join(seen)


async def _forms_and_tutorial(pilot, seen: list[str], game_id: str, lang: str) -> None:
    """The new-game form with `game_id` chosen (for the language's first game also with its
    game list open), and the game's tutorial's first step. The host form is the menu test's
    (its own fields are the same whichever game is chosen; its game part is this form's)."""
    app = pilot.app
    menu = app.screen
    app.push_screen(NewGameScreen(seed=7, game_id=game_id))
    await pilot_wait_until(pilot, lambda: bool(app.screen.query("#game-part")), "the new-game form")
    assert app.screen.query_one("#game", Select).value == game_id
    await _read(pilot, seen, "new game")
    if game_id == GAMES_OF[lang][0]:
        await _read_with_a_list_open(pilot, seen)
    await _back_to(pilot, menu)
    app.push_screen(TutorialScreen(game_id, 0))
    await _read(pilot, seen, "tutorial step 1")
    await _back_to(pilot, menu)


async def _read_with_a_list_open(pilot, seen: list[str]) -> None:
    """The form on top read with its game list open (its list's keys in the footer), then
    the list closed again."""
    app = pilot.app
    select = app.screen.query_one("#game", Select)
    select.expanded = True
    await _read(pilot, seen, "new game, a list open")
    select.expanded = False  # escape would close the list, not the form
    # the list's focus goes back to the select through the app's queue: an escape
    # pressed before that reaches the closing list, and the form stays
    await refreshed(app.screen)
    await pilot_wait_until(pilot, lambda: not isinstance(app.focused, SelectOverlay), "the list's focus gone")


async def _board(pilot, seen: list[str], game_id: str) -> None:
    """The board mid-game, its log, hint, rules and help; a bot's reasons after its move."""
    app = pilot.app
    app.open_match(_played(game_id, MOVES[game_id], seats=("human", BOT)))
    screen = await pilot_wait_until(pilot, lambda: app.game_screen() is not None and app.game_screen())
    await pilot_wait_until(pilot, lambda: screen.waiting_for == 0 and app.screen is screen, "the human's turn")
    await _read(pilot, seen, "board")
    await pilot.press("g")
    await _read(pilot, seen, "board with its log")
    await pilot.press("h")
    await pilot_wait_until(pilot, lambda: screen.hint_advice is not None, "the hint")
    await _read(pilot, seen, "hint")
    await pilot.press("h")
    for _ in range(HUMAN_MOVES):  # the human moves until the bot has moved (a turn may ask twice)
        await _back_to(pilot, screen)  # a dialog the human's turn opened
        screen.play(screen.legal[0])
        await pilot_wait_until(pilot, lambda: screen.waiting_for == 0 or screen.finished, "the human's turn")
        if screen.bot_reasons or screen.finished:
            break
    assert screen.bot_reasons, "the bot never moved"
    await _back_to(pilot, screen)
    await pilot.press("r")
    await _opened(pilot, screen)
    await _read(pilot, seen, "reasons")
    # the board after the bot's move, then the rules summary: the one RulesScreen the menu's
    # rules entry opens too (read here only); the help is the app's one HelpScreen, a dialog
    # over whatever is on screen, read from the menu (test_the_menu_and_what_it_opens...)
    for key, where in (("escape", "the board after the bot's move"), ("question_mark", "the rules")):
        top = app.screen
        await pilot.press(key)
        await _opened(pilot, top)  # a screen closed or opened
        await _read(pilot, seen, where)
    await _back_to(pilot, screen)


async def _result_and_replay(pilot, seen: list[str], game_id: str) -> None:
    app = pilot.app
    app.open_match(_played(game_id, None))
    await pilot_wait_until(pilot, lambda: isinstance(app.screen, GameOverScreen), "the result")
    await _read(pilot, seen, "result")
    await pilot.press("r")
    await pilot_wait_until(pilot, lambda: type(app.screen).__name__ == "ReplayScreen", "the replay")
    await _read(pilot, seen, "replay")
    replay = app.screen
    move = replay.move
    await pilot.press("right")
    await pilot_wait_until(pilot, lambda: replay.move != move, "a move on")
    await _read(pilot, seen, "replay, a move on")


async def _analysis(pilot, seen: list[str], game_id: str, folder) -> None:
    """The analysis of a finished game, on a small search (its chart, mistakes and notes).
    The review is made here, in this process, and kept where the screen looks first, so the
    screen opens it at once: reviewed by the screen it would start a pool of worker processes
    and redraw its progress bar after each of the game's decisions (70 frames for Crystal
    Clans), and what is read is the same finished review either way (the running review is
    tests/tui/analysis' part)."""
    from ai.analysis import review_game
    from tui.analysis import cache
    from tui.analysis.screen import AnalysisScreen

    match = _played(game_id, None)
    screen = AnalysisScreen(match, folder=folder, iterations=ANALYSIS)
    review = review_game(game_id, match.config, match.seed, match.actions(), seconds=None, iterations=ANALYSIS, jobs=1)
    assert review is not None and cache.store(folder, match, screen.budget, review)
    pilot.app.push_screen(screen)
    await pilot_wait_until(pilot, lambda: screen.review is not None, "the analysis")
    await _read(pilot, seen, "analysis")


@pytest.mark.parametrize("lang,game_id", CASES, ids=[f"{lang}-{game_id}" for lang, game_id in CASES])
async def test_a_games_screens_show_no_english(lang, game_id, tmp_path, monkeypatch):
    async def scenario(pilot, seen) -> None:
        await on_screen(pilot, "MainMenu")
        await _forms_and_tutorial(pilot, seen, game_id, lang)
        await _board(pilot, seen, game_id)
        await _result_and_replay(pilot, seen, game_id)
        await _analysis(pilot, seen, game_id, tmp_path / "analysis")

    seen = await _run(lang, tmp_path, monkeypatch, scenario)
    assert seen == [], "\n".join(seen)


async def test_the_check_sees_english_on_an_english_screen(tmp_path, monkeypatch):
    """The menu read in English is caught by the German check (the check can fail)."""

    async def scenario(pilot, seen) -> None:
        await refreshed(await on_screen(pilot, "MainMenu"))
        seen += english_words_in(screen_lines(pilot.app), "de")

    seen = await _run("en", tmp_path, monkeypatch, scenario)
    assert any("'game'" in line for line in seen), seen
