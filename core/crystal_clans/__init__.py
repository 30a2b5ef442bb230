"""Crystal Clans: the two-player battle card game of summoning, battling and scoring crystals.

Files, one idea each:

- board.py: the nine zones, their adjacency and the initiative track constants;
- styles.py: bold / guarded / tricky and the battle wheel;
- cards.py and clans/<clan>.py: the card table (one data table per clan);
- crystals.py: the fifteen crystal cards; crystal_effects.py: their code;
- abilities.py: ability texts and the code of each ability, keyed by ability id;
- squads.py: attack, defense, activation cost, the squad limit, orders and sub-squads;
- flow.py: the frame stack through which every rule asks its decisions;
- actions.py: the five actions, free actions, reorder / discard-down / move frames;
- battle.py: battle cards, the wheel, effects, simultaneous damage, discard or return;
- state.py: CrystalClansState (public attributes documented there); game.py: GAME.
"""

# Loading the package loads the whole game, so every flow handler and ability is registered in any
# process that touches one of its modules -- e.g. a bot's worker unpickling a view.
from core.crystal_clans import game as _game  # noqa: E402,F401
