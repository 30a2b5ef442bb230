"""Skull clan — relentless. Signature: Undying (may be summoned from the discard pile);
every REANIMATED unit carries it. Known cards: Ancestral Warriors, Ancestral Knights,
Enchanter Malek, Necromancers, Boneknife Cultists, Blade Dancers, the Sacrifice unit."""
from core.crystal_clans.styles import BOLD, GUARDED, TRICKY

CARDS = (
    ("Enchanter Malek", "Magic", True, 1, 5, 8, 6, 2, ("raise_dead",), GUARDED,
     (("def", 6), ("ret",)), (("def", 4),)),
    ("Lich Queen Veyla", "Undead", True, 1, 4, 5, 5, 2, ("soul_harvest",), TRICKY,
     (("kill_top",),), (("atk", 2),)),
    ("Bone Colossus", "Reanimated", True, 1, 5, 9, 9, 3, ("undying",), BOLD,
     (("atk", 4),), (("def", 3),)),
    ("Ancestral Warriors", "Reanimated", False, 6, 2, 2, 2, 1, ("undying",), TRICKY,
     (("atk", 3),), (("atk", 1),)),
    ("Ancestral Knights", "Reanimated", False, 6, 3, 4, 4, 1, ("undying", "slither"), BOLD,
     (("atk", 2), ("def", 2)), (("atk", 2),)),
    ("Necromancers", "Magic", False, 3, 3, 2, 3, 1, ("necromancy",), TRICKY,
     (("draw", 1),), (("def", 2),)),
    ("Boneknife Cultists", "Cultist", False, 3, 4, 6, 3, 1, ("cult_rise",), BOLD,
     (("atk", 4),), (("atk", 2),)),
    ("Blade Dancers", "Performer", False, 3, 3, 3, 2, 1, ("blade_dance",), TRICKY,
     (("atk", 2), ("gain", 1)), (("def", 1),)),
    ("Bone Devotees", "Undead", False, 3, 2, 1, 2, 1, ("sacrifice",), GUARDED,
     (("def", 3),), (("atk", 1),)),
)
