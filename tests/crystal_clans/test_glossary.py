"""The glossary clauses that change play, and the turn/initiative/setup rules."""

import pytest

from core.crystal_clans.cards import CARDS, kind_of
from core.crystal_clans.game import GAME
from tests.crystal_clans.helpers import all_cards, fight, find, names, play, scenario, settle


def test_turn_passes_only_past_the_neutral_spaces():
    s = scenario(hands={0: ["Raiders", "Raiders", "Trappers"]}, token=0)
    r = find(s, 0, "Raiders", "hand")
    play(s, ("summon", 7, (r,)))
    assert s.token == 1 and s.active == 0  # neutral space: act again
    t = find(s, 0, "Trappers", "hand")
    play(s, ("summon", 7, (t,)))
    play(s, ("order", s.squad(0, 7)))
    assert s.token == 2 and s.active == 1  # past the neutral spaces: P2's turn
    assert s.turn == 1


def test_an_action_may_not_pass_the_end_of_the_track_but_effects_stop_there():
    s = scenario(hands={0: ["Condor", "Raiders"]}, token=15)
    c, r = find(s, 0, "Condor", "hand"), find(s, 0, "Raiders", "hand")
    legal = s.legal_actions()
    assert ("summon", 7, (c,)) in legal  # 15 + 5 = 20, the last space
    assert ("summon", 7, tuple(sorted((c, r)))) not in legal  # 21 would pass the end
    s = scenario(collected={0: ["Star Fragment"]}, token=-19)
    play(s, ("crystal", s.collected[0][0]))
    assert s.token == -20  # gained 2, stopped at the end


def test_horde_squad_must_trim_when_its_horde_top_is_destroyed():
    s = scenario(
        ("blood", "flower"),
        squads={(0, 4): ["Trappers", "Marauders", "Raiders", "Raiders", "Blood Hounds"], (1, 4): ["Dandelion Knights"]},
        hands={0: ["Raiders"], 1: ["Spirit Guide"]},
        token=-10,
    )
    play(s, ("activate", 4))
    settle(s, stop=("trim",))
    # Raiders (bold) vs Spirit Guide (tricky): +1 defense, so 4 - 1 = 3 destroys Trappers
    assert names(s, s.last_battle["destroyed"][0]) == ["Trappers"]
    assert s.decision().kind == "trim" and len(s.squad(0, 4)) == 4
    play(s, ("discard-unit", find(s, 0, "Raiders")))
    assert len(s.squad(0, 4)) == 3 and names(s, s.squad(0, 4))[0] == "Marauders"


def test_placing_is_not_moving():
    # The Sentinels could not move out of a zone with an enemy squad, but may be placed.
    s = scenario(("stone", "blood"), squads={(0, 4): ["The Egg Tosser", "Sentinels"], (1, 4): ["Raiders"]}, token=-10)
    play(s, ("activate", 4))
    settle(s, stop=("toss",))
    sent = find(s, 0, "Sentinels")
    play(s, ("toss", sent, 3))
    assert s.squad(0, 3) == (sent,)
    s = scenario(("stone", "blood"), squads={(0, 4): ["Sentinels"], (1, 4): ["Raiders"]}, token=-10)
    play(s, ("activate", 4))
    assert s.decision().kind == "battle?"  # staying was the only way: no move offered


def test_free_action_pays_no_initiative():
    s = scenario(collected={0: ["Moon Tear"]}, hands={0: ["Condor", "Raiders"]}, token=-3)
    c = find(s, 0, "Condor", "hand")
    play(s, ("crystal", s.collected[0][0]))
    assert s.decision().kind == "free"
    play(s, ("summon", 7, (c,)))
    assert s.token == -3


def test_only_moved_units_are_the_activated_squad():
    s = scenario(
        ("water", "blood"),
        squads={(0, 7): ["Coral Guards", "Tide Queen Nerys"], (1, 4): ["Raiders"], (1, 3): ["Raiders"]},
        token=-10,
    )
    play(s, ("activate", 7))
    sq = s.squad(0, 7)
    if s.decision().kind == "order":
        play(s, ("order", sq))
    coral = find(s, 0, "Coral Guards")
    play(s, ("move", 4, (coral,)))
    # Nerys stayed home: her Undertow does not trigger; the battle is in zone 4 with the
    # moved Coral Guards only
    assert s.decision().kind == "battle?" and s.stack[-1][2] == 4
    assert names(s, s.squad(0, 7)) == ["Tide Queen Nerys"]
    assert s.squad(0, 4) == (coral,)


def test_cartographers_with_fewer_than_four_cards_do_not_reshuffle():
    s = scenario(
        ("meteor", "blood"),
        hands={0: ["Cartographers"]},
        draw={0: ["Stargazers", "Comet Rider"]},
        discard={0: ["Sky Wardens"]},
        rest="removed",
        token=-5,
    )
    play(s, ("summon", 7, (find(s, 0, "Cartographers", "hand"),)))
    settle(s, stop=("inform",))
    assert s.decision().kind == "inform" and s.peeked(0) == 2
    assert len(s.legal_actions()) == 2
    play(s, ("top", 1))
    assert names(s, s.draw[0]) == ["Stargazers", "Comet Rider"]  # Comet Rider now on top
    assert s.discard[0] and s.owed == [0, 0] and s.collected[1] == []
    s = scenario(
        ("meteor", "blood"),
        hands={0: ["Cartographers"]},
        draw={0: []},
        discard={0: ["Sky Wardens"]},
        rest="removed",
        token=-5,
    )
    play(s, ("summon", 7, (find(s, 0, "Cartographers", "hand"),)))
    assert s.draw[0] == [] and len(s.discard[0]) == 1 and s.collected[1] == []


def test_tridents_clone_goes_home_unless_shift_says_otherwise():
    s = scenario(("water", "blood"), hands={0: ["Tridents", "Tridents"]}, token=-8)
    t1, t2 = [c for c in s.hands[0]]
    play(s, ("summon", 7, (t1,)))
    assert s.legal_actions() == [("clone", t2, 7), ("no",)]
    play(s, ("clone", t2, 7))
    assert set(s.squad(0, 7)) == {t1, t2}
    assert s.token == -8 + CARDS[kind_of("Tridents")].summon  # the clone was free
    s = scenario(
        ("water", "blood"),
        squads={(0, 4): ["Coral Guards"]},
        hands={0: ["Tridents", "Tridents", "Shapeshifters"]},
        token=-8,
    )
    t1, t2 = [c for c in s.hands[0] if s.name(c) == "Tridents"]
    sh = find(s, 0, "Shapeshifters", "hand")
    play(s, ("summon", 4, tuple(sorted((t1, sh)))))
    settle(s, stop=("clone",))
    assert ("clone", t2, 4) in s.legal_actions() and ("clone", t2, 7) in s.legal_actions()
    play(s, ("clone", t2, 4))
    settle(s, stop=("trim",))
    play(s, ("discard-unit", find(s, 0, "Coral Guards")))  # four units: discard one
    assert t2 in s.squad(0, 4) and len(s.squad(0, 4)) == 3


def test_titan_knights_in_step_counts_against_blue_oracles():
    for squad, expected in (
        (["Titan Knights", "Tide Queen Nerys"], 5 + 4),
        (["Tide Queen Nerys", "Titan Knights"], 4 + 5),
        (["Tide Queen Nerys", "Mist Walkers"], 4 + 2 - 2),  # cost 2: -2 for the point above 1
    ):
        s = scenario(
            ("water", "meteor"),
            squads={(0, 4): squad, (1, 4): ["Blue Oracles"]},
            hands={0: ["Mist Walkers"], 1: ["Stargazers"]},
            token=-10,
        )
        if squad[0] != "Tide Queen Nerys":
            fight(s, 4)
        else:
            play(s, ("activate", 4))
            settle(s)
        # Blue Oracles is the top unit in zone 4; Mist Walkers tricky vs tricky: +1 defense
        assert s.last_battle["attack"][0] == expected, squad


def test_citadel_knights_tactical_on_an_empty_pile_reshuffles():
    s = scenario(
        ("meteor", "blood"),
        hands={0: ["Citadel Knights"]},
        draw={1: []},
        discard={1: ["Raiders", "Marauders"]},
        rest="removed",
        token=-5,
    )
    play(s, ("summon", 7, (find(s, 0, "Citadel Knights", "hand"),)))
    assert len(s.draw[1]) == 2 and s.discard[1] == []
    assert s.decision().kind == "free-crystal" and s.to_move() == 0
    play(s, ("score", 1))
    assert len(s.collected[0]) == 1


def test_spirit_guide_on_an_empty_pile_reshuffles():
    s = scenario(
        ("flower", "skull"),
        squads={(0, 4): ["Dandelion Knights"], (1, 4): ["Ancestral Warriors"]},
        hands={0: ["Spirit Guide"], 1: ["Boneknife Cultists"]},
        draw={1: []},
        discard={1: ["Necromancers"]},
        rest="removed",
        token=-5,
    )
    fight(s, 4, stop=("free-crystal",))
    assert s.decision().kind == "free-crystal" and s.to_move() == 0


def test_the_active_player_orders_simultaneous_effects():
    # Condor (destroys a unit) vs Spirit Guide (mills): both effects interact, P1 orders
    s = scenario(
        ("blood", "flower"),
        squads={(0, 4): ["Trappers", "Raiders"], (1, 4): ["Dandelion Knights", "Pollen Fairies"]},
        hands={0: ["Condor"], 1: ["Spirit Guide"]},
        token=-10,
    )
    fight(s, 4, stop=("fx-order",))
    assert s.decision().kind == "fx-order" and s.to_move() == 0
    play(s, ("first", 1))
    settle(s)
    assert s.battle is None


def test_removed_cards_never_return():
    s = scenario(
        ("skull", "flower"),
        squads={(0, 4): ["Ancestral Warriors", "Bone Devotees"], (1, 4): ["Dandelion Knights"]},
        hands={0: ["Necromancers"], 1: ["Dandelion Knights"]},
        draw={0: []},
        discard={0: ["Ancestral Warriors"]},
        rest="removed",
    )
    n_removed = len(s.removed)
    play(s, ("activate", 4))
    settle(s, stop=("sac",))
    dev = find(s, 0, "Bone Devotees")
    play(s, ("sacrifice", dev))
    settle(s)
    assert dev in s.removed and len(s.removed) == n_removed + 1
    s.reshuffle(0)
    assert dev not in s.draw[0] and sorted(all_cards(s)) == list(range(54))


def test_setup_deals_five_and_six_and_three_crystals():
    for seed in range(6):
        s = GAME.new({"clan1": "stone", "clan2": "water"}, seed)
        first = s.active
        assert len(s.hands[first]) == 5 and len(s.hands[1 - first]) == 6
        assert len(s.row) == 3 and len(s.crystal_deck) == 12 and s.token == 0
        assert s.clans == ("stone", "water")


def test_mulligan_once_before_the_first_player_is_chosen():
    s = GAME.new({"clan1": "blood", "clan2": "skull", "mulligan": True}, 5)
    assert s.decision().kind == "mulligan" and s.to_move() == 0
    hand = list(s.hands[0])
    back = tuple(sorted(hand[:2]))
    play(s, ("mulligan", back))
    assert len(s.hands[0]) == 5
    assert s.decision().kind == "mulligan" and s.to_move() == 1
    play(s, ("mulligan", ()))
    assert s.decision().kind == "action"
    assert sorted(len(h) for h in s.hands) == [5, 6]


@pytest.mark.parametrize("seed", range(6))
def test_both_mulligan_with_five_cards_and_the_second_player_then_draws_its_sixth(seed):
    """English rulebook, Initial Mulligan: "after players draw 5 cards but before the first
    player is chosen"; the second player's extra card comes after both mulligans."""
    s = GAME.new({"clan1": "blood", "clan2": "skull", "mulligan": True}, seed)
    assert s.decision().kind == "mulligan" and [len(h) for h in s.hands] == [5, 5]
    for seat in (0, 1):  # a full mulligan: every card back, 5 drawn anew
        assert s.to_move() == seat and len(s.hands[seat]) == 5
        play(s, ("mulligan", tuple(sorted(s.hands[seat]))))
    assert s.decision().kind == "action"
    first = s.active
    assert len(s.hands[first]) == 5 and len(s.hands[1 - first]) == 6


def test_the_active_player_orders_simultaneous_triggers():
    # Knights (Slither) and Cultists (Rise Again) of P2 die at once in P1's battle:
    # P1, the active player, decides which resolves first.
    s = scenario(
        ("blood", "skull"),
        squads={(0, 4): ["Condor", "Berserkers"], (1, 4): ["Ancestral Knights", "Boneknife Cultists"]},
        hands={0: ["Raiders"], 1: ["Bone Devotees"]},
        discard={1: ["Ancestral Warriors"]},
        token=-10,
    )
    play(s, ("activate", 4))
    settle(s, stop=("triggers",))
    assert s.decision().kind == "triggers" and s.to_move() == 0
    kinds = [s.stack[-1][2][a[1]][0] for a in s.legal_actions()]
    assert sorted(kinds) == ["cult_rise", "slither"]
    first_rise = next(a for a in s.legal_actions() if s.stack[-1][2][a[1]][0] == "cult_rise")
    play(s, first_rise)
    assert s.decision().kind == "cult_rise" and s.to_move() == 1
    w = find(s, 1, "Ancestral Warriors", "discard")
    play(s, ("raise", w))
    settle(s)
    assert w in s.squad(1, 4)
