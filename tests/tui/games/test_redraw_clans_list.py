"""The action list works out what is the same for every row (their width, whether its
styles let a row be one plain segment) once per drawing, not once a row
(`ActionList.render_lines`; issue 29 "Numbers": a Clans bot move draws the ~16 rows in
sight anew). Counted, never timed."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widget import Widget

from tests.support.game_screens import refreshed
from tui.widgets.panes import ActionList, row


class ListApp(App):
    def compose(self) -> ComposeResult:
        yield ActionList(id="actions")


async def test_a_list_drawn_anew_works_out_its_styles_once(monkeypatch):
    app = ListApp()
    async with app.run_test(size=(40, 12)) as pilot:
        actions = app.query_one(ActionList)
        actions.fill([row(f"{n:>2}▲ → {n + 1:>2}♣  {n % 5} huts", str(n)) for n in range(60)])
        await refreshed(app.screen)
        await pilot.pause()
        drawn_before = actions.render_lines(actions.size.region)
        actions.fill([row(f"{n:>2}▲ → {n + 2:>2}♣  {n % 4} huts", str(n)) for n in range(58)])
        asked: list[str] = []
        component_styles = Widget.get_component_styles

        def counted(self, *names):
            asked.append(names[0])
            return component_styles(self, *names)

        monkeypatch.setattr(Widget, "get_component_styles", counted)
        lines = actions.render_lines(actions.size.region)
        monkeypatch.undo()
        assert len(lines) == actions.size.height > 5
        assert lines != drawn_before and any("→  2♣" in line.text for line in lines), "the new turn's rows"
        assert len(asked) <= 3, f"the list's styles were asked {len(asked)} times for {len(lines)} rows"
