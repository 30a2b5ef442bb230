"""Snapshots of every screen at 80x24, from fixed seeds (compare with the SVGs in
__snapshots__/; regenerate with `pytest tests/tui --snapshot-update` and look at them).

The pictures of one terminal size are taken in one app that stays running for the module,
each test from its main menu (tests/support/snapshot_apps.py: issue 30 §3, an app's start and
menu cost about what its picture costs); each is still its own test, compared with its own
stored SVG by `snap_compare`. The light theme and the replay start apps of their own."""

from __future__ import annotations

import pytest
import pytest_asyncio

from tests.support.game_screens import refreshed
from tests.support.new_game_form import open_form
from tests.support.screens import game_shown
from tests.support.snapshot_apps import SnapshotApps, same_picture
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen

SIZE = (80, 24)
shared = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def apps():
    """The module's running apps, one per terminal size (see the module's docstring)."""
    async with SnapshotApps() as running:
        yield running


async def at_menu(apps, size: tuple[int, int] = SIZE):
    """The pilot of the app at `size`, its main menu on top."""
    return await apps.at_menu(size, lambda: ClanhallApp(bot_delay=0), size)


@shared
async def test_main_menu(apps, snap_compare, monkeypatch):
    pilot = await at_menu(apps)
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_new_game_screen(apps, snap_compare, monkeypatch, fixed_seats):
    pilot = await at_menu(apps)
    await refreshed(await open_form(pilot, NewGameScreen(seed=1234, game_id="clans")))
    assert await same_picture(pilot, snap_compare, monkeypatch)


@pytest.mark.parametrize(
    "game_id, variant",
    [
        ("crystal-clans", None),
        ("crimson-company", "duel"),
        ("crimson-company", "2v2"),
        ("crimson-company", "free-for-all"),
        ("crimson-company", "solo"),
        ("crimson-company", "co-op"),
    ],
)
@shared
async def test_new_game_screen_shows_the_options_of_its_variant(
    apps, snap_compare, monkeypatch, fixed_seats, game_id, variant
):
    pilot = await at_menu(apps, (100, 30))
    await refreshed(await open_form(pilot, NewGameScreen(seed=1234, game_id=game_id, variant=variant)))
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_help_dialog(apps, snap_compare, monkeypatch):
    pilot = await at_menu(apps)
    assert await same_picture(pilot, snap_compare, monkeypatch, press=("f1",))


def seeded_match(game_id: str, moves: int | None, seats=("human", "bot:random"), seed=2024, config=None):
    """A match after `moves` seeded random moves (None: to the end), stopped on seat 0's
    turn so no bot is thinking when the picture is taken."""
    import random

    from core.match import Match

    config = dict(config or {}, players=len(seats))
    match = Match(game_id, config, seed, seats=list(seats))
    rng = random.Random(seed)
    while not match.is_over() and (moves is None or len(match.log) < moves or match.state.to_move() != 0):
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return match


def seeded_clans_match(moves: int | None, seats=("human", "bot:random"), seed=2024):
    return seeded_match("clans", moves, seats, seed)


def open_match(match, select: int | None = None):
    async def run_before(pilot):
        pilot.app.open_match(match)
        screen = await game_shown(pilot)
        if select is not None:
            board = screen.query_one("#board")
            board.cursor = select
            await pilot.press("enter")
            await pilot_wait_until(pilot, lambda: screen.selected == select, "the territory selected")
            await refreshed(screen)

    return run_before


async def opened_at(apps, match, size=SIZE, select: int | None = None):
    """The pilot of the app at `size` with `match` open on it (see `open_match`)."""
    pilot = await at_menu(apps, size)
    await open_match(match, select)(pilot)
    return pilot


@shared
async def test_clans_mid_game(apps, snap_compare, monkeypatch):
    pilot = await opened_at(apps, seeded_clans_match(24))
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_clans_with_a_territory_selected(apps, snap_compare, monkeypatch):
    match = seeded_clans_match(24)
    src = match.state.legal_actions()[0][1]
    pilot = await opened_at(apps, match, select=src)
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_clans_game_over(apps, snap_compare, monkeypatch):
    pilot = await opened_at(apps, seeded_clans_match(None))
    assert await same_picture(pilot, snap_compare, monkeypatch)


def test_clans_large_terminal_light_theme(snap_compare):
    match = seeded_clans_match(30)
    app = ClanhallApp(bot_delay=0, light=True)
    assert snap_compare(app, terminal_size=(130, 40), run_before=open_match(match))


@shared
async def test_hand_over_dialog(apps, snap_compare, monkeypatch):
    pilot = await opened_at(apps, seeded_clans_match(10, seats=("human", "human")))
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_crystal_clans_mid_game(apps, snap_compare, monkeypatch):
    match = seeded_match("crystal-clans", 40, config={"clan1": "blood", "clan2": "skull"})
    pilot = await opened_at(apps, match)
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_crystal_clans_large_terminal(apps, snap_compare, monkeypatch):
    match = seeded_match("crystal-clans", 60, config={"clan1": "flower", "clan2": "stone"})
    pilot = await opened_at(apps, match, (130, 40))
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_crimson_company_mid_game(apps, snap_compare, monkeypatch):
    pilot = await opened_at(apps, seeded_match("crimson-company", 20, config={"variant": "duel"}))
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_crimson_company_large_terminal(apps, snap_compare, monkeypatch):
    match = seeded_match("crimson-company", 30, config={"variant": "duel", "castle_rules": True})
    pilot = await opened_at(apps, match, (130, 40))
    assert await same_picture(pilot, snap_compare, monkeypatch)


@pytest.mark.parametrize(
    "game_id,config",
    [
        ("clans", {}),
        ("crystal-clans", {"clan1": "blood", "clan2": "skull"}),
        ("crimson-company", {"variant": "duel"}),
    ],
)
def test_replay_all_open_view(snap_compare, game_id, config):
    """The replay of a finished game opens on the all-open view: the board with every
    hidden thing listed below it (hands, piles, secret colours), never raw fields."""
    from tui.screens.replay import ALL_OPEN, ReplayApp

    match = seeded_match(game_id, None, seats=("bot:random", "bot:random"), config=config)
    app = ReplayApp(match, title="Snapshot", start=12)

    async def check_view(pilot):
        assert pilot.app.screen.view_key == ALL_OPEN

    assert snap_compare(app, terminal_size=(120, 40), run_before=check_view)


@shared
async def test_bot_failed_dialog(apps, snap_compare, monkeypatch, tmp_path):
    """A seat whose bot is not installed: one line of why, where the log is, what now."""
    from tui.screens.bot_failed import BotFailedDialog

    monkeypatch.setenv("CLANHALL_LOG", "/tmp/clanhall-snapshot/clanhall.log")  # shown on screen
    match = seeded_match("clans", 6, seats=("human", "bot:no-such-plugin"))
    match.submit(0, match.state.legal_actions()[0])  # now the missing bot must move
    pilot = await at_menu(apps)
    pilot.app.open_match(match)
    await pilot_wait_until(pilot, lambda: isinstance(pilot.app.screen, BotFailedDialog), "the bot-failed dialog")
    assert await same_picture(pilot, snap_compare, monkeypatch)
