"""The tutorial screens (issue 31): a tutorial is its game's own screen played through a
`TutorialSession`, with the step's panel. Crimson Company played by keys to its end in
English with one wrong move answered by its "why not", and the real game the end offers;
German read without replaying every key (the first step's panel and board, the last step
and the key rules); back a step, leave and resume from the menu.

At 80x24 (issue 30 §3: a frame there costs less than half of one at 120x40, and what these
tests read is the panel's and the list's texts and the widgets lit, the same at both
sizes; the snapshots show both sizes). The real game the end offers is started in the
by-keys test, where its key rules already are, not in an app of its own."""

from __future__ import annotations

from core import i18n
from core.i18n import _
from tests.support.waiting import pilot_wait_until
from tests.tutorial.keys import play_step, play_wrong_move, press_play, text_of
from tui.app import ClanhallApp
from tui.games.crimson_company.auction import AuctionDialog
from tui.games.crimson_company.lane import LaneRow
from tui.games.crimson_company.screen import CrimsonCompanyScreen
from tui.learn import progress
from tui.learn.command import learn_app
from tui.learn.screen import LIT, KeyRulesScreen, LearnMenu, TutorialScreen

GAME = "crimson-company"


def panel_progress(tutorial, game: str = "Crimson Company") -> str:
    return _("Learn to play {game} — step {number} of {total}").format(
        game=game, number=tutorial.step + 1, total=tutorial.total
    )


async def test_crimson_company_played_by_keys_to_its_end():
    app = learn_app(GAME, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        assert isinstance(screen, CrimsonCompanyScreen)  # the game's own screen, no private path
        tutorial = screen.tutorial
        wrong = await play_wrong_move(pilot, screen)
        assert tutorial.step == 0 and wrong not in tutorial.intended()
        assert text_of(screen, "#learn-said") == "Not this one: " + tutorial.why_not(wrong)
        while not tutorial.finished:
            step = tutorial.current
            assert text_of(screen, "#learn-goal") == _(step.goal)
            assert text_of(screen, "#learn-progress") == panel_progress(tutorial)
            # each part the step names lit, and nothing else (a lane: its row)
            lit = screen.query(f".{LIT}")
            assert len(lit) == len(step.focus)
            lanes = {f"lane:{row.lane + 1}" for row in lit if isinstance(row, LaneRow)}
            assert lanes == {name for name in step.focus if name.startswith("lane:")}
            await play_step(pilot, screen)
        rules = await pilot_wait_until(pilot, lambda: isinstance(app.screen, KeyRulesScreen) and app.screen)
        shown = " ".join(str(s.render()) for s in rules.query(".rule"))
        assert all(_(line) in shown for line in tutorial.script.summary)
        assert progress.finished(GAME) and progress.resume_step(GAME) == 0
        await press_play(pilot, rules)  # the end starts a real game against the easiest bot
        game_screen = await pilot_wait_until(pilot, app.game_screen, "the real game on screen")
        assert not isinstance(game_screen, TutorialScreen)
        match = game_screen.match
        assert match.game.id == GAME and match.seats == ["human", "bot:mcts:level=beginner"]
        assert match.log == [] or match.log[0].seat == 1  # a fresh game, not the tutorial's


async def test_crimson_company_reads_in_german():
    """German without every key: the first step's panel and board, then the last step
    taken and the key rules (the steps between are the same code, read in English above)."""
    i18n.set_language("de")
    app = ClanhallApp(bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TutorialScreen(GAME)
        app.push_screen(screen)
        await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the first step asked")
        tutorial = screen.tutorial
        assert text_of(screen, "#learn-goal") == _(tutorial.current.goal) != tutorial.current.goal
        assert text_of(screen, "#learn-said") == _(tutorial.script.intro) != tutorial.script.intro
        assert text_of(screen, "#learn-progress") == panel_progress(tutorial)
        round_ = _("round {number}").format(number=tutorial.view().round)
        assert round_ in text_of(screen, "#status") and round_ != f"round {tutorial.view().round}"  # the board too
        app.pop_screen()
        last = TutorialScreen(GAME, tutorial.total - 1)
        app.push_screen(last)
        await pilot_wait_until(pilot, lambda: last.waiting_for is not None, "the last step asked")
        await play_step(pilot, last)
        rules = await pilot_wait_until(pilot, lambda: isinstance(app.screen, KeyRulesScreen) and app.screen)
        shown = " ".join(str(s.render()) for s in rules.query(".rule"))
        assert all(_(line) in shown for line in tutorial.script.summary)
        assert _("Play a real game against the easiest bot") in str(rules.query_one("#learn-play").label)


async def test_a_wrong_answer_in_the_auction_dialog_opens_it_again():
    app = ClanhallApp(bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TutorialScreen(GAME, 1)  # step 2: buy out the opponent's bid
        app.push_screen(screen)
        dialog = await pilot_wait_until(pilot, lambda: isinstance(app.screen, AuctionDialog) and app.screen)
        await pilot.press("enter")  # the pass, which the dialog opens on
        # the game's one auction dialog, shown again once the wrong answer was told
        asked_again = lambda: screen.wrong and isinstance(app.screen, AuctionDialog) and app.screen  # noqa: E731
        again = await pilot_wait_until(pilot, asked_again, "the dialog again")
        assert again is dialog and again.focused is again.query_one("#answer-0")
        assert screen.wrong and screen.tutorial.step == 1
        assert text_of(screen, "#learn-said") == "Not this one: " + screen.tutorial.why_not(("pass",))
        await pilot.press("right", "enter")  # buy out
        await pilot_wait_until(pilot, lambda: screen.tutorial.step == 2 and app.screen is screen, "step 2 taken")
        assert again.choices[1][1] == ("buyout",)


async def test_back_leave_and_resume_from_the_menu():
    """Resumed from the menu at step 3 (as a player who left there), one step taken by
    keys, back a step, left, and resumed again where the back took it. The steps before
    are played by keys in test_crimson_company_played_by_keys_to_its_end; this test took
    them too before (three steps instead of one, two of them with the auction dialog)."""
    progress.remember(GAME, 2)
    app = ClanhallApp(bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        menu = await pilot_wait_until(pilot, lambda: isinstance(app.screen, LearnMenu) and app.screen)
        await pilot.press("enter")
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        assert screen.tutorial.step == 2, "the menu opened the tutorial where it was left"
        await play_step(pilot, screen)
        assert screen.tutorial.step == 3
        await pilot.press("b")
        await pilot_wait_until(pilot, lambda: screen.tutorial.step == 2, "back a step")
        await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the step asked again")
        assert text_of(screen, "#learn-goal") == screen.tutorial.current.goal
        assert len(screen.session.log()) == len(screen.tutorial.match.log)  # the log as it was then
        assert app.screen is screen  # step 3 is a bid on the board: no dialog of the game's
        await pilot.press("escape")
        await pilot_wait_until(pilot, lambda: app.screen is menu, "back at the list of tutorials")
        assert progress.resume_step(GAME) == 2 and not progress.finished(GAME)
        assert "3" in str(menu.query_one("#learn-crimson-company").label)
        await pilot.press("enter")
        again = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        assert again is not screen and again.tutorial.step == 2
        assert again.tutorial.state.to_wire() == screen.tutorial.state.to_wire()
