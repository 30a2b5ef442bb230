"""The record a LAN game announces (mDNS/DNS-SD TXT, see `net.discovery`): what the
announcer (`net.announcer`) writes and how the browser (`net.browser`) reads what it hears.

Records come from any program on the network, so every field is checked: a bad value, a
wrong type, a huge string or another protocol version is skipped or shown with a note,
never trusted, and every text is escaped for the terminal.
"""

from __future__ import annotations

import ipaddress
import os
import re
import socket
from dataclasses import dataclass

from core.i18n import _
from core.terminal import safe_text
from net import protocol as P

SERVICE_TYPE = "_clanhall._tcp.local."
TXT_VERSION = "1"  # the layout of our TXT record, apart from the game protocol's version
# Set to 1 to turn discovery off everywhere (no announcing, no listening); the test suite
# sets it so that only the tests that make their own network namespace use multicast.
DISABLE_ENV = "CLANHALL_NO_DISCOVERY"

MAX_FIELD = 40  # characters of a TXT text shown


class DiscoveryError(Exception):
    """Discovery cannot run here (no multicast, no interface); the message is one line."""


def disabled() -> bool:
    """Whether discovery is turned off by $CLANHALL_NO_DISCOVERY."""
    return os.environ.get(DISABLE_ENV, "").strip() not in ("", "0")


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


def dns_label(text: str) -> str:
    """`text` as one DNS label of letters, digits and hyphens."""
    return re.sub(r"[^A-Za-z0-9-]+", "-", text).strip("-")[:40] or "clanhall"


def service_name(game) -> str:
    """The instance name: readable, and unique per host machine and port."""
    machine = dns_label(socket.gethostname().split(".")[0])
    return f"{game.table.game_name} on {machine} port {game.port}"[:63] + "." + SERVICE_TYPE


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
