"""A Horde squad of many units moves in small decisions. Offering every group of its units
and destination at once was one action per sub-multiset and zone (a 27-unit horde:
301,057; bench/RESULTS.md, session 20, where one had stopped a game). With more than
`MOVE_GROUPS_LIMIT` groups to choose from, the decision offers to move all the units still
going, to leave one of them behind, or to stay; once few enough groups are left, every
group and destination as before. Every group the rules allow stays reachable."""

from collections import Counter

import pytest

from ai.greedy import GreedyBot
from ai.mcts import MCTSBot
from core.crystal_clans.actions import MOVE_GROUPS_LIMIT
from core.crystal_clans.board import ADJACENT
from core.crystal_clans.cards import CARDS, DECKS
from core.protocol import IllegalAction
from tests.crystal_clans.helpers import play, scenario

HORDE = ["Trappers"] + ["Marauders", "Raiders", "Berserkers", "Blood Hounds", "Chieftains"] * 2 + ["Trappers"] * 3


def moving(units, zone=4, clans=("blood", "skull"), enemy=None):
    """The first seat's squad of `units` (top first) in `zone`, activated, at its move."""
    squads = {(0, zone): units}
    if enemy:
        squads[(1, zone)] = enemy
    s = scenario(clans=clans, squads=squads, token=-5)
    play(s, ("activate", zone))
    while s.decision().kind == "order":  # the squad's order first, as it is
        play(s, s.legal_actions()[0])
    assert s.decision().kind == "move"
    return s


def whole_blood_deck():
    names = sorted(CARDS[kind].name for kind in DECKS["blood"])
    names.remove("Trappers")
    return ["Trappers"] + names


def names(s, units):
    return Counter(CARDS[s.kinds[c]].name for c in units)


def test_a_big_hordes_move_is_a_small_decision():
    s = moving(HORDE)
    legal = s.legal_actions()
    squad = s.squad(0, 4)
    # all twelve units to each adjacent zone, one unit of each of the six kinds left behind, or stay
    assert sorted(a for a in legal if a[0] == "move") == sorted(("move", d, squad) for d in ADJACENT[4])
    left = [a[1] for a in legal if a[0] == "leave"]
    assert names(s, left) == Counter(set(HORDE))
    assert ("stay",) in legal
    assert len(legal) == 1 + len(ADJACENT[4]) + 6


def test_the_whole_blood_deck_moves_in_small_decisions():
    s = moving(whole_blood_deck())
    assert len(s.squad(0, 4)) == 27
    assert len(s.legal_actions()) < 20  # was 401,409


def test_leaving_units_behind_until_few_groups_are_left_offers_every_group():
    s = moving(HORDE)
    squad = s.squad(0, 4)
    raider = next(a[1] for a in s.legal_actions() if a[0] == "leave" and names(s, [a[1]]) == {"Raiders": 1})
    assert raider == [c for c in squad if names(s, [c]) == {"Raiders": 1}][-1]  # the last of its kind
    play(s, ("leave", raider))
    assert s.decision().kind == "move" and s.stack[-1][3] == (raider,)
    assert raider in s.squad(0, 4)  # nothing moved yet
    going = tuple(c for c in squad if c != raider)  # in squad order
    assert ("move", ADJACENT[4][0], going) in s.legal_actions()
    while not any(a[0] == "move" and len(a[2]) == 1 for a in s.legal_actions()):
        play(s, next(a for a in s.legal_actions() if a[0] == "leave"))
    moves = [a for a in s.legal_actions() if a[0] == "move"]
    groups = {a[2] for a in moves}
    assert len(groups) <= MOVE_GROUPS_LIMIT
    assert not any(a[0] == "leave" for a in s.legal_actions())
    left = s.stack[-1][3]
    still = [c for c in squad if c not in left]
    assert all(set(g) <= set(still) for g in groups)
    assert tuple(still) in groups


def test_a_group_moves_and_the_rest_stays():
    s = moving(HORDE)
    before = s.squad(0, 4)
    while any(a[0] == "leave" for a in s.legal_actions()):
        play(s, next(a for a in s.legal_actions() if a[0] == "leave"))
    group = next(a for a in s.legal_actions() if a[0] == "move" and len(a[2]) == 2)
    play(s, group)
    assert s.squad(0, group[1])[:2] == group[2]
    assert set(s.squad(0, 4)) == set(before) - set(group[2])


def test_staying_after_leaving_units_behind_moves_nothing():
    s = moving(HORDE)
    before = s.squad(0, 4)
    play(s, next(a for a in s.legal_actions() if a[0] == "leave"))
    play(s, ("stay",))
    assert s.squad(0, 4) == before
    assert s.decision().kind != "move"


def _groups_reachable(s) -> set:
    """Every group some sequence of decisions moves (as a multiset of kinds), searched
    over the distinct multisets of units left behind."""
    found: set = set()
    seen: set = set()
    todo = [s]
    while todo:
        t = todo.pop()
        key = frozenset(names(t, t.stack[-1][3] if len(t.stack[-1]) > 3 else ()).items())
        if key in seen:
            continue
        seen.add(key)
        for a in t.legal_actions():
            if a[0] == "move":
                found.add(frozenset(names(t, a[2]).items()))
            elif a[0] == "leave":
                u = t.clone()
                u.apply(a)
                todo.append(u)
    return found


def test_every_group_of_a_big_horde_is_reachable():
    # kinds: Trappers 4, five kinds twice: 5 * 3**5 - 1 non-empty groups
    s = moving(HORDE)
    assert len(_groups_reachable(s)) == 5 * 3**5 - 1


def test_a_squad_of_six_different_units_offers_every_group_at_once():
    six = ["Trappers", "Marauders", "Raiders", "Berserkers", "Blood Hounds", "Chieftains"]
    s = moving(six)
    legal = s.legal_actions()
    assert not any(a[0] == "leave" for a in legal)
    assert len({a[2] for a in legal if a[0] == "move"}) == 2**6 - 1 == MOVE_GROUPS_LIMIT


def test_apply_refuses_a_group_the_decision_does_not_offer():
    s = moving(HORDE)
    squad = s.squad(0, 4)
    with pytest.raises(IllegalAction):
        s.clone().apply(("move", ADJACENT[4][0], squad[:2]))  # not offered until units are left behind
    with pytest.raises(IllegalAction):
        s.clone().apply(("leave", squad[0]))  # a Trappers, but not the last one


def test_the_log_and_the_list_say_what_leaving_does():
    s = moving(HORDE)
    raider = next(a for a in s.legal_actions() if a[0] == "leave" and names(s, [a[1]]) == {"Raiders": 1})
    assert str(s.describe(raider)) == "Leave Raiders behind"
    assert str(s.narrate(raider)) == "P1 leaves Raiders behind"


@pytest.mark.parametrize("bot", [GreedyBot(samples=2, seed=5), MCTSBot(iterations=30, workers=1, seed=5)])
def test_bots_decide_the_whole_decks_move(bot):
    s = moving(whole_blood_deck())
    while s.decision().kind == "move" and s.to_move() == 0:
        legal = s.legal_actions()
        action = bot.choose(s.view(0), 0, legal)
        assert action in legal
        play(s, action)
    assert s.decision() is None or s.decision().kind != "move" or s.to_move() != 0


def test_a_save_from_before_the_split_replays_its_big_move():
    """A save wrote a big horde's move as one action; it loads as the units left behind
    and the move, to the same position."""
    import dataclasses
    import random

    from core.match import Match
    from core.save import decode_save, encode_save, match_from_save, rules_changed, state_digest

    match, rng = None, random.Random(3)
    for seed in range(1, 40):
        match = Match("crystal-clans", {"clan1": "blood", "clan2": "blood"}, seed, seats=["human", "human"])
        while not match.is_over() and not any(a[0] == "leave" for a in match.state.legal_actions()):
            legal = match.state.legal_actions()
            match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
        if not match.is_over():
            break
    assert match is not None and not match.is_over()
    before, seat = len(match.log), match.state.to_move()
    while True:  # leave units behind until a group of two is offered, and move it
        two = [a for a in match.state.legal_actions() if a[0] == "move" and len(a[2]) == 2]
        if two:
            break
        match.submit(seat, next(a for a in match.state.legal_actions() if a[0] == "leave"))
    match.submit(seat, two[0])
    save = decode_save(encode_save(match))
    older = save.log[:before] + ((seat, two[0]),)  # as an older build wrote it: one action
    loaded = match_from_save(dataclasses.replace(save, log=older))
    assert state_digest(loaded.state) == state_digest(match.state)
    assert not rules_changed(loaded, save)
    assert [e.action for e in loaded.log[before:]] == [e.action for e in match.log[before:]]


def test_a_decision_with_units_left_behind_crosses_the_wire():
    """The units left so far live in the move's frame: a view sent to a client, a search's
    helper or a spectator carries them and offers the same actions."""
    import msgpack

    from core.crystal_clans.state import CrystalClansState

    s = moving(HORDE)
    for _ in range(2):
        play(s, next(a for a in s.legal_actions() if a[0] == "leave"))
    wire = msgpack.unpackb(msgpack.packb(s.to_wire()), strict_map_key=False)
    back = CrystalClansState.from_wire(wire)
    assert len(back.stack[-1][3]) == 2
    assert back == s and back.legal_actions() == s.legal_actions()
