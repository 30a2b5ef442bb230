"""The screens of clanhall. `game_screen_for(match)` picks a game's own screen, falling
back to the generic one that plays any game of the protocol (only for a game that has no
screen of its own: a screen that fails to import is an error, raised)."""

from __future__ import annotations

from importlib import import_module

# game id -> "module:class" of its own screen
GAME_SCREENS = {
    "clans": "tui.games.clans.screen:ClansScreen",
    "crystal-clans": "tui.games.crystal_clans.screen:CrystalClansScreen",
    "crimson-company": "tui.games.crimson_company.screen:CrimsonCompanyScreen",
}


def game_screen_class(game_id: str):
    """The screen class of a game: its own, else the generic `GameScreen`."""
    target = GAME_SCREENS.get(game_id)
    if target:
        module, attr = target.split(":")
        return getattr(import_module(module), attr)
    from tui.games.base import GameScreen

    return GameScreen


def game_screen_for(match):
    """The screen that shows `match`: its game's own, else the generic `GameScreen`."""
    return game_screen_class(match.game.id)(match)
