"""Clans by Leo Colovini, for 2-4 players: the game object the registry hands out."""

from __future__ import annotations

from core.clans.state import ClansState
from core.protocol import Game, first_seat_option


class Clans(Game):
    """Clans: move huts, found villages, score your secret colour."""

    id = "clans"
    name = "Clans"
    min_players = 2
    max_players = 4

    def options(self):
        return (first_seat_option(self.max_players),)

    def new(self, config: dict, seed: int) -> ClansState:
        config = self.normalize_config(config)
        state = ClansState.setup(config["players"], seed)
        if config["first_seat"] >= 0:  # drawn all the same, so the deal stays the seed's
            state.turn = config["first_seat"]
        return state

    def state_from_wire(self, data: dict) -> ClansState:
        return ClansState.from_wire(data)


GAME = Clans()
