"""The Clans tutorial (issue 31): played by keys to its end in English and German with one
wrong move answered by its "why not", the step's territories lit on the map, the map
fitting the column at 80 and 120 columns, and a real game against the easiest bot at
the end."""

from __future__ import annotations

import pytest
from rich.console import Console

from core import i18n
from core.i18n import _
from core.tutorial import load_script
from core.tutorial.tutorial import Tutorial
from tests.support.waiting import pilot_wait_until
from tui.learn import progress
from tui.learn.clans import LIT_BG, ClansMap, map_width
from tui.learn.command import learn_app
from tui.learn.screen import KeyRulesScreen, TutorialScreen


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


def lit_numbers(board: ClansMap, cell: int) -> set[int]:
    """The territory numbers drawn on the lit background."""
    found = set()
    for line in board.lines(cell)[::2]:  # the first line of each row holds the numbers
        for segment in line:
            if segment.style and segment.style.bgcolor and segment.style.bgcolor.name == LIT_BG:
                found.add(int("".join(ch for ch in segment.text if ch.isdigit())))
    return found


async def play_step(pilot, screen) -> None:
    """Walk the list of moves down to the intended one (page by page, then line by line)
    and press enter."""
    tutorial = screen.tutorial
    step = tutorial.step
    index = tutorial.legal().index(tutorial.intended()[0])
    moves = screen.query_one("#learn-actions")
    for _press in range(2 * len(tutorial.legal())):  # bounded: a key that does nothing fails below
        if moves.highlighted == index:
            break
        gap = index - moves.highlighted
        await pilot.press("up" if gap < 0 else "down" if gap < 8 else "pagedown")
    assert moves.highlighted == index, f"step {step + 1}: the intended move never highlighted"
    await pilot.press("enter")
    await pilot_wait_until(pilot, lambda: tutorial.step != step, f"step {step + 1} taken")


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_clans_tutorial_played_by_keys_to_its_end(lang):
    i18n.set_language(lang)
    app = learn_app("clans", bot_processes=False, bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        tutorial = screen.tutorial
        assert _("Your secret colour: {colour}").split("{")[0] in text_of(screen, "#zone-colour")
        # a wrong move: the first listed (the black hut of 0 onto 1) is answered and the step stays
        wrong = tutorial.legal()[0]
        assert wrong == ("move", 0, 1) and wrong not in tutorial.intended()
        await pilot.press("enter")
        await pilot.pause()
        assert tutorial.step == 0
        said = text_of(screen, "#learn-said")
        assert _(tutorial.why_not(wrong)) in said and _("Start with territory 40: its two huts go onto 50.") in said
        while not tutorial.finished:
            step = tutorial.current
            assert text_of(screen, "#learn-goal") == _(step.goal)
            assert text_of(screen, "#learn-progress") == _("Learn to play {game} — step {number} of {total}").format(
                game="Clans", number=tutorial.step + 1, total=10
            )
            assert screen.query_one("#zone-map").has_class("lit")
            await play_step(pilot, screen)
        rules = await pilot_wait_until(pilot, lambda: isinstance(app.screen, KeyRulesScreen) and app.screen)
        shown = " ".join(str(s.render()) for s in rules.query(".rule"))
        assert all(_(line) in shown for line in tutorial.script.summary)
        assert progress.finished("clans") and progress.resume_step("clans") == 0
        await pilot.click("#learn-play")
        game_screen = await pilot_wait_until(pilot, app.game_screen, "the real game on screen")
        assert game_screen.match.game.id == "clans"
        assert game_screen.match.seats == ["human", "bot:mcts:level=beginner"]


def test_each_step_lights_its_territories_on_the_map():
    tutorial = Tutorial(load_script("clans"))
    while not tutorial.finished:
        step = tutorial.current
        wanted = {int(name.split(":")[1]) for name in step.focus if name.startswith("territory:")}
        src, dst = tutorial.intended()[0][1:]
        assert {src, dst} <= wanted, f"step {tutorial.step + 1}: the move's territories are lit"
        board = ClansMap(tutorial.view(), wanted)
        for cell in (6, 4, 3):
            assert lit_numbers(board, cell) == wanted
        tutorial.attempt(tutorial.intended()[0])


@pytest.mark.parametrize("columns, cell", [(45, 3), (46, 4), (56, 4), (57, 5), (120, 6)])
def test_the_map_takes_the_widest_cells_that_fit(columns, cell):
    view = Tutorial(load_script("clans")).view()
    console = Console(width=columns, color_system=None, legacy_windows=False)
    with console.capture() as captured:
        console.print(ClansMap(view, set()))
    lines = captured.get().splitlines()
    assert len(lines) == 12 and max(len(line) for line in lines) == map_width(cell) <= columns
    assert ("▲" in captured.get()) == (cell >= 4)  # the landscape signs only where they fit
