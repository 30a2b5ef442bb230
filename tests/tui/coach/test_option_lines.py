"""The hint's lines: a ranking where the search saw one, and an honest line where it saw
many moves alike (Clans' opening: every move 50 % with equal visits)."""

from __future__ import annotations

from ai.coach import Advice, Option
from tui.coach.hint_panel import level_with_best, option_lines


def advice(stats: list[tuple[int, float]]) -> Advice:
    total = sum(v for v, _ in stats)
    return Advice(0, tuple(Option(("m", i), v, v / total, w) for i, (v, w) in enumerate(stats)), total)


def test_a_level_field_is_said_to_be_level():
    flat = advice([(15, 0.5)] * 274)
    lines = option_lines(flat, describe=str)
    assert level_with_best(flat) == 274
    assert len(lines) == 4 and "no difference between these and 271 other moves" in lines[3]
    assert "<1% of the search" in lines[0]  # 15 of 4110 visits is not "0%"


def test_a_clear_ranking_has_no_such_line():
    ranked = advice([(500, 0.62), (300, 0.55), (200, 0.5), (100, 0.5), (100, 0.5)])
    lines = option_lines(ranked, describe=str)
    assert len(lines) == 3 and "wins 62%, 42% of the search" in lines[0]
    assert level_with_best(ranked) == 1


def test_three_alike_and_no_more_need_no_line():
    three = advice([(40, 0.5), (40, 0.5), (40, 0.5), (10, 0.4)])
    assert len(option_lines(three, describe=str)) == 3
