"""The game screen's top line is never cut: at 80 columns a German or Spanish title that
would not fit with wide separators takes narrow ones."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Static

from core import i18n
from tests.support.screens import game_shown
from tui.app import ClanhallApp
from tui.setup import GameSetup
from tui.widgets.title import fit_title


def test_the_title_keeps_wide_separators_when_they_fit():
    assert fit_title(["a", "b"], 80) == "a  ·  b"
    assert fit_title(["x" * 38, "y" * 38], 80) == "x" * 38 + " · " + "y" * 38  # 81 wide, 79 narrow


@pytest.mark.parametrize("lang", ["de", "es"])
async def test_the_crystal_clans_title_fits_80_columns(lang):
    i18n.set_language(lang)
    try:
        setup = GameSetup("crystal-clans", {}, 5, ["human", "bot:random"])
        app = ClanhallApp(setup=setup, bot_delay=0, autosave=False)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await game_shown(pilot)  # the title says whose turn it is
            text = str(screen.query_one("#status", Static).render())
            assert screen.match.names[0] in text  # the last part, "you: …", is there
            assert cell_len(text) <= 80, text  # and the whole line fits: nothing is cut
    finally:
        i18n.set_language("en")
