"""A resignation at a LAN table is an event of the table: a line in every reader's log
(the seats', the resigner's own, a spectator's, one who comes later), never a chat line."""

from __future__ import annotations

from core.i18n.phrase import said_from_checked
from core.narration import named
from net import protocol as P
from net.feed import SeatFeed
from tests.net.test_table import ANNA, BOB, EVE, hello, sent, table, turn_of

RESIGNED = "Anna resigned; a bot plays on."  # the seat by reference, named by the reader
NAMES = ["Anna", "Bob"]


def _log_texts(views: list[dict]) -> list[tuple[int, str]]:
    """The log lines a reader got in `views`, as a feed keeps them (each view's lines from
    its log_from on)."""
    log: list[tuple[int, str]] = []
    for view in views:
        log[view["log_from"] :] = [(seat, named(said_from_checked(text), NAMES)) for seat, text in view["log"]]
    return log


def test_a_resignation_is_a_log_line_for_every_reader_and_never_chat():
    t = table(spectators=2)
    effects = t.start(0.0)
    effects += t.receive(ANNA, hello("Anna"), 0.0)
    effects += t.receive(BOB, hello("Bob"), 0.0)
    effects += t.receive(EVE, hello("Eve", watch=True), 0.0)
    peer, n, action = turn_of(t)
    effects += t.receive(peer, P.act(n, P.to_wire_action(action)), 0.0)
    effects += t.receive(ANNA, P.resign(), 0.0)
    assert not sent(effects, kind="chat")
    for reader in (ANNA, BOB, EVE):
        log = _log_texts(sent(effects, reader, "view"))
        assert len(log) == 2 and log[1] == (0, RESIGNED), (reader, log)
    assert t.seats[0].bot_reason == "resigned"
    late = t.receive(b"\x00late", hello("Lea", watch=True), 1.0)  # a full log for a newcomer
    assert _log_texts(sent(late, b"\x00late", "view"))[1] == (0, RESIGNED)


def test_a_feed_keeps_the_event_in_its_log_in_its_own_language():
    t = table()
    effects = t.start(0.0) + t.receive(ANNA, hello("Anna"), 0.0) + t.receive(BOB, hello("Bob"), 0.0)
    effects += t.receive(ANNA, P.resign(), 0.0)
    feed = SeatFeed()
    chats = []
    feed.subscribe(lambda e: chats.append(e) if e.kind == "chat" else None)
    for msg in sent(effects, BOB):
        feed.handle(P.decode_from_host(P.encode(msg)))
    assert [(seat, named(text, NAMES)) for seat, text in feed.log] == [(0, RESIGNED)]
    assert not chats
