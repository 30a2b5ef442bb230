"""The action list's rows are made without reading a plain label as markup or searching
it for control codes (`tui.widgets.panes.row`, issue 29 "Numbers": a Clans turn makes
~260 rows, and those two steps were most of their cost). Counted: a Clans turn's labels
are neither parsed nor stripped; and each label, plain or not, makes the row that reading
it as markup makes. And a Clans move's line is worded once for what it says (the move,
the huts moved, the language): most of the next turn's lines are kept. A row of plain
text on one line is drawn as one segment, the strip Textual's text layout makes."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import textual.content
from textual.content import Content
from textual.visual import Visual
from textual.widgets import OptionList

import ai.registry
from core import i18n
from core.match import Match
from tests.support import gated_bot
from tests.support.game_screens import opened, refreshed
from tui.app import ClanhallApp
from tui.games.clans.screen import ClansScreen
from tui.widgets.panes import ActionList, row

LABELS = [
    " 2▲ →  3♣  3 huts: R Y B",
    "Bid 2 coins on [b]Wizard[/b]",
    r"a \[bracket] kept",
    "a bell\x07 and a tab\tinside",
    "two\nlines",
    "",
]


@pytest.mark.parametrize("label", LABELS)
def test_a_row_reads_as_its_label_read_as_markup(label):
    made, read = row(label, "0").prompt, Content.from_markup(label)
    assert isinstance(made, Content)
    assert (made.plain, list(made.spans)) == (read.plain, list(read.spans))


def test_a_clans_turns_rows_are_made_without_parsing_or_stripping(monkeypatch):
    match = Match("clans", {"players": 2}, 1, seats=["human", "human"])
    view = match.state.view(0)
    labels = [ClansScreen.move_label(a[1], a[2], view.huts_at(a[1])) for a in match.state.legal_actions()]
    assert len(labels) > 200
    steps: list[str] = []
    parse, strip = Content.from_markup, textual.content._strip_control_codes

    def parsed(markup, **variables):
        steps.append("parse")
        return parse(markup, **variables)

    def stripped(text, *args):
        steps.append("strip")
        return strip(text, *args)

    monkeypatch.setattr(Content, "from_markup", staticmethod(parsed))
    monkeypatch.setattr(textual.content, "_strip_control_codes", stripped)
    rows = [row(label, str(i)) for i, label in enumerate(labels)]
    assert steps == [], f"{steps.count('parse')} labels parsed, {steps.count('strip')} stripped"
    assert [r.prompt.plain for r in rows] == labels


def test_clans_move_lines_are_worded_again_only_when_what_they_say_changed(monkeypatch):
    worded: list[tuple] = []

    def counted(src, dst, huts):
        worded.append((src, dst))
        return ClansScreen.move_label(src, dst, huts)

    screen = SimpleNamespace(labels={}, move_label=counted)  # what action_label reads of its screen
    match = Match("clans", {"players": 2}, 1, seats=["human", "human"])

    def lines() -> list[str]:
        view = match.state.view(match.state.to_move())
        return [ClansScreen.action_label(screen, view, a) for a in match.state.legal_actions()]

    first = lines()
    assert len(worded) == len(first) > 200
    worded.clear()
    assert lines() == first and worded == [], "the same turn again words nothing"
    for _ in range(2):
        match.submit(match.state.to_move(), match.state.legal_actions()[0])
    later = lines()
    view = match.state.view(match.state.to_move())
    assert later == [ClansScreen.move_label(a[1], a[2], view.huts_at(a[1])) for a in match.state.legal_actions()]
    assert 0 < len(worded) < len(later) / 4, f"{len(worded)} of {len(later)} lines worded after two moves"
    worded.clear()
    try:
        i18n.set_language("de")
        assert lines() != later and len(worded) == len(later), "another language words every line anew"
    finally:
        i18n.set_language("en")


async def test_plain_rows_are_drawn_as_textual_draws_them_without_its_text_layout(monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "gated", "tests.support.gated_bot:GatedBot")
    gated_bot.GATE.clear()  # the bot never answers here: the human's turn stays on screen
    match = Match("clans", {"players": 2}, 1, seats=["human", "bot:gated"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    try:
        await rows_alike(app, match, monkeypatch)
    finally:
        gated_bot.GATE.set()


async def rows_alike(app, match, monkeypatch):
    """Each of the turn's first 20 rows, in each of the list's row styles, drawn by the
    list as Textual's OptionList draws it; a row with a span drawn by Textual."""
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot, match)
        actions = screen.query_one(ActionList)
        actions.add_option(row("… and [b]3[/b] more", "more", disabled=True))  # a row with a span
        await refreshed(screen)
        laid_out: list[int] = []
        to_strips = Visual.to_strips

        def counted(cls, *args, **kwargs):
            laid_out.append(1)
            return to_strips(*args, **kwargs)

        monkeypatch.setattr(Visual, "to_strips", classmethod(counted))
        kinds = ["option-list--option-highlighted", "option-list--option-hover", "option-list--option-disabled"]
        styles = [actions.get_visual_style("option-list--option")]
        styles += [actions.get_visual_style("option-list--option", kind) for kind in kinds]
        for option in actions.options[:20]:
            for style in styles:
                actions._option_render_cache.clear()
                ours = actions._get_option_render(option, style)
                actions._option_render_cache.clear()  # else Textual's finds ours there
                textuals = OptionList._get_option_render(actions, option, style)
                assert [list(s) for s in ours] == [list(s) for s in textuals], option.prompt
        assert len(laid_out) == 20 * len(styles), "only Textual's own drawing laid the rows out"
        laid_out.clear()
        spanned = actions.options[-1]
        actions._get_option_render(spanned, styles[0])
        assert laid_out == [1], "a row with a span is drawn Textual's way"
