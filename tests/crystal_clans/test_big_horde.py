"""A Horde squad of many units: its move decision has one action per sub-multiset of its
units and destination (tens of thousands for a dozen units of several kinds). Deciding it
must stay linear in that count: `apply` checks big legal lists through a set, and the
greedy bot builds each determinized world's legal list once, not once per action
(bench/RESULTS.md, session 20: a 27-unit horde, 301,057 moves, had stopped a game)."""

import pytest

from ai.greedy import GreedyBot
from core.crystal_clans import flow
from core.protocol import IllegalAction
from tests.crystal_clans.helpers import play, scenario

HORDE = ["Trappers"] + ["Marauders", "Raiders", "Berserkers", "Blood Hounds", "Chieftains"] * 2 + ["Trappers"] * 3


def horde_moving():
    """The first seat's twelve-unit Blood horde (Horde on top), activated: its move decision."""
    s = scenario(clans=("blood", "skull"), squads={(0, 4): HORDE}, token=-5)
    play(s, ("activate", 4))
    while s.decision().kind == "order":  # the squad's order first, as it is
        play(s, s.legal_actions()[0])
    assert s.decision().kind == "move"
    return s


def test_a_big_hordes_move_has_every_sub_squad():
    s = horde_moving()
    # kinds: Trappers 4, and five kinds twice: 5 * 3**5 - 1 sub-multisets, each to every
    # adjacent zone, and staying
    moves = [a for a in s.legal_actions() if a[0] == "move"]
    assert len({a[2] for a in moves}) == 5 * 3**5 - 1
    assert len(moves) > 2000


def test_apply_accepts_a_legal_move_and_refuses_another_of_a_big_decision():
    s = horde_moving()
    legal = s.legal_actions()
    last = legal[-1]
    t = s.clone()
    t.apply(last)  # found through the set
    assert t.squad(0, last[1])[: len(last[2])] == last[2]
    wrong = ("move", last[1], tuple(reversed(last[2])))  # not the one form of that sub-squad
    assert wrong not in legal
    with pytest.raises(IllegalAction):
        s.clone().apply(wrong)


def test_greedy_lists_a_big_decision_once_per_world(monkeypatch):
    s = horde_moving()
    listed = []
    original = flow.LEGAL["move"]

    def counting(state, frame):
        listed.append(frame)
        return original(state, frame)

    monkeypatch.setitem(flow.LEGAL, "move", counting)
    bot = GreedyBot(samples=2, seed=5)
    legal = s.legal_actions()
    action = bot.choose(s.view(0), 0, legal)
    assert action in legal
    # one list per world (before: one per action tried, thousands)
    assert len(listed) <= 2
