"""The thinking line is drawn over the action list's top rows (`ActionList.show_notice`),
so a bot move changes no height in the side panel and is laid out once (issue 29
"Numbers", bench/RESULTS.md "One bot move in the interface: Clans (session 18)"): a line
of its own above the list made the list shorter while the bot thought and taller again at
its move, a second layout of every bot move. Counted, never timed."""

from __future__ import annotations

import pytest
from textual.screen import Screen
from textual.widgets import Static

import ai.registry
from core.match import Match
from tests.support import gated_bot
from tests.support.game_screens import opened, refreshed, settled, turn_drawn
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.widgets.panes import ActionList


def top_lines(actions: ActionList, n: int) -> list[str]:
    """The list's first `n` lines as drawn, stripped."""
    return [actions.render_line(y).text.strip() for y in range(n)]


async def test_a_bot_move_lays_the_clans_screen_out_once(monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "gated", "tests.support.gated_bot:GatedBot")
    gated_bot.GATE.clear()
    match = Match("clans", {"players": 2}, 1, seats=["human", "bot:gated"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await opened(pilot, match)
            actions = screen.query_one(ActionList)
            size = actions.size
            resized: list[object] = []
            on_resize = ActionList.on_resize

            def noted(self, event):
                resized.append(event.size)
                return on_resize(self, event)

            monkeypatch.setattr(ActionList, "on_resize", noted)
            assert screen.play(screen.legal[0])
            name = screen.names[1]
            thinking = screen.query_one("#thinking", Static)
            await pilot_wait_until(pilot, lambda: name in str(thinking.render()), "the bot thinking")
            await refreshed(screen)
            assert name in top_lines(actions, 1)[0], "the thinking line is drawn on the list's top row"
            assert resized == [] and actions.size == size, "the thinking line took no row of the list"

            layouts: list[str] = []
            refresh_layout = Screen._refresh_layout

            def laid_out(self, *args, **kwargs):
                layouts.append(type(self).__name__)
                return refresh_layout(self, *args, **kwargs)

            monkeypatch.setattr(Screen, "_refresh_layout", laid_out)
            gated_bot.GATE.set()
            screen = await turn_drawn(pilot, 0)
            assert layouts == ["ClansScreen"], f"the bot move laid out {layouts}"
            assert resized == [] and actions.size == size, f"the list was resized to {resized}"
            first = str(actions.get_option_at_index(0).prompt).strip()
            line = top_lines(actions, 1)[0]
            assert line and first.startswith(line), f"{line!r}: the thinking line is gone, the turn's first row shows"
    finally:
        gated_bot.GATE.set()


@pytest.mark.parametrize(("game", "config"), [("crimson-company", {}), ("crystal-clans", {"players": 2})])
async def test_the_other_games_draw_the_thinking_line_over_their_list(game, config, monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "gated", "tests.support.gated_bot:GatedBot")
    gated_bot.GATE.clear()  # the bot never answers here: the human's turn stays on screen
    first = Match(game, config, 1, seats=["human", "human"]).state.to_move()
    seats = ["human", "bot:gated"] if first == 0 else ["bot:gated", "human"]
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    try:
        await thinking_over_the_list(app, Match(game, config, 1, seats=seats), first)
    finally:
        gated_bot.GATE.set()


async def thinking_over_the_list(app, match, seat):
    """Show a two-line thinking line once the human's turn is handed on (as `play` does)
    and take it away: it covers the list's top rows and no more, and the list keeps its
    height. On the human's own turn a notice (a LAN "reconnecting…") must not cover the
    live rows: it takes a line of its own and the highlighted row stays in sight."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, match, seat=seat)
        actions = screen.query_one(ActionList)
        size, rows = actions.size, top_lines(actions, 3)
        screen.set_thinking("The host does not answer; reconnecting…")
        await refreshed(screen)
        assert top_lines(actions, 1) == rows[:1], "a notice on the player's own turn covers no live row"
        assert screen.query_one("#thinking").display, "it has a line of its own"
        screen.set_thinking("")
        await settled(screen)  # the list, a row taller again, may lose its scroll bar a layout later
        assert actions.size == size and not screen.query_one("#thinking").display
        screen.waiting_for = None  # the turn handed on: the rows are no longer live
        screen.set_thinking("Bot is thinking…\n██░░ 200 playouts")
        await refreshed(screen)
        assert top_lines(actions, 3) == ["Bot is thinking…", "██░░ 200 playouts", rows[2]]
        assert actions.size == size, "the thinking line takes no row"
        screen.set_thinking("")
        await refreshed(screen)
        assert top_lines(actions, 3) == rows
