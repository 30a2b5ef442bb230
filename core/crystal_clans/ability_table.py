"""The unit abilities as data: the title and card text of each, keyed by ability id, and
which triggers an event sets off. The rule modules (actions, battle, abilities) read this
table; the code of each triggered ability is in abilities.py.

Static abilities (attack, defense, cost, summoning and movement rights) are read where
the rule they change is computed (squads.py, battle.py, actions.py). Triggered abilities
become *triggers* ``(ability, seat, card, zone, arg)``; several at once go through the
"triggers" frame so the active player orders them, and each trigger is then a frame of
its own kind, asking its decision (targets, "may" choices) through the protocol.
"""
from __future__ import annotations

from core.crystal_clans.board import HOME
from core.crystal_clans.cards import CARDS

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
    "lay_to_rest": ("Lay to Rest", "When summoned: you may remove a card in your opponent's discard pile from the game.", False),
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
    "starfall": ("Starfall", "When summoned: you may deal 2 damage to the top unit of an enemy squad of at most 3 units in a crystal zone if that unit has 2 or 3 attack.", False),
    "foretold": ("Foretold", "In this squad's battles an enemy squad has -2 attack for each point of its activation cost above 1.", True),
    "siegebreaker": ("Siegebreaker", "In battles against a squad with a Structure or a Builder: +1 attack.", False),
    "purge": ("Purge", "In battles against a squad with an Undying unit: +2 attack.", False),
    "tactical": ("Tactical", "When summoned: your opponent discards the top card of their draw pile.", False),
    # water
    "undertow": ("Undertow", "When this squad is activated: you may place an enemy squad from an adjacent zone into this zone.", True),
    "mind_spike": ("Mind Spike", "When summoned: your opponent discards a card of their choice from their hand.", False),
    "clone": ("Clone", "When summoned: you may summon another Tridents from your hand for free (it does not Clone); it goes to your home zone unless Shift says otherwise.", False),
    "in_step": ("In Step", "This squad's activation cost is 1 less (at least 1), also for opponent effects.", False),
    "bulwark": ("Bulwark", "This squad has +2 defense in battle.", True),
}

ON_SUMMON = ("foresight", "inform", "tactical", "starfall", "clone", "swift", "blood_rite",
             "soul_harvest", "quarry", "stargaze", "mind_spike", "lay_to_rest")
_PEEK = {"foresight": 1, "inform": 4}


def ability_text(ability: str) -> str:
    title, text, battlefield = ABILITIES[ability]
    return f"{title}{' (battlefield)' if battlefield else ''}: {text}"


# -- collecting triggers ------------------------------------------------------------------------
_ON_SUMMON_OF = tuple(tuple(ab for ab in d.abilities if ab in ON_SUMMON) for d in CARDS)  # per kind


def summon_triggers(s, seat: int, group, zone: int, shift: bool) -> tuple:
    out = []
    kinds = s.kinds
    for c in group:
        for ab in _ON_SUMMON_OF[kinds[c]]:
            if ab == "mind_spike":
                out.append((ab, 1 - seat, c, zone, 0))
            elif ab == "clone":
                out.append((ab, seat, c, zone, int(shift)))
            else:
                out.append((ab, seat, c, zone, _PEEK.get(ab, 0)))
    return tuple(out)


_ON_ACTIVATE_OF = tuple(tuple(ab for ab in d.abilities if ab in ("bombard", "breeze", "undertow")) for d in CARDS)
_TOSS = tuple("toss" in d.abilities for d in CARDS)


def activation_triggers(s, seat: int, zone: int) -> tuple:
    sq = s.squad(seat, zone)
    if not sq:
        return ()
    out = []
    top = sq[0]
    kinds = s.kinds
    for ab in _ON_ACTIVATE_OF[kinds[top]]:
        out.append((ab, seat, top, zone, 0))
    for c in sq:
        if _TOSS[kinds[c]]:
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
