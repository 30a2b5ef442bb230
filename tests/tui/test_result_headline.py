"""The result's headline says who won, also when every seat shares one result: a solo or
co-op game lost to the robber knights is a loss, not "Player 1 wins!", and one won
together is not a tie."""

from __future__ import annotations

from tui.widgets.result import headline


def test_one_winner_wins():
    assert headline([0.0, 1.0], None, ["Anna", "Bot · easy"]) == "Bot · easy wins!"


def test_a_solo_game_lost_is_a_loss():
    assert headline([0.0], None, ["Anna"]) == "Anna loses."


def test_a_solo_game_won_is_a_win():
    assert headline([1.0], None, ["Anna"]) == "Anna wins!"


def test_a_co_op_game_lost_is_lost_together():
    assert headline([0.0, 0.0], None, ["Anna", "Ben"]) == "Nobody wins: Anna, Ben lose together."


def test_a_co_op_game_won_is_won_together():
    assert headline([1.0, 1.0], None, ["Anna", "Ben"]) == "Anna, Ben win together!"


def test_a_shared_win_is_a_tie():
    assert headline([0.5, 0.5, 0.0], None, ["Anna", "Ben", "Cleo"]) == "A tie: Anna, Ben share the win."


def test_a_resignation_names_who_resigned():
    assert headline([1.0, 0.0], 1, ["Anna", "Ben"]) == "Ben resigned."
