"""The games clanhall knows, by id. Games are imported on first use."""

from __future__ import annotations

from importlib import import_module

from core.i18n.phrase import phrase
from core.protocol import Game

# id -> "module:attribute" of the Game instance
_GAMES = {
    "clans": "core.clans.game:GAME",
    "crystal-clans": "core.crystal_clans.game:GAME",
    "crimson-company": "core.crimson_company.game:GAME",
}
_loaded: dict[str, Game] = {}


def game_ids(available_only: bool = True) -> list[str]:
    """The ids of the games. With `available_only` each game's rules are loaded on the way:
    every game ships with clanhall, so a rules module that fails to import is a bug, raised
    here, never a game quietly left out of the lists."""
    if available_only:
        for gid in _GAMES:
            get_game(gid)
    return list(_GAMES)


class UnknownGame(KeyError):
    """No game has this id; its message is a phrase (KeyError's own str() would quote it)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def get_game(game_id: str) -> Game:
    """The `Game` with this id; KeyError with the known ids if there is none."""
    if game_id not in _GAMES:
        raise UnknownGame(
            phrase("unknown game {game}; known games: {games}", game=repr(game_id), games=", ".join(_GAMES))
        )
    game = _loaded.get(game_id)
    if game is None:
        module, attr = _GAMES[game_id].split(":")
        game = _loaded[game_id] = getattr(import_module(module), attr)
    return game
