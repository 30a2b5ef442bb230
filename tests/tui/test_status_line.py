"""The game screen's top line is never cut: at 80 columns a German or Spanish title that
would not fit with wide separators takes narrow ones."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Static

from core import i18n
from tui.app import ClanhallApp
from tui.games.base import spaced
from tui.setup import GameSetup


def test_spaced_keeps_wide_separators_when_they_fit():
    assert spaced(["a", "b"], 80) == "a  ·  b"
    assert spaced(["x" * 40, "y" * 40], 80) == "x" * 40 + " · " + "y" * 40


@pytest.mark.parametrize("lang", ["de", "es"])
async def test_the_crystal_clans_title_fits_80_columns(lang):
    i18n.set_language(lang)
    try:
        setup = GameSetup("crystal-clans", {}, 5, ["human", "bot:random"])
        app = ClanhallApp(setup=setup, bot_delay=0, autosave=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.game_screen()
            text = str(screen.query_one("#status", Static).render())
            assert screen.match.names[0] in text  # the last part, "you: …", is there
            assert cell_len(text) <= 80, text  # and the whole line fits: nothing is cut
    finally:
        i18n.set_language("en")
