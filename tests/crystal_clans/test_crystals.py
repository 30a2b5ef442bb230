"""Scoring and every crystal's effect, played."""

from core.crystal_clans.crystals import CRYSTAL_BY_NAME as X
from tests.crystal_clans.helpers import fight, find, names, play, scenario, settle

CONTROL = {(0, 3): ["Raiders"], (0, 4): ["Raiders"]}


def scoring(row, **kw):
    squads = {**CONTROL, **kw.pop("squads", {})}
    return scenario(squads=squads, row=row, token=kw.pop("token", -12), **kw)


def test_score_needs_two_crystal_zones_and_pays_the_cost():
    s = scenario(squads={(0, 3): ["Raiders"], (0, 4): ["Raiders"], (1, 4): ["Ancestral Warriors"]}, token=-12)
    assert not any(a[0] == "score" for a in s.legal_actions())  # zone 4 is contested
    s = scoring(("Dawn Shard", "Ember Heart", "Sun Stone"))
    deck_top = s.crystal_deck[-1]
    play(s, ("score", 0))
    assert s.collected[0] == [X["Dawn Shard"]] and s.token == -12 + 3
    assert s.row[0] == deck_top  # the row is refilled


def test_four_crystals_win_at_once_and_facedown_ones_count():
    s = scoring(
        ("Dawn Shard", "Ember Heart", "Sun Stone"), collected={0: ["Soren's Bounty", "Moon Tear", "Star Fragment"]}
    )
    play(s, ("crystal", X["Star Fragment"]))
    assert X["Star Fragment"] in s.flipped
    play(s, ("score", 0))
    assert s.is_over() and s.winner == 0 and s.result() == [1.0, 0.0]
    assert s.legal_actions() == [] and s.to_move() is None


def test_when_scored_effects():
    s = scoring(("The Wind's Wish", "Sun Stone", "Ember Heart"))
    play(s, ("score", 0))
    assert s.token == -12 + 9 - 6
    s = scoring(("The Wind's Wish", "Sun Stone", "Ember Heart"))
    play(s, ("score", 1))
    assert s.token == -12 + 7 - 4
    s = scoring(("The Wind's Wish", "Sun Stone", "Ember Heart"), hands={0: []})
    play(s, ("score", 2))
    assert len(s.hands[0]) == 2


def test_keeper_of_souls_summons_a_hero_from_the_discard_pile():
    s = scoring(("Keeper of Souls", "Sun Stone", "Ember Heart"), discard={0: ["Condor", "Raiders"]})
    play(s, ("score", 0))
    condor = find(s, 0, "Condor", "discard")
    assert s.legal_actions() == [("raise", condor), ("no",)]
    play(s, ("raise", condor))
    assert s.squad(0, 7) == (condor,) and s.token == -12 + 6


def test_frost_prism_destroys_an_enemy_top_unit_in_a_crystal_zone():
    s = scoring(
        ("Frost Prism", "Sun Stone", "Ember Heart"), squads={(1, 5): ["Ancestral Knights", "Ancestral Warriors"]}
    )
    play(s, ("score", 0), ("target", 5))
    assert names(s, s.squad(1, 5)) == ["Ancestral Warriors"]


def test_storm_eye_mills_three_stopping_at_a_reshuffle():
    s = scoring(("Storm Eye", "Sun Stone", "Ember Heart"))
    before = len(s.draw[1])
    play(s, ("score", 0))
    assert len(s.draw[1]) == before - 3
    s = scoring(
        ("Storm Eye", "Sun Stone", "Ember Heart"),
        draw={1: ["Necromancers"]},
        discard={1: ["Ancestral Warriors"]},
        rest="removed",
    )
    play(s, ("score", 0))
    # one card discarded, then the empty pile reshuffles: P1 scores a free crystal
    assert s.decision().kind == "free-crystal"
    play(s, ("score", 0))
    assert len(s.collected[0]) == 2


def test_verdant_geode_and_grave_opal():
    s = scoring(
        ("Verdant Geode", "Grave Opal", "Ember Heart"),
        discard={0: ["Condor"]},
        hands={1: ["Enchanter Malek", "Necromancers"]},
    )
    condor = find(s, 0, "Condor", "discard")
    play(s, ("score", 0), ("take", condor))
    assert condor in s.hands[0]
    play(s, ("score", 1))
    assert s.to_move() == 1 and s.decision().kind == "mind_spike"
    malek = find(s, 1, "Enchanter Malek", "hand")
    play(s, ("discard", malek))
    assert malek in s.discard[1]


def test_flip_crystals_give_free_actions():
    s = scenario(
        collected={0: ["Soren's Bounty", "Moon Tear", "Tide Pearl"]},
        hands={0: ["Condor"]},
        squads={(0, 3): ["Raiders"]},
        token=-2,
    )
    play(s, ("crystal", X["Soren's Bounty"]), ("done",))
    assert s.token == -2 and len(s.hands[0]) == 5  # free Replenish
    condor = find(s, 0, "Condor", "hand")
    play(s, ("crystal", X["Moon Tear"]), ("summon", 7, (condor,)))
    assert s.token == -2 and s.squad(0, 7) == (condor,)  # free Summon
    play(s, ("crystal", X["Tide Pearl"]), ("activate", 3))
    assert s.token == -2  # free Activate
    settle(s)
    assert ("crystal", X["Soren's Bounty"]) not in s.legal_actions()  # once only


def test_star_fragment_gains_two():
    s = scenario(collected={0: ["Star Fragment"]}, token=0)
    play(s, ("crystal", X["Star Fragment"]))
    assert s.token == -2


def test_obsidian_edge_and_iron_root_while_face_up():
    s = scenario(
        squads={(0, 4): ["Raiders"], (1, 4): ["Ancestral Warriors"]},
        hands={0: ["Raiders"], 1: ["Ancestral Warriors"]},
        collected={0: ["Obsidian Edge"], 1: ["Iron Root"]},
        token=-5,
    )
    fight(s, 4)
    # Raiders 2 + Raiders right (vs tricky) +1 defense... attack 2 + 1 (Obsidian Edge)
    assert s.last_battle["attack"][0] == 2 + 1
    # Warriors tricky vs bold: left +3 attack = 5, minus 1 (Raiders) defense
    assert s.last_battle["damage"] == (3 - 1, 5 - 1)
