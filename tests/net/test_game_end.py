"""The end of a game no rematch follows: the host says goodbye with the game's last view,
so a text client (which cannot tell whether an offer will come) goes at once instead of
waiting out the host's linger for a word that never comes."""

from __future__ import annotations

import asyncio

from net import protocol as P
from net.effects import Close, Notify, Send
from net.feed import SeatFeed
from net.text_client import _ended
from tests.net.table_peers import Peers, table


def test_a_game_without_rematch_ends_with_a_bye_to_every_connection_before_the_close():
    t = table("lucky-draw", 2, spectators=1)
    peers = Peers(t, seed=1)
    anna, bob = peers.join("Anna"), peers.join("Bob")
    eve = peers.join("Eve", watch=True)
    peers.play()
    effects = peers.effects
    over, close = effects.index(Notify("over")), effects.index(Close())
    byes = [e for e in effects if isinstance(e, Send) and e.msg["type"] == "bye"]
    assert sorted(e.peer for e in byes) == sorted(peers.peer_of(f) for f in (anna, bob, eve))
    assert all(over < effects.index(e) < close for e in byes)
    assert all(P.read_said(e.msg["reason"]) == "the game is over" for e in byes)
    assert anna.over and anna.bye is not None and eve.over and eve.bye is not None  # the last view came first


def test_a_game_with_rematch_says_no_bye_at_its_end():
    t = table("lucky-draw", 2, rematch=True)
    peers = Peers(t, seed=1)
    anna, _bob = peers.join("Anna"), peers.join("Bob")
    peers.play()
    assert anna.offer is not None and anna.bye is None and not peers.closed


class _Heard(SeatFeed):
    """A client's feed that has every message already: waiting for another one would hang."""

    refused = None  # as a joined Client's

    async def changed(self):
        raise AssertionError("waited for another message from the host")


def test_a_text_client_that_heard_the_bye_with_the_last_view_does_not_wait_for_an_offer():
    t = table("lucky-draw", 2)
    peers = Peers(t, seed=1)
    peers.feeds[b"\x00anna"] = anna = _Heard()
    peers.frames[b"\x00anna"] = []
    peers.say(b"\x00anna", P.hello("Anna", "CODE-CODE"))
    peers.join("Bob")
    peers.play()
    assert anna.over and anna.bye is not None
    assert asyncio.run(_ended(anna)) is False  # no next game, said without waiting
