"""Every Flower and Stone ability, played."""

from core.crystal_clans.cards import CARDS, kind_of
from core.crystal_clans.units import damage_top_unit
from tests.crystal_clans.helpers import fight, find, names, play, scenario, settle


def summon(s, seat, zone, *cards):
    play(s, ("summon", zone, tuple(sorted(cards))))


# -- Flower ----------------------------------------------------------------------------------
def test_sleep_zeroes_the_enemy_top_unit_but_not_squad_boosts():
    s = scenario(
        ("blood", "flower"),
        squads={(0, 4): ["Marauders", "Raiders"], (1, 4): ["Pollen Fairies", "Dandelion Knights"]},
        hands={0: ["Marauders"], 1: ["Dandelion Knights"]},
    )
    fight(s, 4)
    # Marauders (5 + Reckless 2) count 0; Raiders 2; battle card bold vs bold: right +1
    assert s.last_battle["attack"][0] == 0 + 2 + 1


def test_nurture_lowers_summon_costs_in_mothers_zone():
    s = scenario(
        ("flower", "blood"), squads={(0, 7): ["Mother"]}, hands={0: ["Dandelion Knights", "Pollen Fairies"]}, token=-5
    )
    d = find(s, 0, "Dandelion Knights", "hand")
    p = find(s, 0, "Pollen Fairies", "hand")
    summon(s, 0, 7, d, p)
    cost = CARDS[kind_of("Dandelion Knights")].summon + CARDS[kind_of("Pollen Fairies")].summon
    assert s.token == -5 + max(1, CARDS[kind_of("Dandelion Knights")].summon - 1) + max(
        1, CARDS[kind_of("Pollen Fairies")].summon - 1
    )
    assert s.token < -5 + cost


def test_breeze_places_the_enemy_squad_in_its_home_zone():
    s = scenario(("flower", "blood"), squads={(0, 4): ["Wisp"], (1, 4): ["Marauders"]}, token=-5)
    play(s, ("activate", 4))
    settle(s, stop=("breeze",))
    play(s, ("send",))
    settle(s)
    assert s.squad(1, 4) == () and names(s, s.squad(1, 1)) == ["Marauders"]
    assert s.controls(0, 4)


def test_swift_gains_one_initiative():
    s = scenario(("flower", "blood"), hands={0: ["Rosepetal Dancers"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Rosepetal Dancers", "hand"))
    assert s.token == -5 + 1 - 1  # summon 1 toward the opponent, Swift's one back


def test_mend_carries_the_survivors_home():
    s = scenario(
        ("flower", "blood"),
        squads={(0, 4): ["Dandelion Knights", "Menders"], (1, 4): ["Marauders"]},
        hands={0: ["Dandelion Knights"], 1: ["Raiders"]},
    )
    fight(s, 4)
    # Marauders 5 + 2 (Reckless) = 7 destroy the Knights (4); 3 is too little for Menders
    assert names(s, s.last_battle["destroyed"][0]) == ["Dandelion Knights"]
    assert s.squad(0, 4) == () and names(s, s.squad(0, 7)) == ["Menders"]


def test_lay_to_rest_removes_a_card_of_the_opponents_discard_pile_from_the_game():
    s = scenario(
        ("flower", "skull"),
        hands={0: ["Spirit Guide"]},
        discard={0: ["Pollen Fairies"], 1: ["Bone Colossus", "Ancestral Warriors"]},
        token=-5,
    )
    summon(s, 0, 7, find(s, 0, "Spirit Guide", "hand"))
    assert s.decision().kind == "lay_to_rest"
    colossus = find(s, 1, "Bone Colossus", "discard")
    warriors = find(s, 1, "Ancestral Warriors", "discard")
    # the opponent's discard pile only, never your own; "no" is always a choice
    assert sorted(s.legal_actions()) == sorted([("rest", colossus), ("rest", warriors), ("no",)])
    play(s, ("rest", colossus))
    assert colossus in s.removed and colossus not in s.discard[1]
    assert names(s, s.discard[1]) == ["Ancestral Warriors"]  # Undying can no longer raise it


def test_lay_to_rest_asks_nothing_when_the_opponents_discard_pile_is_empty():
    s = scenario(("flower", "skull"), hands={0: ["Spirit Guide"]}, discard={0: ["Pollen Fairies"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Spirit Guide", "hand"))
    assert s.decision().kind == "action" and s.removed == []


def test_menders_draw_per_kill():
    s = scenario(
        ("flower", "blood"),
        squads={(0, 4): ["Dandelion Knights", "Dandelion Knights"], (1, 4): ["Raiders", "Raiders"]},
        hands={0: ["Menders"], 1: ["Chieftains"]},
    )
    fight(s, 4)
    # Menders guarded vs Chieftains tricky: left, draw a card per enemy unit destroyed
    assert len(s.last_battle["destroyed"][1]) == 2
    assert len(s.hands[0]) == 2


# -- Stone ----------------------------------------------------------------------------------
def test_builder_summons_structures_into_its_zone():
    s = scenario(("stone", "blood"), squads={(0, 3): ["Workers"]}, hands={0: ["Ballista", "Sentinels"]}, token=-5)
    b = find(s, 0, "Ballista", "hand")
    t = find(s, 0, "Sentinels", "hand")
    legal = s.legal_actions()
    assert ("summon", 3, (b,)) in legal and ("summon", 3, (t,)) not in legal
    summon(s, 0, 3, b)
    assert b in s.squad(0, 3)


def test_supply_golem_costs_two_to_summon():
    # balance (bench/RESULTS.md, "Clan matrix"): the slow clan gets its supplies sooner
    s = scenario(("stone", "blood"), hands={0: ["Supply Golem", "Workers"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Supply Golem", "hand"), find(s, 0, "Workers", "hand"))
    assert s.token == -5 + 2 + 1


def test_supply_golem_deals_five_damage():
    # balance (bench/RESULTS.md, "Clan matrix", session 15): Blood's horde had outfought Stone
    s = scenario(
        ("stone", "blood"),
        squads={(0, 4): ["Supply Golem"], (1, 4): ["Blood Hounds", "Trappers"]},
        hands={0: ["Workers"], 1: ["Raiders"]},  # Bold beats Guarded: no effect on Stone's attack
    )
    fight(s, 4)
    assert s.last_battle["attack"][0] == 5
    # Blood Hounds (defense 2) and Trappers (defense 3) both fall to the golem alone
    assert s.squad(1, 4) == ()


def test_workers_take_three_damage_to_destroy():
    # balance (bench/RESULTS.md, "Clan matrix"): Stone's six-copy builders outlast a Blood raid
    s = scenario(("stone", "blood"), squads={(0, 4): ["Workers"]}, token=-5)
    workers = find(s, 0, "Workers")
    damage_top_unit(s, 0, 4, 2)
    assert s.squad(0, 4) == (workers,)
    damage_top_unit(s, 0, 4, 3)
    assert workers in s.discard[0]


def test_golemcraft_summons_the_golem_into_horgaths_zone_cheaper():
    s = scenario(("stone", "blood"), squads={(0, 4): ["Horgath"]}, hands={0: ["Horgath's Stone Golem"]}, token=-10)
    g = find(s, 0, "Horgath's Stone Golem", "hand")
    summon(s, 0, 4, g)
    assert g in s.squad(0, 4) and s.token == -10 + 4


def test_toss_places_a_unit_even_out_of_an_enemy_zone():
    s = scenario(("stone", "blood"), squads={(0, 4): ["The Egg Tosser", "Sentinels"], (1, 4): ["Marauders"]}, token=-10)
    play(s, ("activate", 4))
    settle(s, stop=("toss",))
    sent = find(s, 0, "Sentinels")
    play(s, ("toss", sent, 5))  # placing is not moving: the enemy squad does not stop it
    settle(s, battle_q=("no-battle",))
    assert s.squad(0, 5) == (sent,)


def test_structures_cannot_move_unless_rolling():
    s = scenario(("stone", "blood"), squads={(0, 4): ["Ballista"], (0, 3): ["Siege Tower"]}, token=-10)
    play(s, ("activate", 4))
    assert s.decision() is None or s.decision().kind != "move"
    s = scenario(("stone", "blood"), squads={(0, 3): ["Siege Tower"]}, token=-10)
    play(s, ("activate", 3))
    tower = s.squad(0, 3)
    play(s, ("move", 4, tower))
    assert s.squad(0, 4) == tower


def test_bombard_damages_an_adjacent_enemy_top_unit():
    s = scenario(
        ("stone", "blood"),
        squads={(0, 4): ["Ballista"], (1, 5): ["Trappers", "Condor"], (1, 3): ["Marauders"]},
        token=-10,
    )
    play(s, ("activate", 4))
    assert ("target", 3) in s.legal_actions() and ("target", 5) in s.legal_actions()
    play(s, ("target", 5))
    assert names(s, s.squad(1, 5)) == ["Condor"]  # Trappers (defense 3) destroyed
    s = scenario(("stone", "blood"), squads={(0, 4): ["Ballista"], (1, 3): ["Condor"]}, token=-10)
    play(s, ("activate", 4), ("target", 3))
    assert names(s, s.squad(1, 3)) == ["Condor"]  # defense 10: survives


def test_quarry_takes_a_ballista_back():
    s = scenario(("stone", "blood"), hands={0: ["Lithomancers"]}, discard={0: ["Ballista", "Workers"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Lithomancers", "hand"))
    b = find(s, 0, "Ballista", "discard")
    assert s.legal_actions() == [("take", b), ("no",)]
    play(s, ("take", b))
    assert b in s.hands[0]


def test_tower_adds_three_defense():
    s = scenario(
        ("stone", "blood"),
        squads={(0, 4): ["Sentinels", "Siege Tower"], (1, 4): ["Marauders"]},
        hands={0: ["Workers"], 1: ["Marauders"]},
        token=-10,
    )
    fight(s, 4)
    # Marauders 7 + 3 (bold vs guarded: left) = 10, minus 3 (Tower); Workers vs bold: right
    assert s.last_battle["attack"][1] == 10
    assert s.last_battle["damage"][1] == 10 - 3


def test_supply_golem_lowers_nearby_activation_costs():
    s = scenario(
        ("stone", "blood"),
        squads={(0, 4): ["Horgath"], (0, 3): ["Supply Golem"], (0, 2): ["Horgath's Stone Golem"]},
        token=-10,
    )
    play(s, ("activate", 4))
    assert s.token == -10 + 1  # Horgath 2, Supply Golem adjacent: 1
    settle(s)
    play(s, ("activate", 2))
    assert s.token == -9 + 4  # not adjacent: full cost 4
