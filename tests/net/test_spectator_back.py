"""A spectator back on a new connection with its token (its client reconnected, say after a
missed heartbeat on a busy machine) is welcomed again on the network-free table; the hello
that carries a token once raised inside the table (a name left over from a rename), so the
host logged an internal error, the watcher was never let back in and the players never saw
it watching again."""

from __future__ import annotations

from tests.net.table_game import watched_table
from tests.net.table_peers import Peers


def test_a_spectator_back_with_its_token_is_welcomed_again():
    peers = Peers(watched_table("lucky-draw", 3, 2))
    peers.join("Anna")
    eve = peers.join("Eve", watch=True)
    assert eve.watching and eve.token, "Eve watches and holds her token"
    back = peers.join("Eve", peer=b"\x00eve-again", watch=True, token=eve.token)  # a new connection
    assert back.watching and back.token == eve.token
    assert [w.name for w in peers.table.watchers.values()] == ["Eve"]  # the old connection is replaced
