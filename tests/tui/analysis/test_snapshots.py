"""Snapshots of the analysis screen (chart, summary, mistakes) at 120x40 and 80x24
(regenerate with `pytest tests/tui --snapshot-update` and look at them).

The screen's review is the one tests/tui/analysis/test_screen.py makes once headless
(`reviewed`, the same review its first test sees the screen make), handed to the screen's
background job in place of the worker processes' (issue 30 §3: two processes started
and a game searched per size, for a picture of the same review)."""

from __future__ import annotations

import pytest

import tui.analysis.screen
from tests.tui.analysis.test_screen import BUDGET, finished_clans, reviewed, shown
from tui.analysis.screen import AnalysisScreen
from tui.app import ClanhallApp


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
def test_analysis_screen(snap_compare, size, monkeypatch):
    review = reviewed()
    monkeypatch.setattr(tui.analysis.screen, "review_game", lambda *args, **kwargs: review)

    async def run_before(pilot):
        screen = AnalysisScreen(finished_clans(), **BUDGET)
        pilot.app.push_screen(screen)
        await shown(pilot, screen)

    assert snap_compare(ClanhallApp(autosave=False), terminal_size=size, run_before=run_before)
