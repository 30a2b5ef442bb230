"""Every Meteor and Water ability, played."""

import pytest

from core.crystal_clans.state import HIDDEN
from tests.crystal_clans.helpers import battle_attack, fight, find, names, play, scenario, settle


def summon(s, seat, zone, *cards):
    play(s, ("summon", zone, tuple(sorted(cards))))


# -- Meteor --------------------------------------------------------------------------------
def test_foresight_may_put_the_top_card_on_the_bottom_and_only_the_owner_sees_it():
    s = scenario(("meteor", "blood"), hands={0: ["Stargazers"]}, draw={0: ["Comet Rider", "Sky Wardens"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Stargazers", "hand"))
    assert s.decision().kind == "foresight"
    rider = find(s, 0, "Comet Rider", "draw")
    assert s.view(0).draw[0][-1] == rider and s.view(1).draw[0][-1] == HIDDEN
    play(s, ("to-bottom",))
    assert s.draw[0][0] == rider and s.name(s.draw[0][-1]) == "Sky Wardens"


def test_tempo_gains_two_after_battle():
    s = scenario(
        ("meteor", "blood"),
        squads={(0, 4): ["Commander Orion"], (1, 4): ["Raiders"]},
        hands={0: ["Sky Wardens"], 1: ["Raiders"]},
        token=-10,
    )
    fight(s, 4)
    # activation 2; Sky Wardens guarded vs bold: right +2 attack; Tempo gains 2
    assert s.token == -10 + 2 - 2


def test_stargaze_draws_two():
    s = scenario(("meteor", "blood"), hands={0: ["Astra the Seer"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Astra the Seer", "hand"))
    settle(s)  # Foresight: keep
    assert len(s.hands[0]) == 2


def test_inform_puts_a_chosen_card_on_top():
    s = scenario(
        ("meteor", "blood"),
        hands={0: ["Cartographers"]},
        draw={0: ["Stargazers", "Blue Oracles", "Comet Rider", "Sky Wardens", "Meteor Mages"]},
        token=-5,
    )
    summon(s, 0, 7, find(s, 0, "Cartographers", "hand"))
    settle(s, stop=("inform",))
    assert s.decision().kind == "inform"
    assert s.peeked(0) == 4 and s.peeked(1) == 0
    play(s, ("top", 2))
    assert names(s, s.draw[0][-4:]) == ["Sky Wardens", "Blue Oracles", "Stargazers", "Comet Rider"]


def test_starfall_hits_a_crystal_zone():
    s = scenario(
        ("meteor", "blood"),
        hands={0: ["Meteor Mages"]},
        squads={(1, 3): ["Raiders", "Condor"], (1, 0): ["Raiders"]},
        token=-5,
    )
    summon(s, 0, 7, find(s, 0, "Meteor Mages", "hand"))
    assert s.legal_actions() == [("target", 3), ("no",)]  # zone 0 is not a crystal zone
    play(s, ("target", 3))
    assert names(s, s.squad(1, 3)) == ["Condor"]


def test_starfall_spares_a_top_unit_with_less_than_2_attack():
    # Trappers (1 attack) on top in zone 3, Blood Hounds (3 attack) on top in zone 5: only
    # zone 5 may be hit, and 2 damage destroys the Hounds (defense 2)
    s = scenario(
        ("meteor", "blood"),
        hands={0: ["Meteor Mages"]},
        squads={(1, 3): ["Trappers", "Raiders"], (1, 5): ["Blood Hounds"]},
        token=-5,
    )
    summon(s, 0, 7, find(s, 0, "Meteor Mages", "hand"))
    assert s.legal_actions() == [("target", 5), ("no",)]
    play(s, ("target", 5))
    assert s.squad(1, 5) == () and names(s, s.squad(1, 3)) == ["Trappers", "Raiders"]


def test_starfall_with_no_top_unit_of_2_attack_asks_nothing():
    s = scenario(
        ("meteor", "flower"),
        hands={0: ["Meteor Mages"]},
        squads={(1, 4): ["Pollen Fairies"]},
        token=-5,
    )
    summon(s, 0, 7, find(s, 0, "Meteor Mages", "hand"))
    assert s.decision() is None or s.decision().kind != "starfall"
    assert names(s, s.squad(1, 4)) == ["Pollen Fairies"]


def test_starfall_spares_a_top_unit_with_4_or_more_attack():
    # Marauders on top have 5 + 2 (Reckless), Berserkers 4: both spared; Raiders (2) may be hit
    s = scenario(
        ("meteor", "blood"),
        hands={0: ["Meteor Mages"]},
        squads={(1, 3): ["Marauders"], (1, 4): ["Berserkers"], (1, 5): ["Raiders"]},
        token=-5,
    )
    summon(s, 0, 7, find(s, 0, "Meteor Mages", "hand"))
    assert s.legal_actions() == [("target", 5), ("no",)]


def test_starfall_spares_a_horde_of_4_or_more_units():
    # Raiders (2 attack) top a Horde of 4 in zone 3 and a squad of 3 in zone 5: only the
    # squad of 3 may be hit (Starfall cannot pick a unit out of a horde)
    s = scenario(
        ("meteor", "blood"),
        hands={0: ["Meteor Mages"]},
        squads={(1, 3): ["Raiders", "Trappers", "Trappers", "Trappers"], (1, 5): ["Raiders", "Trappers", "Trappers"]},
        token=-5,
    )
    summon(s, 0, 7, find(s, 0, "Meteor Mages", "hand"))
    assert s.legal_actions() == [("target", 5), ("no",)]
    play(s, ("target", 5))
    assert names(s, s.squad(1, 5)) == ["Trappers", "Trappers"]
    assert names(s, s.squad(1, 3)) == ["Raiders", "Trappers", "Trappers", "Trappers"]


def _meteor_attack(meteor, enemy, other="stone", card="Workers"):
    """Meteor's squad `meteor` battles `enemy` and returns Meteor's attack; Stargazers
    (tricky) loses to the guarded `card`, so it adds Meteor no attack."""
    return battle_attack(("meteor", other), meteor, enemy, ("Stargazers", card))


def test_siegebreaker_adds_attack_against_a_squad_with_a_builder():
    assert _meteor_attack(["Citadel Knights"], ["Sentinels"]) == 4 + 1


def test_siegebreaker_adds_attack_against_a_structure_from_anywhere_in_the_squad():
    # Ballista is a Structure without Builder; the Knights are not the top unit
    assert _meteor_attack(["Stargazers", "Citadel Knights"], ["Ballista"]) == 1 + 4 + 1


def test_siegebreaker_counts_each_knight():
    assert _meteor_attack(["Citadel Knights", "Citadel Knights"], ["Workers"]) == 2 * (4 + 1)


def test_siegebreaker_does_nothing_without_a_structure_or_builder():
    assert _meteor_attack(["Citadel Knights"], ["Supply Golem"]) == 4
    assert _meteor_attack(["Citadel Knights"], ["Titan Knights"], other="water", card="Coral Guards") == 4


def test_purge_adds_attack_against_a_squad_with_an_undying_unit():
    # Bone Devotees (guarded) beat Stargazers (tricky): no battle card adds Meteor attack;
    # the Undying Ancestral Warriors need not be the top unit
    assert _meteor_attack(["Meteor Mages"], ["Bone Devotees", "Ancestral Warriors"], "skull", "Bone Devotees") == 4 + 2


def test_purge_counts_each_mage_and_not_against_other_units():
    two = _meteor_attack(["Meteor Mages", "Meteor Mages"], ["Ancestral Knights"], "skull", "Bone Devotees")
    assert two == 2 * (4 + 2)
    assert _meteor_attack(["Meteor Mages"], ["Necromancers"], "skull", "Bone Devotees") == 4
    assert _meteor_attack(["Meteor Mages"], ["Sentinels"]) == 4  # Purge is not Siegebreaker


# Purge's other carriers (session 30): Stone's Sentinels (4 attack) and Water's Coral Guards
# (1); each plays a guarded card (Workers: +2 defense or draw; Coral Guards: +3 or +1
# defense) against Bone Devotees, so no battle card adds attack; a unit of the same clan
# without Purge beside them
PURGE_CARRIERS = [
    ("stone", "Sentinels", 4, "Workers", "Workers", 1),
    ("water", "Coral Guards", 1, "Coral Guards", "Titan Knights", 5),
]


@pytest.mark.parametrize("clan, carrier, attack, card, other, other_attack", PURGE_CARRIERS)
def test_purge_of_other_clans_adds_attack_against_an_undying_unit(clan, carrier, attack, card, other, other_attack):
    def attack_of(squad, enemy):
        return battle_attack((clan, "skull"), squad, enemy, (card, "Bone Devotees"))

    # the Undying unit need not be the top unit; each carrier counts
    assert attack_of([carrier], ["Bone Devotees", "Ancestral Knights"]) == attack + 2
    assert attack_of([carrier, carrier], ["Ancestral Warriors"]) == 2 * (attack + 2)
    assert attack_of([carrier], ["Blade Dancers"]) == attack  # no Undying unit
    assert attack_of([other], ["Ancestral Warriors"]) == other_attack  # no Purge


def test_siegebreaker_and_purge_are_for_their_clans_alone():
    # only Stone's units call up Siegebreaker, only Skull's Purge: every other pairing plays
    # as if neither existed (bench/RESULTS.md, session 27)
    from core.crystal_clans.battle import FOE_BONUSES
    from core.crystal_clans.cards import CARDS

    callers = {ability: {d.clan for d in CARDS if calls(d)} for ability, calls, _bonus in FOE_BONUSES}
    assert callers == {"siegebreaker": {"stone"}, "purge": {"skull"}}
    carriers = {ability: {d.clan for d in CARDS if ability in d.abilities} for ability, _calls, _bonus in FOE_BONUSES}
    # Stone's Sentinels and Water's Coral Guards: session 30
    assert carriers == {"siegebreaker": {"meteor"}, "purge": {"meteor", "stone", "water"}}


def test_foretold_weakens_costly_enemy_squads():
    s = scenario(
        ("meteor", "stone"),
        squads={(0, 4): ["Blue Oracles"], (1, 4): ["Horgath"]},
        hands={0: ["Stargazers"], 1: ["Workers"]},
        token=-10,
    )
    fight(s, 4)
    # Horgath 4 attack, activation 2: -2; Workers guarded vs tricky: left +2 defense (not attack)
    assert s.last_battle["attack"][1] == 4 - 2


def test_foretold_takes_2_attack_for_each_point_of_activation_cost_above_1():
    # a Siege Tower (a Structure: activation 3, attack 3) over Sentinels (4): 7 - 2 * 2
    s = scenario(
        ("meteor", "stone"),
        squads={(0, 4): ["Blue Oracles"], (1, 4): ["Siege Tower", "Sentinels"]},
        hands={0: ["Stargazers"], 1: ["Workers"]},
        token=-10,
    )
    fight(s, 4)
    assert s.last_battle["attack"][1] == 3 + 4 - 2 * 2


def test_foretold_leaves_a_squad_of_activation_cost_1_alone():
    s = scenario(
        ("meteor", "stone"),
        squads={(0, 4): ["Blue Oracles"], (1, 4): ["Sentinels"]},
        hands={0: ["Stargazers"], 1: ["Workers"]},
        token=-10,
    )
    fight(s, 4)
    assert s.last_battle["attack"][1] == 4


def test_tactical_makes_the_opponent_discard_from_the_draw_pile():
    s = scenario(("meteor", "blood"), hands={0: ["Citadel Knights"]}, draw={1: ["Condor"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Citadel Knights", "hand"))
    assert "Condor" in names(s, s.discard[1])


# -- Water ---------------------------------------------------------------------------------
def test_undertow_pulls_an_adjacent_enemy_squad_in():
    s = scenario(("water", "blood"), squads={(0, 4): ["Tide Queen Nerys"], (1, 3): ["Marauders"]}, token=-10)
    play(s, ("activate", 4))
    settle(s, stop=("undertow",))
    play(s, ("pull", 3))
    assert s.squad(1, 3) == () and names(s, s.squad(1, 4)) == ["Marauders"]
    assert s.decision().kind == "battle?"


def test_mind_spike_makes_the_opponent_choose_a_discard():
    s = scenario(("water", "blood"), hands={0: ["Mirror Sage"], 1: ["Condor", "Raiders"]}, token=-5)
    summon(s, 0, 7, find(s, 0, "Mirror Sage", "hand"))
    assert s.decision().kind == "mind_spike" and s.to_move() == 1
    condor = find(s, 1, "Condor", "hand")
    play(s, ("discard", condor))
    assert condor in s.discard[1] and len(s.hands[1]) == 1


def test_in_step_lowers_activation_cost():
    s = scenario(("water", "blood"), squads={(0, 4): ["Titan Knights", "Tide Queen Nerys"]}, token=-10)
    play(s, ("activate", 4))
    assert s.token == -10 + 1


def test_bulwark_adds_two_defense_on_top():
    s = scenario(
        ("water", "blood"),
        squads={(0, 4): ["Coral Guards"], (1, 4): ["Raiders"]},
        hands={0: ["Coral Guards"], 1: ["Raiders"]},
        token=-10,
    )
    fight(s, 4)
    # Raiders 2, +2 (bold vs guarded: left) = 4; Bulwark 2 and Coral Guards' right +1
    assert s.last_battle["attack"][1] == 4
    assert s.last_battle["damage"][1] == 4 - 2 - 1


def test_shift_places_the_whole_summon_with_a_friendly_squad():
    s = scenario(
        ("water", "blood"), squads={(0, 3): ["Coral Guards"]}, hands={0: ["Shapeshifters", "Leviathan"]}, token=-12
    )
    sh = find(s, 0, "Shapeshifters", "hand")
    lev = find(s, 0, "Leviathan", "hand")
    legal = s.legal_actions()
    assert ("summon", 3, tuple(sorted((sh, lev)))) in legal
    assert ("summon", 3, (lev,)) not in legal
    assert ("summon", 4, (sh,)) not in legal  # no friendly squad there
    summon(s, 0, 3, sh, lev)
    assert set(s.squad(0, 3)) >= {sh, lev}
