"""Clans by Leo Colovini, for 2-4 players: the game object the registry hands out."""
from __future__ import annotations

from core.clans.state import ClansState
from core.protocol import Game


class Clans(Game):
    """Clans: move huts, found villages, score your secret colour."""

    id = "clans"
    name = "Clans"
    min_players = 2
    max_players = 4

    def new(self, config: dict, seed: int) -> ClansState:
        config = self.normalize_config(config)
        return ClansState.setup(config["players"], seed)

    def state_from_wire(self, data: dict) -> ClansState:
        return ClansState.from_wire(data)


GAME = Clans()
