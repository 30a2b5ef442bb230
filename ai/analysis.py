"""Post-game analysis: the bot goes over every decision of a finished game.

For each decision with a choice, an MCTS search from the deciding seat's view (what it
knew then, never the true state) estimates that seat's win chance with its best option
and with the option it played. A drop of `MISTAKE` (15 points) or more is a mistake, and
the bot's preferred move is kept beside it. `review_game` spreads the decisions over
worker processes (both cores by default), reports progress and can be cancelled;
`GameReview.to_wire` / `from_wire` keep a review beside the game so it opens at once.
"""

from __future__ import annotations

import threading
from contextlib import nullcontext
from dataclasses import dataclass
from typing import Callable, ContextManager

from core.protocol import Action, State, as_action

MISTAKE = 0.15
MIN_VISITS = 10  # fewer visits than this: the played option's own mean is noise


@dataclass(frozen=True)
class DecisionReview:
    """One decision of a reviewed game: move `move` (0-based index in the log) by `seat`."""

    move: int
    seat: int
    played: Action
    best: Action
    chance: float  # the seat's estimated win chance with its best option
    played_chance: float  # ... with the option it played (see `review_game`)

    @property
    def loss(self) -> float:
        return max(0.0, self.chance - self.played_chance)

    @property
    def mistake(self) -> bool:
        return self.loss >= MISTAKE and self.played != self.best


@dataclass(frozen=True)
class GameReview:
    """The reviewed decisions of one game, in the order they were played."""

    seats: int
    seconds: float  # the search time per decision
    decisions: tuple[DecisionReview, ...]

    def series(self, seat: int) -> list[tuple[int, float]]:
        """`seat`'s estimated win chance move by move: (move, chance) at each decision
        where it was estimated (its own; in a two-seat game also the opponent's, mirrored)."""
        out = []
        for d in self.decisions:
            if d.seat == seat:
                out.append((d.move, d.chance))
            elif self.seats == 2:
                out.append((d.move, 1.0 - d.chance))
        return out

    def mistakes(self) -> list[DecisionReview]:
        return [d for d in self.decisions if d.mistake]

    def to_wire(self) -> dict:
        return {
            "seats": self.seats,
            "seconds": self.seconds,
            "decisions": [
                [d.move, d.seat, list(d.played), list(d.best), d.chance, d.played_chance] for d in self.decisions
            ],
        }

    @classmethod
    def from_wire(cls, data: dict) -> "GameReview":
        """A review read back; ValueError if the data is not one."""
        try:
            decisions = tuple(
                DecisionReview(int(m), int(s), as_action(p), as_action(b), float(c), float(pc))
                for m, s, p, b, c, pc in data["decisions"]
            )
            return cls(int(data["seats"]), float(data["seconds"]), decisions)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a game review: {exc}") from None


def _review_one(task: tuple) -> tuple | None:
    """Search one decision (in a worker process): (move, seat, played, best, chance,
    played chance or None). None for a decision with a single option."""
    from ai.mcts import MCTSBot

    game_id, config, seed, actions, move, seconds, iterations = task
    state = _position(game_id, config, seed, actions, move)
    seat, played = actions[move][0], as_action(actions[move][1])
    legal = state.legal_actions()
    if len(legal) < 2:
        return None
    bot = MCTSBot(seconds=seconds, iterations=iterations, workers=1, seed=seed * 7919 + move)
    advice = bot.advise(state.view(seat), seat, legal)
    option = advice.option(played)
    played_chance = option.win_chance if option is not None and option.visits >= MIN_VISITS else None
    return move, seat, played, advice.best.action, advice.best.win_chance, played_chance


class _Cursor(threading.local):
    """Where this thread last left a replay: the game (id, config, seed), how many of its
    actions were applied, and the state they gave."""

    game: tuple | None = None
    actions: list = []
    applied: int = 0
    state: State


_cursor = _Cursor()


def _position(game_id: str, config: dict, seed: int, actions: list, move: int):
    """The state before decision `move` of the game `actions` log. A review asks for its
    decisions in order, so the state this thread reached for the previous one is carried on
    when it is the same game and not past `move`: a game of n decisions is replayed once
    per worker, not n times from its start (n² applies: 185,000 for a 388-decision game)."""
    from core.registry import get_game

    here = _cursor
    same = here.game == (game_id, config, seed) and here.applied <= move
    if not (same and actions[: here.applied] == here.actions[: here.applied]):
        game = get_game(game_id)
        here.game, here.applied = (game_id, config, seed), 0
        here.state = game.new(game.normalize_config(config), seed)
    for _, action in actions[here.applied : move]:
        here.state.apply(as_action(action))
    here.actions, here.applied = actions, move
    return here.state


def review_game(
    game_id: str,
    config: dict,
    seed: int,
    actions: list[tuple[int, Action]],
    *,
    seconds: float | None = 0.5,
    iterations: int | None = None,
    jobs: int = 2,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    starting: Callable[[], ContextManager] = nullcontext,
) -> GameReview | None:
    """Review every decision of a game (its seed and (seat, action) log); `progress(done,
    total)` after each; None if `cancelled()` turned true. A played option searched too
    little to judge takes the seat's estimate at the next reviewed decision (mirrored in
    a two-seat game), or the game's result after the last. The worker processes start
    inside `starting()` (the interface passes one that gives them real std streams)."""
    from core.registry import get_game

    game = get_game(game_id)
    config = game.normalize_config(config)
    plain = [(int(s), list(a)) for s, a in actions]
    tasks = [(game_id, config, seed, plain, i, seconds, iterations) for i in range(len(plain))]
    found = _run(tasks, jobs, progress, cancelled, starting)
    if found is None:
        return None
    final = game.new(config, seed)
    for _, a in plain:
        final.apply(as_action(a))
    return _assemble(final.num_seats, seconds or 0.0, found, final.result())


def _run(tasks, jobs, progress, cancelled, starting) -> dict | None:
    found: dict[int, tuple] = {}
    total = len(tasks)
    if jobs <= 1:
        for t in tasks:
            if cancelled and cancelled():
                return None
            r = _review_one(t)
            if r is not None:
                found[r[0]] = r
            if progress:
                progress(t[4] + 1, total)
        return found
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    from ai.parallel import be_polite, start_context

    with starting():  # the pool starts its helper and worker processes here
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=start_context(), initializer=be_polite)
        pending = {pool.submit(_review_one, t) for t in tasks}
    try:
        done = 0
        while pending:
            if cancelled and cancelled():
                return None
            finished, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
            for f in finished:
                r = f.result()
                if r is not None:
                    found[r[0]] = r
                done += 1
            if finished and progress:
                progress(done, total)
    finally:
        pool.shutdown(wait=not pending, cancel_futures=True)
    return found


def _assemble(seats: int, seconds: float, found: dict, result: list[float]) -> GameReview:
    moves = sorted(found)
    decisions = []
    for i, m in enumerate(moves):
        move, seat, played, best, chance, played_chance = found[m]
        if played_chance is None:
            played_chance = _next_estimate(seat, seats, [found[n] for n in moves[i + 1 :]], result)
        decisions.append(DecisionReview(move, seat, played, best, chance, played_chance))
    return GameReview(seats, seconds, tuple(decisions))


def _next_estimate(seat: int, seats: int, later: list[tuple], result: list[float]) -> float:
    for _, s, _, _, chance, _ in later:
        if s == seat:
            return chance
        if seats == 2:
            return 1.0 - chance
    return float(result[seat])
