"""The game log speaks with the players' names, not the games' "Player N" labels."""

from __future__ import annotations

from tui.log_lines import named_line

NAMES = ["Anna", "Bo", "Cyd"]


def test_the_actor_s_own_label_is_dropped_after_the_speaker():
    assert named_line("Player 2 bids 5 coins on Wizard", 1, NAMES) == "Bo: bids 5 coins on Wizard"


def test_other_seats_are_named():
    assert named_line("Player 1 buys out the card Player 3 bid on", 0, NAMES) == "Anna: buys out the card Cyd bid on"


def test_a_text_without_labels_is_kept_and_an_unknown_seat_stays_a_label():
    assert named_line("Move 1 hut onto territory 5", 2, NAMES) == "Cyd: Move 1 hut onto territory 5"
    assert named_line("Player 5 passes", 0, NAMES) == "Anna: Player 5 passes"
    assert named_line("Player 12 passes", 0, NAMES) == "Anna: Player 12 passes"


def test_named_lines_take_the_reader_s_word_for_player():
    from core import i18n

    i18n.set_language("de")
    assert named_line("Spieler 2 bietet 5 Münzen", 1, NAMES) == "Bo: bietet 5 Münzen"
    assert named_line("Spieler 1 kauft, was Spieler 3 bot", 0, NAMES) == "Anna: kauft, was Cyd bot"
    # an English "Player N" (a text the catalogue does not translate) names the seat too
    assert named_line("Player 2 passes", 0, NAMES) == "Anna: Bo passes"
