"""Flower clan — peaceful. Signature: Sleep (the top unit of the opposing squad counts as
attack 0 in this squad's battles). The full card list is known; numbers are ours, and so
is Spirit Guide's unit ability, Lay to Rest (remove a card of the opponent's discard pile
from the game): its mill fed Skull's Undying, and at 200 iterations Skull beat Flower by
90 Elo; with Lay to Rest, +5. Menders cost 2 (were 3) and defense 3 (were 4): with today's
bots Flower was the weaker against Stone and Water at 100 iterations (-62, -112) and leaned
so at 200; at cost 2 with defense 4 it beat Stone by 135 (a cheap Sleep unit that Stone's
Bombard cannot destroy) (issue 32 §4, bench/RESULTS.md, session 29)."""
from core.crystal_clans.styles import BOLD, GUARDED, TRICKY

CARDS = (
    ("Queen Bumble", "Flying", True, 1, 5, 10, 6, 2, ("flying",), BOLD,
     (("atk", 3),), (("def", 2),)),
    ("Mother", "Wise", True, 1, 4, 3, 7, 2, ("nurture",), GUARDED,
     (("def", 5), ("ret",)), (("draw", 1),)),
    ("Wisp", "Magic", True, 1, 1, 1, 1, 1, ("breeze",), TRICKY,
     (("end",), ("ret",)), (("atk", 1), ("ret",))),
    ("Pollen Fairies", "Magic", False, 6, 2, 1, 2, 1, ("sleep",), TRICKY,
     (("end",),), (("def", 2),)),
    ("Dandelion Knights", "Knight", False, 6, 3, 4, 4, 1, (), BOLD,
     (("atk", 3),), (("atk", 1), ("def", 1))),
    ("Bumble Cavalry", "Flying", False, 3, 2, 3, 3, 1, ("flying",), BOLD,
     (("atk", 2),), (("def", 2),)),
    ("Rosepetal Dancers", "Performer", False, 3, 1, 2, 2, 1, ("swift",), GUARDED,
     (("def", 3), ("ret",)), (("atk", 1),)),
    ("Menders", "Magic", False, 3, 2, 2, 3, 1, ("sleep", "mend"), GUARDED,
     (("draw_per_kill",),), (("def", 3),)),
    ("Spirit Guide", "Mystic", False, 3, 2, 2, 2, 1, ("lay_to_rest",), TRICKY,
     (("mill", 2),), (("draw", 1),)),
)
