"""The bots' reasons (r) and the evaluation bar (e): a bot move's estimate and the options
it weighed are shown at once when the bot knew nothing the human does not (the Crimson
Company duel), and only after the game where it did (Clans: its secret colour)."""

from __future__ import annotations

from tests.support.screens import on_screen
from tests.tui.coach.test_hint import wait_for
from tui.app import ClanhallApp
from tui.coach.reasons import ReasonsScreen
from tui.setup import GameSetup

BOT = "bot:mcts:iterations=60,workers=1"


def app_with(game_id: str, config: dict, processes: bool = True) -> ClanhallApp:
    from core.registry import get_game

    setup = GameSetup(game_id, get_game(game_id).normalize_config(config), 3, ["human", BOT])
    return ClanhallApp(
        setup=setup, bot_delay=0, autosave=False, bot_processes=processes, coach_spec="mcts:iterations=200"
    )


async def after_a_bot_move(pilot, app):
    screen = app.game_screen()
    while not screen.bot_reasons:
        await wait_for(pilot, lambda: screen.waiting_for == 0 or screen.finished)
        if screen.bot_reasons:
            break
        screen.play(screen.legal[0])
        await wait_for(pilot, lambda: screen.bot_reasons or screen.waiting_for == 0)
    # the bot may still be playing on (bot_delay=0): wait until the bots are done and the
    # human is asked; asking may have opened a dialog (Crimson Company's auction) in the
    # same step, once per turn: close it (once it is mounted, or it drops the key)
    await wait_for(pilot, lambda: screen.waiting_for == 0 or screen.finished)
    while app.screen is not screen:
        dialog = app.screen
        await wait_for(pilot, lambda dialog=dialog: dialog.is_mounted)
        await pilot.press("escape")
        await wait_for(pilot, lambda dialog=dialog: app.screen is not dialog)
    return screen


async def test_a_duel_bot_shows_its_reasons_and_the_eval_bar_follows_them():
    app = app_with("crimson-company", {"variant": "duel", "players": 2})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await after_a_bot_move(pilot, app)
        reason = screen.bot_reasons[0]
        assert reason.public and reason.seat == 1 and reason.weighed
        assert reason.win_chance is not None and 0.0 <= reason.win_chance <= 1.0
        await pilot.press("e")
        bar = str(screen.query_one("#evalbar").render())
        assert screen.query_one("#evalbar").display
        latest = [r for r in screen.bot_reasons if r.win_chance is not None][-1]
        assert f"wins {1 - latest.win_chance:.0%}" in bar and "search" in bar  # the human's side of it
        assert f"for move {latest.move}: {latest.said}" in bar  # issue 29 §5: the move it is from
        await pilot.press("r")
        assert isinstance(app.screen, ReasonsScreen)
        await on_screen(pilot, "ReasonsScreen")  # composed
        lines = str(app.screen.query_one("#reasons").get_option_at_index(0).prompt)
        assert "gave itself" in lines
        assert "It weighed" in str(app.screen.query_one("#reasons-detail").render())
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is screen)
        # issue 29 §5: once the game is over the bar shows the result, never a stale
        # estimate (tests/tui/coach/test_reasons_agree.py's check, in this app's game)
        screen.action_resign()
        await on_screen(pilot, "ConfirmDialog")  # mounted: a key before that is not its
        await pilot.press("y")  # the confirm dialog's yes
        await wait_for(pilot, lambda: screen.finished)
        bar = str(screen.query_one("#evalbar").render())
        assert "Game over" in bar and "loses" in bar and "%" not in bar


async def test_a_clans_bot_keeps_its_reasons_until_the_game_is_over():
    app = app_with("clans", {"players": 2})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await after_a_bot_move(pilot, app)
        reason = screen.bot_reasons[0]
        assert not reason.public  # what it weighed would tell its colour
        await pilot.press("e")
        assert "no estimate yet" in str(screen.query_one("#evalbar").render())
        await pilot.press("r")
        assert isinstance(app.screen, ReasonsScreen)
        dialog = await on_screen(pilot, "ReasonsScreen")  # composed
        assert "when the game is over" in str(dialog.query_one("#reasons").get_option_at_index(0).prompt)
        assert "gave itself" not in str(dialog.query_one("#reasons").get_option_at_index(0).prompt)
        assert "opens when the game is over" in str(dialog.query_one("#reasons-detail").render())
        await pilot.press("escape")
        # once the game is over every move's reasons open
        over = ReasonsScreen(screen.bot_reasons, screen.match.names, over=True)
        assert "gave itself" in over.line(reason) or "only option" in over.line(reason)
