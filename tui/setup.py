"""What a new game needs before it starts: game, config, seed and who sits in each seat.

A seat is one of three kinds, written as a short spec string that the command line, the
new-game screen and the saved `Match.seats` share:

    "human"                 a person at this keyboard
    "bot:<bot spec>"        a bot from ai.registry, e.g. "bot:random", "bot:mcts:level=hard"
    "network"               a remote peer (played through `clanhall host`)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.i18n import _
from core.seat_names import bot_level, bot_name, seat_names, shown_name, shown_names

HUMAN = "human"
NETWORK = "network"
BOT_PREFIX = "bot:"

# What the new-game screen offers for bots; mcts levels only when ai.mcts exists.
MCTS_LEVELS = ("beginner", "easy", "normal", "hard", "expert", "master")  # ai.mcts.LEVELS


def is_bot(seat: str) -> bool:
    return seat.startswith(BOT_PREFIX)


def bot_spec(seat: str) -> str:
    """The ai.registry spec of a bot seat ("bot:mcts:level=hard" -> "mcts:level=hard")."""
    return seat[len(BOT_PREFIX) :]


def parse_seat(text: str) -> str:
    """A seat spec from the command line: "human", "network" or a bot spec, with or
    without the "bot:" prefix ("random" and "bot:random" are the same seat)."""
    text = text.strip()
    if not text:
        raise ValueError("an empty seat; use human, network or a bot such as random")
    if text == HUMAN:
        return HUMAN
    if text in (NETWORK, "net", "remote"):
        return NETWORK
    return text if is_bot(text) else BOT_PREFIX + text


def seat_label(seat: str) -> str:
    """How a seat kind reads on screen: "Human", "Network", or a bot by the name its seat
    gets (core.seat_names): "Bot · hard", "Bot · random"."""
    if seat == HUMAN:
        return _("Human")
    if seat == NETWORK:
        return _("Network")
    return bot_name(bot_level(seat) or bot_spec(seat))


def bot_choices() -> list[tuple[str, str]]:
    """(label, seat spec) for every bot that can be made now, mcts by difficulty; a label
    is the name the seat will go by, as this reader reads it ("Bot · hard", "Bot · schwer")."""
    from ai.registry import bot_names

    out = []
    for name in bot_names():
        specs = [f"{BOT_PREFIX}mcts:level={lvl}" for lvl in MCTS_LEVELS] if name == "mcts" else [BOT_PREFIX + name]
        out += [(shown_name(seat_label(spec)), spec) for spec in specs]
    return out


def seat_choices() -> list[tuple[str, str]]:
    """(label, seat spec) of every kind of seat the new-game screen offers."""
    return [("Human", HUMAN), *bot_choices(), ("Network", NETWORK)]


@dataclass
class GameSetup:
    """A game about to start: the game id, its full config, the seed and the seats."""

    game_id: str
    config: dict
    seed: int
    seats: list[str]
    names: list[str] = field(default_factory=list)
    port: int = 7141  # where a game with network seats is hosted
    announce: bool = True  # a hosted game is announced on the LAN (net.discovery)
    spectators: int = 0  # how many may watch a hosted game
    spectator_chat: bool = False  # whether they may chat (players always may)

    def __post_init__(self) -> None:
        if not self.names:
            self.names = default_names(self.seats)

    def make_match(self):
        """A fresh `core.match.Match` for this setup."""
        from core.match import Match

        return Match(self.game_id, self.config, self.seed, seats=self.seats, names=self.names)


def default_names(seats: list[str]) -> list[str]:
    """Each seat's default name as this reader reads it ("Player 1", "Bot · hard", "Bot ·
    hard (2)"): the rule of core.seat_names, for seats of these kinds."""
    return shown_names(seat_names(seats))
