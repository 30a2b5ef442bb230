"""A refused action is answered with the seat's your-turn again: the host sends the one it
made for that view instead of describing every legal action anew (a Clans turn lists ~240
described moves, and a hostile client can have it resent with every message)."""

from __future__ import annotations

from tests.net.support import make_host


def test_a_resent_turn_is_the_same_message_made_once_and_a_new_view_makes_a_new_one():
    host = make_host("clans", remote=2, players=2)
    host.started = True
    sent, described = [], [0]
    describe = host._describe

    def counting(view, action):
        described[0] += 1
        return describe(view, action)

    host._describe = counting
    host._to_seat = lambda seat, msg: sent.append((seat.index, msg))
    seat = host.seats[host.match.state.to_move()]
    host._send_turn(seat)
    host._send_turn(seat)  # as after a refused action
    legal = host.match.pending().legal_actions
    assert described[0] == len(legal) > 100
    assert len(sent) == 2 and sent[0][1] is sent[1][1] and sent[0][1]["n"] == 0
    host.match.submit(seat.index, legal[0])
    mover = host.seats[host.match.state.to_move()]
    host._send_turn(mover)
    assert sent[-1][1]["n"] == 1 and sent[-1][0] == mover.index
    assert [a for a, _ in sent[-1][1]["legal"]] != [a for a, _ in sent[0][1]["legal"]]
    assert described[0] == len(legal) + len(host.match.pending().legal_actions)
