"""The prompt's pointer to the crystals follows the layout: "under your hand" only where the
crystals are under the hand (narrow), not beside the board (wide, 110 columns or more)."""

from __future__ import annotations

from tests.support.game_screens import opened, refreshed
from tests.support.waiting import pilot_wait_until
from tests.tui.games.crystal_clans.test_board import seeded_at
from tui.app import ClanhallApp

POINTER = "under your hand"


def may_score(state) -> bool:
    return state.decision().kind == "action" and any(a[0] == "score" for a in state.legal_actions())


def prompt_text(screen) -> str:
    return str(screen.query_one("#prompt").render())


async def test_the_crystals_pointer_follows_the_width(tmp_path):
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, seeded_at(may_score, seeds=range(1, 200)))
        assert any(t[0] == "crystal" for t in screen.picker.targets()), "a turn with crystals to score"
        assert POINTER in prompt_text(screen)
        await pilot.resize_terminal(120, 40)
        await pilot_wait_until(pilot, lambda: screen.has_class("-wide"), "the wide layout")
        await refreshed(screen)
        assert POINTER not in prompt_text(screen)
        await pilot.resize_terminal(80, 24)
        await pilot_wait_until(pilot, lambda: not screen.has_class("-wide"), "the narrow layout")
        await refreshed(screen)
        assert POINTER in prompt_text(screen)
