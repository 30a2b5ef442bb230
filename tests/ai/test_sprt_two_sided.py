"""The two-sided SPRT (`--sprt elo0=0,elo1=70,two-sided`): is a pairing unfair either way?"""

from __future__ import annotations

import pytest

from ai.sprt import SprtState, SprtTest
from ai.sprt_run import format_sprt, kept_test, parse_sprt, run_sprt, signature_of

UNFAIR = SprtTest(0, 70, two_sided=True)


def fed(test: SprtTest, cells: list[int]) -> SprtState:
    state = SprtState(test)
    for cell in cells:
        if state.decision is not None:
            break
        state = state.add(cell)
    return state


def test_parse_and_keep_the_two_sided_test():
    test = parse_sprt("elo0=0,elo1=70,two-sided")
    assert test == UNFAIR
    assert kept_test(signature_of(test)) == test
    one_sided = parse_sprt("elo0=0,elo1=70")
    assert not one_sided.two_sided and "two_sided" not in signature_of(one_sided)  # old files still match
    assert kept_test({"elo0": 0, "elo1": 70, "alpha": 0.05, "beta": 0.05}) == one_sided


@pytest.mark.parametrize("text", ["elo0=0,elo1=70,two-sided,two-sided", "elo0=0,elo1=70,twosided"])
def test_a_wrong_flag_is_refused(text):
    with pytest.raises(ValueError, match="two-sided"):
        parse_sprt(text)


def test_each_side_runs_at_half_alpha():
    lower, upper = UNFAIR.bounds
    one_lower, one_upper = SprtTest(0, 70).bounds
    assert upper > one_upper and lower == pytest.approx(one_lower, abs=0.03)
    assert UNFAIR.mirror == -70


def test_a_first_bot_that_loses_every_pair_is_shown_weaker():
    state = fed(UNFAIR, [0] * 200)
    assert state.decision == "H1" and state.direction == -1
    # the one-sided test on the same pairs only says "not stronger"
    assert fed(SprtTest(0, 70), [0] * 200).decision == "H0"


def test_a_first_bot_that_wins_every_pair_is_shown_stronger():
    state = fed(UNFAIR, [4] * 200)
    assert state.decision == "H1" and state.direction == 1


def test_an_even_pairing_is_decided_fair_only_when_both_sides_agree():
    even = [2, 1, 3, 2, 2, 0, 4, 2] * 400
    state = SprtState(UNFAIR)
    seen_one_side = False
    for cell in even:
        state = state.add(cell)
        up, down = state.decided
        if (up == "H0") != (down == "H0"):
            seen_one_side = True
            assert state.decision is None  # one side alone decides nothing
        if state.decision is not None:
            break
    assert state.decision == "H0" and state.direction == 0
    assert seen_one_side or state.decided == ("H0", "H0")


def test_a_side_keeps_its_decision_once_made():
    state = fed(SprtTest(0, 70, two_sided=True), [4] * 30)
    assert state.decided[0] == "H1"
    later = state.add(0).add(0)
    assert later.decided[0] == "H1"


def test_a_run_names_the_weaker_bot():
    # Take-away (tests/ai/takeaway.py): a searching bot beats random at once, in
    # milliseconds a game; what is tested is the direction named, not a bot's strength
    run = run_sprt("take-away", ["random", "mcts:iterations=10,workers=1"], UNFAIR, 400, seed=3)
    cell = run.cells[0]
    assert cell.decision == "H1" and cell.state.direction == -1
    text = format_sprt(UNFAIR, run.cells, run.limit)
    assert "two-sided" in text and "the first bot is the weaker" in text
