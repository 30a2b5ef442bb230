"""The interface's work per move stays small without changing what is shown: the action
list counts a row's lines without wrapping it when it fits, and wraps it when not."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.content import Content

from tui.widgets.panes import ActionList, RowText, row

LABELS = [
    "",
    "12⛰ → 7🌲  3 huts: R2 Y",
    "Bid 5 coins on [b]Wizard[/b]",  # markup, read as the list reads a string option
    "Seal a bid of 3 coins",
    "a row long enough to need two lines in a narrow list",
    "ganz breite Zeichen: 漢字漢字漢字漢字漢字漢字漢字",
    "two\nlines",
    "a\ttab",
]


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("width", [1, 8, 20, 40, 120])
def test_a_rows_height_is_the_height_textual_would_wrap_it_to(label, width):
    shown = row(label, "0").prompt
    assert isinstance(shown, RowText)
    plain = Content.from_markup(label)
    assert shown.plain == plain.plain and shown.spans == plain.spans
    for rules in ({}, {"line_pad": 1}):
        assert shown.get_height(rules, width) == plain.get_height(rules, width)


class ListApp(App):
    CSS = "ActionList { width: 20; }"

    def compose(self) -> ComposeResult:
        yield ActionList(id="actions")
        yield ActionList(id="plain")  # filled as Textual fills a list of strings


async def test_the_list_filled_anew_has_the_lines_of_textuals_own_and_highlights_the_first():
    labels = ["short", "a row far too long for one line", "more"]
    app = ListApp()
    async with app.run_test(size=(24, 20)) as pilot:
        actions, plain = app.query_one("#actions", ActionList), app.query_one("#plain", ActionList)
        actions.fill([row("old", "9")])
        actions.fill([row(labels[0], "0"), row(labels[1], "1"), row(labels[2], "more", True)])
        plain.add_options(labels)
        await pilot.pause()
        assert [actions.get_option_at_index(i).id for i in range(actions.option_count)] == ["0", "1", "more"]
        assert str(actions.get_option_at_index(1).prompt) == labels[1]
        assert actions.get_option("more").disabled
        assert actions.highlighted == 0
        assert actions.virtual_size.height > len(labels)  # the long row wraps
        assert actions.virtual_size == plain.virtual_size
