"""What a German-speaking new user ran into at 80x24 in tmux (session 15, issue 29), each
finding held by a test: keys that do what the screen says they do. The final board's
"esc Result" (issue 29 §6) and the German result's whole buttons (tests/tui/test_cut_80.py)
are read here too, on the finished games these tests open anyway."""

from __future__ import annotations

import pytest

from ai.coach import Advice, Option
from core import i18n
from core.i18n import _
from tests.support.game_screens import refreshed
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tests.tui.test_cut_80 import GAMES, assert_buttons_whole, finished_game, footer_line
from tests.tui.test_snapshots import seeded_match
from tui.app import ClanhallApp


@pytest.fixture
def language():
    """Set a language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


async def clans_turn(pilot):
    """A seeded Clans game at the human's turn, the board holding the keys."""
    pilot.app.open_match(seeded_match("clans", 24))
    return await pilot_wait_until(
        pilot,
        lambda: (s := pilot.app.game_screen()) is not None and s.waiting_for == 0 and s.focused is not None and s,
        "the human's turn",
    )


async def test_the_final_boards_empty_list_does_not_offer_enter_and_the_forms_focus_is_drawn(language):
    """One German app at 80x24 (it was three): the final boards of Crimson Company and
    Crystal Clans in turn (each part ends on the menu, where the next opens its game), then
    the new-game form from the menu. (Clans' final map: the test below.)"""
    language("de")
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for game in (game for game in GAMES if game != "clans"):
            await the_final_boards_empty_list_does_not_offer_enter(app, pilot, game)
        await the_focused_field_of_the_new_game_form_is_drawn_apart(app, pilot)


async def the_final_boards_empty_list_does_not_offer_enter(app, pilot, game: str) -> None:
    """On the final board the (empty) action list held the keys and the footer still said
    "⏎ Play the highlighted action"; pressing it did nothing. (That a turn's list offers it,
    in German at 80x24: tests/tui/test_cut_80.py, on the turn it opens anyway.)"""
    play = _("Play the highlighted action")
    board = await finished_game(app, pilot, game)
    assert_buttons_whole(app)  # cut_80's check of the German result, read where it is up anyway
    await pilot.press("b")  # the result's "Board": the final board
    await pilot_wait_until(pilot, lambda: app.screen is board, f"the final board ({game})")
    board.query_one("#actions").focus()
    result = f"esc {_('Result')}"
    await pilot_wait_until(pilot, lambda: result in footer_line(app), f"the final board's footer ({game})")
    assert play not in footer_line(app), game
    await escape_puts_the_result_up_again(app, pilot, board)


async def escape_puts_the_result_up_again(app, pilot, board) -> None:
    """On the final board the footer's "esc Result" does what it says (issue 29 §6); then
    b, escape, escape go to the board, the result and the menu."""
    await pilot.press("escape")
    await on_screen(pilot, "GameOverScreen")
    assert app.game_screen() is board
    await pilot.press("b", "escape", "escape")  # the board, the result, the menu
    await pilot_wait_until(pilot, lambda: app.game_screen() is None, "the main menu")


def columns(line) -> list[int]:
    """Where each cell of a board line starts: a pickable cell has a gutter each side and a
    mark before its text (tui/games/crimson_company/row.py)."""
    starts, x = [], 0
    for cell in line:
        starts.append(x + (2 if cell.spot else 0))
        x += len(cell.text) + (3 if cell.spot else 0)
    return starts


def test_a_won_lane_lines_up_with_the_lanes_in_play():
    """A lane out of play ("won by P1") stood one column left of the live lanes' castles."""
    from tui.games.crimson_company.lane import LaneRow

    match = seeded_match("crimson-company", 20)
    view = match.state.view(0)
    dead, alive = view.alive.index(False), view.alive.index(True)
    rows = {}
    for lane in (dead, alive):
        rows[lane] = LaneRow(lane)
        rows[lane].show(view, 0, match.names)
    won, live = rows[dead].lines(80)[0], rows[alive].lines(80)[0]
    assert columns(won)[1] == columns(live)[0]  # the castle's name
    assert columns(won)[2] + 1 == columns(live)[1]  # "won by …" where a side's label begins


async def the_focused_field_of_the_new_game_form_is_drawn_apart(app, pilot) -> None:
    """A compact Select (no border) showed its focus by a 5 % tint: in the new-game form
    the field holding the keys could not be told from the others."""
    from textual.widgets import Select
    from textual.widgets._select import SelectCurrent

    from tui.themes import contrast_ratio

    await pilot.press("n")
    game = await pilot_wait_until(pilot, lambda: next(iter(app.screen.query("#game")), None), "the form")
    await pilot_wait_until(pilot, lambda: app.focused is game, "the game field focused")
    other = next(s for s in app.screen.query(Select) if s is not game)

    def apart(focused, unfocused) -> bool:  # the focused field's ground stands out (5 %: 1.05)
        grounds = [select.query_one(SelectCurrent).background_colors[1] for select in (focused, unfocused)]
        return contrast_ratio(*grounds) >= 2

    await pilot_wait_until(pilot, lambda: apart(game, other), "the focus drawn")
    other.focus()
    await pilot_wait_until(pilot, lambda: apart(other, game), "the focus moved and drawn")


async def test_the_final_clans_map_offers_neither_play_nor_pick_and_j_then_enter_plays_the_hint(language):
    """Three findings on one Clans game (each on what the one before left): on the final
    map the empty list's footer still said "⏎ Play the highlighted action" and the map's
    "⏎ Pick territory", and enter did nothing; and "j: go to ①" then enter at a turn took
    the selection back (the cursor was left on the move's source) instead of playing ①."""
    language("de")
    play, pick = _("Play the highlighted action"), _("Pick territory")
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await clans_turn(pilot)
        screen.query_one("#actions").focus()
        await pilot_wait_until(pilot, lambda: play in footer_line(app), "Enter offered on the turn's list")
        screen.action_focus_board()
        await pilot_wait_until(pilot, lambda: pick in footer_line(app), "Enter offered on the turn's map")
        move = next(a for a in screen.legal if a[0] == "move")
        screen.coach.advice = Advice(0, (Option(move, 10, 1.0, 0.5),), 10)
        before = len(screen.match.log)
        await pilot.press("j")
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: len(screen.match.log) > before, "the hinted move played")
        assert screen.match.log[before].action == move
        app.close_game()
        board = await finished_game(app, pilot, "clans")
        assert_buttons_whole(app)
        await pilot.press("b")  # the result's "Board": the final board
        await pilot_wait_until(pilot, lambda: app.screen is board, "the final board")
        board.query_one("#actions").focus()
        await pilot_wait_until(pilot, lambda: f"esc {_('Result')}" in footer_line(app), "the final board's footer")
        assert play not in footer_line(app)
        board.action_focus_board()
        await pilot_wait_until(pilot, lambda: board.focused_pane() == "board", "the map focused")
        await refreshed(board)  # the footer redrawn for the map
        assert pick not in footer_line(app)
        await escape_puts_the_result_up_again(app, pilot, board)
