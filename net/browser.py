"""Listening for LAN games (`net.discovery`): `GameBrowser` hears announcements through
zeroconf and keeps what it reads of them (`net.game_record.parse_game`); `find_games`
listens for a while and lists what it heard.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING

from core.i18n import _
from core.terminal import safe_text
from net.game_record import DISABLE_ENV, SERVICE_TYPE, DiscoveryError, FoundGame, disabled, parse_game

if TYPE_CHECKING:  # zeroconf is imported where it is used: `clanhall --help` stays quick
    from zeroconf import ServiceBrowser, Zeroconf

log = logging.getLogger("clanhall.net.discovery")  # one logger for announcing and listening

MAX_GAMES = 100  # games a browser keeps: a flood of records cannot grow it without end
RESOLVE_MS = 1500  # how long a browser asks for one game's record


class GameBrowser:
    """Listens for announced games and calls `on_change(games)` (from one of zeroconf's
    threads) whenever the list changes. `start` raises DiscoveryError if it cannot listen.

    A name heard without its record is asked for on zeroconf's own loop, all at once, each
    for at most RESOLVE_MS: zeroconf calls the handlers one after another, so asking there
    would let names that never resolve (anyone may announce them) hold up every game heard
    after them, and `close` behind them (60 such names held a listing 90 s)."""

    def __init__(self, on_change: Callable[[list[FoundGame]], None] | None = None, interfaces=None) -> None:
        self.on_change = on_change
        self.interfaces = interfaces
        self._games: dict[str, FoundGame] = {}
        self._asking: dict[str, Future] = {}  # name -> the future of its record's request
        self._lock = threading.Lock()
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._closed = False
        self._logged_failure = False

    def start(self) -> None:
        """Start listening (call it where no asyncio loop runs: zeroconf then keeps its own
        thread)."""
        from zeroconf import InterfaceChoice, ServiceBrowser, Zeroconf

        try:
            self._zc = zc = Zeroconf(interfaces=self.interfaces or InterfaceChoice.All)
            self._browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[self._on_service])
        except Exception as exc:
            self.close()
            raise DiscoveryError(
                _("cannot listen for games on the network ({error})").format(error=f"{type(exc).__name__}: {exc}")
            ) from exc

    def games(self) -> list[FoundGame]:
        """The games heard so far, joinable ones first."""
        with self._lock:
            games = list(self._games.values())
        return sorted(games, key=lambda g: (not g.joinable, g.game_name, g.title))

    def close(self) -> None:
        """Stop listening at once: requests still waiting for a record are dropped."""
        self._closed = True
        with self._lock:
            asking, self._asking = list(self._asking.values()), {}
        for future in asking:
            future.cancel()
        browser, zc, self._browser, self._zc = self._browser, self._zc, None, None
        try:
            if browser is not None:
                browser.cancel()
            if zc is not None:
                zc.close()
        except Exception as exc:
            log.debug("closing the game browser: %s", exc)

    def _on_service(self, zeroconf, service_type: str, name: str, state_change) -> None:
        from zeroconf import ServiceStateChange

        try:
            if state_change is ServiceStateChange.Removed:
                with self._lock:
                    changed = self._games.pop(name, None) is not None
                self._changed(changed)
            else:
                self._look_up(zeroconf, service_type, name)
        except Exception as exc:
            self._unreadable(name, exc)

    def _look_up(self, zeroconf, service_type: str, name: str) -> None:
        """Read `name`'s record from the cache, else ask for it without waiting here."""
        from zeroconf import BadTypeInNameException
        from zeroconf.asyncio import AsyncServiceInfo

        try:
            info = AsyncServiceInfo(service_type, name)
        except BadTypeInNameException:  # a pointer at another service's name: not a game
            log.debug("skipped an announcement of another service: %r", name)
            return
        if info.load_from_cache(zeroconf):
            self._changed(self._keep(name, info))
            return
        with self._lock:
            if self._closed or name in self._asking or len(self._asking) >= 2 * MAX_GAMES:
                return
            future = asyncio.run_coroutine_threadsafe(info.async_request(zeroconf, RESOLVE_MS), zeroconf.loop)
            self._asking[name] = future
        future.add_done_callback(lambda done: self._answered(name, info, done))

    def _answered(self, name: str, info, done) -> None:
        """The request for `name`'s record ended: a game if it came in time, else nothing."""
        with self._lock:
            if self._asking.get(name) is done:
                del self._asking[name]
        if self._closed or done.cancelled():
            return
        try:
            if done.result():
                self._changed(self._keep(name, info))
            else:
                log.debug("no record came for the announced name %r", name)
        except Exception as exc:
            self._unreadable(name, exc)

    def _keep(self, name: str, info) -> bool:
        """Add or update the game `info` describes; whether the list changed."""
        from zeroconf import IPVersion

        game = parse_game(name, info.properties, info.parsed_addresses(IPVersion.All), info.port)
        with self._lock:
            if name not in self._games and len(self._games) >= MAX_GAMES:
                return False
            if self._games.get(name) == game:
                return False
            self._games[name] = game
        return True

    def _changed(self, changed: bool) -> None:
        if changed and not self._closed and self.on_change is not None:
            try:
                self.on_change(self.games())
            except Exception as exc:
                self._unreadable("", exc, _LISTENER_FAILED)

    def _unreadable(self, name: str, exc: BaseException, what: str = "") -> None:
        """A record (or listener) no one expected: the traceback to the error log, one log
        line for the first only (a flood of them is one line), and the browser goes on."""
        from core.errorlog import log_exception

        what = what or f"could not read the announcement {safe_text(repr(name))[:100]}"
        path = log_exception(f"discovery: {what}", exc)
        if not self._logged_failure:
            self._logged_failure = True
            log.warning("%s (%s; details in %s)", what, type(exc).__name__, path)


_LISTENER_FAILED = "a game list listener failed"


def find_games(timeout: float = 2.5, interfaces=None) -> list[FoundGame]:
    """The games heard within `timeout` seconds; DiscoveryError if it cannot listen."""
    if disabled():
        raise DiscoveryError(_("discovery is turned off (${name} is set)").format(name=DISABLE_ENV))
    browser = GameBrowser(interfaces=interfaces)
    browser.start()
    try:
        done = threading.Event()
        done.wait(max(0.0, timeout))
        return browser.games()
    finally:
        browser.close()
