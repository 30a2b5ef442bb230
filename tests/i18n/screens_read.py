"""Reading the interface's screens for English (issues 19 and 29 §8): what each screen shows,
read once it is drawn, through both checks — whole English phrases of our catalogues
(tests/i18n/screen_text.py) and single English words (tests/i18n/english_words.py) — and the
walks through a game's own screens that tests/i18n/test_whole_game_language.py makes around
its whole game (the new-game form, the first tutorial step, the replay, the analysis, the
board against a bot with its log, hint and reasons).

A screen that is one and the same whichever game is played is read once per language (issue
30 §3: each screen opened costs its frames): the help dialog and the host form from the menu
(tests/i18n/test_screens_no_english.py; the host form's game part is the new-game form's,
read per game), the form with a list open with the language's first game, a game's rules
summary from its game screen (the menu's rules entry opens the same screen for it)."""

from __future__ import annotations

import random

from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from core import i18n
from core.match import Match
from tests.i18n.english_words import english_words_in
from tests.i18n.screen_text import english_in, frame_lines
from tests.support.game_screens import drawn, refreshed
from tests.support.waiting import pilot_wait_until
from tui.learn.screen import TutorialScreen
from tui.screens.new_game import NewGameScreen
from tui.widgets.result import GameOverScreen

GAMES = {
    "clans": {"players": 2},
    "crystal-clans": {"players": 2, "clan1": "blood", "clan2": "skull"},
    "crimson-company": {"players": 2, "variant": "duel"},
}
GAMES_OF = {"de": tuple(GAMES), "es": ("crystal-clans",)}  # the games each language translates
BOT = "bot:mcts:iterations=40,workers=1"  # a bot that has reasons to show, searching briefly
COACH = "mcts:iterations=60,workers=1"
# moves played before the board is read: a position where the human's moves soon hand the
# turn to the bot (each move is redrawn): Crystal Clans after 24 moves took the human 10 moves
# and the bot 6 before the reasons could be read, after 72 it takes 1 and 5 (found by
# playing on from each even count headless, the human's first legal move against the bot)
MOVES = {"clans": 24, "crimson-company": 24, "crystal-clans": 72}
HUMAN_MOVES = 30  # at most, before the bot has moved
# The board's seed where it is not 2024's: Crystal Clans' 2024 grows a 20-unit horde on the
# human's side by move 72, whose summons and one-unit-at-a-time orders keep the first
# option of every decision on the human's side for 61 moves; 2035's passes the turn at once.
BOARD_SEEDS = {"crystal-clans": 2035}
ANALYSIS = 10  # the analysis' search per decision: its words, not its judgement, are read
NAMES = ("Ada", "Bruno")  # the seats' names: no text of ours
# what a screen may show that is no text of ours: the seats' names, and the settings offer
# each language by its own name
OWN = (*NAMES, "English")


def app_options(**options) -> dict:
    """The app the screens are read in: bots move at once and think in this process, the
    coach searches briefly, nothing is autosaved."""
    return dict(bot_delay=0, autosave=False, bot_processes=False, coach_spec=COACH) | options


def played(game_id: str, moves: int | None, seats=("human", "bot:random"), seed: int = 2024) -> Match:
    """A match after `moves` seeded random moves (None: to its end), on seat 0's turn."""
    match = Match(game_id, dict(GAMES[game_id]), seed, seats=list(seats), names=list(NAMES))
    rng = random.Random(seed)
    while not match.is_over() and (moves is None or len(match.log) < moves or match.state.to_move() != 0):
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return match


async def read(pilot, seen: list[str], where: str) -> None:
    """Read the screen on top once it is mounted and drawn, with what it put off until after
    its first refresh (a half-built screen shows fewer words: a check that passes), through
    both checks; what they find goes to `seen`, each with where it was."""
    await drawn(pilot)
    lines, lang = frame_lines(pilot.app), i18n.language()
    found = english_in(lines, lang) + english_words_in(lines, lang, OWN)
    seen += [f"{where} ({type(pilot.app.screen).__name__}): {line}" for line in found]


async def back_to(pilot, screen) -> None:
    """Escape from each screen on top (once it is mounted: a dialog drops older keys) until
    `screen` is on top."""
    app = pilot.app
    while app.screen is not screen:
        top = app.screen
        await pilot_wait_until(pilot, lambda top=top: top.is_mounted, f"{type(top).__name__} mounted")
        await pilot.press("escape")
        await pilot_wait_until(pilot, lambda top=top: app.screen is not top, f"{type(top).__name__} closed")


async def opened_over(pilot, under) -> None:
    """Wait until a screen opened over `under` (by a key) is on top."""
    app = pilot.app
    await pilot_wait_until(pilot, lambda: app.screen is not under, "a screen opened")


async def forms_and_tutorial(pilot, seen: list[str], game_id: str, lang: str) -> None:
    """From the menu: the new-game form with `game_id` chosen (for the language's first game
    also with its game list open), and the game's tutorial's first step; back to the menu.
    The host form is the menu test's (its own fields are the same whichever game is chosen;
    its game part is this form's)."""
    app = pilot.app
    menu = app.screen
    app.push_screen(NewGameScreen(seed=7, game_id=game_id))
    await pilot_wait_until(pilot, lambda: bool(app.screen.query("#game-part")), "the new-game form")
    assert app.screen.query_one("#game", Select).value == game_id
    await read(pilot, seen, "new game")
    if game_id == GAMES_OF[lang][0]:
        await read_with_a_list_open(pilot, seen)
    await back_to(pilot, menu)
    app.push_screen(TutorialScreen(game_id, 0))
    await read(pilot, seen, "tutorial step 1")
    await back_to(pilot, menu)


async def read_with_a_list_open(pilot, seen: list[str]) -> None:
    """The form on top read with its game list open (its list's keys in the footer), then
    the list closed again."""
    app = pilot.app
    select = app.screen.query_one("#game", Select)
    select.expanded = True
    await read(pilot, seen, "new game, a list open")
    select.expanded = False  # escape would close the list, not the form
    # the list's focus goes back to the select through the app's queue: an escape
    # pressed before that reaches the closing list, and the form stays
    await refreshed(app.screen)
    await pilot_wait_until(pilot, lambda: not isinstance(app.focused, SelectOverlay), "the list's focus gone")


async def replay_from_the_result(pilot, seen: list[str]) -> None:
    """From the result on top: its replay, and the replay a move on."""
    app = pilot.app
    assert isinstance(app.screen, GameOverScreen), f"the result on top, not {type(app.screen).__name__}"
    await drawn(pilot)  # the result takes fresh keys only
    await pilot.press("r")
    await pilot_wait_until(pilot, lambda: type(app.screen).__name__ == "ReplayScreen", "the replay")
    await read(pilot, seen, "replay")
    replay = app.screen
    move = replay.move
    await pilot.press("right")
    await pilot_wait_until(pilot, lambda: replay.move != move, "a move on")
    await read(pilot, seen, "replay, a move on")


async def analysis(pilot, seen: list[str], match: Match, folder) -> None:
    """The analysis of the finished `match`, on a small search (its chart, mistakes and
    notes). The review is made here, in this process, and kept where the screen looks first,
    so the screen opens it at once: reviewed by the screen it would start a pool of worker
    processes and redraw its progress bar after each of the game's decisions (70 frames for
    Crystal Clans), and what is read is the same finished review either way (the running
    review is tests/tui/analysis' part)."""
    from ai.analysis import review_game
    from tui.analysis import cache
    from tui.analysis.screen import AnalysisScreen

    screen = AnalysisScreen(match, folder=folder, iterations=ANALYSIS)
    review = review_game(
        match.game.id, match.config, match.seed, match.actions(), seconds=None, iterations=ANALYSIS, jobs=1
    )
    assert review is not None and cache.store(folder, match, screen.budget, review)
    pilot.app.push_screen(screen)
    await pilot_wait_until(pilot, lambda: screen.review is not None, "the analysis")
    await read(pilot, seen, "analysis")


async def board_with_a_bot(pilot, seen: list[str], game_id: str) -> None:
    """The board mid-game against a searching bot, with its log and the hint; the bot's
    reasons after its move, and the board after it. The rules summary is read from the
    whole game's screen (the same RulesScreen), the help from the menu (the app's one
    HelpScreen, a dialog over whatever is on screen)."""
    app = pilot.app
    app.open_match(played(game_id, MOVES[game_id], seats=("human", BOT), seed=BOARD_SEEDS.get(game_id, 2024)))
    screen = await pilot_wait_until(pilot, lambda: app.game_screen() is not None and app.game_screen())
    await pilot_wait_until(pilot, lambda: screen.waiting_for == 0 and app.screen is screen, "the human's turn")
    await read(pilot, seen, "board")
    await pilot.press("g")
    await read(pilot, seen, "board with its log")
    await pilot.press("h")
    await pilot_wait_until(pilot, lambda: screen.hint_advice is not None, "the hint")
    await read(pilot, seen, "hint")
    await pilot.press("h")
    for _ in range(HUMAN_MOVES):  # the human moves until the bot has moved (a turn may ask twice)
        await back_to(pilot, screen)  # a dialog the human's turn opened
        screen.play(screen.legal[0])
        await pilot_wait_until(pilot, lambda: screen.waiting_for == 0 or screen.finished, "the human's turn")
        if screen.bot_reasons or screen.finished:
            break
    assert screen.bot_reasons, "the bot never moved"
    await back_to(pilot, screen)
    await pilot.press("r")
    await opened_over(pilot, screen)
    await read(pilot, seen, "reasons")
    await pilot.press("escape")
    await pilot_wait_until(pilot, lambda: app.screen is screen, "the board again")
    await read(pilot, seen, "the board after the bot's move")
