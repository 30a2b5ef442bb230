"""Clans rules beyond the rulebook's examples: freezing, merging, epochs, the end, errors."""

from collections import Counter

import msgpack
import pytest

from core.clans.board import REGIONS
from core.clans.game import GAME
from core.clans.state import HIDDEN, MERGE, MOVE, ORDER, OVER
from core.protocol import IllegalAction
from core.rng import Rng
from tests.clans.positions import C, position


# -- setup -----------------------------------------------------------------------------
def test_setup_puts_one_hut_of_each_colour_in_every_region():
    for seed in range(20):
        s = GAME.new({"players": 3}, seed)
        assert s.totals == [1] * 60
        for region in REGIONS:
            colours = [s.huts_at(t).index(1) for t in region]
            assert sorted(colours) == [0, 1, 2, 3, 4]
        assert len(set(s.colours)) == 3 and all(0 <= c < 5 for c in s.colours)
        assert s.phase == MOVE and s.villages == []


def test_setup_varies_with_the_seed_and_repeats_with_it():
    a, b, c = GAME.new({"players": 2}, 1), GAME.new({"players": 2}, 1), GAME.new({"players": 2}, 2)
    assert a == b and a != c
    starts = Counter(GAME.new({"players": 4}, seed).turn for seed in range(200))
    assert set(starts) == {0, 1, 2, 3}


def test_player_count_is_two_to_four():
    with pytest.raises(ValueError, match="2–4 players"):
        GAME.normalize_config({"players": 5})


# -- moving ----------------------------------------------------------------------------
def test_frozen_group_may_not_move_and_the_error_says_why():
    s = position({1: {"red": 7}, 2: {"blue": 1}, 12: {"green": 1}})
    with pytest.raises(IllegalAction, match="7 or more may no longer move"):
        s.apply(("move", 1, 2))
    assert s.totals[1] == 7  # nothing changed


def test_six_huts_may_still_move():
    s = position({1: {"red": 6}, 2: {"blue": 1}, 3: {"green": 1}})
    s.apply(("move", 1, 2))
    assert s.totals[2] == 7 and s.totals[1] == 0


@pytest.mark.parametrize(
    "action, message",
    [
        (("move", 1, 5), "not a neighbour"),
        (("move", 11, 1), "empty: there are no huts"),
        (("move", 1, 12), "empty: huts may only move onto huts"),
        (("move", 1, 99), "two territories"),
        (("move", 1), "two territories"),
        (("village", 1), "not allowed now"),
        ("move", "not an action"),
    ],
)
def test_illegal_moves_name_what_is_wrong(action, message):
    s = position({1: {"red": 2}, 2: {"blue": 1}, 3: {"green": 1}})
    before = s.to_wire()
    with pytest.raises(IllegalAction, match=message):
        s.apply(action)
    assert s.to_wire() == before


def test_two_adjacent_groups_of_seven_or_more_merge_smaller_onto_larger():
    # 8 on territory 1; moving 3 onto 2 (4 already) makes 7 there, next to the 8.
    s = position({1: {"red": 8}, 2: {"blue": 4}, 3: {"green": 3}, 4: {"yellow": 1}})
    s.apply(("move", 3, 2))
    assert s.phase == MERGE and s.to_move() == 0  # the mover must merge at once
    assert s.legal_actions() == [("move", 2, 1)]
    with pytest.raises(IllegalAction, match="smaller must now move onto the larger"):
        s.apply(("move", 1, 2))
    s.apply(("move", 2, 1))
    assert s.totals[1] == 15 and s.phase in (MOVE, OVER)


def test_equal_adjacent_frozen_groups_the_mover_chooses():
    s = position({1: {"red": 7}, 2: {"blue": 4}, 3: {"green": 3}, 4: {"yellow": 1}})
    s.apply(("move", 3, 2))
    assert s.phase == MERGE
    assert set(s.legal_actions()) == {("move", 1, 2), ("move", 2, 1)}


def test_a_lone_hut_becomes_a_village_too():
    s = position({0: {"red": 1}, 1: {"blue": 1}, 2: {"green": 1}, 3: {"green": 1}})
    s.apply(("move", 1, 2))  # 0 now has no non-empty neighbour
    assert s.village_at[0] == 0 and s.villages[0].huts == (1, 0, 0, 0, 0)


# -- epochs ----------------------------------------------------------------------------
def test_villages_across_an_epoch_boundary_the_mover_decides_the_order():
    # Territory 11 is the only non-empty neighbour of both 0 and 12: moving 11 onto 12
    # leaves 0 and 12 each surrounded by empty territories, two villages at once.
    s = position(
        {0: {"red": 2}, 11: {"blue": 1}, 12: {"green": 2}, 40: {"black": 1}, 41: {"black": 1}}, villages_before=3
    )
    s.apply(("move", 11, 12))
    assert s.phase == ORDER and s.to_move() == 0
    assert sorted(s.legal_actions()) == [("village", 0), ("village", 12)]
    s.apply(("village", 12))  # 12 takes the last chip of epoch I, 0 falls into epoch II
    v4, v5 = s.villages[3], s.villages[4]
    assert (v4.territory, v4.epoch) == (12, 0) and (v5.territory, v5.epoch) == (0, 1)
    # steppe: neutral in epoch I (3 huts -> 3), hostile in epoch II (0)
    assert v4.points == 3 and v5.points == 0 and v5.hostile
    assert s.chips == [2, 0] and s.phase == MOVE and s.turn == 1


def test_villages_in_the_same_epoch_need_no_choice():
    s = position({0: {"red": 2}, 11: {"blue": 1}, 12: {"green": 2}, 40: {"black": 1}, 41: {"black": 1}})
    s.apply(("move", 11, 12))
    assert s.phase == MOVE and len(s.villages) == 2 and s.chips == [2, 0]


def test_twelfth_village_always_gets_five_and_ends_the_game():
    # mountain territory 2 would be hostile in epoch I; as the 12th village it gets 5.
    s = position({2: {"red": 3}, 3: {"blue": 1}, 4: {"green": 1}, 5: {"green": 1}}, villages_before=11)
    s.apply(("move", 3, 2))
    assert s.villages[-1].number == 12 and s.villages[-1].points == 4 + 5
    assert s.phase == OVER and s.is_over() and s.to_move() is None and s.legal_actions() == []


def test_twelfth_and_thirteenth_village_the_mover_picks_which_counts():
    s = position(
        {0: {"red": 2}, 11: {"blue": 1}, 12: {"green": 2}, 40: {"black": 1}, 41: {"black": 1}}, villages_before=11
    )
    s.apply(("move", 11, 12))
    assert s.phase == ORDER
    s.apply(("village", 0))
    assert len(s.villages) == 12 and s.villages[-1].territory == 0
    assert s.village_at[12] == -1  # the 13th does not count
    assert s.colour_scores[C["red"]] == 2 + 5 and s.colour_scores[C["green"]] == 0
    assert s.is_over()


def test_game_ends_when_no_move_is_possible():
    # Two frozen groups far apart, each with one lone neighbour that will join it.
    s = position({0: {"red": 8}, 1: {"blue": 1}, 30: {"green": 9}, 31: {"yellow": 1}})
    s.apply(("move", 1, 0))  # 0 becomes a village; only 30/31 remain
    assert s.phase == MOVE
    s.apply(("move", 31, 30))
    assert s.is_over() and len(s.villages) == 2


def test_last_move_between_two_frozen_groups_founds_both_and_ends_the_game():
    # Territory 1 is the only link between the frozen groups on 0 and 2.
    s = position({0: {"red": 8}, 1: {"blue": 1}, 2: {"green": 7}})
    s.apply(("move", 1, 2))
    assert s.villages[-1].territory == 2
    assert s.village_at[0] >= 0 and s.is_over()


# -- the end and the result --------------------------------------------------------------
def test_result_shares_ties():
    s = position({0: {"red": 1}}, players=3, colours=[C["red"], C["blue"], C["green"]])
    s.colour_scores = [10, 0, 8, 9, 0]
    s.chips = [0, 1, 2]
    s.phase = OVER
    assert s.scores() == [10, 10, 10]
    assert s.result() == pytest.approx([1 / 3] * 3)
    s.chips = [0, 2, 1]
    assert s.result() == [0.0, 1.0, 0.0]


# -- hidden information ----------------------------------------------------------------
def test_view_hides_the_other_colours_and_the_rng():
    s = GAME.new({"players": 4}, 3)
    for seat in range(4):
        v = s.view(seat)
        assert v.colours[seat] == s.colours[seat]
        assert [c for i, c in enumerate(v.colours) if i != seat] == [HIDDEN] * 3
        assert v.rng.state == 0
        wire = v.to_wire()
        assert wire["colours"].count(HIDDEN) == 3
    spectator = s.view(None)
    assert spectator.colours == [HIDDEN] * 4


def test_view_reveals_all_colours_once_the_game_is_over():
    s = position({2: {"red": 3}, 3: {"blue": 1}, 4: {"green": 1}, 5: {"green": 1}}, villages_before=11, colours=[1, 4])
    s.apply(("move", 3, 2))
    assert s.view(0).colours == [1, 4]


def test_determinize_samples_distinct_colours_consistent_with_the_view():
    s = GAME.new({"players": 3}, 11)
    rng = Rng(5)
    seen = Counter()
    for _ in range(300):
        d = s.view(0).determinize(0, rng)
        assert d.colours[0] == s.colours[0] and len(set(d.colours)) == 3
        assert HIDDEN not in d.colours
        seen[d.colours[1]] += 1
    assert len(seen) == 4  # seat 1 could be any of the other four colours
    # on the full state it must not leak the truth either
    leaks = Counter(s.determinize(0, rng).colours[1] for _ in range(300))
    assert len(leaks) == 4


def test_wire_round_trip_through_msgpack():
    s = GAME.new({"players": 2}, 4)
    s.apply(s.legal_actions()[0])
    packed = msgpack.packb(s.to_wire())
    assert GAME.state_from_wire(msgpack.unpackb(packed, strict_map_key=False)) == s


def test_describe_says_what_moves_where():
    s = position({1: {"red": 2, "blue": 1}, 2: {"blue": 1}, 3: {"green": 1}})
    assert str(s.describe(("move", 1, 2))) == (
        "Move 3 huts (2 red, 1 blue) from territory 1 (grassland) onto territory 2 (mountain)"
    )
