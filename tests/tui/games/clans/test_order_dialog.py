"""The Clans village-order dialog when the same decision is asked again: a network game
starts a new turn for any message from the host that is not a move (a rematch's first
view, a series line), and each asked turn used to push one more dialog, the older one
left open with an answer that would be dropped (seen on a rematch in a full run)."""

from __future__ import annotations

from tests.support.game_screens import refreshed
from tests.support.screens import screen_name
from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots_languages import clans_match_asking_for_the_village_order
from tui.app import ClanhallApp
from tui.screens.dialogs import ChoiceDialog


async def test_asking_the_order_again_leaves_one_dialog_whose_answer_counts():
    match = clans_match_asking_for_the_village_order()
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        await pilot_wait_until(pilot, lambda: screen_name(app) == "ChoiceDialog", "the order dialog")
        screen = app.game_screen()
        moves, first = len(match.log), app.screen
        screen.advance()  # the same decision asked again, as a host's message does
        await pilot_wait_until(
            pilot,
            lambda: app.screen is not first and isinstance(app.screen, ChoiceDialog) and app.screen.is_mounted,
            "the order asked again",
        )
        await refreshed(app.screen)
        dialogs = [s for s in app.screen_stack if isinstance(s, ChoiceDialog)]
        assert len(dialogs) == 1, [type(s).__name__ for s in app.screen_stack]
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: len(match.log) > moves, "the order played from the dialog")
        assert match.log[moves].seat == 0 and match.log[moves].action in [a for _, a in dialogs[0].choices]
        assert not any(isinstance(s, ChoiceDialog) for s in app.screen_stack)
