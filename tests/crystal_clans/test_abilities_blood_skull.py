"""Every Blood and Skull ability, played."""

from tests.crystal_clans.helpers import fight, find, names, play, scenario, settle


def summon(s, seat, zone, *cards):
    play(s, ("summon", zone, tuple(sorted(cards))))


# -- Blood ----------------------------------------------------------------------------------
def test_horde_lets_a_squad_exceed_three_and_trims_when_top_changes():
    s = scenario(squads={(0, 7): ["Trappers", "Raiders", "Raiders"]}, hands={0: ["Marauders"]}, token=-10)
    m = find(s, 0, "Marauders", "hand")
    summon(s, 0, 7, m)
    trappers = find(s, 0, "Trappers")
    sq = s.squad(0, 7)
    horde_first = (trappers,) + tuple(c for c in sq if c != trappers)
    play(s, ("order", horde_first))
    assert len(s.squad(0, 7)) == 4 and not s.stack  # Horde on top: 4 units is fine
    # Activating and putting Marauders (no Horde) on top forces a discard down to 3
    play(s, ("activate", 7))
    play(s, ("order", (m,) + tuple(c for c in horde_first if c != m)))
    assert s.decision().kind == "trim"
    raider = find(s, 0, "Raiders")
    play(s, ("discard-unit", raider))
    assert len(s.squad(0, 7)) == 3 and raider in s.discard[0]


def test_flying_squad_moves_two_zones_and_leaves_enemy_zones():
    s = scenario(
        squads={
            (0, 4): ["Condor"],
            (1, 4): ["Ancestral Warriors"],
            (0, 3): ["Marauders"],
            (1, 3): ["Ancestral Warriors"],
        },
        token=-5,
    )
    play(s, ("activate", 4))
    legal = s.legal_actions()
    condor = s.squad(0, 4)
    assert ("move", 1, condor) in legal and ("move", 0, condor) in legal  # 2 zones away
    play(s, ("move", 0, condor))
    assert s.squad(0, 0) == condor
    play(s, ("activate", 3))
    assert s.decision().kind == "battle?"  # not flying: staying was the only move


def test_reckless_devoted_leaders_bloodlust_and_frenzy_in_invade_attack():
    # invading discards cards equal to the squad's attack
    cases = [
        (["Marauders"], 7),  # 5 + Reckless 2
        (["Raiders", "Marauders"], 2 + 5),  # Reckless only on top
        (["Trappers", "Chieftains", "Trappers"], 1 + (2 + 2) + 1),  # +1 per other Devoted
        (["Warlord Gorza", "Raiders", "Raiders"], (3 + 2) + 2 + 2),  # Bloodlust: +1 per other
        (["Trappers", "Berserkers", "Raiders", "Raiders"], 1 + (4 + 3) + 2 + 2),  # Frenzy at 4 units
    ]
    for units, attack in cases:
        s = scenario(squads={(0, 1): units}, token=-5)
        before = len(s.draw[1])
        play(s, ("invade",))
        assert before - len(s.draw[1]) == attack, units


def test_blood_rite_discards_to_draw_two():
    s = scenario(hands={0: ["Blood Priestess", "Raiders"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Blood Priestess", "hand"))
    raiders = find(s, 0, "Raiders", "hand")
    assert s.decision().kind == "blood_rite" and ("no",) in s.legal_actions()
    play(s, ("discard", raiders))
    assert raiders in s.discard[0] and len(s.hands[0]) == 2


def test_blood_hounds_cost_one_to_summon():
    # balance (bench/RESULTS.md, "Clan matrix"): the innumerable clan's beasts come cheap
    s = scenario(hands={0: ["Blood Hounds", "Blood Hounds", "Marauders"]}, token=-10)
    hounds = [c for c in s.hands[0] if s.name(c) == "Blood Hounds"]
    summon(s, 0, 7, *hounds, find(s, 0, "Marauders", "hand"))
    assert s.token == -10 + 1 + 1 + 2


# -- Skull ----------------------------------------------------------------------------------
def test_undying_summons_from_the_discard_pile():
    s = scenario(("skull", "blood"), hands={0: []}, discard={0: ["Ancestral Warriors", "Necromancers"]}, token=-5)
    w = find(s, 0, "Ancestral Warriors", "discard")
    n = find(s, 0, "Necromancers", "discard")
    legal = s.legal_actions()
    assert ("summon", 7, (w,)) in legal and ("summon", 7, (n,)) not in legal
    summon(s, 0, 7, w)
    assert s.squad(0, 7) == (w,) and w not in s.discard[0] and s.token == -5 + 2  # Ancestral Warriors cost 2


def test_slither_discards_the_top_of_your_draw_pile_when_destroyed():
    s = scenario(
        ("skull", "blood"),
        squads={(0, 4): ["Ancestral Knights"], (1, 4): ["Condor"]},
        hands={0: ["Bone Devotees"], 1: ["Raiders"]},
        draw={0: ["Bone Colossus"]},
    )
    fight(s, 4)
    assert "Ancestral Knights" in names(s, s.discard[0])
    assert "Bone Colossus" in names(s, s.discard[0])


def test_raise_dead_and_necromancy_open_their_zone_to_summons():
    s = scenario(
        ("skull", "blood"),
        squads={(0, 4): ["Enchanter Malek"], (0, 3): ["Necromancers"]},
        hands={0: ["Ancestral Warriors", "Blade Dancers"]},
        discard={0: ["Ancestral Knights"]},
        token=-8,
    )
    w = find(s, 0, "Ancestral Warriors", "hand")
    b = find(s, 0, "Blade Dancers", "hand")
    k = find(s, 0, "Ancestral Knights", "discard")
    legal = s.legal_actions()
    assert ("summon", 4, (w,)) in legal and ("summon", 4, (b,)) not in legal  # Reanimated only
    assert ("summon", 3, (k,)) in legal and ("summon", 3, (b,)) not in legal  # Undying only
    summon(s, 0, 3, k)
    assert k in s.squad(0, 3)


def test_rise_again_summons_a_reanimated_unit_into_the_zone():
    s = scenario(
        ("skull", "blood"),
        squads={(0, 4): ["Boneknife Cultists"], (1, 4): ["Condor"]},
        hands={0: ["Bone Devotees"], 1: ["Raiders"]},
        discard={0: ["Ancestral Warriors"]},
    )
    fight(s, 4, stop=("cult_rise",))
    assert s.decision().kind == "cult_rise"
    w = find(s, 0, "Ancestral Warriors", "discard")
    play(s, ("raise", w))
    settle(s)
    assert w in s.squad(0, 4)


def test_blade_dance_gains_initiative_per_enemy_destroyed():
    s = scenario(
        ("skull", "blood"),
        squads={(0, 4): ["Blade Dancers", "Ancestral Knights"], (1, 4): ["Raiders", "Raiders"]},
        hands={0: ["Bone Devotees"], 1: ["Raiders"]},
        token=-10,
    )
    fight(s, 4)
    # Devotees guarded vs Raiders bold: right +1 attack; 3 + 4 + 1 = 8 destroys both Raiders
    assert len(s.last_battle["destroyed"][1]) == 2
    assert s.token == -10 + 1 - 2


def test_sacrifice_removes_the_unit_for_six_attack():
    s = scenario(
        ("skull", "flower"),
        squads={(0, 4): ["Ancestral Warriors", "Bone Devotees"], (1, 4): ["Dandelion Knights"]},
        hands={0: ["Necromancers"], 1: ["Dandelion Knights"]},
    )
    play(s, ("activate", 4))
    settle(s, stop=("sac",))
    dev = find(s, 0, "Bone Devotees")
    play(s, ("sacrifice", dev))
    settle(s)
    assert dev in s.removed
    # Warriors 2 + 6; Necromancers tricky vs bold: right, +2 defense
    assert s.last_battle["attack"][0] == 8


def test_soul_harvest_returns_a_unit_to_hand():
    s = scenario(
        ("skull", "blood"),
        hands={0: ["Lich Queen Veyla"]},
        discard={0: ["Bone Colossus", "Ancestral Warriors"]},
        token=-5,
    )
    summon(s, 0, 7, find(s, 0, "Lich Queen Veyla", "hand"))
    col = find(s, 0, "Bone Colossus", "discard")
    play(s, ("take", col))
    assert col in s.hands[0]
