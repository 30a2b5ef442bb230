"""The new-game form suggests a game's tutorial to a player who never opened it (issue 31
§5): one line, only for a game that has a tutorial, gone once it is started or finished."""

from __future__ import annotations

from core.tutorial import SCRIPTS
from tests.support.new_game_form import choose
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import screen_name
from tui.app import ClanhallApp
from tui.learn import progress
from tui.learn.screen import TutorialScreen
from tui.screens.new_game import NewGameScreen


async def open_form(app, pilot, game_id: str) -> NewGameScreen:
    app.push_screen(NewGameScreen(seed=7, game_id=game_id))
    return await pilot_wait_until(pilot, lambda: screen_name(app) == "NewGameScreen" and app.screen, "the form")


def suggestion(form) -> str:
    rows = form.query("#learn-suggestion")
    return " ".join(str(label.render()) for row in rows for label in row.query("Label, Button"))


async def test_the_form_offers_a_tutorial_until_it_is_started_or_finished_and_only_where_there_is_one(
    monkeypatch,
):
    """One app and one form (issue 30 §3: two apps opened the same form before): offered,
    started from the form and left after a step, not offered; finished (its resume step
    back at 0), not offered; offered for Crimson Company, and not once it has no tutorial."""
    app = ClanhallApp(bot_processes=False)
    async with app.run_test(size=(100, 30)) as pilot:
        form = await open_form(app, pilot, "clans")
        await pilot_wait_until(pilot, lambda: form.query("#learn-suggestion"), "the suggestion")
        assert "New to Clans?" in suggestion(form) and "Learn to play it first" in suggestion(form)
        form.query_one("#learn-suggest").focus()
        await pilot.press("enter")
        tutorial = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        assert tutorial.game_id == "clans" and tutorial.tutorial.step == 0
        tutorial.tutorial.attempt(tutorial.tutorial.intended()[0])  # one step taken, then left
        await pilot.press("escape")
        await pilot_wait_until(pilot, lambda: app.screen is form, "back at the form")
        await pilot_wait_until(pilot, lambda: not form.query("#learn-suggestion"), "the suggestion gone")
        assert progress.resume_step("clans") == 1

        progress.remember("clans", 0, done=True)
        await choose(pilot, form, "game", "crimson-company")
        await pilot_wait_until(pilot, lambda: "New to Crimson Company?" in suggestion(form), "Crimson's suggestion")
        await choose(pilot, form, "game", "clans")
        assert not form.query("#learn-suggestion"), "offered a finished tutorial"
        # as if Crimson Company had no tutorial (a copy: the registry's order stays as it is)
        monkeypatch.setattr("core.tutorial.SCRIPTS", {g: m for g, m in SCRIPTS.items() if g != "crimson-company"})
        await choose(pilot, form, "game", "crimson-company")  # its rows removed and mounted anew
        assert not form.query("#learn-suggestion"), "offered a tutorial there is none of"
