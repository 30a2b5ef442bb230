"""The five actions (Summon, Activate, Score, Replenish, Invade), free actions from
crystals, and the frames that carry them out: reordering, discarding down to the squad
limit, moving, ordering simultaneous triggers, the mulligan and the start of the game."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from core.crystal_clans import flow
from core.crystal_clans import words as w
from core.crystal_clans.abilities import describe_ability_action
from core.crystal_clans.ability_table import activation_triggers
from core.crystal_clans.board import ADJACENT, HOME, NUM_ZONES, TRACK_END, WITHIN_TWO, sign
from core.crystal_clans.cards import CARDS
from core.crystal_clans.crystal_effects import flip_crystal, score_effects
from core.crystal_clans.crystals import CRYSTALS
from core.crystal_clans.squads import (
    activation_cost,
    distinct,
    orders,
    squad_attack_printed,
    squad_limit_ok,
    sub_squads,
)
from core.crystal_clans.styles import STYLE_NAMES
from core.crystal_clans.units import do_summon, unit_cost
from core.i18n.phrase import Phrase, Said, phrase, phrase_n, term
from core.protocol import IllegalAction

REPLENISH_COST = 3
INVADE_COST = 3
HAND_SIZE = 5


# -- summoning ---------------------------------------------------------------------------
def card_zone_ok(s, seat: int, c: int, zone: int) -> bool:
    """Whether card `c` may be summoned into `zone` by its own rights (or its helpers')."""
    if zone == HOME[seat]:
        return True
    d = CARDS[s.kinds[c]]
    if d.descriptor == "Structure" and s.squad_has(seat, zone, "builder"):
        return True
    if d.descriptor == "Reanimated" and s.top_has(seat, zone, "raise_dead"):
        return True
    if "undying" in d.abilities and s.top_has(seat, zone, "necromancy"):
        return True
    if d.name == "Horgath's Stone Golem" and s.squad_has(seat, zone, "golemcraft"):
        return True
    return False


def group_zone_ok(s, seat: int, group, zone: int) -> bool:
    """One summon action places all its units in one zone: home, or a zone with a friendly
    squad that every unit may enter (Shift lets the whole group enter any such zone)."""
    if zone == HOME[seat]:
        return True
    if not s.squad(seat, zone):
        return False
    if any(s.has_ability(c, "shift") for c in group):
        return True
    return all(card_zone_ok(s, seat, c, zone) for c in group)


def summon_sources(s, seat: int) -> list:
    """Cards that may be summoned now: the hand, plus Undying units in the discard pile;
    at most 3 of each kind and source (a summon takes at most 3)."""
    out: list[tuple] = []
    count: dict[tuple, int] = {}
    for c in s.hands[seat]:
        k = ("h", s.kinds[c])
        if count.get(k, 0) < 3:
            count[k] = count.get(k, 0) + 1
            out.append(c)
    for c in s.discard[seat]:
        if "undying" in CARDS[s.kinds[c]].abilities:
            k = ("d", s.kinds[c])
            if count.get(k, 0) < 3:
                count[k] = count.get(k, 0) + 1
                out.append(c)
    return out


# Static per-kind facts summon_actions needs, read once from CARDS instead of per call.
_UNDYING = tuple("undying" in d.abilities for d in CARDS)
_SHIFT = tuple("shift" in d.abilities for d in CARDS)
_STRUCTURE = tuple(d.descriptor == "Structure" for d in CARDS)
_REANIMATED = tuple(d.descriptor == "Reanimated" for d in CARDS)
_GOLEM = tuple(d.name == "Horgath's Stone Golem" for d in CARDS)
# Abilities as bits: what a squad's units give (any unit) and what its top unit gives,
# and for each kind the abilities that let it be summoned into a squad away from home.
_F_NURTURE, _F_GOLEMCRAFT, _F_BUILDER, _F_RAISE_DEAD, _F_NECROMANCY = 1, 2, 4, 8, 16
_FLAGS = tuple(
    ("nurture" in d.abilities and _F_NURTURE)
    | ("golemcraft" in d.abilities and _F_GOLEMCRAFT)
    | ("builder" in d.abilities and _F_BUILDER)
    for d in CARDS
)
_TOP_FLAGS = tuple(
    ("raise_dead" in d.abilities and _F_RAISE_DEAD) | ("necromancy" in d.abilities and _F_NECROMANCY) for d in CARDS
)
_NEEDS = tuple(
    (_STRUCTURE[k] and _F_BUILDER)
    | (_REANIMATED[k] and _F_RAISE_DEAD)
    | (_UNDYING[k] and _F_NECROMANCY)
    | (_GOLEM[k] and _F_GOLEMCRAFT)
    for k in range(len(CARDS))
)
# summon cost of each kind indexed by (nurture, golemcraft) as 2 * nurture + golemcraft
_COSTS = tuple(tuple(unit_cost(d, n, g) for n in (False, True) for g in (False, True)) for d in CARDS)


def _summon_pools(s, seat: int):
    """Summon sources grouped by (place, kind) in first-appearance order, hand groups
    first, each capped at 3 cards: the same cards, in the same order, as summon_sources."""
    kinds = s.kinds
    hand_groups: dict = {}
    for c in s.hands[seat]:
        pool = hand_groups.get(kinds[c])
        if pool is None:
            hand_groups[kinds[c]] = [c]
        elif len(pool) < 3:
            pool.append(c)
    disc_groups: dict = {}
    for c in s.discard[seat]:
        k = kinds[c]
        if _UNDYING[k]:
            pool = disc_groups.get(k)
            if pool is None:
                disc_groups[k] = [c]
            elif len(pool) < 3:
                pool.append(c)
    return hand_groups, disc_groups


def summon_actions(s, seat: int, free: bool) -> list:
    """Every ("summon", zone, cards) action (cards sorted; equal cards deduplicated)."""
    hand_groups, disc_groups = _summon_pools(s, seat)
    if not hand_groups and not disc_groups:
        return []
    # equal cards from the same place are one choice: hand groups are indices 0..h-1,
    # Undying groups from the discard pile follow (they are only ever summoned alone)
    gkinds = list(hand_groups) + list(disc_groups)
    pools = list(hand_groups.values()) + list(disc_groups.values())
    n = len(pools)
    h = len(hand_groups)
    home = HOME[seat]
    squads = s.squads
    kinds = s.kinds
    base = seat * NUM_ZONES
    for k in gkinds:
        if _NEEDS[k] or _SHIFT[k]:
            break
    else:
        # no group may go anywhere but home (the usual case): the general code below
        # would find no other zone either
        flags = 0
        for c in squads[base + home]:
            flags |= _FLAGS[kinds[c]]
        ci = (2 if flags & _F_NURTURE else 0) + (1 if flags & _F_GOLEMCRAFT else 0)
        home_cost = [_COSTS[k][ci] for k in gkinds]
        home_budget = None if free else _budget(s, seat)
        unlimited = home_budget is None or 3 * max(home_cost) <= home_budget
        home_out: list[tuple] = []
        _summon_home(home_out.append, pools, n, h, home, None if unlimited else home_cost, home_budget)
        return home_out
    # per zone: a bit mask of the groups that may enter it, and each group's cost there
    grants_of = [0] * len(gkinds)  # which squad abilities let each group in
    for i, k in enumerate(gkinds):
        grants_of[i] = _NEEDS[k]
    zone_info: list[tuple] = []
    costs_by_ci: dict = {}
    for z in range(NUM_ZONES):
        sq = squads[base + z]
        if z != home and not sq:
            continue
        flags = 0
        for c in sq:
            flags |= _FLAGS[kinds[c]]
        ci = (2 if flags & _F_NURTURE else 0) + (1 if flags & _F_GOLEMCRAFT else 0)
        cost = costs_by_ci.get(ci)
        if cost is None:
            cost = costs_by_ci[ci] = [_COSTS[k][ci] for k in gkinds]
        if z == home:
            zone_info.insert(0, (z, -1, cost))
            continue
        # what this squad lets in: Builder (any unit), Golemcraft (any unit), Raise Dead
        # and Necromancy (the top unit only)
        grants = (flags & (_F_BUILDER | _F_GOLEMCRAFT)) | (_TOP_FLAGS[kinds[sq[0]]])
        ok = 0
        for i in range(len(gkinds)):
            if grants_of[i] & grants:
                ok |= 1 << i
        zone_info.append((z, ok, cost))
    budget = None if free else _budget(s, seat)
    shift_mask = 0
    for i, k in enumerate(gkinds):
        if _SHIFT[k]:
            shift_mask |= 1 << i
    if not shift_mask:
        # a zone away from home that lets no group in is never a summon's zone
        zone_info = [zi for zi in zone_info if zi[1]]
    out: list[tuple] = []
    append = out.append

    # a zone where even three of the dearest groups fit the budget needs no sums
    zone_info = [(z, ok, None if budget is None or 3 * max(cost) <= budget else cost) for z, ok, cost in zone_info]
    if len(zone_info) == 1:
        # home alone (every group may enter it): the same actions in the same order,
        # skipping the combinations whose cost cannot fit the budget
        _summon_home(append, pools, n, h, zone_info[0][0], zone_info[0][2], budget)
        return out

    def emit(mask, cards, combo):
        for z, ok, cost in zone_info:
            if mask & shift_mask or not mask & ~ok:
                if cost is None or sum(map(cost.__getitem__, combo)) <= budget:
                    append(("summon", z, cards))

    # the same order as combinations_with_replacement(range(n), r) for r = 1, 2, 3
    for i in range(n):
        emit(1 << i, (pools[i][0],), (i,))
    for i in range(h):
        pi = pools[i]
        for j in range(i, h):
            if i == j:
                if len(pi) < 2:
                    continue
                a, b = pi[0], pi[1]
            else:
                a, b = pi[0], pools[j][0]
            emit((1 << i) | (1 << j), (a, b) if a < b else (b, a), (i, j))
    for i in range(h):
        pi = pools[i]
        for j in range(i, h):
            pj = pools[j]
            if i == j and len(pi) < 2:
                continue
            for k in range(j, h):
                if k == j:
                    if i == j:
                        if len(pi) < 3:
                            continue
                        cards = (pi[0], pi[1], pi[2])
                    else:
                        if len(pj) < 2:
                            continue
                        cards = (pi[0], pj[0], pj[1])
                elif i == j:
                    cards = (pi[0], pi[1], pools[k][0])
                else:
                    cards = (pi[0], pj[0], pools[k][0])
                emit((1 << i) | (1 << j) | (1 << k), tuple(sorted(cards)), (i, j, k))
    return out


def _summon_home(append, pools: list, n: int, h: int, z: int, cost, budget) -> None:
    """summon_actions' enumeration for one zone every group may enter (home): singles of
    all n groups, then pairs and triples of the h hand groups, as
    combinations_with_replacement orders them, each kept if its cost fits the budget
    (`cost` None: every one fits)."""
    if cost is None:
        _summon_all(append, pools, n, h, z)
        return
    cmin = min(cost[:h]) if h else 0
    for i in range(n):
        if cost[i] <= budget:
            append(("summon", z, (pools[i][0],)))
    for i in range(h):
        ci = cost[i]
        if ci + cmin > budget:
            continue
        pi = pools[i]
        for j in range(i, h):
            if ci + cost[j] > budget:
                continue
            if i == j:
                if len(pi) < 2:
                    continue
                a, b = pi[0], pi[1]
            else:
                a, b = pi[0], pools[j][0]
            append(("summon", z, (a, b) if a < b else (b, a)))
    for i in range(h):
        ci = cost[i]
        if ci + 2 * cmin > budget:
            continue
        pi = pools[i]
        for j in range(i, h):
            cij = ci + cost[j]
            if cij + cmin > budget:
                continue
            pj = pools[j]
            if i == j and len(pi) < 2:
                continue
            for k in range(j, h):
                if cij + cost[k] > budget:
                    continue
                if k == j:
                    if i == j:
                        if len(pi) < 3:
                            continue
                        cards = [pi[0], pi[1], pi[2]]
                    else:
                        if len(pj) < 2:
                            continue
                        cards = [pi[0], pj[0], pj[1]]
                elif i == j:
                    cards = [pi[0], pi[1], pools[k][0]]
                else:
                    cards = [pi[0], pj[0], pools[k][0]]
                cards.sort()
                append(("summon", z, tuple(cards)))


def _summon_all(append, pools: list, n: int, h: int, z: int) -> None:
    """_summon_home without a budget: every combination."""
    for i in range(n):
        append(("summon", z, (pools[i][0],)))
    for i in range(h):
        pi = pools[i]
        a = pi[0]
        if len(pi) >= 2:
            b = pi[1]
            append(("summon", z, (a, b) if a < b else (b, a)))
        for j in range(i + 1, h):
            b = pools[j][0]
            append(("summon", z, (a, b) if a < b else (b, a)))
    for i in range(h):
        pi = pools[i]
        a = pi[0]
        for j in range(i, h):
            pj = pools[j]
            if i == j:
                if len(pi) < 2:
                    continue
                b = pi[1]
                if len(pi) >= 3:
                    cards = [a, b, pi[2]]
                    cards.sort()
                    append(("summon", z, tuple(cards)))
            else:
                b = pj[0]
                if len(pj) >= 2:
                    cards = [a, b, pj[1]]
                    cards.sort()
                    append(("summon", z, tuple(cards)))
            for k in range(j + 1, h):
                cards = [a, b, pools[k][0]]
                cards.sort()
                append(("summon", z, tuple(cards)))


def _budget(s, seat: int) -> int:
    """The most initiative `seat` may pay for one action (to the track's end)."""
    return TRACK_END - s.token * sign(seat)


# -- activating ------------------------------------------------------------------------------
def activate_actions(s, seat: int, free: bool) -> list:
    squads = s.squads
    base = seat * NUM_ZONES
    budget = None if free else _budget(s, seat)
    out: list[tuple] = []
    if budget is not None and budget >= _MAX_ACTIVATION:
        budget = None  # every squad's cost fits
    for z in range(NUM_ZONES):
        # the same test as s.can_pay(seat, cost): a cost is at least 1, so the token
        # never passes the seat's own end of the track
        if squads[base + z] and (budget is None or activation_cost(s, seat, z) <= budget):
            out.append(_ACTIVATE[z])
    return out


_MAX_ACTIVATION = max(1, max(d.activation for d in CARDS))  # no squad costs more to activate


_ACTIVATE = tuple(("activate", z) for z in range(NUM_ZONES))


def do_activate(s, seat: int, zone: int, free: bool) -> None:
    cost = activation_cost(s, seat, zone)
    if not free:
        s.pay(seat, cost)
    if free:
        s.log(phrase("P{seat} activates the squad in the {zone} for free", seat=seat + 1, zone=w.zone(zone)))
    else:
        s.log(
            # the English stays as saves fingerprinted it (core/save.py legacy_state_digest);
            # the translations say what the cost is ("für 1 Initiative")
            phrase("P{seat} activates the squad in the {zone} for {cost}", seat=seat + 1, zone=w.zone(zone), cost=cost)
        )
    s.push(("order", seat, zone, 0), ("move", seat, zone))


# -- top level ---------------------------------------------------------------------------------
def flip_possible(s, seat: int, x: int) -> bool:
    eff = CRYSTALS[x].effect
    if eff == "moon_tear":
        return bool(summon_actions(s, seat, True))
    if eff == "tide_pearl":
        return any(s.squad(seat, z) for z in range(NUM_ZONES))
    return True


_SCORE = tuple(("score", slot) for slot in range(3))
_REPLENISH, _INVADE = ("replenish",), ("invade",)
_CRYSTAL_COST = tuple(x.cost for x in CRYSTALS)
_FLIP = tuple(x.timing == "flip" for x in CRYSTALS)


def top_level_actions(s) -> list:
    seat = s.active
    out = summon_actions(s, seat, False)
    out += activate_actions(s, seat, False)
    # s.can_pay(seat, cost) for a cost >= 0 is cost <= the budget
    budget = _budget(s, seat)
    squads = s.squads
    mine, theirs = seat * NUM_ZONES, (1 - seat) * NUM_ZONES
    # controls 2 of the crystal zones (3, 4, 5)
    if (
        (1 if squads[mine + 3] and not squads[theirs + 3] else 0)
        + (1 if squads[mine + 4] and not squads[theirs + 4] else 0)
        + (1 if squads[mine + 5] and not squads[theirs + 5] else 0)
    ) >= 2:
        for slot, x in enumerate(s.row):
            if x >= 0 and _CRYSTAL_COST[x] <= budget:
                out.append(_SCORE[slot] if slot < 3 else ("score", slot))
    if REPLENISH_COST <= budget:
        out.append(_REPLENISH)
    enemy_home = HOME[1 - seat]
    if squads[mine + enemy_home] and not squads[theirs + enemy_home] and INVADE_COST <= budget:
        out.append(_INVADE)
    for x in s.collected[seat]:
        if _FLIP[x] and x not in s.flipped and flip_possible(s, seat, x):
            out.append(("crystal", x))
    return out


def begin_action(s, action) -> None:
    """Start a top-level action (already checked legal)."""
    seat = s.active
    kind = action[0]
    if kind == "summon":
        do_summon(s, seat, action[1], action[2], False)
    elif kind == "activate":
        do_activate(s, seat, action[1], False)
    elif kind == "score":
        x = s.row[action[1]]
        s.pay(seat, CRYSTALS[x].cost)
        s.collect_crystal(seat, action[1])
        score_effects(s, seat, x)
    elif kind == "replenish":
        s.pay(seat, REPLENISH_COST)
        s.log(phrase("P{seat} replenishes", seat=seat + 1))
        s.push(("replenish", seat))
    elif kind == "invade":
        s.pay(seat, INVADE_COST)
        zone = HOME[1 - seat]
        attack = squad_attack_printed(s, s.squad(seat, zone))
        s.log(phrase("P{seat} invades with attack {attack}", seat=seat + 1, attack=attack))
        s.mill(1 - seat, attack)
    elif kind == "crystal":
        flip_crystal(s, seat, action[1])
    else:  # pragma: no cover - legality is checked before
        raise IllegalAction(phrase("unknown action {action}", action=repr(action)[:200]))


# -- frames -----------------------------------------------------------------------------------
@flow.auto("start")
def _start(s, frame) -> None:
    first = s.rng.randrange(2)  # drawn even when fixed, so the rest stays the seed's
    if frame[1]:  # the first_seat option: seat + 1
        first = frame[1] - 1
    s.active = first
    s.draw_cards(1 - first, 1)
    s.log(phrase("P{seat} takes the first turn; P{other} draws 1 more card", seat=first + 1, other=2 - first))


@flow.decision("mulligan", phrase("Shuffle any cards back into your draw pile and draw back up to 5?"))
class _Mulligan:
    @staticmethod
    def legal(s, frame):
        seat = frame[1]
        hand = s.hands[seat]
        out, seen = [], set()
        for r in range(len(hand) + 1):
            for group in combinations(hand, r):
                key = tuple(sorted(s.kinds[c] for c in group))
                if key not in seen:
                    seen.add(key)
                    out.append(("mulligan", tuple(sorted(group))))
        return out

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        seat, group = frame[1], action[1]
        if group:
            for c in group:
                s.hands[seat].remove(c)
                s.draw[seat].append(c)
            s.rng.shuffle(s.draw[seat])
            s.draw_cards(seat, HAND_SIZE - len(s.hands[seat]))
        s.log(phrase_n("P{seat} mulligans {n} card", "P{seat} mulligans {n} cards", len(group), seat=seat + 1))


@flow.decision("order", phrase("Order the squad (top unit first)"))
class _Order:
    @staticmethod
    def run(s, frame):
        if len(s.squad(frame[1], frame[2])) - frame[3] <= 1:
            s.stack.pop()
            return False
        return True

    @staticmethod
    def legal(s, frame):
        return [("order", o) for o in orders(s, s.squad(frame[1], frame[2]), frame[3])]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        seat, zone, fixed = frame[1], frame[2], frame[3]
        s.set_squad(seat, zone, action[1])
        # a new top unit without Horde means discarding down to 3 at once
        s.stack.append(("trim", seat, zone))
        if len(action[1]) - fixed > 4:
            s.stack.append(("order", seat, zone, fixed + 1))


@flow.decision("trim", phrase("Discard a unit: the squad is over its limit of 3"))
class _Trim:
    @staticmethod
    def run(s, frame):
        if not s.squad(frame[1], frame[2]) or squad_limit_ok(s, frame[1], frame[2]):
            s.stack.pop()
            return False
        return True

    @staticmethod
    def legal(s, frame):
        return [("discard-unit", c) for c in distinct(s, s.squad(frame[1], frame[2]))]

    @staticmethod
    def act(s, frame, action):
        seat, zone, c = frame[1], frame[2], action[1]
        s.set_squad(seat, zone, tuple(u for u in s.squad(seat, zone) if u != c))
        s.discard_card(c)
        s.log(phrase("P{seat} discards {card} from an over-full squad", seat=seat + 1, card=w.card(s, c)))


# Structures cannot move unless Rolling; a sub-squad of only Flying units may move two zones.
_IMMOBILE = tuple(d.descriptor == "Structure" and "rolling" not in d.abilities for d in CARDS)
_FLYING = tuple("flying" in d.abilities for d in CARDS)

MOVE_GROUPS_LIMIT = 63
"""The most groups of units one move decision offers at once (every group six different
units make). A bigger squad (a Horde) first leaves units behind one at a time, as a squad
of more than four is ordered one unit at a time: its every group and destination at once
would be hundreds of thousands of actions (27 Blood units: 301,057)."""


def _group_count(kinds, units) -> int:
    """How many distinct non-empty groups `units` make (equal kinds are one choice)."""
    n = 1
    for k in _kind_counts(kinds, units).values():
        n *= k + 1
    return n - 1


def _destinations(s, zone: int, group) -> tuple:
    """Where `group` may go: two zones when all of it flies, else the adjacent zones."""
    kinds = s.kinds
    return WITHIN_TWO[zone] if all(_FLYING[kinds[c]] for c in group) else ADJACENT[zone]


@flow.decision("move", phrase("Move some or all units to an adjacent zone, or stay"))
class _Move:
    """The frame is ("move", seat, zone) or, once units are left behind, ("move", seat,
    zone, left). With at most `MOVE_GROUPS_LIMIT` groups to choose from, each group and
    destination is one action ("move", zone, group); with more, the actions are to move
    all the units still going, to leave one of them behind ("leave", unit), or to stay."""

    @staticmethod
    def legal(s, frame):
        seat, zone = frame[1], frame[2]
        left = frame[3] if len(frame) > 3 else ()
        sq = s.squad(seat, zone)
        enemy_here = bool(s.squad(1 - seat, zone))
        out: list[tuple] = [("stay",)]
        kinds = s.kinds
        going = [c for c in sq if c not in left and not _IMMOBILE[kinds[c]] and (not enemy_here or _FLYING[kinds[c]])]
        if _group_count(kinds, going) > MOVE_GROUPS_LIMIT:
            group = tuple(going)
            out += [("move", d, group) for d in _destinations(s, zone, group)]
            out += [("leave", c) for c in _last_of_each_kind(kinds, going)]
            return out
        immobile = {c for c in sq if _IMMOBILE[kinds[c]]}
        grounded = {c for c in sq if not _FLYING[kinds[c]]}
        # with nothing left behind, the groups of the whole squad in their usual order
        for sub in sub_squads(s, tuple(going) if left else sq):
            if immobile and not immobile.isdisjoint(sub):
                continue
            flying = grounded.isdisjoint(sub)
            if enemy_here and not flying:
                continue
            for d in WITHIN_TWO[zone] if flying else ADJACENT[zone]:
                out.append(("move", d, sub))
        return out

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        seat, zone = frame[1], frame[2]
        if action[0] == "stay":
            s.push(("activated", seat, zone))
            return
        if action[0] == "leave":
            left = frame[3] if len(frame) > 3 else ()  # the table is unchanged: nothing to log
            s.push(("move", seat, zone, left + (action[1],)))
            return
        dest, sub = action[1], action[2]
        sq = s.squad(seat, zone)
        s.set_squad(seat, zone, tuple(c for c in sq if c not in sub))
        existing = s.squad(seat, dest)
        s.set_squad(seat, dest, tuple(sub) + existing)
        s.log(phrase("P{seat} moves {units} to the {zone}", seat=seat + 1, units=w.cards(s, sub), zone=w.zone(dest)))
        # only the moved units are the activated squad; they battle where they arrived
        frames: list[tuple] = []
        if existing:
            frames.append(("order", seat, dest, 0))
        frames += [("trim", seat, dest), ("trim", seat, zone), ("activated", seat, dest)]
        s.push(*frames)


def older_move(s, action) -> list | None:
    """("move", zone, group) of a decision that no longer offers that group at once, as the
    actions that make it now: leave behind the units not in the group, then move (None if
    the group cannot be made)."""
    if not (s.stack and s.stack[-1][0] == "move" and action[0] == "move" and len(action) == 3):
        return None
    kinds, t = s.kinds, s.clone()
    want = _kind_counts(kinds, action[2])
    steps: list[tuple] = []
    while True:
        legal = t.legal_actions()
        for a in legal:
            if a[0] == "move" and a[1] == action[1] and _kind_counts(kinds, a[2]) == want:
                return steps + [a]
        extra = [a for a in legal if a[0] == "leave" and _going_count(t, kinds[a[1]]) > want.get(kinds[a[1]], 0)]
        if not extra:
            return None
        steps.append(extra[0])
        t.apply(extra[0])


def _kind_counts(kinds, units) -> Counter:
    """How many of `units` are of each kind."""
    return Counter(kinds[c] for c in units)


def _going_count(s, kind) -> int:
    """How many units of `kind` a move decision's squad still takes along."""
    frame = s.stack[-1]
    left = frame[3] if len(frame) > 3 else ()
    return sum(1 for c in s.squad(frame[1], frame[2]) if s.kinds[c] == kind and c not in left)


def _last_of_each_kind(kinds, units) -> list:
    """The last unit of each kind among `units`, kinds in first-seen order: leaving the
    last keeps the squad order of the units still going."""
    last: dict = {}
    for c in units:
        last[kinds[c]] = c
    return list(last.values())


@flow.auto("activated")
def _activated(s, frame) -> None:
    seat, zone = frame[1], frame[2]
    frames = []
    trigs = activation_triggers(s, seat, zone)
    if trigs:
        frames.append(("triggers", s.active, trigs))
    frames.append(("battle?", seat, zone))
    s.push(*frames)


@flow.decision("replenish", phrase("Discard cards from your hand, then draw up to 5"))
class _Replenish:
    @staticmethod
    def legal(s, frame):
        return [("discard", c) for c in distinct(s, s.hands[frame[1]])] + [("done",)]

    @staticmethod
    def act(s, frame, action):
        seat = frame[1]
        if action[0] == "discard":
            s.hands[seat].remove(action[1])
            s.discard_card(action[1])
            s.log(phrase("P{seat} discards {card}", seat=seat + 1, card=w.card(s, action[1])))
            return
        s.stack.pop()
        if len(s.hands[seat]) < HAND_SIZE:
            s.draw_cards(seat, HAND_SIZE - len(s.hands[seat]))


@flow.decision("free", phrase("Take your free action"))
class _Free:
    @staticmethod
    def legal(s, frame):
        if frame[2] == "summon":
            return summon_actions(s, frame[1], True)
        return activate_actions(s, frame[1], True)

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        if action[0] == "summon":
            do_summon(s, frame[1], action[1], action[2], True)
        else:
            do_activate(s, frame[1], action[1], True)


@flow.decision("free-crystal", phrase("Score a free crystal: your opponent reshuffled"))
class _FreeCrystal:
    @staticmethod
    def legal(s, frame):
        return [("score", i) for i, x in enumerate(s.row) if x >= 0]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        x = s.collect_crystal(frame[1], action[1])
        if s.winner is None:
            score_effects(s, frame[1], x)


@flow.decision("triggers", phrase("Several effects happen at once: choose which resolves first"))
class _Triggers:
    @staticmethod
    def run(s, frame):
        trigs = frame[2]
        if len(trigs) <= 1 or len({(t[0], t[1]) for t in trigs}) == 1:
            s.stack.pop()
            s.push(*trigs)
            return False
        return True

    @staticmethod
    def legal(s, frame):
        out, seen = [], set()
        for i, t in enumerate(frame[2]):
            key = (t[0], t[1], s.kinds[t[2]] if t[2] >= 0 else -1)
            if key not in seen:
                seen.add(key)
                out.append(("first", i))
        return out

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        trigs = frame[2]
        i = action[1]
        rest = trigs[:i] + trigs[i + 1 :]
        s.push(trigs[i], ("triggers", frame[1], rest))


# -- questions about frames --------------------------------------------------------------------
def frame_seat(s, frame) -> int:
    return frame[1]


def frame_prompt(s, frame) -> Said:
    kind = frame[0]
    text = flow.PROMPT.get(kind) or Phrase(kind)
    return text  # whose decision it is travels in Decision.seat


def describe(s, action) -> Said:
    """Readable text of `action` in this state, as a phrase."""
    seat = s.to_move()
    kind = action[0] if action else ""
    frame = s.stack[-1] if s.stack else None
    try:
        if kind == "summon":
            return phrase("Summon {units} to {zone}", units=w.cards(s, action[2]), zone=w.zone(action[1], seat))
        if kind == "activate":
            sq = s.squad(seat, action[1])
            return phrase(
                "Activate the squad in {zone} (top: {card})", zone=w.zone(action[1], seat), card=w.card(s, sq[0])
            )
        if kind == "score":
            x = s.row[action[1]]
            if frame is not None and frame[0] == "free-crystal":
                return phrase("Score {crystal} for free", crystal=term(CRYSTALS[x].name))
            return phrase("Score {crystal} for {cost}", crystal=term(CRYSTALS[x].name), cost=CRYSTALS[x].cost)
        if kind == "replenish":
            return phrase("Replenish: discard any cards, draw up to 5")
        if kind == "invade":
            return phrase("Invade the enemy home zone")
        if kind == "crystal":
            crystal = CRYSTALS[action[1]]
            return phrase("Flip {crystal}: {text}", crystal=term(crystal.name), text=term(crystal.text))
        if kind == "order":
            return phrase("Order the squad: {units} (top first)", units=w.cards(s, action[1]))
        if kind == "discard-unit":
            return phrase("Discard {card} from the squad", card=w.card(s, action[1]))
        if kind == "move":
            return phrase("Move {units} to {zone}", units=w.cards(s, action[2]), zone=w.zone(action[1], seat))
        if kind == "leave":
            return phrase("Leave {card} behind", card=w.card(s, action[1]))
        if kind == "stay":
            return phrase("Do not move")
        if kind == "battle":
            return phrase("Battle the enemy squad here")
        if kind == "no-battle":
            return phrase("Do not battle")
        if kind == "battle-card":
            d = s.card(action[1])
            return phrase(
                "Play {card} ({style}) as your battle card", card=term(d.name), style=term(STYLE_NAMES[d.style])
            )
        if kind == "discard":
            return phrase("Discard {card}", card=w.card(s, action[1]))
        if kind == "done":
            return phrase("Done discarding")
        if kind == "mulligan":
            if action[1]:
                return phrase("Mulligan {units}", units=w.cards(s, action[1]))
            return phrase("Keep this hand")
        if kind == "first":
            if frame is not None and frame[0] == "triggers":
                t = frame[2][action[1]]
                if t[2] >= 0:
                    return phrase(
                        "Resolve {trigger} of {card} (P{seat}) first",
                        trigger=w.trigger(t[0]),
                        card=w.card(s, t[2]),
                        seat=t[1] + 1,
                    )
                return phrase("Resolve {trigger} (P{seat}) first", trigger=w.trigger(t[0]), seat=t[1] + 1)
            return phrase("Resolve P{seat}'s battle effect first", seat=action[1] + 1)
        if kind == "sacrifice":
            return phrase("Sacrifice {card} for +6 attack", card=w.card(s, action[1]))
        if kind == "yes":
            return phrase("Yes: {prompt}", prompt=frame_prompt(s, frame))
        if kind == "no":
            return phrase("No: {prompt}", prompt=frame_prompt(s, frame))
        return describe_ability_action(s, frame, action)
    except (IndexError, KeyError, TypeError):
        return Phrase(repr(action)[:200])
