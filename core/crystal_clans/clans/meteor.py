"""Meteor clan — wise, predicting. Signature (ours): Foresight (when summoned, look at the
top card of your draw pile and you may put it on the bottom). Glossary cards assigned
here: Cartographers, Citadel Knights, Blue Oracles, Meteor Mages, Commander Orion."""
from core.crystal_clans.styles import BOLD, GUARDED, TRICKY

CARDS = (
    ("Commander Orion", "Commander", True, 1, 4, 5, 6, 2, ("tempo",), BOLD,
     (("atk", 3),), (("gain", 2),)),
    ("Astra the Seer", "Mystic", True, 1, 3, 2, 4, 1, ("foresight", "stargaze"), TRICKY,
     (("draw", 1), ("ret",)), (("def", 2),)),
    ("Comet Rider", "Flying", True, 1, 4, 6, 4, 1, ("flying",), BOLD,
     (("atk", 3),), (("atk", 1),)),
    ("Meteor Mages", "Magic", False, 6, 2, 4, 4, 1, ("starfall", "purge"), TRICKY,
     (("atk", 2),), (("def", 1),)),
    ("Citadel Knights", "Knight", False, 6, 3, 4, 4, 1, ("tactical", "siegebreaker"), BOLD,
     (("atk", 2),), (("def", 2),)),
    ("Cartographers", "Scholar", False, 3, 2, 1, 3, 1, ("foresight", "inform"), GUARDED,
     (("def", 2),), (("draw", 1),)),
    ("Blue Oracles", "Mystic", False, 3, 2, 2, 3, 1, ("foretold",), GUARDED,
     (("def", 3),), (("atk", 1),)),
    ("Stargazers", "Scholar", False, 3, 1, 1, 2, 1, ("foresight",), TRICKY,
     (("draw", 1),), (("def", 1),)),
    ("Sky Wardens", "Warden", False, 3, 3, 3, 5, 1, ("foresight",), GUARDED,
     (("def", 3), ("ret",)), (("atk", 2),)),
)
