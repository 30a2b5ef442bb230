"""A seat's name over the LAN (protocol 6): a default travels as what it is — a seat's
number, a bot's level — and each reader words it in its own language; a name somebody
gave travels as it is and is never taken for a default."""

from __future__ import annotations

import pytest

from core.i18n import set_language
from core.match import Match
from core.seat_names import name_from_wire, name_to_wire, shown_wire_name
from net import protocol as P
from net import text_client
from net.effects import Send
from net.feed import SeatFeed
from net.session import RemoteSession
from net.table import Table
from tui.log_lines import panel_lines

ANNA = b"\x00anna"


@pytest.fixture
def german():
    set_language("de")
    yield
    set_language("en")


def test_defaults_go_as_maps_and_given_names_as_they_are():
    assert name_to_wire("Player 2", "remote", 1) == {"player": 2}
    assert name_to_wire("Bot · hard", "bot:mcts:level=hard", 1) == {"bot": "hard"}
    assert name_to_wire("Bot · easy (2)", "bot:mcts:level=easy", 2) == {"bot": "easy", "count": 2}
    assert name_to_wire("Bot · random", "bot:random", 0) == {"bot": "random"}
    # a person may call themselves anything: at a person's seat it is a name
    assert name_to_wire("Bot · hard", "remote", 0) == "Bot · hard"
    assert name_to_wire("Player 3", "remote", 0) == "Player 3"
    assert name_to_wire("Anna", "bot:mcts:level=hard", 0) == "Anna"


def test_a_name_from_the_wire_is_kept_as_saves_keep_it_and_read_in_the_readers_language(german):
    assert name_from_wire({"bot": "hard", "count": 2}) == "Bot · hard (2)"  # the same on every machine
    assert shown_wire_name({"bot": "hard", "count": 2}) == "Bot · schwer (2)"
    assert shown_wire_name({"player": 3}) == "Spieler 3"
    assert shown_wire_name("Bot · hard") == "Bot · hard"  # a person's name, as given


@pytest.mark.parametrize(
    "names",
    [[{"player": 0}], [{"player": "1"}], [{"bot": ""}], [{"bot": "hard", "count": 1}], [{"bot": "x", "who": 1}]],
)
def test_a_malformed_name_is_refused(names):
    msg = P.welcome("crimson-company", {}, 0, "tok", names, ["remote"])
    with pytest.raises(P.ProtocolError):
        P.validate(msg, P.HOST_TYPES)


def english_host_messages() -> list[dict]:
    """Everything an English host sends Anna at a table with a hard bot, until the bot
    has played a few times."""
    kinds = ["remote", "bot:mcts:level=hard"]
    match = Match("crimson-company", {"variant": "duel"}, 5, seats=kinds)
    table = Table(match, seat_kinds=kinds, join_code="CODE-CODE")
    effects = table.start(0.0) + table.receive(ANNA, P.hello("Anna", "CODE-CODE"), 0.0)
    for _turn in range(40):  # the bot's turns are the host's (AskBot): play them here
        pending = match.pending()
        if pending is None or len(match.log) > 12:
            break
        action = pending.legal_actions[0]
        if pending.seat == 1:
            effects += table.bot_moved(1, len(match.log), action, 0.0)
        else:
            effects += table.receive(ANNA, P.act(len(match.log), P.to_wire_action(action)), 0.0)
    return [P.decode_from_host(P.encode(e.msg)) for e in effects if isinstance(e, Send) and e.peer == ANNA]


def test_a_german_client_reads_an_english_hosts_bot_in_german():
    messages = english_host_messages()  # made in English
    set_language("de")
    try:
        feed = SeatFeed()
        for msg in messages:
            feed.handle(msg)
        session = RemoteSession(feed)
        assert session.names == ["Anna", "Bot · schwer"]
        assert feed.names == ["Anna", "Bot · hard"]  # as saves keep it, the same on every machine
        bot_lines = [panel_lines(line, session.names)[0] for line in session.log() if line.actor == 1]
        assert bot_lines and all(line.startswith("Bot · schwer: ") for line in bot_lines), bot_lines
        assert not any("Bot · hard" in line for line in bot_lines)
        # the text client (join) reads them alike
        seat, text = next((seat, text) for seat, text in feed.log if seat == 1)
        assert text_client.log_lines(text_client.shown_names(feed), seat, text)[0].startswith("Bot · schwer: ")
    finally:
        set_language("en")
