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


def crimson_bids(config: dict, seed: int):
    """The bid decisions of a seeded random Crimson Company game, with a random bid."""
    players = 4 if config.get("variant") == "2v2" else 2
    match = Match("crimson-company", config, seed, seats=["human"] * players)
    rng = random.Random(seed)
    while not match.is_over():
        state = match.state
        legal = state.legal_actions()
        if state.decision().kind == "bid":
            yield state.clone(), legal[rng.randrange(len(legal))]
        match.submit(state.to_move(), legal[rng.randrange(len(legal))])


@pytest.mark.parametrize(
    "config,seed",
    [
        ({}, 1),
        ({"tournament": True}, 2),
        ({"variant": "2v2"}, 3),
        ({"castle_rules": True}, 6),
    ],
)
def test_a_crimson_bid_is_public_in_every_variant_that_asks_one_and_the_probe_agrees(config, seed):
    # (solo and co-op ask no bids: their cards are recruited otherwise)
    tried = 0
    for state, action in crimson_bids(config, seed):
        assert state.public_choice()
        readers = [*range(state.num_seats), None]
        assert secrecy.tried(state, state.to_move(), action, readers) == set()
        tried += 1
    assert tried > 3


def test_other_crimson_decisions_and_free_for_all_bids_are_left_to_the_probe():
    for config, players in (({}, 2), ({"variant": "free-for-all", "players": 4}, 4)):
        match = Match("crimson-company", config, 7, seats=["human"] * players)
        rng = random.Random(7)
        kinds = set()
        while not match.is_over() and len(match.log) < 200:
            state = match.state
            kind = state.decision().kind
            kinds.add(kind)
            assert state.public_choice() == (kind == "bid" and config.get("variant") != "free-for-all")
            legal = state.legal_actions()
            match.submit(state.to_move(), legal[rng.randrange(len(legal))])
        assert len(kinds) > 2


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_crystal_clans_move_is_public_and_the_probe_agrees_other_decisions_are_probed(seed):
    match = Match("crystal-clans", {"players": 2}, seed, seats=["human", "human"])
    rng = random.Random(seed)
    moves = 0
    while not match.is_over():
        state = match.state
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        assert state.public_choice() == (state.decision().kind == "move")
        if state.public_choice():
            assert secrecy.tried(state, state.to_move(), action, [0, 1, None]) == set()
            moves += 1
        match.submit(state.to_move(), action)
    assert moves > 5
