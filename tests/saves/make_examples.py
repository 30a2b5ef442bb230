"""Write saves/examples/<game>.clanhall: one mid-game save per installed game.

    .venv/bin/python -m tests.saves.make_examples            # every installed game
    .venv/bin/python -m tests.saves.make_examples clans      # just these
    .venv/bin/python -m tests.saves.make_examples --check    # are they current? (exit 1 if not)

Deterministic: a fixed seed, seeded random moves, a fixed date. Run it again when a game
lands or its rules change the log (the tests load every example through the rules).
"""

from __future__ import annotations

import random
import sys
from datetime import datetime, timezone
from pathlib import Path

from core import registry
from core.match import Match
from core.savefile import write_save

EXAMPLES = Path(__file__).resolve().parents[2] / "saves" / "examples"
WHEN = datetime(2026, 11, 22, 20, 0, tzinfo=timezone.utc)
NAMES = ["Ada", "Brann", "Cora", "Dag", "Edda", "Finn"]
SEED = 2026


def example_match(game_id: str) -> Match:
    """A seeded random game of `game_id` stopped half-way (at most 40 moves in, so a later
    rules change is less likely to break it): seat 1 a person, the rest bots."""
    game = registry.get_game(game_id)
    config = game.default_config()
    n = config["players"]
    # how long does this game run? stop in its middle
    probe = _play(Match(game, config, SEED), None)
    match = Match(game, config, SEED, seats=["human"] + ["bot:mcts:level=normal"] * (n - 1), names=NAMES[:n])
    return _play(match, max(1, min(len(probe.log) // 2, 40)))


def _play(match: Match, moves: int | None) -> Match:
    rng = random.Random(SEED)
    while not match.is_over() and (moves is None or len(match.log) < moves):
        p = match.pending()
        match.submit(p.seat, p.legal_actions[rng.randrange(len(p.legal_actions))])
    return match


def check() -> int:
    """Say which examples no longer load, or load to another position than saved (the
    rules changed since they were made); 1 if any needs regenerating."""
    from core.save import SaveError, rules_changed
    from core.savefile import load_match

    stale = 0
    for path in sorted(EXAMPLES.glob("*.clanhall")):
        try:
            match, save = load_match(path)
            problem = "rules changed since it was made" if rules_changed(match, save) else ""
        except SaveError as exc:
            problem = exc.problem
        stale += bool(problem)
        print(f"{path.name}: {problem or 'current'}")
    return 1 if stale else 0


def main(argv: list[str]) -> int:
    if argv == ["--check"]:
        return check()
    ids = argv or [g for g in registry.game_ids()]
    for gid in ids:
        match = example_match(gid)
        path = write_save(match, EXAMPLES / f"{gid}.clanhall", now=WHEN, title=f"{match.game.name} example")
        print(
            f"{path.relative_to(EXAMPLES.parents[1])}: {len(match.log)} moves, "
            f"{match.state.progress_label() or 'in progress'}, {path.stat().st_size} bytes"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
