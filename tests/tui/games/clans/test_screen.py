"""The Clans screen: moves answered on the board by key presses, hot-seat to the end,
a game against the random bot, refused picks explained, secret colours kept secret."""

from __future__ import annotations

import random

from core.clans.board import TERRITORIES
from core.clans.state import COLOURS
from core.match import Match
from tests.support.game_screens import logged, next_to_answer, turn_drawn
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import screen_name
from tests.tui.test_s16_dialog_keys import footer_says
from tui.app import ClanhallApp
from tui.games.clans.board import ClansBoard, hut_tokens


async def move_cursor(pilot, board: ClansBoard, target: int) -> None:
    """Walk the board cursor to `target` with the arrow keys."""
    for _ in range(40):
        if board.cursor == target:
            return
        col, row = TERRITORIES[board.cursor].pos
        tcol, trow = TERRITORIES[target].pos
        if row != trow:
            key = "down" if trow > row else "up"
        else:
            key = "right" if tcol > col else "left"
        await pilot.press(key)
    assert board.cursor == target, f"cursor stuck at {board.cursor}, wanted {target}"


async def play_on_board(pilot, screen, rng) -> tuple:
    """Play one legal move by picking its two territories on the board; returns it."""
    board = screen.query_one(ClansBoard)
    legal = screen.match.state.legal_actions()
    here = TERRITORIES[board.cursor].pos

    def distance(action):
        col, row = TERRITORIES[action[1]].pos
        return abs(col - here[0]) + abs(row - here[1]), rng.random()

    action = min(legal, key=distance)
    await move_cursor(pilot, board, action[1])
    await pilot.press("enter")  # the board tells the screen in a message
    await pilot_wait_until(pilot, lambda: screen.selected == action[1], "the source selected")
    assert set(board.targets) == {a[2] for a in legal if a[1] == action[1]}
    await move_cursor(pilot, board, action[2])
    await pilot.press("enter")
    return action


BOARD_MOVES = 2  # moves made on the board; the rest through the move list (quicker)


async def play_from_list(pilot, screen) -> None:
    """Play the first listed move: tab from the board to the list if needed, then enter."""
    if screen.focused is not screen.query_one("#actions"):
        await pilot.press("tab")
    assert screen.focused is screen.query_one("#actions")
    await pilot.press("enter")


# The two games here play their first 46 of ~54 moves (by the list's first-legal move) through
# the match, not the screen: the whole-game tests of tests/e2e play every Clans move through the
# interface already, so these drive only what is their own — moves picked on a board that by
# then has empty territories and villages (a Clans turn is one kind of decision: two on the
# board, one by each player at the keyboard, show it), a hand-over before every move, the
# random bot's answers, and the result screen naming the secret colours. From 36 moves with 8
# on the board, the hot-seat game drew 196 layouts of the screen; from 46 with 4, 104; with 2
# (session 17) its CPU fell by a fifth again.
HEADLESS_MOVES = 46


def match_late_in_the_game(seats: list[str], seed: int) -> Match:
    match = Match("clans", {"players": len(seats)}, seed, seats=seats)
    for _ in range(HEADLESS_MOVES):
        state = match.state
        match.submit(state.to_move(), state.legal_actions()[0])
    assert not match.is_over() and match.state.villages
    return match


async def test_hot_seat_clans_game_to_the_end():
    """Two players at one keyboard from move 46 to the result: a hand-over before each move,
    the first moves picked on the board, the first turn showing only its viewer's secret
    colour (a test of its own before, on a board at the game's start), and the result
    naming every seat's colour."""
    match = match_late_in_the_game(["human", "human"], seed=11)
    app = ClanhallApp(bot_delay=0)
    rng = random.Random(1)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
        handovers = moves = orders = 0
        for _ in range(500):
            what = await next_to_answer(pilot)
            if what == "over":
                break
            before = len(screen.match.log)
            if what == "hand-over":
                handovers += 1
                await pilot.press("enter")
                await pilot_wait_until(pilot, lambda: screen_name(app) != "HandOverScreen", "the hand-over done")
            elif what == "dialog":
                orders += 1
                await pilot.press("enter")
                await logged(pilot, screen, before)
            else:
                await turn_drawn(pilot, None)  # the cursor placed for the turn
                seat = screen.match.state.to_move()
                if moves == 0:
                    check_only_the_viewer_s_secret_colour_is_shown(screen)
                if moves < BOARD_MOVES:
                    action = await play_on_board(pilot, screen, rng)
                    await logged(pilot, screen, before)
                    assert screen.match.log[before].action == action
                else:
                    await play_from_list(pilot, screen)
                    await logged(pilot, screen, before)
                assert screen.match.log[before].seat == seat
                moves += 1
        assert screen_name(app) == "GameOverScreen"
        assert screen.match is match and match.is_over()
        assert moves > BOARD_MOVES and moves + orders == len(match.log) - HEADLESS_MOVES
        assert handovers >= moves // 2  # the keyboard changed hands between the players
        notes = " ".join(str(w.render()) for w in app.screen.query(".game-over-note"))
        for seat, colour in enumerate(match.state.colours):
            assert f"Player {seat + 1} was {COLOURS[colour].capitalize()}" in notes


async def test_clans_against_the_random_bot_through_the_move_list():
    """From move 46 against the random bot to the result, moves from the list; on the first
    turn, an empty territory picked is refused with the reason and escape drops a selection
    (a test of its own before, on a board at the game's start, where it emptied a territory
    first: late in the game some are empty already)."""
    match = match_late_in_the_game(["human", "bot:random"], seed=5)
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
        await check_a_refused_pick_is_explained_and_escape_drops_the_selection(pilot, screen)
        for _ in range(400):
            what = await next_to_answer(pilot)
            if what == "over":
                break
            before = len(match.log)
            if what == "turn":
                await turn_drawn(pilot, None)
                await play_from_list(pilot, screen)
            else:  # the order of a scoring
                await pilot.press("enter")
            await logged(pilot, screen, before)
        assert screen_name(app) == "GameOverScreen"
        assert {e.seat for e in match.log[HEADLESS_MOVES:]} == {0, 1}
        assert screen.match is match and match.is_over()


async def check_a_refused_pick_is_explained_and_escape_drops_the_selection(pilot, screen) -> None:
    """On the human's turn: an empty territory picked on the board is refused with the
    reason and selects nothing; a territory whose huts may move is selected and lights its
    targets; escape drops the selection and stays in the game."""
    app = screen.app
    await turn_drawn(pilot, 0)
    board = screen.query_one(ClansBoard)
    view = screen.current_view()
    board.cursor = next(t for t in range(len(TERRITORIES)) if view.totals[t] == 0)
    await pilot.press("enter")  # the board tells the screen in a message
    await pilot_wait_until(pilot, lambda: any("is empty" in str(n.message) for n in app._notifications), "why not")
    assert screen.selected is None, "an empty territory was selected"
    src = next(iter(screen.moves))
    board.cursor = src
    await pilot.press("enter")
    await pilot_wait_until(pilot, lambda: screen.selected == src, "the source selected")
    assert board.targets, "no target lit"
    await footer_says(pilot, "esc Drop")  # what escape does now, not "Menu"
    await pilot.press("escape")
    assert screen.selected is None and not board.targets, "escape kept the selection"
    assert app.game_screen() is screen  # escape dropped the selection, did not leave
    await footer_says(pilot, "esc Menu")


def check_only_the_viewer_s_secret_colour_is_shown(screen) -> None:
    """A hot-seat turn shows its viewer's secret colour (the epochs' ◀you line, "You are …"
    in the detail) and no other seat's."""
    seat = screen.viewer
    colours = screen.match.state.colours
    text = str(screen.query_one("#epochs").render()) + str(screen.query_one("#detail").render())
    assert "◀you" in text, text
    mine = COLOURS[colours[seat]].capitalize()
    other = COLOURS[colours[1 - seat]].capitalize()
    assert f"You are {mine}" in text and other not in text, text
    you_line = next(line for line in text.splitlines() if "◀you" in line)
    assert you_line.startswith("RYGBK"[colours[seat]]), you_line


def test_hut_tokens_fit_and_keep_letters():
    assert hut_tokens((2, 0, 0, 1, 0), 4) == [("R", 0), ("R", 0), ("B", 3)]
    assert hut_tokens((3, 0, 3, 0, 1), 6) == [("R3", 0), ("G3", 2), ("K1", 4)]
    crowded = hut_tokens((3, 2, 2, 1, 1), 4)
    assert crowded[0] == ("9", None) and len("".join(t for t, _ in crowded)) <= 4
    assert hut_tokens((0, 0, 0, 0, 0), 4) == []
