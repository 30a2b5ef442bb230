"""Unit abilities: their card texts and the code of each, keyed by ability id.

Static abilities (attack, defense, cost, summoning and movement rights) are read where
the rule they change is computed (squads.py, battle.py, actions.py). Triggered abilities
become *triggers* ``(ability, seat, card, zone, arg)``; several at once go through the
"triggers" frame so the active player orders them, and each trigger is then a frame of
its own kind, asking its decision (targets, "may" choices) through the protocol.
"""
from __future__ import annotations

from core.crystal_clans import flow
from core.crystal_clans.board import ADJACENT, CRYSTAL_ZONES, HOME, NUM_ZONES, zone_name
from core.crystal_clans.cards import CARDS
from core.crystal_clans.squads import distinct

# id: (title, text, battlefield ability: only while the unit is the top of its squad)
ABILITIES: dict[str, tuple[str, str, bool]] = {
    # signatures
    "horde": ("Horde", "Signature (Blood). A squad whose top unit has Horde may hold more than 3 units.", True),
    "undying": ("Undying", "Signature (Skull). You may summon this unit from your discard pile (such a unit is summoned alone).", False),
    "sleep": ("Sleep", "Signature (Flower). In this squad's battles the top unit of the enemy squad has attack 0.", True),
    "builder": ("Builder", "Signature (Stone). You may summon Structure units into this unit's zone.", False),
    "foresight": ("Foresight", "Signature (Meteor). When summoned: look at the top card of your draw pile; you may put it on the bottom.", False),
    "shift": ("Shift", "Signature (Water). Units summoned together with this unit may be placed in any zone with a friendly squad.", False),
    # blood
    "flying": ("Flying", "A squad of only Flying units may move up to 2 zones and may leave zones with enemy squads.", False),
    "reckless": ("Reckless", "+2 attack.", True),
    "devoted_leader": ("Devoted Leaders", "+1 attack for each other Devoted unit in this squad.", False),
    "bloodlust": ("Bloodlust", "+1 attack for each other unit in this squad.", True),
    "blood_rite": ("Blood Rite", "When summoned: you may discard a card from your hand to draw 2 cards.", False),
    "frenzy": ("Frenzy", "+3 attack while this squad has 4 or more units.", False),
    # skull
    "slither": ("Slither", "When destroyed: discard the top card of your draw pile.", False),
    "raise_dead": ("Raise the Dead", "Reanimated units may be summoned into this squad's zone.", True),
    "necromancy": ("Necromancy", "Undying units may be summoned into this squad's zone.", True),
    "cult_rise": ("Rise Again", "When destroyed: you may summon a Reanimated unit from your discard pile into this zone for free.", False),
    "blade_dance": ("Blade Dance", "After this squad's battle damage: gain 1 initiative for each enemy unit it destroyed.", True),
    "sacrifice": ("Sacrifice", "When this squad battles, before battle cards are chosen: you may remove this unit from the game for +6 attack this battle.", False),
    "soul_harvest": ("Soul Harvest", "When summoned: you may return a unit from your discard pile to your hand.", False),
    # flower
    "nurture": ("Nurture", "Units summoned into this squad's zone cost 1 less each (at least 1).", False),
    "breeze": ("Breeze", "When this squad is activated: you may place the enemy squad in this zone into its home zone.", True),
    "swift": ("Swift", "When summoned: gain 1 initiative.", False),
    "mend": ("Mend", "After battle damage destroys units of this squad, if this unit survives: place the squad in your home zone.", False),
    # stone
    "golemcraft": ("Golemcraft", "Horgath's Stone Golem may be summoned into this squad's zone, for 3 less.", False),
    "toss": ("Toss", "When this squad is activated: you may place one other unit of it into an adjacent zone.", False),
    "bombard": ("Bombard", "When this squad is activated: you may deal 3 damage to the top unit of an enemy squad in an adjacent zone.", True),
    "quarry": ("Quarry", "When summoned: you may put a Ballista from your discard pile into your hand.", False),
    "rolling": ("Rolling", "This Structure can move.", False),
    "tower": ("Tower", "This squad has +3 defense in battle.", False),
    "supply": ("Supply", "Friendly squads in this zone and adjacent zones cost 1 less to activate (at least 1).", False),
    # meteor
    "tempo": ("Tempo", "After this squad battles: gain 2 initiative.", True),
    "stargaze": ("Stargaze", "When summoned: draw 2 cards.", False),
    "inform": ("Inform", "When summoned: look at the top 4 cards of your draw pile (fewer if fewer, no reshuffle); you may put one of them on top.", False),
    "starfall": ("Starfall", "When summoned: you may deal 2 damage to the top unit of an enemy squad in a crystal zone.", False),
    "foretold": ("Foretold", "In this squad's battles an enemy squad with activation cost 2 or more has -3 attack.", True),
    "tactical": ("Tactical", "When summoned: your opponent discards the top card of their draw pile.", False),
    # water
    "undertow": ("Undertow", "When this squad is activated: you may place an enemy squad from an adjacent zone into this zone.", True),
    "mind_spike": ("Mind Spike", "When summoned: your opponent discards a card of their choice from their hand.", False),
    "clone": ("Clone", "When summoned: you may summon another Tridents from your hand for free (it does not Clone); it goes to your home zone unless Shift says otherwise.", False),
    "in_step": ("In Step", "This squad's activation cost is 1 less (at least 1), also for opponent effects.", False),
    "bulwark": ("Bulwark", "This squad has +2 defense in battle.", True),
}

ON_SUMMON = ("foresight", "inform", "tactical", "starfall", "clone", "swift", "blood_rite",
             "soul_harvest", "quarry", "stargaze", "mind_spike")
_PEEK = {"foresight": 1, "inform": 4}


def ability_text(ability: str) -> str:
    title, text, battlefield = ABILITIES[ability]
    return f"{title}{' (battlefield)' if battlefield else ''}: {text}"


# -- collecting triggers ------------------------------------------------------------------------
def summon_triggers(s, seat: int, group, zone: int, shift: bool) -> tuple:
    out = []
    for c in group:
        for ab in CARDS[s.kinds[c]].abilities:
            if ab in ON_SUMMON:
                if ab == "mind_spike":
                    out.append((ab, 1 - seat, c, zone, 0))
                elif ab == "clone":
                    out.append((ab, seat, c, zone, int(shift)))
                else:
                    out.append((ab, seat, c, zone, _PEEK.get(ab, 0)))
    return tuple(out)


def activation_triggers(s, seat: int, zone: int) -> tuple:
    sq = s.squad(seat, zone)
    if not sq:
        return ()
    out = []
    top = sq[0]
    for ab in CARDS[s.kinds[top]].abilities:
        if ab in ("bombard", "breeze", "undertow"):
            out.append((ab, seat, top, zone, 0))
    for c in sq:
        if s.has_ability(c, "toss"):
            out.append(("toss", seat, c, zone, 0))
            break
    return tuple(out)


def destroyed_triggers(s, seat: int, zone: int, c: int) -> list:
    out = []
    for ab in CARDS[s.kinds[c]].abilities:
        if ab in ("slither", "cult_rise"):
            out.append((ab, seat, c, zone, 0))
    return out


def damage_triggers(s, zone: int, tops, destroyed) -> list:
    b = s.battle
    out = []
    for seat in (0, 1):
        kills = len(destroyed[1 - seat])
        if kills and s.has_ability(tops[seat], "blade_dance"):
            out.append(("blade_dance", seat, tops[seat], zone, kills))
        if destroyed[seat] and s.squad_has(seat, zone, "mend") and zone != HOME[seat]:
            out.append(("mend", seat, -1, zone, 0))
        if kills and b.dpk[seat]:
            out.append(("dpk", seat, -1, zone, kills))
    return out


def end_triggers(s, zone: int) -> list:
    out = []
    for seat in (0, 1):
        sq = s.squad(seat, zone)
        if sq and s.has_ability(sq[0], "tempo"):
            out.append(("tempo", seat, sq[0], zone, 2))
    return out


# -- helpers -------------------------------------------------------------------------------------
def damage_top_unit(s, seat: int, zone: int, amount: int) -> None:
    """Deal `amount` damage to the top unit of `seat`'s squad in `zone` (outside battle):
    it is destroyed if the damage reaches its defense."""
    from core.crystal_clans.battle import after_destroying, destroy_unit
    sq = s.squad(seat, zone)
    if not sq:
        return
    top = sq[0]
    if amount >= CARDS[s.kinds[top]].defense:
        after_destroying(s, destroy_unit(s, seat, zone, top), zone)
    else:
        s.log(f"{s.name(top)} survives {amount} damage")


def _place(s, seat, zone, units):
    from core.crystal_clans.actions import place_units
    place_units(s, seat, zone, units)


def _maybe(kind, prompt, options, apply):
    """Register an optional choice: `options(s, frame)` lists actions, ("no",) is added;
    a frame with no options resolves to nothing."""
    def run(s, frame):
        if not options(s, frame):
            s.stack.pop()
            return False
        return True

    def legal(s, frame):
        return options(s, frame) + [flow.NO]

    def act(s, frame, action):
        s.stack.pop()
        if action != flow.NO:
            apply(s, frame, action)

    flow.RUN[kind], flow.LEGAL[kind], flow.ACT[kind], flow.PROMPT[kind] = run, legal, act, prompt


# -- summon triggers -------------------------------------------------------------------------------
@flow.decision("foresight", "Foresight: keep the top card of your draw pile there, or put it on the bottom?")
class _Foresight:
    @staticmethod
    def run(s, frame):
        if not s.draw[frame[1]]:
            s.stack.pop()
            return False
        return True

    @staticmethod
    def legal(s, frame):
        return [("keep-top",), ("to-bottom",)]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        if action[0] == "to-bottom":
            pile = s.draw[frame[1]]
            pile.insert(0, pile.pop())
            s.log(f"P{frame[1] + 1} puts the top card of the draw pile on the bottom")


@flow.decision("inform", "Inform: choose which of the cards you look at goes on top")
class _Inform:
    @staticmethod
    def run(s, frame):
        if len(s.draw[frame[1]]) <= 1:
            s.stack.pop()   # looking at 0 or 1 cards leaves nothing to arrange
            return False
        return True

    @staticmethod
    def legal(s, frame):
        pile = s.draw[frame[1]]
        k = min(frame[4], len(pile))
        out, seen = [], set()
        for i in range(k):
            kind = s.kinds[pile[-1 - i]] if pile[-1 - i] >= 0 else -1 - i
            if kind not in seen:
                seen.add(kind)
                out.append(("top", i))
        return out

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        i = action[1]
        if i:
            pile = s.draw[frame[1]]
            pile.append(pile.pop(-1 - i))


@flow.auto("tactical")
def _tactical(s, frame) -> None:
    s.mill(1 - frame[1], 1)


def _starfall_targets(s, frame):
    return [("target", z) for z in CRYSTAL_ZONES if s.squad(1 - frame[1], z)]


_maybe("starfall", "Starfall: deal 2 damage to the top unit of an enemy squad in a crystal zone?",
       _starfall_targets, lambda s, f, a: damage_top_unit(s, 1 - f[1], a[1], 2))


def _clone_options(s, frame):
    seat = frame[1]
    tridents = [c for c in s.hands[seat] if CARDS[s.kinds[c]].name == "Tridents"]
    if not tridents:
        return []
    zones = [HOME[seat]]
    if frame[4]:
        zones += [z for z in range(NUM_ZONES) if z != HOME[seat] and s.squad(seat, z)]
    return [("clone", tridents[0], z) for z in zones]


def _clone(s, frame, action):
    seat, c, z = frame[1], action[1], action[2]
    s.hands[seat].remove(c)
    s.log(f"P{seat + 1} clones Tridents into the {zone_name(z)}")
    _place(s, seat, z, (c,))


_maybe("clone", "Clone: summon another Tridents from your hand for free?", _clone_options, _clone)


@flow.auto("swift")
def _swift(s, frame) -> None:
    s.gain(frame[1], 1)


def _blood_rite(s, frame, action):
    seat = frame[1]
    s.hands[seat].remove(action[1])
    s.discard_card(action[1])
    s.draw_cards(seat, 2)


_maybe("blood_rite", "Blood Rite: discard a card from your hand to draw 2?",
       lambda s, f: [("discard", c) for c in distinct(s, s.hands[f[1]])], _blood_rite)


def _to_hand(s, frame, action):
    seat = frame[1]
    s.discard[seat].remove(action[1])
    s.hands[seat].append(action[1])
    s.log(f"P{seat + 1} takes {s.name(action[1])} from the discard pile into hand")


_maybe("soul_harvest", "Soul Harvest: return a unit from your discard pile to your hand?",
       lambda s, f: [("take", c) for c in distinct(s, s.discard[f[1]])], _to_hand)
_maybe("quarry", "Quarry: put a Ballista from your discard pile into your hand?",
       lambda s, f: [("take", c) for c in distinct(s, s.discard[f[1]])
                     if CARDS[s.kinds[c]].name == "Ballista"], _to_hand)


@flow.auto("stargaze")
def _stargaze(s, frame) -> None:
    s.draw_cards(frame[1], 2)


@flow.decision("mind_spike", "Mind Spike: discard a card of your choice from your hand")
class _MindSpike:
    @staticmethod
    def run(s, frame):
        if not s.hands[frame[1]]:
            s.stack.pop()
            return False
        return True

    @staticmethod
    def legal(s, frame):
        return [("discard", c) for c in distinct(s, s.hands[frame[1]])]

    @staticmethod
    def act(s, frame, action):
        s.stack.pop()
        s.hands[frame[1]].remove(action[1])
        s.discard_card(action[1])
        s.log(f"P{frame[1] + 1} discards {s.name(action[1])}")


# -- activation triggers ---------------------------------------------------------------------------
_maybe("bombard", "Bombard: deal 3 damage to the top unit of an enemy squad in an adjacent zone?",
       lambda s, f: [("target", z) for z in ADJACENT[f[3]] if s.squad(1 - f[1], z)],
       lambda s, f, a: damage_top_unit(s, 1 - f[1], a[1], 3))


def _toss_options(s, frame):
    seat, zone = frame[1], frame[3]
    if frame[2] not in s.squad(seat, zone):
        return []
    others = [c for c in s.squad(seat, zone) if c != frame[2]]
    return [("toss", c, d) for c in distinct(s, others) for d in ADJACENT[zone]]


def _toss(s, frame, action):
    seat, zone, c, d = frame[1], frame[3], action[1], action[2]
    s.set_squad(seat, zone, tuple(u for u in s.squad(seat, zone) if u != c))
    s.log(f"P{seat + 1} tosses {s.name(c)} into the {zone_name(d)}")
    _place(s, seat, d, (c,))
    s.push(("trim", seat, zone))


_maybe("toss", "Toss: place one other unit of this squad into an adjacent zone?", _toss_options, _toss)


def _breeze(s, frame, action):
    opp, zone = 1 - frame[1], frame[3]
    units = s.squad(opp, zone)
    s.set_squad(opp, zone, ())
    s.log(f"P{frame[1] + 1}'s Wisp blows P{opp + 1}'s squad back to its home zone")
    _place(s, opp, HOME[opp], units)


_maybe("breeze", "Breeze: place the enemy squad here into its home zone?",
       lambda s, f: [("send",)] if s.squad(1 - f[1], f[3]) and f[3] != HOME[1 - f[1]] else [],
       _breeze)


def _undertow(s, frame, action):
    opp, zone, src = 1 - frame[1], frame[3], action[1]
    units = s.squad(opp, src)
    s.set_squad(opp, src, ())
    s.log(f"P{frame[1] + 1} pulls P{opp + 1}'s squad into the {zone_name(zone)}")
    _place(s, opp, zone, units)


_maybe("undertow", "Undertow: place an enemy squad from an adjacent zone into this zone?",
       lambda s, f: [("pull", z) for z in ADJACENT[f[3]] if s.squad(1 - f[1], z)], _undertow)


# -- destroy and battle triggers ----------------------------------------------------------------------
@flow.auto("slither")
def _slither(s, frame) -> None:
    s.mill(frame[1], 1)


def _rise(s, frame, action):
    seat, zone = frame[1], frame[3]
    s.discard[seat].remove(action[1])
    s.log(f"P{seat + 1} raises {s.name(action[1])} into the {zone_name(zone)}")
    _place(s, seat, zone, (action[1],))


_maybe("cult_rise", "Rise Again: summon a Reanimated unit from your discard pile into this zone for free?",
       lambda s, f: [("raise", c) for c in distinct(s, s.discard[f[1]])
                     if CARDS[s.kinds[c]].descriptor == "Reanimated"], _rise)


@flow.auto("blade_dance")
def _blade_dance(s, frame) -> None:
    s.gain(frame[1], frame[4])


@flow.auto("mend")
def _mend(s, frame) -> None:
    seat, zone = frame[1], frame[3]
    units = s.squad(seat, zone)
    if units and any(s.has_ability(c, "mend") for c in units):
        s.set_squad(seat, zone, ())
        s.log(f"P{seat + 1}'s Menders carry their squad home")
        _place(s, seat, HOME[seat], units)


@flow.auto("dpk")
def _dpk(s, frame) -> None:
    s.draw_cards(frame[1], frame[4])


@flow.auto("tempo")
def _tempo(s, frame) -> None:
    s.gain(frame[1], frame[4])


# -- words ---------------------------------------------------------------------------------------------
def ability_prompt(kind: str) -> str:
    return flow.PROMPT.get(kind, kind)


def describe_ability_action(s, frame, action) -> str:
    kind = action[0]
    seat = frame[1] if frame else None
    if kind == "keep-top":
        return "Keep the card on top of your draw pile"
    if kind == "to-bottom":
        return "Put the top card of your draw pile on the bottom"
    if kind == "top":
        return "Keep the order" if action[1] == 0 else f"Put card {action[1] + 1} on top"
    if kind == "target":
        return f"Target the enemy squad in {zone_name(action[1], seat)}"
    if kind == "clone":
        return f"Summon Tridents to {zone_name(action[2], seat)} for free"
    if kind == "take":
        return f"Take {s.name(action[1])} into your hand"
    if kind == "toss":
        return f"Place {s.name(action[1])} into {zone_name(action[2], seat)}"
    if kind == "send":
        return "Send the enemy squad back to its home zone"
    if kind == "pull":
        return f"Pull the enemy squad from {zone_name(action[1], seat)}"
    if kind == "raise":
        return f"Summon {s.name(action[1])} from your discard pile"
    return repr(action)
