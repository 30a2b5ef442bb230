"""Crimson Company's redraw after a bot's move: the auction dialog opens over a board already
laid out and drawn with the turn (each change under an open dialog makes it draw the whole
dimmed screen again), and until it is open no one is asked on the board
(bench/RESULTS.md, "One bot move in the interface: the redraw (session 16)")."""

from __future__ import annotations

from textual.screen import Screen

from core.match import Match
from tests.support.game_screens import next_to_answer, refreshed
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.games.crimson_company.auction import AuctionDialog
from tui.games.crimson_company.screen import CrimsonCompanyScreen

# The bot (seat 2, a seeded random bot) opens this duel with a bid on a card, which the
# human answers (buy it out or pass) in the auction dialog. Found by trying seeds from 1.
SEED = 2


class LayoutsBeforeDialog:
    """For each turn asked: the game screen's layouts until the auction dialog is pushed,
    each with the seat the screen asked then. Hooks on `Screen._refresh_layout`, the
    screen's `ask_human` and the app's `push_screen`: a count, no clock."""

    def __init__(self, monkeypatch, app) -> None:
        self.asking: list[int | None] = []  # waiting_for at each layout since the ask
        self.pushed: list[list[int | None]] = []  # `asking` when each dialog was pushed
        layout, ask, push = Screen._refresh_layout, CrimsonCompanyScreen.ask_human, app.push_screen

        def counted_layout(screen, *args, **kwargs):
            layout(screen, *args, **kwargs)
            if isinstance(screen, CrimsonCompanyScreen):
                self.asking.append(screen.waiting_for)

        def counted_ask(screen, seat):
            self.asking = []
            ask(screen, seat)

        def counted_push(screen, *args, **kwargs):
            if isinstance(screen, AuctionDialog):
                self.pushed.append(list(self.asking))
            return push(screen, *args, **kwargs)

        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        monkeypatch.setattr(CrimsonCompanyScreen, "ask_human", counted_ask)
        monkeypatch.setattr(app, "push_screen", counted_push)


async def test_after_a_bot_bid_the_auction_dialog_opens_over_the_board_laid_out(monkeypatch):
    match = Match("crimson-company", {}, SEED, seats=["human", "bot:random"])
    assert match.state.to_move() == 1, "the bot opens this duel"
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    counts = LayoutsBeforeDialog(monkeypatch, app)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        assert await next_to_answer(pilot) == "dialog"
        dialog, game = app.screen, app.game_screen()
        assert isinstance(dialog, AuctionDialog)
        assert len(match.log) == 1 and match.state.decision().kind == "answer", "the bot's bid, answered here"
        [asking] = counts.pushed
        assert asking, "the board was laid out with the turn before the dialog opened over it"
        assert set(asking) == {None}, "until the dialog opened, no one was asked on the board"
        assert game.waiting_for == 0, "the dialog asks the human"
        await refreshed(dialog)
        await pilot.press("enter")  # the highlighted answer
        await pilot_wait_until(pilot, lambda: len(match.log) > 1, "the dialog's answer played")
