"""The Crimson Company board: decisions answered by picking spots on the board (keys and
clicks) and in the auction dialog, whole games to the end, refused picks explained,
escape dropping a half-made pick, and exactly the legal spots highlighted."""
from __future__ import annotations

import random

from core.match import Match
from tests.tui.conftest import screen_name, sync
from tui.app import ClanhallApp
from tui.setup import GameSetup
from tui.widgets.crimson_board import CrimsonBoard
from tui.widgets.crimson_row import PickRow


def crimson_app(variant: str, players: int, seed: int) -> ClanhallApp:
    seats = ["human"] + ["bot:random"] * (players - 1)
    setup = GameSetup("crimson-company", {"players": players, "variant": variant}, seed, seats)
    return ClanhallApp(setup=setup, bot_delay=0, autosave=False, bot_processes=False)


def row_of(board: CrimsonBoard, spot) -> tuple[PickRow, int, int]:
    """The row drawing `spot`, and the cell offset (x, y) of its middle."""
    for row in board.rows():
        for y, line in enumerate(row.spots()):
            for s, x in line:
                if s == spot:
                    return row, x, y
    raise AssertionError(f"{spot} is not on the board")


async def point_at(pilot, board: CrimsonBoard, spot, click: bool) -> None:
    """Pick `spot`: a click on it, or `n` (next legal spot) until the cursor is there and
    then enter."""
    if click:
        row, x, y = row_of(board, spot)
        row.scroll_visible(animate=False)
        await pilot.pause()
        assert await pilot.click(row, offset=(x, y)), f"the click on {spot} missed"
    else:
        for _ in range(len(board.targets) + 1):
            if board.cursor == spot:
                break
            await pilot.press("n")
        assert board.cursor == spot
        await pilot.press("enter")
    await pilot.pause()


async def answer_dialog(pilot, app, rng) -> None:
    """Answer the auction dialog or a choice dialog with a random choice, by keys."""
    dialog = app.screen
    if screen_name(app) == "AuctionDialog":
        if dialog.amounts:
            for _ in range(rng.randrange(len(dialog.amounts))):
                await pilot.press("right")
        elif len(dialog.choices) > 1 and rng.random() < 0.5:
            await pilot.press("tab")
    else:
        for _ in range(rng.randrange(len(dialog.choices))):
            await pilot.press("down")
    await pilot.press("enter")
    await pilot.pause()


async def answer_on_board(pilot, screen, rng) -> str:
    """Make one random legal choice the way a player would: on the board when it has a
    board form, else from the list. Returns "board" or "list"."""
    picks = screen.picks
    board = screen.board
    paths = list(picks.paths)
    listed = picks.listed_only
    if listed and (not paths or rng.random() < len(listed) / (len(listed) + len(paths))):
        actions = screen.query_one("#actions")
        actions.focus()
        actions.highlighted = screen.legal.index(rng.choice(listed))
        await pilot.press("enter")
        await pilot.pause()
        return "list"
    path = rng.choice(paths)
    if picks.forced is not None:
        assert path[0] == picks.forced and board.chosen == picks.forced
        path = path[1:]
    board.focus()
    for spot in path:
        assert spot in board.targets
        await point_at(pilot, board, spot, click=rng.random() < 0.3)
    return "board"


async def play_on_board(pilot, app, rng, limit: int = 3000) -> dict:
    """Play the human seat on the board to the end of the game; counts of what was used."""
    screen = app.game_screen()
    used = {"board": 0, "list": 0, "dialog": 0}
    for _ in range(limit):
        name = screen_name(app)
        if name == "GameOverScreen":
            return used
        if name in ("AuctionDialog", "ChoiceDialog"):
            used["dialog"] += 1
            await answer_dialog(pilot, app, rng)
        elif screen.waiting_for is not None and screen.picks is not None:
            before = len(screen.match.log)
            used[await answer_on_board(pilot, screen, rng)] += 1
            if screen_name(app) == "CrimsonCompanyScreen" and len(screen.match.log) == before:
                await pilot.pause()
        else:
            await pilot.pause(0.01)
    raise AssertionError(f"the game did not end in {limit} steps")


@sync
async def test_a_duel_against_the_random_bot_played_on_the_board_to_the_end():
    app = crimson_app("duel", 2, seed=21)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        used = await play_on_board(pilot, app, random.Random(2))
        match = app.game_screen().match
        assert match.is_over() and max(match.state.won) >= 2
        human = [e for e in match.log if e.seat == 0]
        assert used["board"] + used["dialog"] >= 0.9 * len(human)
        assert used["board"] + used["list"] <= len(human)
        kinds = {e.action[0] for e in human}
        assert {"bid", "deploy"} <= kinds


@sync
async def test_a_free_for_all_with_bots_runs_to_the_end_on_the_board():
    app = crimson_app("free-for-all", 3, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        used = await play_on_board(pilot, app, random.Random(3))
        match = app.game_screen().match
        assert match.is_over() and {e.seat for e in match.log} == {0, 1, 2}
        assert used["board"] > 0 and used["dialog"] > 0
