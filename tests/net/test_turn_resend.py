"""A refused action is answered with the seat's your-turn again: the table sends the one it
made for that view instead of describing every legal action anew (a Clans turn lists ~240
described moves, and a hostile client can have it resent with every message)."""

from __future__ import annotations

from core.match import Match
from net import protocol as P
from net import table_views
from net.effects import Send
from net.table import Table

ANNA, BOB = b"\x00anna", b"\x00bob"


def test_a_resent_turn_is_the_same_message_made_once_and_a_new_view_makes_a_new_one(monkeypatch):
    described = [0]
    describe = table_views.describe

    def counting(view, action):
        described[0] += 1
        return describe(view, action)

    monkeypatch.setattr(table_views, "describe", counting)
    table = Table(Match("clans", {"players": 2}, 7, seats=["remote", "remote"]), join_code="C")
    table.start(0.0)
    table.receive(ANNA, P.hello("Anna", "C"), 0.0)
    joined = table.receive(BOB, P.hello("Bob", "C"), 0.0)
    mover = table.seats[table.match.state.to_move()]

    def turns(effects):
        return [e.msg for e in effects if isinstance(e, Send) and e.msg["type"] == "your-turn"]

    first = turns(joined)
    again = turns(table.receive(mover.peer, P.act(0, ["no such move"]), 0.0))  # refused
    legal = table.match.pending().legal_actions
    assert described[0] == len(legal) > 100
    assert len(first) == len(again) == 1 and first[0] is again[0] and first[0]["n"] == 0
    played = turns(table.receive(mover.peer, P.act(0, P.to_wire_action(legal[0])), 0.0))
    assert played[-1]["n"] == 1 and [a for a, _ in played[-1]["legal"]] != [a for a, _ in first[0]["legal"]]
    assert described[0] == len(legal) + len(table.match.pending().legal_actions)
