"""What was left of the new user's trial of session 18 (issue 29), each finding held by a
test that failed before its fix."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from textual.widgets import Button
from textual.widgets._footer import FooterKey

from core import i18n
from tests.support.new_game_form import open_form
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def language():
    """Set a language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


def help_keys() -> set[str]:
    """Every key F1 names, in the current language."""
    from tui.screens.dialogs import HELP_SECTIONS, help_rows

    return {key for section in HELP_SECTIONS for keys, _text in help_rows(i18n._(section))[1] for key in keys.split()}


async def test_f1_the_footer_and_the_start_button_spell_ctrl_alike(language):
    """The footer said "^p" and "^g", F1 "ctrl+p" and the German Start button "Strg+g":
    each ctrl key the form's footer shows is written as F1 writes it, and the Start button
    names the footer's key for it, in English and German."""
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(120, 30)) as pilot:
        for lang in ("en", "de"):
            language(lang)
            form = await open_form(pilot, NewGameScreen(seed=7, game_id="clans"))
            shown = {key.action: key.key_display for key in form.query(FooterKey)}
            ctrl = {display for display in shown.values() if "+" in display}
            assert {shown.get("start"), shown.get("command_palette")} <= ctrl, (lang, shown)
            assert ctrl <= help_keys() | {shown["start"]}, (lang, ctrl)
            assert shown["start"] in str(form.query_one("#start", Button).label), (lang, shown)
            await pilot.press("escape")
            await on_screen(pilot, "MainMenu")


def gettext_messages(folder: Path, word: str) -> list[tuple[str, str]]:
    """(file, message) for every string literal handed to _(), N_(), lazy() or ngettext()
    in the Python files under `folder` that hold `word` (only those are parsed): the
    interface's texts, as the catalogues take them."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if word not in source.lower():
            continue
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "N_", "lazy", "ngettext"):
                found += [(path.name, arg.value) for arg in node.args if isinstance(arg, ast.Constant)]
    return found


def test_no_text_a_player_reads_says_playouts():
    """The hint's title said "— 1000 playouts" and the thinking line "120 playouts, best
    move so far wins 40%": the search's word, not a player's (issue 29 §8). Every such
    text says "lines of play" now."""
    said = [(name, text) for name, text in gettext_messages(ROOT / "tui", "playout") if "playout" in str(text).lower()]
    assert said == []
    coach = gettext_messages(ROOT / "tui" / "coach", "lines of play")
    assert any("lines of play" in str(text) for _name, text in coach)


def test_a_squads_last_row_names_a_unit_before_it_counts_them():
    """A zone's last name row said "+ 2 more" whenever the first unit's name and ", …"
    did not fit (at 120x40, most three-unit squads), though the sums line under it already
    counts them ("+3"): now a name while one can be read, shortened word by word ("+ Siege
    T. …"); a count only when not even that fits."""
    from core.match import Match
    from tests.support.late import late_match
    from tui.games.crystal_clans.names import name_in
    from tui.games.crystal_clans.zones import rest_line

    match = late_match(lambda: Match("crystal-clans", {"players": 2}, 20, seats=["human", "bot:random"]), 20, 0.93)
    view, named = match.state.view(0), 0
    for squad in (view.squad(s, z) for s in (0, 1) for z in range(9)):
        if len(squad) >= 3:
            line = rest_line(view, squad[1:], 13)  # a 14-column zone at 120x40
            assert len(line) <= 13, line
            if line.endswith("more"):
                assert "…" in name_in(view, squad[1], 13 - len("+  …")), line
            else:
                named += 1
    assert named >= 3


async def test_the_crystal_clans_tutorial_keeps_the_cursor_on_the_hand_until_both_cards_are_ticked():
    """Step 1 summons two Sentinels; after the first was ticked the cursor went to the home
    zone (the list's first action summons one card), so enter there summoned one and the
    step said "Not this one". Now it moves to the other Sentinels, then to the zone."""
    from tui.games.crystal_clans.cards import HandCard
    from tui.games.crystal_clans.zones import ZoneCell
    from tui.learn.command import learn_app
    from tui.learn.screen import TutorialScreen

    app = learn_app("crystal-clans", restart=True, bot_processes=False, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await pilot_wait_until(pilot, lambda: isinstance(app.screen, TutorialScreen) and app.screen)
        first = await pilot_wait_until(pilot, lambda: isinstance(screen.cursor, HandCard) and screen.cursor)
        await pilot.press("enter")
        moved = lambda: screen.picker.picks and screen.cursor is not first and screen.cursor  # noqa: E731
        second = await pilot_wait_until(pilot, moved, "the cursor moved on after the tick")
        assert isinstance(second, HandCard), second
        assert screen.board_view.name(second.instance) == screen.board_view.name(first.instance) == "Sentinels"
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: isinstance(screen.cursor, ZoneCell), "the cursor on the zone")
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda: screen.tutorial.step == 1, "step 1 taken")
