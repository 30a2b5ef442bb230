"""The LAN table without I/O (net/table.py): fake peers, a fake clock, no socket, no
process, no sleep. Each test feeds the table messages and ticks and reads the effects."""

from __future__ import annotations

import logging

import pytest

from core.match import Match
from net import limits
from net import protocol as P
from net.effects import AskBot, Close, LocalPeer, Log, Notify, Save, SaveSidecar, Send
from net.table import Table

ANNA, BOB, EVE = b"\x00anna", b"\x00bob", b"\x00eve"


def table(kinds=("remote", "remote"), **options) -> Table:
    match = Match("lucky-draw", {"players": len(kinds)}, 7, seats=list(kinds))
    return Table(match, seat_kinds=list(kinds), join_code="CODE-CODE", **options)


def sent(effects, peer=None, kind=None) -> list[dict]:
    return [
        e.msg
        for e in effects
        if isinstance(e, Send) and (peer is None or e.peer == peer) and (kind is None or e.msg["type"] == kind)
    ]


def hello(name: str, **extra) -> dict:
    return P.hello(name, extra.pop("code", "CODE-CODE"), **extra)


def joined(t: Table, now: float = 0.0) -> None:
    t.start(now)
    t.receive(ANNA, hello("Anna"), now)
    t.receive(BOB, hello("Bob"), now)


def turn_of(t: Table):
    """(peer, your-turn n, first legal action) of the seat to move."""
    index = t.match.state.to_move()
    seat = t.seats[index]
    return seat.peer, len(t.match.log), t.match.state.legal_actions()[0]


def play_out(t: Table, now: float = 0.0) -> list:
    effects = []
    while not t.match.is_over():
        peer, n, action = turn_of(t)
        effects += t.receive(peer, P.act(n, P.to_wire_action(action)), now)
    return effects


# -- joining -------------------------------------------------------------------------------
def test_two_players_join_get_welcomes_views_and_the_first_turn():
    t = table()
    t.start(0.0)
    first = t.receive(ANNA, hello("Anna"), 0.0)
    assert [m["type"] for m in sent(first, ANNA)] == ["welcome", "view"]  # no turn before all sit
    assert SaveSidecar() in first and Notify("seats") in first
    assert not t.started
    second = t.receive(BOB, hello("Bob"), 0.0)
    assert t.started and t.match.names == ["Anna", "Bob"]
    mover = t.seats[t.match.state.to_move()].peer
    assert sent(second, mover, "your-turn")


def test_a_wrong_code_a_full_table_and_a_foreign_token_are_refused():
    t = table()
    joined(t)
    wrong = t.receive(EVE, hello("Eve", code="NOPE"), 0.0)
    assert [m["code"] for m in sent(wrong, EVE, "error")] == ["bad-code"]
    full = t.receive(EVE, hello("Eve"), 0.0)
    assert [m["code"] for m in sent(full, EVE, "error")] == ["full"]
    token = t.receive(EVE, hello("Eve", token="forged"), 0.0)
    assert [m["code"] for m in sent(token, EVE, "error")] == ["bad-token"]
    assert t.limits.count == 3


def test_a_player_comes_back_with_the_seat_token_on_a_new_connection():
    t = table()
    joined(t)
    token = t.seats[0].token
    effects = t.receive(b"\x00anna2", hello("Anna", token=token), 1.0)
    assert sent(effects, ANNA, "bye")  # the old connection is told it was replaced
    assert sent(effects, b"\x00anna2", "welcome")[0]["seat"] == 0
    assert t.seats[0].peer == b"\x00anna2" and ANNA not in t.peers


def test_a_seat_taken_over_while_its_player_was_silent_stays_taken():
    """A player silent past the limit (a starved process) is let go; another client with
    the seat's token (its own session) takes the seat. When the first speaks again, it is
    told the seat was taken over, and does not take it back (it used to: the first then
    waited for ever, and the taker was sent away)."""
    t = table()
    t.start(0.0)
    t.receive(ANNA, hello("Anna", session="first"), 0.0)
    token = t.seats[0].token
    t.tick(10.0)  # Anna silent for 10 s: let go
    assert t.seats[0].peer is None
    taken = t.receive(b"\x00anna2", hello("Anna", token=token, session="second"), 10.0)
    assert sent(taken, b"\x00anna2", "welcome")[0]["seat"] == 0
    back = t.receive(ANNA, hello("Anna", token=token, session="first"), 10.5)
    assert [P.said_id(m["reason"]) for m in sent(back, ANNA, "bye")] == [P.BYE_REPLACED]
    assert t.seats[0].peer == b"\x00anna2" and not sent(back, b"\x00anna2", "bye")


# -- playing -------------------------------------------------------------------------------
def test_a_game_played_through_the_door_ends_with_a_close():
    t = table()
    joined(t)
    effects = play_out(t)
    assert t.match.is_over()
    assert Notify("over") in effects and effects[-1] == Close()
    assert effects.count(Save()) == len(t.match.log)
    final = sent(effects, ANNA, "view")[-1]
    assert final["over"] and final["result"] == t.match.result()


def test_refused_actions_say_why_and_change_nothing():
    t = table()
    joined(t)
    peer, n, action = turn_of(t)
    other = ANNA if peer == BOB else BOB
    not_yours = t.receive(other, P.act(n, P.to_wire_action(action)), 0.0)
    stale = t.receive(peer, P.act(n + 5, P.to_wire_action(action)), 0.0)
    illegal = t.receive(peer, P.act(n, ["play", 99]), 0.0)
    assert [m["code"] for m in sent(not_yours + stale + illegal, kind="error")] == [
        "not-your-turn",
        "stale",
        "illegal",
    ]
    assert len(t.match.log) == 0
    assert sent(illegal, peer, "your-turn")  # the turn is sent again


def test_the_seat_named_in_a_refusal_is_counted_from_one():
    t = table()
    joined(t)
    peer, n, action = turn_of(t)
    other = ANNA if peer == BOB else BOB
    error = sent(t.receive(other, P.act(n, P.to_wire_action(action)), 0.0), other, "error")[0]
    assert P.read_said(error["message"]).endswith(f"(seat {t.match.state.to_move() + 1} must act)")


def test_a_refused_action_is_answered_with_the_same_your_turn_message():
    t = table()
    joined(t)
    peer, n, _ = turn_of(t)
    first = sent(t.receive(peer, P.act(n, ["play", 99]), 0.0), peer, "your-turn")[0]
    again = sent(t.receive(peer, P.act(n, ["play", 98]), 0.0), peer, "your-turn")[0]
    assert first is again  # made once per view and seat


# -- bots ----------------------------------------------------------------------------------
def test_a_bot_seat_is_asked_and_its_answer_is_played():
    t = table(("remote", "bot:random"))
    t.start(0.0)
    effects = t.receive(ANNA, hello("Anna"), 0.0)
    while not t.match.is_over():
        asks = [e for e in effects if isinstance(e, AskBot)]
        if asks:
            ask = asks[0]
            assert ask.seat == 1 and ask.spec == "random" and ask.player == t.seats[1].token
            effects = t.bot_moved(ask.seat, ask.n, t.match.state.legal_actions()[-1], 0.0)
        else:
            peer, n, action = turn_of(t)
            effects = t.receive(peer, P.act(n, P.to_wire_action(action)), 0.0)
    assert t.match.is_over() and {e.seat for e in t.match.log} == {0, 1}


def test_a_bot_that_fails_is_asked_once_more_fresh_then_the_game_stops():
    t = table(("bot:random", "remote"))
    t.start(0.0)
    effects = t.receive(ANNA, hello("Anna"), 0.0)
    ask = next(e for e in effects if isinstance(e, AskBot))
    again = t.bot_failed(ask.seat, ask.n, "boom", "/tmp/log", 0.0)
    retry = next(e for e in again if isinstance(e, AskBot))
    assert retry.fresh and sent(again, ANNA, "error")[0]["code"] == "bot-failed"
    stop = t.bot_failed(retry.seat, retry.n, "boom", "/tmp/log", 0.0)
    assert Close() in stop and t.bot_failure is not None
    assert len(t.match.log) == 0  # never a move made up for the bot


def test_a_bot_choosing_an_illegal_action_counts_as_a_failure():
    t = table(("bot:random", "remote"))
    t.start(0.0)
    ask = next(e for e in t.receive(ANNA, hello("Anna"), 0.0) if isinstance(e, AskBot))
    effects = t.bot_moved(ask.seat, ask.n, ("play", 99), 0.0)
    assert any(isinstance(e, AskBot) and e.fresh for e in effects)
    assert len(t.match.log) == 0


# -- heartbeats and stand-ins, on a fake clock ----------------------------------------------
def test_a_silent_seat_is_let_go_and_a_bot_stands_in_after_the_wait():
    t = table(heartbeat=1.0, replace_after=10.0)
    joined(t, now=0.0)
    t.receive(ANNA, P.ping(0.0), 2.0)
    t.receive(BOB, P.ping(0.0), 2.0)
    assert t.tick(4.0) == [] or all(not isinstance(e, Notify) for e in t.tick(4.0))
    t.receive(BOB, P.ping(0.0), 5.0)
    gone = t.tick(5.5)  # Anna silent for 3.5 s > dead_after (3 s)
    assert t.seats[0].peer is None and Notify("seats") in gone
    assert t.seats[0].bot is None
    t.receive(BOB, P.ping(0.0), 15.0)
    stand_in = t.tick(15.6)  # gone for 10.1 s: a bot stands in
    assert t.seats[0].bot == "random" and t.seats[0].bot_reason == "stand-in"
    assert any("a bot stands in" in e.text for e in stand_in if isinstance(e, Log))
    back = t.receive(b"\x00anna2", hello("Anna", token=t.seats[0].token), 16.0)
    assert t.seats[0].bot is None and sent(back, b"\x00anna2", "welcome")


def test_a_silent_spectator_is_let_go():
    t = table(spectators=2)
    joined(t)
    t.receive(EVE, hello("Eve", watch=True), 0.0)
    assert EVE in t.watchers
    t.receive(ANNA, P.ping(0.0), 3.0)
    t.receive(BOB, P.ping(0.0), 3.0)
    t.tick(3.5)
    assert EVE not in t.watchers


# -- limits --------------------------------------------------------------------------------
def test_a_flood_is_logged_once_an_interval_and_a_seated_flooder_is_sent_away():
    t = table()
    joined(t)
    effects = []
    for i in range(limits.FLOOD_REFUSALS + 1):
        effects += t.receive_frames(ANNA, [b"\xc1 not msgpack"], 0.5 + i * 1e-4)
    replies = sent(effects, ANNA, "error")
    assert len(replies) == limits.REPLIES_PER_INTERVAL
    assert sent(effects, ANNA, "bye") and t.seats[0].peer is None
    lines = [e.text for e in effects if isinstance(e, Log) and e.level == logging.WARNING]
    assert len(lines) == 1 and lines[0].startswith(f"refused {limits.FLOOD_REFUSALS + 1} messages from seat 1")


def test_chat_is_held_to_the_rate_on_the_fake_clock():
    t = table()
    joined(t)
    said = [t.receive(ANNA, P.chat(f"line {i}"), 0.0) for i in range(limits.CHAT_BURST + 1)]
    assert all(sent(e, BOB, "chat") for e in said[:-1])
    assert sent(said[-1], ANNA, "error")[0]["code"] == "chat-rate"
    later = t.receive(ANNA, P.chat("after a second"), 1.0)
    assert sent(later, BOB, "chat")


# -- the host's own seat: the same door ----------------------------------------------------
def test_the_hosts_own_seat_goes_through_the_same_door_without_the_wire():
    t = table(("local", "remote"))
    start = t.start(0.0)
    local = t.local_peers[0]
    assert isinstance(local, LocalPeer)
    assert [m["type"] for m in sent(start, local)] == ["welcome", "view"]
    t.receive(BOB, hello("Bob"), 0.0)
    play = play_out(t)
    assert t.match.is_over() and sent(play, local, "view")
    wrong = t.receive(local, P.act(len(t.match.log), ["play", 1]), 0.0)
    assert sent(wrong, local, "error")[0]["code"] == "over"
    assert not any(isinstance(e, Send) and e.peer == local and e.msg["type"] == "bye" for e in t.stop())


# -- rematch -------------------------------------------------------------------------------
def test_a_rematch_accepted_by_all_starts_the_next_game_with_a_new_save_slot():
    t = table(rematch=True)
    joined(t)
    over = play_out(t)
    assert Close() not in over and sent(over, ANNA, "rematch-offer")
    t.receive(ANNA, P.rematch(True), 1.0)
    nxt = t.receive(BOB, P.rematch(True), 1.0)
    assert Save(new_slot=True) in nxt and Notify("rematch") in nxt
    assert sent(nxt, ANNA, "welcome") and sent(nxt, BOB, "welcome")
    assert len(t.match.log) == 0 and t.series.games == 1 and t.game == 2


def test_an_unanswered_rematch_offer_ends_the_series_on_the_fake_clock():
    t = table(rematch=True, rematch_wait=30.0)
    joined(t)
    play_out(t, now=0.0)
    t.receive(ANNA, P.rematch(True), 1.0)
    for now in (10.0, 20.0, 29.0):
        t.receive(ANNA, P.ping(0), now)
        t.receive(BOB, P.ping(0), now)
        assert Close() not in t.tick(now)
    t.receive(ANNA, P.ping(0), 30.5)
    t.receive(BOB, P.ping(0), 30.5)
    ended = t.tick(30.5)
    assert Close() in ended
    assert "within 30 s" in P.read_said(sent(ended, BOB, "series-over")[0]["reason"])


def test_a_decline_ends_the_series():
    t = table(rematch=True)
    joined(t)
    play_out(t)
    ended = t.receive(BOB, P.rematch(False), 1.0)
    assert Close() in ended and "Bob declined" in P.read_said(sent(ended, ANNA, "series-over")[0]["reason"])


@pytest.mark.parametrize("kind", ["act", "resign", "rematch"])
def test_a_spectator_cannot_act(kind):
    t = table(spectators=1)
    joined(t)
    t.receive(EVE, hello("Eve", watch=True), 0.0)
    msg = {"act": P.act(0, ["play", 1]), "resign": P.resign(), "rematch": P.rematch(True)}[kind]
    assert sent(t.receive(EVE, msg, 0.0), EVE, "error")[0]["code"] == "spectator"


def test_a_spectator_who_says_bye_is_gone_and_the_players_are_told():
    t = table(spectators=1)
    joined(t)
    t.receive(EVE, hello("Eve", watch=True), 0.0)
    effects = t.receive(EVE, P.bye("enough"), 0.0)
    assert EVE not in t.watchers and Notify("seats") in effects
    assert sent(effects, ANNA, "view")[-1]["watchers"] == []
    assert any(e.text == "spectator Eve stopped watching" for e in effects if isinstance(e, Log))
