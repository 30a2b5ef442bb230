"""The analysis screen: a finished game reviewed in the background with a progress bar,
then the chart, the mistake list, jumps into the replay, the marker, the kept review
opening at once, and "try again" from a mistake.

Only the first test has the game reviewed by the screen (worker processes, progress):
the others start from the same review made once headless (`reviewed`, one process: ~0.4 s
of CPU where the screen's two worker processes cost ~1.5 s to start and search), kept
beside the saves as the screen keeps it (issue 30 §3). The review is the same either way:
each decision is searched on its own, seeded, whatever the number of processes."""

from __future__ import annotations

import functools
import random

from ai.analysis import GameReview, review_game
from core.match import Match
from core.savefile import saves_dir
from tests.support.game_screens import refreshed
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tests.tui.coach.test_hint import wait_for
from tui.analysis import cache
from tui.analysis.chart import WinChart
from tui.analysis.screen import AnalysisScreen
from tui.app import ClanhallApp
from tui.screens.replay import ReplayScreen

BUDGET = {"iterations": 60}


def finished_clans(seed: int = 4) -> Match:
    match = Match("clans", {"players": 2}, seed, seats=["human", "bot:mcts"], names=["Anna", "Bot"])
    rng = random.Random(3)
    while not match.is_over():
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return match


@functools.cache
def reviewed() -> GameReview:
    """The review of `finished_clans()` at BUDGET, made headless in this process."""
    m = finished_clans()
    review = review_game(m.game.id, m.config, m.seed, m.actions(), seconds=None, jobs=1, **BUDGET)
    assert review is not None
    return review


def keep_review(match) -> None:
    """Keep `reviewed()` beside the saves, where the screen looks for a review of `match`."""
    assert cache.store(saves_dir(None), match, -float(BUDGET["iterations"]), reviewed())


async def analysed(pilot, app, match) -> AnalysisScreen:
    screen = AnalysisScreen(match, **BUDGET)
    app.push_screen(screen)
    await shown(pilot, screen)
    return screen


async def shown(pilot, screen: AnalysisScreen) -> None:
    """Wait until `screen` shows its finished review: the review is set when its chart,
    summary and mistake list are mounted, which takes later rounds, and the list takes
    the keys (a focus the app applies from its queue)."""
    await wait_for(pilot, lambda: screen.review is not None, 60)

    def laid_out() -> bool:
        body = list(screen.query("#analysis-body > *"))
        mistakes = screen.query("#analysis-mistakes")
        focused = not screen.review.mistakes() or screen.focused is mistakes.first()
        return bool(body) and all(w.is_mounted for w in body) and bool(mistakes) and focused

    await wait_for(pilot, laid_out)
    await refreshed(screen)


async def test_the_analysis_shows_a_chart_the_mistakes_and_jumps_to_them():
    app = ClanhallApp(autosave=False)
    match = finished_clans()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await analysed(pilot, app, match)
        review = screen.review
        assert review == reviewed()  # the others' review, made headless, is this one
        assert len(review.decisions) == sum(
            1 for i in range(len(match.log)) if len(match.state_at(i).legal_actions()) > 1
        )
        assert screen.query_one(WinChart) is not None
        wrong = review.mistakes()
        assert wrong, "random moves make mistakes"
        listed = screen.query_one("#analysis-mistakes")
        assert listed.option_count == len(wrong)
        assert str(listed.get_option_at_index(0).prompt).startswith(f"move {wrong[0].move + 1}: ")
        assert "better:" in str(listed.get_option_at_index(0).prompt)
        await pilot.press("right")
        assert screen.query_one(WinChart).marked == review.decisions[screen.marked].move
        await pilot.press("enter")  # the highlighted mistake, in the replay (the list's message)
        replay = await on_screen(pilot, "ReplayScreen")
        assert isinstance(replay, ReplayScreen) and replay.move == wrong[0].move
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is screen)
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is not screen)

        again = await analysed(pilot, app, match)  # kept beside the saves: at once
        assert "kept analysis" in str(again.query_one("#analysis-summary").render())
        assert again.review == review


async def test_try_again_opens_the_position_before_the_mistake_against_the_same_bot():
    app = ClanhallApp(autosave=False, bot_delay=0)
    match = finished_clans()
    keep_review(match)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await analysed(pilot, app, match)
        assert screen.review == reviewed()
        mistake = screen.review.mistakes()[0]
        await pilot.press("t")
        game = await pilot_wait_until(pilot, app.game_screen, "the game from before the mistake")
        assert len(game.match.log) == mistake.move
        assert game.match.seats[mistake.seat] == "human"
        other = 1 - mistake.seat
        assert game.match.seats[other] == ("bot:mcts" if match.seats[other] == "human" else match.seats[other])
        assert game.match.actions() == match.actions()[: mistake.move]
