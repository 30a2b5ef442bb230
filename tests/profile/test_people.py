"""Games between people in the profile (tui/profile/people.py): a hot-seat game recorded
for each person only when all agreed, a LAN seat's game recorded only when every other
person's hello said yes (driven through the table with fake peers), the record against
people, the rating against bots left alone, and the setting that says yes."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from core.match import Match
from net import protocol as P
from net.feed import SeatFeed
from net.table import Table
from tests.profile.support import recorded
from tui.profile import record as rec
from tui.profile.people import people_records, record_hot_seat, record_lan
from tui.profile.rating import profiles
from tui.settings.store import load_settings, records_people, remember_language, remember_records_people

ANNA, BOB = b"\x00anna", b"\x00bob"


def hot_seat(seed: int = 7, seats=("human", "human")) -> Match:
    return Match("lucky-draw", {"players": len(seats)}, seed, list(seats), names=["Anna", "Ben", "Cleo"][: len(seats)])


# -- hot-seat ------------------------------------------------------------------------------
def test_a_hot_seat_game_both_agreed_to_is_recorded_once_for_each_person():
    match = hot_seat()
    assert record_hot_seat(match, [1.0, 0.0], {0: True, 1: True}) is None
    assert record_hot_seat(match, [1.0, 0.0], {0: True, 1: True}) is None  # its end shown again
    games = recorded()
    assert [(g.human_seat, g.seats, g.results) for g in games] == [
        (0, ("person:Anna", "person:Ben"), (1.0, 0.0)),
        (1, ("person:Anna", "person:Ben"), (1.0, 0.0)),
    ]
    assert all(g.between_people and g.game == "lucky-draw" for g in games)


@pytest.mark.parametrize(
    "answers", [{0: True, 1: False}, {0: False, 1: True}, {0: True}, {}], ids=["ben-no", "anna-no", "unasked", "none"]
)
def test_a_hot_seat_game_is_recorded_for_nobody_unless_every_person_agreed(answers, data_in_tmp):
    assert record_hot_seat(hot_seat(), [1.0, 0.0], answers) is None
    assert not (data_in_tmp / rec.FILE_NAME).exists()


def test_a_bot_at_a_hot_seat_table_is_kept_by_its_spec_and_a_lone_human_is_no_people_game(data_in_tmp):
    match = hot_seat(seats=("human", "bot:random", "human"))
    record_hot_seat(match, [0.5, 0.0, 0.5], {0: True, 2: True})
    assert [g.seats for g in recorded()] == [("person:Anna", "random", "person:Cleo")] * 2
    lone = hot_seat(seats=("human", "bot:random"))
    assert record_hot_seat(lone, [1.0, 0.0], {0: True}) is None
    assert len(recorded()) == 2


def test_games_between_people_leave_the_rating_alone_and_make_a_record_against_people():
    bots = rec.GameRecord("t", "lucky-draw", "", 2, 0, ("human", "random"), (1.0, 0.0))
    anna = rec.GameRecord("t", "lucky-draw", "", 3, 0, ("person:Anna", "person:Ben", "random"), (1.0, 0.0, 0.5))
    ben = rec.GameRecord("t", "lucky-draw", "", 3, 1, ("person:Anna", "person:Ben", "random"), (1.0, 0.0, 0.5))
    draw = rec.GameRecord("t", "lucky-draw", "", 2, 0, ("person:Anna", "person:Ben"), (0.5, 0.5))
    assert profiles([bots, anna, ben, draw])["lucky-draw"] == profiles([bots])["lucky-draw"]
    assert "lucky-draw" not in profiles([anna, ben])
    tallies = people_records([bots, anna, ben, draw])["lucky-draw"]
    assert [(t.player, t.opponent, t.wins, t.losses, t.draws) for t in tallies] == [
        ("Anna", "Ben", 1, 0, 1),
        ("Ben", "Anna", 0, 1, 0),
    ]


# -- LAN: the table with fake peers, each seat's feed fed what the table sent it ------------
def lan_game(anna_agrees: bool, bob_agrees: bool) -> tuple[SeatFeed, SeatFeed]:
    """A two-person LAN game played to its end; the feeds of Anna and Bob, each told
    (`record`) whether its own player agreed, as the interface sets it."""
    match = Match("lucky-draw", {"players": 2}, 7, seats=["remote", "remote"])
    table = Table(match, seat_kinds=["remote", "remote"], join_code="CODE")
    feeds = {ANNA: SeatFeed(), BOB: SeatFeed()}
    feeds[ANNA].record, feeds[BOB].record = anna_agrees, bob_agrees

    def deliver(effects) -> None:
        for effect in effects:
            msg = getattr(effect, "msg", None)
            if msg is not None and effect.peer in feeds:  # through the wire's checks, as a client reads it
                feeds[effect.peer].handle(P.decode_from_host(P.encode(msg)))

    def say(peer, msg) -> None:
        deliver(table.receive(peer, P.decode_from_client(P.encode(msg)), 0.0))

    deliver(table.start(0.0))
    say(ANNA, P.hello("Anna", "CODE", record=anna_agrees))
    say(BOB, P.hello("Bob", "CODE", record=bob_agrees))
    while not match.is_over():
        peer = table.seats[match.state.to_move()].peer
        say(peer, P.act(len(match.log), P.to_wire_action(match.state.legal_actions()[0])))
    assert feeds[ANNA].over and feeds[BOB].over
    return feeds[ANNA], feeds[BOB]


def test_a_lan_game_both_agreed_to_is_recorded_on_each_machine_for_its_own_player():
    anna, bob = lan_game(True, True)
    assert [s.get("record") for s in anna.status] == [True, True]
    assert record_lan(anna) is None and record_lan(anna) is None  # once, however often its end shows
    assert record_lan(bob) is None
    games = recorded()  # both machines share this test's folder: one row each
    seats = ("person:Anna", "person:Bob")
    assert [(g.human_seat, g.seats) for g in games] == [(0, seats), (1, seats)]
    assert games[0].results == tuple(anna.result)


@pytest.mark.parametrize("agrees", [(True, False), (False, True), (False, False)], ids=["bob-no", "anna-no", "none"])
def test_a_lan_game_is_recorded_on_no_machine_unless_every_person_agreed(agrees, data_in_tmp):
    anna, bob = lan_game(*agrees)
    assert record_lan(anna) is None and record_lan(bob) is None
    assert not (data_in_tmp / rec.FILE_NAME).exists()


def test_the_hello_carries_the_flag_only_when_true_and_the_wire_checks_it():
    assert "record" not in P.hello("Anna", "CODE") and P.hello("Anna", "CODE", record=True)["record"] is True
    with pytest.raises(P.ProtocolError):
        P.decode_from_client(P.encode({**P.hello("Anna", "CODE"), "record": "yes"}))
    bad_status = P.view(0, {}, 0, [], [{"name": "A", "kind": "remote", "connected": True, "record": 1}], False)
    with pytest.raises(P.ProtocolError):
        P.decode_from_host(P.encode(bad_status))


# -- the setting -----------------------------------------------------------------------------
def test_the_setting_is_off_until_turned_on_and_keeps_the_other_settings():
    assert records_people() is False
    remember_language("de")
    remember_records_people(True)
    assert records_people() is True
    remember_records_people(False)
    assert records_people() is False and load_settings() == {"language": "de", "record_people": False}


# -- what this machine tells the table, and what its screen records at the end -------------
async def test_the_clients_hello_says_yes_only_when_its_player_agreed():
    from net.client import Client

    sent: list[dict] = []

    async def capture(msg: dict) -> None:
        sent.append(msg)

    for agrees in (True, False):
        client = Client("127.0.0.1:9", "Anna", "CODE")
        client.record = agrees
        client._send = capture  # type: ignore[method-assign]
        await client._hello()
    assert [P.decode_from_client(P.encode(msg)).get("record", False) for msg in sent] == [True, False]


async def test_joining_from_the_interface_agrees_as_the_setting_says(monkeypatch):
    from net.client import JoinRefused
    from tui.netplay import join_game

    made = []

    class Refused:
        def __init__(self, *args, **kwargs) -> None:
            self.record = False
            made.append(self)

        async def join(self, timeout: float) -> None:
            raise JoinRefused("no such table")

    monkeypatch.setattr("net.client.Client", Refused)
    app = SimpleNamespace(notify=lambda *args, **kwargs: None)
    await join_game(app, "127.0.0.1:9", "Anna", "CODE")
    remember_records_people(True)
    await join_game(app, "127.0.0.1:9", "Anna", "CODE")
    await join_game(app, "127.0.0.1:9", "Anna", "CODE", watch=True)  # a spectator is in no game
    assert [client.record for client in made] == [False, True, False]


def test_a_lan_screen_at_the_end_records_its_own_seat_through_the_hook():
    from tui.profile.hook import record_game_over

    anna, _bob = lan_game(True, True)
    said: list[str] = []
    screen = SimpleNamespace(table=SimpleNamespace(feed=anna), notify=lambda text, **kwargs: said.append(text))
    record_game_over(screen)
    assert [g.human_seat for g in recorded()] == [0] and said == []
