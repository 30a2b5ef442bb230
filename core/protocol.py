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

from core.i18n.phrase import Phrase, Said, phrase, phrase_n

Action = tuple


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says what was wrong."""


@dataclass(frozen=True, slots=True)
class Decision:
    """What a state asks now: which seat decides, what kind of choice, and a prompt."""

    seat: int
    kind: str
    prompt: Said  # a phrase, read in the reader's language


@dataclass(frozen=True, slots=True)
class Option:
    """One setup option of a game, as the new-game screen and the CLI offer it.

    `variants` names the variants the option applies to (empty: every variant);
    `choice_labels` says how each of `choices` reads on screen, in the same order
    (empty: the value itself).
    """

    key: str
    label: str
    choices: tuple = ()
    default: Any = None
    help: str = ""
    variants: tuple[str, ...] = ()
    choice_labels: tuple[str, ...] = ()

    def applies_to(self, variant: str) -> bool:
        """Whether this option means anything in `variant`."""
        return not self.variants or variant in self.variants

    def label_of(self, value: Any) -> str:
        """How `value` reads on screen ("hard" for difficulty 3, "yes" for True)."""
        if self.choice_labels and value in self.choices:
            return self.choice_labels[self.choices.index(value)]
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value)

    def parse(self, value: Any) -> Any:
        """The choice `value` stands for: a choice itself, or its text or label as typed
        on a command line ("true", "3", "very hard"); ValueError listing the valid ones."""
        if not self.choices:
            return value
        for choice in self.choices:
            if value == choice and type(value) is type(choice):
                return choice
        text = str(value).strip().lower()
        for choice in self.choices:
            names = {str(choice).lower(), self.label_of(choice).lower()}
            if isinstance(choice, bool):
                names |= {"yes", "on", "1"} if choice else {"no", "off", "0"}
            if text in names or _loose(text) in {_loose(n) for n in names}:
                return choice
        raise ValueError(
            phrase(
                "option {key} cannot be {value}; choose one of {choices}",
                key=self.key,
                value=repr(value),
                choices=self.describe_choices(),
            )
        )

    def describe_choices(self) -> str:
        """The valid values as a user types them: "0 (easy), 1 (medium), ..." or "true, false"."""
        out = []
        for choice in self.choices:
            typed = str(choice).lower() if isinstance(choice, bool) else str(choice)
            label = self.label_of(choice)
            out.append(typed if label in (typed, "yes", "no") else f"{typed} ({label})")
        return ", ".join(out)


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

    def progress_label(self) -> Said:
        """A short label of how far the game is ("epoch II, 5 villages"), as a phrase."""
        return ""

    # -- information -----------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None) -> "State":
        """What `seat` may know, hidden parts replaced; seat None is a spectator."""

    def public_choice(self) -> bool:
        """Whether every seat and a spectator will learn which legal action is chosen now
        (their views after any two legal actions differ), so the secrecy probe
        (`core.secrecy.hidden_from`) need not try the alternatives on clones. False unless
        a game knows better: only a game whose views show every choice says True."""
        return False

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
    def describe(self, action: Action) -> Said:
        """What `action` does in this state, as a phrase (read in the reader's language)."""

    # -- helpers shared by every game ------------------------------------------------
    def check_legal(self, action: Action) -> None:
        """Raise `IllegalAction` naming the problem if `action` is not legal now."""
        if self.is_over():
            raise IllegalAction("the game is over; no more actions are allowed")
        if action not in self.legal_actions():
            d = self.decision()
            asked = f" ({d.prompt})" if d else ""
            raise IllegalAction(f"{action!r} is not a legal action now{asked}")

    def older_form(self, action: Action) -> list[Action] | None:
        """The actions that make `action`, written in an older form of this game's
        actions (a save from before a decision was split), now; None if it is no such
        action. Only replaying a save asks: a live seat must send today's form."""
        return None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and self.to_wire() == other.to_wire()

    __hash__ = None  # type: ignore[assignment]  # states are mutable, so not hashable


def first_seat_option(max_players: int, variants: tuple[str, ...] = ()) -> Option:
    """The option "first_seat": who takes the first turn — drawn at random (-1, the
    rulebooks' way) or a seat (0-based), so the arena can fix the starter."""
    return Option(
        "first_seat",
        "First player",
        tuple(range(-1, max_players)),
        -1,
        "who takes the first turn: drawn at random, or a seat",
        variants=variants,
        choice_labels=("random",) + tuple(f"seat {i + 1}" for i in range(max_players)),
    )


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
        """`config` completed with defaults and checked; raises ValueError naming the
        problem: an unknown variant or option, a value that is not a choice, a player
        count the variant does not allow, an option set that the variant does not use."""
        config = dict(config or {})
        variant = config.get("variant") or self.variants[0]
        if variant not in self.variants:
            raise ValueError(
                phrase(
                    "{game} has no variant {variant}; choose one of {choices}",
                    game=self.name,
                    variant=repr(variant),
                    choices=", ".join(self.variants),
                )
            )
        counts = self.player_counts(variant)
        players = _players(config.get("players"), counts.start)
        if players not in counts:
            raise ValueError(
                phrase(
                    "{table} is for {counts}, not {players}",
                    table=self.table_name(variant),
                    counts=_count_text(counts),
                    players=players,
                )
            )
        options = {opt.key: opt for opt in self.options()}
        unknown = sorted(k for k in config if k not in options and k not in ("players", "variant"))
        if unknown:
            valid: Said = ", ".join(options) or phrase("none")
            raise ValueError(
                phrase(
                    "{game} has no option {option}; its options are: {valid}",
                    game=self.name,
                    option=repr(unknown[0]),
                    valid=valid,
                )
            )
        full = self.default_config(players, variant)
        for key, value in config.items():
            if key in options and value is not None:
                full[key] = _checked(options[key], options[key].parse(value), variant, self)
        full["players"], full["variant"] = players, variant
        if not -1 <= full.get("first_seat", -1) < players:
            raise ValueError(
                phrase(
                    "first_seat must be random or one of the {players} seats, not seat {seat}",
                    players=players,
                    seat=full["first_seat"] + 1,
                )
            )
        return full

    def table_name(self, variant: str) -> str:
        """The game with its variant as a player says it: "Crimson Company 2v2", "Clans"."""
        return f"{self.name} {variant}" if len(self.variants) > 1 else self.name

    @abstractmethod
    def new(self, config: dict, seed: int) -> State:
        """A new game from `config` (see `normalize_config`), chance drawn from `seed`."""

    @abstractmethod
    def state_from_wire(self, data: dict) -> State:
        """Rebuild one of this game's states from its `to_wire` dict."""


def _players(value: Any, default: int) -> int:
    if value is None or value == "":
        return default
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ValueError(
            phrase("the number of players must be a whole number, not {value}", value=repr(value))
        ) from None


def _count_text(counts: range) -> Phrase:
    """ "4 players", "2–4 players", "1 player"."""
    lo, hi = counts.start, counts.stop - 1
    if lo == hi:
        return phrase_n("{n} player", "{n} players", lo)
    return phrase("{low}–{high} players", low=lo, high=hi)


def _checked(option: Option, value: Any, variant: str, game: "Game") -> Any:
    """`value` if `option` may take it in `variant`: an option that does not apply to the
    variant may only keep its default (saves and the form carry every option)."""
    if not option.applies_to(variant) and value != option.default:
        where = ", ".join(option.variants)
        raise ValueError(
            phrase(
                "option {key} applies only to {game} {where}, not {variant}",
                key=option.key,
                game=game.name,
                where=where,
                variant=variant,
            )
        )
    return value


def _loose(text: str) -> str:
    """Text compared without case, spaces, dashes or underscores ("very-hard" = "Very hard")."""
    return "".join(c for c in text.lower() if c not in " -_")
