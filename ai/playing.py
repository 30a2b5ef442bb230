"""Playing one arena game anywhere: a `GameTask` holds everything a game needs (its number,
config, seed, bots and seating), so this process, a local worker process or a cluster
worker plays it the same; `play_task` returns its `ai.results.GameRow`."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ai.results import GameRow, program_version
from core.match import Match


def seated_config(config: dict, follow: tuple[str, ...] | list[str], rotate: int) -> dict:
    """`config` for a game whose seat i is played by bot (i + rotate) mod n, with the seat
    options `follow` (one key per seat, in seat order: e.g. clan1, clan2) moved along with
    their bots: bot k keeps the value `follow[k]` has in `config` in every seating. So a
    clan matrix of equal bots swaps who starts while each clan stays with its bot."""
    if not follow or not rotate:
        return config
    n = len(follow)
    out = dict(config)
    for i, key in enumerate(follow):
        out[key] = config[follow[(i + rotate) % n]]
    return out


@dataclass(frozen=True)
class GameTask:
    """One arena game, self-contained so any process or cluster worker can play it: its
    number, the game's config (with its grid point's values), seed and seating."""

    index: int
    game_id: str
    config: dict
    seed: int
    specs: tuple[str, ...]
    rotate: int
    save_dir: str | None = None


def play_game(
    game_id: str, config: dict, seed: int, specs: list[str], rotate: int = 0
) -> tuple[Match, list[int], int | None]:
    """One bot game; seat i is played by specs[(i + rotate) % n]. Returns the match, the
    spec index of each seat and the seat that took the first turn (see `_first_player`)."""
    from ai.driver import BotDriver

    n = len(specs)
    order = [(i + rotate) % n for i in range(n)]
    # the one bot driver, thinking in this thread: the arena runs its games in parallel itself
    bots = [BotDriver(specs[order[i]], seed=seed * 101 + i, process=False) for i in range(n)]
    match = Match(game_id, config, seed, seats=[f"bot:{specs[k]}" for k in order], names=[specs[k] for k in order])
    first_decision: int | None = None
    first_turn: int | None = None
    while (p := match.pending()) is not None:
        if first_decision is None:
            first_decision = p.seat
        if first_turn is None and p.decision.kind == "action":
            first_turn = p.seat  # Crystal Clans: the first turn after the mulligans
        action = bots[p.seat].choose_now(p.view, p.seat, p.legal_actions)
        match.submit(p.seat, action)
    return match, order, _first_player(match, first_turn if first_turn is not None else first_decision)


def _first_player(match: Match, seen: int | None) -> int | None:
    """The seat that took the first turn: the start player a game keeps (Crimson Company's
    `start`), else the one seen while playing (a Crystal Clans "action" after the
    mulligans, else the first decision, as in Clans)."""
    start = getattr(match.state, "start", None)
    return start if isinstance(start, int) else seen


def play_task(task: GameTask):
    """Play one task; its `ai.results.GameRow` (an error row, traceback logged, if the
    game raised: never dropped, never replaced by a result)."""
    start = time.perf_counter()
    common: dict[str, Any] = dict(
        index=task.index,
        game=task.game_id,
        variant=task.config.get("variant"),
        options=task.config,
        seed=task.seed,
        version=program_version(),
    )
    try:
        match, order, first = play_game(task.game_id, task.config, task.seed, list(task.specs), task.rotate)
        if task.save_dir:
            _save(match, task.save_dir, task.index)
    except Exception as failed:
        from ai.driver import BotFailed
        from core.errorlog import log_exception

        # a bot's failure is named by what the bot raised
        exc = failed.__cause__ if isinstance(failed, BotFailed) and failed.__cause__ is not None else failed

        log_exception(f"arena game {task.index + 1} of {task.game_id} (seed {task.seed})", exc)
        seats = tuple(task.specs[(i + task.rotate) % len(task.specs)] for i in range(len(task.specs)))
        return GameRow(
            **common,
            seats=seats,
            first_player=None,
            clans=None,
            scores=(),
            result=(),
            actions=0,
            seconds=time.perf_counter() - start,
            error=f"{type(exc).__name__}: {exc}",
        )
    clans = getattr(match.state, "clans", None)
    return GameRow(
        **common,
        seats=tuple(match.names),
        first_player=first,
        clans=tuple(clans) if clans else None,
        scores=tuple(match.state.scores()),
        result=tuple(match.result()),
        actions=len(match.log),
        seconds=time.perf_counter() - start,
        order=tuple(order),
    )


def _registry_entries() -> dict:
    from core import registry

    return dict(registry._GAMES)


def _copy_registry(entries: dict) -> None:
    # Games registered at run time (test games) must be known in the worker processes too.
    from core import registry

    for gid, target in entries.items():
        registry._GAMES.setdefault(gid, target)


def _save(match: Match, save_dir: str, index: int) -> None:
    """Write game `index` into `save_dir` under a new name: a save already there (from an
    earlier run, or another worker's) is never replaced."""
    from core.savefile import save_match

    save_match(match, directory=save_dir, title=f"arena {index + 1:05d}")
