"""The Clans outlook: an evaluation that also counts what the groups on the board may yet
score, the MCTS bot's default in 4 players (ai/heuristics/clans.py, `outlook`)."""

from __future__ import annotations

import random

import pytest

from ai.coach import from_stats
from ai.heuristics import clans as model
from ai.heuristics import heuristic_for
from ai.mcts import MCTSBot
from ai.registry import make_bot
from ai.search import Search
from core.clans.board import LANDSCAPE_OF, NEIGHBOURS
from tests.clans.positions import played, position

F = model.NEIGHBOUR_FACTOR

# Territory 0 (steppe) borders 1, 10 and 11; territory 2 is a mountain (hostile in the
# first epoch); the first epoch favours forests (+1) and nothing else scores a bonus.
assert NEIGHBOURS[0] == (1, 10, 11) and LANDSCAPE_OF[0] == "steppe" and LANDSCAPE_OF[2] == "mountain"


def test_a_groups_worth_goes_to_each_colour_in_it_and_falls_with_each_busy_neighbour():
    # seats own red, yellow, green, blue; black is nobody's
    one = position({0: {"red": 2, "black": 1}, 1: {"yellow": 1}}, players=4)
    # group 0: 3 huts, no bonus on a steppe, one neighbour with huts; group 1 likewise, 1 hut
    assert model.outlook(one) == pytest.approx([3 * F, 1 * F, 0.0, 0.0])
    two = position({0: {"red": 2, "black": 1}, 1: {"yellow": 1}, 10: {"green": 1}}, players=4)
    assert model.outlook(two)[0] == pytest.approx(3 * F**2)  # two busy neighbours now
    assert LANDSCAPE_OF[10] == "forest"  # green's lone hut borders only 0, on a forest: +1
    assert model.outlook(two)[2] == pytest.approx((1 + 1) * F)


def test_a_hostile_landscape_counts_nothing_and_a_favourable_one_its_bonus():
    hostile = position({2: {"red": 4}, 3: {"yellow": 1}}, players=4)  # a mountain
    assert model.outlook(hostile)[0] == 0.0
    assert LANDSCAPE_OF[3] == "forest"  # the first epoch's favourable landscape: +1
    assert model.outlook(hostile)[1] == pytest.approx((1 + 1) * F)


def test_in_a_group_of_all_five_colours_a_single_hut_counts_nothing():
    dispute = position({0: {"red": 1, "yellow": 2, "green": 2, "blue": 2, "black": 2}, 1: {"red": 1}}, players=4)
    kept = 8  # the single red hut would go in a dispute
    assert model.outlook(dispute)[1] == pytest.approx(kept * F)
    assert model.outlook(dispute)[0] == pytest.approx(1 * F)  # only the red hut on 1


def test_the_outlook_adds_the_groups_worth_to_the_score_and_chips():
    state = position({0: {"red": 3}, 1: {"blue": 1}}, players=4, chips=[2, 0, 1, 0])
    state.colour_scores[0] = 5
    assert model.outlook(state)[0] == pytest.approx(5 + 2 + 3 * F)
    assert model.outlook(state)[2] == pytest.approx(1)  # green: its chip, no huts
    values = model.evaluate_outlook(state)
    assert values[0] > 0.5 > values[1] and all(0.0 < v < 1.0 for v in values)


def test_a_played_position_rates_every_seat_by_the_outlook_of_its_own_colour():
    state = played(4, 7, 30)
    assert not state.is_over()
    rotated = state.clone()
    rotated.colours = state.colours[1:] + state.colours[:1]
    rotated.chips = state.chips[1:] + state.chips[:1]
    assert model.outlook(rotated) == pytest.approx(model.outlook(state)[1:] + model.outlook(state)[:1])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_search_evaluates_with_the_outlook_unless_told_off(players):
    h = heuristic_for("clans")
    assert h.evaluate is model.evaluate  # the plain evaluation, kept for outlook=off
    assert h.for_search(players).evaluate is model.evaluate_outlook
    assert h.for_search(players, True).evaluate is model.evaluate_outlook
    assert h.for_search(players, False) is h
    state = played(players, 3, 10)
    seat = state.to_move()
    assert Search(state.view(seat), seat, state.legal_actions()).heuristic.evaluate is model.evaluate_outlook


def test_a_game_without_an_outlook_keeps_its_evaluation():
    h = heuristic_for("crimson-company")
    assert h.for_search(4, True) is h


def test_the_bot_searches_with_the_outlook_unless_told_off():
    state = played(4, 17, 24)
    seat, legal = state.to_move(), state.legal_actions()
    view = state.view(seat)
    first_seed = random.Random(4).getrandbits(63)

    def by_hand(outlook: bool):
        bot = MCTSBot(iterations=150, workers=1, seed=4)  # for its belief: the same either way
        bot.advise(view, seat, legal)
        search = Search(
            view,
            seat,
            legal,
            seed=first_seed,
            c=bot.c,
            belief=bot.last_belief,
            heuristic=heuristic_for("clans").for_search(4, outlook),
        )
        search.run(150)
        return from_stats(seat, search.root_stats(), legal)

    default = MCTSBot(iterations=150, workers=1, seed=4).advise(view, seat, legal)
    off = MCTSBot(iterations=150, workers=1, seed=4, outlook="off").advise(view, seat, legal)
    assert default == by_hand(True) and off == by_hand(False)
    assert default != off  # the two evaluations do search differently here


def test_root_parallel_helpers_search_with_the_outlook():
    state = played(4, 3, 28)
    seat, legal = state.to_move(), state.legal_actions()
    bot = MCTSBot(iterations=120, workers=2, seed=2, outlook="on")
    assert bot.choose(state.view(seat), seat, legal) in legal
    assert bot.last_iterations == 120


def test_the_option_is_on_or_off_and_nothing_else():
    assert make_bot("mcts:iterations=10,outlook=on").outlook is True
    assert make_bot("mcts:iterations=10,outlook=off").outlook is False
    assert make_bot("mcts:iterations=10").outlook is None  # the game's default
    assert "outlook off" in make_bot("mcts:iterations=10,outlook=off").describe()
    with pytest.raises(ValueError, match="outlook must be on or off"):
        make_bot("mcts:outlook=maybe")


def _outlook_by_the_book(state) -> list[float]:
    """The outlook as its docstring says, group by group through `_group_worth`."""
    from core.clans.board import LANDSCAPE_OF, NEIGHBOURS
    from core.clans.epochs import EPOCH_OF_VILLAGE, TOTAL_VILLAGES, village_bonus

    number = len(state.villages)
    epoch = EPOCH_OF_VILLAGE[min(number, TOTAL_VILLAGES - 1)]
    worth = [0.0] * 5
    for t, total in enumerate(state.totals):
        if total and state.village_at[t] < 0:
            busy = sum(1 for n in NEIGHBOURS[t] if state.totals[n])
            bonus = village_bonus(epoch, LANDSCAPE_OF[t], min(number + 1, TOTAL_VILLAGES))
            for c, w in enumerate(model._group_worth(state.huts[t * 5 : t * 5 + 5], total, busy, bonus)):
                worth[c] += w
    return [
        state.chips[s] + state.colour_scores[c] + model.GROUP_WEIGHT * worth[c] for s, c in enumerate(state.colours)
    ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_written_out_outlook_sums_every_groups_worth_as_the_colour_model_rates_it(players):
    rng = random.Random(players)
    seen = 0
    for seed in range(6):
        state = played(players, seed, 0)
        while not state.is_over():
            assert model.outlook(state) == pytest.approx(_outlook_by_the_book(state))
            seen += 1
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert seen > 100
