"""Crimson Company: the card game of three lanes, an auction and castles (duel, 2v2,
free-for-all, solo and co-op)."""

# Loading the package loads the whole game, so every task of tasks.TASKS is registered in any
# process that touches one of its modules -- e.g. a bot's worker unpickling a view.
from core.crimson_company import game as _game  # noqa: E402,F401
