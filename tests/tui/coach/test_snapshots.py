"""Snapshots of the hint panel (regenerate with `pytest tests/tui --snapshot-update` and
look at them): a Clans game and a Crimson Company duel, at 120x40 and 80x24."""

from __future__ import annotations

import pytest

from tests.support.game_screens import opened, refreshed
from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots import seeded_match
from tui.app import ClanhallApp

COACH = "mcts:iterations=300,workers=1"


def with_hint(match):
    async def run_before(pilot):
        screen = await opened(pilot, match)  # the turn asked: h has a hint to ask for
        await pilot.press("h")
        await pilot_wait_until(pilot, lambda: screen.hint_advice is not None, "the hint")
        await refreshed(screen)  # the hint's marks drawn, the ① row scrolled into sight
        await pilot.press("j")
        await refreshed(screen)  # the jump's focus and cursor taken

    return run_before


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
@pytest.mark.parametrize(
    "game_id,moves,config",
    [("clans", 24, {}), ("crimson-company", 20, {"variant": "duel"})],
)
def test_hint_panel(snap_compare, size, game_id, moves, config):
    match = seeded_match(game_id, moves, config=config)
    app = ClanhallApp(bot_delay=0, bot_processes=False, coach_spec=COACH, autosave=False)
    assert snap_compare(app, terminal_size=size, run_before=with_hint(match))
