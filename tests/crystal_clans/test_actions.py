"""The five actions: costs, requirements, combining squads, replenish and invade limits."""

from core.crystal_clans.board import ADJACENT
from tests.crystal_clans.helpers import find, names, play, scenario


def test_summon_up_to_three_units_into_one_zone_for_their_total_cost():
    s = scenario(hands={0: ["Raiders", "Trappers", "Marauders", "Blood Hounds"]}, token=-10)
    legal = s.legal_actions()
    summons = [a for a in legal if a[0] == "summon"]
    assert summons and all(1 <= len(a[2]) <= 3 for a in summons)
    assert all(a[1] == 7 for a in summons)  # no friendly squad elsewhere: home only
    group = tuple(sorted(find(s, 0, n, "hand") for n in ("Raiders", "Trappers", "Marauders")))
    play(s, ("summon", 7, group))
    assert s.token == -10 + 1 + 1 + 2  # Raiders 1, Trappers 1, Marauders 2
    assert s.decision().kind == "order"  # the controller may reorder
    order = tuple(sorted(group, key=lambda c: s.name(c)))
    play(s, ("order", order))
    assert s.squad(0, 7) == order


def test_activate_pays_the_highest_cost_and_moves_some_units_to_combine():
    s = scenario(squads={(0, 7): ["Condor", "Raiders", "Trappers"], (0, 4): ["Marauders"]}, token=-10)
    play(s, ("activate", 7))
    assert s.token == -8  # Condor's 2 is the highest
    play(s, ("order", s.squad(0, 7)))
    legal = s.legal_actions()
    dests = {a[1] for a in legal if a[0] == "move" and len(a[2]) > 1}
    assert dests == set(ADJACENT[7])  # not flying as a group: one zone
    raiders, trappers = find(s, 0, "Raiders"), find(s, 0, "Trappers")
    play(s, ("move", 4, (raiders, trappers)))
    assert names(s, s.squad(0, 7)) == ["Condor"]
    assert s.decision().kind == "order" and len(s.squad(0, 4)) == 3  # combined: reorder
    play(s, ("order", s.squad(0, 4)))
    assert set(names(s, s.squad(0, 4))) == {"Raiders", "Trappers", "Marauders"}


def test_combining_over_three_units_discards_down():
    s = scenario(squads={(0, 7): ["Marauders", "Raiders"], (0, 4): ["Blood Hounds", "Condor"]}, token=-10)
    play(s, ("activate", 7))
    play(s, ("order", s.squad(0, 7)), ("move", 4, s.squad(0, 7)))
    m = find(s, 0, "Marauders")
    play(s, ("order", (m,) + tuple(c for c in s.squad(0, 4) if c != m)))
    assert s.decision().kind == "trim"
    hounds = find(s, 0, "Blood Hounds")
    play(s, ("discard-unit", hounds))
    assert len(s.squad(0, 4)) == 3 and hounds in s.discard[0]


def test_score_requires_affordable_cost():
    s = scenario(
        squads={(0, 3): ["Raiders"], (0, 5): ["Raiders"]}, row=("The Wind's Wish", "Dawn Shard", "Sun Stone"), token=13
    )
    s.active = 0
    legal = s.legal_actions()
    assert ("score", 1) in legal and ("score", 2) in legal  # 13 + 7 = 20
    assert ("score", 0) not in legal  # 13 + 9 would pass the end


def test_replenish_discards_then_draws_up_to_five():
    s = scenario(hands={0: ["Raiders", "Trappers", "Marauders"]}, token=-10)
    play(s, ("replenish",))
    assert s.token == -7
    r = find(s, 0, "Raiders", "hand")
    play(s, ("discard", r), ("done",))
    assert len(s.hands[0]) == 5 and r in s.discard[0]
    s = scenario(hands={0: ["Raiders"] * 3 + ["Trappers"] * 3}, token=-10)
    play(s, ("replenish",), ("done",))
    assert len(s.hands[0]) == 6  # 5 or more: no draw


def test_invade_needs_control_of_the_enemy_home_zone():
    s = scenario(squads={(0, 1): ["Marauders"], (1, 1): ["Ancestral Warriors"]}, token=-10)
    assert ("invade",) not in s.legal_actions()
    s = scenario(squads={(0, 1): ["Raiders"]}, token=-10)
    before = len(s.draw[1])
    play(s, ("invade",))
    assert s.token == -7 and len(s.draw[1]) == before - 2


def test_bad_input_is_refused_with_a_message_and_changes_nothing():
    import pytest

    from core.protocol import IllegalAction

    s = scenario(hands={0: ["Raiders"]}, token=-10)
    before = s.to_wire()
    with pytest.raises(IllegalAction, match="not a legal action"):
        s.apply(("summon", 4, (find(s, 0, "Raiders", "hand"),)))
    with pytest.raises(IllegalAction):
        s.apply(("score", 0))
    assert s.to_wire() == before


def test_a_squad_moves_each_distinct_group_of_its_units_once():
    """Equal units are interchangeable: a squad of 2 Raiders, 1 Trappers and 3 Marauders
    offers (2+1)(1+1)(3+1) - 1 = 23 distinct groups to move, each in squad order."""
    from collections import Counter
    from itertools import combinations

    from core.crystal_clans.squads import sub_squads

    s = scenario(squads={(0, 7): ["Raiders", "Marauders", "Trappers", "Raiders", "Marauders", "Marauders"]})
    sq = s.squad(0, 7)
    subs = sub_squads(s, sq)
    assert len(subs) == 23
    assert all(list(sub) == [c for c in sq if c in sub] for sub in subs)  # squad order
    every = {frozenset(Counter(s.name(c) for c in sub).items()) for k in range(1, 7) for sub in combinations(sq, k)}
    assert {frozenset(Counter(s.name(c) for c in sub).items()) for sub in subs} == every
