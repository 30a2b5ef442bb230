"""What the LAN table asks its transport to do: the effects a `net.table.Table` returns.

The table decides; it never touches a socket, a clock, a file or a process. Each call —
a message received, a tick of the clock, a bot's answer — returns a list of these, and
the transport (`net.host.Host`) carries them out in order. A test reads them instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable


class LocalPeer:
    """The peer of a seat played on the host's own machine (its own screen): messages to
    it are handed to its feed in-process, never encoded; a network peer is the bytes of a
    ZeroMQ routing id, so no remote connection can pass for one of these."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"LocalPeer({self.name!r})"


Peer = Hashable  # bytes (a ZeroMQ routing id) or a LocalPeer


@dataclass(frozen=True, slots=True)
class Send:
    """Send `msg` (a `net.protocol` message) to `peer`."""

    peer: Peer
    msg: dict


@dataclass(frozen=True, slots=True)
class Log:
    """A line for the host's log (English), at a `logging` level."""

    level: int
    text: str


@dataclass(frozen=True, slots=True)
class Save:
    """Autosave the match and write the side file; `new_slot`: the next game of a series
    gets a save of its own."""

    new_slot: bool = False


@dataclass(frozen=True, slots=True)
class SaveSidecar:
    """Write the side file (join code, seat tokens, series score) beside the autosave."""


@dataclass(frozen=True, slots=True)
class AskBot:
    """The bot of `seat` must choose at view `n`: think (in a worker) and answer with
    `Table.bot_moved` or `Table.bot_failed`. `spec` says which bot; `fresh` asks for a new
    one (the old one failed: its process may be gone); `player` is the seat's lasting key
    (its token: a seat keeps it when a rematch moves it), so a bot serves the same player
    from game to game."""

    seat: int
    n: int
    spec: str
    fresh: bool = False
    player: str = ""


@dataclass(frozen=True, slots=True)
class Notify:
    """Tell the host's own screen and the announcer: "seats", "action", "over", "rematch"."""

    event: str


@dataclass(frozen=True, slots=True)
class Close:
    """The table is done (the game over and no rematch follows, or a bot failed twice):
    linger for the last views, then stop."""


Effect = Send | Log | Save | SaveSidecar | AskBot | Notify | Close
