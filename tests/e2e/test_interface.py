"""Every game and variant in the interface, as a user plays it: the app started the way
`clanhall play --game G --players human,mcts:iterations=30,...` starts it, driven by
Textual's Pilot, the human's moves picked from the action list with the keyboard, the bots
answering from their worker processes through the app's own bot runner; the game ends on
the result screen. A bot failure (its dialog) fails the test.

Which games are played from their first move (issue 30 §3): the three Clans games (short)
and the Crimson Company duel. The others (LATE) start two thirds into a seeded random game
played through the match, and from there the interface plays them with their bots in their
worker processes to the result screen, at about a third of the cost. The other Crimson
variants differ from the duel in their seats and their set-up (which tests/tui/test_flow.py
and the snapshots start in the interface), not in the screens of their middle game; Crystal
Clans (about 370 moves, the slowest case) is played from its first move through the
interface by tests/tui/games/crystal_clans/test_board.py and the language tests
(tests/i18n/test_whole_game_language.py), so here it is the worker bots that matter."""

from __future__ import annotations

import argparse
import random

import pytest
from textual.screen import ModalScreen
from textual.widgets import OptionList

from tests.e2e.cases import CASES, IDS
from tests.support.game_screens import logged
from tests.support.late import late_match
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.commands import setup_from_args
from tui.games.base import GameScreen
from tui.screens.bot_failed import BotFailedDialog
from tui.screens.dialogs import ChoiceDialog
from tui.widgets.hand_over import HandOverScreen
from tui.widgets.result import GameOverScreen

BOT = "mcts:iterations=30"
MAX_ANSWERS = 3000  # a game's human decisions and dialogs, with room to spare
LATE = {"crystal-clans", "crimson-2v2", "crimson-ffa-3", "crimson-solo", "crimson-co-op"}
HEADLESS_SHARE = 2 / 3  # of a LATE case's random game, played through the match first


def play_args(game_id: str, config: dict) -> argparse.Namespace:
    """What `clanhall play` parses from its command line for this case."""
    players = ",".join(["human"] + [BOT] * (config["players"] - 1))
    return argparse.Namespace(
        game=game_id, players=players, variant=config.get("variant"), option=[], seed=21, load=None
    )


async def pick_from_action_list(pilot, screen: GameScreen, rng: random.Random) -> None:
    """Play a random action of the list (not its "more moves" line), and wait until the
    game has logged it: the list's choice reaches the game in messages and a worker."""
    actions = screen.query_one("#actions", OptionList)
    playable = [i for i in range(actions.option_count) if not actions.get_option_at_index(i).disabled]
    n = screen.shown_log
    actions.focus()
    actions.highlighted = playable[rng.randrange(len(playable))]
    await pilot.press("enter")
    await logged(pilot, screen, n)


async def answer_dialog(pilot, dialog: ModalScreen) -> None:
    """A dialog that asks the human: take its first choice (a choice list), or close it
    to answer from the action list (the auction dialog), or go on (a hand-over); wait
    until it is closed and a choice taken has been logged."""
    if isinstance(dialog, BotFailedDialog):
        raise AssertionError(f"a bot failed: {dialog.title_text}")
    app = pilot.app
    if isinstance(dialog, ChoiceDialog):
        screen = app.game_screen()
        n = screen.shown_log
        dialog.query_one(OptionList).focus()
        await pilot.press("enter")
        await logged(pilot, screen, n)
        return
    await pilot.press("enter" if isinstance(dialog, HandOverScreen) else "escape")
    await pilot_wait_until(pilot, lambda: app.screen is not dialog, f"{type(dialog).__name__} closed")


async def play_to_the_end(pilot, app: ClanhallApp, rng: random.Random) -> int:
    """Answer every human decision until the result screen shows; returns the moves made.
    Bounded by answers, not seconds; waiting for the bots has a deadline only as a hang guard."""
    picks = 0
    for _ in range(MAX_ANSWERS):
        await pilot_wait_until(pilot, lambda: something_to_answer(app), "a decision, a dialog or the result")
        if isinstance(app.screen, GameOverScreen):
            return picks
        screen = app.game_screen()
        if isinstance(app.screen, ModalScreen):
            await answer_dialog(pilot, app.screen)
        else:
            await pick_from_action_list(pilot, screen, rng)
            picks += 1
    raise AssertionError(f"no result after {MAX_ANSWERS} answers")


def something_to_answer(app: ClanhallApp) -> bool:
    """The result, a dialog (mounted: it drops an older key), or the human's turn on the
    game screen."""
    if isinstance(app.screen, (GameOverScreen, ModalScreen)):
        return app.screen.is_mounted
    screen = app.game_screen()
    return screen is not None and screen.waiting_for is not None and bool(screen.legal)


@pytest.mark.parametrize("case,game_id,config", CASES, ids=IDS)
async def test_the_interface_plays_a_whole_game_against_the_bot(case, game_id, config, tmp_path, monkeypatch):
    log = tmp_path / "clanhall.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    setup = setup_from_args(play_args(game_id, config))
    late = late_match(setup.make_match, setup.seed, HEADLESS_SHARE) if case in LATE else None
    app = ClanhallApp(setup=None if late else setup, bot_delay=0, saves_dir=str(tmp_path / "saves"))
    async with app.run_test(size=(120, 40)) as pilot:
        if late:
            app.open_match(late)
        start = len(late.log) if late else 0
        picks = await play_to_the_end(pilot, app, random.Random(3))
        match = app.screen.match
        assert match.is_over() and picks > 0 and (late is None or match is late)
        assert any(entry.seat != 0 for entry in match.log[start:]) or config["players"] == 1
    assert match.seats[0] == "human" and all(s == f"bot:{BOT}" for s in match.seats[1:])
    assert not log.exists(), log.read_text()
