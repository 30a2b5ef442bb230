"""The Clans tutorial (issue 31) on the Clans screen: played by keys to its end in English
with one wrong move answered by its "why not", each step's territories marked on the map
and its move highlighted and in view in the list when the step starts (issue 29), a real
game against the easiest bot at the end; German read without replaying every key.

At 80x24 (issue 30 §3: a frame there costs less than half of one at 120x40): the list's
row must be scrolled into view there too, and the texts and marks read are the same; the
tutorial snapshots show both sizes."""

from __future__ import annotations

from core import i18n
from core.i18n import _
from core.tutorial import load_script
from core.tutorial.tutorial import Tutorial
from tests.support.waiting import pilot_wait_until
from tests.tutorial.keys import play_step, play_wrong_move, press_play, text_of, wrong_then_last_step_translated
from tui.app import ClanhallApp
from tui.games.clans.board import ClansBoard
from tui.games.clans.screen import ClansScreen
from tui.learn import progress
from tui.learn.clans import MARK
from tui.learn.command import learn_app
from tui.learn.screen import LIT, KeyRulesScreen, TutorialScreen


def territories(step) -> set[int]:
    return {int(name.split(":")[1]) for name in step.focus if name.startswith("territory:")}


def intended_row_in_view(screen) -> bool:
    """The list's highlighted row is the step's move and lies in the list's visible rows."""
    actions = screen.query_one("#actions")
    row = actions.highlighted
    top, height = actions.scroll_offset.y, actions.scrollable_content_region.height
    wanted = actions.get_option_index(screen.row_id(screen.tutorial.intended()[0]))
    return row == wanted and top <= row < top + height


async def test_the_clans_tutorial_played_by_keys_to_its_end():
    app = learn_app("clans", bot_processes=False, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        assert isinstance(screen, ClansScreen)  # the game's own screen, no private path
        tutorial = screen.tutorial
        wrong = await play_wrong_move(pilot, screen)
        assert tutorial.step == 0 and wrong not in tutorial.intended()
        assert text_of(screen, "#learn-said") == "Not this one: " + tutorial.why_not(wrong)
        board = screen.query_one(ClansBoard)
        while not tutorial.finished:
            step = tutorial.current
            await pilot_wait_until(pilot, lambda: intended_row_in_view(screen), f"step {tutorial.step + 1} in view")
            assert text_of(screen, "#learn-goal") == step.goal
            assert text_of(screen, "#learn-progress") == f"Learn to play Clans — step {tutorial.step + 1} of 10"
            assert board.has_class(LIT) and board.hinted == dict.fromkeys(territories(step), MARK)
            await play_step(pilot, screen)
        rules = await pilot_wait_until(pilot, lambda: isinstance(app.screen, KeyRulesScreen) and app.screen)
        shown = " ".join(str(s.render()) for s in rules.query(".rule"))
        assert all(line in shown for line in tutorial.script.summary)
        assert progress.finished("clans") and progress.resume_step("clans") == 0
        await press_play(pilot, rules)
        game_screen = await pilot_wait_until(pilot, app.game_screen, "the real game on screen")
        assert game_screen.match.game.id == "clans"
        assert game_screen.match.seats == ["human", "bot:mcts:level=beginner"]


async def test_the_clans_tutorial_reads_in_german():
    """German without every key: the last step's panel, a wrong move's answer, the step
    taken and the key rules (the steps before are the same code, read in English above)."""
    i18n.set_language("de")
    app = ClanhallApp(bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TutorialScreen("clans", len(load_script("clans").steps) - 1)
        app.push_screen(screen)
        tutorial = screen.tutorial
        await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the last step asked")
        assert text_of(screen, "#learn-goal") == _(tutorial.current.goal) != tutorial.current.goal
        assert screen.names == ["Spieler 1", "Spieler 2"]  # the seats' default names, read in German
        await wrong_then_last_step_translated(pilot, app, screen)


def test_each_step_marks_its_moves_territories():
    tutorial = Tutorial(load_script("clans"))
    while not tutorial.finished:
        src, dst = tutorial.intended()[0][1:]
        assert {src, dst} <= territories(tutorial.current), f"step {tutorial.step + 1}: the move's territories"
        tutorial.attempt(tutorial.intended()[0])
