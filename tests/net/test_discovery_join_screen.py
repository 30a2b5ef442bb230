"""The Join screen shows a heard record's texts as they are (escaped, never read as
markup): a record's instance name or fields may hold anything, '[/]' and '[@click=…]'
included (issue 33 §2). A fake browser, no network."""

from __future__ import annotations

import html
import re
import threading

import pytest
from textual.widgets import DataTable, Input

from net.discovery import SERVICE_TYPE, parse_game
from net.protocol import VERSION
from tests.support.game_screens import refreshed
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.join import JoinDialog

MARKUP = "[/] [@click=app.quit]quit[/]"


def heard(title: str, **txt: bytes):
    props = {b"proto": str(VERSION).encode(), b"game": b"clans", b"seats": b"3", b"free": b"2", b"host": b"table"}
    props.update({k.encode(): v for k, v in txt.items()})
    return parse_game(f"{title}.{SERVICE_TYPE}", props, ["192.0.2.7"], 7141)


class FakeBrowser:
    """Stands in for net.discovery.GameBrowser: `tell` calls back from another thread, as
    zeroconf does."""

    made: list[FakeBrowser] = []

    def __init__(self, on_change) -> None:
        self.on_change = on_change
        self.started = False
        FakeBrowser.made.append(self)

    def start(self) -> None:
        self.started = True

    def close(self) -> None:
        pass

    def tell(self, games) -> None:
        thread = threading.Thread(target=self.on_change, args=(games,))
        thread.start()
        thread.join(5)


def _screen_text(app) -> str:
    """The characters on the app's screen, without the screenshot's SVG markup."""
    svg = app.export_screenshot()
    return html.unescape(re.sub(r"<[^>]*>", "", svg)).replace("\xa0", " ")


@pytest.fixture(autouse=True)
def own_error_log(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "clanhall.log"))


async def test_a_record_s_texts_are_shown_as_they_are_not_as_markup():
    app = ClanhallApp()
    async with app.run_test(size=(160, 32)) as pilot:
        FakeBrowser.made.clear()
        dialog = JoinDialog(browser=FakeBrowser)
        app.push_screen(dialog)
        await pilot_wait_until(pilot, lambda: FakeBrowser.made and FakeBrowser.made[-1].started, "the browser")
        shown = heard(f"{MARKUP} table", host=MARKUP.encode())
        odd = heard("[b]odd[/b]", game=b"[red]x[/]", seats="²".encode())  # '²': not a count
        assert shown.joinable and not odd.joinable
        FakeBrowser.made[-1].tell([shown, odd])
        table = dialog.query_one("#join-games", DataTable)
        await pilot_wait_until(pilot, lambda: table.row_count == 2, "two rows")
        await refreshed(dialog)  # the rows drawn
        screen = _screen_text(app)
        for text in ("[/] [@click=app.quit]quit[/] table", "[b]odd[/b]", "[red]x[/]"):
            assert text in screen, text
        table.focus()
        table.move_cursor(row=table.get_row_index(odd.key))
        await pilot.press("enter")  # not joinable: its note told in a notification, as it is
        await pilot_wait_until(pilot, lambda: app._notifications, "the notification")
        told = [n for n in app._notifications if "[red]x[/]" in n.message]
        assert told and not told[-1].markup  # the note, as it is: never read as markup
        assert app.is_running and dialog.query_one("#join-host", Input).value == ""
