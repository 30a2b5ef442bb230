"""The game log speaks with the players' names: one format for every actor ("Anna: bids 5
coins"), the seats inside a line named from the phrases' references, never found again
in rendered text."""

from __future__ import annotations

import pytest

from core import i18n
from core.i18n.phrase import phrase, phrase_n
from core.narration import actor_line, hidden_line, named, predicate
from core.seat_names import seat_ref
from core.session import LogLine
from tui.log_lines import panel_lines

NAMES = ["Anna", "Bo", "Cyd"]


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def bids(seat: int, coins: int):
    return phrase("{player} bids {coins} on {card}", player=seat_ref(seat), coins=coins, card="Wizard")


def test_the_actor_is_named_once_before_what_it_did():
    assert actor_line(1, bids(1, 5), NAMES) == "Bo: bids 5 on Wizard"
    assert actor_line(0, phrase("P{seat} summons {units}", seat=1, units="Tridents"), NAMES) == "Anna: summons Tridents"


def test_other_seats_are_named_where_the_phrase_refers_to_them():
    said = phrase("{player} chooses {other}", player=seat_ref(0), other=seat_ref(2))
    assert actor_line(0, said, NAMES) == "Anna: chooses Cyd"
    said = phrase("P{actor} resolves P{seat}'s battle effect first", actor=2, seat=1)
    assert actor_line(1, said, NAMES) == "Bo: resolves Anna's battle effect first"


def test_a_name_that_reads_like_a_label_is_never_taken_for_one():
    names = ["Player 2", "P1", "Cyd"]  # people may call themselves anything
    assert actor_line(0, bids(0, 1), names) == "Player 2: bids 1 on Wizard"
    assert named(phrase("{player} passes", player=seat_ref(1)), names) == "P1 passes"


def test_a_text_without_seats_is_kept_and_a_seat_beyond_the_names_keeps_its_label():
    assert actor_line(2, phrase("Move 1 hut onto territory 5"), NAMES) == "Cyd: Move 1 hut onto territory 5"
    assert actor_line(0, phrase("{player} passes", player=seat_ref(4)), NAMES) == "Anna: Player 5 passes"
    assert predicate(bids(1, 2), 1, []) == "bids 2 on Wizard"  # the reasons' words: no names needed


def test_seats_nested_in_a_phrase_and_in_plurals_are_named():
    listing = phrase("{a}, {b}", a=phrase("{player} {coins}", player=seat_ref(0), coins=2), b="x")
    assert named(listing, NAMES) == "Anna 2, x"
    gains = phrase_n("P{seat} draws {n} card", "P{seat} draws {n} cards", 3, seat=3)
    assert named(gains, NAMES) == "Cyd draws 3 cards"


def test_a_hidden_choice_reads_like_any_other_line():
    assert actor_line(1, hidden_line(1), NAMES) == "Bo: made a hidden choice"


def test_lines_are_in_the_reader_s_language(german):
    assert actor_line(1, bids(1, 5), NAMES).startswith("Bo: ")
    assert actor_line(0, phrase("P{seat} summons {units} to the {zone}", seat=1, units="X", zone="Y"), NAMES) == (
        "Anna: beschwört X ins Y"
    )
    assert actor_line(1, hidden_line(1), NAMES) == "Bo: hat verdeckt gewählt"
    assert named(phrase("{player} passes", player=seat_ref(4)), NAMES) == "Spieler 5 passt"


def test_a_panel_shows_the_action_then_what_it_set_off_indented():
    castle = phrase("{player} wins the castle of {lane}", player=seat_ref(2), lane="lane 1")
    line = LogLine.told(0, bids(0, 1), (castle,))
    assert panel_lines(line, NAMES) == ["Anna: bids 1 on Wizard", "  · Cyd wins the castle of lane 1"]


def test_an_event_that_tells_the_action_itself_leads_in_its_place():
    played = phrase("{player} plays {card} into {lane}", player=seat_ref(1), card="Njord", lane="lane 1")
    line = LogLine.told(1, phrase("{player} plays a card", player=seat_ref(1)), (played,))
    assert panel_lines(line, NAMES) == ["Bo: plays Njord into lane 1"]
    hidden = LogLine.told(1, hidden_line(1), (played,), hidden=True)  # a hidden line stays first
    assert panel_lines(hidden, NAMES)[0] == "Bo: made a hidden choice"
