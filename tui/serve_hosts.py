"""Which Host headers name a `clanhall serve` server: read strictly, then compared exactly.

A browser sends the name from the page's address as the Host header. A web site can point a
name of its own at this machine (DNS rebinding: `mybox.attacker.example` resolving to
192.168.1.4, or to 127.0.0.1); the browser then sends that name, so a name is accepted only
if it is one of this machine's own, letter for letter. Kept free of aiohttp so the command
line can check `--public-name` without loading the web server.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})

# RFC 3986's host, restricted to what a browser sends: DNS labels (letters, digits, '-',
# '_'), an IPv4 address, or an IPv6 address in brackets; then an optional port of digits.
_HOST = re.compile(
    r"(?P<name>\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]{0,251}[a-z0-9_.])?)(?::(?P<port>[0-9]{0,5}))?\Z",
    re.ASCII | re.IGNORECASE,
)
_LABEL = re.compile(r"[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\Z", re.ASCII | re.IGNORECASE)

Address = ipaddress.IPv4Address | ipaddress.IPv6Address


@dataclass(frozen=True)
class Host:
    """A Host header read: `name` lower case without a final dot (an IPv6 address without
    its brackets), `address` when the name is an IP literal, and the port if one was given."""

    name: str
    address: Address | None
    port: int | None

    def __str__(self) -> str:
        """The header as it goes back into the page's own addresses."""
        name = f"[{self.name}]" if self.address is not None and self.address.version == 6 else self.name
        return name if self.port is None else f"{name}:{self.port}"


def read_host(header: str) -> Host:
    """The Host header `header` read; ValueError (one line, safe to show) if it is malformed:
    a port that is not a number up to 65535, a character outside ASCII letters, digits and
    `.-_:[]`, an empty label, an IPv6 address that is not one."""
    found = _HOST.match(header)
    if found is None:
        raise ValueError("not a host name, an IP address or [an IPv6 address], with an optional :port")
    name, port_text = found["name"].lower(), found["port"]
    port = int(port_text) if port_text else None
    if port is not None and port > 65535:
        raise ValueError("the port is above 65535")
    if name.startswith("["):
        try:
            return Host(name[1:-1], ipaddress.IPv6Address(name[1:-1]), port)
        except ValueError:
            raise ValueError("not an IPv6 address in brackets") from None
    name = name.removesuffix(".")
    try:
        return Host(name, ipaddress.IPv4Address(name), port)
    except ValueError:
        pass
    if not all(_LABEL.match(label) for label in name.split(".")):
        raise ValueError("a label of the name is empty, too long or starts or ends with '-'")
    return Host(name, None, port)


def canonical(address: Address) -> Address:
    """`address` with an IPv4-mapped IPv6 address (a dual-stack socket's) as its IPv4 one."""
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


@dataclass(frozen=True)
class HostPolicy:
    """The names a server accepts in a Host header.

    A name is accepted only if it equals one of `names` exactly (after lower case and
    without a final dot): `localhost` and its aliases, the names given with `--public-name`,
    and, for a server open beyond loopback, the machine's full name (`socket.getfqdn()`) and
    its host name (`socket.gethostname()`, the one `serve` prints in its address). An IP
    literal is accepted if it is one of this machine's addresses that the request can show:
    a loopback address, the address the server is bound to, the address the request's
    connection arrived on (the kernel's own word: for a server bound to 0.0.0.0 or ::, that
    is the interface address the browser reached), or one given with `--public-name` (an
    address forwarded to this machine). The unspecified address (0.0.0.0, ::) never is.
    """

    names: frozenset[str]
    addresses: frozenset[Address]

    def allows(self, host: Host, arrived_on: str | None = None) -> bool:
        """Whether `host` names this server, for a request that arrived on address `arrived_on`."""
        if host.address is None:
            return host.name in self.names
        address = canonical(host.address)
        if address.is_unspecified:
            return False
        if address.is_loopback or address in self.addresses:
            return True
        return arrived_on is not None and address == _address(arrived_on)


def host_policy(bound: str, public_names: list[str], fqdn: str = "", hostname: str = "") -> HostPolicy:
    """The policy of a server bound to `bound` (an IP address): `fqdn` and `hostname` count
    only when `bound` is not a loopback address. ValueError if a public name is malformed."""
    names = set(LOOPBACK_NAMES)
    addresses: set[Address] = set()
    bound_address = _address(bound)
    if bound_address is not None and not bound_address.is_unspecified:
        addresses.add(bound_address)
    if bound_address is None or not bound_address.is_loopback:
        names |= {name.lower().removesuffix(".") for name in (fqdn, hostname) if name}
    for text in public_names:
        host = public_name(text)
        if host.address is None:
            names.add(host.name)
        else:
            addresses.add(canonical(host.address))
    return HostPolicy(frozenset(names), frozenset(addresses))


def public_name(text: str) -> Host:
    """A `--public-name` value read: a host name or an IP address, no port; ValueError if not."""
    host = read_host(text)
    if host.port is not None:
        raise ValueError("a name without a port")
    if host.address is not None and canonical(host.address).is_unspecified:
        raise ValueError("not an address a browser can reach")
    return host


def _address(text: str) -> Address | None:
    try:
        return canonical(ipaddress.ip_address(text.split("%")[0]))
    except ValueError:
        return None
