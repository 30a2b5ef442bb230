"""Squad arithmetic shared by actions, battles and abilities: attack and defense values,
activation cost, the squad limit, and choosing sub-squads and orders without duplicates."""

from __future__ import annotations

from itertools import permutations, product
from operator import itemgetter

from core.crystal_clans.board import ADJACENT, NUM_ZONES
from core.crystal_clans.cards import CARDS

SQUAD_LIMIT = 3


def unit_attack(s, sq: tuple, i: int) -> int:
    """Attack value of unit `sq[i]` with its own abilities (Reckless, Devoted Leaders,
    Bloodlust, Frenzy)."""
    kinds = s.kinds
    d = CARDS[kinds[sq[i]]]
    a = d.attack
    ab = d.abilities
    if ab:
        if "reckless" in ab and i == 0:
            a += 2
        if "devoted_leader" in ab:
            a += sum(1 for j, c in enumerate(sq) if j != i and CARDS[kinds[c]].descriptor == "Devoted")
        if "bloodlust" in ab and i == 0:
            a += len(sq) - 1
        if "frenzy" in ab and len(sq) >= 4:
            a += 3
    return a


def squad_attack_printed(s, sq: tuple, slept: bool = False) -> int:
    """A squad's attack value from its units alone; with `slept`, the top unit counts 0
    (Sleep: its printed value and its own modifiers are both nullified)."""
    return sum(unit_attack(s, sq, i) for i in range(1 if slept else 0, len(sq)))


_ACTIVATION = tuple(d.activation for d in CARDS)
_IN_STEP = tuple("in_step" in d.abilities for d in CARDS)
_SUPPLY = tuple("supply" in d.abilities for d in CARDS)
_AROUND = tuple((z,) + ADJACENT[z] for z in range(NUM_ZONES))


def activation_cost(s, seat: int, zone: int) -> int:
    """The highest activation cost in the squad, lowered by In Step (Titan Knights) and
    a nearby Supply Golem; never below 1. Opponent effects use this same value."""
    squads = s.squads
    base = seat * NUM_ZONES
    sq = squads[base + zone]
    if not sq:
        raise ValueError("an empty squad has no activation cost")
    kinds = s.kinds
    cost = 0
    in_step = False
    for c in sq:
        k = kinds[c]
        if _ACTIVATION[k] > cost:
            cost = _ACTIVATION[k]
        if _IN_STEP[k]:
            in_step = True
    if in_step:
        cost -= 1
    if _supplied(squads, kinds, base, zone):
        cost -= 1
    return max(1, cost)


def _supplied(squads, kinds, base: int, zone: int) -> bool:
    """Whether a unit with Supply stands in `zone` or next to it (one seat's squads)."""
    for z in _AROUND[zone]:
        for c in squads[base + z]:
            if _SUPPLY[kinds[c]]:
                return True
    return False


def squad_limit_ok(s, seat: int, zone: int) -> bool:
    """At most 3 units, unless the top unit has Horde."""
    sq = s.squad(seat, zone)
    return len(sq) <= SQUAD_LIMIT or "horde" in CARDS[s.kinds[sq[0]]].abilities


def distinct(s, cards) -> list:
    """One card of each kind among `cards` (choices between equal cards are no choice)."""
    seen, out = set(), []
    kinds = s.kinds
    for c in cards:
        k = kinds[c]
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


_SUB_GETTERS: dict = {}
_SUB_GETTERS_LIMIT = 4096  # equality patterns kept; big hordes make many distinct ones


def _sub_getters(pattern: tuple) -> tuple:
    """For a squad with this equality pattern (kind labels in first-seen order, e.g.
    (0, 1, 0)): one function per distinct non-empty sub-multiset, picking its units from
    the squad in squad order. Equal units are taken first to last, so a sub-multiset has
    one form; the kinds' counts vary like digits, the first kind slowest (for all-different
    units: every subset, bit j of m = 1 .. 2**n - 1 from the top choosing unit j)."""
    getters = _SUB_GETTERS.get(pattern)
    if getters is None:
        positions: dict[int, list[int]] = {}
        for j, label in enumerate(pattern):
            positions.setdefault(label, []).append(j)
        groups = list(positions.values())
        picks = []
        for counts in product(*(range(len(g) + 1) for g in groups)):
            if any(counts):
                picks.append(_tuple_getter(tuple(sorted(j for g, k in zip(groups, counts) for j in g[:k]))))
        if len(_SUB_GETTERS) >= _SUB_GETTERS_LIMIT:
            _SUB_GETTERS.clear()
        getters = _SUB_GETTERS[pattern] = tuple(picks)
    return getters


def sub_squads(s, sq: tuple) -> list:
    """Every non-empty sub-multiset of the squad's units, one per distinct kind count,
    as tuples of units in squad order."""
    kinds = s.kinds
    labels: dict = {}
    pattern = tuple([labels.setdefault(kinds[c], len(labels)) for c in sq])
    return [g(sq) for g in _sub_getters(pattern)]


_PERMS = {n: tuple(permutations(range(n))) for n in range(5)}
# Which permutations give distinct orders depends only on which units are equal: for
# each equality pattern of up to 4 units (kind labels in first-seen order, e.g. (0, 1, 0)),
# the first permutation of each distinct kind sequence, in permutations() order.
_DISTINCT_PERMS: dict = {}


def _distinct_perms(pattern: tuple) -> tuple:
    perms = _DISTINCT_PERMS.get(pattern)
    if perms is None:
        seen, kept = set(), []
        for p in _PERMS[len(pattern)]:
            key = tuple(pattern[i] for i in p)
            if key not in seen:
                seen.add(key)
                kept.append(p)
        perms = _DISTINCT_PERMS[pattern] = tuple(kept)
    return perms


_ORDER_GETTERS: dict = {}


def _order_getters(fixed: int, pattern: tuple) -> tuple:
    """For a squad whose first `fixed` units stay and whose rest has this equality
    pattern: one function per distinct order, picking the units of that order from the
    whole squad (as a tuple), in `_distinct_perms` order."""
    key = (fixed, pattern)
    getters = _ORDER_GETTERS.get(key)
    if getters is None:
        head = tuple(range(fixed))
        getters = _ORDER_GETTERS[key] = tuple(
            _tuple_getter(head + tuple(fixed + i for i in p)) for p in _distinct_perms(pattern)
        )
    return getters


def _tuple_getter(indices: tuple):
    if not indices:
        return lambda sq: ()
    if len(indices) == 1:
        i = indices[0]
        return lambda sq: (sq[i],)
    return itemgetter(*indices)


def orders(s, sq: tuple, fixed: int) -> list:
    """The distinct orders of `sq` keeping its first `fixed` units: all permutations of the
    rest when at most 4 remain, else one order per choice of the next unit."""
    kinds = s.kinds
    if len(sq) - fixed <= 4:
        labels: dict = {}
        pattern = tuple([labels.setdefault(kinds[c], len(labels)) for c in sq[fixed:]])
        return [g(sq) for g in _order_getters(fixed, pattern)]
    head, rest = sq[:fixed], sq[fixed:]
    rk = [kinds[c] for c in rest]
    out, seen = [], set()
    for i, c in enumerate(rest):
        if rk[i] not in seen:
            seen.add(rk[i])
            out.append(head + (c,) + rest[:i] + rest[i + 1 :])
    return out
