"""Unit abilities: the code of each, keyed by ability id (their texts and triggers are in
ability_table.py).

Static abilities (attack, defense, cost, summoning and movement rights) are read where
the rule they change is computed (squads.py, battle.py, actions.py). Triggered abilities
become *triggers* ``(ability, seat, card, zone, arg)``; several at once go through the
"triggers" frame so the active player orders them, and each trigger is then a frame of
its own kind, asking its decision (targets, "may" choices) through the protocol.
"""

from __future__ import annotations

from core.crystal_clans import flow
from core.crystal_clans import words as w
from core.crystal_clans.board import ADJACENT, CRYSTAL_ZONES, HOME, NUM_ZONES
from core.crystal_clans.cards import CARDS
from core.crystal_clans.squads import SQUAD_LIMIT, distinct, unit_attack
from core.crystal_clans.units import damage_top_unit, place_units
from core.i18n.phrase import Phrase, Said, phrase


# -- summon triggers -------------------------------------------------------------------------------
@flow.decision("foresight", phrase("Foresight: keep the top card of your draw pile there, or put it on the bottom?"))
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
            s.log(phrase("P{seat} puts the top card of the draw pile on the bottom", seat=frame[1] + 1))


@flow.decision("inform", phrase("Inform: choose which of the cards you look at goes on top"))
class _Inform:
    @staticmethod
    def run(s, frame):
        if len(s.draw[frame[1]]) <= 1:
            s.stack.pop()  # looking at 0 or 1 cards leaves nothing to arrange
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
    # only a top unit of attack 2 or 3: Flower's Pollen Fairies and Wisp and Skull's Bone
    # Devotees are spared (issue 32 §4: Starfall against every top unit made Meteor too
    # strong against Flower, +50; spared, -13; bench/RESULTS.md, session 25); and a top
    # unit of 4 or more attack, which spares Blood's Marauders (5/1), the only frail unit
    # that strong: Starfall on them was worth about 80 Elo against Blood (session 26); and
    # a squad of 4 or more units, which only Blood's Horde builds: with it Meteor beat
    # Blood by 59 Elo at 200 iterations (shown unfair), without it -5.5 (session 28)
    enemy = 1 - frame[1]
    return [
        ("target", z)
        for z in CRYSTAL_ZONES
        if (sq := s.squad(enemy, z)) and len(sq) <= SQUAD_LIMIT and 2 <= unit_attack(s, sq, 0) <= 3
    ]


flow.maybe(
    "starfall",
    phrase("Starfall: deal 2 damage to the top unit of an enemy squad in a crystal zone?"),
    _starfall_targets,
    lambda s, f, a: damage_top_unit(s, 1 - f[1], a[1], 2),
)


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
    s.log(phrase("P{seat} clones Tridents into the {zone}", seat=seat + 1, zone=w.zone(z)))
    place_units(s, seat, z, (c,))


flow.maybe("clone", phrase("Clone: summon another Tridents from your hand for free?"), _clone_options, _clone)


@flow.auto("swift")
def _swift(s, frame) -> None:
    s.gain(frame[1], 1)


def _blood_rite(s, frame, action):
    seat = frame[1]
    s.hands[seat].remove(action[1])
    s.discard_card(action[1])
    s.log(phrase(w.BLOOD_RITE_DISCARD, seat=seat + 1, card=w.card(s, action[1])))
    s.draw_cards(seat, 2)


flow.maybe(
    "blood_rite",
    phrase("Blood Rite: discard a card from your hand to draw 2?"),
    lambda s, f: [("discard", c) for c in distinct(s, s.hands[f[1]])],
    _blood_rite,
)


def _to_hand(s, frame, action):
    seat = frame[1]
    s.discard[seat].remove(action[1])
    s.hands[seat].append(action[1])
    s.log(phrase("P{seat} takes {card} from the discard pile into hand", seat=seat + 1, card=w.card(s, action[1])))


flow.maybe(
    "soul_harvest",
    phrase("Soul Harvest: return a unit from your discard pile to your hand?"),
    lambda s, f: [("take", c) for c in distinct(s, s.discard[f[1]])],
    _to_hand,
)
flow.maybe(
    "quarry",
    phrase("Quarry: put a Ballista from your discard pile into your hand?"),
    lambda s, f: [("take", c) for c in distinct(s, s.discard[f[1]]) if CARDS[s.kinds[c]].name == "Ballista"],
    _to_hand,
)


def _lay_to_rest(s, frame, action):
    c = action[1]
    s.discard[1 - frame[1]].remove(c)
    s.removed.append(c)
    s.log(phrase("P{seat} lays {card} to rest: removed from the game", seat=frame[1] + 1, card=w.card(s, c)))


flow.maybe(
    "lay_to_rest",
    phrase("Lay to Rest: remove a card in your opponent's discard pile from the game?"),
    lambda s, f: [("rest", c) for c in distinct(s, s.discard[1 - f[1]])],
    _lay_to_rest,
)


@flow.auto("stargaze")
def _stargaze(s, frame) -> None:
    s.draw_cards(frame[1], 2)


@flow.decision("mind_spike", phrase("Mind Spike: discard a card of your choice from your hand"))
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
        s.log(phrase("P{seat} discards {card}", seat=frame[1] + 1, card=w.card(s, action[1])))


# -- activation triggers ---------------------------------------------------------------------------
flow.maybe(
    "bombard",
    phrase("Bombard: deal 3 damage to the top unit of an enemy squad in an adjacent zone?"),
    lambda s, f: [("target", z) for z in ADJACENT[f[3]] if s.squad(1 - f[1], z)],
    lambda s, f, a: damage_top_unit(s, 1 - f[1], a[1], 3),
)


def _toss_options(s, frame):
    seat, zone = frame[1], frame[3]
    if frame[2] not in s.squad(seat, zone):
        return []
    others = [c for c in s.squad(seat, zone) if c != frame[2]]
    return [("toss", c, d) for c in distinct(s, others) for d in ADJACENT[zone]]


def _toss(s, frame, action):
    seat, zone, c, d = frame[1], frame[3], action[1], action[2]
    s.set_squad(seat, zone, tuple(u for u in s.squad(seat, zone) if u != c))
    s.log(phrase("P{seat} tosses {card} into the {zone}", seat=seat + 1, card=w.card(s, c), zone=w.zone(d)))
    place_units(s, seat, d, (c,))
    s.push(("trim", seat, zone))


flow.maybe("toss", phrase("Toss: place one other unit of this squad into an adjacent zone?"), _toss_options, _toss)


def _breeze(s, frame, action):
    opp, zone = 1 - frame[1], frame[3]
    units = s.squad(opp, zone)
    s.set_squad(opp, zone, ())
    s.log(phrase("P{seat}'s Wisp blows P{other}'s squad back to its home zone", seat=frame[1] + 1, other=opp + 1))
    place_units(s, opp, HOME[opp], units)


flow.maybe(
    "breeze",
    phrase("Breeze: place the enemy squad here into its home zone?"),
    lambda s, f: [("send",)] if s.squad(1 - f[1], f[3]) and f[3] != HOME[1 - f[1]] else [],
    _breeze,
)


def _undertow(s, frame, action):
    opp, zone, src = 1 - frame[1], frame[3], action[1]
    units = s.squad(opp, src)
    s.set_squad(opp, src, ())
    s.log(phrase("P{seat} pulls P{other}'s squad into the {zone}", seat=frame[1] + 1, other=opp + 1, zone=w.zone(zone)))
    place_units(s, opp, zone, units)


flow.maybe(
    "undertow",
    phrase("Undertow: place an enemy squad from an adjacent zone into this zone?"),
    lambda s, f: [("pull", z) for z in ADJACENT[f[3]] if s.squad(1 - f[1], z)],
    _undertow,
)


# -- destroy and battle triggers ----------------------------------------------------------------------
@flow.auto("slither")
def _slither(s, frame) -> None:
    s.mill(frame[1], 1)


def _rise(s, frame, action):
    seat, zone = frame[1], frame[3]
    s.discard[seat].remove(action[1])
    s.log(phrase("P{seat} raises {card} into the {zone}", seat=seat + 1, card=w.card(s, action[1]), zone=w.zone(zone)))
    place_units(s, seat, zone, (action[1],))


flow.maybe(
    "cult_rise",
    phrase("Rise Again: summon a Reanimated unit from your discard pile into this zone for free?"),
    lambda s, f: [("raise", c) for c in distinct(s, s.discard[f[1]]) if CARDS[s.kinds[c]].descriptor == "Reanimated"],
    _rise,
)


@flow.auto("blade_dance")
def _blade_dance(s, frame) -> None:
    s.gain(frame[1], frame[4])


@flow.auto("mend")
def _mend(s, frame) -> None:
    seat, zone = frame[1], frame[3]
    units = s.squad(seat, zone)
    if units and any(s.has_ability(c, "mend") for c in units):
        s.set_squad(seat, zone, ())
        s.log(phrase("P{seat}'s Menders carry their squad home", seat=seat + 1))
        place_units(s, seat, HOME[seat], units)


@flow.auto("dpk")
def _dpk(s, frame) -> None:
    s.draw_cards(frame[1], frame[4])


@flow.auto("tempo")
def _tempo(s, frame) -> None:
    s.gain(frame[1], frame[4])


# -- words ---------------------------------------------------------------------------------------------
def describe_ability_action(s, frame, action) -> Said:
    kind = action[0]
    seat = frame[1] if frame else None
    if kind == "keep-top":
        return phrase("Keep the card on top of your draw pile")
    if kind == "to-bottom":
        return phrase("Put the top card of your draw pile on the bottom")
    if kind == "top":
        return phrase("Keep the order") if action[1] == 0 else phrase("Put card {number} on top", number=action[1] + 1)
    if kind == "target":
        return phrase("Target the enemy squad in {zone}", zone=w.zone(action[1], seat))
    if kind == "clone":
        return phrase("Summon Tridents to {zone} for free", zone=w.zone(action[2], seat))
    if kind == "take":
        return phrase("Take {card} into your hand", card=w.card(s, action[1]))
    if kind == "rest":
        return phrase("Remove {card} from the game", card=w.card(s, action[1]))
    if kind == "toss":
        return phrase("Place {card} into {zone}", card=w.card(s, action[1]), zone=w.zone(action[2], seat))
    if kind == "send":
        return phrase("Send the enemy squad back to its home zone")
    if kind == "pull":
        return phrase("Pull the enemy squad from {zone}", zone=w.zone(action[1], seat))
    if kind == "raise":
        return phrase("Summon {card} from your discard pile", card=w.card(s, action[1]))
    return Phrase(repr(action)[:200])
