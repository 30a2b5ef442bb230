"""The coach's hint at 80x24 (issue 29 §6): on a narrow panel an option's line is brief (no
share of the search, a short "as good" line), and the column that holds it (under the
board in Clans and Crimson Company, beside it in Crystal Clans) scrolls the hint's options
into view, so ①, ② and ③ are all on screen even beside a long name's title, whose keys
then take a row of their own."""

from __future__ import annotations

import pytest

from ai.coach import Advice, Option
from core import i18n
from core.i18n import _
from tests.support.drawn_rows import drawn_lines
from tests.support.game_screens import hint_open
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.coach.hint_panel import MARKS, option_lines
from tui.screens.new_game import NAME_LENGTH
from tui.setup import GameSetup

LONG_NAME = "Maximiliane Ostermann"[:NAME_LENGTH]
# The coach searches in the app's own thread (bot_processes=False): these tests are about
# the hint's lines on a narrow panel, and a coach process per app cost its start (a spawned
# interpreter importing the rules and the search) for a 100-playout search. The coach in
# its process: tests/tui/coach/.
COACH = "mcts:iterations=100,workers=1"


@pytest.fixture
def language():
    """Set a language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


def advice(stats: list[tuple[int, float]]) -> Advice:
    total = sum(v for v, _ in stats)
    return Advice(0, tuple(Option(("m", i), v, v / total, w) for i, (v, w) in enumerate(stats)), total)


def test_brief_lines_leave_out_the_share_and_say_the_level_field_short():
    flat = advice([(15, 0.5)] * 10)
    assert option_lines(flat, describe=str, brief=True) == [
        "① ('m', 0) — wins 50%",
        "② ('m', 1) — wins 50%",
        "③ ('m', 2) — wins 50%",
        "…and 7 more just as good",
    ]
    assert "of the search" in option_lines(flat, describe=str)[0]  # the log's reasons keep it


def left_column(app, side: int = 0) -> list[str]:
    """The rows of the column left of the log's edge (the prompt, the hint, the list), or
    with `side` 1 right of the board's edge (Crystal Clans), without its scrollbar."""
    return [line.split("▊")[side].rstrip(" ▁▂▃▄▅▆▇█").strip() for line in drawn_lines(app)[:-1] if "▊" in line]


def all_marks_shown(app, side: int = 0) -> bool:
    """①, ② and ③ each on a row of the column, each option whole (its win chance in its
    rows, before the next option)."""
    rows = left_column(app, side)
    starts = [next((i for i, row in enumerate(rows) if row.startswith(mark)), None) for mark in MARKS]
    if None in starts:
        return False
    ends = [*starts[1:], len(rows)]
    return all(any("%" in row for row in rows[a:b]) for a, b in zip(starts, ends))


async def in_each_language(pilot, setup: GameSetup, check) -> None:
    """English, then German: the game of `setup` started in the running app (as the app
    starts the setup it is given), the hint opened on its first turn, then `check(screen)`.
    One app for both languages (it was one each): a game started again replaces the last."""
    app = pilot.app
    for lang in ("en", "de"):
        i18n.set_language(lang)
        last = app.game_screen()
        app.start_game(setup)

        def started(last=last) -> bool:
            game = app.game_screen()
            return game is not None and game is not last and game.is_mounted

        await pilot_wait_until(pilot, started, f"the game ({lang})")
        await check(await hint_open(pilot, app), lang)


async def test_the_clans_hint_shows_all_three_options_at_80x24(language):
    setup = GameSetup("clans", {"players": 2}, 11, ["human", "bot:random"], [LONG_NAME, "Bot"])
    app = ClanhallApp(bot_delay=0, autosave=False, coach_spec=COACH, bot_processes=False)

    async def check(screen, lang: str) -> None:
        await pilot_wait_until(pilot, lambda: all_marks_shown(app), f"①, ② and ③ in view, a row each ({lang})")
        title = str(screen.query_one("#hint-title").render()).splitlines()[0]
        assert title == _("Hint for {name}{searched}").format(name=LONG_NAME, searched="")  # no count: one row
        keys = _("j: go to ① · h: close")  # the title's keys whole, on a row of their own
        assert keys in left_column(app), "\n".join(left_column(app))
        # the hint closed, the column is back at its top: the prompt is in view again
        await pilot.press("h")
        name = LONG_NAME.split()[0]
        await pilot_wait_until(pilot, lambda: left_column(app)[0].startswith(name), f"the prompt in view ({lang})")

    async with app.run_test(size=(80, 24)) as pilot:
        await in_each_language(pilot, setup, check)


async def test_the_crimson_hint_shows_all_three_options_at_80x24(language):
    setup = GameSetup("crimson-company", {"variant": "duel", "players": 2}, 3, ["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False, coach_spec=COACH, bot_processes=False)

    async def check(screen, lang: str) -> None:
        await pilot_wait_until(pilot, lambda: all_marks_shown(app), f"①, ② and ③ in view, each whole ({lang})")

    async with app.run_test(size=(80, 24)) as pilot:
        await in_each_language(pilot, setup, check)


async def test_the_crystal_clans_hint_shows_all_three_options_at_80x24(language):
    language("de")
    setup = GameSetup("crystal-clans", {"clan1": "skull", "clan2": "water"}, 5, ["human", "bot:random"])
    app = ClanhallApp(setup=setup, bot_delay=0, autosave=False, coach_spec=COACH, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await hint_open(pilot, app)
        await pilot_wait_until(pilot, lambda: all_marks_shown(app, side=1), "①, ② and ③ in view, each whole")


async def test_a_wide_clans_hint_keeps_the_whole_lines():
    """Brief lines only where the whole ones would wrap: at 120x40 the share stays."""
    setup = GameSetup("clans", {"players": 2}, 11, ["human", "bot:random"])
    app = ClanhallApp(setup=setup, bot_delay=0, autosave=False, coach_spec=COACH, bot_processes=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await hint_open(pilot, app)
        body = str(screen.query_one("#hint-body").render())
        assert all("of the search" in line for line in body.splitlines()[:3]), body
        assert "100 lines of play" in str(screen.query_one("#hint-title").render())
