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
    """How a seat kind reads on screen: "Human", "Bot (mcts, hard)", "Network"."""
    if seat == HUMAN:
        return "Human"
    if seat == NETWORK:
        return "Network"
    name, _, opts = bot_spec(seat).partition(":")
    level = dict(p.partition("=")[::2] for p in opts.split(",") if p).get("level")
    return f"Bot ({name}, {level})" if level else f"Bot ({name})"


def bot_choices() -> list[tuple[str, str]]:
    """(label, seat spec) for every bot that can be made now, mcts by difficulty."""
    from ai.registry import bot_names

    out = []
    for name in bot_names():
        if name == "mcts":
            out += [(f"Bot: mcts {lvl}", f"{BOT_PREFIX}mcts:level={lvl}") for lvl in MCTS_LEVELS]
        else:
            out.append((f"Bot: {name}", BOT_PREFIX + name))
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
    """ "Player 1", "Bot 2 (random)"... one name per seat, numbered by seat."""
    names = []
    for i, seat in enumerate(seats, 1):
        if seat == HUMAN:
            names.append(_("Player {number}").format(number=i))
        elif seat == NETWORK:
            names.append(_("Remote {number}").format(number=i))
        else:
            names.append(_("Bot {number} ({bot})").format(number=i, bot=bot_spec(seat).partition(":")[0]))
    return names
