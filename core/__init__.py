"""clanhall's rules layer: the game protocol, the three games, the match driver, saves.

Pure Python: no I/O, no clock, no threads, no UI imports. Deterministic given a seed.
"""

from core.protocol import Action, Decision, Game, IllegalAction, Option, State, as_action
from core.registry import game_ids, get_game

__all__ = [
    "Action",
    "Decision",
    "Game",
    "IllegalAction",
    "Option",
    "State",
    "as_action",
    "game_ids",
    "get_game",
]
