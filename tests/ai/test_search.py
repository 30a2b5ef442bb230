"""The search itself: it finds a forced win, plays only legal actions, and never looks at
what its seat may not know."""

from __future__ import annotations

import pytest

from ai.greedy import GreedyBot
from ai.levels import LEVELS
from ai.mcts import MCTSBot
from ai.search import Search, best_action, merge_stats, sample_action
from core.rng import Rng
from tests.ai.conftest import available_games, random_positions
from tests.support.waiting import FakeClock


@pytest.mark.parametrize("players,seat", [(2, 0), (2, 1), (3, 2), (6, 4)])
def test_finds_a_win_in_one(takeaway, players, seat):
    # 5 left, take 1-6: taking all 5 wins now; anything else hands a win to the next seat.
    state = takeaway.position(players, pile=5, turn=seat, most=6)
    bot = MCTSBot(iterations=400, seed=7)
    assert bot.choose(state.view(seat), seat, state.legal_actions()) == ("take", 5)


def test_greedy_finds_a_win_in_one(takeaway):
    state = takeaway.position(3, pile=3, turn=1)
    assert GreedyBot(seed=1).choose(state.view(1), 1, state.legal_actions()) == ("take", 3)


def test_a_lost_cause_is_not_a_reason_to_play_illegally(takeaway):
    # A position that loses whatever the move: the bot still answers with a legal move.
    state = takeaway.position(2, pile=5, turn=0, most=4)
    legal = state.legal_actions()
    assert MCTSBot(iterations=300, seed=1).choose(state.view(0), 0, legal) in legal


@pytest.mark.parametrize("game_id", available_games())
def test_never_picks_an_illegal_action(game_id):
    for i, state in enumerate(random_positions(game_id, 12, seed=11)):
        seat, legal = state.to_move(), state.legal_actions()
        for bot in (MCTSBot(iterations=25, workers=1, seed=i), GreedyBot(samples=2, seed=i)):
            action = bot.choose(state.view(seat), seat, legal)
            assert action in legal, (game_id, bot.name, action)
            state.clone().apply(action)  # and the true state accepts it


@pytest.mark.parametrize("game_id", available_games())
def test_hidden_information_does_not_change_the_choice(game_id):
    # Two full states the seat cannot tell apart (the same view, hidden parts sampled
    # differently) must give the same choices under the same seeds: the bot reads
    # nothing but what the seat may know.
    scrambled = 0
    for i, state in enumerate(random_positions(game_id, 6, seed=23)):
        seat, legal = state.to_move(), state.legal_actions()
        view = state.view(seat)
        a, b = view.determinize(seat, Rng(1000 + i)), view.determinize(seat, Rng(2000 + i))
        scrambled += a.to_wire() != b.to_wire()
        assert a.view(seat) == b.view(seat)
        for make in (lambda s: MCTSBot(iterations=30, workers=1, seed=s), lambda s: GreedyBot(samples=2, seed=s)):
            picks_a = [make(s).choose(a, seat, legal) for s in range(4)]
            picks_b = [make(s).choose(b, seat, legal) for s in range(4)]
            assert picks_a == picks_b
    assert scrambled, "the positions hid nothing, so the test proved nothing"


def test_views_are_redacted_again_before_the_search(takeaway):
    from tests.support.toy_game import GAME as lucky

    state = lucky.new({"players": 2}, 5)
    search = Search(state, 0, state.legal_actions(), seed=1)
    assert search.view.hands[1] == [-1, -1]  # the opponent's hand never reaches the tree


def test_iteration_budget_is_exact_serial(takeaway):
    state = takeaway.position(3, pile=21, turn=0)
    bot = MCTSBot(iterations=123, seed=2)
    bot.choose(state.view(0), 0, state.legal_actions())
    assert bot.last_iterations == 123


def test_time_budget_is_respected():
    from tests.support.toy_game import GAME as lucky

    state = lucky.new({"players": 3}, 8)
    bot = MCTSBot(seconds=0.3, seed=2, workers=1)
    bot.clock = FakeClock(step=0.001)  # a millisecond passes at every read of the clock
    bot.choose(state.view(0), 0, state.legal_actions())
    # The search reads the clock once per iteration (and a few times around it): it stops at
    # the budget's 300th millisecond, not before and not after.
    assert 290 <= bot.last_iterations <= 300
    assert 1000.3 <= bot.clock.now <= 1000.31


def test_progress_reports_the_search():
    from tests.support.toy_game import GAME as lucky

    state = lucky.new({"players": 2}, 8)
    reports = []
    legal = state.legal_actions()
    bot = MCTSBot(seconds=0.5, seed=3, workers=1)
    bot.clock = FakeClock(step=0.001)  # a report every 100 reads: 4 on the way, then the last
    action = bot.choose(state.view(0), 0, legal, progress=reports.append)
    assert len(reports) >= 5
    iters = [p.iterations for p in reports]
    assert iters == sorted(iters) and iters[0] > 0
    assert all(p.best_action in legal and 0 < p.visit_share <= 1 for p in reports)
    assert all(0 <= p.win_rate <= 1 for p in reports)
    assert reports[-1].best_action == action and reports[-1].budget_fraction == 1.0
    fractions = [p.budget_fraction for p in reports]
    assert fractions == sorted(fractions)


def test_cancellation_stops_a_long_search():
    from tests.support.toy_game import GAME as lucky

    state = lucky.new({"players": 2}, 8)
    legal = state.legal_actions()
    bot = MCTSBot(seconds=30, seed=3, workers=1)
    bot.clock = FakeClock(step=0.001)  # 30 s would be 30,000 iterations
    asked = []
    action = bot.choose(state.view(0), 0, legal, cancelled=lambda: asked.append(1) or len(asked) >= 2)
    # asked at the first two ticks (one every 100 reads), and stopped at the second
    assert len(asked) == 2 and bot.last_iterations < 300  # not 30,000
    assert action in legal


def test_a_single_legal_action_needs_no_search(takeaway):
    state = takeaway.position(2, pile=1, turn=1)
    bot = MCTSBot(seconds=30)
    assert bot.choose(state.view(1), 1, [("take", 1)]) == ("take", 1)
    assert bot.last_iterations == 0


def test_merge_and_best_action():
    stats = merge_stats([{("a",): (3, 1.0), ("b",): (2, 2.0)}, {("a",): (1, 0.0), ("c",): (9, 0.0)}])
    assert stats == {("a",): (4, 1.0), ("b",): (2, 2.0), ("c",): (9, 0.0)}
    # The most visited legal action; actions the seat may not play are ignored.
    action, share, mean = best_action(stats, [("a",), ("b",)])
    assert action == ("a",) and share == pytest.approx(4 / 15) and mean == pytest.approx(0.25)
    assert best_action({}, [("x",), ("y",)])[0] == ("x",)


def test_each_node_backs_up_its_own_movers_value(takeaway):
    # Seat 1 of 3, pile 6, take 1-4. Taking 2, 3 or 4 lets seat 2 take the rest and win;
    # taking 1 leaves 5, which seat 2 cannot take at once. Every node must score the seat
    # that chose it, or the tree learns another seat's wishes.
    state = takeaway.position(3, pile=6, turn=1, most=4)
    search = Search(state.view(1), 1, state.legal_actions(), seed=3)
    search.run(iterations=3000)
    for child in search.root.children.values():
        assert child.seat == 1
        for grandchild in child.children.values():
            assert grandchild.seat == 2
    means = {a: t / v for a, (v, t) in search.root_stats().items()}
    assert max(means, key=means.get) == ("take", 1)
    assert all(means[("take", n)] < 0.2 for n in (2, 3, 4))


def test_opponents_choices_are_kept_per_private_key():
    # With a private key (here: the hand), another seat's statistics are split by what
    # it knows, while our own nodes and the shared subtree are not.
    from ai.heuristics import Heuristic, scores_evaluate
    from tests.support.toy_game import GAME as lucky

    state = lucky.new({"players": 2}, 5)
    hands = Heuristic("lucky-draw", scores_evaluate, private_key=lambda s, seat: tuple(sorted(s.hands[seat])))
    search = Search(state.view(0), 0, state.legal_actions(), seed=2, heuristic=hands)
    search.run(iterations=500)
    assert search.root.split is None
    keys = set()
    for child in search.root.children.values():
        assert child.split, "seat 1's choices below our move have split statistics"
        for (pk, action), entry in child.split.items():
            assert action[1] in pk and entry.seat == 1
            keys.add(pk)
        for grandchild in child.children.values():
            assert grandchild.split is None  # our own next choice is not split
    assert len(keys) > 1  # seat 1's hand differed across determinizations
    plain = Search(state.view(0), 0, state.legal_actions(), seed=2, heuristic=hands, split_private=False)
    plain.run(iterations=100)
    assert all(child.split is None for child in plain.root.children.values())


def test_a_determinization_that_refuses_an_action_is_skipped(takeaway):
    # The seat says it may take 1-4, but every determinization (pile 2) allows only 1-2:
    # those iterations are skipped, the search still answers with an action that worked.
    state = takeaway.position(2, pile=2, turn=0)
    search = Search(state.view(0), 0, [("take", n) for n in range(1, 5)], seed=1)
    search.run(iterations=200)
    assert search.refused > 0
    assert set(search.root_stats()) <= {("take", 1), ("take", 2)}
    assert all(v > 0 for v, _ in search.root_stats().values())


def test_a_search_without_any_limit_is_refused(takeaway):
    state = takeaway.position(2, pile=9, turn=0)
    with pytest.raises(ValueError, match="limit"):
        Search(state.view(0), 0, state.legal_actions()).run()


def test_sample_action_prefers_better_moves_and_only_searched_ones():
    import random

    stats = {("a",): (10, 9.0), ("b",): (10, 5.0), ("c",): (0, 0.0)}
    legal = [("a",), ("b",), ("c",)]
    rng = random.Random(3)
    draws = [sample_action(stats, legal, 0.2, rng)[0] for _ in range(2000)]
    # weights exp(0) : exp(-0.4 / 0.2) = 1 : 0.135, and an unsearched move never
    assert draws.count(("c",)) == 0
    assert 0.84 < draws.count(("a",)) / len(draws) < 0.92
    cold = [sample_action(stats, legal, 0.001, rng)[0] for _ in range(200)]
    assert set(cold) == {("a",)}
    assert sample_action({}, legal, 0.2, rng)[0] == ("a",)  # nothing searched: the first


def test_a_temperature_makes_the_bot_vary_its_choice(takeaway):
    state = takeaway.position(2, pile=9, turn=0)
    seat, legal = state.to_move(), state.legal_actions()
    exact = {MCTSBot(iterations=300, seed=s).choose(state.view(seat), seat, legal) for s in range(8)}
    loose = {MCTSBot(iterations=300, temperature=1.0, seed=s).choose(state.view(seat), seat, legal) for s in range(8)}
    assert len(loose) > len(exact)
    with pytest.raises(ValueError, match="temperature"):
        MCTSBot(temperature=-1)


def test_a_levels_temperature_follows_the_games_scale_and_an_explicit_one_does_not(takeaway, monkeypatch):
    from dataclasses import replace

    from ai import heuristics

    state = takeaway.position(2, pile=9, turn=0)
    seat, legal = state.to_move(), state.legal_actions()

    def chosen(**options) -> set:
        bots = [MCTSBot(level="normal", iterations=300, seed=s, **options) for s in range(8)]
        return {bot.choose(state.view(seat), seat, legal) for bot in bots}

    hot = replace(heuristics.heuristic_for("take-away"), temperature_scale=1.0)
    monkeypatch.setitem(heuristics._cache, "take-away", hot)
    monkeypatch.setitem(LEVELS, "normal", replace(LEVELS["normal"], iterations=300, temperature=1.0))
    assert len(chosen()) > 1  # the level draws among its searched moves
    cold = replace(hot, temperature_scale=0.0)
    monkeypatch.setitem(heuristics._cache, "take-away", cold)  # this game: always the best
    assert len(chosen()) == 1
    assert len(chosen(temperature=1.0)) > 1  # an explicit temperature is the bot's own
    assert MCTSBot().temperature_in(cold) == 0.0 and MCTSBot().temperature_in(hot) == 1.0
