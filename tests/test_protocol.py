"""The core protocol and the match driver, on the toy game."""

import pytest

from core.match import Match
from core.protocol import IllegalAction, as_action
from core.rng import Rng
from tests.support import toy_game
from tests.support.conformance import check_illegal_is_refused, play_random_game


def test_rng_is_deterministic_and_uniform_enough():
    a, b = Rng(42), Rng(42)
    assert [a.randrange(100) for _ in range(50)] == [b.randrange(100) for _ in range(50)]
    counts = [0] * 6
    r = Rng(7)
    for _ in range(6000):
        counts[r.randrange(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_rng_shuffle_is_a_permutation():
    items = list(range(30))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_as_action_turns_lists_into_tuples():
    assert as_action(["move", 3, [1, 2]]) == ("move", 3, (1, 2))
    with pytest.raises(IllegalAction):
        as_action("move")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_toy_games_pass_conformance(players):
    for seed in range(20):
        play_random_game(toy_game.GAME, {"players": players}, seed)


def test_match_refuses_wrong_seat_and_illegal_action():
    m = Match(toy_game.GAME, {"players": 2}, 1)
    seat = m.pending().seat
    with pytest.raises(IllegalAction, match="not seat"):
        m.submit(1 - seat, m.pending().legal_actions[0])
    check_illegal_is_refused(toy_game.GAME, {"players": 2}, 1)
    assert m.log == []


def test_match_pending_gives_view_without_other_hands():
    m = Match(toy_game.GAME, {"players": 2}, 5)
    p = m.pending()
    other = 1 - p.seat
    assert all(c == toy_game.HIDDEN for c in p.view.hands[other])
    assert p.view.hands[p.seat] == m.state.hands[p.seat]


def test_state_at_rebuilds_history():
    m = Match(toy_game.GAME, {"players": 2}, 9)
    snapshots = [m.state.clone()]
    while p := m.pending():
        m.submit(p.seat, p.legal_actions[0])
        snapshots.append(m.state.clone())
    for i, snap in enumerate(snapshots):
        assert m.state_at(i) == snap


def test_normalize_config_rejects_bad_player_count():
    with pytest.raises(ValueError, match="players"):
        toy_game.GAME.normalize_config({"players": 7})
