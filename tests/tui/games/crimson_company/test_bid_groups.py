"""Crimson Company's action list groups a card's bids (issue 29 §6): one row per card,
the amount picked on it with ←/→ or digits, so a bid turn fits the screen; the hint's ①
row is set to the hinted amount and scrolled into view."""

from __future__ import annotations

from tests.support.waiting import pilot_wait_until
from tests.tui.games.crimson_company.test_hint_in_view import in_view
from tui.app import ClanhallApp
from tui.games.crimson_company.bids import GROUP_PREFIX, AmountRow, rows_of
from tui.games.crimson_company.list_words import amount_cell
from tui.setup import GameSetup

COACH = "mcts:iterations=200,workers=1"


def duel_app() -> ClanhallApp:
    from core.registry import get_game

    config = get_game("crimson-company").normalize_config({"variant": "duel", "players": 2, "first_seat": 0})
    setup = GameSetup("crimson-company", config, 3, ["human", "bot:random"])
    return ClanhallApp(setup=setup, bot_delay=0, autosave=False, bot_processes=False, coach_spec=COACH)


async def bid_turn(pilot, app):
    from tui.games.base import GameScreen

    await pilot_wait_until(
        pilot,
        lambda: isinstance(app.screen, GameScreen) and app.screen.waiting_for == 0 and app.screen.legal,
        "the human's first turn",
    )
    screen = app.screen
    assert screen.pending.decision.kind == "bid" and len(screen.legal) > 20
    return screen


def test_rows_of_groups_amounts_and_keeps_other_actions():
    legal = [("bid", 0, 2), ("bid", 0, 1), ("pass",), ("bid", 1, 1), ("pay", 1, 3)]
    rows = rows_of(legal, range(len(legal)))
    assert isinstance(rows[0], AmountRow) and rows[0].amounts == [1, 2] and rows[0].indices == [1, 0]
    assert rows[1:] == [2, 3, 4]  # single amounts stay plain rows
    row = rows[0]
    assert row.type_digit("2") and row.amount == 2 and not row.type_digit("7") and row.amount == 2


async def test_a_bid_turn_is_one_row_per_card_and_the_amount_is_picked_on_it():
    # here, not at the top: test_list_words.py imports this module's app and turn
    from tests.tui.games.crimson_company.test_list_words import (
        check_the_rows_of_a_bid_turn_do_not_name_the_one_choosing,
    )

    app = duel_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await bid_turn(pilot, app)
        check_the_rows_of_a_bid_turn_do_not_name_the_one_choosing(screen)  # test_list_words.py
        actions = screen.query_one("#actions")
        assert actions.option_count == len({a[1] for a in screen.legal}) <= 5
        actions.focus()
        actions.highlighted = 0
        await pilot_wait_until(pilot, lambda: screen.focused is actions, "the list focused")
        row = screen.amount_rows[0]
        # the screen steps the amount when the key has passed the list (a message later)
        await pilot.press("right", "right")
        await pilot_wait_until(pilot, lambda: row.amount == row.amounts[2], "two steps up")
        assert amount_cell(row.amount) in str(actions.get_option_at_index(0).prompt)
        await pilot.press("left")
        await pilot_wait_until(pilot, lambda: row.amount == row.amounts[1], "one step down")
        await pilot.press("5")
        await pilot_wait_until(pilot, lambda: row.amount == 5, "5 typed")
        assert amount_cell(5) in str(actions.get_option_at_index(0).prompt)
        moves = len(screen.match.log)
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: len(screen.match.log) > moves, "the bid played")
        assert screen.match.log[moves].action == ("bid", row.key[1], 5)


async def test_the_hints_first_row_shows_the_hinted_amount_in_view():
    app = duel_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await bid_turn(pilot, app)
        await pilot.press("h")
        await pilot_wait_until(pilot, lambda: screen.hint_advice is not None, "the hint")
        best = screen.hint_advice.best.action
        actions = screen.query_one("#actions")
        option = actions.get_option_at_index(actions.highlighted)
        assert option.id.startswith(GROUP_PREFIX)
        row = screen.amount_rows[int(option.id[len(GROUP_PREFIX) :])]
        assert row.key == best[:-1] and row.amount == best[-1]
        assert str(option.prompt).startswith("① ")
        await pilot_wait_until(pilot, lambda: in_view(actions), "the ① row in view")  # by lines: rows wrap
        await pilot.press("j")
        await pilot_wait_until(pilot, lambda: screen.focused is actions, "the list focused")  # from the app's queue
        moves = len(screen.match.log)
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: len(screen.match.log) > moves, "the hinted bid played")
        assert screen.match.log[moves].action == best
