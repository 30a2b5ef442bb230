"""Announcing a hosted game on the LAN (`net.discovery`): `Announcer` registers the
game's record (`net.game_record`) with zeroconf on the interfaces the host is bound to,
updates it as seats fill and says goodbye when the game is over. Anything that goes wrong
is one log line and the game goes on without being announced.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import socket
from collections.abc import Callable
from typing import TYPE_CHECKING

from net.game_record import SERVICE_TYPE, dns_label, service_name, txt_properties

if TYPE_CHECKING:  # zeroconf is imported where it is used: `clanhall --help` stays quick
    from zeroconf import ServiceInfo
    from zeroconf._utils.net import InterfacesType  # the type zeroconf takes, not re-exported
    from zeroconf.asyncio import AsyncZeroconf

log = logging.getLogger("clanhall.net.discovery")  # one logger for announcing and listening

_SO_BINDTODEVICE = getattr(socket, "SO_BINDTODEVICE", 25)
_IP_MULTICAST_ALL = 49  # Linux: receive only the groups this socket itself joined


def announce_on(bind: str) -> tuple[InterfacesType, list[str]]:
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
        self._zc: AsyncZeroconf | None = None
        self._info: ServiceInfo | None = None
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

    def _service_info(self, name: str, addresses: list[str]) -> ServiceInfo:
        """The record of the game as it is now (the TXT record is fixed once made)."""
        from zeroconf import ServiceInfo

        game = self.host.summary()
        self._shown = txt_properties(game)
        return ServiceInfo(
            SERVICE_TYPE,
            name,
            port=game.port,
            properties=self._shown,
            server=f"clanhall-{dns_label(socket.gethostname().split('.')[0])}-{game.port}.local.",
            parsed_addresses=addresses,
        )

    async def _register(self) -> None:
        from zeroconf.asyncio import AsyncZeroconf

        try:
            game = self.host.summary()
            interfaces, addresses = announce_on(game.bind)
            self._zc = zc = AsyncZeroconf(interfaces=interfaces)
            if isinstance(interfaces, list) and interfaces == ["127.0.0.1"]:
                keep_on_loopback(zc.zeroconf)
            info = self._service_info(service_name(game), addresses)
            await zc.async_register_service(info, allow_name_change=True)
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
