"""The tutorial screens played by keys (issue 31): each tutorial to its end in each of
its languages, one wrong move answered with its "why not", back a step, leave and resume
where it stopped, the menu entry, and the real game the end offers."""

from __future__ import annotations

import pytest

from core import i18n
from core.i18n import _
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.learn import progress
from tui.learn.command import learn_app
from tui.learn.screen import KeyRulesScreen, LearnMenu, TutorialScreen

# each tutorial and the languages it is written for (issue 31 §4)
TUTORIALS = [("crimson-company", "en"), ("crimson-company", "de")]


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def play_step(pilot, screen) -> None:
    """Walk the list of moves down to the intended one and press enter."""
    tutorial = screen.tutorial
    step = tutorial.step
    index = tutorial.legal().index(tutorial.intended()[0])
    moves = screen.query_one("#learn-actions")
    while moves.highlighted != index:
        await pilot.press("down")
    await pilot.press("enter")
    await pilot_wait_until(pilot, lambda: tutorial.step != step, f"step {step + 1} taken")


@pytest.mark.parametrize("game, lang", TUTORIALS)
async def test_a_tutorial_played_by_keys_to_its_end(game, lang):
    i18n.set_language(lang)
    app = learn_app(game, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        tutorial = screen.tutorial
        assert _("Coins: ") in text_of(screen, "#zone-purses")  # the board reads in the language
        # one wrong move: the first listed is not the intended one; it is answered, the step stays
        wrong = tutorial.legal()[0]
        assert wrong not in tutorial.intended()
        await pilot.press("enter")
        await pilot.pause()
        assert tutorial.step == 0
        assert _(tutorial.why_not(wrong)) in text_of(screen, "#learn-said")
        while not tutorial.finished:
            assert text_of(screen, "#learn-goal") == _(tutorial.current.goal)
            assert text_of(screen, "#learn-progress") == _("Learn to play {game} — step {number} of {total}").format(
                game="Crimson Company", number=tutorial.step + 1, total=tutorial.total
            )
            await play_step(pilot, screen)
        rules = await pilot_wait_until(pilot, lambda: isinstance(app.screen, KeyRulesScreen) and app.screen)
        shown = " ".join(str(s.render()) for s in rules.query(".rule"))
        assert all(_(line) in shown for line in tutorial.script.summary)
        assert progress.finished(game) and progress.resume_step(game) == 0


async def test_back_leave_and_resume_from_the_menu():
    app = ClanhallApp(bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t")
        menu = await pilot_wait_until(pilot, lambda: isinstance(app.screen, LearnMenu) and app.screen)
        await pilot.press("enter")
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        for _step in range(3):
            await play_step(pilot, screen)
        await pilot.press("b")
        await pilot.pause()
        assert screen.tutorial.step == 2
        await pilot.press("escape")
        await pilot_wait_until(pilot, lambda: app.screen is menu, "back at the list of tutorials")
        assert progress.resume_step("crimson-company") == 2 and not progress.finished("crimson-company")
        assert "3" in str(menu.query_one("#learn-crimson-company").label)
        await pilot.press("enter")
        again = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        assert again is not screen and again.tutorial.step == 2
        assert again.tutorial.state.to_wire() == screen.tutorial.state.to_wire()


async def test_the_end_starts_a_real_game_against_the_easiest_bot():
    app = learn_app("crimson-company", bot_processes=False, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        while not screen.tutorial.finished:
            await play_step(pilot, screen)
        await pilot_wait_until(pilot, lambda: isinstance(app.screen, KeyRulesScreen))
        await pilot.click("#learn-play")
        game_screen = await pilot_wait_until(pilot, app.game_screen, "the real game on screen")
        match = game_screen.match
        assert match.game.id == "crimson-company" and match.seats == ["human", "bot:mcts:level=beginner"]
        assert match.log == [] or match.log[0].seat == 1  # a fresh game, not the tutorial's
