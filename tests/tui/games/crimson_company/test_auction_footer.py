"""The auction dialog's footer says what Enter does *now*: ←/→ change the bid on the
highlighted button ("Bid 1" → "Bid 2"), and the footer's "enter: …" follows (it stayed on
the first amount: Textual rebuilds a footer only when the bindings change).

The check runs in the auction dialog of test_board.py's bid test, which opens the same
position (seed 5's duel bid) and bids 3 by the arrows there: it was a test of its own here,
an app and a board opened for the dialog alone (issue 30 §3)."""

from __future__ import annotations

from textual.widgets._footer import FooterLabel

from tests.support.screens import footer_settled
from tests.support.waiting import pilot_wait_until
from tui.widgets.footer import Footer


def footer_label(screen) -> str:
    return " ".join(str(w.content) for w in screen.query_one(Footer).query_children(FooterLabel))


async def check_the_footer_names_the_bid_enter_makes_after_each_arrow(pilot, dialog) -> None:
    """On the auction `dialog` just opened at its first amount (at least 3 coins to bid):
    the footer names Bid 1, then follows → to 2 and 3 and ← back to 2, where it leaves it."""
    await footer_settled(pilot, dialog)
    assert footer_label(dialog) == "enter: Bid 1"
    for amount in (2, 3):
        await pilot.press("right")
        await pilot_wait_until(
            pilot, lambda amount=amount: footer_label(dialog) == f"enter: Bid {amount}", f"the footer at {amount}"
        )
    await pilot.press("left")
    await pilot_wait_until(pilot, lambda: footer_label(dialog) == "enter: Bid 2", "the footer back at 2")
