"""The public history of a Clans game: kept in every view, replayable, and it leaks nothing."""

from __future__ import annotations

import pickle
import random
from itertools import permutations

import pytest

from core.clans.game import GAME
from core.clans.state import HIDDEN, ClansState
from core.rng import Rng
from tests.clans.positions import played


def test_every_action_is_recorded_with_its_seat():
    state = GAME.new({"players": 3}, 4)
    expected = []
    rng = random.Random(4)
    for _ in range(25):
        seat, legal = state.to_move(), state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        expected.append((seat, action))
    assert state.history == tuple(expected)


def test_a_refused_action_leaves_the_history_alone():
    state = played(2, 3, 5)
    before = state.history
    with pytest.raises(ValueError):
        state.apply(("move", 0, 59))
    assert state.history == before


def test_the_history_crosses_the_wire_and_pickle():
    state = played(4, 6, 30)
    view = state.view(2)
    assert ClansState.from_wire(view.to_wire()) == view
    assert ClansState.from_wire(view.to_wire()).history == state.history
    assert pickle.loads(pickle.dumps(view)).history == state.history


@pytest.mark.parametrize(
    "change",
    [
        {"history": [[0, "move"]]},
        {"history": [["x", ["move", 1, 2]]]},
        {"history": [[0]]},
        {"start": [0] * 59},
        {"start": [9] * 60},
    ],
)
def test_a_damaged_history_or_start_is_refused_in_one_sentence(change):
    wire = played(2, 2, 8).to_wire()
    wire.update(change)
    with pytest.raises(ValueError) as exc:
        ClansState.from_wire(wire)
    assert "Clans state" in str(exc.value)


def test_a_wire_form_without_history_still_loads():
    wire = played(2, 2, 8).to_wire()
    del wire["history"], wire["start"]
    state = ClansState.from_wire(wire)
    assert state.history == () and state.start == () and list(state.replay_public()) == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_walks_the_public_positions(players):
    state = played(players, 11, 40)
    steps = list(state.view(0).replay_public())
    assert [(seat, action) for _, seat, action in steps] == list(state.history)
    for position, seat, action in steps:
        assert position.colours == [HIDDEN] * players
        assert position.to_move() == seat and action in position.legal_actions()
    last = steps[-1][0].clone()
    last.apply(steps[-1][2])
    assert last.huts == state.huts


def test_a_history_that_does_not_replay_is_named():
    state = played(2, 5, 12)
    state.history = state.history[1:]
    with pytest.raises(ValueError):
        list(state.replay_public())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_view_with_its_history_hides_the_other_colours(players):
    # The secrecy swap: full states that differ only in the colours hidden from `seat`
    # give that seat the very same view, history included.
    state = played(players, 21, 30)
    for seat in range(players):
        own = state.colours[seat]
        others = [s for s in range(players) if s != seat]
        free = [c for c in range(5) if c != own]
        views = set()
        for drawn in permutations(free, len(others)):
            swapped = state.clone()
            for s, c in zip(others, drawn):
                swapped.colours[s] = c
            views.add(repr(sorted(swapped.view(seat).to_wire().items())))
        assert len(views) == 1


def test_determinize_colours_takes_an_assignment_and_refuses_a_contradiction():
    state = played(3, 8, 10)
    view = state.view(1)
    own = state.colours[1]
    colours = [c for c in range(5) if c != own][:3]
    colours[1] = own
    dealt = view.determinize_colours(1, colours, Rng(3))
    assert dealt.colours == colours and dealt.view(1) == view
    wrong = list(colours)
    wrong[1] = (own + 1) % 5 if (own + 1) % 5 not in colours else (own + 2) % 5
    for bad in (wrong, [colours[0]] * 3, colours[:2], [own, own, own]):
        with pytest.raises(ValueError):
            view.determinize_colours(1, bad, Rng(3))
