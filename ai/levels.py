"""The MCTS bot's difficulty levels (`ai.mcts.MCTSBot(level=…)`), in a module of their own
so the new-game form and the ladder table's reader (`ai.ladder`) know them without
importing the search."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """A difficulty: a fixed number of iterations (over all workers), exploration,
    workers, and a temperature: above 0 the bot does not always play its best move but
    draws one of the moves it searched, the better the likelier (see `sample_action`)."""

    iterations: int
    seconds: float | None = None  # no level has one: a level is the same search anywhere
    workers: int = 1
    c: float = 0.7
    temperature: float = 0.0


LEVELS: dict[str, Level] = {
    # A level is a fixed amount of search (iterations, never seconds), so it plays alike on
    # every machine and its rating on the ladder (`ai.ladder`, `clanhall ladder`) holds
    # anywhere. These are the budgets of a game that names none of its own (the test games);
    # each of the three games plays its own (GAME_LEVELS below), measured on its ladder.
    # Here each searches about three times the one below per tree; beginner and easy draw
    # their move with a temperature; none throws moves away.
    "beginner": Level(iterations=50, temperature=0.08),
    "easy": Level(iterations=200, temperature=0.05),
    "normal": Level(iterations=1000),
    "hard": Level(iterations=6000, workers=2),
    "expert": Level(iterations=20000, workers=2),
    "master": Level(iterations=60000, workers=2),
}
DEFAULT_LEVEL = "normal"

# Each game's levels, chosen where its strength still grows with search so that each level
# is a measured step above the one below (100–250 Elo on the ladder, issue 32; the steps
# are in ai/ladder_table.json and bench/RESULTS.md). A level's temperature is scaled by the
# game's TEMPERATURE_SCALE (ai.heuristics).
# - Crystal Clans' strength flattens near 1,000 iterations (two trees of 3,000 against
#   1,000: +14, session 23; one tree of 3,000 +59, 10,000 no better, session 26), while a
#   few iterations already play far above random: its levels spread over 5–1,000 in one
#   tree (root-parallel trees added nothing there); hard keeps the temperature it was rated
#   with (session 27).
# - Crimson Company gains with search all the way (1,000 to 6,000: +154), but the common
#   beginner (50 iterations) was rated 459 above random, a hard first opponent: its levels
#   moved down one name under a new beginner of 10 iterations (+115 under easy); master is
#   the common expert (session 28).
# - Clans is a game of much luck: all its levels lie within about 900 of random. A temperature at
#   10 iterations moved little (0.1: +46 over beginner), so above beginner the levels are
#   plain searches of 10, 30, 100 and 1,000 iterations, and master 20,000 on two trees
#   (+180 over 1,000, where 6,000 was only +115; session 28).
GAME_LEVELS: dict[str, dict[str, Level]] = {
    "crystal-clans": {
        "beginner": Level(iterations=5, temperature=0.08),
        "easy": Level(iterations=10, temperature=0.08),
        "normal": Level(iterations=50, temperature=0.08),
        "hard": Level(iterations=100, temperature=0.05),
        "expert": Level(iterations=300),
        "master": Level(iterations=1000),
    },
    "crimson-company": {
        "beginner": Level(iterations=10, temperature=0.08),
        "easy": Level(iterations=50, temperature=0.08),
        "normal": Level(iterations=200, temperature=0.05),
        "hard": Level(iterations=1000),
        "expert": Level(iterations=6000, workers=2),
        "master": Level(iterations=20000, workers=2),
    },
    "clans": {
        "beginner": Level(iterations=5, temperature=0.3),
        "easy": Level(iterations=10),
        "normal": Level(iterations=30),
        "hard": Level(iterations=100),
        "expert": Level(iterations=1000),
        "master": Level(iterations=20000, workers=2),
    },
}


def level_for(name: str, game_id: str | None = None) -> Level:
    """The level `name` as it plays `game_id`: the game's own budget where it has one
    (`GAME_LEVELS`), else the common one (`LEVELS`; KeyError for an unknown name)."""
    own = GAME_LEVELS.get(game_id, {}).get(name) if game_id is not None else None
    return own if own is not None else LEVELS[name]
