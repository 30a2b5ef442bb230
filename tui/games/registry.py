"""The registry of game interfaces: by game id, the game's own screen, the board its replay
draws and the texts that word a position.

Each game's package in the interface (`tui/games/<game>/__init__.py`) registers its
`GameInterface` when it is imported; `interface_for(game_id)` imports the package named
after the id (dashes as underscores) on first use, so the main menu loads no game screen.
A game of the rules without a package here (a game added to `core/registry.py` only) has
no interface of its own: the generic `GameScreen` plays it and the replay shows every field
of its state. A package that is there but fails to import is an error, raised — never a
quieter fallback to the generic screen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module

from rich.text import Text
from textual.screen import Screen
from textual.widget import Widget

from core.protocol import State
from core.registry import get_game

BoardText = Callable[[State, int | None, list[str]], Text]
"""board_text(view, viewer, names): the position as `viewer` (None: no seat) sees it."""

OpenText = Callable[[State, list[str]], Text]
"""open_text(state, names): what a finished game's all-open view adds (hands, decks, secrets)."""


@dataclass(frozen=True)
class GameInterface:
    """One game's parts in the interface; the registry holds classes and functions, and
    whoever shows a game makes its screen or board."""

    game_id: str
    screen: type[Screen]
    """The game's own screen, a `tui.games.base.GameScreen` (not imported here: the
    registry is read by modules that screen imports)."""
    open_text: OpenText
    replay_board: type[Widget] | None = None
    """A board widget whose `show(view)` draws a position (the Clans map), for the replay."""
    board_text: BoardText | None = None
    """The position as text, for the replay of a game without a `replay_board`."""

    def __post_init__(self) -> None:
        if self.replay_board is None and self.board_text is None:
            raise ValueError(f"the interface of {self.game_id} needs a replay board or a board text")


_INTERFACES: dict[str, GameInterface] = {}


def register(interface: GameInterface) -> None:
    """Name `interface` as its game's (a game's package does this when it is imported)."""
    _INTERFACES[interface.game_id] = interface


def package_of(game_id: str) -> str:
    """The module path of a game's package in the interface."""
    return f"{__package__}.{game_id.replace('-', '_')}"


def interface_for(game_id: str) -> GameInterface | None:
    """The interface of `game_id`, or None when the game has none of its own.

    An id no game has raises `core.registry.UnknownGame` (one line naming the known games);
    a game package that fails to import raises its ImportError.
    """
    get_game(game_id)  # an unknown id ends here, before any import is tried
    if game_id not in _INTERFACES:
        package = package_of(game_id)
        try:
            import_module(package)
        except ModuleNotFoundError as exc:
            if exc.name != package:  # the package is there, something it imports is not
                raise
    return _INTERFACES.get(game_id)
