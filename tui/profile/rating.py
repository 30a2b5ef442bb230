"""What the record says about the player, per game: the Glicko-2 rating after each game
(against the ladder's rated levels), the record against each level, and the next level
to try after a winning run.

Each game is one rating period. An opponent's rating and RD are those the record kept
from the shipped ladder table (ai/ladder.py) when the game was played, else (a game
recorded before they were kept) today's table: the rating as measured, the RD one
standard deviation of its 95 % interval. A level whose search changed in a later version
is thus still rated as the bot that was played. A seat is scored against each bot seat:
1 if it finished ahead, ½ level, 0 behind. An unmeasured opponent counts in the record
but not in the rating. The ratings are on the ladder's scale (random = 0), so the
player's number reads against the levels'.

Only two-player games are rated: a bigger table's ladder (Clans at 3 and 4 players) has a
scale of its own, much narrower (its levels span 333–450 where two players span 908), so
its games would pull the two-player number the wrong way; they count in the record.

A game between people (`tui/profile/people.py`) is left out here, bots in it too: the
rating measures one person alone against the bots, on a machine that may keep games of
several people; the Profile screen shows the record against people apart.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ai.ladder import Z95, entrant_key, level_rating, load_table, row_rating, table_entry
from tui.profile.glicko import START_RD, Glicko, update
from tui.profile.record import GameRecord, Rated
from tui.setup import MCTS_LEVELS

MIN_RD = 30.0  # an anchor's interval is 0 wide; no opponent is known better than this
WIN_RUN = 3  # wins in a row against a level before the next one is suggested
WEAKER_THAN_LEVELS = ("random", "greedy")  # after these, the first MCTS level
RATED_PLAYERS = 2  # the table size whose games move the rating (module docstring)

LevelRating = Callable[[str, str, int], "tuple[float, float, float] | None"]


@dataclass
class LevelRecord:
    """The player's wins, losses and draws against one level (or other bot)."""

    level: str
    wins: int = 0
    losses: int = 0
    draws: int = 0

    def add(self, score: float) -> None:
        if score >= 1:
            self.wins += 1
        elif score <= 0:
            self.losses += 1
        else:
            self.draws += 1


@dataclass
class GameProfile:
    """One game's profile: the rating after each rated game (oldest first), the record
    per level (first met first) and the level to try next (None if no winning run)."""

    game: str
    history: list[Glicko] = field(default_factory=list)
    levels: dict[str, LevelRecord] = field(default_factory=dict)
    next_level: str | None = None
    played: int = 0

    @property
    def rating(self) -> Glicko | None:
        return self.history[-1] if self.history else None


def score(own: float, other: float) -> float:
    return 1.0 if own > other else 0.5 if own == other else 0.0


def opponent(
    game: str, spec: str, players: int, rated: LevelRating = level_rating, then: Rated | None = None
) -> tuple[float, float] | None:
    """(rating, RD) of a bot: `then`, its (rating, low, high) when the game was played, if
    the record kept it, else from the ladder table; None if it was not measured."""
    found = then if then is not None else rated(game, spec, players)
    if found is None:
        return None
    value, low, high = found
    return value, min(max((high - low) / (2 * Z95), MIN_RD), START_RD)


def start_rating(game: str, players: int) -> float:
    """Where a newcomer starts: the mean of the game's measured bots that still hold (a
    level changed since its rating was measured is left out; 0 if none), with the
    newcomer's wide RD, so the first games move it quickly either way."""
    entry = table_entry(load_table(), game, players)
    found = [row_rating(entry, key, game) for key in entry.get("ratings", {})]
    values = [rated[0] for rated in found if rated is not None]
    return sum(values) / len(values) if values else 0.0


def profiles(games: list[GameRecord], rated: LevelRating = level_rating) -> dict[str, GameProfile]:
    """Each game's profile from the record (games oldest first)."""
    found: dict[str, GameProfile] = {}
    games = [g for g in games if not g.between_people]
    for record in games:
        profile = found.setdefault(record.game, GameProfile(record.game))
        profile.played += 1
        period = []
        for seat, (spec, result) in record.opponent_seats():
            points = score(record.own_result, result)
            level = entrant_key(spec)
            profile.levels.setdefault(level, LevelRecord(level)).add(points)
            known = opponent(record.game, spec, record.players, rated, record.rated.get(seat))
            if known is not None and record.players == RATED_PLAYERS:
                period.append((*known, points))
        if period:
            before = profile.rating or Glicko(start_rating(record.game, record.players))
            profile.history.append(update(before, period))
    for game, profile in found.items():
        profile.next_level = next_level([g for g in games if g.game == game])
    return found


def next_level(games: list[GameRecord]) -> str | None:
    """The level after the strongest one the latest game was played against, when the
    last `WIN_RUN` games against that level were all won; else None."""
    if not games:
        return None
    order = [*WEAKER_THAN_LEVELS, *MCTS_LEVELS]
    faced = [entrant_key(spec) for spec, _r in games[-1].opponents()]
    faced = [level for level in faced if level in order]
    if not faced:
        return None
    level = max(faced, key=order.index)
    if level == MCTS_LEVELS[-1]:
        return None
    scores = [score(g.own_result, r) for g in games for spec, r in g.opponents() if entrant_key(spec) == level][
        -WIN_RUN:
    ]
    if len(scores) < WIN_RUN or any(s < 1 for s in scores):
        return None
    return MCTS_LEVELS[0] if level in WEAKER_THAN_LEVELS else MCTS_LEVELS[MCTS_LEVELS.index(level) + 1]
