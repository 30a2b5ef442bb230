"""Dialogs behave like dialogs (issue 29 §2): the first button is highlighted on open
and is what Enter does, arrows and Tab move between buttons; Leave opens on Stay; the
auction opens on its pass; ctrl+q in a game asks once, names the autosave, and quits on
the first Enter."""

from __future__ import annotations

import random

from textual.app import App
from textual.widgets import Button

from core.match import Match
from tests.support.screens import focus_by
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.dialogs import ConfirmDialog, QuitConfirm


class DialogApp(App):
    """Shows one dialog and keeps what it dismissed with."""

    CSS_PATH = "../../tui/app.tcss"

    def __init__(self, dialog) -> None:
        super().__init__()
        self.dialog, self.answers = dialog, []

    def on_mount(self) -> None:
        self.push_screen(self.dialog, self.answers.append)


def focused_label(app) -> str:
    focused = app.screen.focused
    return str(focused.label) if isinstance(focused, Button) else ""


async def test_a_confirm_dialog_opens_on_its_first_button_and_the_keys_move_between_buttons():
    app = DialogApp(ConfirmDialog("Really?", yes="Do it", no="Keep"))
    async with app.run_test() as pilot:
        await pilot_wait_until(pilot, lambda: focused_label(app), "a button focused")
        buttons = [str(b.label) for b in app.screen.query(Button)]
        assert buttons == ["Keep", "Do it"] and focused_label(app) == "Keep"
        moves = []
        for key in ("right", "left", "down", "up", "tab"):
            await focus_by(pilot, key)
            moves.append(focused_label(app))
        assert moves == ["Do it", "Keep", "Do it", "Keep", "Do it"]
        await pilot.press("enter")  # the highlighted one
        await pilot_wait_until(pilot, lambda: app.answers, "the answer")
        assert app.answers == [True]


def buyout_position():
    """A Crimson Company duel at an opponent's bid (buy out or pass), by seeded random
    play (bounded by moves)."""
    rng = random.Random(7)
    for seed in range(40):
        match = Match("crimson-company", {"players": 2}, seed, seats=["human", "human"])
        for _ in range(200):
            pending = match.pending()
            if pending is None:
                break
            kinds = {a[0] for a in pending.legal_actions}
            if pending.decision.kind == "answer" and kinds == {"buyout", "pass"}:
                return match, pending
            match.submit(pending.seat, rng.choice(pending.legal_actions))
    raise AssertionError("no buy-out in 40 seeded games")


async def test_the_auction_opens_on_pass_and_enter_passes():
    from tui.games.crimson_company.auction import auction_dialog

    match, pending = buyout_position()
    dialog = auction_dialog(pending.view, "answer", list(pending.legal_actions), match.names, pending.seat)
    app = DialogApp(dialog)
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot_wait_until(pilot, lambda: focused_label(app), "a button focused")
        labels = [str(b.label) for b in app.screen.query(Button)]
        assert labels[0] == "Pass" and focused_label(app) == "Pass"
        await focus_by(pilot, "right")
        assert focused_label(app).startswith("Buy out")
        await focus_by(pilot, "left")
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: app.answers, "the answer")
        assert app.answers[0][0] == "pass"


async def test_leave_stays_then_ctrl_q_asks_once_naming_the_autosave_and_enter_quits(tmp_path):
    """In one game: escape's Leave opens on Stay and enter stays; then ctrl+q asks once,
    names the autosave and quits on the first enter."""
    app = ClanhallApp(bot_delay=0, bot_processes=False, saves_dir=str(tmp_path))
    quits = []
    app.exit = lambda *args, **kwargs: quits.append(args)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(seeded_setup())
        game = await pilot_wait_until(pilot, lambda: app.game_screen(), "the game screen")
        await pilot_wait_until(pilot, lambda: game.waiting_for == 0, "the human's turn")
        game.play(game.legal[0])  # one move: the autosave is written
        await pilot_wait_until(pilot, lambda: game.waiting_for == 0 and game.match.log, "the human's next turn")
        from tui.saving import autosaved

        path = await pilot_wait_until(pilot, lambda: autosaved(game.match), "the autosave")
        await leave_opens_on_stay_and_enter_stays(app, pilot, game)
        await pilot.press("ctrl+q")
        await pilot_wait_until(pilot, lambda: isinstance(app.screen, QuitConfirm), "the quit question")
        text = str(app.screen.query_one(".dialog-title").render())
        assert path.name in text.replace("\n", "")
        assert focused_label(app) == "Quit" and not quits
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: quits, "the app quitting")
        assert len(quits) == 1


async def leave_opens_on_stay_and_enter_stays(app, pilot, game) -> None:
    await pilot.press("escape")
    await pilot_wait_until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the leave dialog")
    await pilot_wait_until(pilot, lambda: focused_label(app), "a button focused")
    first = app.screen.query(Button).first()
    assert str(first.label) == "Stay" and focused_label(app) == "Stay"
    await pilot.press("enter")
    await pilot_wait_until(pilot, lambda: app.screen is game, "back in the game")


def seeded_setup():
    from core.registry import get_game
    from tui.setup import GameSetup

    return GameSetup("clans", get_game("clans").normalize_config({"players": 2}), 2024, ["human", "bot:random"])
