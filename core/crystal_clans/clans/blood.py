"""Blood clan — innumerable. Signature: Horde (a squad topped by a Horde unit may hold
more than 3 units). Known cards: Marauders, Condor, Trappers, Chieftains."""

from core.crystal_clans.styles import BOLD, GUARDED, TRICKY

# one card a row, in the columns of cards.CardDef
# fmt: off
CARDS = (
    # name, descriptor, hero, copies, summon, attack, defense, activation, abilities, style, left, right
    ("Condor", "Flying", True, 1, 5, 6, 10, 2, ("flying",), TRICKY,
     (("kill_bottom",),), (("kill_top",),)),
    ("Warlord Gorza", "Warlord", True, 1, 4, 3, 5, 2, ("horde", "bloodlust"), GUARDED,
     (("def", 4), ("ret",)), (("atk", 2),)),
    ("Blood Priestess", "Mystic", True, 1, 3, 2, 4, 1, ("blood_rite",), TRICKY,
     (("draw", 1), ("ret",)), (("atk", 2),)),
    ("Marauders", "Reckless", False, 6, 2, 5, 1, 1, ("reckless",), BOLD,
     (("atk", 3),), (("atk", 1),)),
    ("Trappers", "Devoted", False, 6, 1, 1, 3, 1, ("horde",), GUARDED,
     (("bottom",),), (("bottom",),)),
    ("Chieftains", "Devoted", False, 3, 2, 2, 2, 2, ("horde", "devoted_leader"), TRICKY,
     (("per_devoted",),), (("may_draw", 1),)),
    ("Raiders", "Reckless", False, 3, 1, 2, 1, 1, ("horde",), BOLD,
     (("atk", 2),), (("def", 1),)),
    ("Berserkers", "Devoted", False, 3, 3, 4, 3, 1, ("horde", "frenzy"), BOLD,
     (("atk", 4),), (("atk", 2),)),
    ("Blood Hounds", "Beast", False, 3, 1, 3, 2, 1, ("horde",), GUARDED,
     (("def", 3),), (("atk", 1),)),
)
# fmt: on
