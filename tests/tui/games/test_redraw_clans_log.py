"""The game log's lines are drawn with its style worked out once per drawing, not twice a
line (`GameLog.render_lines`; issue 29 "Numbers": a Clans bot move draws the whole log
anew as it scrolls, and RichLog walked every widget up to the screen for each line's
style, ~1.4 ms of the move at 120x40). Counted, never timed."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.dom import DOMNode

from tests.support.game_screens import refreshed
from tui.widgets.panes import GameLog


class LogApp(App):
    def compose(self) -> ComposeResult:
        yield GameLog(id="log", wrap=True, markup=False)


async def test_a_log_drawn_whole_works_its_style_out_once(monkeypatch):
    app = LogApp()
    async with app.run_test(size=(40, 12)) as pilot:
        log = app.query_one(GameLog)
        for n in range(30):
            log.write(f"move {n}: huts from one territory to the next")
        await refreshed(app.screen)
        await pilot.pause()
        drawn_before = [log.render_line(y) for y in range(log.size.height)]
        worked_out: list[DOMNode] = []
        style = DOMNode.rich_style

        def counted(self):
            worked_out.append(self)
            return style.fget(self)

        monkeypatch.setattr(DOMNode, "rich_style", property(counted))
        log.refresh()  # drawn anew, as after a move
        lines = log.render_lines(log.size.region)
        assert len(lines) == log.size.height > 5
        assert worked_out.count(log) == 1, f"the log's style was worked out {worked_out.count(log)} times"
        monkeypatch.undo()
        assert [log.render_line(y) for y in range(log.size.height)] == drawn_before
        assert log.rich_style == style.fget(log), "outside a drawing the style is worked out as before"
