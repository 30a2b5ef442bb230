"""The duel's flow: setup, income, the auction, deployment, scoring, the end, edge rules."""

import pytest

from core.crimson_company.game import GAME
from core.match import Match
from core.protocol import IllegalAction
from tests.support.conformance import check_illegal_is_refused, play_random_game

from .support import check_invariants, empty, new, play, put, put_all, where


def test_game_declares_variants_and_options():
    assert GAME.id == "crimson-company" and GAME.name == "Crimson Company"
    assert GAME.variants == ("duel", "2v2", "free-for-all", "solo", "co-op")
    assert GAME.cooperative_variants == ("solo", "co-op")
    assert list(GAME.player_counts("duel")) == [2]
    assert list(GAME.player_counts("2v2")) == [4]
    assert list(GAME.player_counts("free-for-all")) == [3, 4, 5, 6]
    assert list(GAME.player_counts("solo")) == [1]
    assert list(GAME.player_counts("co-op")) == [2]
    keys = [o.key for o in GAME.options()]
    assert {"castle_rules", "handicap", "tournament", "difficulty"} <= set(keys)
    from core.registry import get_game

    assert get_game("crimson-company") is GAME


def test_setup_three_lanes_market_of_four_supply_40_start_coins():
    for seed in range(6):
        s = new(seed=seed)
        assert len(s.lanes) == 3 and all(s.alive)
        assert len([m for m in s.market if m >= 0]) == 4
        assert len(s.deck) + 4 >= 30 - 4 and len(s.kind_of) >= 30
        assert s.total_coins == 40
        start, other = s.start, 1 - s.start
        # the start player has had the income phase: 3 + 3 coins; the other still 4
        assert s.coins[start] == 6 and s.coins[other] == 4
        assert s.supply == 40 - 10
        assert s.to_move() == start and s.decision().kind == "bid"
        check_invariants(s)
    assert {new(seed=k).start for k in range(12)} == {0, 1}


def test_bid_needs_at_least_one_coin_and_one_market_card():
    s = new(seed=3)
    acts = s.legal_actions()
    assert all(a[0] == "bid" and 1 <= a[2] <= s.coins[s.active] and 0 <= a[1] < 4 for a in acts)
    assert len(acts) == 4 * s.coins[s.active]
    before = s.to_wire()
    with pytest.raises(IllegalAction, match="not a legal action"):
        s.apply(("bid", 0, 0))
    with pytest.raises(IllegalAction):
        s.apply(("bid", 0, 99))
    assert s.to_wire() == before


def test_buyout_pays_the_bidder_double_and_gives_the_opponent_the_card():
    s = new(seed=4)
    a, b = s.active, 1 - s.active
    card, top = s.market[2], s.deck[-1]
    ca, cb = s.coins[a], s.coins[b]
    s.apply(("bid", 2, 3))
    assert s.to_move() == b and s.decision().kind == "answer"
    assert s.auction[3] == 3 and s.coins[a] == ca - 3
    check_invariants(s)
    s.apply(("buyout",))
    # a has nothing to deploy, so b's turn has begun: b paid 3 and took 3 income
    assert s.coins[a] == ca + 3 and s.coins[b] == cb - 3 + 3
    assert s.to_move() == b and s.decision().kind == "bid"
    assert s.waiting[b] == [card] and s.waiting[a] == []
    assert s.market[2] == top, "the market is refilled at once from the deck top"
    check_invariants(s)


def test_pass_sends_the_bid_to_the_supply_and_the_bidder_takes_the_card():
    s = new(seed=5)
    a = s.active
    card = s.market[0]
    supply, ca = s.supply, s.coins[a]
    s.apply(("bid", 0, 2))
    s.apply(("pass",))
    assert s.coins[a] == ca - 2 and s.supply == supply + 2
    # the bidder deploys the recruited card at once (the only card: choose a lane)
    assert s.decision().kind == "deploy" and s.to_move() == a
    assert {x[1] for x in s.legal_actions()} == {card}
    assert {x[2] for x in s.legal_actions()} == {0, 1, 2}


def test_opponent_cannot_buy_out_without_the_coins():
    s = new(seed=6)
    a, b = s.active, 1 - s.active
    s.supply += s.coins[b] - 2
    s.coins[b] = 2
    s.apply(("bid", 1, 3))
    # no answer asked: the opponent could not pay, the bidder recruits the card
    assert s.to_move() == a and s.decision().kind == "deploy"


def test_deployed_cards_go_far_from_the_castle_on_your_side():
    s = empty()
    x = put(s, 0, 0, "giant")
    y = play(s, 0, "pikeman", 0)
    assert s.lanes[0][0] == [x, y]
    z = play(s, 1, "pikeman", 0)
    assert s.lanes[0][1] == [z]


def test_bought_card_waits_and_is_played_in_the_buyers_turn():
    s = new(seed=8)
    b = 1 - s.active
    card = s.market[1]
    s.apply(("bid", 1, 1))
    s.apply(("buyout",))
    assert s.waiting[b] == [card]
    # a's turn ends (nothing to deploy), b's turn: income, bid, then deploy both cards
    assert s.to_move() == b and s.decision().kind == "bid"
    s.apply(("bid", 0, 1))
    s.apply(("pass",))
    assert s.decision().kind == "deploy"
    assert {x[1] for x in s.legal_actions()} == {card, s.waiting[b][1]}
    assert len(s.waiting[b]) == 2  # at most two cards ever wait


def test_lane_scores_at_four_cards_higher_total_wins_and_cards_are_destroyed():
    s = empty()
    mine = [put(s, 1, 0, n) for n in ("giant", "pikeman", "squire", "merchant")]
    theirs = [put(s, 1, 1, n) for n in ("thief", "pikeman")]
    s.stack = [("scoring",)]
    s.run()
    assert s.won == [1, 0] and not s.alive[1] and s.lane_winner[1] == 0
    assert all(where(s, c) == "pile" for c in mine + theirs)
    assert s.lanes[1] == [[], []]


def test_tie_leaves_the_lane_in_play_and_is_not_scored_again_this_phase():
    s = empty()
    put_all(s, 0, 0, ("giant", "squire", "squire", "merchant"))
    put(s, 0, 1, "giant")
    put(s, 0, 1, "pikeman")
    put(s, 0, 1, "squire")
    assert sum(s.strength(c) for c in s.lanes[0][0]) == sum(s.strength(c) for c in s.lanes[0][1])
    s.stack = [("scoring",)]
    s.run()
    assert s.alive[0] and s.won == [0, 0] and s.tied == [0]
    assert len(s.lanes[0][0]) == 4


def test_scoring_repeats_until_no_lane_scores_and_two_castles_win():
    s = empty(active=1)
    for lane in (0, 2):
        put_all(s, lane, 1, ("giant", "pikeman", "squire", "merchant"))
        put(s, lane, 0, "squire")
    s.stack = [("scoring",)]
    s.run()
    assert s.won == [0, 2] and s.is_over() and s.result() == [0.0, 1.0]
    assert s.to_move() is None and s.legal_actions() == []
    assert s.scores() == [0.0, 2.0]


def test_lanes_are_checked_left_to_right_from_the_active_players_view():
    s = empty(active=1)  # player 2 sits opposite: lane 3 is on their left
    for lane in (0, 2):
        put_all(s, lane, 0, ("giant", "pikeman", "squire", "merchant"))
    s.stack = [("scoring",)]
    s.run()
    assert s.lane_winner == [0, -1, 0] and s.won == [2, 0]
    texts = [e for e in map(str, s.events) if "is scored" in e]
    assert texts[:2] == ["Lane 3 is scored", "Lane 1 is scored"]


def test_destruction_in_scoring_can_trigger_another_scoring_at_once():
    s = empty()
    put_all(s, 0, 0, ("giant", "pikeman", "pikeman"))
    undead = put(s, 0, 0, "undead")
    put_all(s, 1, 0, ("giant", "pikeman", "squire"))
    s.stack = [("scoring",)]
    s.run()
    # lane 1 won; the Undead goes to lane 2 (the player chooses between lanes 2 and 3)
    assert s.decision().kind == "lane"
    s.apply(("lane", 1))
    assert where(s, undead)[0] == 1
    # lane 2 now has four cards on side 0 and is scored in the same phase: second castle
    assert s.is_over() and s.won == [2, 0]


def test_empty_deck_reshuffles_the_destroyed_pile():
    s = empty()
    pile = s.deck[:5]
    s.pile = pile
    s.deck = s.deck[5:6]
    only = s.deck[0]
    assert s.draw() == only
    # the deck ran empty: the pile became the new deck at once, so its top is face up again
    assert sorted(s.deck) == sorted(pile) and s.pile == []
    assert any("shuffled into a new deck" in e for e in map(str, s.events))


def test_gains_are_capped_by_the_supply_and_no_coins_skips_recruitment():
    s = empty(coins=[0, 5])
    s.supply = 0
    s.total_coins = 5
    s.stack = [("turn",)]
    s.run()
    # income gave nothing, player 1 has no coins: recruitment is skipped, nothing to deploy,
    # so the turn passes to player 2, who bids
    assert s.coins[0] == 0 and s.to_move() == 1 and s.decision().kind == "bid"
    assert any("skips recruitment" in e for e in map(str, s.events))
    s2 = empty(coins=[0, 5])
    s2.supply = 2
    s2.total_coins = 7
    s2.stack = [("turn",)]
    s2.run()
    assert s2.coins[0] == 2 and s2.supply == 0 and s2.to_move() == 0


def test_handicap_gives_the_second_player_extra_coins():
    s = new(seed=2, handicap=3)
    second = 1 - s.start
    assert s.coins[second] == 7
    s = new(seed=2, handicap=2, handicap_seat=s.start)
    assert s.coins[s.start] == 3 + 3 + 2
    check_invariants(s)


def test_tournament_draft_builds_the_30_card_deck():
    s = new(seed=3, tournament=True)
    assert s.decision().kind == "draft" and s.to_move() == 0
    picks = {0: [], 1: []}
    while s.decision().kind == "draft":
        p = s.to_move()
        acts = s.legal_actions()
        assert all(a[1] not in picks[p] for a in acts), "picks are distinct per player"
        choice = acts[len(picks[p]) % len(acts)]
        picks[p].append(choice[1])
        s.apply(choice)
    assert len(picks[0]) == len(picks[1]) == 15
    assert sorted(s.kind_of) == sorted(picks[0] + picks[1]) and len(s.kind_of) == 30
    assert s.decision().kind == "bid"
    check_invariants(s)


def test_conformance_random_duels():
    for seed in range(15):
        play_random_game(GAME, {"variant": "duel"}, seed, check=check_invariants)
    play_random_game(GAME, {"variant": "duel", "castle_rules": True, "handicap": 2}, 99, check=check_invariants)
    play_random_game(GAME, {"variant": "duel", "tournament": True}, 7, check=check_invariants)
    check_illegal_is_refused(GAME, {"variant": "duel"}, 1)


def test_describe_and_progress_label():
    m = Match(GAME, {"variant": "duel"}, 3)
    s = m.state
    text = str(s.describe(s.legal_actions()[0]))
    assert text.startswith(f"Player {s.active + 1} bids 1 coin on ")
    assert str(s.progress_label()) == "round 1, castles 0–0"


def test_bad_option_values_are_refused_with_a_clear_message():
    with pytest.raises(ValueError, match="difficulty"):
        GAME.normalize_config({"variant": "solo", "difficulty": 2})
    with pytest.raises(ValueError, match="handicap"):
        GAME.normalize_config({"variant": "duel", "handicap": 9})
    with pytest.raises(ValueError, match="handicap_seat"):
        GAME.normalize_config({"variant": "duel", "handicap_seat": 4})
    with pytest.raises(ValueError, match="2v2"):
        GAME.normalize_config({"variant": "2v2", "players": 3})


def test_an_empty_market_is_refilled_from_the_pile_made_a_new_deck():
    s = empty(coins=[3, 3])
    s.pile = s.deck + [m for m in s.market if m >= 0]
    s.deck, s.market = [], [-1, -1, -1, -1]
    s.stack = [("recruit", 0)]
    s.run()
    assert all(m >= 0 for m in s.market) and s.decision().kind == "bid"
    assert len(s.deck) == len(s.kind_of) - 4 and s.pile == []
