"""The turn of the competitive variants: income, recruitment, deployment, scoring.

Recruitment is in auction.py; lane scoring (shared by every variant) is here.
"""

from __future__ import annotations

from core.i18n.phrase import phrase, phrase_n

from .cards import INCOME, SCORING
from .castles import scoring_threshold
from .speech import player
from .state import MAX_TURNS
from .tasks import task

BASE_INCOME = 3


@task("turn")
def turn(s, t):
    a = s.active
    s.turns += 1
    s.refired.clear()
    s.log(phrase("Round {round}: {player}'s turn", round=s.round, player=player(a)))
    s.push(("income", a), ("recruit", a), ("deploy_phase", a), ("scoring",), ("end_turn",))


@task("income")
def income(s, t):
    """Castle income effects, then the side's income cards in order, then 3 coins."""
    _, a = t
    side = s.seat_side[a]
    lanes = s.lane_order()
    todo: list[tuple] = [("castle_income", i, a, side) for i in lanes if s.castle[i]]
    todo += [("trigger", c, side) for c, i, k in s.ordered(sides=[side], lanes=lanes) if s.kind_is(c, INCOME)]
    todo.append(("base_income", a))
    s.push(*todo)


@task("base_income")
def base_income(s, t):
    got = s.gain(t[1], BASE_INCOME)
    s.log(phrase_n("{player} takes {n} coin of income", "{player} takes {n} coins of income", got, player=player(t[1])))


@task("trigger")
def trigger(s, t):
    """A phase effect of a card comes up: it fires only if the card is still face-up in play."""
    _, c, side = t
    loc = s.find(c)
    if loc is None or s.down[c] or s.side_at(loc[0], loc[1]) != side:
        return
    s.stack.append((s.ability(c), c, s.decider(side), 0, loc[0]))


@task("deploy_phase")
def deploy_phase(s, t):
    """Play every recruited card, in any order, into any allowed lane."""
    _, a = t
    waiting = s.waiting[a]
    if not waiting:
        return
    side = s.seat_side[a]
    lanes = s.deploy_lanes(side)
    if not lanes:
        for c in waiting:
            s.pile.append(c)
        s.log(phrase("No lane to play into: the waiting cards are discarded"))
        waiting.clear()
        return
    actions = [("deploy", c, i) for c in sorted(set(waiting)) for i in lanes]
    s.choose(a, "deploy", phrase("Play a recruited card into a lane"), actions, ("do_deploy", a))


@task("do_deploy")
def do_deploy(s, t):
    _, a, (_, c, lane) = t
    s.waiting[a].remove(c)
    s.stack.append(("deploy_phase", a))
    s.play_card(a, c, lane, s.seat_side[a])


# -- scoring ---------------------------------------------------------------------------------
def lane_due(s, i) -> bool:
    if not s.alive[i] or i in s.tied:
        return False
    need = scoring_threshold(s.castle[i])
    a, b = s.lanes[i]
    return len(a) >= need or len(b) >= need


@task("scoring")
def scoring(s, t):
    """Phase 4: a new scoring phase; `tied` keeps the lanes that tied until the next one."""
    s.tied.clear()
    s.stack.append(("score_phase",))


@task("score_phase")
def score_phase(s, t):
    """Check lanes left to right; score the first that is due, then check all again."""
    for i in s.lane_order():
        if lane_due(s, i):
            s.push(("score_lane", i), ("score_phase",))
            return


@task("score_lane")
def score_lane(s, t):
    """Start a lane's scoring: castle effect, then scoring effects near to far, active first."""
    _, lane = t
    vals = {c: s.strength(c) for c in s.lanes[lane][0] + s.lanes[lane][1]}
    bonus = [0, 0]
    if s.variant in ("solo", "co-op"):
        bonus[s.side_index(lane, 1)] = s.castle_coins[lane]
    s.sc = [lane, "high", vals, bonus]
    s.log(phrase("Lane {number} is scored", number=lane + 1))
    todo: list[tuple] = [("castle_scoring", lane)] if s.castle[lane] else []
    todo += [("score_trigger", c, lane) for c, i, k in s.ordered(lanes=[lane]) if s.kind_is(c, SCORING)]
    todo.append(("score_finish", lane))
    s.push(*todo)


@task("score_trigger")
def score_trigger(s, t):
    _, c, lane = t
    loc = s.find(c)
    if loc is None or loc[0] != lane or s.down[c]:
        return
    s.stack.append((s.ability(c), c, s.decider(s.side_at(lane, loc[1])), 0, lane))


def lane_totals(s, lane) -> list:
    """The two sides' totals under the scoring in progress (strength or face-down count)."""
    _, rule, vals, bonus = s.sc
    pair = s.lanes[lane]
    if rule == "down":  # no strength is compared: the castle's coins do not count
        return [sum(s.down[c] for c in pair[0]), sum(s.down[c] for c in pair[1])]
    # The coins on a castle (solo, co-op) are an advantage for the robbers under every rule:
    # added where the higher total wins, taken off where the lower wins (Underdog), so each
    # difficulty level stays harder than the one below (see the rules summary).
    sign = -1 if rule == "low" else 1
    return [
        sum(vals.get(c, s.strength(c)) for c in pair[0]) + sign * bonus[0],
        sum(vals.get(c, s.strength(c)) for c in pair[1]) + sign * bonus[1],
    ]


def total_of(s, side: int):
    """Whose total a lane's score line names: the side's name, but the solo player by its
    seat (the side's "you" is an object in German, "dich", where a total needs "du")."""
    if s.nseats == 1 and side == 0:
        return player(0)
    return s.side_name(side)


@task("score_finish")
def score_finish(s, t):
    _, lane = t
    totals = lane_totals(s, lane)
    rule = s.sc[1]
    s.sc = None
    a, b = totals
    # each total with the side it is of: "0 against 13" alone left the reader to guess
    said = {"number": lane + 1, "a": a, "b": b, "first": total_of(s, s.side_at(lane, 0))}
    said["second"] = total_of(s, s.side_at(lane, 1))
    if rule == "down":
        line = phrase("Lane {number}: {a} for {first}, {b} for {second} (face-down cards)", **said)
    elif rule == "low":
        line = phrase("Lane {number}: {a} for {first}, {b} for {second} (the lower total wins)", **said)
    else:
        line = phrase("Lane {number}: {a} for {first}, {b} for {second}", **said)
    s.log(line)
    if a == b:
        s.tied.append(lane)
        s.log(phrase("Lane {number} is tied and stays in play", number=lane + 1))
        return
    k = 0 if (a > b) != (rule == "low") else 1
    hel = s.hel_active()
    order = s.ordered(lanes=[lane])
    s.award(lane, s.side_at(lane, k))
    if s.outcome is not None:
        return
    # all cards of the lane are destroyed; their destroy effects fire in effect order
    mark = len(s.stack)
    for c, _, _ in order:
        s.destroy(c, by_effect=False, hel=hel)
    s.stack[mark:] = reversed(s.stack[mark:])


@task("end_turn")
def end_turn(s, t):
    if exhausted(s) or s.turns >= MAX_TURNS:
        s.log(phrase("No cards are left to recruit: the game ends"))
        s.finish(None)
        return
    for _ in range(s.nseats):
        s.active = (s.active + 1) % s.nseats
        if s.active == s.start:
            s.round += 1
        if s.seat_side[s.active] not in s.placements:
            break
    s.stack.append(("turn",))


def exhausted(s) -> bool:
    """Nothing can ever change again: no card to recruit and none waiting."""
    return not s.deck and not s.pile and all(m < 0 for m in s.market) and not any(s.waiting)
