"""Stone clan — unyielding. Signature: Builder (STRUCTURE units may be summoned straight
into a zone where you have a squad with a Builder). Structures have activation cost 3 and
cannot move unless they say so. Sentinels carry Purge (+2 attack in battles against a squad
with an Undying unit), as Meteor Mages do: with today's bots Skull beat Stone by 60 Elo at
100 iterations; Purge fires against Skull alone, so no other pairing moves (issue 32 §4,
bench/RESULTS.md, session 30)."""

from core.crystal_clans.styles import BOLD, GUARDED, TRICKY

# one card a row, in the columns of cards.CardDef
# fmt: off
CARDS = (
    ("Horgath", "Giant", True, 1, 4, 4, 6, 2, ("builder", "golemcraft"), BOLD,
     (("atk", 3),), (("def", 3),)),
    ("Horgath's Stone Golem", "Golem", True, 1, 7, 10, 12, 4, (), GUARDED,
     (("def", 4), ("atk", 2)), (("def", 4),)),
    ("The Egg Tosser", "Structure", True, 1, 3, 2, 6, 3, ("toss",), TRICKY,
     (("atk", 2),), (("def", 2),)),
    ("Workers", "Laborer", False, 6, 1, 1, 3, 1, ("builder",), GUARDED,
     (("def", 2),), (("draw", 1),)),
    ("Sentinels", "Warrior", False, 6, 2, 4, 5, 1, ("builder", "purge"), BOLD,
     (("atk", 2),), (("def", 2),)),
    ("Ballista", "Structure", False, 3, 2, 3, 4, 3, ("bombard",), GUARDED,
     (("def", 3),), (("atk", 2),)),
    ("Lithomancers", "Magic", False, 3, 2, 2, 3, 1, ("builder", "quarry"), TRICKY,
     (("draw", 1),), (("def", 2),)),
    ("Siege Tower", "Structure", False, 3, 3, 3, 6, 3, ("rolling", "tower"), BOLD,
     (("atk", 3),), (("def", 2),)),
    ("Supply Golem", "Golem", False, 3, 2, 5, 5, 1, ("supply",), GUARDED,
     (("def", 2),), (("gain", 1),)),
)
# fmt: on
