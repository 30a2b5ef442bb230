"""Who sits at a LAN table: its seats (played from the network, on the host's own
machine, or by a bot) and its spectators — plain records the table keeps current."""

from __future__ import annotations

from net import protocol as P
from net.effects import Peer


def seat_kind(kind: str) -> str:
    """A seat kind as the table knows it: "bot" (any "bot:SPEC"), "local" or "remote"."""
    if kind.startswith("bot"):
        return "bot"
    return "local" if kind == "local" else "remote"


def bot_spec(kind: str) -> str:
    """The bot spec of a "bot:SPEC" seat kind ("random" when none is given)."""
    return kind.partition(":")[2] or "random"


def clean_name(name: str, default: str = "Player") -> str:
    """A name a peer gave, as the table shows it: printable, trimmed, at most MAX_NAME;
    `default` when nothing is left (a seat's: "Player N", core.seat_names)."""
    return "".join(ch for ch in name if ch.isprintable()).strip()[: P.MAX_NAME] or default


class HostSeat:
    """The table's record of one seat: who plays it, how to reach them, what they have."""

    __slots__ = (
        "index",
        "kind",
        "name",
        "token",
        "claimed",
        "peer",
        "last_seen",
        "gone_since",
        "bot",
        "bot_reason",
        "sent_log",
        "sent_n",
        "turn_sent",
        "session",
        "replaced",
        "record",
    )

    def __init__(self, index: int, kind: str, name: str, token: str) -> None:
        self.index, self.kind, self.name, self.token = index, kind, name, token
        self.claimed = False  # a player took this seat (and holds its token)
        self.peer: Peer | None = None
        self.last_seen = 0.0
        self.gone_since: float | None = None
        self.bot: str | None = None  # the spec of the bot playing the seat now, if any
        self.bot_reason = ""  # "", "stand-in", "resigned"
        self.sent_log = 0  # log entries the seat's connection has
        self.sent_n = -1  # the view number it has
        self.turn_sent = -1  # the view number of the last your-turn it got
        self.session = ""  # the client id of the connection that plays the seat ("" unknown)
        self.replaced: list[str] = []  # client ids another connection took the seat from
        self.record = False  # its player agrees that the game is recorded (hello's record)

    @property
    def connected(self) -> bool:
        return self.kind != "remote" or self.peer is not None

    def resync(self) -> None:
        """The next view this seat gets is a full one (a new connection, a new game)."""
        self.sent_log, self.sent_n, self.turn_sent = 0, -1, -1

    def status(self) -> dict:
        kind = f"bot ({self.bot_reason})" if self.bot_reason else self.kind
        status = {"name": self.name, "kind": kind, "connected": self.connected}
        if self.record:  # only when true: a status reads as before for a player who did not agree
            status["record"] = True
        return status


class Watcher:
    """A spectator: a connection that sees the game from no seat's view and never acts."""

    __slots__ = ("name", "token", "peer", "last_seen", "sent_log", "sent_n")

    def __init__(self, name: str, token: str, peer: Peer, now: float) -> None:
        self.name, self.token, self.peer = name, token, peer
        self.last_seen = now
        self.sent_log = 0
        self.sent_n = -1
