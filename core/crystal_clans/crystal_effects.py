"""The code of the crystal effects: when scored, flipped facedown for a free action,
or standing while face up (those are read in battle.py)."""

from __future__ import annotations

from core.crystal_clans import flow
from core.crystal_clans import words as w
from core.crystal_clans.board import CRYSTAL_ZONES, HOME
from core.crystal_clans.cards import CARDS
from core.crystal_clans.crystals import CRYSTALS
from core.crystal_clans.squads import distinct
from core.crystal_clans.units import after_destroying, destroy_unit, do_summon
from core.i18n.phrase import phrase, term


def score_effects(s, seat: int, x: int) -> None:
    """Resolve what a crystal does when `seat` collects it."""
    eff = CRYSTALS[x].effect
    if s.winner is not None:
        return
    if eff == "winds_wish":
        s.gain(seat, 6)
    elif eff == "sun_stone":
        s.gain(seat, 4)
    elif eff == "ember_heart":
        s.draw_cards(seat, 2)
    elif eff == "storm_eye":
        s.mill(1 - seat, 3)
    elif eff == "keeper_of_souls":
        s.push(("c-keeper", seat, -1, HOME[seat], 0))
    elif eff == "frost_prism":
        s.push(("c-frost", seat, -1, 0, 0))
    elif eff == "verdant_geode":
        s.push(("c-geode", seat, -1, 0, 0))
    elif eff == "grave_opal":
        s.push(("mind_spike", 1 - seat, -1, 0, 0))


def flip_crystal(s, seat: int, x: int) -> None:
    """Turn a collected crystal facedown for its once-only effect (a free action)."""
    s.flipped.append(x)
    eff = CRYSTALS[x].effect
    s.log(phrase("P{seat} flips {crystal} facedown", seat=seat + 1, crystal=term(CRYSTALS[x].name)))
    if eff == "sorens_bounty":
        s.log(phrase("P{seat} replenishes for free", seat=seat + 1))
        s.push(("replenish", seat))
    elif eff == "moon_tear":
        s.push(("free", seat, "summon"))
    elif eff == "tide_pearl":
        s.push(("free", seat, "activate"))
    elif eff == "star_fragment":
        s.gain(seat, 2)


def _keeper(s, frame, action):
    do_summon(s, frame[1], HOME[frame[1]], (action[1],), True)


flow.maybe(
    "c-keeper",
    phrase("Keeper of Souls: summon a hero from your discard pile for free?"),
    lambda s, f: [("raise", c) for c in distinct(s, s.discard[f[1]]) if CARDS[s.kinds[c]].hero],
    _keeper,
)


def _frost(s, frame, action):
    opp, zone = 1 - frame[1], action[1]
    after_destroying(s, destroy_unit(s, opp, zone, s.squad(opp, zone)[0]), zone)


flow.maybe(
    "c-frost",
    phrase("Frost Prism: destroy the top unit of an enemy squad in a crystal zone?"),
    lambda s, f: [("target", z) for z in CRYSTAL_ZONES if s.squad(1 - f[1], z)],
    _frost,
)


def _geode(s, frame, action):
    seat = frame[1]
    s.discard[seat].remove(action[1])
    s.hands[seat].append(action[1])
    s.log(phrase("P{seat} takes {card} from the discard pile into hand", seat=seat + 1, card=w.card(s, action[1])))


flow.maybe(
    "c-geode",
    phrase("Verdant Geode: return a unit from your discard pile to your hand?"),
    lambda s, f: [("take", c) for c in distinct(s, s.discard[f[1]])],
    _geode,
)
