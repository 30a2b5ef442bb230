"""The Clans rulebook's examples 1-5, played on our map."""

from core.clans.board import TERRITORIES
from core.clans.epochs import EPOCHS
from core.clans.state import COLOURS, ClansState
from tests.clans.positions import C, position


def moves_from(state: ClansState, src: int) -> set[int]:
    return {a[2] for a in state.legal_actions() if a[1] == src}


def test_example_1_a_group_moves_only_onto_non_empty_neighbours():
    # Territory 1 borders 0, 2, 11 and 12; only 0 and 2 hold huts: 2 of its 4 moves remain.
    assert set(TERRITORIES[1].neighbours) == {0, 2, 11, 12}
    s = position(
        {1: {"red": 2, "blue": 1}, 0: {"green": 1}, 2: {"black": 5, "red": 3}, 10: {"yellow": 1}, 3: {"blue": 1}}
    )
    assert moves_from(s, 1) == {0, 2}
    # "Group 2" (8 huts on territory 2) may not move at all: it has 7 or more.
    assert moves_from(s, 2) == set()
    # ...but others may still join it.
    assert 2 in moves_from(s, 1) and 2 in moves_from(s, 3)


def test_example_2_a_village_is_founded_when_all_neighbours_are_empty():
    # Territory 1's only non-empty neighbour is 2; 2 borders 3 (which is not next to 1).
    base = {1: {"red": 2}, 2: {"blue": 1}, 3: {"green": 1}, 4: {"yellow": 1}}
    for dst in (1, 3):
        s = position(base)
        s.apply(("move", 2, dst))
        assert s.village_at[1] == 0, f"moving 2 onto {dst} should found a village on 1"
        assert s.villages[0].founder == 0 and s.chips == [1, 0]
        assert s.village_at[3] < 0  # 3 still borders the huts on 4


def test_example_3_a_dispute_removes_single_huts_when_all_five_colours_meet():
    # 8 huts on territory 1 (frozen, but others may join): black 4, red 2, blue 1, yellow 1.
    s = position({1: {"black": 4, "red": 2, "blue": 1, "yellow": 1}, 2: {"green": 1}, 3: {"red": 1}, 4: {"red": 1}})
    before = sum(s.totals)
    s.apply(("move", 2, 1))  # green joins: 9 huts, all five colours
    v = s.villages[0]
    assert v.territory == 1
    assert v.removed == tuple(1 if c in ("yellow", "green", "blue") else 0 for c in COLOURS)
    assert s.totals[1] == 6 and sum(s.totals) == before - 3
    # grassland is neutral in epoch I: 6 points to black and red only
    assert TERRITORIES[1].landscape == "grassland"
    assert s.colour_scores == [6, 0, 0, 0, 6]


def test_example_4_favourable_and_hostile_landscapes():
    # Steppe is favourable in epoch III: a 3-hut village there scores 3 + 3.
    assert TERRITORIES[0].landscape == "steppe" and "steppe" in EPOCHS[2].favourable
    s = position({0: {"red": 2}, 1: {"blue": 1}, 2: {"green": 1}, 3: {"green": 1}}, villages_before=7)
    s.apply(("move", 1, 0))
    assert s.villages[-1].epoch == 2 and s.villages[-1].points == 6
    assert s.colour_scores[C["red"]] == 6 and s.colour_scores[C["blue"]] == 6
    # Mountains are hostile in epoch I: no points at all, but the founder keeps the chip.
    assert TERRITORIES[2].landscape == "mountain"
    s = position({2: {"red": 3}, 3: {"blue": 1}, 4: {"green": 1}, 5: {"green": 1}}, turn=1)
    s.apply(("move", 3, 2))
    assert s.villages[0].hostile and s.villages[0].points == 0
    assert s.colour_scores == [0] * 5 and s.chips == [0, 1]


def test_example_5_scoring_a_village_and_the_final_reckoning():
    # 5 huts (3 blue, 1 yellow, 1 red) found a village on forest in epoch I: 5 + 1 points.
    assert TERRITORIES[3].landscape == "forest"
    s = position(
        {3: {"blue": 3, "yellow": 1}, 4: {"red": 1}, 5: {"green": 2}, 6: {"black": 1}}, colours=[C["blue"], C["red"]]
    )
    s.apply(("move", 4, 3))
    assert s.villages[0].points == 6
    assert [s.colour_scores[C[c]] for c in ("blue", "yellow", "red", "green", "black")] == [6, 6, 6, 0, 0]
    # End: each player's colour score plus bonus chips (seat 0 founded the village).
    assert s.scores() == [6 + 1, 6]
