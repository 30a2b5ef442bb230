"""The coach's reading of a search: options ranked by visits with their win chances;
`advise` searches like `choose` and ranks first the move `choose` plays; a bot process
answers advice and sends a choice's reasons back with it."""

from __future__ import annotations

from ai.coach import Advice, forced, from_stats
from ai.mcts import MCTSBot
from ai.worker import BotWorker
from core.registry import get_game


def test_from_stats_ranks_by_visits_then_value_and_lists_unsearched_last():
    legal = [("a",), ("b",), ("c",), ("d",)]
    stats = {("a",): (10, 4.0), ("b",): (30, 21.0), ("c",): (10, 8.0)}
    advice = from_stats(1, stats, legal)
    assert [o.action for o in advice.options] == [("b",), ("c",), ("a",), ("d",)]
    assert advice.iterations == 50 and advice.seat == 1
    assert advice.best.share == 30 / 50 and advice.best.win_chance == 21 / 30
    assert advice.option(("d",)).visits == 0 and advice.win_chance == 0.7
    assert advice.top(2) == advice.options[:2]


def test_a_forced_decision_has_no_estimate():
    advice = forced(0, ("pass",))
    assert advice.iterations == 0 and advice.win_chance is None and advice.best.action == ("pass",)


def position(game_id: str = "clans"):
    state = get_game(game_id).new(get_game(game_id).normalize_config({"players": 2}), 4)
    seat = state.to_move()
    return state.view(seat), seat, state.legal_actions()


def test_advise_ranks_first_the_move_choose_plays_with_the_same_seed():
    view, seat, legal = position()
    chosen = MCTSBot(iterations=400, seed=3).choose(view, seat, legal)
    advice = MCTSBot(iterations=400, seed=3).advise(view, seat, legal)
    assert isinstance(advice, Advice) and advice.best.action == chosen
    assert 390 <= advice.iterations <= 400
    assert sum(o.visits for o in advice.options) == advice.iterations


def test_choose_keeps_its_reasons():
    view, seat, legal = position()
    bot = MCTSBot(iterations=300, seed=5)
    action = bot.choose(view, seat, legal)
    assert bot.last_advice is not None and bot.last_advice.best.action == action


def test_a_bot_process_gives_advice_and_sends_a_choice_with_its_reasons():
    view, seat, legal = position("crystal-clans")
    with BotWorker(MCTSBot(iterations=200, seed=2)) as worker:
        advice = worker.advise(view, seat, legal)
        assert isinstance(advice, Advice) and advice.seat == seat
        assert {o.action for o in advice.options} == set(legal) or advice.iterations == 0
        action = worker.choose(view, seat, legal)
        assert worker.last_advice is not None and worker.last_advice.best.action == action
