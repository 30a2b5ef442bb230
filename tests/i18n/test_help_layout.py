"""The keys help (F1) keeps every key beside what it does in every language: the text
column wraps inside itself instead of running back under the keys."""

from __future__ import annotations

import pytest
from rich.console import Console

from core import i18n
from tests.support.screens import on_screen
from tui.screens.dialogs import HELP_SECTIONS, KEY_COLUMN, help_rows, help_tables


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_every_help_line_keeps_its_columns_at_the_dialog_width(lang):
    i18n.set_language(lang)
    console = Console(width=72, record=True, color_system=None)
    console.print(help_tables())
    lines = [line.rstrip() for line in console.export_text().splitlines() if line.strip()]
    headings = {help_rows(i18n._(s))[0].replace("[b]", "").replace("[/b]", "") for s in HELP_SECTIONS}
    for line in lines:
        if line in headings:
            continue
        assert line.startswith("  "), f"{lang}: runs under the keys: {line!r}"
        assert line[KEY_COLUMN - 1] == " " and line[KEY_COLUMN] != " ", f"{lang}: text out of its column: {line!r}"


def test_rows_join_wrapped_lines_and_keep_list_items_apart():
    heading, rows = help_rows("[b]X[/b]\n  a             one two\n                three\n                move: four")
    assert heading == "[b]X[/b]" and rows == [("a", "one two three\nmove: four")]


async def test_textual_s_own_palette_commands_read_in_german():
    from textual.command import CommandInput

    from tui.app import ClanhallApp

    i18n.set_language("de")
    app = ClanhallApp()
    async with app.run_test(size=(80, 24)) as pilot:
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Beenden" in titles and "Quit" not in titles and "Keys" not in titles
        await pilot.press("ctrl+p")
        palette = await on_screen(pilot, "CommandPalette")
        assert palette.query_one(CommandInput).placeholder == "Befehle suchen…"
