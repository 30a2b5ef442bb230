"""Playing a tutorial on its game's screen by keys, as a player would: the step's intended
move is marked ▶ and highlighted in the list of moves when the step starts, so a step is
tab (to the list, if the board holds the keys) and enter; a dialog the game opens by itself
(Crimson Company's auction) is closed with escape first, the list answering instead."""

from __future__ import annotations

from textual.widgets import OptionList

from tests.support.waiting import pilot_wait_until
from tui.learn.screen import MARK, TutorialScreen

MAX_TABS = 6  # board → list takes one or two; more means the list is never reached


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def to_the_list(pilot, screen) -> OptionList:
    """Close a dialog the game opened, then tab until the list of moves holds the keys."""
    app = screen.app
    await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the player asked")
    if app.screen is not screen:
        await pilot.press("escape")
        await pilot_wait_until(pilot, lambda: app.screen is screen, "the game's dialog closed")
    actions = screen.query_one("#actions", OptionList)
    for _tab in range(MAX_TABS):
        if screen.focused is actions:
            break
        await pilot.press("tab")
    assert screen.focused is actions, "tab never reached the list of moves"
    return actions


def highlighted_label(actions: OptionList) -> str:
    assert actions.highlighted is not None
    return str(actions.get_option_at_index(actions.highlighted).prompt)


async def play_step(pilot, screen: TutorialScreen) -> None:
    """Take the step: the list holds the keys, its highlighted row is the ▶ one; enter."""
    tutorial = screen.tutorial
    step = tutorial.step
    actions = await to_the_list(pilot, screen)
    assert highlighted_label(actions).startswith(MARK), f"step {step + 1}: the intended move is highlighted"
    await pilot.press("enter")
    await pilot_wait_until(pilot, lambda: tutorial.step != step, f"step {step + 1} taken")


async def play_wrong_move(pilot, screen: TutorialScreen):
    """Enter on the row next to the intended one: the step's "why not" is said; the action
    that row played."""
    actions = await to_the_list(pilot, screen)
    await pilot.press("up" if actions.highlighted else "down")
    assert not highlighted_label(actions).startswith(MARK)
    assert actions.highlighted is not None
    row = actions.get_option_at_index(actions.highlighted).id
    assert row is not None
    # a row of Crimson Company's list may stand for a card's bids: the amount it shows now
    index = screen.row_action_index(row) if hasattr(screen, "row_action_index") else int(row)
    await pilot.press("enter")
    await pilot_wait_until(pilot, lambda: screen.wrong, "the wrong move answered")
    return screen.legal[index]


async def wrong_then_last_step_translated(pilot, app, screen: TutorialScreen) -> None:
    """At a tutorial's last step, in a language other than English: a wrong move answered
    by its translated "why not", then the step taken, and the key rules read translated."""
    from core.i18n import _
    from tui.learn.screen import KeyRulesScreen

    tutorial = screen.tutorial
    wrong = next(a for a in tutorial.legal() if a not in tutorial.intended())
    screen.play(wrong)
    await pilot_wait_until(pilot, lambda: screen.wrong, "the wrong move answered")
    assert text_of(screen, "#learn-said") == _("Not this one: {why}").format(why=_(tutorial.why_not(wrong)))
    await play_step(pilot, screen)
    rules = await pilot_wait_until(pilot, lambda: isinstance(app.screen, KeyRulesScreen) and app.screen)
    shown = " ".join(str(s.render()) for s in rules.query(".rule"))
    assert all(_(line) in shown and _(line) != line for line in tutorial.script.summary)


async def press_play(pilot, rules) -> None:
    """On the key rules at a tutorial's end: tab to the button that starts a real game (below
    the rules at 80x24, where a click would miss it) and press it."""
    button = rules.query_one("#learn-play")
    for _tab in range(4):
        if rules.focused is button:
            break
        await pilot.press("tab")
    assert rules.focused is button, "tab never reached the button"
    await pilot.press("enter")
