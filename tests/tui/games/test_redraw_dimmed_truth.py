"""The board under a dialog is drawn as it is after the move that opened the dialog, not
half-drawn (tui/widgets/dimmed.py, issue 29): a dialog opened at a bot's move rebuilds its
footer while the game screen lays the move out, Textual held the game screen's updates
for that rebuild and never woke it again, and the dimmed picture under the dialog kept the
log without the bot's move; the result of a game ended by the human's move kept the log
without its last lines the same way.

Read without waking the game screen (a Pilot pause or a refresh of the game screen is
itself the wake that hid the defect): what the game screen still has to do, the
dialog's kept drawing of the board (its rendered lines), the log's own last line."""

from __future__ import annotations

import random
import threading

import ai.registry
from ai.base import Bot
from core.match import Match
from tests.support.game_screens import refreshed, turn_drawn
from tests.support.waiting import DEADLINE, async_wait_until, pilot_wait_until
from tests.tui.games.test_redraw_crimson_dialog_reuse import shown
from tui.app import ClanhallApp
from tui.games.crimson_company.auction import AuctionDialog
from tui.widgets.dimmed import update_waiting
from tui.widgets.result import GameOverScreen

GO = threading.Event()  # the bot may answer: the game screen is drawn


class FirstBot(Bot):
    """Answers with its first legal move once `GO` is set (the bench's bot)."""

    name = "first"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        if not GO.wait(timeout=DEADLINE):
            raise RuntimeError("the game screen was never drawn")
        return legal[0]


def bench_position() -> Match:
    """bench/bench_ui_move.py's Crimson Company move (seed 12, move 56): seeded random
    moves up to the bot's first turn of 90 or more bids whose first bid the human answers
    in the auction dialog."""
    match = Match("crimson-company", {}, 12, seats=["human", "bot:first"])
    rng = random.Random(12)
    for _move in range(1000):  # a game is ~100 moves
        state, legal = match.state, match.state.legal_actions()
        if state.to_move() == 1 and len(legal) >= 90:
            after = state.clone()
            after.apply(legal[0])
            if not after.is_over() and after.to_move() == 0:
                return match
        match.submit(state.to_move(), legal[rng.randrange(len(legal))])
    raise AssertionError("no bot turn of 90 bids")


def kept_rows(dialog, region) -> list[str]:
    """The text of the dialog's kept drawing of the screen under it within `region`."""
    rows = ["".join(segment.text for segment in line) for line in dialog._render_cache.lines]
    return [row[region.x : region.right] for row in rows[region.y : region.bottom]]


def log_drawn(game, dialog) -> bool:
    """Whether the game screen is laid out and painted and the dialog's drawing of it shows
    the log's last line."""
    log = game.query_one("#log")
    last = log.lines[-1].text.strip() if log.lines else ""
    return not update_waiting(game) and bool(last) and any(last in row for row in kept_rows(dialog, log.region))


async def test_the_board_under_a_dialog_opened_at_a_bots_move_shows_the_move_and_is_drawn_once(monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "first", f"{__name__}:FirstBot")
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        GO.clear()
        app.open_match(bench_position())
        game = await pilot_wait_until(pilot, lambda: app.screen is app.game_screen() and app.screen, "the game")
        await refreshed(game)
        GO.set()  # as in the bench: the bot answers on a drawn board
        # no Pilot pause until the dialog is up: a pause of the game screen is a wake
        await async_wait_until(lambda: isinstance(app.screen, AuctionDialog), "the auction dialog")
        dialog = await shown(pilot)
        assert "bids" in game.query_one("#log").lines[-1].text, "the bot's bid is the log's last line"
        await pilot_wait_until(pilot, lambda: log_drawn(game, dialog), "the bot's move drawn under the dialog")
        await refreshed(dialog)
        drawn = dialog.background_drawn
        # a wake of the game screen with nothing changed: Textual painted its last regions
        # again (an echo) and the dialog drew the whole dimmed board again
        await refreshed(game)
        await refreshed(dialog)
        assert dialog.background_drawn == drawn, "an unchanged board under the dialog was drawn again"


def last_move_position() -> Match:
    """A Crimson Company duel (seed 2, move 70) where each of the human's moves ends the game."""
    match = Match("crimson-company", {"variant": "duel"}, 2, seats=["human", "bot:random"])
    rng = random.Random(2)
    for _move in range(1000):
        state, legal = match.state, match.state.legal_actions()
        if state.to_move() == 0 and all(ends(state, action) for action in legal):
            return match
        match.submit(state.to_move(), legal[rng.randrange(len(legal))])
    raise AssertionError("no last move of the human's")


def ends(state, action) -> bool:
    after = state.clone()
    after.apply(action)
    return after.is_over()


async def test_the_board_under_the_result_of_a_game_ended_by_the_humans_move_shows_the_move():
    """H2's trial: the game's last move played live, the dimmed board under the result
    showed the log without its last lines until `b`."""
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_match(last_move_position())
        game = await turn_drawn(pilot)
        assert game.play(game.legal[0])
        # no Pilot pause until the result is up: a pause of the game screen is a wake
        up = lambda: isinstance(app.screen, GameOverScreen) and app.screen.is_mounted and app.screen  # noqa: E731
        dialog = await async_wait_until(up, "the result")
        await pilot_wait_until(pilot, lambda: log_drawn(game, dialog), "the last move drawn under the result")
