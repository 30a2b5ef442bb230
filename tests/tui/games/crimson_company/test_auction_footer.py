"""The auction dialog's footer says what Enter does *now*: ←/→ change the bid on the
highlighted button ("Bid 1" → "Bid 2"), and the footer's "enter: …" follows (it stayed on
the first amount: Textual rebuilds a footer only when the bindings change)."""

from __future__ import annotations

from textual.widgets._footer import FooterLabel

from tests.support.game_screens import opened
from tests.support.screens import footer_settled
from tests.support.waiting import pilot_wait_until
from tests.tui.games.crimson_company.test_board import picked, stopped_at
from tui.app import ClanhallApp
from tui.widgets.footer import Footer


def footer_label(screen) -> str:
    return " ".join(str(w.content) for w in screen.query_one(Footer).query_children(FooterLabel))


async def test_the_footer_names_the_bid_enter_makes_after_each_arrow():
    match = stopped_at("duel", 2, lambda s: s.decision().kind == "bid" and s.coins[0] >= 3, seed=5)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, match)
        await picked(pilot, screen, pilot.press("enter"))
        dialog = await pilot_wait_until(pilot, lambda: app.screen if app.screen is not screen else None, "the dialog")
        await footer_settled(pilot, dialog)
        assert footer_label(dialog) == "enter: Bid 1"
        for amount in (2, 3):
            await pilot.press("right")
            await pilot_wait_until(
                pilot, lambda amount=amount: footer_label(dialog) == f"enter: Bid {amount}", f"the footer at {amount}"
            )
        await pilot.press("left")
        await pilot_wait_until(pilot, lambda: footer_label(dialog) == "enter: Bid 2", "the footer back at 2")
