"""Snapshots of two steps of the Clans tutorial at 80x24 and 120x40 (issue 31): step 4 (a
village on hostile land, the epoch track lit) and step 9 (the dispute). Regenerate with
`pytest tests/tutorial/test_clans_snapshots.py --snapshot-update` and look at them."""

from __future__ import annotations

import pytest

from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.learn.screen import TutorialScreen

SIZES = [(80, 24), (120, 40)]
STEPS = [3, 8]


def open_step(step: int):
    async def run_before(pilot):
        screen = TutorialScreen("clans", step)
        pilot.app.push_screen(screen)
        await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the step asked")
        await refreshed(screen)  # the list scrolled to the step's move after the refresh

    return run_before


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("step", STEPS)
def test_clans_tutorial_step(snap_compare, step, size):
    assert snap_compare(ClanhallApp(), terminal_size=size, run_before=open_step(step))
