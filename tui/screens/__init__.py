"""The screens of clanhall. `game_screen_for(match)` makes the screen of a match: its game's
own (`tui.games.registry`), or the generic `GameScreen` for a game that has none. A game's
screen that fails to import is an error, raised, never replaced by the generic one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.screen import Screen

from tui.games.registry import interface_for

if TYPE_CHECKING:
    from core.match import Match


def game_screen_class(game_id: str) -> Callable[..., Screen]:
    """The screen class of a game: its own, else the generic `GameScreen`
    (`core.registry.UnknownGame` for an id no game has). Typed as what it is called as: a
    `GameScreen` class, not imported here at module level (it imports much)."""
    interface = interface_for(game_id)
    if interface is not None:
        return interface.screen
    from tui.games.base import GameScreen

    return GameScreen


def game_screen_for(match: Match, **options: Any) -> Screen:
    """The screen that plays `match` on this machine: its game's own, else the generic
    `GameScreen`, given the match's local session (`tui.games.base.local_session`;
    `options`: its keyword arguments, e.g. processes, pause)."""
    from tui.games.base import local_session

    return game_screen_class(match.game.id)(local_session(match, **options))
