"""What the new user's trial of session 18 found (issue 29, "Done when": each game against
the easy bot in tmux at 120x40 and 80x24, in English, German and Spanish), each finding
held by a test that failed before its fix."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Label

from core import i18n
from tests.support.new_game_form import open_form
from tests.support.screens import on_screen
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen


@pytest.fixture
def language():
    """Set a language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


def wrapped_labels(form) -> list[str]:
    """The form's labels that take more than one row or are narrower than their words."""
    out = []
    for label in form.query(".form-label").results(Label):
        words = str(label.render())
        if label.size.height != 1 or label.size.width < cell_len(words):
            out.append(f"{words!r} ({label.size.width}x{label.size.height})")
    return out


async def test_no_label_of_the_new_game_form_wraps_at_80x24(language):
    """ "Neu bei Crimson Company?", "Burgen mit Zusatzregeln", "Um die Platzierungen
    weiterspielen" and, in Spanish, "¿Nuevo en Crimson Company?" (beside the English
    "Castles with special rules" of a game with no Spanish texts) wrapped onto a second
    row of a 20-column label: each now takes the room its words need, on one row."""
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for lang, variant in (("de", "free-for-all"), ("es", "duel")):  # the longest labels of each
            language(lang)
            form = await open_form(pilot, NewGameScreen(seed=7, game_id="crimson-company", variant=variant))
            assert form.query("#learn-suggestion"), "a new player is offered the tutorial"
            assert wrapped_labels(form) == [], (lang, variant)
            for row in form.query(".form-row"):
                assert row.region.right <= 80, (lang, variant, row)
            await pilot.press("escape")
            await on_screen(pilot, "MainMenu")


def test_the_load_lists_line_names_the_seats_in_the_readers_language(language, tmp_path):
    """The German "Ein unbeendetes Spiel fortsetzen?" listed "Player 1, Bot · easy" (the
    names as saved) beside a preview saying "Spieler 1 (Mensch), Bot · leicht"."""
    from core.match import Match
    from core.savefile import list_saves, write_save
    from tui.screens.save_dialogs import describe_save

    match = Match("clans", {"players": 2}, 3, seats=["human", "bot:mcts:level=easy"])
    write_save(match, directory=tmp_path, now=0)
    (info,) = list_saves(tmp_path)
    assert "Player 1, Bot · easy" in describe_save(info)
    language("de")
    assert "Spieler 1, Bot · leicht" in describe_save(info)


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_f1_names_every_key_of_the_main_menu(language, lang):
    """F1's "Main menu" section listed n l h j r s q: the menu's t (learn to play) and p
    (your profile) were missing, so a new user reading help never learned of them."""
    from tui.screens.dialogs import HELP_SECTIONS, help_rows
    from tui.screens.menu import ENTRIES

    language(lang)
    _heading, rows = help_rows(i18n._(HELP_SECTIONS[1]))
    keys = {key for keys, _text in rows for key in keys.split()}
    assert {key for _bid, _label, key, _action in ENTRIES} <= keys, sorted(keys)


def test_a_crystal_clans_squads_last_row_cuts_no_name():
    """At 120x40 a zone lists a squad in three rows: its top unit, one row for the units
    under it and the sums. Three units or more put the rest on that row, cut at the cell's
    edge: "+ Gorza, Ra", "+ Bumble Ca". Now whole names and "…", or how many."""
    import re

    from core.match import Match
    from tests.support.late import late_match
    from tests.tui.games.crystal_clans.test_readable import shown_whole
    from tui.games.crystal_clans.zones import squad_lines

    match = late_match(lambda: Match("crystal-clans", {"players": 2}, 20, seats=["human", "bot:random"]), 20, 0.93)
    view = match.state.view(0)
    checked = 0
    for seat, zone in ((s, z) for s in (0, 1) for z in range(9) if len(view.squad(s, z)) >= 3):
        names = [view.name(c) for c in view.squad(seat, zone)[1:]]
        for rows, width in ((3, 14), (4, 14), (3, 12)):
            for line in squad_lines(view, seat, zone, rows, width)[1:-1]:
                assert len(line.plain) <= width, line.plain
                items = line.plain.strip().removeprefix("+ ").split(", ")
                for item in items:
                    whole = item == "…" or re.fullmatch(r"\d+ more", item) or any(shown_whole(item, n) for n in names)
                    assert whole, f"{item!r} in {line.plain!r} (zone {zone}, {rows} rows, {width} columns)"
                checked += 1
    assert checked >= 10


async def test_j_scrolls_the_hints_first_option_into_the_list_at_120x40():
    """At 120x40 a Crystal Clans hint and the detail panel leave the action list five rows;
    `j` put the list's cursor on ① but left it scrolled out of sight when that row was
    already the highlighted one (the setter scrolls only on a change), so Enter played a
    row the player could not see."""
    from ai.coach import Advice, Option
    from tests.support.waiting import pilot_wait_until
    from tests.tui.test_snapshots import seeded_match

    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_match(seeded_match("crystal-clans", 6))
        screen = await pilot_wait_until(
            pilot, lambda: (s := app.game_screen()) is not None and s.waiting_for == 0 and s.focused and s, "a turn"
        )
        actions = screen.query_one("#actions")
        best, *others = screen.legal[-2], screen.legal[1], screen.legal[2]
        screen.coach.hinting = True  # the coach's answer, as its search would bring it
        screen.coach._ready(screen.turn, 0, Advice(0, tuple(Option(a, 5, 1.0, 0.5) for a in (best, *others)), 15))
        body = screen.query_one("#hint-body")
        await pilot_wait_until(pilot, lambda: body.region.height >= 3 and body.in_view(), "the hint laid out")
        actions.highlighted = screen.legal.index(best)  # the row a moved cursor had left there
        actions.scroll_home(animate=False, immediate=True)
        await pilot.press("j")

        def first_option_shown() -> bool:
            line = actions._index_to_line[actions.highlighted]  # the row's first line in the list
            return app.focused is actions and actions.scroll_y <= line < actions.scroll_y + actions.size.height

        await pilot_wait_until(pilot, first_option_shown, "① scrolled into the list")
        assert actions.size.height < actions.virtual_size.height, "the list is longer than its rows"
        await a_long_line_hangs_in_the_log(pilot, screen)  # read on the screen this test opened anyway
        await g_says_whether_it_hides_or_shows_the_log(pilot, screen)


async def g_says_whether_it_hides_or_shows_the_log(pilot, screen) -> None:
    """The footer said "g Log" while the log showed, and g hid it: a new player pressed it to
    see the log and lost it. It says what g does now: "g Hide log", then "g Show log"."""
    from tests.support.waiting import pilot_wait_until
    from tests.tui.test_cut_80 import footer_line

    log = screen.query_one("#log")
    await pilot_wait_until(pilot, lambda: "g Hide log" in footer_line(pilot.app), "g Hide log")
    await pilot.press("g")
    await pilot_wait_until(pilot, lambda: not log.display and "g Show log" in footer_line(pilot.app), "g Show log")
    await pilot.press("g")
    await pilot_wait_until(pilot, lambda: log.display and "g Hide log" in footer_line(pilot.app), "g Hide log again")


LONG_EVENT = "  · Lane 3: 5 for Player 1, 5 for Bot · easy, and a few more words to wrap it twice over"


async def a_long_line_hangs_in_the_log(pilot, screen) -> None:
    """A log line too long for the panel wrapped onto rows starting at the left edge, where
    the next line starts too ("  · Lane 3: 5 for Player 1, 5 for Bot" / "· easy"): its
    rows now hang under its words, and none of its words is lost."""
    from tests.support.waiting import pilot_wait_until

    log = screen.query_one("#log")
    before = len(log.lines)
    screen.write_log(LONG_EVENT)
    await pilot_wait_until(pilot, lambda: len(log.lines) >= before + 2, "the line wrapped in the log")
    rows = [strip.text.rstrip() for strip in log.lines[before:]]
    assert rows[0].startswith("  · Lane 3") and all(row.startswith("    ") and row[4] != " " for row in rows[1:]), rows
    assert " ".join(" ".join(rows).split()) == " ".join(LONG_EVENT.split())


def test_a_won_crimson_lanes_detail_keeps_the_names_capitals():
    """A won lane's detail line read "Won by p1 (player 1)." (str.capitalize lowered the
    side's label and the seat's name)."""
    from tests.tui.test_snapshots import seeded_match
    from tui.games.crimson_company.lane import LaneRow

    match = seeded_match("crimson-company", 20)
    view = match.state.view(0)
    row = LaneRow(view.alive.index(False))
    row.show(view, 0, match.names)
    assert row.detail().endswith("\nWon by P1 (Player 1)."), row.detail()


@pytest.mark.parametrize("game", ["clans", "crimson-company", "crystal-clans"])
def test_a_tutorial_screen_takes_its_game_screens_css_rules(game):
    """Textual matches a type selector along a class's first base only: the tutorial screen
    (TutorialScreen, then the game's screen) missed every "CrystalClansScreen …" or
    "ClansScreen …" rule of its game."""
    from tui.learn.screen import tutorial_class
    from tui.screens import game_screen_class

    assert game_screen_class(game).__name__ in tutorial_class(game)._css_type_names


async def test_the_crystal_clans_tutorial_shows_the_board_not_the_text_board():
    """A new player who took the form's "Learn to play it first" got the text board (key t)
    on top of a board with no layout, at 120x40."""
    from tests.support.waiting import pilot_wait_until
    from tui.learn.screen import TutorialScreen

    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(TutorialScreen("crystal-clans", 0))
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen, "it")

        def laid_out_zones():  # the zone grid once it is mounted and laid out, else None
            found = screen.query("#cc-zones")
            return found.first() if found and found.first().region.height else None

        zones = await pilot_wait_until(pilot, laid_out_zones, "the zones laid out")
        assert not screen.query_one("#view-text").display
        assert zones.region.height >= 15, zones.region  # the zones' own height, not a default


async def test_the_crystal_clans_tutorials_move_is_in_sight_at_80x24():
    """With the game's CSS the log took 11 of the side's rows at 80x24, and under the step's
    panel the prompt kept 4 and the list none: the move the step marks ▶ in the list was
    out of sight. The tutorial's log keeps 5 rows there."""
    from tests.support.drawn_rows import drawn_lines
    from tests.support.waiting import pilot_wait_until
    from tui.learn.screen import TutorialScreen

    marked = "▶ Summon Sentinels, Sentinels"
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(TutorialScreen("crystal-clans", 0))
        await pilot_wait_until(pilot, lambda: any(marked in line for line in drawn_lines(app)), "the ▶ move in sight")


def test_a_log_line_hangs_its_wrapped_rows_under_its_words():
    """An action's line goes on two columns in, an event's four (under the text after its
    "  · "); a panel too narrow for that wraps at the edge; a line that fits is one row."""
    from rich.console import Console

    from tui.widgets.hanging_line import HangingLine

    def rows(line: str, width: int) -> list[str]:
        console = Console(width=width, color_system=None)
        drawn = console.render_lines(HangingLine(line), console.options, pad=False)
        return ["".join(segment.text for segment in row).rstrip() for row in drawn]

    action = "Bot · easy: summons Tide Queen Nerys, Psychic Eels to the north home zone"
    assert rows(action, 38) == ["Bot · easy: summons Tide Queen Nerys,", "  Psychic Eels to the north home zone"]
    assert rows(LONG_EVENT, 38)[1].startswith("    ") and rows(LONG_EVENT, 38)[0].startswith("  · Lane 3")
    assert rows("Player 1: does not move", 38) == ["Player 1: does not move"]
    assert all(not row.startswith(" ") for row in rows(action, 13))  # 11 columns left: at the edge


def test_the_crystal_clans_text_board_writes_squads_as_the_board_does():
    """The replay (and key t) draws the text board, which wrote a squad "×3 a7/d7 c2", its
    homes "North home" and a card "sum 2 · 2/3 · act 1", where the board a new player had
    just learned writes "+2 A7 D7 C2", "P2 home" and "S2 A2 D3 C1"."""
    from core.match import Match
    from tests.support.late import late_match
    from tui.games.crystal_clans.cards import costs
    from tui.games.crystal_clans.names import card as translated_card
    from tui.games.crystal_clans.text import render
    from tui.games.crystal_clans.zones import squad_sums

    match = late_match(lambda: Match("crystal-clans", {"players": 2}, 20, seats=["human", "bot:random"]), 20, 0.93)
    view = match.state.view(0)
    text = render(view, 0, match.names).plain
    assert "×" not in text and "North home" not in text and " sum " not in text
    assert "┌P2 home" in text and "┌P1 home" in text
    for seat, zone in ((s, z) for s in (0, 1) for z in range(9) if len(view.squad(s, z)) > 1):
        assert f"+{len(view.squad(seat, zone)) - 1} {squad_sums(view, seat, zone)}" in text
    for c in view.hands[0]:
        assert costs(translated_card(view.card(c))) in text


async def test_a_long_move_in_the_replays_list_wraps_under_its_words():
    """The replay's list of moves (80x24: 30 columns) wrapped a move onto rows starting
    under its number ("3. Player 1: summons" / "Dandelion Knights, …"); they now stand
    under its words, as the game's log does."""
    from textual.widgets import OptionList

    from tests.support.waiting import pilot_wait_until
    from tests.tui.test_snapshots import seeded_match
    from tui.screens.replay import ReplayApp

    app = ReplayApp(seeded_match("crystal-clans", 12))
    async with app.run_test(size=(80, 24)) as pilot:
        moves = await pilot_wait_until(pilot, lambda: next(iter(app.screen.query("#replay-log")), None), "the list")
        assert isinstance(moves, OptionList)

        def rows() -> list[str]:
            return [moves.render_line(y).text.rstrip() for y in range(moves.size.height)]

        await pilot_wait_until(pilot, lambda: any(row.startswith("3. ") for row in rows()), "move 3 drawn")
        shown = rows()
        first = next(i for i, row in enumerate(shown) if row.startswith("3. "))
        assert shown[first + 1].startswith("   ") and shown[first + 1][3] != " ", shown[first : first + 3]


async def test_ctrl_q_names_the_autosave_whole_at_80x24():
    """The quit question named the autosave in a 40-column dialog, its file name broken
    in two ("autosave-crystal-clan" / "s-20261128T…"): now the name starts a row of its own
    in a dialog as wide as the screen allows (76 columns), whatever the folder's length."""
    from tests.support.drawn_rows import drawn_lines
    from tests.support.waiting import pilot_wait_until
    from tui.screens.dialogs import QuitConfirm

    name = "autosave-crystal-clans-20261128T021006Z-1bad7f90.clanhall"
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(QuitConfirm(f"/home/ada/clanhall/saves/{name}"))
        await pilot_wait_until(pilot, lambda: isinstance(app.screen, QuitConfirm) and app.screen.focused, "asked")
        await pilot_wait_until(pilot, lambda: any(name in line for line in drawn_lines(app)), "the name whole")
