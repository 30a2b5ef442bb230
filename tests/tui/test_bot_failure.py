"""A bot that fails is reported, never replaced by a made-up move: one line on screen, the
traceback in the error log, and a dialog to ask it again, play on against another
opponent, or leave. The failing bot runs in the real worker process, as in play."""

from __future__ import annotations

import random

import pytest
from textual.widgets import OptionList, Static

import ai.registry
from core.match import Match
from core.savefile import write_save
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.bot_failed import BotFailedDialog


@pytest.fixture
def error_log(tmp_path, monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "failing", "tests.tui.failing_bot:FailingBot")
    log = tmp_path / "clanhall.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    return log


def bots_turn_match(bot: str) -> Match:
    """A Clans match against `bot` at the moment the bot (seat 2) must move."""
    match = Match("clans", {"players": 2}, 5, seats=["human", f"bot:{bot}"])
    rng = random.Random(5)
    while match.state.to_move() == 0:
        legal = match.state.legal_actions()
        match.submit(0, legal[rng.randrange(len(legal))])
    return match


async def wait_for(pilot, done) -> None:
    await pilot_wait_until(pilot, done)


def dialog_up(app) -> bool:
    """Whether a bot-failed dialog is on top, composed (its title and options queried)."""
    return isinstance(app.screen, BotFailedDialog) and app.screen.is_mounted


async def choose(pilot, dialog: BotFailedDialog, label_start: str) -> None:
    options = dialog.query_one(OptionList)
    labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    options.highlighted = next(i for i, label in enumerate(labels) if label.startswith(label_start))
    options.focus()  # through the app's queue: the enter must find it focused
    await pilot_wait_until(pilot, lambda: options.has_focus, "the dialog's options focused")
    await pilot.press("enter")


async def test_a_failing_bot_opens_the_dialog_and_makes_no_move(error_log):
    match = bots_turn_match("failing")
    moves = len(match.log)

    async def scenario():
        app = ClanhallApp(bot_delay=0)
        async with app.run_test(size=(100, 34)) as pilot:
            app.open_match(match)
            await wait_for(pilot, lambda: dialog_up(app))
            dialog = app.screen
            title = str(dialog.query_one(".dialog-title", Static).render())
            assert "Bot · failing failed: KeyError: 'do_answer'" in title  # the seat's one name
            assert str(error_log) in title
            assert len(match.log) == moves  # nothing was played for the bot
            log = error_log.read_text()
            assert "Traceback" in log and "KeyError: 'do_answer'" in log and "seat 2" in log

            await choose(pilot, dialog, "Ask it again")  # fails again: the dialog is back
            await wait_for(pilot, lambda: dialog_up(app) and app.screen is not dialog)
            assert len(match.log) == moves and error_log.read_text().count("Traceback") == 2

            await choose(pilot, app.screen, "Play on against the random bot")
            await wait_for(pilot, lambda: len(match.log) > moves)
            assert match.seats[1] == "bot:random" and match.log[moves].seat == 1
            assert not isinstance(app.screen, BotFailedDialog)

    await scenario()


async def test_a_save_naming_a_bot_that_is_not_installed_opens_and_offers_another(error_log, tmp_path):
    path = write_save(bots_turn_match("no-such-plugin"), directory=tmp_path, now=None)

    async def scenario():
        app = ClanhallApp(bot_delay=0, load=str(path))
        async with app.run_test(size=(100, 34)) as pilot:
            await wait_for(pilot, lambda: dialog_up(app))
            title = str(app.screen.query_one(".dialog-title", Static).render())
            assert "unknown bot 'no-such-plugin'" in title
            options = app.screen.query_one(OptionList)
            labels = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
            assert not any(label.startswith("Ask it again") for label in labels)
            await choose(pilot, app.screen, "Play on against the greedy bot")
            await wait_for(
                pilot,
                lambda: (
                    app.game_screen() is not None
                    and app.game_screen().match.seats[1] == "bot:greedy"
                    and app.game_screen().match.state.to_move() == 0
                ),
            )

    await scenario()
