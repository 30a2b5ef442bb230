"""Battles: commit battle cards one after the other (hidden until both are in), the
bold > guarded > tricky > bold wheel, battle effects, simultaneous damage from the top
unit down, and the discard step with its return-to-hand choice."""

from __future__ import annotations

from core.crystal_clans import flow
from core.crystal_clans import words as w
from core.crystal_clans.ability_table import damage_triggers, end_triggers
from core.crystal_clans.cards import CARDS, effect_text
from core.crystal_clans.squads import activation_cost, distinct, squad_attack_printed
from core.crystal_clans.styles import STYLE_NAMES, left_triggers
from core.crystal_clans.units import after_destroying, destroy_unit
from core.i18n.phrase import phrase, term

NOT_YET = -2  # no battle card committed yet
NO_CARD = -3  # hand and both piles empty: the side plays no battle card
SACRIFICE_BONUS = 6
# Answers to one clan each (issue 32 §4): Meteor lost to Stone and, at 200 iterations, to
# Skull at every number of its own that was fair elsewhere (session 27), Stone to Skull at
# 100 and Water to Skull at 200 (session 30: Purge on Sentinels and on Coral Guards too);
# these fire against that clan alone (only Stone has Structures and Builders, only Skull
# Undying units), so no other pairing moves.
# (ability, the enemy units that call it up, the attack each unit with the ability adds in
# a battle against a squad holding one of them)
FOE_BONUSES = (
    ("siegebreaker", lambda d: d.descriptor == "Structure" or "builder" in d.abilities, 1),
    ("purge", lambda d: "undying" in d.abilities, 2),
)
_FOE_BONUSES = tuple(
    (tuple(ability in d.abilities for d in CARDS), tuple(bool(calls(d)) for d in CARDS), bonus)
    for ability, calls, bonus in FOE_BONUSES
)
INTERACTIVE = frozenset({"kill_top", "kill_bottom", "bottom", "end", "mill", "draw", "may_draw", "steal"})


class Battle:
    """The battle in progress: zone, attacker, both battle cards (instances, NOT_YET,
    NO_CARD, or HIDDEN in a view), which effect each triggered (0 left, 1 right), and
    the boosts gathered so far."""

    __slots__ = (
        "zone",
        "attacker",
        "cards",
        "revealed",
        "sides",
        "atk",
        "dfn",
        "ended",
        "ret",
        "placed",
        "dpk",
        "kills",
    )

    def __init__(self, zone: int, attacker: int) -> None:
        self.zone = zone
        self.attacker = attacker
        self.cards = [NOT_YET, NOT_YET]
        self.revealed = False
        self.sides = [-1, -1]
        self.atk = [0, 0]
        self.dfn = [0, 0]
        self.ended = False
        self.ret = [False, False]
        self.placed = [False, False]
        self.dpk = [False, False]
        self.kills = [0, 0]

    def clone(self) -> "Battle":
        b = Battle.__new__(Battle)
        b.zone, b.attacker, b.revealed, b.ended = self.zone, self.attacker, self.revealed, self.ended
        b.cards, b.sides, b.atk, b.dfn = self.cards[:], self.sides[:], self.atk[:], self.dfn[:]
        b.ret, b.placed, b.dpk, b.kills = self.ret[:], self.placed[:], self.dpk[:], self.kills[:]
        return b

    def to_wire(self) -> list:
        return [
            self.zone,
            self.attacker,
            list(self.cards),
            self.revealed,
            list(self.sides),
            list(self.atk),
            list(self.dfn),
            self.ended,
            list(self.ret),
            list(self.placed),
            list(self.dpk),
            list(self.kills),
        ]

    @classmethod
    def from_wire(cls, w) -> "Battle":
        b = cls(w[0], w[1])
        b.cards, b.revealed, b.sides = list(w[2]), w[3], list(w[4])
        b.atk, b.dfn, b.ended = list(w[5]), list(w[6]), w[7]
        b.ret, b.placed, b.dpk, b.kills = list(w[8]), list(w[9]), list(w[10]), list(w[11])
        return b


def effect_of(s, seat: int) -> tuple:
    """The triggered battle effect of `seat`'s battle card (after the reveal)."""
    b = s.battle
    c = b.cards[seat]
    if c < 0 or b.sides[seat] < 0:
        return ()
    d = CARDS[s.kinds[c]]
    return d.left if b.sides[seat] == 0 else d.right


def start_battle(s, seat: int, zone: int) -> None:
    s.battle = Battle(zone, seat)
    s.log(phrase("P{seat} starts a battle in the {zone}", seat=seat + 1, zone=w.zone(zone)))
    o = 1 - seat
    s.push(
        ("sac", seat, zone),
        ("sac", o, zone),
        ("commit", seat),
        ("commit", o),
        ("b-reveal", seat),
        ("b-effects", seat),
        ("b-damage", seat),
        ("b-end", seat),
    )


@flow.decision("battle?", phrase("Start a battle with the enemy squad in this zone?"))
class _BattleQ:
    @staticmethod
    def run(s, frame):
        if not s.squad(frame[1], frame[2]) or not s.squad(1 - frame[1], frame[2]):
            s.stack.pop()
            return False
        return True

    @staticmethod
    def legal(s, frame):
        return [("battle",), ("no-battle",)]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        if action[0] == "battle":
            start_battle(s, frame[1], frame[2])


@flow.decision("sac", phrase("Sacrifice: remove a unit from the game for +6 attack in this battle?"))
class _Sacrifice:
    @staticmethod
    def run(s, frame):
        if not s.squad_has(frame[1], frame[2], "sacrifice"):
            s.stack.pop()
            return False
        return True

    @staticmethod
    def legal(s, frame):
        units = [c for c in s.squad(frame[1], frame[2]) if s.has_ability(c, "sacrifice")]
        return [("sacrifice", c) for c in distinct(s, units)] + [("no",)]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        if action[0] != "sacrifice":
            return
        seat, zone, c = frame[1], frame[2], action[1]
        s.set_squad(seat, zone, tuple(u for u in s.squad(seat, zone) if u != c))
        s.removed.append(c)
        s.battle.atk[seat] += SACRIFICE_BONUS
        s.log(
            phrase(
                "P{seat} sacrifices {card}: +{bonus} attack", seat=seat + 1, card=w.card(s, c), bonus=SACRIFICE_BONUS
            )
        )


@flow.decision("commit", phrase("Choose your battle card (hidden until both are chosen)"))
class _Commit:
    @staticmethod
    def run(s, frame):
        seat = frame[1]
        if s.hands[seat]:
            return True
        s.stack.pop()
        c = s.take_top(seat)
        s.battle.cards[seat] = NO_CARD if c is None else c
        s.log(
            phrase("P{seat} has no hand and plays the top card of the draw pile", seat=seat + 1)
            if c is not None
            else phrase("P{seat} has no card to play", seat=seat + 1)
        )
        return False

    @staticmethod
    def legal(s, frame):
        return [("battle-card", c) for c in distinct(s, s.hands[frame[1]])]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        seat = frame[1]
        s.hands[seat].remove(action[1])
        s.battle.cards[seat] = action[1]
        s.log(phrase("P{seat} commits a battle card face down", seat=seat + 1))


@flow.auto("b-reveal")
def _reveal(s, frame) -> None:
    b = s.battle
    b.revealed = True
    styles = [CARDS[s.kinds[c]].style if c >= 0 else None for c in b.cards]
    for seat in (0, 1):
        mine = styles[seat]
        if mine is not None:
            b.sides[seat] = 0 if left_triggers(mine, styles[1 - seat]) else 1
    names = tuple(s.name(c) if c >= 0 else "none" for c in b.cards)
    texts = tuple(effect_text(effect_of(s, seat)) for seat in (0, 1))
    s.last_battle = {
        "zone": b.zone,
        "attacker": b.attacker,
        "cards": tuple(b.cards),
        "names": names,
        "styles": tuple(STYLE_NAMES[x] if x is not None else "none" for x in styles),
        "triggered": tuple(("left", "right", "none")[x] for x in b.sides),
        "effects": texts,
        "damage": (0, 0),
        "destroyed": ((), ()),
        "lost": (0, 0),
    }
    for seat in (0, 1):
        style = styles[seat]
        if style is not None:  # a card was committed (its style is known once revealed)
            card, effect = w.card(s, b.cards[seat]), w.effect(effect_of(s, seat))
            if b.sides[seat] == 0:
                said = phrase(
                    "P{seat} reveals {card} ({style}): left effect, {effect}",
                    seat=seat + 1,
                    card=card,
                    style=term(STYLE_NAMES[style]),
                    effect=effect,
                )
            else:
                said = phrase(
                    "P{seat} reveals {card} ({style}): right effect, {effect}",
                    seat=seat + 1,
                    card=card,
                    style=term(STYLE_NAMES[style]),
                    effect=effect,
                )
            s.log(said)


def _fx_frames(s, seat: int) -> list:
    return [("fx", seat, prim) for prim in effect_of(s, seat)]


@flow.auto("b-effects")
def _effects(s, frame) -> None:
    a = s.battle.attacker
    busy = [any(p[0] in INTERACTIVE for p in effect_of(s, seat)) for seat in (0, 1)]
    if busy[0] and busy[1]:
        s.push(("fx-order", s.active))
    else:
        s.push(*(_fx_frames(s, a) + _fx_frames(s, 1 - a)))


@flow.decision("fx-order", phrase("Both battle effects trigger at once: choose which resolves first"))
class _FxOrder:
    @staticmethod
    def legal(s, frame):
        return [("first", 0), ("first", 1)]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        first = action[1]
        s.push(*(_fx_frames(s, first) + _fx_frames(s, 1 - first)))


@flow.auto("fx")
def _fx(s, frame) -> None:
    seat, prim = frame[1], frame[2]
    b = s.battle
    kind = prim[0]
    zone = b.zone
    if kind == "atk":
        b.atk[seat] += prim[1]
    elif kind == "def":
        b.dfn[seat] += prim[1]
    elif kind == "per_devoted":
        b.atk[seat] += sum(1 for c in s.squad(seat, zone) if CARDS[s.kinds[c]].descriptor == "Devoted")
    elif kind == "draw":
        s.draw_cards(seat, prim[1])
    elif kind == "may_draw":
        s.push(("may-draw", seat, prim[1]))
    elif kind == "ret":
        b.ret[seat] = True
    elif kind == "gain":
        s.gain(seat, prim[1])
    elif kind == "mill":
        s.mill(1 - seat, prim[1])
    elif kind == "end":
        b.ended = True
        s.log(phrase("The battle ends before damage"))
    elif kind == "draw_per_kill":
        b.dpk[seat] = True
    elif kind == "bottom":
        c = b.cards[seat]
        if s.squad(seat, zone) and c >= 0 and not b.placed[seat]:
            s.set_squad(seat, zone, s.squad(seat, zone) + (c,))
            b.placed[seat] = True
            s.log(phrase("{card} joins P{seat}'s squad as its bottom unit", card=w.card(s, c), seat=seat + 1))
            s.push(("trim", seat, zone))
    elif kind == "steal":
        # control changes, ownership does not: the unit still goes to its owner's discard
        enemy = s.squad(1 - seat, zone)
        if enemy and s.squad(seat, zone):
            unit = enemy[-1]
            s.set_squad(1 - seat, zone, enemy[:-1])
            s.set_squad(seat, zone, s.squad(seat, zone) + (unit,))
            s.log(phrase("P{seat} takes control of {card}", seat=seat + 1, card=w.card(s, unit)))
            s.push(("trim", seat, zone), ("trim", 1 - seat, zone))
    elif kind in ("kill_top", "kill_bottom"):
        enemy = s.squad(1 - seat, zone)
        if enemy:
            victim = enemy[0] if kind == "kill_top" else enemy[-1]
            after_destroying(s, destroy_unit(s, 1 - seat, zone, victim), zone)


@flow.decision("may-draw", phrase("You may draw a card"))
class _MayDraw:
    @staticmethod
    def legal(s, frame):
        return [flow.YES, flow.NO]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        if action == flow.YES:
            s.draw_cards(frame[1], frame[2])


def battle_attack(s, seat: int, zone: int) -> int:
    """A battling squad's attack: its units (Sleep zeroes the top unit if the enemy top
    unit has Sleep), battle boosts, Obsidian Edge, Siegebreaker and Purge, and Blue Oracles'
    penalty."""
    sq = s.squad(seat, zone)
    enemy = s.squad(1 - seat, zone)
    slept = bool(enemy) and s.has_ability(enemy[0], "sleep")
    total = squad_attack_printed(s, sq, slept) + s.battle.atk[seat]
    if s.passive_crystal(seat, "obsidian_edge"):
        total += 1
    if enemy:
        total += _foe_bonus(s.kinds, sq, enemy)
    if enemy and s.has_ability(enemy[0], "foretold"):
        # -2 for each point above 1 (was -3 at cost 2 or more): the penalty falls hardest on
        # Stone's Structures and the big heroes (issue 32 §4, bench/RESULTS.md sessions 20-25)
        total -= 2 * (activation_cost(s, seat, zone) - 1)
    return max(0, total)


def _foe_bonus(kinds, sq: tuple, enemy: tuple) -> int:
    """Siegebreaker's and Purge's attack for squad `sq` against `enemy` (`FOE_BONUSES`)."""
    total = 0
    for holders, targets, bonus in _FOE_BONUSES:
        units = sum(holders[kinds[c]] for c in sq)
        if units and any(targets[kinds[c]] for c in enemy):
            total += bonus * units
    return total


def battle_defense(s, seat: int, zone: int) -> int:
    """Extra defense: battle boosts, Siege Tower, Coral Guards on top, Iron Root."""
    sq = s.squad(seat, zone)
    total = s.battle.dfn[seat]
    if any(s.has_ability(c, "tower") for c in sq):
        total += 3
    if sq and s.has_ability(sq[0], "bulwark"):
        total += 2
    if s.passive_crystal(seat, "iron_root"):
        total += 1
    return total


def apply_damage(s, sq: tuple, damage: int):
    """Damage from the top unit down: returns (destroyed units, damage lost)."""
    destroyed = []
    for c in sq:
        d = CARDS[s.kinds[c]].defense
        if damage < d:
            break
        destroyed.append(c)
        damage -= d
    return destroyed, damage


@flow.auto("b-damage")
def _damage(s, frame) -> None:
    b = s.battle
    zone = b.zone
    squads = [s.squad(0, zone), s.squad(1, zone)]
    if b.ended or not squads[0] or not squads[1]:
        return
    attack = [battle_attack(s, seat, zone) for seat in (0, 1)]
    dealt = [max(0, attack[1 - seat] - battle_defense(s, seat, zone)) for seat in (0, 1)]
    tops = (squads[0][0], squads[1][0])
    destroyed, lost = [], []
    for seat in (0, 1):
        gone, left = apply_damage(s, squads[seat], dealt[seat])
        destroyed.append(gone)
        lost.append(left)
    trigs = []
    for seat in (0, 1):
        b.kills[1 - seat] = len(destroyed[seat])
        for c in destroyed[seat]:
            trigs += destroy_unit(s, seat, zone, c)
    s.log(
        phrase(
            "Damage: P{one} deals {first}, P{two} deals {second}; {count} unit(s) destroyed",
            one=1,  # the seats as values, named in each reader's log (core.narration)
            two=2,
            first=dealt[1],
            second=dealt[0],
            count=len(destroyed[0]) + len(destroyed[1]),
        )
    )
    lb = dict(s.last_battle)
    lb["damage"] = (dealt[1], dealt[0])  # damage dealt BY seat 0, BY seat 1
    lb["attack"] = tuple(attack)
    lb["destroyed"] = (tuple(destroyed[0]), tuple(destroyed[1]))
    lb["lost"] = (lost[1], lost[0])  # damage lost BY seat 0, BY seat 1
    s.last_battle = lb
    trigs += damage_triggers(s, zone, tops, destroyed)
    after_destroying(s, trigs, zone)


@flow.auto("b-end")
def _end(s, frame) -> None:
    b = s.battle
    frames: list[tuple] = []
    trigs = end_triggers(s, b.zone)
    if trigs:
        frames.append(("triggers", s.active, tuple(trigs)))
    for seat in (s.active, 1 - s.active):
        if b.ret[seat] and b.cards[seat] >= 0 and not b.placed[seat]:
            frames.append(("b-return", seat))
    frames.append(("b-finish", b.zone))
    s.push(*frames)


@flow.decision("b-return", phrase("Return your battle card to your hand instead of discarding it?"))
class _Return:
    @staticmethod
    def legal(s, frame):
        return [flow.YES, flow.NO]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        seat = frame[1]
        if action == flow.YES:
            c = s.battle.cards[seat]
            s.hands[seat].append(c)
            s.battle.placed[seat] = True
            s.log(phrase("P{seat} returns {card} to hand", seat=seat + 1, card=w.card(s, c)))


@flow.auto("b-finish")
def _finish(s, frame) -> None:
    b = s.battle
    for seat in (0, 1):
        c = b.cards[seat]
        if c >= 0 and not b.placed[seat]:
            s.discard_card(c)
            if not s.quiet:  # a search's state keeps no log: no phrase built on its hot path
                s.log(phrase(w.BATTLE_CARD_DISCARDED, seat=seat + 1, card=w.card(s, c)))
    s.battle = None
    s.push(("trim", 0, frame[1]), ("trim", 1, frame[1]))
