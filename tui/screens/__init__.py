"""The screens of clanhall. `game_screen_for(match)` picks a game's own screen, falling
back to the generic one that plays any game of the protocol."""
from __future__ import annotations

from importlib import import_module

# game id -> "module:class" of its own screen
GAME_SCREENS = {
    "clans": "tui.screens.clans:ClansScreen",
    "crystal-clans": "tui.screens.crystal_clans:CrystalClansScreen",
    "crimson-company": "tui.screens.crimson_company:CrimsonCompanyScreen",
}


def game_screen_for(match):
    """The screen that shows `match`: its game's own, else the generic `GameScreen`."""
    target = GAME_SCREENS.get(match.game.id)
    if target:
        module, attr = target.split(":")
        try:
            screen_class = getattr(import_module(module), attr)
        except (ImportError, AttributeError):
            screen_class = None  # that game's screen is not built yet
        if screen_class is not None:
            return screen_class(match)
    from tui.screens.game import GameScreen

    return GameScreen(match)
