"""Snapshots per language (issue 19 §4): the main menu and the three game screens at 80x24
and 120x40 in German, and the shared interface and Crystal Clans in Spanish — layouts that
hold with long German words. Regenerate with `pytest tests/tui --snapshot-update` and look
at them.

The pictures of one language and size are taken in one app that stays running for the
module, each test from its main menu (tests/support/snapshot_apps.py: issue 30 §3, an app's
start and menu cost about what its picture costs); each is still its own test, compared with
its own stored SVG by `snap_compare`. The network game's pictures start their own app (a
host, a join)."""

from __future__ import annotations

import pytest
import pytest_asyncio

from core import i18n
from tests.support.game_screens import refreshed, settled
from tests.support.new_game_form import open_form
from tests.support.snapshot_apps import SnapshotApps, same_picture
from tests.support.waiting import pilot_wait_until
from tests.tui.test_snapshots import open_match, seeded_match
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen

SIZES = [(80, 24), (120, 40)]
GAMES = {
    "clans": ("clans", 24, {}),
    "crystal-clans": ("crystal-clans", 40, {"clan1": "blood", "clan2": "skull"}),
    "crimson-company": ("crimson-company", 20, {"variant": "duel", "castle_rules": True}),
}
# the game screens each language covers
SCREENS = [("de", game) for game in GAMES] + [("es", "crystal-clans")]
shared = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module", scope="module")
async def apps():
    """The module's running apps, one per language and size (see the module's docstring)."""
    async with SnapshotApps() as running:
        yield running


async def at_menu(apps, lang: str, size: tuple[int, int] = (80, 24)):
    """The pilot of the app in `lang` at `size`, its main menu on top (the language set
    first: an app started now composes in it, and every screen a test opens does)."""
    i18n.set_language(lang)
    return await apps.at_menu((lang, size), lambda: ClanhallApp(bot_delay=0), size)


@shared
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["de", "es"])
async def test_main_menu(apps, snap_compare, monkeypatch, lang, size):
    pilot = await at_menu(apps, lang, size)
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang, game", SCREENS)
async def test_game_screen(apps, snap_compare, monkeypatch, lang, game, size):
    pilot = await at_menu(apps, lang, size)
    game_id, moves, config = GAMES[game]
    await open_match(seeded_match(game_id, moves, config=config))(pilot)
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
@pytest.mark.parametrize("lang", ["de", "es"])
async def test_new_game_form_and_help(apps, snap_compare, monkeypatch, fixed_seats, lang):
    pilot = await at_menu(apps, lang)
    await refreshed(await open_form(pilot, NewGameScreen(seed=1234, game_id="crystal-clans")))
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
@pytest.mark.parametrize("lang", ["de", "es"])
async def test_help(apps, snap_compare, monkeypatch, lang):
    pilot = await at_menu(apps, lang)
    assert await same_picture(pilot, snap_compare, monkeypatch, press=("f1",))


@shared
@pytest.mark.parametrize("lang", ["de", "es"])
async def test_settings_screen(apps, snap_compare, monkeypatch, lang):
    pilot = await at_menu(apps, lang)
    assert await same_picture(pilot, snap_compare, monkeypatch, press=("s",))


def clans_match(seed: int, stop):
    """A seeded random 2-player Clans match (seats named, as a player names them) played
    until `stop(state)` or the end."""
    import random

    from core.match import Match

    match = Match("clans", {"players": 2}, seed, seats=["human", "bot:random"], names=["Ada", "Bruno"])
    rng = random.Random(seed)
    while not match.is_over() and not stop(match.state):
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return match


def clans_match_asking_for_the_village_order(seed: int = 2026):
    """Stopped where seat 0's move founded villages of two epochs and it must choose which
    takes the next chip."""
    match = clans_match(seed, lambda state: state.phase == "order" and state.to_move() == 0)
    assert not match.is_over(), "this seed never asks seat 0 for the village order"
    return match


@shared
async def test_clans_village_order_dialog_in_german(apps, snap_compare, monkeypatch):
    """The longest Clans texts: the choice of the village that takes the next chip."""
    pilot = await at_menu(apps, "de")
    await open_match(clans_match_asking_for_the_village_order())(pilot)
    assert await same_picture(pilot, snap_compare, monkeypatch)


@shared
async def test_clans_game_over_in_german(apps, snap_compare, monkeypatch):
    """The result of a finished Clans game: each seat's colour and bonus chips."""
    pilot = await at_menu(apps, "de")
    await open_match(clans_match(2024, lambda state: False))(pilot)
    assert await same_picture(pilot, snap_compare, monkeypatch)


# -- the LAN screens (issue 19 §4): the Join dialog and a game joined over 127.0.0.1 ------
# the game each language joins: Clans in German; Spanish covers Crystal Clans, not Clans
LAN_GAMES = {
    "de": ("clans", {"players": 2}),
    "es": ("crystal-clans", {"players": 2, "clan1": "blood", "clan2": "skull"}),
}
LAN_MOVES = 6  # moves played before the picture, the joined player's among them


async def _until(pilot, ready, what: str) -> None:
    await pilot_wait_until(pilot, ready, what)


@shared
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["de", "es"])
async def test_join_dialog(apps, snap_compare, monkeypatch, lang, size):
    """The Join dialog with one game heard on the LAN (a fake browser: no network)."""
    from tests.tui.test_join_list import FakeBrowser, found
    from tui.screens.join import JoinDialog

    pilot = await at_menu(apps, lang, size)
    FakeBrowser.made.clear()
    pilot.app.push_screen(JoinDialog(browser=FakeBrowser))
    await _until(pilot, lambda: bool(FakeBrowser.made) and FakeBrowser.made[-1].started, "the browser")
    FakeBrowser.made[-1].tell([found("Annas Tisch", free=1, seats=2)])
    await _until(pilot, lambda: pilot.app.screen.query_one("#join-games").row_count == 1, "the game heard")
    await pilot.pause()
    assert await same_picture(pilot, snap_compare, monkeypatch)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["de", "es"])
def test_network_game_screen(snap_compare, lang, size):
    """A game joined from a host on 127.0.0.1 (its other seat a seeded bot), after some
    moves, on the joined player's turn. It is joined as the Join dialog's answer joins it
    (`netplay.join_game`, what `ClanhallApp.action_join` runs), without the dialog: the
    dialog's own picture is test_join_dialog's, and joining a host through it is
    tests/tui/test_join_secure.py's (a seat) and test_network_series.py's (watching); the
    dialog here drew 17 layouts of the 43 before the picture."""
    import asyncio

    from core.match import Match
    from net.host import Host
    from tui import netplay

    i18n.set_language(lang)
    game_id, config = LAN_GAMES[lang]

    async def join_and_play(pilot):
        app = pilot.app
        kinds = ["remote", "bot:random"]
        match = Match(game_id, config, 5, seats=kinds, names=["Eva", "Bruno"])
        host = Host(
            match, seat_kinds=kinds, bind="127.0.0.1", port=0, linger=1.0, heartbeat=5.0
        )  # a loaded machine must not see the player drop
        await host.start()
        app.lan_test_serving = asyncio.ensure_future(host.serve())  # held until the app ends
        app.run_worker(netplay.join_game(app, f"127.0.0.1:{host.port}", "Eva", host.join_code), group="net-start")
        await _until(pilot, lambda: app.game_screen() is not None, "the joined game")
        screen = app.game_screen()
        for _ in range(3000):
            if screen.waiting_for is not None and type(app.screen) is type(screen):
                if len(screen.feed.log) >= LAN_MOVES:
                    break
                if screen.focused is not screen.query_one("#actions"):
                    await pilot.press("tab")
                await pilot.press("enter")
            elif type(app.screen).__name__ == "ChoiceDialog":
                await pilot.press("enter")
            else:  # the bot's move, over the LAN: wait for it (key presses count, not pauses)
                await _until(
                    pilot,
                    lambda: (
                        type(app.screen).__name__ == "ChoiceDialog"
                        or (screen.waiting_for is not None and type(app.screen) is type(screen))
                    ),
                    "a turn or a choice",
                )
        assert len(screen.feed.log) >= LAN_MOVES and screen.waiting_for is not None
        app.clear_notifications()
        await pilot.wait_for_scheduled_animations()
        # the turn's after-refresh work (the board focused, its card described) and the
        # layout a scroll bar brings (the prompt is long enough for one at 80x24)
        await settled(screen)

    assert snap_compare(ClanhallApp(bot_delay=0, autosave=False), terminal_size=size, run_before=join_and_play)
