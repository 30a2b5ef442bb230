"""Crimson Company's action list speaks to the one choosing: a row says what the move
does, not who makes it ("◂ 1▸ Wizard": the amount and the card, under the prompt "Bid
coins on one card on offer"; not "Player 1 bids 1 coin on Wizard"), so a bid row fits one
line at 80 columns and no row repeats the seat's name (issue 29 §4; the words since
session 16: tests/tui/test_s16_crimson_rows.py).
The log still names the actor once ("Player 1: bids 1 coin on Wizard"). The English rows
are checked on test_bid_groups.py's board of the same turn, the German ones here."""

from __future__ import annotations

from tests.tui.games.crimson_company.test_bid_groups import bid_turn, duel_app


def check_the_rows_of_a_bid_turn_do_not_name_the_one_choosing(screen) -> None:
    """On `screen` at the duel's first bid turn (test_bid_groups.py's, which runs this check
    before it plays: it was a test of its own, an app opened on the same turn): no row
    names the seat, and each bid row is an amount and a card."""
    actions = screen.query_one("#actions")
    rows = [str(actions.get_option_at_index(i).prompt) for i in range(actions.option_count)]
    name = screen.names[0]
    assert rows and not any(name in row for row in rows), rows
    bids = [row for row in rows if row.startswith("◂")]  # "◂ 1▸ Wizard": an amount, a card
    assert bids and all(row.split("▸", 1)[1].strip() for row in bids), rows


async def test_a_bid_row_reads_the_same_in_german_without_the_name():
    from core import i18n

    i18n.set_language("de")
    app = duel_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await bid_turn(pilot, app)
        actions = screen.query_one("#actions")
        rows = [str(actions.get_option_at_index(i).prompt) for i in range(actions.option_count)]
        assert not any(screen.names[0] in row for row in rows), rows
        assert any(row.startswith("◂") and "Zauberer" in row for row in rows), rows  # Wizard, in German
