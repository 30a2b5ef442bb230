"""The hint panel's scroll retry (HintPanel.bring_into_view, run after a refresh) when its
screen has closed in between: it did `query_one(HintBody)` on a panel with no body, and
the NoMatches raised in a callback ended the app (found by a Crimson Company test that
closed the screen right after the hint)."""

from __future__ import annotations

from tui.coach.hint_panel import HintPanel


def test_a_retry_after_the_panel_left_its_screen_does_nothing():
    HintPanel().bring_into_view()  # a panel on no screen: NoMatches before the fix
