"""The interface's work per move stays small without changing what is shown: the action
list counts a row's lines without wrapping it when it fits, and wraps it when not; a
footer under a dialog waits for its screen to be back on top to be rebuilt; a game
screen keeps the heap it was drawn on out of the garbage collections while it is up."""

from __future__ import annotations

import gc

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tui.widgets.footer import Footer
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
    async with app.run_test(size=(24, 20)):
        actions, plain = app.query_one("#actions", ActionList), app.query_one("#plain", ActionList)
        actions.fill([row("old", "9")])
        actions.fill([row(labels[0], "0"), row(labels[1], "1"), row(labels[2], "more", True)])
        plain.add_options(labels)
        await refreshed(app.screen)  # laid out: the lists' sizes
        assert [actions.get_option_at_index(i).id for i in range(actions.option_count)] == ["0", "1", "more"]
        assert str(actions.get_option_at_index(1).prompt) == labels[1]
        assert actions.get_option("more").disabled
        assert actions.highlighted == 0
        assert actions.virtual_size.height > len(labels)  # the long row wraps
        assert actions.virtual_size == plain.virtual_size


class BoardApp(App):
    def compose(self) -> ComposeResult:
        from tui.games.clans.board import ClansBoard

        yield ClansBoard(id="kept")
        yield ClansBoard(id="fresh")


async def test_the_clans_map_redraws_only_the_territories_a_move_changed(monkeypatch):
    from core.match import Match
    from tui.games.clans.board import ClansBoard

    match = Match("clans", {"players": 2}, 1, seats=["human", "human"])
    app = BoardApp()
    async with app.run_test(size=(120, 60)) as pilot:
        kept, fresh = app.query_one("#kept", ClansBoard), app.query_one("#fresh", ClansBoard)
        app.set_focus(None)  # no cursor drawn on either
        await pilot.pause()
        kept.show(match.state.view(0))
        kept._draw()
        src, dst = match.state.legal_actions()[0][1:]
        match.submit(match.state.to_move(), ("move", src, dst))
        drawn: list[int] = []
        cell_line = ClansBoard._cell_line

        def counted(self, line, t, k):
            drawn.append(t)
            cell_line(self, line, t, k)

        monkeypatch.setattr(ClansBoard, "_cell_line", counted)
        kept.show(match.state.view(0), sources=[dst], selected=src)
        strips = kept._draw()
        assert set(drawn) == {src, dst}  # the rest copied from the last drawing
        fresh.show(match.state.view(0), sources=[dst], selected=src)
        assert [s.text for s in strips] == [s.text for s in fresh._draw()]
        assert [list(s) for s in strips] == [list(s) for s in fresh._draw()]  # styles too


class TextApp(App):
    CSS = "#hidden { display: none; }"

    def compose(self) -> ComposeResult:
        from tui.games.crystal_clans.text import TextBoard

        yield TextBoard(id="hidden")
        yield TextBoard(id="shown")


async def test_the_crystal_clans_text_board_is_drawn_only_when_read_or_shown(monkeypatch):
    from core.match import Match
    from tui.games.crystal_clans import text
    from tui.games.crystal_clans.text import TextBoard

    match = Match("crystal-clans", {"players": 2}, 3, seats=["human", "human"])
    names = ["Ann", "Ben"]
    drawn: list[object] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda view, viewer, names: drawn.append(view) or real(view, viewer, names))
    app = TextApp()
    async with app.run_test(size=(120, 60)):
        hidden, shown = app.query_one("#hidden", TextBoard), app.query_one("#shown", TextBoard)
        first = match.state.view(0)
        hidden.show(first, 0, names)
        shown.show(first, 0, names)
        assert drawn == [first]  # the shown board only
        assert str(hidden.render()) == real(first, 0, names).plain  # read: drawn then
        match.submit(match.state.to_move(), match.state.legal_actions()[0])
        second = match.state.view(0)
        hidden.show(second, 0, names)
        hidden.display = True  # as key t shows it
        await refreshed(app.screen)  # laid out, and drawn for it
        assert str(hidden.content) == real(second, 0, names).plain and hidden.pending is None
        assert hidden.size.height == real(second, 0, names).plain.count("\n") + 1


class Pane(Static, can_focus=True):
    """A focusable pane with a key of its own, shown in the footer while it has focus."""

    BINDINGS = [Binding("x", "extra", "Extra")]

    def action_extra(self) -> None:
        pass


class Dialog(ModalScreen):
    def compose(self) -> ComposeResult:
        yield Button("Close", id="close")


class CoveredApp(App):
    """A screen with a footer, covered by a dialog while its focus (and keys) change."""

    def compose(self) -> ComposeResult:
        yield Button("One", id="one")
        yield Pane("pane", id="pane")
        yield Footer()


def footer_words(footer: Footer) -> str:
    return " ".join(str(key.render()) for key in footer.children if key.display)


async def test_a_footer_under_a_dialog_is_rebuilt_once_its_screen_is_back_on_top():
    app = CoveredApp()
    async with app.run_test(size=(80, 10)) as pilot:
        base, footer = app.screen, app.query_one(Footer)
        app.query_one("#one").focus()
        await pilot_wait_until(pilot, lambda: footer._composed is not None, "the footer's first keys")
        rebuilt_on_top: list[bool] = []
        compose = Footer.compose

        def counted(self):
            rebuilt_on_top.append(app.screen is base)
            return compose(self)

        Footer.compose = counted  # type: ignore[method-assign]
        try:
            dialog = Dialog()
            await app.push_screen(dialog)
            await pilot_wait_until(pilot, lambda: dialog.focused is not None, "the dialog's button focused")
            base.set_focus(base.query_one("#pane"))  # the covered screen's keys change
            await pilot_wait_until(pilot, lambda: base.focused is base.query_one("#pane"), "the pane focused")
            # Textual runs a rebuild it was asked for after the next paint of the screen on
            # top, the dialog, which paints again whenever the screen under it changes
            ran: list[bool] = []
            footer.call_next(footer.recompose)
            footer.call_next(ran.append, True)  # handled after the rebuild, in order
            await pilot_wait_until(pilot, lambda: ran, "the rebuild run under the dialog")
            assert "Extra" not in footer_words(footer)
            dialog.dismiss()
            await pilot_wait_until(pilot, lambda: "Extra" in footer_words(footer), "the pane's key in the footer")
        finally:
            Footer.compose = compose  # type: ignore[method-assign]
        # rebuilt for the new key, and only with its screen on top: a rebuild under the
        # dialog would also have made the dialog draw the whole screen under it again
        assert rebuilt_on_top and all(rebuilt_on_top)


def test_the_heap_stays_frozen_until_the_last_freeze_is_undone():
    from tui.games import heap

    assert gc.get_freeze_count() == 0
    try:
        heap.freeze()
        heap.freeze()  # a second game screen while the first is still up
        heap.thaw()
        assert gc.get_freeze_count() > 0
        heap.thaw()
        assert gc.get_freeze_count() == 0
        heap.thaw()  # one too many changes nothing
        heap.freeze()
        assert gc.get_freeze_count() > 0
    finally:
        heap.thaw()
    assert gc.get_freeze_count() == 0


async def test_a_game_screen_keeps_its_heap_out_of_collections_until_it_closes():
    from tests.tui.test_snapshots import seeded_match
    from tui.app import ClanhallApp

    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_match(seeded_match("clans", 4))
        game = await pilot_wait_until(pilot, lambda: app.game_screen(), "the game screen")
        await pilot_wait_until(pilot, lambda: game.froze_heap, "the drawn screen freezing the heap")
        assert gc.get_freeze_count() > 0  # the app, its screens and the game: not read by a collection
        app.close_game()
        await pilot_wait_until(pilot, lambda: not game.is_attached, "the game screen closed")
        assert not game.froze_heap and gc.get_freeze_count() == 0  # collected as before
