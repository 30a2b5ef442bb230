"""`State.public_choice`: a game that says every choice is public spares the secrecy probe
its clones, and says so only where the probe itself would find nothing hidden."""

from __future__ import annotations

import random

import pytest

from core import secrecy
from core.clans.state import ClansState
from core.match import Match
from tests.support import toy_game


def clans_positions(players: int, seed: int, every: int = 4):
    """Every `every`-th position of a seeded random Clans game (bounded: one game)."""
    match = Match("clans", {"players": players}, seed, seats=["human"] * players)
    rng = random.Random(seed)
    while not match.is_over():
        state = match.state
        legal = state.legal_actions()
        if len(match.log) % every == 0:
            yield state.clone(), legal[rng.randrange(len(legal))]
        match.submit(state.to_move(), legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 5), (4, 7)])
def test_clans_says_every_choice_is_public_and_the_probe_agrees(players, seed):
    readers = [*range(players), None]  # every seat and a spectator
    tried = 0
    for state, action in clans_positions(players, seed):
        assert state.public_choice()
        assert secrecy.tried(state, state.to_move(), action, readers) == set()
        tried += 1
    assert tried > 5


def test_a_public_choice_is_answered_without_a_clone(monkeypatch):
    state = Match("clans", {"players": 3}, 2, seats=["human"] * 3).state
    action = state.legal_actions()[0]

    def no_clone(self):
        raise AssertionError("the probe cloned a state whose choice is public")

    monkeypatch.setattr(ClansState, "clone", no_clone)
    assert secrecy.hidden_from(state, state.to_move(), action, [0, 1, 2, None]) == set()
    assert secrecy.indistinguishable(state, action, None) is None


def test_a_game_that_says_nothing_is_probed_as_before():
    state = toy_game.GAME.new({"players": 2}, 3)
    assert not state.public_choice()  # the protocol's default: the probe decides
