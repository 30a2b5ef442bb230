"""A Crimson Company game keeps one auction dialog and shows it again for each auction
decision, its texts and buttons changed in place (tui/games/crimson_company/auction.py):
a new modal screen mounted and styled ~15 widgets and its footer's keys, and laid itself
out five times while they settled (bench/RESULTS.md, session 17).

Counted, no clock: the widgets mounted and the layouts of each screen from a key that
opens the dialog again until the screens are settled and the footer shows what Enter
does. The dialog is opened again with `a` after escape (the same question, so the same
shape of buttons), at 80x24 (the size is not the point)."""

from __future__ import annotations

from collections import Counter

from textual.screen import Screen
from textual.widget import Widget
from textual.widgets._footer import FooterKey

from core.match import Match
from tests.support.game_screens import next_to_answer, opened, refreshed
from tests.support.screens import footer_settled
from tests.support.waiting import pilot_wait_until
from tests.tui.games.crimson_company.test_board import picked, stopped_at
from tests.tui.games.test_redraw_dialog import SEED, Counts
from tui.app import ClanhallApp
from tui.games.crimson_company.auction import AuctionDialog, auction_offer
from tui.widgets.footer import Footer


class Work:
    """Widgets mounted (by class) and layouts (by screen class) since `clear`."""

    def __init__(self, monkeypatch) -> None:
        self.mounted: Counter[str] = Counter()
        self.layouts: Counter[str] = Counter()
        mount, layout = Widget._on_mount, Screen._refresh_layout

        def mounted(widget, event):
            self.mounted[type(widget).__name__] += 1
            return mount(widget, event)

        def laid_out(screen, *args, **kwargs):
            self.layouts[type(screen).__name__] += 1
            return layout(screen, *args, **kwargs)

        monkeypatch.setattr(Widget, "_on_mount", mounted)
        monkeypatch.setattr(Screen, "_refresh_layout", laid_out)

    def clear(self) -> None:
        self.mounted.clear()
        self.layouts.clear()


async def shown(pilot) -> AuctionDialog:
    """Wait until an auction dialog is on top with its first button focused and the
    screens are settled; return it."""
    app = pilot.app

    def up():
        dialog = app.screen
        ready = isinstance(dialog, AuctionDialog) and dialog.is_mounted and dialog.focused is dialog.buttons()[0]
        return ready and dialog

    dialog = await pilot_wait_until(pilot, up, "the auction dialog")
    await footer_settled(pilot, dialog)
    await refreshed(dialog)
    return dialog


async def test_the_auction_dialog_shown_again_mounts_nothing_and_redraws_what_changed_under_it(monkeypatch):
    work, counts = Work(monkeypatch), Counts(monkeypatch)
    match = Match("crimson-company", {}, SEED, seats=["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        assert await next_to_answer(pilot) == "dialog"
        dialog, game = await shown(pilot), app.game_screen()
        assert len(dialog.choices) == 2
        first = sum(work.mounted.values())
        await pilot.press("escape")
        await pilot_wait_until(pilot, lambda: app.screen is game, "back on the board")
        game.query_one("#status").update("Zyxwvut")  # changed while the dialog is away
        await refreshed(game)
        work.clear()
        drawn = counts.drawn
        await pilot.press("a")
        assert await shown(pilot) is dialog, "the same dialog, shown again"
        assert work.mounted["Button"] == 0 and sum(work.mounted.values()) == 0, (first, work.mounted)
        assert work.layouts["AuctionDialog"] <= 2, work.layouts
        assert counts.drawn > drawn and "Zyxwvut" in app.export_screenshot(), "the board under it drawn anew"
        assert [str(b.label) for b in dialog.buttons()] == [label for label, _action in dialog.choices]
        app.close_game()  # the kept dialog goes with its game
        await pilot_wait_until(pilot, lambda: not game.is_attached and not dialog.is_attached, "both closed")
        assert not app.is_screen_installed(dialog)


async def test_the_auction_dialog_uncovered_draws_what_changed_under_it_meanwhile():
    """The help over the dialog (the command palette's Help): a change of the game screen
    while the help is up reaches the screen on top (the help), not the dialog, so the
    dialog draws the board anew when the help goes (tui/widgets/dimmed.py; without that
    it showed the board of before in some runs, by the order of the screens' updates)."""
    match = Match("crimson-company", {}, SEED, seats=["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        assert await next_to_answer(pilot) == "dialog"
        dialog, game = await shown(pilot), app.game_screen()
        app.action_help()
        help_screen = await pilot_wait_until(pilot, lambda: app.screen is not dialog and app.screen, "the help")
        await refreshed(help_screen)
        game.query_one("#status").update("Zyxwvut", layout=False)  # a repaint (a screen under lays out only on top)
        await refreshed(help_screen)
        await pilot.press("escape")
        assert await shown(pilot) is dialog
        assert "Zyxwvut" in app.export_screenshot(), "the board under it drawn anew"


def footer_words(dialog: AuctionDialog) -> list[str]:
    return [str(key.description) for key in dialog.query_one(Footer).query(FooterKey) if key.display]


async def closed(pilot, game) -> None:
    await pilot.press("escape")
    await pilot_wait_until(pilot, lambda: pilot.app.screen is game, "the dialog closed")


async def test_a_second_bid_mounts_no_button_and_each_shape_names_its_own_keys(monkeypatch):
    """A duel's bid (an amount: ←/→ are Less/More), an opponent's bid to answer shown on the
    same dialog (a headless position's: ←/→ move between the answers), then the bid again:
    the footer follows the shape each time, and the second bid mounts nothing."""
    duel = stopped_at("duel", 2, lambda s: s.decision().kind == "bid" and s.coins[0] >= 3, seed=5)
    answer = stopped_at("duel", 2, lambda s: s.decision().kind == "answer" and len(s.legal_actions()) == 2)
    view = answer.state.view(0)
    work = Work(monkeypatch)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await opened(pilot, duel)
        await picked(pilot, game, pilot.press("enter"))  # the cursor starts on a card on offer
        dialog = await shown(pilot)
        assert {"Less", "More"} <= set(footer_words(dialog)) and "choose" not in footer_words(dialog)
        await closed(pilot, game)
        app.push_screen(game.auction_dialog(auction_offer(view, "answer", view.legal_actions(), answer.names, 0)))
        assert await shown(pilot) is dialog
        assert "choose" in footer_words(dialog) and "Less" not in footer_words(dialog), footer_words(dialog)
        assert [str(b.label) for b in dialog.buttons()] == [label for label, _action in dialog.choices]
        await closed(pilot, game)
        work.clear()
        await picked(pilot, game, pilot.press("enter"))
        assert await shown(pilot) is dialog
        assert work.mounted["Button"] == 0, work.mounted
        assert {"Less", "More"} <= set(footer_words(dialog)) and "choose" not in footer_words(dialog)
        assert (
            str(dialog.focused.label) == f"Bid {dialog.amount}"
            and not dialog.query_one("#auction-amount").styles.display == "none"
        )
