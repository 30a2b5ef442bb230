"""Water clan — adaptable, psychics. Signature (ours): Shift (units summoned together with
a Shift unit may be placed in any zone that holds a friendly squad). Glossary cards
assigned here: Tridents (Clone), Shapeshifters (Shift), Titan Knights (In Step). Coral
Guards carry Purge (+2 attack in battles against a squad with an Undying unit), as Meteor
Mages and Stone's Sentinels do: with today's bots Skull beat Water by 71 Elo at 200
iterations (and lost by 7 at 100); Purge fires against Skull alone, so no other pairing
moves (issue 32 §4, bench/RESULTS.md, session 30)."""
from core.crystal_clans.styles import BOLD, GUARDED, TRICKY

CARDS = (
    ("Tide Queen Nerys", "Psychic", True, 1, 4, 4, 6, 2, ("undertow",), GUARDED,
     (("def", 4), ("ret",)), (("atk", 2),)),
    ("Leviathan", "Beast", True, 1, 6, 9, 9, 3, (), BOLD,
     (("atk", 5),), (("atk", 2),)),
    ("Mirror Sage", "Psychic", True, 1, 3, 2, 4, 1, ("shift", "mind_spike"), TRICKY,
     (("steal",),), (("def", 2),)),
    ("Tridents", "Soldier", False, 6, 3, 3, 2, 1, ("clone",), BOLD,
     (("atk", 2),), (("atk", 1),)),
    ("Titan Knights", "Knight", False, 6, 3, 5, 5, 2, ("in_step",), GUARDED,
     (("def", 3),), (("atk", 2),)),
    ("Shapeshifters", "Shifter", False, 3, 2, 2, 3, 1, ("shift",), TRICKY,
     (("atk", 3),), (("def", 1),)),
    ("Mist Walkers", "Spirit", False, 3, 2, 2, 2, 1, ("shift",), TRICKY,
     (("gain", 1),), (("def", 1),)),
    ("Coral Guards", "Soldier", False, 3, 2, 1, 4, 1, ("bulwark", "purge"), GUARDED,
     (("def", 3),), (("def", 1),)),
    ("Psychic Eels", "Psychic", False, 3, 2, 3, 2, 1, ("swift",), BOLD,
     (("atk", 2),), (("gain", 1),)),
)
