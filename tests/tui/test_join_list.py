"""The Join screen's live list of LAN games, fed by a fake browser (no network): rows
follow the browser, picking a row fills the address, unjoinable and hostile records are
shown safely, a failing browser leaves the typed address working."""

from __future__ import annotations

import threading

from textual.widgets import DataTable, Input, Static

from net.discovery import SERVICE_TYPE, parse_game
from net.protocol import VERSION
from tests.support.screens import notified, press_to
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import screen_name
from tui.app import ClanhallApp
from tui.screens.join import JoinDialog


def found(title: str, free: int = 2, seats: int = 3, address: str = "192.0.2.7", port: int = 7141, **txt):
    props = {b"proto": str(VERSION).encode(), b"game": b"clans", b"variant": b"standard", b"seats": str(seats).encode()}
    props[b"free"] = str(free).encode()
    props[b"secure"] = b"no"
    props[b"host"] = b"table"
    props.update({k.encode(): v for k, v in txt.items()})
    return parse_game(f"{title}.{SERVICE_TYPE}", props, [address], port)


class FakeBrowser:
    """Stands in for net.discovery.GameBrowser; `tell` calls back from another thread,
    as zeroconf does."""

    made: list[FakeBrowser] = []

    def __init__(self, on_change) -> None:
        self.on_change = on_change
        self.started = self.closed = False
        FakeBrowser.made.append(self)

    def start(self) -> None:
        self.started = True

    def close(self) -> None:
        self.closed = True

    def tell(self, games) -> None:
        thread = threading.Thread(target=self.on_change, args=(games,))
        thread.start()
        thread.join(5)


class FailingBrowser(FakeBrowser):
    def start(self) -> None:
        raise OSError("no multicast interface")


async def _open(app, pilot, browser) -> JoinDialog:
    FakeBrowser.made.clear()
    dialog = JoinDialog(browser=browser)
    app.push_screen(dialog)
    await pilot_wait_until(
        pilot, lambda: FakeBrowser.made and (FakeBrowser.made[-1].started or browser is FailingBrowser), "the browser"
    )
    return dialog


async def _until(pilot, condition) -> None:
    await pilot_wait_until(pilot, condition)


async def test_the_list_follows_the_browser_and_a_pick_fills_the_address():
    """Then, back on the menu, its own join dialog says discovery is off (one app: the
    first dialog is closed, the second is the menu's)."""
    app = ClanhallApp()
    async with app.run_test(size=(100, 32)) as pilot:
        dialog = await _open(app, pilot, FakeBrowser)
        browser = FakeBrowser.made[-1]
        table = dialog.query_one("#join-games", DataTable)
        assert table.row_count == 0 and "Looking" in str(dialog.query_one("#join-status", Static).render())
        browser.tell([found("Anna's table"), found("Bob's table", address="192.0.2.8", port=7150)])
        await _until(pilot, lambda: table.row_count == 2)
        assert table.row_count == 2
        assert dialog.focused is table  # nothing typed: the list takes the focus
        await pilot.press("down", "enter")
        host = dialog.query_one("#join-host", Input)
        assert host.value == "192.0.2.8:7150"
        assert dialog.focused is dialog.query_one("#join-name", Input)
        # the list changes live: Anna's table fills, a third appears; the cursor stays on Bob's
        browser.tell([found("Anna's table", free=0), found("Bob's table", address="192.0.2.8", port=7150), found("C")])
        await _until(pilot, lambda: table.row_count == 3)
        assert table.row_count == 3
        row = table.get_row("Bob's table." + SERVICE_TYPE)
        assert row[0] == "Bob's table" and row[4] == "192.0.2.8:7150"
        assert table.get_row("Anna's table." + SERVICE_TYPE)[2] == "full (3)"
        browser.tell([])
        await _until(pilot, lambda: table.row_count == 0)
        assert "No games heard" in str(dialog.query_one("#join-status", Static).render())
        await pilot.press("escape")
        await _until(pilot, lambda: browser.closed)
        assert screen_name(app) == "MainMenu" and browser.closed
        # the menu's own join dialog (its real browser): discovery is off in the tests
        dialog = await press_to(pilot, "j", screen="JoinDialog")
        status = dialog.query_one("#join-status", Static)
        await _until(pilot, lambda: "turned off" in str(status.render()))


async def test_hostile_records_are_shown_safely_not_picked_and_a_failing_browser_keeps_the_address():
    """Two dialogs in one app, the first closed before the second opens."""
    app = ClanhallApp()
    async with app.run_test(size=(100, 32)) as pilot:
        dialog = await _open(app, pilot, FakeBrowser)
        hostile = found("\x1b[2Jevil", host=b"\x1b]0;pwn\x07" + b"x" * 5000, proto=b"99")
        assert hostile.note and not hostile.joinable
        FakeBrowser.made[-1].tell([hostile])
        table = dialog.query_one("#join-games", DataTable)
        await _until(pilot, lambda: table.row_count == 1)
        cells = [str(c) for c in table.get_row_at(0)]
        assert not any("\x1b" in c or "\x07" in c for c in cells) and all(len(c) < 80 for c in cells)
        table.focus()
        await pilot.press("enter")
        await notified(pilot, "cannot be joined")
        assert dialog.query_one("#join-host", Input).value == ""
        await pilot.press("escape")
        await _until(pilot, lambda: screen_name(app) == "MainMenu")
        await a_failing_browser_leaves_the_typed_address(app, pilot)


async def a_failing_browser_leaves_the_typed_address(app, pilot) -> None:
    dialog = await _open(app, pilot, FailingBrowser)
    status = dialog.query_one("#join-status", Static)
    await _until(pilot, lambda: "Cannot look" in str(status.render()))
    assert "no multicast interface" in str(status.render())
    answers = []
    dialog.dismiss = answers.append  # what the dialog would hand to the app
    await pilot.press(*"192.0.2.3")
    dialog.query_one("#join-code", Input).value = "K7WQ-M2PX"
    dialog.action_join()
    assert answers == [("192.0.2.3", "", "K7WQ-M2PX", False, None)]  # to play, not watch; no key


def test_a_heard_game_s_seats_and_variant_read_in_the_reader_s_language():
    from core import i18n

    clans, duel = found("A", free=2, seats=3), found("B", free=0, seats=2, variant="duel", game="crimson-company")
    assert JoinDialog._cells(clans)[1:3] == ("Clans", "2 of 3 free")  # one variant: not named
    assert JoinDialog._cells(duel)[1:3] == ("Crimson Company · duel", "full (2)")
    i18n.set_language("de")
    assert JoinDialog._cells(clans)[1:3] == ("Clans", "2 von 3 frei")
    assert JoinDialog._cells(duel)[2] == "voll (2)" and JoinDialog._cells(duel)[1].endswith(" · Duell")
    unknown = found("C", game="chess", variant="blitz")
    assert JoinDialog._cells(unknown)[1].endswith("blitz")  # a game this build does not know: as heard
