"""The fifteen crystal cards: name, initiative cost and effect.

Soren's Bounty, Keeper of Souls and The Wind's Wish are known (the Wind's Wish cost 9);
the other twelve and all texts are our design. Effects are of three sorts: "when scored"
(resolved as the crystal is collected), "flip" (a once-only free action of its owner:
flip the crystal facedown to get the effect) and "while face up" (a standing bonus).
A facedown crystal still counts towards the four needed to win.
"""
from __future__ import annotations

from typing import NamedTuple


class CrystalDef(NamedTuple):
    name: str
    cost: int
    effect: str      # effect id, resolved in crystal_effects.py
    timing: str      # "scored" | "flip" | "passive" | "none"
    text: str


CRYSTALS: tuple[CrystalDef, ...] = (
    CrystalDef("Soren's Bounty", 4, "sorens_bounty", "flip",
               "Once, during your turn: flip this facedown to take a free Replenish action."),
    CrystalDef("Keeper of Souls", 6, "keeper_of_souls", "scored",
               "When scored: you may summon a hero from your discard pile into your home zone for free."),
    CrystalDef("The Wind's Wish", 9, "winds_wish", "scored",
               "When scored: gain 6 initiative."),
    CrystalDef("Dawn Shard", 3, "none", "none", "A plain crystal."),
    CrystalDef("Ember Heart", 4, "ember_heart", "scored", "When scored: draw 2 cards."),
    CrystalDef("Frost Prism", 5, "frost_prism", "scored",
               "When scored: you may destroy the top unit of an enemy squad in a crystal zone."),
    CrystalDef("Moon Tear", 5, "moon_tear", "flip",
               "Once, during your turn: flip this facedown to take a free Summon action."),
    CrystalDef("Storm Eye", 6, "storm_eye", "scored",
               "When scored: your opponent discards the top 3 cards of their draw pile, "
               "stopping at a reshuffle."),
    CrystalDef("Sun Stone", 7, "sun_stone", "scored", "When scored: gain 4 initiative."),
    CrystalDef("Verdant Geode", 4, "verdant_geode", "scored",
               "When scored: you may return a unit from your discard pile to your hand."),
    CrystalDef("Obsidian Edge", 6, "obsidian_edge", "passive",
               "While face up: your squads have +1 attack in battle."),
    CrystalDef("Tide Pearl", 5, "tide_pearl", "flip",
               "Once, during your turn: flip this facedown to take a free Activate action."),
    CrystalDef("Star Fragment", 3, "star_fragment", "flip",
               "Once, during your turn: flip this facedown to gain 2 initiative."),
    CrystalDef("Iron Root", 6, "iron_root", "passive",
               "While face up: your squads have +1 defense in battle."),
    CrystalDef("Grave Opal", 7, "grave_opal", "scored",
               "When scored: your opponent discards a card of their choice from their hand."),
)
CRYSTAL_BY_NAME = {c.name: i for i, c in enumerate(CRYSTALS)}
