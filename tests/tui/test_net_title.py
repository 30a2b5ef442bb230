"""A LAN table's title at 80x24 (issue 29 §7, §10): the table's own parts (the join code,
the port, who watches) are fitted with the game's, so the game, whose turn, "you: <name>"
and the join code stay whole, and what matters least goes first, never cut mid-word."""

from __future__ import annotations

import pytest

from core import i18n
from core.i18n import _
from tests.i18n.screen_text import screen_lines
from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.setup import GameSetup

HOST = "Maximiliane"
WATCHERS = ["Bernadette", "Konstantin"]


@pytest.fixture
def language():
    """Set a language for one test; English again afterwards."""
    yield i18n.set_language
    i18n.set_language("en")


async def hosted(app, pilot):
    """A hosted Crimson Company table (the longest game name) on a free port, with two
    spectators; its screen once the first view is in."""
    setup = GameSetup("crimson-company", {"players": 2}, 7, ["human", "network"], [HOST, "Player 2"], port=0)
    setup.announce = False
    app.start_game(setup)
    screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
    await pilot_wait_until(pilot, lambda: screen.session.view() is not None, "the first view")
    screen.table.feed.watchers = list(WATCHERS)
    return screen


async def title_at(pilot, screen, size: tuple[int, int]) -> str:
    """The table's title once the terminal is `size` and the title fitted to it."""
    await pilot.resize_terminal(*size)
    # the title is fitted again when the screen gets its resize: until then line 0 holds
    # the wide title cut at the new width (with the code in it too)
    await pilot_wait_until(pilot, lambda: screen.size.width == size[0], "the screen resized")
    await refreshed(screen)
    code = screen.host.join_code
    await pilot_wait_until(pilot, lambda: code in screen_lines(pilot.app)[0], "the title with the join code")
    return screen_lines(pilot.app)[0].strip()


def lan_app() -> ClanhallApp:
    app = ClanhallApp(bot_delay=0, autosave=False)
    app.host_bind = "127.0.0.1"  # tests never listen beyond this machine
    return app


def assert_narrow_title(title: str, screen) -> None:
    assert title.startswith("Crimson Company · "), title
    assert _("{name} to move").format(name=HOST) in title, title
    assert _("you: {name}").format(name=HOST) in title, title
    assert title.endswith(_("code {code}").format(code=screen.host.join_code)), title
    assert "…" not in title and len(title) <= 78
    # what goes first: the round and the castles, the spectators, the port (it is in the notice)
    assert _("round {number}").format(number=1) not in title
    assert WATCHERS[0] not in title and str(screen.host.port) not in title


async def test_the_lan_title_keeps_game_turn_you_and_code_at_80_columns(language):
    language("en")
    app = lan_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await hosted(app, pilot)
        assert_narrow_title(await title_at(pilot, screen, (80, 24)), screen)


async def test_a_wide_lan_title_keeps_every_part_and_at_80_columns_the_game_turn_you_and_code(language):
    """In German, one table: wide at 160 columns, then narrowed to 80."""
    language("de")
    app = lan_app()
    async with app.run_test(size=(160, 40)) as pilot:
        screen = await hosted(app, pilot)
        title = await title_at(pilot, screen, (160, 40))
        assert _("round {number}").format(number=1) in title
        assert _("watching: {names}").format(names=", ".join(WATCHERS)) in title
        assert _("port {port}").format(port=screen.host.port) in title
        assert_narrow_title(await title_at(pilot, screen, (80, 24)), screen)
