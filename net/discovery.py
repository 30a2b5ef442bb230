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

The parts: `net.game_record` (the TXT record written and read), `net.announcer` (the
host's side) and `net.browser` (the listener's); this module names them in one place.
"""

from net.announcer import Announcer, announce_on, keep_on_loopback, machine_addresses
from net.browser import MAX_GAMES, RESOLVE_MS, GameBrowser, find_games
from net.game_record import (
    DISABLE_ENV,
    MAX_FIELD,
    SERVICE_TYPE,
    TXT_VERSION,
    DiscoveryError,
    FoundGame,
    disabled,
    parse_game,
    service_name,
    txt_properties,
)

__all__ = [
    "DISABLE_ENV",
    "MAX_FIELD",
    "MAX_GAMES",
    "RESOLVE_MS",
    "SERVICE_TYPE",
    "TXT_VERSION",
    "Announcer",
    "DiscoveryError",
    "FoundGame",
    "GameBrowser",
    "announce_on",
    "disabled",
    "find_games",
    "keep_on_loopback",
    "machine_addresses",
    "parse_game",
    "service_name",
    "txt_properties",
]
