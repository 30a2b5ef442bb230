"""Take-away: a tiny perfect-information test game with a forced win in one.

A pile of counters; the seat to move takes 1 to `most` counters; whoever takes the last
counter wins alone. With `pile <= most` the mover wins at once by taking the whole pile,
which is what a search must find. Any number of seats.
"""

from __future__ import annotations

from core.protocol import Decision, Game, State
from core.rng import Rng


class TakeAwayState(State):
    __slots__ = ("players", "pile", "most", "turn", "winner", "rng")
    game_id = "take-away"

    @property
    def num_seats(self):
        return self.players

    def to_move(self):
        return None if self.winner is not None else self.turn

    def decision(self):
        return None if self.winner is not None else Decision(self.turn, "take", "Take counters")

    def legal_actions(self):
        if self.winner is not None:
            return []
        return [("take", n) for n in range(1, min(self.most, self.pile) + 1)]

    def apply(self, action):
        self.check_legal(action)
        self.pile -= action[1]
        if self.pile == 0:
            self.winner = self.turn
        else:
            self.turn = (self.turn + 1) % self.players

    def is_over(self):
        return self.winner is not None

    def result(self):
        if self.winner is None:
            return [1.0 / self.players] * self.players
        return [1.0 if i == self.winner else 0.0 for i in range(self.players)]

    def view(self, seat):
        v = self.clone()
        v.rng = Rng(0)
        return v

    def determinize(self, seat, rng):
        s = self.clone()
        s.rng = Rng(rng.randrange(1 << 62))
        return s

    def clone(self):
        s = TakeAwayState.__new__(TakeAwayState)
        s.players, s.pile, s.most, s.turn, s.winner = (self.players, self.pile, self.most, self.turn, self.winner)
        s.rng = self.rng.clone()
        return s

    def to_wire(self):
        return {
            "players": self.players,
            "pile": self.pile,
            "most": self.most,
            "turn": self.turn,
            "winner": self.winner,
            "rng": self.rng.state,
        }

    @classmethod
    def from_wire(cls, d):
        s = cls.__new__(cls)
        s.players, s.pile, s.most, s.turn, s.winner = (d["players"], d["pile"], d["most"], d["turn"], d["winner"])
        s.rng = Rng(d["rng"])
        return s

    def describe(self, action):
        return f"take {action[1]}"


class TakeAway(Game):
    id = "take-away"
    name = "Take-away"
    min_players, max_players = 2, 6

    def new(self, config, seed):
        config = self.normalize_config(config)
        s = TakeAwayState.__new__(TakeAwayState)
        s.players, s.pile, s.most, s.turn, s.winner = config["players"], 21, 4, 0, None
        s.rng = Rng(seed)
        return s

    def position(self, players: int, pile: int, turn: int, most: int = 4) -> TakeAwayState:
        """A position with `pile` counters left and `turn` to move."""
        s = self.new({"players": players}, 0)
        s.pile, s.turn, s.most = pile, turn, most
        return s

    def state_from_wire(self, data):
        return TakeAwayState.from_wire(data)


GAME = TakeAway()
