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


async def hosted_title(size: tuple[int, int], then: tuple[int, int] | None = None):
    """The title of a hosted Crimson Company table (the longest game name) on a free
    port, with two spectators, at `size` (and after a resize to `then`); and its screen."""
    setup = GameSetup("crimson-company", {"players": 2}, 7, ["human", "network"], [HOST, "Player 2"], port=0)
    setup.announce = False
    app = ClanhallApp(bot_delay=0, autosave=False)
    app.host_bind = "127.0.0.1"  # tests never listen beyond this machine
    async with app.run_test(size=size) as pilot:
        app.start_game(setup)
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
        await pilot_wait_until(pilot, lambda: screen.session.view() is not None, "the first view")
        screen.table.feed.watchers = list(WATCHERS)
        width = (then or size)[0]
        await pilot.resize_terminal(*(then or size))
        # the title is fitted again when the screen gets its resize: until then line 0 holds
        # the wide title cut at the new width (with the code in it too)
        await pilot_wait_until(pilot, lambda: screen.size.width == width, "the screen resized")
        await refreshed(screen)
        code = screen.host.join_code
        await pilot_wait_until(pilot, lambda: code in screen_lines(app)[0], "the title with the join code")
        return screen_lines(app)[0].strip(), screen


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_the_lan_title_keeps_game_turn_you_and_code_at_80_columns(language, lang):
    language(lang)
    title, screen = await hosted_title((120, 40), then=(80, 24))
    assert title.startswith("Crimson Company · "), title
    assert _("{name} to move").format(name=HOST) in title, title
    assert _("you: {name}").format(name=HOST) in title, title
    assert title.endswith(_("code {code}").format(code=screen.host.join_code)), title
    assert "…" not in title and len(title) <= 78
    # what goes first: the round and the castles, the spectators, the port (it is in the notice)
    assert _("round {number}").format(number=1) not in title
    assert WATCHERS[0] not in title and str(screen.host.port) not in title


async def test_a_wide_lan_title_keeps_every_part(language):
    language("de")
    title, screen = await hosted_title((160, 40))
    assert _("round {number}").format(number=1) in title
    assert _("watching: {names}").format(names=", ".join(WATCHERS)) in title
    assert _("port {port}").format(port=screen.host.port) in title
