"""Lucky Draw: a tiny hidden-information game that follows the core protocol.

Only for tests of the parts that stand on the protocol (bots, saves, network, match)
without depending on a real game's rules. Deck 1..10, each seat holds a secret hand of 2;
on a turn a seat plays one card face up to its pile and draws; after `rounds` turns each,
the highest pile wins (ties shared).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from core.protocol import Decision, Game, State
from core.rng import Rng

HIDDEN = -1


class LuckyState(State):
    __slots__ = ("players", "rounds", "deck", "hands", "piles", "turn", "played", "rng")
    game_id = "lucky-draw"

    @property
    def num_seats(self) -> int:
        return self.players

    def to_move(self):
        return None if self.is_over() else self.turn

    def decision(self):
        if self.is_over():
            return None
        return Decision(self.turn, "play", "Play a card from your hand")

    def legal_actions(self):
        if self.is_over():
            return []
        return [("play", c) for c in sorted(set(self.hands[self.turn]))]

    def apply(self, action):
        self.check_legal(action)
        card = action[1]
        hand = self.hands[self.turn]
        hand.remove(card)
        self.piles[self.turn] += card
        if self.deck:
            hand.append(self.deck.pop())
        self.played += 1
        self.turn = (self.turn + 1) % self.players

    def is_over(self):
        return self.played >= self.rounds * self.players

    def scores(self):
        return list(self.piles)

    def result(self):
        best = max(self.piles)
        winners = [i for i, p in enumerate(self.piles) if p == best]
        return [1 / len(winners) if i in winners else 0.0 for i in range(self.players)]

    def view(self, seat):
        v = self.clone()
        v.deck = [HIDDEN] * len(self.deck)
        v.hands = [list(h) if i == seat else [HIDDEN] * len(h) for i, h in enumerate(self.hands)]
        v.rng = Rng(0)
        return v

    def determinize(self, seat, rng):
        # Piles are sums, so played cards are not tracked: every card outside the known
        # hands may stand in for a hidden one (good enough for a toy).
        s = self.clone()
        used = {c for h in self.hands for c in h if c != HIDDEN}
        unknown = [c for c in range(1, 11) if c not in used]
        rng.shuffle(unknown)
        for i, h in enumerate(s.hands):
            s.hands[i] = [c if c != HIDDEN else unknown.pop() for c in h]
        s.deck = [c if c != HIDDEN else unknown.pop() for c in s.deck]
        s.rng = Rng(rng.randrange(1 << 62))
        return s

    def clone(self):
        s = LuckyState.__new__(LuckyState)
        s.players, s.rounds, s.turn, s.played = self.players, self.rounds, self.turn, self.played
        s.deck = list(self.deck)
        s.hands = [list(h) for h in self.hands]
        s.piles = list(self.piles)
        s.rng = self.rng.clone()
        return s

    def to_wire(self):
        return {
            "players": self.players,
            "rounds": self.rounds,
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "piles": list(self.piles),
            "turn": self.turn,
            "played": self.played,
            "rng": self.rng.state,
        }

    @classmethod
    def from_wire(cls, d):
        s = cls.__new__(cls)
        s.players, s.rounds, s.turn, s.played = d["players"], d["rounds"], d["turn"], d["played"]
        s.deck, s.hands, s.piles = list(d["deck"]), [list(h) for h in d["hands"]], list(d["piles"])
        s.rng = Rng(d["rng"])
        return s

    def describe(self, action):
        return f"Seat {self.turn + 1} plays a {action[1]}"


class LuckyDraw(Game):
    id = "lucky-draw"
    name = "Lucky Draw"
    min_players, max_players = 2, 4

    def new(self, config, seed):
        config = self.normalize_config(config)
        s = LuckyState.__new__(LuckyState)
        s.players, s.rounds, s.turn, s.played = config["players"], 2, 0, 0
        s.rng = Rng(seed)
        s.deck = list(range(1, 11))
        s.rng.shuffle(s.deck)
        s.hands = [[s.deck.pop(), s.deck.pop()] for _ in range(s.players)]
        s.piles = [0] * s.players
        return s

    def state_from_wire(self, data):
        return LuckyState.from_wire(data)


GAME = LuckyDraw()


@contextmanager
def registered() -> Iterator[None]:
    """Lucky Draw in `core.registry` while the block runs, taken out again if this put it
    there: a fixture's body, so no test outside the folder sees the toy game."""
    from core import registry

    added = "lucky-draw" not in registry._GAMES
    if added:
        registry._GAMES["lucky-draw"] = "tests.support.toy_game:GAME"
    try:
        yield
    finally:
        if added:
            registry._GAMES.pop("lucky-draw", None)
            registry._loaded.pop("lucky-draw", None)


def register() -> None:
    """Make the toy game known to `core.registry` (tests only)."""
    from core import registry

    registry._GAMES.setdefault("lucky-draw", "tests.support.toy_game:GAME")
