"""The host's own player: a `SeatFeed` whose messages go to the table through the same
door as a remote seat's (`Host.deliver`), answered without the wire."""

from __future__ import annotations

from typing import Protocol

from net import protocol as P
from net.effects import LocalPeer
from net.feed import SeatFeed


class Host(Protocol):
    """What a local seat needs of its host (`net.host.Host`, which imports this module)."""

    def deliver(self, peer: LocalPeer, msg: dict) -> None: ...


class LocalSeat(SeatFeed):
    """The host's own player: the client API, its messages handed to the table as a
    remote seat's are (the same checks), its answers handed back without the wire."""

    def __init__(self, host: Host, peer: LocalPeer) -> None:
        super().__init__()
        self.host, self.peer = host, peer

    async def act(self, action) -> None:
        n = self.turn_n if self.turn_n is not None else self.n
        self._took_turn()
        self.host.deliver(self.peer, P.act(n, P.to_wire_action(action)))

    async def chat(self, text: str) -> None:
        self.host.deliver(self.peer, P.chat(text))

    async def resign(self) -> None:
        self._took_turn()  # as a remote seat's: the bot has the turn from now on
        self.host.deliver(self.peer, P.resign())

    async def rematch(self, accept: bool) -> None:
        self.host.deliver(self.peer, P.rematch(accept))

    async def close(self, say_bye: bool = True) -> None:
        self.emit("closed")
