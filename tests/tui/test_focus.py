"""Focus you can see (issue 29 §1): exactly one of board, action list and log holds the
keyboard, Tab goes board → list → log, the footer's ▶ names the pane, only that pane
draws its cursor, Enter acts on what is drawn, and after `j` the next turn starts on
the board again."""

from __future__ import annotations

import pytest

from ai.coach import Advice, Option
from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots import seeded_match
from tui.app import ClanhallApp
from tui.widgets.footer import Footer

GAMES = {
    "clans": {},
    "crystal-clans": {"clan1": "blood", "clan2": "skull"},
    "crimson-company": {},
}
MOVES = {"clans": 24, "crystal-clans": 40, "crimson-company": 12}


def footer_label(app) -> str:
    labels = app.game_screen().query_one(Footer).query(".pane-label")
    return str(labels.first().render()) if labels else ""


def board_cursor_drawn(screen) -> bool:
    """Whether the board shows its cursor now (each game draws it its own way)."""
    game = screen.match.game.id
    if game == "clans":
        board = screen.query_one("#board")
        board._draw()
        return board.drawn_cursor is not None
    if game == "crimson-company":
        from tui.games.crimson_company.row import PickRow

        return any(row.cursor is not None for row in screen.query(PickRow))
    return screen.cursor is not None and screen.cursor.cursor


def row_drawn(actions) -> bool:
    """Whether the list's highlighted row is drawn apart from the others (a background)."""
    row = actions.get_component_rich_style("option-list--option-highlighted", partial=True)
    return row.bgcolor is not None and not row.bgcolor.is_default


async def open_game(pilot, game_id: str):
    match = seeded_match(game_id, MOVES[game_id], config=GAMES[game_id])
    pilot.app.open_match(match)
    screen = await pilot_wait_until(
        pilot,
        lambda: (s := pilot.app.game_screen()) is not None and s.waiting_for == 0 and s.focused is not None and s,
        "the human's turn with a pane focused",
    )
    await pilot_wait_until(pilot, lambda: screen.focused_pane() == "board" or screen.focused_pane() == "list")
    if screen.focused_pane() == "list":  # a decision the board has no form for: start on the board anyway
        screen.action_focus_board()
        await pilot_wait_until(pilot, lambda: screen.focused_pane() == "board", "the board focused")
    await pilot_wait_until(pilot, lambda: board_cursor_drawn(screen), "the board's cursor drawn")
    return screen


def app() -> ClanhallApp:
    return ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)


@pytest.mark.parametrize("game_id", list(GAMES))
async def test_after_j_the_next_turn_starts_on_the_board_where_tab_goes_board_list_log(game_id):
    """One app per game (it was two): `j` and the hinted move first; the human's next turn
    then starts on the board, and that turn is where the tabs are read (they change only
    the focus, which is put back on the board for the enter case). A turn's panes are
    the same whichever turn it is: the seeded turn and the next one offer a choice each."""
    the_app = app()
    async with the_app.run_test(size=(80, 24)) as pilot:
        screen = await open_game(pilot, game_id)
        await after_j_the_next_turn_starts_on_the_board(pilot, screen)
        await tab_goes_board_list_log_and_enter_acts_on_the_drawn_pane(pilot, screen)


async def tab_goes_board_list_log_and_enter_acts_on_the_drawn_pane(pilot, screen) -> None:
    """Tab goes board → list → log → board with only the focused pane drawn; back on the
    board, enter never plays the list's row, which is not drawn."""
    the_app = pilot.app
    actions = screen.query_one("#actions")
    expected = {"board": "▶ Board", "list": "▶ Actions", "log": "▶ Log"}
    seen = []
    for _ in range(4):
        pane = screen.focused_pane()
        want = expected[pane]
        label = await pilot_wait_until(pilot, lambda w=want: footer_label(the_app) == w and w, want)
        seen.append((pane, label, board_cursor_drawn(screen), row_drawn(actions)))
        await pilot.press("tab")
        await pilot_wait_until(pilot, lambda p=pane: screen.focused_pane() != p, "the next pane focused")
    assert [s[0] for s in seen] == ["board", "list", "log", "board"]
    assert [s[1] for s in seen] == ["▶ Board", "▶ Actions", "▶ Log", "▶ Board"]
    assert [s[2] for s in seen] == [True, False, False, True]  # the board's cursor only on the board
    assert [s[3] for s in seen] == [False, True, False, False]  # the list's row only in the list
    screen.action_focus_board()  # the last tab went on to the list
    await enter_on_the_board(pilot, screen)


async def enter_on_the_board(pilot, screen) -> None:
    """Enter on the focused board with the list's (undrawn) row on another action plays
    no such row unless the board's own cursor is on it."""
    await pilot_wait_until(pilot, lambda: screen.focused_pane() == "board", "the board focused")
    await pilot_wait_until(pilot, lambda: board_cursor_drawn(screen), "the board's cursor drawn")
    actions = screen.query_one("#actions")
    assert len(screen.legal) >= 2, "the turn offers a choice"
    actions.highlighted = len(screen.legal) - 1  # the list's row: the last action
    listed = screen.legal[-1]
    before = len(screen.match.log)
    await pilot.press("enter")
    await pilot.pause()
    played = screen.match.log[before].action if len(screen.match.log) > before else None
    assert played is None or played != listed or board_cursor_drawn(screen)


def advice_for(action) -> Advice:
    return Advice(0, (Option(action, 10, 1.0, 0.5),), 10)


async def after_j_the_next_turn_starts_on_the_board(pilot, screen) -> None:
    """`j` puts the hinted move up (Clans: its source selected on the map, the board keeps
    the keys; the others: the list focused on it) and enter plays it; the human's next turn
    starts on the board, its cursor drawn."""
    the_app = pilot.app
    turn = screen.turn
    if screen.match.game.id == "clans":
        screen.coach.advice = advice_for(screen.legal[-1])
        await pilot.press("j")
        await pilot_wait_until(pilot, lambda: screen.selected is not None, "the hinted source selected")
        await refreshed(screen)
        assert screen.focused_pane() == "board" and board_cursor_drawn(screen)
        assert screen.selected == screen.legal[-1][1]
        await enter_plays_the_maps_pick(pilot, screen)
    else:
        target = screen.legal[-1]
        screen.coach.advice = advice_for(target)
        await pilot.press("j")
        await pilot_wait_until(pilot, lambda: screen.focused_pane() == "list", "the list focused by j")
        await pilot_wait_until(pilot, lambda: footer_label(the_app) == "▶ Actions", "the footer naming the list")
        assert not board_cursor_drawn(screen)
        before = len(screen.match.log)
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: len(screen.match.log) > before, "the hinted action played")
        assert screen.match.log[before].action == target
    await pilot_wait_until(pilot, lambda: screen.waiting_for == 0 and screen.turn > turn, "the human's next turn")
    await pilot_wait_until(pilot, lambda: screen.focused_pane() == "board", "the board focused again")
    await pilot_wait_until(pilot, lambda: footer_label(the_app) == "▶ Board", "the footer naming the board")
    await pilot_wait_until(pilot, lambda: board_cursor_drawn(screen), "the board's cursor drawn")


async def enter_plays_the_maps_pick(pilot, screen) -> None:
    """With the hinted source selected on the Clans map, enter on a lit neighbour plays the
    map's move, not the list's (undrawn) row on another move."""
    board, actions = screen.query_one("#board"), screen.query_one("#actions")
    src, dst = screen.legal[-1][1:3]
    actions.highlighted = 0  # the list's row (not drawn): the first move
    assert screen.legal[0] != ("move", src, dst)
    board.cursor = dst
    before = len(screen.match.log)
    await pilot.press("enter")
    await pilot_wait_until(pilot, lambda: len(screen.match.log) > before, "the board's move played")
    assert screen.match.log[before].action == ("move", src, dst)
