"""Per-game knowledge for the bots: how good a cut-off position is, and how to play out.

A heuristic module lives at `ai/heuristics/<game id with - as _>.py` and may define:

- `evaluate(state) -> list[float]`: per-seat value in [0, 1] of a position that is not
  over (the search calls it where a playout is cut off, the greedy bot after each action);
- `PLAYOUT_DEPTH: int`: how many actions a playout may take before it is cut off;
- `playout_action(state, legal, rnd) -> action`: a rollout policy (default: uniform random;
  `rnd()` is a float in [0, 1));
- `prune(state, legal) -> list`: the legal actions worth searching, leaving out those
  another legal action dominates (never empty; the search tries only these, in the tree
  and in playouts; default: all of them);
- `EXPLORATION: float`: the UCT constant the search uses for this game unless told
  otherwise (default: the MCTS level's);
- `private_key(state, seat) -> hashable`: what `seat` knows that others do not, in a
  determinized state (a secret colour), so the search models each opponent's choices per
  key; leave it out where that knowledge is too varied to share statistics (hands);
- `evaluate_outlook(state)` and `OUTLOOK_BY_PLAYERS: {players: bool}`: a second evaluation
  that also counts what the position may yet score, and where the search uses it by
  default (the MCTS bot's option `outlook`; see `Heuristic.for_search`);
- `TEMPERATURE_SCALE: float` (default 1): what the levels' temperatures are multiplied by
  in this game, where its searched moves' values lie closer together (or further apart)
  than the games the levels were tuned on; an explicit `temperature` is used as given;
- `VERSION: int` (default 1): raised whenever a change here changes how the bots play the
  game (evaluation, depth, policy, pruning; the table keeps `EXPLORATION` by itself), so
  the ladder table stops showing the ratings measured before (`ai.ladder.level_definition`).

These modules are the only place in ai/ that may read a game's public state attributes;
everything else sees the core protocol only. A game without a module gets `GENERIC`, which
ranks the seats by `state.scores()`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from importlib import import_module
from typing import Callable

DEFAULT_PLAYOUT_DEPTH = 60


def rank_values(scores) -> list[float]:
    """Per-seat share of the other seats that `scores` beats (a tie beats half) in [0, 1]."""
    n = len(scores)
    if n < 2:
        return [0.5] * n
    out = []
    for i, s in enumerate(scores):
        beaten = 0.0
        for j, t in enumerate(scores):
            if j != i:
                beaten += 1.0 if s > t else 0.5 if s == t else 0.0
        out.append(beaten / (n - 1))
    return out


def scores_evaluate(state) -> list[float]:
    """The generic cut-off evaluation: rank the seats by `state.scores()`."""
    return rank_values(state.scores())


@dataclass(frozen=True, slots=True)
class Heuristic:
    """What the search knows about one game: the cut-off evaluation, playout depth and
    an optional rollout policy (None: uniform random)."""

    game_id: str
    evaluate: Callable
    playout_depth: int = DEFAULT_PLAYOUT_DEPTH
    playout_action: Callable | None = None
    private_key: Callable | None = None
    evaluate_outlook: Callable | None = None
    outlook_players: frozenset[int] = frozenset()  # where the outlook is the default
    prune: Callable | None = None  # (state, legal) -> the actions worth searching
    exploration: float | None = None  # the game's UCT constant (None: the caller's)
    version: int = 1  # raised when the game's knowledge changes how its bots play
    temperature_scale: float = 1.0  # multiplies a level's temperature in this game

    def exploration_or(self, default: float) -> float:
        """The UCT constant a search of this game uses: the game's own where it names one,
        else `default` (the caller's, e.g. the level's)."""
        return default if self.exploration is None else self.exploration

    def scaled_temperature(self, level_temperature: float) -> float:
        """A level's temperature as it draws in this game (times `TEMPERATURE_SCALE`)."""
        return level_temperature * self.temperature_scale

    def for_search(self, players: int, outlook: bool | None = None) -> Heuristic:
        """This heuristic as a search of a `players`-seat game uses it: evaluating with the
        outlook where the game has one and `outlook` asks for it (None: the game's default
        for that many players), else as it is."""
        if outlook is None:
            outlook = players in self.outlook_players
        if not outlook or self.evaluate_outlook is None:
            return self
        return replace(self, evaluate=self.evaluate_outlook)


GENERIC = Heuristic("*", scores_evaluate)
_cache: dict[str, Heuristic] = {}


def heuristic_for(game_id: str) -> Heuristic:
    """The heuristic of `game_id` (its module in this package), or `GENERIC`."""
    h = _cache.get(game_id)
    if h is None:
        try:
            mod = import_module(f"{__name__}.{game_id.replace('-', '_')}")
        except ModuleNotFoundError as exc:
            if not (exc.name or "").startswith(__name__):
                raise
            h = Heuristic(game_id, scores_evaluate)
        else:
            h = Heuristic(
                game_id,
                getattr(mod, "evaluate", scores_evaluate),
                getattr(mod, "PLAYOUT_DEPTH", DEFAULT_PLAYOUT_DEPTH),
                getattr(mod, "playout_action", None),
                getattr(mod, "private_key", None),
                getattr(mod, "evaluate_outlook", None),
                frozenset(n for n, on in getattr(mod, "OUTLOOK_BY_PLAYERS", {}).items() if on),
                getattr(mod, "prune", None),
                getattr(mod, "EXPLORATION", None),
                getattr(mod, "VERSION", 1),
                getattr(mod, "TEMPERATURE_SCALE", 1.0),
            )
        _cache[game_id] = h
    return h
