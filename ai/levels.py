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
    # anywhere; each searches about three times the one below. Only beginner and easy draw their
    # move with a temperature; none throws moves away. Beginner's 0.08 (was 0.15): at 0.15
    # its Crimson Company moves were nearly a draw among the searched ones and easy beat it
    # by ~400 Elo; at 0.08 easy scored 67.5 % against it there and 71 % in Clans (40 games
    # each, about +130 and +160; bench/RESULTS.md, session 15). Hard and above split their
    # search over two root-parallel trees, so "three times" holds per tree: hard's 3,000
    # iterations (1,500 a tree, 1.5× normal's one) made the ladder's short step in every
    # game (+21 to +97, session 20); 6,000 (3,000 a tree) since session 21.
    "beginner": Level(iterations=50, temperature=0.08),
    "easy": Level(iterations=200, temperature=0.05),
    "normal": Level(iterations=1000),
    "hard": Level(iterations=6000, workers=2),
    "expert": Level(iterations=20000, workers=2),
    "master": Level(iterations=60000, workers=2),
}
DEFAULT_LEVEL = "normal"

# A game whose strength grows with search differently from the others plays some levels
# with a budget of its own, so that each level is still a measured step above the one
# below (100–250 Elo on the ladder, issue 32). Crystal Clans' strength flattens near 1,000
# iterations: two trees of 3,000 against 1,000 were only +14 (bench/RESULTS.md, session
# 23), one tree of 3,000 +59 and 10,000 no better (session 26), while at the bottom a few
# iterations already play far above random. So its six levels spread over 5–1,000
# iterations in one tree (root-parallel trees added nothing there): master is the
# strongest search measured to be stronger, and the three below it (50, 100 and 300
# iterations) are session 26's rated beginner, easy and normal under new names (session
# 27). A level's temperature is still scaled by the game's TEMPERATURE_SCALE
# (ai.heuristics); hard keeps the temperature it was rated with.
GAME_LEVELS: dict[str, dict[str, Level]] = {
    "crystal-clans": {
        "beginner": Level(iterations=5, temperature=0.08),
        "easy": Level(iterations=10, temperature=0.08),
        "normal": Level(iterations=50, temperature=0.08),
        "hard": Level(iterations=100, temperature=0.05),
        "expert": Level(iterations=300),
        "master": Level(iterations=1000),
    },
}


def level_for(name: str, game_id: str | None = None) -> Level:
    """The level `name` as it plays `game_id`: the game's own budget where it has one
    (`GAME_LEVELS`), else the common one (`LEVELS`; KeyError for an unknown name)."""
    own = GAME_LEVELS.get(game_id, {}).get(name) if game_id is not None else None
    return own if own is not None else LEVELS[name]
