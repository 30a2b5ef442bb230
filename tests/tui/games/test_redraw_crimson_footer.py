"""The auction dialog's footer is built once when the dialog opens over a bot's bid
(tui/widgets/footer.py): Textual asks for a rebuild at the footer's first signal and again
when the dialog's first button takes the focus, and the second was made though the first had
not run yet (it reads the keys when it runs). Each build mounts and styles every key and
lays the dialog out again: ~10–15 ms of the bot move's redraw (bench/bench_ui_move.py).

Counted, no clock: the footer's builds with its keys (Textual's first compose, before the
bindings are ready, yields nothing and is not counted), from the dialog's push until the
screens are settled and the footer shows what Enter does. 80x24: the size is not the point."""

from __future__ import annotations

from core.match import Match
from tests.support.game_screens import next_to_answer, refreshed
from tests.support.screens import footer_settled
from tests.tui.games.test_redraw_dialog import SEED
from tui.app import ClanhallApp
from tui.games.crimson_company.auction import AuctionDialog
from tui.widgets.footer import Footer


async def test_the_auction_dialogs_footer_is_built_once_when_it_opens(monkeypatch):
    builds: list[str] = []
    compose = Footer.compose

    def counted(footer):
        if footer._bindings_ready:
            builds.append(type(footer.screen).__name__)
        return compose(footer)

    monkeypatch.setattr(Footer, "compose", counted)
    match = Match("crimson-company", {}, SEED, seats=["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        assert await next_to_answer(pilot) == "dialog"
        dialog = app.screen
        assert isinstance(dialog, AuctionDialog)
        await footer_settled(pilot, dialog)
        await refreshed(dialog)
        built = builds.count("AuctionDialog")
        assert built == 1, f"the dialog's footer was built {built} times"
