"""The join dialog: the games announced on the LAN, listed live (pick one to fill in its
address), or an address typed by hand (for networks that block multicast); your name, the
join code the host shows — discovery tells where a game is, not who may sit —, the server
key a secure host printed (`clanhall host --secure`), and whether to play (take a free
seat) or watch (see the game from no seat's view)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol

from rich.markup import escape
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, DataTable, Input, Label, RadioButton, RadioSet, Static

from core.i18n import N_, _, ngettext
from net.game_record import FoundGame
from net.keys import valid_key
from tui.screens.dialogs import NEXT_FIELD, DialogKeys
from tui.widgets.footer import Footer


class Browser(Protocol):
    """What the dialog needs of a game browser (`net.discovery.GameBrowser`, or a test's)."""

    def start(self) -> None:
        """Listen; raises DiscoveryError if it cannot."""

    def close(self) -> None:
        """Stop listening."""


# A browser is made with the callback it calls with the whole list of games (from any thread).
BrowserFactory = Callable[[Callable[[list[FoundGame]], None]], Browser]


def lan_browser(on_change: Callable[[list[FoundGame]], None]) -> Browser:
    """The real browser (net.discovery), unless discovery is turned off."""
    from net import discovery

    if discovery.disabled():
        raise discovery.DiscoveryError(_("discovery is turned off (${name})").format(name=discovery.DISABLE_ENV))
    return discovery.GameBrowser(on_change)


class JoinDialog(DialogKeys, ModalScreen):
    """Dismisses with (address, name, code, watch, server key or None), or None when
    cancelled. `browser` makes the game browser (tests pass a fake one; None turns the list
    off)."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel")), NEXT_FIELD]
    CSS_PATH = "join.tcss"
    enter_words = N_("Join")  # Enter in a field joins

    class GamesHeard(Message):
        """The browser's list of games changed."""

        def __init__(self, games: list[FoundGame]) -> None:
            super().__init__()
            self.games = games

    class BrowserFailed(Message):
        """The browser cannot listen; `reason` is one line."""

        def __init__(self, reason: str) -> None:
            super().__init__()
            self.reason = reason

    def __init__(self, browser: BrowserFactory | None = lan_browser) -> None:
        super().__init__()
        self.make_browser = browser
        self.browser: Browser | None = None
        self.games: dict[str, FoundGame] = {}  # row key -> the game
        self.picked_secure = False  # the game picked from the list says it is secure

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="join-dialog"):
            yield Static(_("Join a network game"), classes="dialog-title")
            table: DataTable[str] = DataTable(id="join-games", cursor_type="row", zebra_stripes=True)
            # the column headings, in the order of _cells
            table.add_columns(_("table"), _("game"), _("seats"), _("secure"), _("address"), _("note"))
            yield table
            yield Static(_("Looking for games on the LAN…"), id="join-status")
            for label, wid, hint in (
                (_("Host"), "join-host", _("192.168.1.20 or host:7141")),
                (_("Your name"), "join-name", "Anna"),
                (_("Join code"), "join-code", "K7WQ-M2PX"),
                (_("Server key"), "join-key", _("only for a secure host: the key it printed")),
            ):
                with Horizontal(classes="form-row"):
                    yield Label(label, classes="form-label")
                    yield Input(placeholder=hint, id=wid, compact=True)
            with Horizontal(classes="form-row"):
                yield Label(_("Join to"), classes="form-label")
                with RadioSet(id="join-as", compact=True):
                    yield RadioButton(_("play"), value=True, id="join-play")
                    yield RadioButton(_("watch"), id="join-watch")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Join"), id="join", variant="primary")
                yield Button(_("Cancel"), id="cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#join-host", Input).focus()
        if self.make_browser is None:
            self._status(_("Type the host's address."))
            return
        self._browse(self.make_browser)

    @work(thread=True, exclusive=True, group="join-browse")
    def _browse(self, make_browser: BrowserFactory) -> None:
        """Start the browser off the event loop (its sockets and thread start here)."""
        try:
            browser = make_browser(self._heard)
            browser.start()
        except Exception as exc:  # DiscoveryError, or a browser that fails to start
            self.post_message(self.BrowserFailed(str(exc) or type(exc).__name__))
            return
        self.browser = browser
        if not self.is_attached:  # the dialog closed while the browser started
            browser.close()

    def _heard(self, games: list[FoundGame]) -> None:
        self.post_message(self.GamesHeard(games))

    def on_unmount(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:  # closing may wait on zeroconf's thread: not on the UI's
            threading.Thread(target=browser.close, name="clanhall-browser-close", daemon=True).start()

    # -- the list ------------------------------------------------------------------------
    def on_join_dialog_games_heard(self, message: GamesHeard) -> None:
        table = self.query_one("#join-games", DataTable)
        keep = self._highlighted_key()
        table.clear()
        self.games = {}
        for game in message.games:
            self.games[game.key] = game
            # a table reads its text cells as markup: a record's '[/]' would end the app
            table.add_row(*map(escape, self._cells(game)), key=game.key)
        if keep in self.games:
            table.move_cursor(row=table.get_row_index(keep))
        host = self.query_one("#join-host", Input)
        if self.games and self.focused is host and not host.value:
            table.focus()  # nothing typed yet: the list is the quicker way in
        n = len(message.games)
        if n:
            self._status(
                ngettext(
                    "{count} game on the LAN: pick one (enter), or type an address.",
                    "{count} games on the LAN: pick one (enter), or type an address.",
                    n,
                ).format(count=n)
            )
        else:
            self._status(_("No games heard yet. If multicast is blocked here, type the host's address."))

    @staticmethod
    def _cells(game) -> tuple[str, ...]:
        variant = _variant_shown(game.game, game.variant)
        kind = f"{game.game_name} · {variant}" if variant else game.game_name
        secure = _("yes") if game.secure else _("no")
        return (game.title, kind, _seats_shown(game.free, game.seats), secure, game.where, game.note)

    def on_join_dialog_browser_failed(self, message: BrowserFailed) -> None:
        self._status(_("Cannot look for games here ({reason}); type the host's address.").format(reason=message.reason))

    def _highlighted_key(self) -> str | None:
        table = self.query_one("#join-games", DataTable)
        if not table.row_count:
            return None
        try:
            return table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        except Exception:  # no row under the cursor
            return None

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        game = self.games.get(event.row_key.value or "")  # every row is added with its key
        if game is None:
            return
        if not game.joinable:
            why = game.note or _("every seat is taken")
            self.notify(_("That game cannot be joined: {why}.").format(why=why), severity="warning", markup=False)
            return
        self.query_one("#join-host", Input).value = game.where
        self.picked_secure = game.secure
        if game.secure:
            self._status(_("That host is secure: fill in the server key it printed, as well as the join code."))
        name = self.query_one("#join-name", Input)
        (self.query_one("#join-code", Input) if name.value.strip() else name).focus()

    def _status(self, text: str) -> None:
        self.query_one("#join-status", Static).update(text)

    # -- the form ------------------------------------------------------------------------
    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_join()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_join() if event.button.id == "join" else self.action_cancel()

    def action_join(self) -> None:
        host = self.query_one("#join-host", Input).value.strip()
        code = self.query_one("#join-code", Input).value.strip()
        if not host or not code:
            self.notify(_("The host's address and the join code are both needed."), severity="warning")
            return
        key = "".join(self.query_one("#join-key", Input).value.split())  # pasted keys may wrap
        if key and not valid_key(key):
            self.notify(_("That is not a server key: 40 characters, as the host printed it."), severity="warning")
            self.query_one("#join-key", Input).focus()
            return
        if not key and self.picked_secure and self.query_one("#join-host", Input).value.strip() == host:
            self.notify(_("That host is secure: its server key is needed too."), severity="warning")
            self.query_one("#join-key", Input).focus()
            return
        watch = self.query_one("#join-watch", RadioButton).value
        self.dismiss((host, self.query_one("#join-name", Input).value.strip(), code, watch, key or None))

    def action_cancel(self) -> None:
        self.dismiss(None)


def _variant_shown(game_id: str, variant: str) -> str:
    """A heard game's variant as the list shows it: in the reader's language, and nothing
    for a game that has only the one (Clans' "standard" says nothing)."""
    from core.registry import get_game

    try:
        variants = get_game(game_id).variants
    except (KeyError, ValueError):  # a game this build does not know: as heard
        return variant
    return _(variant) if variant and len(variants) > 1 else ""


def _seats_shown(free: int | None, seats: int | None) -> str:
    """'1 of 2 free', 'full (2)', or '?' when the record did not say."""
    if free is None or seats is None:
        return "?"
    if not free:
        return _("full ({seats})").format(seats=seats)
    return ngettext("{free} of {seats} free", "{free} of {seats} free", free).format(free=free, seats=seats)
