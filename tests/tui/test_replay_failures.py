"""A replay whose board cannot draw a position still shows it (every field of the state),
and the failure's traceback goes to the error log instead of vanishing."""

from __future__ import annotations

import asyncio

from textual.widgets import Static

from tests.saves.support import play_random
from tui.screens import replay as replay_module
from tui.screens.replay import ReplayApp, render_replay, render_state


def test_a_failing_board_text_shows_every_field_and_logs_why(monkeypatch, tmp_path):
    log = tmp_path / "errors.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=2)

    def broken(view, viewer, names):
        raise KeyError("renamed field")

    monkeypatch.setattr(replay_module, "board_renderer", lambda gid: broken)
    names = ["Ada", "Brann"]
    assert render_replay(match.state, 0, names, "lucky-draw") == render_state(match.state, names)
    text = log.read_text()
    assert "replay of lucky-draw: its board text failed" in text and "renamed field" in text


class BrokenBoard(Static):
    """A replay board widget whose show(view) fails."""

    def show(self, view) -> None:
        raise KeyError("renamed field")


def test_a_failing_board_widget_shows_every_field_and_logs_why(monkeypatch, tmp_path):
    log = tmp_path / "errors.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    match = play_random("lucky-draw", "standard", 2, seed=6)
    monkeypatch.setattr(replay_module, "board_widget", lambda gid: BrokenBoard)

    async def scenario() -> None:
        app = ReplayApp(match)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("right")
            screen = app.screen
            assert not screen.query_one("#replay-widget").display
            assert "hands:" in str(screen.query_one("#replay-state", Static).render())

    asyncio.run(scenario())
    text = log.read_text()
    assert "replay of lucky-draw: its board widget failed to draw" in text and "renamed field" in text
