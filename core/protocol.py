"""The one game protocol that every game, bot, network peer and screen shares.

A *game* (`Game`) is a rule set that makes new states. A *state* (`State`) is one position
of one game: it says who must decide (`to_move`, `decision`), offers every legal choice
(`legal_actions`), and changes only through `apply`. Bots, the network and the interface
depend on nothing else.

Actions are small immutable tuples of ints and short strings, so they hash, compare and
cross msgpack unchanged (`as_action` turns msgpack's lists back into tuples).

Hidden information: `view(seat)` returns a state in which everything `seat` may not know
is replaced (other hands, deck orders, secret colours, and the state's own RNG, which would
otherwise predict future shuffles). `determinize(seat, rng)` fills the hidden parts with a
sample consistent with what `seat` knows, and reseeds the state's RNG from `rng`.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

Action = tuple


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says what was wrong."""


@dataclass(frozen=True, slots=True)
class Decision:
    """What a state asks now: which seat decides, what kind of choice, and a prompt."""

    seat: int
    kind: str
    prompt: str


@dataclass(frozen=True, slots=True)
class Option:
    """One setup option of a game, as the new-game screen and the CLI offer it."""

    key: str
    label: str
    choices: tuple = ()
    default: Any = None
    help: str = ""


def as_action(obj: Any) -> Action:
    """Turn an action that crossed msgpack or JSON (lists) back into a hashable tuple."""
    if isinstance(obj, (list, tuple)):
        return tuple(as_action(x) if isinstance(x, (list, tuple)) else x for x in obj)
    raise IllegalAction(f"an action must be a tuple, not {type(obj).__name__}")


class State(ABC):
    """One position of a game. Mutable through `apply` only; cheap to `clone`."""

    __slots__ = ()
    game_id: ClassVar[str] = ""

    # -- who decides, and what -------------------------------------------------------
    @property
    @abstractmethod
    def num_seats(self) -> int:
        """How many seats (players) the game has."""

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that must decide now; None when the game is over."""

    @abstractmethod
    def decision(self) -> Decision | None:
        """What is asked now (kind, prompt, seat); None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal choice now; never empty unless the game is over."""

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Play `action`; raise `IllegalAction` with a clear message if it is not legal."""

    # -- the end ---------------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def result(self) -> list[float]:
        """Per-seat outcome in [0, 1]: 1 a win, 0 a loss, a tie shared among the tied."""

    def scores(self) -> list[float]:
        """Per-seat score in the game's own unit (points, crystals, castles)."""
        return self.result()

    def progress_label(self) -> str:
        """A short human label of how far the game is ("epoch II, 5 villages")."""
        return ""

    # -- information -----------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None) -> "State":
        """What `seat` may know, hidden parts replaced; seat None is a spectator."""

    @abstractmethod
    def determinize(self, seat: int, rng: Any) -> "State":
        """A full state consistent with `view(seat)`, hidden parts sampled with `rng`."""

    @abstractmethod
    def clone(self) -> "State":
        """An independent copy (shares immutable data only)."""

    # -- wire ------------------------------------------------------------------------
    @abstractmethod
    def to_wire(self) -> dict:
        """A msgpack-able dict that `from_wire` rebuilds into an equal state."""

    @classmethod
    @abstractmethod
    def from_wire(cls, data: dict) -> "State":
        """Rebuild a state from `to_wire` output."""

    @abstractmethod
    def describe(self, action: Action) -> str:
        """A sentence that says what `action` does in this state."""

    # -- helpers shared by every game ------------------------------------------------
    def check_legal(self, action: Action) -> None:
        """Raise `IllegalAction` naming the problem if `action` is not legal now."""
        if self.is_over():
            raise IllegalAction("the game is over; no more actions are allowed")
        if action not in self.legal_actions():
            d = self.decision()
            asked = f" ({d.prompt})" if d else ""
            raise IllegalAction(f"{action!r} is not a legal action now{asked}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and self.to_wire() == other.to_wire()

    __hash__ = None  # mutable


class Game(ABC):
    """A rule set: makes new states from a config and a seed."""

    id: ClassVar[str] = ""
    name: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    variants: ClassVar[tuple[str, ...]] = ("standard",)

    def options(self) -> tuple[Option, ...]:
        """The setup options beyond players and variant."""
        return ()

    def player_counts(self, variant: str = "standard") -> range:
        """How many players `variant` allows."""
        return range(self.min_players, self.max_players + 1)

    def default_config(self, players: int | None = None, variant: str | None = None) -> dict:
        """A complete config with every option at its default."""
        variant = variant or self.variants[0]
        players = players or self.player_counts(variant).start
        cfg = {"players": players, "variant": variant}
        for opt in self.options():
            cfg[opt.key] = opt.default
        return cfg

    def normalize_config(self, config: dict | None) -> dict:
        """`config` completed with defaults and checked; raises ValueError if invalid."""
        config = dict(config or {})
        variant = config.get("variant") or self.variants[0]
        if variant not in self.variants:
            raise ValueError(f"{self.name} has no variant {variant!r}; choose one of {', '.join(self.variants)}")
        players = int(config.get("players") or self.player_counts(variant).start)
        if players not in self.player_counts(variant):
            r = self.player_counts(variant)
            raise ValueError(f"{self.name} ({variant}) is for {r.start}–{r.stop - 1} players, not {players}")
        full = self.default_config(players, variant)
        full.update({k: v for k, v in config.items() if v is not None})
        full["players"], full["variant"] = players, variant
        return full

    @abstractmethod
    def new(self, config: dict, seed: int) -> State:
        """A new game from `config` (see `normalize_config`), chance drawn from `seed`."""

    @abstractmethod
    def state_from_wire(self, data: dict) -> State:
        """Rebuild one of this game's states from its `to_wire` dict."""
