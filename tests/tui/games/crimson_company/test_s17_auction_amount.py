"""The auction dialog's amount line says what the amount is ("Bid: 3 coins (1–6)"), not
the keys: ←/→, digits, enter and esc are the dialog's footer's (issue 29). In English,
German and Spanish, for a bid and for a free-for-all's sealed bid.

One app: the duel's bid dialog is opened from the board once per language (its words are
made when it opens); the sealed bid's dialog, made from a seeded free-for-all's view
reached headless, is put up over the same game screen (what is checked is the dialog's
own words, not the game under it)."""

from __future__ import annotations

from textual.widgets import Static

from core.i18n import _, set_language
from tests.support.game_screens import opened
from tests.support.waiting import pilot_wait_until
from tests.tui.games.crimson_company.test_board import picked, stopped_at
from tui.app import ClanhallApp
from tui.games.crimson_company.auction import AuctionDialog, coins, sealed_offer


def words_of(dialog: AuctionDialog) -> list[str]:
    """The text of every line of the dialog above its buttons (the footer is not in it)."""
    return [str(static.render()) for static in dialog.query_one("#auction-dialog").query(Static)]


def amount_line(dialog: AuctionDialog) -> str:
    return str(dialog.query_one("#amount", Static).render())


async def up(pilot, dialog: AuctionDialog) -> AuctionDialog:
    await pilot_wait_until(pilot, lambda: dialog.is_mounted and amount_line(dialog), "the amount line shown")
    return dialog


async def closed(pilot, game) -> None:
    await pilot.press("escape")
    await pilot_wait_until(pilot, lambda: pilot.app.screen is game, "the dialog closed")


def check(dialog: AuctionDialog, expected: str, lang: str) -> None:
    line = amount_line(dialog)
    assert line == expected, f"the amount line ({lang}): {line!r}, not {expected!r}"
    assert dialog.query_one("#amount").content_size.width >= len(expected), f"the line is cut ({lang}): {line!r}"
    keys = [words for words in words_of(dialog) if "←" in words or "→" in words or "esc" in words]
    assert not keys, f"the dialog's lines name keys the footer names ({lang}): {keys}"


async def test_the_amount_line_says_the_amount_and_its_range_and_no_keys():
    duel = stopped_at("duel", 2, lambda s: s.decision().kind == "bid" and s.coins[0] >= 3, seed=5)
    sealed = stopped_at("free-for-all", 4, lambda s: s.decision().kind == "sealed_bid", seed=1)
    view = sealed.state.view(0)
    bids = sorted(a[1] for a in view.legal_actions())
    assert len(bids) >= 2, "the sealed bid offers a range of amounts"
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot, duel)
        low, high = 1, duel.state.coins[0]
        for lang in ("en", "de", "es"):
            set_language(lang)
            await picked(pilot, game, pilot.press("enter"))  # the cursor starts on a card on offer
            dialog = await up(pilot, app.screen)
            check(dialog, _("Bid: {coins} ({low}–{high})").format(coins=coins(low), low=low, high=high), lang)
            await pilot.press("right")  # the line follows the amount
            await pilot_wait_until(pilot, lambda d=dialog: coins(low + 1) in amount_line(d), f"the amount up ({lang})")
            check(dialog, _("Bid: {coins} ({low}–{high})").format(coins=coins(low + 1), low=low, high=high), lang)
            await closed(pilot, game)
            dialog = AuctionDialog(sealed_offer(view, list(view.legal_actions()), list(sealed.names), 0))
            app.push_screen(dialog)
            await up(pilot, dialog)
            words = _("Sealed bid: {coins} ({low}–{high})").format(coins=coins(bids[0]), low=bids[0], high=bids[-1])
            check(dialog, words, lang)
            await closed(pilot, game)
    set_language("en")
