"""Clans by Leo Colovini: board, epochs and rules."""

# Loading the package loads the whole game, so its rules is registered in any
# process that touches one of its modules -- e.g. a bot's worker unpickling a view.
from core.clans import game as _game  # noqa: E402,F401
