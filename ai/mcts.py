"""The MCTS bot: information-set MCTS (`ai.search`) with a budget, levels and workers.

    make_bot("mcts")                      # the default level, "normal"
    make_bot("mcts:level=hard")
    make_bot("mcts:iterations=5000")      # an explicit budget replaces the level's:
                                          # 5000 iterations in one tree (workers=1)
    make_bot("mcts:seconds=1.5,workers=2")

A budget is iterations, seconds, or both (whichever ends first). With `workers` > 1 the
search runs root-parallel: `workers - 1` helper processes (`ai.parallel`) search their
own trees alongside this process and their root statistics are summed; an iteration
budget is the total, split between the workers. An explicit `iterations` without
`workers` searches on one worker, so `iterations=N` is exactly N iterations. The bot
holds only plain options, so it pickles and can run inside a child process (`ai.worker`).

Options: level (beginner | easy | normal | hard | expert | master, see LEVELS), iterations,
seconds (a time budget: an explicit option, no level is timed), workers,
c (UCT exploration, values are in [0, 1]; default: the game's, `EXPLORATION` of its
heuristic, else the level's), playout_depth (default: the game's heuristic),
split (opponents' statistics per private key, default true), temperature (0: always the
best move; above 0, draw among the searched moves, see `ai.search.sample_action`; default:
the level's, times the game's `TEMPERATURE_SCALE`),
belief (on | off, default on: in Clans, deal the opponents' secret colours from what their
moves tell, `ai.belief`; off deals them uniformly, as before), uniform (0 to 1: the share
of uniform deals mixed into the belief's) and read (seats | unowned: read who owns which
colour, or only which colours nobody owns), both by default the colour model's choice for
the number of players (`ai.heuristics.clans.UNIFORM_BY_PLAYERS`, `READ_BY_PLAYERS`),
outlook (on | off: evaluate with the game's outlook, in Clans what the groups on the board
may yet score; on by default where it measured better, `OUTLOOK_BY_PLAYERS`), prune (on |
off, default on: leave out the actions the game's heuristic finds dominated, in Crimson
Company bids above what the opponent can buy out; off searches every legal action, as
before), seed.

The levels: a level is a fixed amount of search, a number of iterations (not seconds), so
a level is as strong on a slow machine as on a fast one, only slower. Each game plays the
six levels with budgets of its own (`ai.levels.GAME_LEVELS`), chosen where its strength
still grows, so that each is a measured step above the one below: Crystal Clans 5 to
1,000 iterations in one tree, Crimson Company 10 to 20,000, Clans 5 to 20,000 (the
largest on two workers' trees); `ai.levels.LEVELS` holds the budgets of a game that names
none. The lowest levels draw their move with a temperature, so they make the slips a
first-time player can punish, but they still search every move. `MCTSBot.budget_in`
resolves a level's budget per search. Each level's rating per game, measured against
`random` (rated 0), is in `ai/ladder_table.json` (`ai.ladder.level_rating`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any, NamedTuple

from ai.base import Bot, Progress
from ai.belief import READINGS, ColourBelief, for_search, supports
from ai.coach import Advice, forced, from_stats
from ai.heuristics import Heuristic, heuristic_for
from ai.levels import DEFAULT_LEVEL as DEFAULT_LEVEL  # re-exported: callers read the levels here too
from ai.levels import LEVELS as LEVELS
from ai.levels import level_for
from ai.search import RootStats, Search, best_action, merge_stats, sample_action
from core.i18n.phrase import phrase

PROGRESS_SECONDS = 0.1


class Budget(NamedTuple):
    """What one decision searches: iterations over all workers and/or seconds, and how
    many root-parallel trees (workers) share them."""

    iterations: int | None
    seconds: float | None
    workers: int

    def shares(self) -> list[int | None]:
        """Each worker's iterations (None: bounded by time only)."""
        if self.iterations is None:
            return [None] * self.workers
        base, extra = divmod(self.iterations, self.workers)
        return [base + (1 if i < extra else 0) for i in range(self.workers)]

    def fraction(self, iterations: int, elapsed: float) -> float:
        """How much of this budget `iterations` done in `elapsed` seconds have used."""
        parts = []
        if self.iterations:
            parts.append(iterations / self.iterations)
        if self.seconds:
            parts.append(elapsed / self.seconds)
        return min(1.0, max(parts)) if parts else 0.0


class MCTSBot(Bot):
    """Information-set MCTS for any game of the core protocol, 2 to 6 seats."""

    name = "mcts"
    # What a time budget is measured on. Not a bot option: tests set a fake clock on an
    # instance. Helper processes (workers > 1) always read time.monotonic, so a fake clock
    # is for a one-worker bot only.
    clock: Callable[[], float] = staticmethod(time.monotonic)

    def __init__(
        self,
        level: str | None = None,
        iterations: int | None = None,
        seconds: float | None = None,
        workers: int | None = None,
        c: float | None = None,
        playout_depth: int | None = None,
        split: bool = True,
        temperature: float | None = None,
        belief: str | bool = "on",
        uniform: float | None = None,
        read: str | None = None,
        outlook: str | bool | None = None,
        prune: str | bool = "on",
        seed: int | None = None,
    ) -> None:
        # a bot given a budget of its own and no level is a plain search: it does not draw
        # its move with the default level's temperature (Crystal Clans' normal draws one)
        self.plain = level is None and (iterations is not None or seconds is not None)
        level = DEFAULT_LEVEL if level is None else level
        if level not in LEVELS:
            raise ValueError(
                phrase("unknown level {level}; choose one of {levels}", level=repr(level), levels=", ".join(LEVELS))
            )
        if iterations is not None and int(iterations) < 1:
            raise ValueError(phrase("iterations must be at least 1"))
        if seconds is not None and float(seconds) <= 0:
            raise ValueError(phrase("seconds must be positive"))
        self.level = level
        # what was asked for; a level's budget, workers and exploration are resolved per
        # game (`budget_in`), since a game may play a level with a budget of its own
        self.asked_iterations = None if iterations is None else int(iterations)
        self.asked_seconds = None if seconds is None else float(seconds)
        self.asked_workers = None if workers is None else int(workers)
        # the exploration: an explicit `c`, else the game's (its heuristic's EXPLORATION),
        # else the level's; resolved per search, when the game is known
        self.c = None if c is None else float(c)
        self.playout_depth = playout_depth
        self.split = bool(split)  # opponents' statistics per private key (ai.search)
        # the temperature: an explicit `temperature` as given, else the level's times the
        # game's TEMPERATURE_SCALE; resolved per decision, when the game is known
        self.temperature = None if temperature is None else float(temperature)
        if self.temperature is not None and self.temperature < 0:
            raise ValueError(phrase("temperature must be 0 or more"))
        self.belief = _on_off("belief", belief)
        if uniform is not None and (
            isinstance(uniform, bool) or not isinstance(uniform, (int, float)) or not 0 <= uniform <= 1
        ):
            raise ValueError(phrase("option uniform must be a number from 0 to 1, not {value}", value=repr(uniform)))
        self.uniform = None if uniform is None else float(uniform)
        if read is not None and read not in READINGS:
            raise ValueError(
                phrase(
                    "option read must be {first} or {second}, not {value}",
                    first=READINGS[0],
                    second=READINGS[1],
                    value=repr(read),
                )
            )
        self.read = read
        self.outlook = None if outlook is None else _on_off("outlook", outlook)
        self.prune = _on_off("prune", prune)
        self.rng = random.Random(seed)
        self.last_belief: ColourBelief | None = None  # what the last search believed
        self.last_iterations = 0  # iterations of the last choice, over all workers
        self.last_advice: Advice | None = None  # how the last choice's options compared

    def describe(self) -> str:
        budget = []
        if self.iterations is not None:
            budget.append(f"{self.iterations} iterations")
        if self.seconds is not None:
            budget.append(f"{self.seconds:g} s")
        reading = "" if self.belief else ", belief off"
        if self.belief and self.uniform is not None:
            reading += f", uniform {self.uniform:g}"
        if self.belief and self.read is not None:
            reading += f", read {self.read}"
        if self.outlook is not None:
            reading += f", outlook {'on' if self.outlook else 'off'}"
        if not self.prune:
            reading += ", prune off"
        return f"mcts {self.level} ({' / '.join(budget)}, {self.workers} worker(s){reading})"

    # -- choosing --------------------------------------------------------------------
    def choose(self, view, seat, legal, *, progress=None, cancelled=None):
        legal = list(legal)
        if len(legal) == 1:
            self.last_iterations = 0
            self.last_advice = forced(seat, legal[0])
            if progress:
                progress(Progress(0, legal[0], 1.0, 0.0, 0.0, 1.0))
            return legal[0]
        start = self.clock()
        stats = self._search(view, seat, legal, start, progress, cancelled)
        temperature = self.temperature_in(heuristic_for(view.game_id))
        if temperature > 0:
            action, share, mean = sample_action(stats, legal, temperature, self.rng)
        else:
            action, share, mean = best_action(stats, legal)
        self.last_advice = from_stats(seat, stats, legal).playing(action)
        if progress:
            progress(Progress(self.last_iterations, action, share, mean, self.clock() - start, 1.0))
        return action

    def advise(self, view, seat, legal, *, progress=None, cancelled=None) -> Advice:
        """Search the decision as `choose` does and return every option ranked (a hint, an
        analysis), without choosing; the temperature plays no part."""
        legal = list(legal)
        if len(legal) == 1:
            self.last_iterations = 0
            return forced(seat, legal[0])
        start = self.clock()
        stats = self._search(view, seat, legal, start, progress, cancelled)
        advice = from_stats(seat, stats, legal)
        if progress:
            best = advice.best
            progress(
                Progress(self.last_iterations, best.action, best.share, best.win_chance, self.clock() - start, 1.0)
            )
        return advice

    def _search(self, view, seat, legal, start, progress, cancelled) -> RootStats:
        """The root statistics of this bot's budgeted search (all workers' trees summed)."""
        budget = self.budget_in(view.game_id)
        deadline = None if budget.seconds is None else start + budget.seconds
        heuristic = heuristic_for(view.game_id).for_search(view.num_seats, self.outlook)
        params: dict[str, Any] = {
            "c": self.exploration(heuristic),
            "playout_depth": self.playout_depth,
            "split_private": self.split,
        }
        # Read once per decision, not per iteration; the helpers get it with the params.
        self.last_belief = for_search(view, seat, self.uniform, self.read) if self.belief and supports(view) else None
        params["belief"] = self.last_belief
        params["heuristic"] = heuristic if self.prune else replace(heuristic, prune=None)
        seeds = [self.rng.getrandbits(63) for _ in range(budget.workers)]
        shares = budget.shares()
        search = Search(view, seat, legal, seed=seeds[0], **params)
        if budget.workers == 1:
            stats = self._run(search, budget, shares[0], start, deadline, progress, cancelled, None)
            self.last_iterations = search.iterations
        else:
            from ai.parallel import helper_pool

            pool = helper_pool(budget.workers - 1)
            with pool.lock:
                pool.start(search.view, seat, legal, params, seeds[1:], shares[1:], deadline)
                finished = False
                try:
                    self._run(search, budget, shares[0], start, deadline, progress, cancelled, pool)
                    finished = not (cancelled and cancelled())
                finally:
                    if not finished:  # helpers end by their own budget otherwise
                        pool.stop()
                    helper_stats, helper_iters = pool.finish()
            stats = merge_stats([search.root_stats(), *helper_stats])
            self.last_iterations = search.iterations + helper_iters
        return stats

    @property
    def iterations(self) -> int | None:
        """The iterations of a decision at the level's common budget (`budget_in(None)`)."""
        return self.budget_in(None).iterations

    @property
    def seconds(self) -> float | None:
        """The seconds of a decision at the level's common budget (`budget_in(None)`)."""
        return self.budget_in(None).seconds

    @property
    def workers(self) -> int:
        """The search trees of a decision at the level's common budget (`budget_in(None)`)."""
        return self.budget_in(None).workers

    def budget_in(self, game_id: str | None) -> Budget:
        """What one decision of this bot searches in `game_id` (None: the level's common
        budget): its options `iterations`, `seconds` and `workers` where given, else its
        level's as that game plays it (`ai.levels.level_for`)."""
        lv = level_for(self.level, game_id)
        iterations, seconds = self.asked_iterations, self.asked_seconds
        if iterations is None and seconds is None:
            iterations, seconds = lv.iterations, lv.seconds
        workers = self.asked_workers
        if workers is None:
            # An explicit iteration budget means that many iterations in one tree; a level's
            # workers would split it (and make the number mean less than it says).
            explicit = self.asked_iterations is not None and self.asked_iterations != lv.iterations
            workers = 1 if explicit else lv.workers
        return Budget(iterations, seconds, max(1, workers))

    def exploration(self, heuristic: Heuristic) -> float:
        """The UCT constant this bot searches a game with: its option `c`, else the game's,
        else its level's."""
        if self.c is not None:
            return self.c
        return heuristic.exploration_or(level_for(self.level, heuristic.game_id).c)

    def temperature_in(self, heuristic: Heuristic) -> float:
        """The temperature this bot draws its moves with in a game: its option
        `temperature`, else 0 for a plain search (a budget and no level), else its level's
        times the game's `TEMPERATURE_SCALE`."""
        if self.temperature is not None:
            return self.temperature
        if self.plain:
            return 0.0
        return heuristic.scaled_temperature(level_for(self.level, heuristic.game_id).temperature)

    def _run(self, search: Search, budget: Budget, iterations, start, deadline, progress, cancelled, pool) -> RootStats:
        """Run the local search, reporting merged progress and honouring cancellation."""

        def tick(s: Search) -> bool:
            if progress:
                parts = [s.root_stats()] + (pool.poll() if pool else [])
                stats = merge_stats(parts)
                iters = sum(v for v, _ in stats.values())
                action, share, mean = best_action(stats, s.legal)
                elapsed = self.clock() - start
                progress(Progress(iters, action, share, mean, elapsed, budget.fraction(iters, elapsed)))
            return bool(cancelled and cancelled())

        if pool is None and iterations is None and deadline is None:
            raise ValueError("an MCTS search needs an iteration or time budget")
        search.run(iterations, deadline, tick, self.clock)
        return search.root_stats()


def _on_off(key: str, value: str | bool) -> bool:
    """A bot option that is on or off ("on", "off", true, false); ValueError otherwise."""
    words = {"on": True, "off": False, "true": True, "false": False}
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in words:
        return words[value.strip().lower()]
    raise ValueError(phrase("option {key} must be on or off, not {value}", key=key, value=repr(value)))
