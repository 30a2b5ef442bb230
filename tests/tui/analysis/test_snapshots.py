"""Snapshots of the analysis screen (chart, summary, mistakes) at 120x40 and 80x24
(regenerate with `pytest tests/tui --snapshot-update` and look at them)."""

from __future__ import annotations

import pytest

from tests.tui.analysis.test_screen import BUDGET, finished_clans, shown
from tui.analysis.screen import AnalysisScreen
from tui.app import ClanhallApp


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
def test_analysis_screen(snap_compare, size):
    async def run_before(pilot):
        screen = AnalysisScreen(finished_clans(), **BUDGET)
        pilot.app.push_screen(screen)
        await shown(pilot, screen)

    assert snap_compare(ClanhallApp(autosave=False), terminal_size=size, run_before=run_before)
