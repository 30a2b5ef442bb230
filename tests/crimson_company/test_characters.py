"""Every character's effect, and every ruling of the rulebook's clarifications, played."""

from core.crimson_company.cards import ABILITY, CARDS, INDEX, KIND, STRENGTH
from core.crimson_company.tasks import TASKS

from .support import empty, play, put, put_all, score, set_market, take, to_pile, totals, where


def test_collection_is_large_and_every_effect_has_code():
    assert len(CARDS) >= 50 and len(set(ABILITY)) == len(CARDS)
    named = [
        "alchemist",
        "horseman",
        "bard",
        "berserker",
        "summoner",
        "bishop",
        "blood_priest",
        "demon",
        "thief",
        "fanatic",
        "ferryman",
        "fairy",
        "fenrir",
        "shapeshifter",
        "cutthroat",
        "heimdall",
        "hel",
        "horror",
        "war_bear",
        "loki",
        "monk",
        "musketeer",
        "njord",
        "plague_doctor",
        "brawler",
        "shadow",
        "slinger",
        "siren",
        "undead",
        "seductress",
        "veteran",
        "fortune_teller",
        "clumsy_ogre",
        "underdog",
        "mercenary",
        "beggar",
        "chaos_mage",
        "wizard",
        "illusionist",
        "traitor",
        "freyja",
        "troll_mother",
    ]
    assert set(named) <= set(ABILITY) and len(named) == 42
    for k, ab in enumerate(ABILITY):
        assert 0 <= STRENGTH[k] <= 7
        if KIND[k] in ("deploy", "income", "destroy", "scoring"):
            assert ab in TASKS, f"{ab} has no code"
    for kind in ("deploy", "income", "recruitment", "destroy", "passive", "scoring"):
        assert sum(1 for k in KIND if k == kind) >= 3, kind


# -- Alchemist ---------------------------------------------------------------------------------
def test_alchemist_destroys_a_card_and_gains_its_strength():
    s = empty(coins=[0, 0])
    giant = put(s, 1, 1, "giant")
    down = put(s, 2, 1, "pikeman", down=True)
    alc = play(s, 0, "alchemist", 0)
    assert {a[1] for a in s.legal_actions()} == {giant, down, alc}, "any card in play, herself included"
    s.apply(("target", giant))
    assert where(s, giant) == "pile" and s.coins[0] == 6


def test_alchemist_face_down_target_gives_nothing():
    s = empty(coins=[0, 0])
    down = put(s, 2, 1, "pikeman", down=True)
    play(s, 0, "alchemist", 0)
    s.apply(("target", down))
    assert where(s, down) == "pile" and s.coins[0] == 0


def test_alchemist_alone_in_play_must_destroy_herself():
    s = empty(coins=[0, 0])
    alc = play(s, 0, "alchemist", 0)
    assert s.ask is None and where(s, alc) == "pile" and s.coins[0] == 3


# -- Horseman of the Apocalypse ----------------------------------------------------------------
def test_horseman_both_players_destroy_three_strength_active_player_first():
    s = empty()
    sq = put(s, 0, 0, "squire")
    pk = put(s, 0, 0, "pikeman")
    t1 = put(s, 0, 1, "merchant")
    t2 = put(s, 0, 1, "squire")
    t3 = put(s, 0, 1, "giant")
    h = play(s, 0, "horseman", 0)
    assert s.to_move() == 0 and ("done",) not in s.legal_actions()
    s.apply(("target", sq))  # 2: not yet 3
    assert s.to_move() == 0 and ("done",) not in s.legal_actions()
    s.apply(("target", pk))  # 6: may stop now, or go on
    assert ("done",) in s.legal_actions()
    s.apply(("done",))
    assert s.to_move() == 1  # then the opponent
    s.apply(("target", t3))  # 6 at once
    s.apply(("done",))
    assert where(s, t3) == "pile" and where(s, t1) != "pile" and where(s, t2) != "pile"
    assert s.lanes[0][0] == [h]


def test_horseman_player_who_cannot_reach_three_destroys_all_their_cards():
    s = empty()
    t1 = put(s, 0, 1, "beggar")
    t2 = put(s, 0, 1, "pikeman", down=True)
    h = play(s, 0, "horseman", 0)
    # the Horseman is the only card on his side: he must destroy himself (5 >= 3);
    # the opponent has only 1 strength here and loses both cards
    assert s.ask is None
    assert where(s, h) == "pile" and where(s, t1) == "pile" and where(s, t2) == "pile"


# -- Bard --------------------------------------------------------------------------------------
def test_bard_makes_the_buyout_cost_one_more():
    s = empty(coins=[5, 5])
    put(s, 0, 0, "bard")
    s.stack = [("recruit", 0)]
    s.run()
    s.apply(("bid", 0, 2))
    assert "3 coins" in str(s.decision().prompt)
    s.apply(("buyout",))
    assert s.coins == [3 + 5, 2]
    s2 = empty(coins=[5, 2])
    put(s2, 0, 0, "bard")
    s2.stack = [("recruit", 0)]
    s2.run()
    s2.apply(("bid", 0, 2))
    assert s2.ask is None or s2.decision().kind != "answer", "2 coins cannot buy out a bid of 2 against the Bard"


# -- Berserker -------------------------------------------------------------------------------
def test_berserker_lowers_strength_never_below_zero():
    s = empty()
    pk = put(s, 0, 1, "pikeman")
    sq = put(s, 0, 1, "beggar")
    mine = put(s, 0, 0, "squire")
    play(s, 0, "berserker", 0)
    assert s.strength(pk) == 2 and s.strength(sq) == 0 and s.strength(mine) == 2
    play(s, 0, "berserker", 0)  # a second one: the Beggar's strength stays at 0, not below
    assert s.strength(pk) == 0 and s.strength(sq) == 0
    assert s.mod[sq] == -STRENGTH[INDEX["beggar"]] and s.mod[pk] == -4


# -- Summoner / Veteran ------------------------------------------------------------------------
def test_summoner_puts_a_market_card_into_its_lane_without_effect():
    s = empty(coins=[0, 3])
    set_market(s, ["thief", "giant", "squire", "merchant"])
    top = s.deck[-1]
    summ = play(s, 0, "summoner", 1)
    s.apply(("take", 0))
    thief = s.lanes[1][0][1]
    assert s.lanes[1][0][0] == summ and str(s.card_name(thief)) == "Thief"
    assert s.coins == [0, 3], "the Thief was not played: no effect"
    assert s.market[0] == top


def test_veteran_places_a_market_card_in_any_lane_without_its_deploy_effect():
    s = empty(coins=[0, 3])
    set_market(s, ["thief", "giant", "squire", "merchant"])
    play(s, 0, "veteran", 0)
    assert ("place", 0, 2) in s.legal_actions()
    s.apply(("place", 0, 2))
    assert str(s.card_name(s.lanes[2][0][0])) == "Thief" and s.coins == [0, 3]


# -- Bishop, Underdog, Plague Doctor, Fairy, Musketeer, Mercenary: scoring -----------------------
def test_bishop_more_face_down_cards_wins_strength_does_not_count():
    s = empty()
    put(s, 0, 0, "bishop")
    for _ in range(3):
        put(s, 0, 0, "squire", down=True)
    put(s, 0, 1, "giant")
    put(s, 0, 1, "pikeman", down=True)
    (a, b), rule = totals(s, 0)
    assert rule == "down" and (a, b) == (3, 1)
    score(s, 0)
    assert s.lane_winner[0] == 0


def test_bishop_tie_stays_a_tie():
    s = empty()
    put(s, 0, 0, "bishop")
    put(s, 0, 0, "squire", down=True)
    put(s, 0, 0, "giant")
    put(s, 0, 0, "pikeman")
    put(s, 0, 1, "merchant", down=True)
    score(s, 0)
    assert s.alive[0] and s.tied == [0]


def test_underdog_lower_total_wins():
    s = empty()
    put_all(s, 0, 0, ("underdog", "squire", "squire", "merchant"))
    put(s, 0, 1, "giant")
    put(s, 0, 1, "giant")
    score(s, 0)
    assert s.lane_winner[0] == 0


def test_last_scoring_rule_overrides_earlier_ones():
    # active player's cards first: Underdog (side 0) fires before Bishop (side 1) -> Bishop rules
    s = empty(active=0)
    put_all(s, 0, 0, ("underdog", "squire", "squire", "merchant"))
    put(s, 0, 1, "bishop")
    put(s, 0, 1, "giant", down=True)
    _, rule = totals(s, 0)
    assert rule == "down"
    # with player 2 active their Bishop fires first and the Underdog last
    s = empty(active=1)
    put_all(s, 0, 0, ("underdog", "squire", "squire", "merchant"))
    put(s, 0, 1, "bishop")
    put(s, 0, 1, "giant", down=True)
    _, rule = totals(s, 0)
    assert rule == "low"


def test_plague_doctor_face_down_cards_count_three_overriding_earlier_changes():
    s = empty()
    s.castle = (2, 0, 0)  # Hill Fort: face-down cards count 1 (a castle effect, applied first)
    put(s, 0, 0, "plague_doctor")
    d1 = put(s, 0, 0, "giant", down=True)
    d2 = put(s, 0, 1, "squire", down=True)
    put(s, 0, 1, "squire")
    (a, b), rule = totals(s, 0)
    assert s.sc[2][d1] == 3 and s.sc[2][d2] == 3
    assert (a, b) == (2 + 3, 3 + 2) and rule == "high"


def test_fairy_doubles_one_strongest_card_per_side_nearest_the_castle_on_a_tie():
    s = empty()
    put(s, 0, 0, "fairy")
    p1 = put(s, 0, 0, "pikeman")
    p2 = put(s, 0, 0, "pikeman")
    g = put(s, 0, 1, "giant")
    (a, b), _ = totals(s, 0)
    assert s.sc[2][p1] == 8 and s.sc[2][p2] == 4 and s.sc[2][g] == 12
    assert (a, b) == (1 + 8 + 4, 12)


def test_musketeer_pays_a_coin_for_three_strength():
    s = empty(coins=[2, 0])
    m = put(s, 0, 0, "musketeer")
    (a, _), _ = totals(s, 0)
    assert a == 6 and s.coins[0] == 1
    s = empty(coins=[0, 0])
    put(s, 0, 0, "musketeer")
    (a, _), _ = totals(s, 0)
    assert a == 3
    assert m is not None


def test_mercenary_owner_may_pay_coins_for_strength():
    s = empty(coins=[3, 0])
    put(s, 0, 0, "mercenary")
    put(s, 0, 1, "giant")
    s.stack, s.ask = [("score_lane", 0)], None
    s.run()
    assert s.decision().kind == "pay" and s.to_move() == 0
    assert ("pay", 0, 3) in s.legal_actions() and ("pay", 0, 0) in s.legal_actions()
    s.apply(("pay", 0, 3))
    assert s.lane_winner[0] == -1 and s.tied == [0]  # 3 + 3 against 6
    assert s.coins[0] == 0


def test_standard_bearer_strengthens_the_other_face_up_cards_on_its_side():
    s = empty()
    put(s, 0, 0, "standard_bearer")
    put(s, 0, 0, "pikeman")
    put(s, 0, 0, "squire", down=True)
    (a, _), _ = totals(s, 0)
    assert a == 2 + 5 + 0


# -- Blood Priest ------------------------------------------------------------------------------
def test_blood_priest_the_opponent_chooses_which_card_is_destroyed():
    s = empty()
    g = put(s, 0, 1, "giant")
    sq = put(s, 0, 1, "squire")
    play(s, 0, "blood_priest", 0)
    assert s.to_move() == 1
    s.apply(("target", sq))
    assert where(s, sq) == "pile" and where(s, g) != "pile"


# -- Demon -------------------------------------------------------------------------------------
def test_demon_flips_a_card_in_its_lane_itself_included():
    s = empty()
    g = put(s, 0, 1, "giant")
    put(s, 1, 1, "pikeman")
    d = play(s, 0, "demon", 0)
    assert {a[1] for a in s.legal_actions()} == {g, d}
    s.apply(("target", g))
    assert s.down[g] == 1


def test_demon_alone_in_its_lane_must_flip_itself():
    s = empty()
    put(s, 1, 1, "pikeman")
    d = play(s, 0, "demon", 0)
    assert s.down[d] == 1 and s.ask is None


# -- Thief, Beggar, Illusionist, Traitor, Squire -----------------------------------------------
def played_with_coins(name, coins):
    """Player 1 plays `name` into an empty board with these coins; the state after."""
    s = empty(coins=coins)
    play(s, 0, name, 0)
    return s


def test_thief_takes_a_coin_and_nothing_when_the_opponent_has_none():
    assert played_with_coins("thief", [0, 3]).coins == [1, 2]
    assert played_with_coins("thief", [0, 0]).coins == [0, 0]


def test_beggar_takes_two_coins_only_from_a_richer_opponent():
    assert played_with_coins("beggar", [1, 5]).coins == [3, 3]
    assert played_with_coins("beggar", [5, 1]).coins == [5, 1]


def test_illusionist_makes_the_opponent_pay_two_to_the_supply():
    supply = empty(coins=[0, 3]).supply
    s = played_with_coins("illusionist", [0, 3])
    assert s.coins == [0, 1] and s.supply == supply + 2


def test_traitor_is_played_onto_the_opponents_side_and_its_player_gains():
    s = empty(coins=[0, 0])
    t = play(s, 0, "traitor", 1)
    assert where(s, t)[:2] == (1, 1) and s.coins == [2, 0]


def test_squire_gains_a_coin():
    s = empty(coins=[0, 0])
    play(s, 0, "squire", 0)
    assert s.coins == [1, 0]


# -- Fanatic, Undead, Voodoo Doll, Gravedigger: destroy effects ----------------------------------
def test_fanatic_destroyed_by_an_effect_destroys_a_card_in_another_lane():
    s = empty()
    f = put(s, 0, 0, "fanatic")
    g = put(s, 1, 1, "giant")
    s.destroy(f)
    s.run()
    assert where(s, g) == "pile"


def test_fanatic_with_one_lane_left_just_is_destroyed():
    s = empty()
    s.alive[1] = s.alive[2] = False
    f = put(s, 0, 0, "fanatic")
    g = put(s, 0, 1, "giant")
    s.destroy(f)
    s.run()
    assert where(s, f) == "pile" and where(s, g) != "pile" and s.ask is None


def test_fanatic_does_nothing_when_its_lane_is_won():
    s = empty()
    put_all(s, 0, 0, ("fanatic", "giant", "pikeman", "pikeman"))
    g = put(s, 1, 1, "giant")
    score(s, 0)
    assert s.lane_winner[0] == 0 and where(s, g) != "pile"


def test_undead_destroyed_goes_to_another_lane():
    s = empty()
    u = put(s, 0, 0, "undead")
    s.destroy(u)
    s.run()
    assert {a[1] for a in s.legal_actions()} == {1, 2}
    s.apply(("lane", 2))
    assert where(s, u)[:2] == (2, 0) and s.down[u] == 0


def test_undead_with_one_lane_left_is_destroyed():
    s = empty()
    s.alive[1] = s.alive[2] = False
    u = put(s, 0, 0, "undead")
    s.destroy(u)
    s.run()
    assert where(s, u) == "pile"


def test_voodoo_doll_and_gravedigger():
    s = empty(coins=[0, 0])
    v = put(s, 0, 0, "voodoo_doll")
    g = put(s, 1, 1, "giant")
    gd = put(s, 2, 1, "gravedigger")
    s.destroy(v)
    s.run()
    s.apply(("target", gd))
    assert where(s, gd) == "pile" and where(s, g) != "pile"
    assert s.coins == [0, 2], "the Gravedigger's owner gains 2"


# -- Ferryman ----------------------------------------------------------------------------------
def test_ferryman_places_a_destroyed_card_without_effect():
    s = empty(coins=[0, 3])
    th = to_pile(s, "thief")
    g = to_pile(s, "giant")
    play(s, 0, "ferryman", 0)
    assert {a[1] for a in s.legal_actions()} == {th, g}
    s.apply(("take", th))
    assert where(s, th)[:2] == (0, 0) and s.coins == [0, 3]


# -- Fenrir --------------------------------------------------------------------------------------
def test_fenrir_opponents_cards_are_played_face_down_without_effect():
    s = empty(coins=[0, 3])
    put(s, 0, 1, "fenrir")
    th = play(s, 0, "thief", 0)
    assert s.down[th] == 1 and s.coins == [0, 3]
    sq = play(s, 0, "squire", 1)
    assert s.down[sq] == 0 and s.coins == [1, 3]
    own = play(s, 1, "merchant", 0)
    assert s.down[own] == 0


# -- Shapeshifter ------------------------------------------------------------------------------
def test_shapeshifter_forces_an_exchange_and_the_stolen_card_fires_nothing():
    s = empty(coins=[0, 3])
    th = put(s, 0, 1, "thief")
    g = put(s, 0, 1, "giant")
    sh = play(s, 0, "shapeshifter", 0)
    assert s.to_move() == 1, "the opponent chooses the card to exchange"
    s.apply(("target", th))
    assert where(s, th)[:2] == (0, 0) and where(s, sh)[:2] == (0, 1)
    assert s.coins == [0, 3] and where(s, g)[:2] == (0, 1)


# -- Cutthroat, War Bear -------------------------------------------------------------------------
def test_cutthroat_leader_by_base_strength_loses_its_strongest_card():
    s = empty()
    g = put(s, 0, 1, "giant")
    put(s, 0, 1, "mercenary")  # a scoring effect does not count here
    play(s, 0, "cutthroat", 0)
    assert where(s, g) == "pile"


def test_cutthroat_tie_does_nothing():
    s = empty()
    put(s, 0, 1, "squire")
    play(s, 0, "cutthroat", 0)
    assert len(s.lanes[0][1]) == 1 and len(s.lanes[0][0]) == 1


def test_war_bear_leader_counts_the_bear():
    s = empty()
    p = put(s, 0, 1, "pikeman")
    play(s, 0, "war_bear", 0)  # 5 against 4: player 1 leads, destroys the Pikeman
    assert where(s, p) == "pile"
    s = empty()
    put(s, 0, 1, "giant")
    put(s, 0, 1, "beggar")
    sq = put(s, 0, 0, "squire")
    put(s, 0, 0, "merchant")
    bear = play(s, 0, "war_bear", 0)  # 9 against 7 with the bear: player 1 chooses
    assert s.to_move() == 0 and {a[1] for a in s.legal_actions()} == set(s.lanes[0][1])
    s = empty()
    put(s, 0, 1, "giant")
    put(s, 0, 1, "giant")
    sq = put(s, 0, 0, "squire")
    bear = play(s, 0, "war_bear", 0)  # 7 against 12: player 2 leads and chooses
    assert s.to_move() == 1 and {a[1] for a in s.legal_actions()} == {sq, bear}


# -- Heimdall, Hel ---------------------------------------------------------------------------
def test_heimdall_stops_one_effect_on_his_lane_then_flips():
    s = empty()
    h = put(s, 0, 1, "heimdall")
    g = put(s, 0, 1, "giant")
    play(s, 0, "chaos_mage", 1)
    s.apply(("target", g))
    assert s.down[g] == 0 and s.down[h] == 1
    play(s, 0, "chaos_mage", 2)
    s.apply(("target", g))
    assert s.down[g] == 1


def test_heimdall_guards_both_sides_of_his_lane_only():
    s = empty()
    put(s, 0, 1, "heimdall")
    mine = put(s, 0, 0, "giant")
    other = put(s, 1, 1, "giant")
    play(s, 0, "chaos_mage", 2)
    s.apply(("target", other))
    assert s.down[other] == 1
    play(s, 0, "chaos_mage", 2)
    s.apply(("target", mine))
    assert s.down[mine] == 0


def test_hel_stops_destroy_effects_even_when_a_lane_is_won():
    s = empty(coins=[0, 0])
    put(s, 1, 1, "hel")
    put(s, 0, 0, "gravedigger")
    u = put(s, 0, 0, "undead")
    put(s, 0, 0, "giant")
    put(s, 0, 0, "giant")
    score(s, 0)
    assert s.lane_winner[0] == 0 and where(s, u) == "pile" and s.coins == [0, 0]
    s = empty(coins=[0, 0])
    put_all(s, 0, 0, ("hel", "gravedigger", "giant", "giant"))
    score(s, 0)  # Hel herself is destroyed with the lane: still no destroy effects
    assert s.coins == [0, 0]


# -- Horror, Wizard, Siren, Seductress: moving ---------------------------------------------------
def test_horror_moves_cards_one_by_one_each_to_a_chosen_lane_past_four():
    s = empty()
    a = put(s, 0, 1, "giant")
    b = put(s, 0, 1, "squire")
    for _ in range(4):
        put(s, 1, 1, "merchant")
    play(s, 0, "horror", 0)
    assert s.decision().kind == "lane"
    s.apply(("move", a, 1))
    s.apply(("move", b, 2))
    assert where(s, a)[:2] == (1, 1) and len(s.lanes[1][1]) == 5 and where(s, b)[:2] == (2, 1)
    assert s.lanes[0][1] == []


def test_wizard_moves_any_card_same_side():
    s = empty()
    g = put(s, 2, 1, "giant")
    play(s, 0, "wizard", 0)
    s.apply(("move", g, 1))
    assert where(s, g)[:2] == (1, 1)


def test_siren_the_opponent_chooses_and_must_move_a_lone_card():
    s = empty()
    g = put(s, 2, 1, "giant")
    play(s, 0, "siren", 0)
    assert where(s, g)[:2] == (0, 1)
    s = empty()
    a = put(s, 1, 1, "giant")
    b = put(s, 2, 1, "squire")
    c = put(s, 2, 1, "merchant")
    play(s, 0, "siren", 0)
    assert s.to_move() == 1
    s.apply(("target", b))
    s.apply(("target", c))
    assert where(s, a)[:2] == (1, 1) and where(s, b)[:2] == (0, 1) and where(s, c)[:2] == (0, 1)


def test_seductress_flips_then_moves_and_own_lane_target_is_only_flipped():
    s = empty(coins=[0, 3])
    th = put(s, 2, 0, "thief", down=True)
    play(s, 0, "seductress", 0)
    s.apply(("target", th))
    # the Thief turned face-up fired at once, then it moved into her lane
    assert s.coins == [1, 2] and where(s, th)[:2] == (0, 0) and s.down[th] == 0
    s = empty()
    g = put(s, 0, 1, "giant")
    play(s, 0, "seductress", 0)
    s.apply(("target", g))
    assert s.down[g] == 1 and where(s, g)[:2] == (0, 1)


# -- Loki, Monk, Shadow, Slinger, Chaos Mage, Clumsy Ogre: flips and swaps ------------------------
def test_loki_gains_then_may_swap_with_any_card_either_side():
    s = empty(coins=[0, 0])
    g = put(s, 2, 1, "giant")
    lk = play(s, 0, "loki", 0)
    assert s.coins == [1, 0] and ("skip",) in s.legal_actions()
    s.apply(("swap", g))
    assert where(s, lk)[:2] == (2, 1) and where(s, g)[:2] == (0, 0)
    s = empty(coins=[0, 0])
    put(s, 2, 1, "giant")
    lk = play(s, 0, "loki", 0)
    s.apply(("skip",))
    assert where(s, lk)[:2] == (0, 0)


def test_monk_you_flip_first_then_the_opponent():
    s = empty(coins=[0, 3])
    th = put(s, 0, 0, "thief", down=True)
    g = put(s, 0, 1, "giant")
    p = put(s, 0, 1, "pikeman")
    play(s, 0, "monk", 0)
    assert s.to_move() == 0
    s.apply(("target", th))
    assert s.coins == [1, 2], "the flipped Thief fired before the opponent's flip"
    assert s.to_move() == 1 and {a[1] for a in s.legal_actions()} == {g, p}
    s.apply(("target", g))
    assert s.down[g] == 1


def test_monk_only_the_player_with_cards_flips():
    s = empty()
    m = play(s, 0, "monk", 0)
    assert s.down[m] == 1 and s.ask is None


def test_shadow_flips_a_card_then_itself():
    s = empty()
    g = put(s, 0, 1, "giant")
    sh = play(s, 0, "shadow", 0)
    assert s.down[g] == 1 and s.down[sh] == 1


def test_slinger_flips_all_strongest_on_each_side_and_maybe_itself():
    s = empty()
    g1 = put(s, 0, 1, "giant")
    g2 = put(s, 0, 1, "giant")
    p = put(s, 0, 1, "pikeman")
    sq = put(s, 0, 0, "squire")
    sl = play(s, 0, "slinger", 0)
    assert s.down[g1] == s.down[g2] == 1 and s.down[p] == 0
    assert s.down[sl] == 1 and s.down[sq] == 0, "nothing on its side is stronger: it flips itself"


def test_chaos_mage_flips_any_card_in_play():
    s = empty(coins=[0, 3])
    th = put(s, 2, 1, "thief", down=True)
    play(s, 0, "chaos_mage", 0)
    s.apply(("target", th))
    assert s.down[th] == 0
    # the Thief on player 2's side fired for player 2: it took a coin from player 1 (none)
    assert s.coins == [0, 3]


def test_clumsy_ogre_flips_all_other_cards_in_its_lane():
    s = empty(coins=[2, 2])
    th = put(s, 0, 1, "thief", down=True)
    g = put(s, 0, 0, "giant")
    og = play(s, 0, "clumsy_ogre", 0)
    assert s.down[og] == 0 and s.down[g] == 1 and s.down[th] == 0
    assert s.coins == [1, 3], "the Thief turned face-up fired for its owner"


# -- Njord, Freyja, Fortune Teller, Troll Mother --------------------------------------------------
def test_njord_whoever_plays_onto_his_side_gains_a_coin():
    s = empty(coins=[0, 0])
    put(s, 0, 0, "njord")
    play(s, 0, "giant", 0)
    assert s.coins == [1, 0]
    play(s, 1, "traitor", 0)  # the Traitor lands on Njord's side: player 2 gains the coin
    assert s.coins == [1, 1 + 2]
    play(s, 1, "pikeman", 0)  # on the other side of his lane: nothing
    assert s.coins == [1, 3]


def test_freyja_draws_every_card_into_her_lane():
    s = empty()
    put(s, 2, 1, "freyja")
    c = take_waiting(s, 0, "giant")
    s.stack = [("deploy_phase", 0)]
    s.run()
    assert where(s, c)[:2] == (2, 0)


def take_waiting(s, seat, name):
    from .support import take

    c = take(s, name)
    s.waiting[seat] = [c]
    s.active = seat
    return c


def test_fortune_teller_lets_its_owner_bid_on_the_deck_top():
    s = empty(coins=[3, 3])
    put(s, 0, 0, "fortune_teller")
    top = s.deck[-1]
    s.stack = [("recruit", 0)]
    s.run()
    assert ("bid", 4, 1) in s.legal_actions()
    s.apply(("bid", 4, 1))
    s.apply(("buyout",))  # the opponent may still buy it out
    assert s.waiting[1] == [top]
    s2 = empty(coins=[3, 3])
    s2.stack = [("recruit", 0)]
    s2.run()
    assert all(a[1] != 4 for a in s2.legal_actions())


def test_troll_mother_plays_the_deck_top_at_once_then_discards_a_market_card():
    s = empty()
    top = s.deck[-1]
    m0 = s.market[0]
    play(s, 0, "troll_mother", 0)
    assert s.decision().kind == "lane" and top not in s.waiting[0]
    assert {a[1] for a in s.legal_actions()} == {0, 1, 2}
    s.apply(("lane", 2))
    assert where(s, top)[:2] == (2, 0)  # on her side of lane 3 at once
    while s.decision().kind != "discard":  # the played card's own effect fires first
        s.apply(s.legal_actions()[0])
    s.apply(("discard", 0))
    assert m0 in s.pile


def test_troll_mother_never_lays_a_third_card_in_front_of_her_owner():
    """Kontrolle: at most two waiting cards, one recruited in each round. With one more
    card still waiting, the Troll Mother's card is played, never added to the waiting two."""
    s = empty()
    top = s.deck[-1]
    tm, other = take(s, "troll_mother"), take(s, "squire")
    s.active, s.waiting[0] = 0, [tm, other]
    s.stack, s.ask = [("deploy_phase", 0)], None
    s.run()
    s.apply(("deploy", tm, 0))
    assert s.waiting[0] == [other] and top not in s.waiting[0]
    assert s.decision().kind == "lane"


# -- income and recruitment characters ------------------------------------------------------------
def test_income_cards_fire_in_order_before_the_three_coins():
    s = empty(coins=[0, 4])
    put(s, 0, 0, "merchant")
    put(s, 1, 0, "tax_collector")
    put(s, 2, 0, "banker")  # 1 + 1 = 2 coins < 3: +2
    s.events.clear()
    s.stack = [("income", 0)]
    s.run()
    assert s.coins == [1 + 1 + 2 + 3, 3]
    lines = [e for e in map(str, s.events) if "gains" in e or "takes" in e]
    assert lines[0].startswith("Player 1 gains 1") and "takes 1 coin from Player 2" in lines[1]


def test_haggler_and_quartermaster_in_the_auction():
    s = empty(coins=[3, 3])
    put(s, 0, 0, "haggler")
    s.stack = [("recruit", 0)]
    s.run()
    s.apply(("bid", 0, 2))
    s.apply(("pass",))
    assert s.coins[0] == 3 - 2 + 1
    s = empty(coins=[3, 3])
    put(s, 0, 0, "quartermaster")
    s.stack = [("recruit", 0)]
    s.run()
    s.apply(("bid", 0, 2))
    s.apply(("buyout",))
    assert s.coins == [3 - 2 + 4 + 1, 1]


def test_plain_characters_have_only_strength():
    s = empty(coins=[0, 0])
    g = play(s, 0, "giant", 0)
    p = play(s, 0, "pikeman", 0)
    assert s.strength(g) == 6 and s.strength(p) == 4 and s.coins == [0, 0] and s.ask is None


# -- Heimdall against every effect that chooses a card in his lane ------------------------------
def test_heimdall_stops_the_monks_first_flip_and_the_opponent_still_flips():
    s = empty()
    h = put(s, 0, 1, "heimdall")
    g = put(s, 0, 1, "giant")
    m = play(s, 0, "monk", 0)  # the Monk's own flip must aim at himself: Heimdall stops it
    assert s.down[m] == 0 and s.down[h] == 1
    assert s.to_move() == 1 and {a[1] for a in s.legal_actions()} == {h, g}, "the 'then' part still runs"


def test_heimdall_stops_the_shapeshifter_exchange():
    s = empty()
    h = put(s, 0, 1, "heimdall")
    sh = play(s, 0, "shapeshifter", 0)  # the opponent's only card is Heimdall himself
    assert where(s, sh)[:2] == (0, 0) and where(s, h)[:2] == (0, 1) and s.down[h] == 1


def test_heimdall_stops_the_siren_taking_a_card_out_of_his_lane():
    s = empty()
    h = put(s, 2, 1, "heimdall")
    g = put(s, 2, 1, "giant")
    play(s, 0, "siren", 0)
    assert s.to_move() == 1
    s.apply(("target", g))
    assert where(s, g)[:2] == (2, 1) and s.down[h] == 1 and s.ask is None


def test_cards_flipped_face_up_together_fire_active_player_first():
    # the Clumsy Ogre turns two face-down Thieves up at once: the active player's fires first
    s = empty(coins=[0, 1])
    put(s, 0, 1, "thief", down=True)
    put(s, 0, 0, "thief", down=True)
    play(s, 0, "clumsy_ogre", 0)
    assert s.coins == [0, 1], "player 1 took player 2's coin, then player 2 took it back"
