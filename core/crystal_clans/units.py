"""Putting units on the board and taking them off — the steps every rule module shares
(actions, battles, abilities and crystal effects): summoning and placing units, destroying
a unit and resolving what that sets off, and damage outside battle."""

from __future__ import annotations

from core.crystal_clans import words as w
from core.crystal_clans.ability_table import destroyed_triggers, summon_triggers
from core.crystal_clans.board import NUM_ZONES
from core.crystal_clans.cards import CARDS
from core.i18n.phrase import phrase


def unit_cost(d, nurture: bool, golemcraft: bool) -> int:
    """Summon cost of one card `d` in a zone with Nurture / Golemcraft (at least 1 if it costs)."""
    cost = d.summon
    if golemcraft and d.name == "Horgath's Stone Golem":
        cost -= 3
    if nurture:
        cost -= 1
    return max(1, cost) if d.summon > 0 else 0


# per kind: (has Nurture, has Golemcraft, has Shift), and its summon cost indexed by
# 2 * nurture + golemcraft of the squad it enters
_NURTURE = tuple("nurture" in d.abilities for d in CARDS)
_GOLEMCRAFT = tuple("golemcraft" in d.abilities for d in CARDS)
_SHIFT = tuple("shift" in d.abilities for d in CARDS)
_UNIT_COSTS = tuple(tuple(unit_cost(d, n, g) for n in (False, True) for g in (False, True)) for d in CARDS)


def summon_cost(s, seat: int, group, zone: int) -> int:
    """Total summon cost; Mother (Nurture) and Horgath (Golemcraft) lower it per unit."""
    kinds = s.kinds
    nurture = golemcraft = False
    for c in s.squads[seat * NUM_ZONES + zone]:
        k = kinds[c]
        if _NURTURE[k]:
            nurture = True
        if _GOLEMCRAFT[k]:
            golemcraft = True
    ci = (2 if nurture else 0) + (1 if golemcraft else 0)
    total = 0
    for c in group:
        total += _UNIT_COSTS[kinds[c]][ci]
    return total


def place_units(s, seat: int, zone: int, units) -> None:
    """Place units in a zone on top of any friendly squad there, then let the controller
    reorder and discard down to the limit (placing is not moving)."""
    existing = s.squad(seat, zone)
    s.set_squad(seat, zone, tuple(units) + existing)
    s.push(("order", seat, zone, 0), ("trim", seat, zone))


def do_summon(s, seat: int, zone: int, group, free: bool) -> None:
    """Summon `group` into `zone` (paying unless `free`), then set off its "when summoned"
    triggers."""
    if not free:
        s.pay(seat, summon_cost(s, seat, group, zone))
    hand = s.hands[seat]
    for c in group:
        if c in hand:
            hand.remove(c)
        else:
            s.discard[seat].remove(c)
    s.log(phrase("P{seat} summons {units} to the {zone}", seat=seat + 1, units=w.cards(s, group), zone=w.zone(zone)))
    place_units(s, seat, zone, group)
    kinds = s.kinds
    shift = False
    for c in group:
        if _SHIFT[kinds[c]]:
            shift = True
    trigs = summon_triggers(s, seat, group, zone, shift)
    if trigs:
        s.push(("triggers", s.active, trigs))


def destroy_unit(s, seat: int, zone: int, c: int) -> list:
    """Destroy unit `c` of `seat`'s squad in `zone` (to its owner's discard pile); returns
    the "when destroyed" triggers it sets off."""
    s.set_squad(seat, zone, tuple(u for u in s.squad(seat, zone) if u != c))
    s.discard_card(c)
    s.log(phrase("{card} (P{seat}) is destroyed", card=w.card(s, c), seat=seat + 1))
    return destroyed_triggers(s, seat, zone, c)


def after_destroying(s, trigs, zone: int) -> None:
    """Resolve destroy triggers, then re-check both squads' limits in `zone`."""
    frames: list[tuple] = []
    if trigs:
        frames.append(("triggers", s.active, tuple(trigs)))
    frames += [("trim", 0, zone), ("trim", 1, zone)]
    s.push(*frames)


def damage_top_unit(s, seat: int, zone: int, amount: int) -> None:
    """Deal `amount` damage to the top unit of `seat`'s squad in `zone` (outside battle):
    it is destroyed if the damage reaches its defense."""
    sq = s.squad(seat, zone)
    if not sq:
        return
    top = sq[0]
    if amount >= CARDS[s.kinds[top]].defense:
        after_destroying(s, destroy_unit(s, seat, zone, top), zone)
    else:
        s.log(phrase("{card} survives {amount} damage", card=w.card(s, top), amount=amount))
