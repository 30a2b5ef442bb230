"""The variants: 2 vs 2, free-for-all 3-6, solo against the robber knights, 2-player co-op."""

import pytest

from core.crimson_company.cards import INDEX
from core.crimson_company.game import GAME
from tests.support.conformance import play_random_game

from .support import check_invariants, check_view_hides, empty, new, play, put, put_all, score, take, where


# -- 2 vs 2 --------------------------------------------------------------------------------------
def test_2v2_setup_teams_supply_80_start_coins_1_to_4():
    s = new("2v2", seed=5)
    assert s.seat_side == (0, 1, 0, 1) and s.total_coins == 80
    order = [(s.start + k) % 4 for k in range(4)]
    assert [s.coins[p] for p in order] == [1 + 3, 2, 3, 4]
    check_invariants(s)


def test_2v2_turn_order_alternates_teams_and_players():
    s = empty("2v2", active=0, coins=[5, 5, 5, 5])
    seen = []
    for _ in range(4):
        s.stack, s.ask = [("end_turn",)], None
        s.run()
        seen.append(s.active)
    assert seen == [1, 2, 3, 0]


def test_2v2_both_opponents_may_buy_out_each_with_own_coins():
    s = empty("2v2", active=0, coins=[5, 2, 5, 4])
    s.stack = [("recruit", 0)]
    s.run()
    s.apply(("bid", 0, 3))
    # seat 1 (2 coins) cannot match 3; seat 3 is asked
    assert s.to_move() == 3 and s.decision().kind == "answer"
    s.apply(("buyout",))
    assert s.coins == [2 + 6, 2, 5, 1] and len(s.waiting[3]) == 1
    s = empty("2v2", active=0, coins=[5, 5, 5, 5])
    s.stack = [("recruit", 0)]
    s.run()
    s.apply(("bid", 0, 1))
    assert s.to_move() == 1
    s.apply(("pass",))
    assert s.to_move() == 3
    s.apply(("pass",))
    assert len(s.waiting[0]) == 1 and s.coins[0] == 4


def test_2v2_team_income_effects_fire_on_each_team_turn_for_the_active_player():
    s = empty("2v2", active=2, coins=[0, 0, 0, 0])
    put(s, 0, 0, "merchant")
    s.stack = [("income", 2)]
    s.run()
    assert s.coins == [0, 0, 4, 0]


def test_2v2_thief_chooses_the_victim_among_the_opposing_team():
    s = empty("2v2", active=0, coins=[0, 3, 0, 3])
    play(s, 0, "thief", 0)
    assert s.decision().kind == "opponent" and {a[1] for a in s.legal_actions()} == {1, 3}
    s.apply(("seat", 3))
    assert s.coins == [1, 3, 0, 2]


def test_2v2_mercenary_the_team_picks_the_payer():
    s = empty("2v2", active=0, coins=[0, 0, 2, 0])
    put(s, 0, 0, "mercenary")
    s.stack = [("score_lane", 0)]
    s.run()
    assert ("pay", 2, 2) in s.legal_actions() and ("pay", 0, 0) in s.legal_actions()
    s.apply(("pay", 2, 2))
    assert s.coins[2] == 0 and s.lane_winner[0] == 0


def test_2v2_team_wins_with_two_castles_and_shares_the_win():
    s = empty("2v2", active=1)
    for lane in (0, 1):
        put_all(s, lane, 1, ("giant", "pikeman", "squire", "merchant"))
    s.stack = [("scoring",)]
    s.run()
    assert s.result() == [0.0, 0.5, 0.0, 0.5] and s.scores() == [0.0, 2.0, 0.0, 2.0]


# -- free-for-all ------------------------------------------------------------------------------
@pytest.mark.parametrize("n,coins,deck", [(3, 60, 50), (4, 80, 70), (5, 100, 90), (6, 120, 110)])
def test_ffa_setup_table(n, coins, deck):
    s = new("free-for-all", players=n, seed=2)
    assert len(s.lanes) == 2 * n and s.total_coins == coins and len(s.kind_of) >= deck
    assert INDEX["bard"] not in s.kind_of, "the Bard is left out"
    for p in range(n):
        assert len(s.lanes_of(p)) == 4
        assert s.coins[p] == n + (3 if p == s.start else 0)
    check_invariants(s)


def test_ffa_sealed_bid_tie_goes_to_the_nearest_clockwise_and_the_active_may_pay():
    s = empty("free-for-all", players=4, active=0, coins=[5, 3, 3, 3])
    card = s.market[1]
    s.stack = [("recruit", 0)]
    s.run()
    s.apply(("call", 1))
    s.apply(("sealed", 1))  # seat 1
    v = s.view(2)
    assert v.auction[3][1] == -2, "a sealed bid is hidden from the others"
    assert s.view(1).auction[3][1] == 1
    s.apply(("sealed", 3))  # seat 2
    s.apply(("sealed", 3))  # seat 3 ties: seat 2 is nearer clockwise
    assert s.to_move() == 0 and "Player 3" in str(s.decision().prompt)
    s.apply(("buyout",))
    assert s.coins == [2, 3, 6, 3] and s.waiting[0] == [card]
    check_invariants(s)


def test_ffa_active_passes_the_bidder_pays_the_bank():
    s = empty("free-for-all", players=3, active=1, coins=[3, 3, 3])
    supply = s.supply
    s.stack = [("recruit", 1)]
    s.run()
    s.apply(("call", 0))
    s.apply(("sealed", 2))  # seat 2
    s.apply(("sealed", 1))  # seat 0
    s.apply(("pass",))
    assert s.coins == [3, 3, 1] and s.supply == supply + 2 and len(s.waiting[2]) == 1


def test_ffa_no_coins_and_an_empty_supply_skips_recruitment():
    s = empty("free-for-all", players=3, active=0, coins=[0, 3, 3])
    s.total_coins -= s.supply
    s.supply = 0
    s.stack = [("recruit", 0)]
    s.run()
    assert s.ask is None and s.auction is None
    assert any("skips recruitment" in e for e in map(str, s.events))
    s = empty("free-for-all", players=3, active=0, coins=[0, 3, 3])
    s.stack = [("recruit", 0)]
    s.run()
    assert s.decision().kind == "call", "with coins in the supply the auction goes on"


def test_ffa_moves_between_a_players_two_fronts_and_effects_are_global():
    s = empty("free-for-all", players=3, active=0)
    # seat 0 fronts: lanes 0,1 (with seat 1) and 4,5 (with seat 2)
    g = put(s, 0, 0, "giant")
    far = put(s, 2, 1, "pikeman")  # lane 2 is between seats 1 and 2
    play(s, 0, "wizard", 4)
    acts = s.legal_actions()
    assert ("move", g, 5) in acts and ("move", g, 4) in acts and ("move", far, 3) in acts
    assert not any(a[1] == g and a[2] in (2, 3) for a in acts)
    s.apply(("move", g, 5))
    assert where(s, g)[:2] == (5, 1)


def test_ffa_brawler_targets_any_card_in_the_game():
    s = empty("free-for-all", players=3, active=0)
    far = put(s, 2, 1, "beggar")  # seat 1 against seat 2: far from seat 0
    put(s, 0, 1, "giant")
    play(s, 0, "brawler", 4)
    assert where(s, far) == "pile"


def test_ffa_thief_targets_the_opponent_of_that_front():
    s = empty("free-for-all", players=3, active=0, coins=[0, 3, 3])
    play(s, 0, "thief", 4)  # front with seat 2
    assert s.coins == [1, 3, 2]


def test_ffa_fortune_teller_lets_the_active_player_auction_the_deck_top():
    s = empty("free-for-all", players=3, active=0, coins=[3, 3, 3])
    put(s, 0, 0, "fortune_teller")
    s.stack = [("recruit", 0)]
    s.run()
    assert ("call", 4) in s.legal_actions()


# -- solo ----------------------------------------------------------------------------------------
def test_solo_setup_difficulty_coins_on_castles():
    for d in (0, 1, 3, 6, 9):
        s = new("solo", seed=1, difficulty=d)
        assert s.castle_coins == [d, d, d] and s.supply == 40 - 3 * d
        assert len(s.hands[0]) == 3 and s.decision().kind == "deploy"
        assert not {INDEX[a] for a in ("haggler", "quartermaster", "banker")} & set(s.kind_of)
        check_invariants(s)


def test_solo_round_own_card_then_two_robber_cards_into_the_fewest_lanes():
    s = new("solo", seed=4, difficulty=0)
    s.place(take(s, "pikeman"), 1, 1)
    hand = list(s.hands[0])
    for c in hand:
        s.down[c] = 0
    s.apply(("play", hand[0], 0))
    while s.decision().kind != "robber":
        s.apply(s.legal_actions()[0])
    acts = s.legal_actions()
    assert {a[2] for a in acts} == {0, 2}, "robber cards go to the lanes with the fewest robber cards"


def test_solo_castle_coins_are_bonus_strength_for_the_robbers():
    from .support import totals

    s = empty("solo", difficulty=3)
    put_all(s, 0, 0, ("pikeman", "pikeman", "squire", "squire"))
    put_all(s, 0, 1, ("giant", "squire"))
    (a, b), _ = totals(s, 0)
    assert (a, b) == (12, 8 + 3)


def test_solo_castle_coin_bonus_decides_a_lane():
    s = empty("solo", difficulty=3)
    for n in ("pikeman", "pikeman", "squire", "merchant"):
        put(s, 0, 0, n)  # 12
    for n in ("giant", "squire", "squire"):
        put(s, 0, 1, n)  # 10 + 3 coins = 13
    score(s, 0)
    assert s.lane_winner[0] == 1


@pytest.mark.parametrize(
    "level,coins,outcome", [(0, 0, "players"), (1, 1, "tie"), (2, 3, "robbers"), (3, 6, "robbers"), (4, 9, "robbers")]
)
def test_solo_castle_coins_help_the_robbers_under_underdog_too(level, coins, outcome):
    """Under Underdog the lower total wins: the robbers' coins are taken off their total,
    so a harder level never plays easier (before, they were added and helped the players)."""
    from core.crimson_company.game import DIFFICULTIES

    from .support import totals

    assert DIFFICULTIES[level] == coins

    def lane():
        s = empty("solo", difficulty=coins)
        put_all(s, 0, 0, ("pikeman", "underdog"))  # 4 + 1 = 5
        put(s, 0, 1, "giant")  # 6, less the castle's coins
        return s

    (players, robbers), rule = totals(lane(), 0)
    assert rule == "low" and (players, robbers) == (5, 6 - coins)
    s = lane()
    score(s, 0)
    won = s.lane_winner[0] if 0 not in s.tied else None
    assert {"players": 0, "robbers": 1, "tie": None}[outcome] == won


def test_solo_discard_ability_once_puts_strength_in_coins_on_the_castle():
    s = new("solo", seed=4, difficulty=0)
    s.apply(s.legal_actions()[0])
    while s.decision().kind != "robber":
        s.apply(s.legal_actions()[0])
    c = s.hands[0][0]
    strength = s.strength(c)
    s.apply(("discard", c, 0))
    assert s.castle_coins[0] == min(strength, 40) and s.discard_used == [1] and c in s.pile
    if s.decision() is not None and s.decision().kind == "robber":
        assert all(a[0] == "rob" for a in s.legal_actions()), "only once per game"
    check_invariants(s)


def test_solo_coin_rules_your_gain_takes_a_castle_coin_back():
    s = empty("solo", difficulty=3)
    supply = s.supply
    play(
        s,
        0,
        "squire",
        0,
    )
    assert s.decision().kind == "castle"
    s.apply(("castle", 2))
    assert s.castle_coins == [3, 3, 2] and s.supply == supply + 1


def rob(s, name, lane):
    """Solo: the player puts `name` from the hand onto the robber knights' side of `lane`."""
    c = take(s, name)
    s.hands[0] = [c]
    s.stack = [("rob_play_do", 0, ("rob", c, lane))]
    s.run()
    return c


def test_solo_coin_rules_robbers_gain_puts_a_coin_on_that_castle():
    s = empty("solo", difficulty=1)
    rob(s, "squire", 1)
    assert s.castle_coins == [1, 2, 1]


def test_solo_thief_against_the_robbers_and_for_them():
    s = empty("solo", difficulty=1)
    play(s, 0, "thief", 0)
    s.apply(("castle", 1))
    assert s.castle_coins == [1, 0, 1]
    s = empty("solo", difficulty=1)
    rob(s, "thief", 2)
    assert s.castle_coins == [1, 1, 2]


def test_solo_bard_doubles_your_coin_gain():
    s = empty("solo", difficulty=3)
    put(s, 1, 0, "bard")
    play(s, 0, "squire", 0)
    s.apply(("castle", 0))
    s.apply(("castle", 0))
    assert s.castle_coins == [1, 3, 3]


def test_solo_horseman_destroys_one_card_on_each_side():
    s = empty("solo")
    a = put(s, 0, 0, "giant")
    b = put(s, 0, 1, "giant")
    c = put(s, 0, 1, "pikeman")
    h = play(s, 0, "horseman", 0)
    s.apply(("target", a))
    s.apply(("target", c))
    assert where(s, a) == "pile" and where(s, c) == "pile" and where(s, b)[0] == 0 and where(s, h)[0] == 0


def test_solo_summoner_places_a_deck_card_face_down():
    s = empty("solo")
    top = s.deck[-1]
    play(s, 0, "summoner", 1)
    assert s.lanes[1][0][1] == top and s.down[top] == 1


def test_solo_beggar_returns_a_coin_from_the_richest_castle():
    s = empty("solo", difficulty=1)
    s.castle_coins[2] = 4
    s.supply -= 3
    play(s, 0, "beggar", 2)
    assert s.castle_coins == [1, 1, 3]
    play(s, 0, "beggar", 0)
    assert s.castle_coins == [1, 1, 3]


def test_solo_shapeshifter_draws_three_and_swaps_one_in():
    s = empty("solo")
    drawn = s.deck[-3:][::-1]
    sh = play(s, 0, "shapeshifter", 0)
    assert {a[1] for a in s.legal_actions()} == set(drawn)
    s.apply(("take", drawn[1]))
    assert s.lanes[0][0] == [drawn[1]] and sh in s.pile
    assert drawn[0] in s.pile and drawn[2] in s.pile and s.hands[0] == []


def test_solo_musketeer_counts_castle_coins():
    s = empty("solo", difficulty=6)
    from .support import totals

    put(s, 0, 0, "musketeer")
    (a, b), _ = totals(s, 0)
    assert a == 3 + 3 and b == 6


def test_solo_troll_mother_draw_then_discard_from_hand():
    s = empty("solo")
    keep = take(s, "giant")
    s.hands[0] = [keep]
    top = s.deck[-1]
    play(s, 0, "troll_mother", 0)
    assert s.decision().kind == "discard" and set(s.hands[0]) == {keep, top}
    s.apply(("discard", keep))
    assert keep in s.pile and s.hands[0] == [top]


def test_solo_veteran_destroy_draws_a_card_face_down_into_any_lane():
    s = empty("solo")
    v = put(s, 0, 0, "veteran")
    top = s.deck[-1]
    s.destroy(v)
    s.run()
    s.apply(("place", top, 2))
    assert s.lanes[2][0] == [top] and s.down[top] == 1


def test_solo_fortune_teller_may_discard_the_deck_top():
    s = empty("solo")
    put(s, 0, 0, "fortune_teller")
    top = s.deck[-1]
    s.stack = [("solo_fortune",)]
    s.run()
    s.apply(("discard_top",))
    assert top in s.pile


def test_solo_freyja_overrides_the_robber_placement():
    s = empty("solo")
    put(s, 2, 0, "freyja")
    put(s, 0, 1, "squire")
    from core.crimson_company.solo import robber_lanes

    assert robber_lanes(s) == [2]


def test_solo_win_and_loss_results():
    s = empty("solo")
    for lane in (0, 1):
        put(s, lane, 0, "giant")
        for n in ("squire",) * 3:
            put(s, lane, 0, n)
    s.stack = [("scoring",)]
    s.run()
    assert s.result() == [1.0]
    s = empty("co-op")
    for lane in (0, 1):
        for n in ("giant",) * 4:
            put(s, lane, 1, n)
    s.stack = [("scoring",)]
    s.run()
    assert s.result() == [0.0, 0.0]


# -- co-op ---------------------------------------------------------------------------------------
def test_coop_players_pass_a_hidden_card_to_each_other():
    s = new("co-op", seed=3)
    assert s.decision().kind == "pass" and s.to_move() == 0
    h0, h1 = list(s.hands[0]), list(s.hands[1])
    assert s.view(1).legal_actions() == [] and all(c == -1 for c in s.view(1).hands[0])
    s.apply(("pass", h0[0]))
    assert s.view(1).passes[0] == -2
    s.apply(("pass", h1[2]))
    assert h0[0] in s.hands[1] and h1[2] in s.hands[0]
    check_view_hides(s)


def test_coop_lane_restrictions_left_and_right_player():
    s = new("co-op", seed=3)
    s.apply(("pass", s.hands[0][0]))
    s.apply(("pass", s.hands[1][0]))
    assert s.decision().kind == "deploy" and s.to_move() == 0
    assert {a[2] for a in s.legal_actions()} <= {0, 1}
    s.apply(s.legal_actions()[0])
    while s.to_move() == 0 or s.decision().kind != "deploy":
        s.apply(s.legal_actions()[0])
    assert s.to_move() == 1 and {a[2] for a in s.legal_actions()} <= {1, 2}


def test_coop_robber_cards_alternate_starting_left():
    s = new("co-op", seed=3)
    seq = []
    while not s.is_over() and len(seq) < 4:
        d = s.decision()
        if d.kind == "robber":
            seq.append(s.to_move())
            acts = [a for a in s.legal_actions() if a[0] == "rob"]
            s.apply(acts[0])
        else:
            s.apply(s.legal_actions()[0])
    assert seq == [0, 1, 0, 1]


# -- every variant plays through -----------------------------------------------------------------
@pytest.mark.parametrize(
    "variant,players",
    [
        ("2v2", 4),
        ("free-for-all", 3),
        ("free-for-all", 4),
        ("free-for-all", 5),
        ("free-for-all", 6),
        ("solo", 1),
        ("co-op", 2),
    ],
)
def test_conformance_variants(variant, players):
    """The protocol through a Match (a decision at every step, clone and wire every third,
    Match.replay) for each variant and player count, with and without the castle rules:
    two seeds each, not six. The rules' reach is test_properties.py's (its seeds cover every
    line of core/crimson_company/ with the same invariants after every action)."""
    for seed in range(2):
        play_random_game(
            GAME,
            {"variant": variant, "players": players, "castle_rules": seed % 2 == 1},
            seed,
            check=check_invariants,
            deep_every=3,
        )


def test_ffa_playing_on_for_placements_merges_the_winners_fronts():
    s = empty("free-for-all", players=4, active=1, placements=True)
    # seat 1 fronts: lanes 0,1 (with seat 0) and 2,3 (with seat 2)
    a = put(s, 0, 0, "giant")  # seat 0's card in lane 0, against seat 1
    b = put(s, 3, 2, "pikeman")  # seat 2's card in lane 3, against seat 1
    mine = put(s, 0, 1, "squire")
    for lane in (1, 2):
        put_all(s, lane, 1, ("giant", "pikeman", "squire", "merchant"))
    s.stack = [("end_turn",), ("scoring",)]
    s.run()
    assert s.placements == [1] and not s.is_over()
    assert mine in s.gone and not any(s.alive[i] for i in range(4))
    # the new front between seats 0 and 2: lane 8 holds both neighbours' cards, lane 9 is empty
    assert s.lane_sides[8] == (0, 2) and s.lane_sides[9] == (0, 2)
    assert s.lanes[8] == [[a], [b]] and s.lanes[9] == [[], []]
    assert s.active == 2, "the placed player is skipped"
    check_invariants(s)


def test_ffa_placements_game_ends_when_one_player_is_left_and_the_first_wins():
    for seed in range(8):
        m = play_random_game(
            GAME,
            {"variant": "free-for-all", "players": 3 + seed % 4, "placements": True},
            seed,
            check=check_invariants,
            deep_every=5,
        )
        s = m.state
        assert s.result()[s.placements[0]] == 1.0


def test_2v2_beggar_chooses_a_player_of_the_opposing_team():
    s = empty("2v2", active=0, coins=[0, 1, 0, 4])
    play(s, 0, "beggar", 0)
    s.apply(("seat", 3))
    assert s.coins == [2, 1, 0, 2]


def test_2v2_horseman_the_opposing_team_decides_together():
    s = empty("2v2", active=0)
    put(s, 0, 1, "giant")
    put(s, 0, 1, "pikeman")
    play(s, 0, "horseman", 0)
    # side 0 (the Horseman alone) is done at once; the opposing team's next player chooses
    assert s.to_move() == 1 and s.decision().kind == "target"


def test_ffa_illusionist_targets_the_opponent_of_that_front():
    s = empty("free-for-all", players=4, active=0, coins=[0, 3, 3, 3])
    play(s, 0, "illusionist", 6)  # lane 6: the front of seats 3 and 0
    assert s.coins == [0, 3, 3, 1]


def test_solo_horseman_second_side_still_chosen_after_a_destroy_effect():
    s = empty("solo", difficulty=1)
    gd = put(s, 0, 0, "gravedigger")
    put(s, 0, 0, "giant")
    b = put(s, 0, 1, "giant")
    c = put(s, 0, 1, "pikeman")
    play(s, 0, "horseman", 0)
    s.apply(("target", gd))
    # the Gravedigger's destroy effect (2 coins for the players: 2 castle coins back) first
    assert s.decision().kind == "castle"
    s.apply(("castle", 1))
    s.apply(("castle", 2))
    assert s.castle_coins == [1, 0, 0]
    assert s.decision().kind == "target" and {a[1] for a in s.legal_actions()} == {b, c}
    s.apply(("target", b))
    assert where(s, b) == "pile" and where(s, c)[0] == 0


def test_solo_traitor_played_by_you_lands_with_the_robbers_and_you_gain():
    s = empty("solo", difficulty=3)
    c = take(s, "traitor")
    s.hands[0] = [c]
    s.stack = [("hand_play_do", 0, ("play", c, 1))]
    s.run()
    assert where(s, c)[:2] == (1, 1)
    # its player (you) gains 2: two castle coins go back to the supply
    assert s.decision().kind == "castle"


def test_ffa_placements_lanes_left_on_one_front_only_keep_that_neighbours_cards():
    s = empty("free-for-all", players=3, active=1, placements=True)
    # seat 1: lanes 0,1 with seat 0 and lanes 2,3 with seat 2; it wins lanes 2 and 3
    a = put(s, 0, 0, "giant")
    b = put(s, 1, 0, "pikeman")
    for lane in (2, 3):
        put_all(s, lane, 1, ("giant", "pikeman", "squire", "merchant"))
    s.stack = [("end_turn",), ("scoring",)]
    s.run()
    assert s.placements == [1]
    assert s.lane_sides[6:] == ((0, 2), (0, 2))
    assert s.lanes[6] == [[a], []] and s.lanes[7] == [[b], []]
    check_invariants(s)


def test_coop_each_player_has_their_own_one_time_discard():
    s = empty("co-op")
    a, b = take(s, "giant"), take(s, "pikeman")
    s.hands = [[a], [b]]
    s.stack = [("rob_play", 1), ("rob_play", 0)]
    s.run()
    assert s.to_move() == 0 and any(x[0] == "discard" for x in s.legal_actions())
    s.apply(("discard", a, 0))
    assert s.to_move() == 1 and any(x[0] == "discard" for x in s.legal_actions())
    s.apply(("discard", b, 1))
    assert s.discard_used == [1, 1] and s.castle_coins[:2] == [1 + 6, 1 + 4]


def test_2v2_siren_the_opposing_team_chooses_the_cards_to_move():
    s = empty("2v2", active=2)
    g = put(s, 1, 1, "giant")
    sq = put(s, 2, 1, "squire")
    play(s, 2, "siren", 0)
    assert s.to_move() == 3, "the opposing team's next player in turn order decides for it"
    s.apply(("target", sq))
    assert where(s, sq)[:2] == (0, 1) and where(s, g)[:2] == (0, 1)


def test_solo_your_gain_with_no_coins_on_any_castle_does_nothing():
    s = empty("solo", difficulty=0)
    supply = s.supply
    play(s, 0, "squire", 0)
    assert s.ask is None and s.castle_coins == [0, 0, 0] and s.supply == supply


def test_ffa_lanes_are_checked_from_the_active_players_left_front_around_the_table():
    # seat 1's left front (towards seat 2, clockwise) is lanes 2-3, its right front lanes 0-1
    s = empty("free-for-all", players=3, active=1)
    put_all(s, 0, 1, ("giant", "giant", "giant", "giant"))
    put_all(s, 2, 1, ("giant", "giant", "giant", "giant"))
    assert s.lane_order() == [2, 3, 4, 5, 0, 1]
    s.events.clear()
    s.stack = [("scoring",)]
    s.run()
    scored = [e for e in map(str, s.events) if e.endswith("is scored")]
    assert scored == ["Lane 3 is scored", "Lane 1 is scored"]
