"""Battle rules: the wheel, boosts, simultaneous damage, the no-damage case, battle card
effects (each primitive) and the discard / return-to-hand step."""

from core.crystal_clans.cards import BOLD, GUARDED, TRICKY, left_triggers
from tests.crystal_clans.helpers import fight, find, names, play, scenario, settle


def test_the_wheel():
    assert left_triggers(BOLD, GUARDED) and left_triggers(GUARDED, TRICKY) and left_triggers(TRICKY, BOLD)
    assert not left_triggers(BOLD, TRICKY) and not left_triggers(BOLD, BOLD)
    assert not left_triggers(GUARDED, BOLD) and not left_triggers(TRICKY, None)


def test_damage_is_simultaneous_and_leftover_is_lost():
    # Dandelion Knights (4) against Citadel Knights (4) and Stargazers
    s = scenario(
        ("flower", "meteor"),
        squads={(0, 4): ["Dandelion Knights"], (1, 4): ["Citadel Knights", "Stargazers"]},
        hands={0: ["Spirit Guide"], 1: ["Stargazers"]},
        rest="removed",
    )
    # Spirit Guide (tricky) vs Stargazers (tricky): both right effects: draw 1 / +1 def
    fight(s, 4)
    lb = s.last_battle
    assert lb["triggered"] == ("right", "right")
    assert lb["attack"] == (4, 5)
    assert lb["damage"] == (3, 5)  # 4 - 1 defense; 4 + 1
    assert names(s, lb["destroyed"][0]) == ["Dandelion Knights"]
    assert lb["destroyed"][1] == ()  # 3 < 4: all 3 damage lost
    assert lb["lost"] == (3, 1)
    assert names(s, s.squad(1, 4)) == ["Citadel Knights", "Stargazers"]


def test_no_damage_when_a_squad_is_gone_before_damage():
    # Condor's effect destroys the only unit of the enemy squad before damage, so no
    # damage is dealt at all.
    s = scenario(
        ("blood", "flower"),
        squads={(0, 4): ["Marauders"], (1, 4): ["Pollen Fairies"]},
        hands={0: ["Condor"], 1: ["Dandelion Knights"]},
        rest="removed",
    )
    fight(s, 4)
    # Condor tricky vs Dandelion bold: left triggers, destroy the bottom unit
    assert s.last_battle["triggered"] == ("left", "right")
    assert s.squad(1, 4) == ()
    assert s.last_battle["damage"] == (0, 0)
    assert names(s, s.squad(0, 4)) == ["Marauders"]


def test_destroy_top_unit_effect():
    s = scenario(
        ("blood", "flower"),
        squads={(0, 4): ["Trappers"], (1, 4): ["Dandelion Knights", "Pollen Fairies"]},
        hands={0: ["Condor"], 1: ["Pollen Fairies"]},
        rest="removed",
    )
    # Condor tricky vs Pollen tricky: right, destroy the top unit; Pollen right: +2 defense
    fight(s, 4)
    assert "Dandelion Knights" in names(s, s.discard[1])
    assert s.last_battle["triggered"] == ("right", "right")


def test_add_to_squad_as_bottom_unit():
    s = scenario(
        ("blood", "skull"),
        squads={(0, 4): ["Marauders"], (1, 4): ["Ancestral Knights"]},
        hands={0: ["Trappers"], 1: ["Necromancers"]},
        rest="removed",
    )
    fight(s, 4)
    assert s.last_battle["attack"][0] == 5 + 2 + 1  # Marauders (Reckless) + Trappers
    # the Knights' 4 damage kills Marauders (1) then Trappers (3): the joined unit absorbs damage
    assert names(s, s.last_battle["destroyed"][0]) == ["Marauders", "Trappers"]


def test_end_battle_before_damage_and_return_to_hand():
    s = scenario(
        ("flower", "blood"),
        squads={(0, 4): ["Wisp"], (1, 4): ["Marauders"]},
        hands={0: ["Pollen Fairies"], 1: ["Marauders"]},
        rest="removed",
    )
    play(s, ("activate", 4))
    settle(s, stop=("breeze",))
    play(s, ("no",))
    settle(s)
    # Pollen tricky vs Marauders bold: left, end the battle before damage
    assert s.last_battle["triggered"] == ("left", "right")
    assert s.last_battle["damage"] == (0, 0)
    assert s.squad(0, 4) and s.squad(1, 4)


def test_return_symbol_keeps_the_card():
    s = scenario(
        ("skull", "blood"),
        squads={(0, 4): ["Ancestral Knights"], (1, 4): ["Raiders"]},
        hands={0: ["Enchanter Malek"], 1: ["Chieftains"]},
        rest="removed",
    )
    fight(s, 4, stop=("b-return",))
    malek = s.battle.cards[0]
    play(s, ("yes",))
    assert malek in s.hands[0]


def test_mill_gain_and_draw_effects():
    s = scenario(
        ("flower", "skull"),
        squads={(0, 4): ["Dandelion Knights"], (1, 4): ["Ancestral Knights"]},
        hands={0: ["Spirit Guide"], 1: ["Boneknife Cultists"]},
        rest="draw",
    )
    before = len(s.draw[1])
    fight(s, 4)
    # Spirit Guide tricky vs Cultists bold: left, the opponent discards 2 from the draw pile
    assert s.last_battle["triggered"] == ("left", "right")
    assert len(s.draw[1]) == before - 2 - 1  # and Slither of the destroyed Knights
    s = scenario(
        ("skull", "blood"),
        squads={(0, 4): ["Blade Dancers"], (1, 4): ["Marauders"]},
        hands={0: ["Blade Dancers"], 1: ["Marauders"]},
        token=-5,
    )
    fight(s, 4)
    # Blade Dancers tricky vs bold: left, +2 attack and gain 1 initiative; then Blade
    # Dance gains 1 more for the Marauders destroyed: -5 +1 (activation) -1 -1
    assert s.last_battle["triggered"][0] == "left"
    assert s.last_battle["attack"][0] == 5
    assert s.token == -6


def test_per_devoted_and_may_draw():
    s = scenario(
        ("blood", "skull"),
        squads={(0, 4): ["Trappers", "Trappers"], (1, 4): ["Bone Colossus"]},
        hands={0: ["Chieftains"], 1: ["Ancestral Knights"]},
    )
    fight(s, 4)
    # Chieftains tricky vs Knights bold: left, +1 attack per Devoted unit (2)
    assert s.last_battle["attack"][0] == 1 + 1 + 2


def test_empty_hand_plays_top_of_draw_pile_even_if_it_must_reshuffle():
    s = scenario(
        ("blood", "skull"),
        squads={(0, 4): ["Marauders"], (1, 4): ["Ancestral Warriors"]},
        hands={0: [], 1: ["Necromancers"]},
        draw={0: []},
        discard={0: ["Raiders", "Raiders"]},
        rest="removed",
    )
    fight(s, 4)
    assert s.last_battle["names"][0] == "Raiders"
    assert s.owed == [0, 0] and len(s.collected[1]) == 1  # P2 scored the free crystal


def test_controller_is_not_owner_after_a_steal():
    # Mirror Sage (tricky) vs bold: left, take control of the enemy's bottom unit
    s = scenario(
        ("water", "blood"),
        squads={(0, 4): ["Coral Guards"], (1, 4): ["Raiders", "Trappers"]},
        hands={0: ["Mirror Sage"], 1: ["Raiders"]},
        token=-10,
    )
    trappers = find(s, 1, "Trappers")
    fight(s, 4)
    assert s.last_battle["triggered"][0] == "left"
    assert names(s, s.squad(0, 4)) == ["Coral Guards", "Trappers"]  # P1 controls it now
    assert s.last_battle["attack"][0] == 1 + 1  # and it fights for P1
    assert s.squad(1, 4) == ()  # Raiders destroyed
    # destroyed under P1's control, it goes to its owner's (P2's) discard pile
    from core.crystal_clans.units import destroy_unit

    destroy_unit(s, 0, 4, trappers)
    assert trappers in s.discard[1] and trappers not in s.discard[0]
