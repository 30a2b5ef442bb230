"""Our games as OpenSpiel games, so OpenSpiel's ISMCTSBot can play them (bench only).

`register(game_id, players)` registers "clanhall_<id>_<players>p" with pyspiel
(GameType + GameInfo) and returns the pyspiel game. Its states wrap our core states:

- actions are interned: each distinct action tuple gets an int id on first sight (the
  ids are shared by all adapted games of this process);
- chance stays inside our `apply` (SAMPLED_STOCHASTIC): OpenSpiel never sees a chance node;
- the information-state string of a seat is its view's wire form, so two states the seat
  cannot tell apart have the same key, as ISMCTS asserts;
- `returns()` of an unfinished state is our cut-off evaluation (ai.heuristics), the same
  one our search uses, so a depth-capped rollout scores positions alike on both sides;
- `resampler(rng)` gives the function ISMCTSBot.set_resampler wants: a determinization
  of the seat's view, wrapped again.

`TimedISMCTSBot` is ISMCTSBot with a time budget instead of a simulation count, so the
head-to-head can give both bots the same time per move: wall time, or the CPU time of
the searching thread (`clock=time.thread_time`), which other work on a shared machine
does not eat into.

Requires the bench extra: `pip install open_spiel` (never a runtime dependency).
"""

from __future__ import annotations

import time
from typing import Callable

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts
    from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator
except ImportError as exc:  # pragma: no cover - depends on the bench extra
    raise ImportError(
        "OpenSpiel is not installed: run `.venv/bin/pip install open_spiel` "
        "(the bench extra) to run the OpenSpiel comparisons"
    ) from exc

from ai.heuristics import heuristic_for
from core.registry import get_game
from core.rng import Rng

MAX_ACTIONS = 1 << 20  # declared action-id space; ids are interned on demand


class ActionIds:
    """Interned action tuples <-> ints."""

    def __init__(self) -> None:
        self.ids: dict = {}
        self.actions: list = []

    def id(self, action) -> int:
        i = self.ids.get(action)
        if i is None:
            i = self.ids[action] = len(self.actions)
            self.actions.append(action)
        return i


ACTIONS = ActionIds()
_games: dict[str, "pyspiel.Game"] = {}


def register(game_id: str, players: int = 2, config: dict | None = None):
    """Register our `game_id` with pyspiel (once) and return the pyspiel game."""
    short = f"clanhall_{game_id.replace('-', '_')}_{players}p"
    if short in _games:
        return _games[short]
    ours = get_game(game_id)
    cfg = ours.normalize_config({**(config or {}), "players": players})
    heuristic = heuristic_for(game_id)
    game_type = pyspiel.GameType(
        short_name=short,
        long_name=f"clanhall {ours.name} ({players} players)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players,
        min_num_players=players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=False,
        provides_observation_tensor=False,
        parameter_specification={"seed": 0},
    )
    game_info = pyspiel.GameInfo(
        num_distinct_actions=MAX_ACTIONS,
        max_chance_outcomes=0,
        num_players=players,
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=None,
        max_game_length=100_000,
    )

    class AdaptedGame(pyspiel.Game):
        def __init__(self, params=None):
            super().__init__(game_type, game_info, params or {})
            self.seed = int((params or {}).get("seed", 0))

        def new_initial_state(self):
            st = AdaptedState(self)
            st.inner = ours.new(cfg, self.seed)
            return st

        def state_from(self, inner):
            st = AdaptedState(self)
            st.inner = inner
            return st

    class AdaptedState(pyspiel.State):
        def __init__(self, game):
            super().__init__(game)
            self.inner = None
            self._key = None

        def current_player(self):
            p = self.inner.to_move()
            return pyspiel.PlayerId.TERMINAL if p is None else p

        def _legal_actions(self, player):
            intern = ACTIONS.id
            return sorted(intern(a) for a in self.inner.legal_actions())

        def _apply_action(self, action):
            self.inner.apply(ACTIONS.actions[action])
            self._key = None

        def _action_to_string(self, player, action):
            return repr(ACTIONS.actions[action])

        def is_terminal(self):
            return self.inner.is_over()

        def returns(self):
            if self.inner.is_over():
                return self.inner.result()
            return heuristic.evaluate(self.inner)

        def information_state_string(self, player=None):
            if player is None:
                player = self.current_player()
            return repr(self.inner.view(player).to_wire())

        def __str__(self):
            return repr(self.inner.to_wire())

        def clone(self):
            st = AdaptedState(self.get_game())
            st.inner = self.inner.clone()
            return st

        def __deepcopy__(self, memo):
            return self.clone()

    AdaptedGame.__name__ = f"AdaptedGame_{short}"
    pyspiel.register_game(game_type, AdaptedGame)
    game = pyspiel.load_game(short)
    _games[short] = game
    return game


def wrap(game, inner):
    """A pyspiel state of `game` wrapping our state `inner`."""
    return game.state_from(inner)


def resampler(game, rng: np.random.RandomState):
    """The callback ISMCTSBot.set_resampler wants: a determinization of `player`'s view."""

    def resample(state, player):
        inner = state.inner.view(player).determinize(player, Rng(int(rng.randint(1 << 62))))
        return game.state_from(inner)

    return resample


class CutoffRolloutEvaluator(RandomRolloutEvaluator):
    """RandomRolloutEvaluator that also allows a rollout of 0 actions (evaluate at once),
    as our search does for games whose heuristic says PLAYOUT_DEPTH = 0."""

    def evaluate(self, state):
        if self.max_length == 0:
            return np.array(state.returns())
        return super().evaluate(state)


class TimedISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTSBot searching for `seconds` per move, read on `clock` (wall time
    by default; `time.thread_time` for CPU time)."""

    def __init__(
        self,
        game,
        seconds: float,
        rollout_length: int | None = None,
        seed=None,
        uct_c: float = 0.7,
        clock: Callable[[], float] = time.monotonic,
    ):
        rs = np.random.RandomState(seed)
        super().__init__(
            game,
            CutoffRolloutEvaluator(1, rs, max_length=rollout_length),
            uct_c,
            max_simulations=1 << 30,
            random_state=rs,
            allow_inconsistent_action_sets=True,
        )
        self.seconds = seconds
        self.clock = clock
        self.set_resampler(resampler(game, rs))
        self.simulations = 0

    def run_search(self, state):
        # ISMCTSBot.run_search with a deadline in place of the simulation count.
        self.reset()
        legal_actions = state.legal_actions()
        if len(legal_actions) == 1:
            return [(legal_actions[0], 1.0)]
        self._root_node = self.create_new_node(state)
        clock = self.clock
        deadline = clock() + self.seconds
        self.simulations = 0
        while clock() < deadline or self.simulations == 0:
            self.run_simulation(self.sample_root_state(state))
            self.simulations += 1
        temp_node = self.filter_illegals(self._root_node, legal_actions)
        if temp_node.total_visits <= 0:
            return [(a, 1.0 / len(legal_actions)) for a in legal_actions]
        return self.get_final_policy(state, temp_node)
