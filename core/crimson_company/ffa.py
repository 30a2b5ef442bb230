"""Free-for-all, playing on for placements: the winner leaves and its two fronts merge.

All the winner's cards leave the game (`gone`). The lanes still in play on its left front
(shared with the left neighbour) and right front (with the right neighbour) end, and a new
front of two lanes between those neighbours takes their place: where one lane was left on
each side, they merge into one lane (the neighbours' cards now face each other) and the
second lane is empty; lanes left on only one side keep that neighbour's cards.
"""

from __future__ import annotations

from core.i18n.phrase import phrase

from .speech import player


def remaining(s) -> list:
    """Seats not yet placed, in seat (clockwise) order."""
    return [p for p in range(s.nseats) if s.seat_side[p] not in s.placements]


def neighbours(s, side) -> tuple:
    """The nearest remaining seats counter-clockwise (left) and clockwise (right)."""
    n = s.nseats
    left = next((side - k) % n for k in range(1, n) if (side - k) % n not in s.placements)
    right = next((side + k) % n for k in range(1, n) if (side + k) % n not in s.placements)
    return left, right


def play_on_without(s, winner: int) -> None:
    place = len(s.placements)
    s.log(phrase("{player} takes place {place}; the others play on", player=player(winner), place=place))
    left, right = neighbours(s, winner)
    for w in (s.waiting[winner], s.hands[winner]):
        s.gone.extend(w)
        w.clear()
    fronts: dict[int, list[tuple[int, list[int]]]] = {left: [], right: []}
    for i in range(len(s.lanes)):
        if not s.alive[i]:
            continue
        a, b = s.lane_sides[i]
        if winner not in (a, b):
            continue
        k = 0 if a == winner else 1
        s.gone.extend(s.lanes[i][k])
        for c in s.lanes[i][k]:
            s.set_lane(c, -1)
        s.lanes[i][k] = []
        other = s.lane_sides[i][1 - k]
        fronts[other].append((i, s.lanes[i][1 - k]))
        s.alive[i] = False
    new_sides, new_castles = [], []
    for j in range(2):
        lcards = fronts[left][j][1] if j < len(fronts[left]) else []
        rcards = fronts[right][j][1] if j < len(fronts[right]) and left != right else []
        src = fronts[left][j][0] if j < len(fronts[left]) else (fronts[right][j][0] if j < len(fronts[right]) else -1)
        for i, _ in fronts[left][j : j + 1] + fronts[right][j : j + 1]:
            s.lanes[i] = [[], []]
        s.lanes.append([list(lcards), list(rcards)])
        for c in lcards + rcards:
            s.set_lane(c, len(s.lanes) - 1)
        new_sides.append((left, right))
        new_castles.append(s.castle[src] if src >= 0 else 0)
        s.alive.append(True)
        s.lane_winner.append(-1)
        s.castle_coins.append(0)
    s.lane_sides = s.lane_sides + tuple(new_sides)
    s.castle = s.castle + tuple(new_castles)
    s.log(phrase("A new front between {player} and {other}", player=player(left), other=player(right)))
