"""The `effect` construct: step 0 opens where the card is now (or not at all), later steps go
to `then`, `resume` keeps the lane the effect fired in, and what gets registered."""

from __future__ import annotations

from core.crimson_company.effect_steps import effect, resume
from core.crimson_company.tasks import TASKS

from .support import empty, put, to_pile


def probe_effect(calls, **opts):
    """An unregistered two-step effect that records its opening and its answer."""

    @effect(**opts)
    def probe(s, t, seat, lane, side):
        calls.append(("open", seat, lane, side, t[4]))
        s.choose(seat, "target", "probe", [("target", 1), ("target", 2)], resume(t, 1, side))

    @probe.then
    def probe_answer(s, t):
        calls.append(("then", t))

    return probe


def test_opening_sees_where_the_card_is_now_and_the_answer_goes_to_then():
    s = empty()
    c = put(s, 1, 1, "squire")
    calls = []
    probe = probe_effect(calls)
    probe(s, ("probe", c, 0, 0, 2))  # fired in lane 3, moved to lane 2 since
    assert calls == [("open", 0, 1, 1, 2)]
    assert s.ask[4] == ("probe", c, 0, 1, 2, 1)  # resume keeps the lane it fired in
    probe(s, s.ask[4] + (("target", 2),))
    assert calls[1] == ("then", ("probe", c, 0, 1, 2, 1, ("target", 2)))


def test_no_opening_for_a_card_turned_face_down_or_out_of_play():
    s = empty()
    down = put(s, 0, 0, "squire", down=True)
    gone = to_pile(s, "loki")
    calls = []
    probe = probe_effect(calls)
    probe(s, ("probe", down, 0, 0, 0))
    probe(s, ("probe", gone, 0, 0, 0))
    assert calls == [] and s.ask is None


def test_a_destroy_effect_opens_where_its_card_was_destroyed():
    s = empty()
    c = to_pile(s, "undead")
    calls = []
    probe = probe_effect(calls, destroyed=True)
    probe(s, ("probe", c, 1, 0, 2, 1, 1))
    assert calls == [("open", 1, 2, 1, 2)]


def test_an_effect_is_registered_under_each_name_and_without_names_not_at_all():
    before = dict(TASKS)
    probe_effect([])
    assert TASKS == before
    assert TASKS["squire"] is TASKS["merchant"]
    assert TASKS["blood_priest"] is not TASKS["war_bear"]
