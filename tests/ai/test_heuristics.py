"""Per-game heuristics: loaded by game id, values in [0, 1], team-mates alike."""

from __future__ import annotations

import pytest

from ai.heuristics import GENERIC, heuristic_for, rank_values, scores_evaluate
from core import registry
from core.rng import Rng
from tests.ai.conftest import TEST_GAMES, random_positions

# the games clanhall ships, whatever test game another module registered while collecting
SHIPPED = [g for g in registry.game_ids() if g not in TEST_GAMES]


def test_rank_values():
    assert rank_values([3, 1, 3]) == [0.75, 0.0, 0.75]
    assert rank_values([5]) == [0.5]


def test_a_game_without_a_module_gets_the_score_ranking():
    h = heuristic_for("lucky-draw")
    assert h.evaluate is scores_evaluate and h.playout_action is None
    assert h.private_key is None and h.playout_depth == GENERIC.playout_depth


@pytest.mark.parametrize("game_id", SHIPPED)
def test_every_installed_game_has_its_own_heuristic(game_id):
    h = heuristic_for(game_id)
    assert h.evaluate is not scores_evaluate and h.playout_depth >= 0


@pytest.mark.parametrize("game_id", SHIPPED)
def test_evaluations_are_per_seat_values_in_the_unit_interval(game_id):
    h = heuristic_for(game_id)
    game = registry.get_game(game_id)
    for players in game.player_counts():
        for state in random_positions(game_id, 3, seed=players, players=players):
            seat = state.to_move()
            det = state.view(seat).determinize(seat, Rng(1))
            values = h.evaluate(det)
            assert len(values) == det.num_seats
            assert all(0.0 <= v <= 1.0 for v in values)


def test_crimson_team_mates_get_equal_values():
    game = registry.get_game("crimson-company")
    h = heuristic_for("crimson-company")
    import random

    rng = random.Random(4)
    state = game.new(game.normalize_config({"players": 4, "variant": "2v2"}), 4)
    for _ in range(30):
        if state.is_over():
            break
        values = h.evaluate(state)
        for a in range(4):
            for b in range(4):
                if state.seat_side[a] == state.seat_side[b]:
                    assert values[a] == values[b]
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def test_clans_private_key_is_the_secret_colour():
    state = registry.get_game("clans").new({"players": 3}, 2)
    h = heuristic_for("clans")
    assert [h.private_key(state, s) for s in range(3)] == state.colours
