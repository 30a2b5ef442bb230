"""Finding LAN games: a hosted game announces itself by multicast DNS service discovery
(mDNS/DNS-SD, through `zeroconf`), and `clanhall games`, `clanhall join` without an
address and the interface's Join screen list what they hear.

An announcement says where a game is and what it is — game, variant, free seats, whether
it is secure, the protocol version, the host's name — never who may sit: the join code is
still needed. The host announces only on the interfaces it is bound to, so a host bound to
127.0.0.1 is heard on this machine alone. Anything that goes wrong here is one log line
and the game goes on without being announced.

    announcer = Announcer(host)          # net.host.Host starts and stops it itself
    games = find_games(timeout=2.5)      # [FoundGame, ...], each with .where and .note
    browser = GameBrowser(on_change)     # live: on_change(list[FoundGame]) from a thread

Records come from any program on the network, so every field of a TXT record is checked:
a bad value, a wrong type, a huge string or another protocol version is skipped or shown
with a note, never trusted, and every text is escaped for the terminal.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import os
import re
import socket
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass

from core.i18n import _
from core.terminal import safe_text
from net import protocol as P

log = logging.getLogger("clanhall.net.discovery")

SERVICE_TYPE = "_clanhall._tcp.local."
TXT_VERSION = "1"  # the layout of our TXT record, apart from the game protocol's version
# Set to 1 to turn discovery off everywhere (no announcing, no listening); the test suite
# sets it so that only the tests that make their own network namespace use multicast.
DISABLE_ENV = "CLANHALL_NO_DISCOVERY"

MAX_GAMES = 100  # games a browser keeps: a flood of records cannot grow it without end
MAX_FIELD = 40  # characters of a TXT text shown
RESOLVE_MS = 1500  # how long a browser asks for one game's record
_SO_BINDTODEVICE = getattr(socket, "SO_BINDTODEVICE", 25)
_IP_MULTICAST_ALL = 49  # Linux: receive only the groups this socket itself joined


class DiscoveryError(Exception):
    """Discovery cannot run here (no multicast, no interface); the message is one line."""


def disabled() -> bool:
    """Whether discovery is turned off by $CLANHALL_NO_DISCOVERY."""
    return os.environ.get(DISABLE_ENV, "").strip() not in ("", "0")


# -- what a game announces ---------------------------------------------------------------
def txt_properties(game) -> dict[str, str]:
    """The TXT record of a hosted game (`game`: its `net.host.HostSummary`)."""
    return {
        "txtvers": TXT_VERSION,
        "proto": str(P.VERSION),
        "game": game.table.game_id,
        "variant": game.table.variant,
        "seats": str(game.table.seats),
        "free": str(game.table.free),
        "secure": "yes" if game.secure else "no",
        "host": socket.gethostname()[:63],
    }


def _label(text: str) -> str:
    """`text` as one DNS label of letters, digits and hyphens."""
    return re.sub(r"[^A-Za-z0-9-]+", "-", text).strip("-")[:40] or "clanhall"


def service_name(game) -> str:
    """The instance name: readable, and unique per host machine and port."""
    machine = _label(socket.gethostname().split(".")[0])
    return f"{game.table.game_name} on {machine} port {game.port}"[:63] + "." + SERVICE_TYPE


def announce_on(bind: str) -> tuple[object, list[str]]:
    """Where a host bound to `bind` announces: (zeroconf interfaces, addresses to give).

    0.0.0.0 (or * or ::) announces on every interface, giving this machine's addresses; a
    loopback address announces on loopback only; any other address on its interface only.
    ValueError if `bind` is not an address (a host name is not resolved: that could wait)."""
    from zeroconf import InterfaceChoice

    if bind in ("", "*", "0.0.0.0", "::"):
        return InterfaceChoice.All, machine_addresses()
    if bind == "localhost":
        bind = "127.0.0.1"
    try:
        address = ipaddress.ip_address(bind)
    except ValueError:
        raise ValueError(f"the host is bound to {bind!r}, not an IP address") from None
    if address.is_loopback:
        return ["127.0.0.1"], [str(address)]
    return [str(address)], [str(address)]


def machine_addresses() -> list[str]:
    """This machine's IPv4 addresses, loopback ones only if there is no other."""
    import ifaddr  # comes with zeroconf

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and ip.ip not in found:
                found.append(ip.ip)
    outside = [a for a in found if not ipaddress.ip_address(a).is_loopback]
    return outside or [a for a in found if ipaddress.ip_address(a).is_loopback] or ["127.0.0.1"]


def keep_on_loopback(zc) -> None:
    """Let the listening socket of `zc` hear and answer loopback only.

    zeroconf listens on 0.0.0.0:5353, which may also hear queries from the LAN (when
    another program on this machine joined the group there) and answer them directly;
    pinning it to the loopback device keeps a 127.0.0.1 host unheard beyond this machine."""
    sock = getattr(zc.engine, "_listen_socket", None)
    if sock is None:
        return
    sock.setsockopt(socket.IPPROTO_IP, _IP_MULTICAST_ALL, 0)  # no group joined elsewhere
    try:
        sock.setsockopt(socket.SOL_SOCKET, _SO_BINDTODEVICE, b"lo")
    except PermissionError:  # Linux before 5.7 lets only root pin a socket to a device
        log.info("the mDNS socket is not pinned to loopback (no permission); it hears only loopback's group")


class Announcer:
    """Announces one hosted game while it is open: registered on `start`, its TXT record
    updated as seats fill and free, unregistered when the game is over or on `close`.
    Never raises and never waits on the host's behalf: a failure is one log line."""

    def __init__(self, host) -> None:
        self.host = host  # read through `host.summary()` only; `host.listeners` tell of changes
        self.error: str | None = None  # why the game is not announced, if it is not
        self._zc = None
        self._info = None
        self._shown: dict[str, str] = {}
        self._tasks: set[asyncio.Task] = set()
        self._lock = asyncio.Lock()
        self._on_failure: list[Callable[[str], None]] = []

    @property
    def announced(self) -> bool:
        return self._info is not None

    def when_failed(self, callback: Callable[[str], None]) -> None:
        """Call `callback(reason)` if announcing fails (now, if it already has): the
        interface shows it, where a log line would go unseen."""
        if self.error is not None:
            callback(self.error)
        else:
            self._on_failure.append(callback)

    def begin(self) -> None:
        """Start announcing in the background (the host's loop must be running)."""
        self.host.listeners.append(self._on_host_event)
        self._spawn(self._register())

    def _service_info(self, name: str, addresses: list[str]):
        """The record of the game as it is now (the TXT record is fixed once made)."""
        from zeroconf import ServiceInfo

        game = self.host.summary()
        self._shown = txt_properties(game)
        return ServiceInfo(
            SERVICE_TYPE,
            name,
            port=game.port,
            properties=self._shown,
            server=f"clanhall-{_label(socket.gethostname().split('.')[0])}-{game.port}.local.",
            parsed_addresses=addresses,
        )

    async def _register(self) -> None:
        from zeroconf.asyncio import AsyncZeroconf

        try:
            game = self.host.summary()
            interfaces, addresses = announce_on(game.bind)
            self._zc = AsyncZeroconf(interfaces=interfaces)
            if isinstance(interfaces, list) and interfaces == ["127.0.0.1"]:
                keep_on_loopback(self._zc.zeroconf)
            info = self._service_info(service_name(game), addresses)
            await self._zc.async_register_service(info, allow_name_change=True)
            self._info = info
            log.info("announced on the LAN as %r (%s)", info.name, ", ".join(addresses))
        except Exception as exc:  # no multicast, no interface, a name clash...
            self._fail(exc)

    def _fail(self, exc: BaseException) -> None:
        self.error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        log.warning("the game is not announced on the LAN (%s); players join by address", self.error)
        self._close_now()
        for callback in self._on_failure:
            try:
                callback(self.error)
            except Exception:
                log.exception("a listener of the announcement's failure failed")

    def _on_host_event(self, host, event: str) -> None:
        if event == "over":
            self._spawn(self.close())
        elif event == "seats" and self._info is not None and txt_properties(host.summary()) != self._shown:
            self._spawn(self._update())

    async def _update(self) -> None:
        async with self._lock:
            if self._info is None or self._zc is None:
                return
            self._info = self._service_info(self._info.name, self._info.parsed_addresses())
            try:
                await self._zc.async_update_service(self._info)
            except Exception as exc:
                self._fail(exc)

    async def close(self) -> None:
        """Unregister (a goodbye the listeners hear at once) and close the sockets."""
        if self._on_host_event in self.host.listeners:
            self.host.listeners.remove(self._on_host_event)
        pending = [t for t in self._tasks if t is not asyncio.current_task()]
        for task in pending:  # a registration still probing: no use finishing it
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        async with self._lock:
            zc, info = self._zc, self._info
            self._zc = self._info = None
            if zc is None:
                return
            try:
                if info is not None:
                    await asyncio.wait_for(zc.async_unregister_service(info), 3)
                await asyncio.wait_for(zc.async_close(), 3)
            except Exception as exc:
                log.warning("closing the LAN announcement failed: %s", exc)

    def close_now(self) -> None:
        """Close at once, without the goodbye (an app or test that ends)."""
        for task in self._tasks:
            task.cancel()
        self._close_now()

    def _close_now(self) -> None:
        zc, self._zc, self._info = self._zc, None, None
        if zc is not None:
            try:
                zc.zeroconf.close()
            except Exception as exc:
                log.debug("closing zeroconf: %s", exc)

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)


# -- what a browser hears ----------------------------------------------------------------
@dataclass(frozen=True)
class FoundGame:
    """A game heard on the LAN; every text already escaped for the terminal. `note` says
    why it cannot be joined from here ("" if it can)."""

    key: str  # the service name as heard: one game's identity
    title: str
    game: str  # the game's id ("clans"), or "" if the record has none
    game_name: str
    variant: str
    seats: int | None
    free: int | None
    secure: bool
    protocol: int | None
    host: str
    address: str
    port: int | None
    note: str = ""

    @property
    def where(self) -> str:
        """HOST:PORT as `clanhall join` takes it ([v6]:port for IPv6); "-" without either."""
        if not self.address or self.port is None:
            return "-"
        address = f"[{self.address}]" if ":" in self.address else self.address
        return f"{address}:{self.port}"

    @property
    def joinable(self) -> bool:
        return not self.note and bool(self.free)

    @property
    def seats_text(self) -> str:
        if self.free is None or self.seats is None:
            return "?"
        if self.free:
            return _("{free} of {seats} free").format(free=self.free, seats=self.seats)
        return _("full ({seats})").format(seats=self.seats)


def _text(raw, limit: int = MAX_FIELD) -> str:
    """A TXT value (bytes, maybe anything) as a short, escaped text."""
    if raw is None:
        return ""
    if isinstance(raw, bytes):
        raw = raw[: limit * 4].decode("utf-8", errors="replace")
    text = safe_text(str(raw)[:limit])
    return text if len(str(raw)) <= limit else text + "…"


def _count(raw, most: int = 64) -> int | None:
    """A small whole number from a TXT value, or None if it is not one."""
    text = _text(raw, 7)
    # ASCII digits only: str.isdigit() is True for '²', which int() refuses
    return int(text) if text.isascii() and text.isdigit() and int(text) <= most else None


def parse_game(name: str, properties: dict, addresses: list[str], port) -> FoundGame:
    """A `FoundGame` from a heard record; a record that is not ours or not usable comes back
    with a `note` saying why (never an exception), in the language of whoever listens."""
    from core.registry import game_ids, get_game

    props: dict[str, object] = {}
    for key, value in (properties or {}).items() if isinstance(properties, dict) else ():
        if isinstance(key, bytes | str):
            props[_text(key, 16).lower()] = value
    title = _text(name.removesuffix("." + SERVICE_TYPE) if isinstance(name, str) else "", 63)
    game = _text(props.get("game"), 32)
    protocol = _count(props.get("proto"), 10**6)
    seats, free = _count(props.get("seats")), _count(props.get("free"))
    notes = []
    if protocol != P.VERSION:
        shown = _text(props.get("proto"), 8) or "none"
        notes.append(_("speaks protocol {theirs} (this clanhall: {ours})").format(theirs=shown, ours=P.VERSION))
    if game in game_ids():
        game_name = get_game(game).name
    else:
        game_name = game or "?"
        notes.append(_("unknown game {game}").format(game=repr(game)) if game else _("no game named"))
    if seats is None or free is None or free > seats:
        notes.append(_("unreadable seat count"))
        seats = free = None
    heard = [a for a in (addresses or []) if isinstance(a, str) and _is_address(a)]
    usable = [a for a in heard if _joinable_address(a)]
    usable.sort(key=lambda a: (":" in a, ipaddress.ip_address(a).is_loopback))
    if not heard:
        notes.append(_("no address"))
    elif not usable:
        shown = _text(", ".join(heard[:3]), 60)
        notes.append(_("no address to join ({addresses})").format(addresses=shown))
    if not (isinstance(port, int) and 0 < port < 65536):
        notes.append(_("no port"))
        port = None
    return FoundGame(
        key=name if isinstance(name, str) else repr(name),
        title=title,
        game=game,
        game_name=game_name,
        variant=_text(props.get("variant"), 24),
        seats=seats,
        free=free,
        secure=_text(props.get("secure"), 4).lower() == "yes",
        protocol=protocol,
        host=_text(props.get("host"), 32),
        address=usable[0] if usable else "",
        port=port,
        note="; ".join(notes),
    )


def _is_address(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def _joinable_address(text: str) -> bool:
    """Whether a client can dial `text`: not unspecified (0.0.0.0, ::), multicast,
    broadcast or reserved, nor IPv6 link-local (heard without the scope it needs)."""
    address = ipaddress.ip_address(text)
    if address.version == 6 and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return not (
        address.is_unspecified
        or address.is_multicast
        or (address.version == 4 and address.is_reserved)  # 240.0.0.0/4: 255.255.255.255
        or (address.version == 6 and address.is_link_local)
    )


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
        self._zc = None
        self._browser = None
        self._closed = False
        self._logged_failure = False

    def start(self) -> None:
        """Start listening (call it where no asyncio loop runs: zeroconf then keeps its own
        thread)."""
        from zeroconf import InterfaceChoice, ServiceBrowser, Zeroconf

        try:
            self._zc = Zeroconf(interfaces=self.interfaces or InterfaceChoice.All)
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._on_service])
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
