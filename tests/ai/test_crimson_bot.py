"""The Crimson Company bot's search knowledge: which bids are worth searching, and the
search honouring a game's pruning at the root, in the tree and in playouts."""

from __future__ import annotations

import pytest

from ai.heuristics import Heuristic, heuristic_for, scores_evaluate
from ai.heuristics.crimson_company import prune, unanswerable_bid
from ai.mcts import MCTSBot
from ai.search import Search
from core import registry
from core.crimson_company.cards import INDEX


def duel_bid(seed: int = 5, opponent_coins: int | None = None):
    """A new duel at its first decision (seat 0 bids), the opponent holding
    `opponent_coins` (the difference goes to the supply, so coins are conserved)."""
    game = registry.get_game("crimson-company")
    state = game.new(game.normalize_config({"players": 2}), seed)
    assert state.decision().kind == "bid" and state.to_move() == 0
    if opponent_coins is not None:
        state.supply += state.coins[1] - opponent_coins
        state.coins[1] = opponent_coins
    return state


def bids(actions) -> set[int]:
    return {a[2] for a in actions}


def test_no_bid_above_the_smallest_one_the_opponent_cannot_buy_out():
    state = duel_bid(opponent_coins=2)
    assert state.coins[0] == 6 and max(bids(state.legal_actions())) == 6
    kept = prune(state, state.legal_actions())
    assert bids(kept) == {1, 2, 3}  # 3 is more than the opponent's 2 coins can match
    slots = {a[1] for a in state.legal_actions()}
    assert {a[1] for a in kept} == slots  # every card stays on offer


def test_a_bard_makes_the_buy_out_one_coin_dearer():
    state = duel_bid(opponent_coins=2)
    bard = state.kind_of.index(INDEX["bard"])
    assert bard in state.deck[:-1], "this seed keeps the Bard in the hidden deck"
    state.deck.remove(bard)
    state.lanes[0][state.side_index(0, 0)].append(bard)
    state.set_lane(bard, 0)
    assert unanswerable_bid(state, 0) == 2  # buying out a bid of 2 costs 3
    assert bids(prune(state, state.legal_actions())) == {1, 2}


def test_a_rich_opponent_leaves_every_bid_and_other_decisions_are_untouched():
    state = duel_bid(opponent_coins=9)
    assert prune(state, state.legal_actions()) == state.legal_actions()
    state = duel_bid()
    state.apply(("bid", 0, 2))
    assert state.decision().kind == "answer"
    assert prune(state, state.legal_actions()) == state.legal_actions()


def test_the_search_never_tries_a_pruned_bid():
    state = duel_bid(opponent_coins=0)
    seat = state.to_move()
    search = Search(state.view(seat), seat, state.legal_actions(), seed=3)
    search.run(iterations=300)
    assert search.legal and bids(search.legal) == {1}
    assert set(search.root_stats()) <= set(search.legal)
    bot = MCTSBot(iterations=200, seed=4)
    assert bot.choose(state.view(seat), seat, state.legal_actions())[2] == 1
    assert "prune" not in bot.describe()


def test_pruned_actions_stay_out_of_the_tree_and_the_playouts(takeaway):
    # A pruning that forbids taking 1 wherever there is another choice: no node holds it
    # beside other actions, and the playouts (recorded through the rollout policy) are never offered it either.
    offered: list = []

    def policy(state, legal, rnd):
        offered.append(list(legal))
        return legal[0]

    def no_ones(state, legal):
        return [a for a in legal if a[1] != 1] or legal

    h = Heuristic("take-away", scores_evaluate, playout_depth=5, playout_action=policy, prune=no_ones)
    state = takeaway.position(2, pile=15, turn=0)
    search = Search(state.view(0), 0, state.legal_actions(), seed=1, heuristic=h)
    search.run(iterations=400)
    assert ("take", 1) not in search.root_stats()
    stack = list(search.root.children.values())
    while stack:
        node = stack.pop()
        # (with one counter left, taking it is the only action and stays)
        assert ("take", 1) not in node.children or list(node.children) == [("take", 1)]
        stack.extend(node.children.values())
    assert offered and all(("take", 1) not in legal for legal in offered if len(legal) > 1)


def test_the_crimson_heuristic_offers_its_pruning_to_the_search():
    assert heuristic_for("crimson-company").prune is prune
    assert heuristic_for("clans").prune is None and heuristic_for("crystal-clans").prune is None


def test_the_bot_searches_every_bid_with_prune_off():
    state = duel_bid(opponent_coins=0)
    seat = state.to_move()
    bot = MCTSBot(iterations=300, seed=4, prune="off")
    bot.choose(state.view(seat), seat, state.legal_actions())
    assert "prune off" in bot.describe()
    searched = [o.action for o in bot.last_advice.options if o.visits]
    assert max(bids(searched)) > 1


def test_prune_takes_on_or_off_only():
    with pytest.raises(ValueError, match="prune must be on or off"):
        MCTSBot(prune="sometimes")


def test_the_bot_explores_as_the_game_says_unless_told():
    crimson, clans = heuristic_for("crimson-company"), heuristic_for("clans")
    assert crimson.exploration == 0.3 and clans.exploration is None
    assert MCTSBot().exploration(crimson) == 0.3
    assert MCTSBot().exploration(clans) == 0.7  # the level's
    assert MCTSBot(c=0.5).exploration(crimson) == 0.5


def test_a_search_takes_the_games_exploration_by_default():
    state = duel_bid()
    seat = state.to_move()
    assert Search(state.view(seat), seat, state.legal_actions()).c == 0.3
    assert Search(state.view(seat), seat, state.legal_actions(), c=0.9).c == 0.9
    lucky = registry.get_game("lucky-draw")
    toy = lucky.new({"players": 2}, 1)
    assert Search(toy.view(0), 0, toy.legal_actions()).c == 0.7


def test_a_lower_exploration_spends_the_search_on_fewer_bids():
    # Same position, seed and budget: c = 0.3 gives its most visited bid a larger share
    # of the iterations than the levels' 0.7 (which spreads them almost evenly).
    state = duel_bid()
    seat = state.to_move()

    def top_share(c: float) -> float:
        search = Search(state.view(seat), seat, state.legal_actions(), seed=5, c=c)
        search.run(iterations=400)
        visits = [v for v, _ in search.root_stats().values()]
        return max(visits) / sum(visits)

    assert top_share(0.3) > 1.5 * top_share(0.7)
