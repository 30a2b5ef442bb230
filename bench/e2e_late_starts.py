"""Late starts for the end-to-end interface test (tests/e2e/test_interface.py): for each
case, a seed and a share of a random game played headless such that the rest, played in
the interface by keys against the worker bots, is short and still meets every kind of
decision the case names (issue 30 §3: an interface test costs the frames it draws).

The rest of the game is played by the test's own code (`play_case`): the bots are
MCTS searches bounded by iterations in their worker processes, so a run is deterministic,
but how long the rest lasts is not predictable from the share (the bots end a game the
random start would have dragged on, or drag on one it would have ended), so each candidate
is played through the interface, under `nice`. Prints one line per candidate: answers by
keys, kinds met, whether every kind of the plan was met, seconds (wall, and the CPU of
the interface's process: on a busy machine the wall time says little).

    nice -n 19 .venv/bin/python bench/e2e_late_starts.py CASE SEED,... SHARE,...

Session 16: seeds 21,1,2,3,4 at shares 0.75 and 0.85 for each late case (Crystal Clans:
21,1..5 at 0.85 and 0.9), the cheapest candidate that met every kind kept in PLANS
(answers by keys, before -> after): clans-2 21 -> 3 (seed 2 at 0.85, with a village-order
dialog), clans-3 12 -> 2, crystal-clans 46 -> 11 (seed 2 at 0.9; "commit", a battle card,
was met only by runs of 46-125 answers, so the plan asks "battle?", whether to battle),
crimson-duel 28 (from the first move) -> 5, crimson-2v2 12 -> 4, crimson-ffa-3 22 -> 6,
crimson-solo 6 -> 5; crimson-co-op kept at seed 21 from 2/3 (5 answers, every kind; no
candidate met "may" with fewer). The remainder's length swings widely with the seed
(Crystal Clans seed 5 from 0.9: 125 answers), hence a search and not a formula.

The same plan once took 11 answers and once 94: the test pressed enter before the list's
focus (applied from the app's queue) had taken the keys, so the enter sometimes went to
the Crystal Clans board and played another move. The test now waits for the focus, and
draws the human's move from the turn's legal actions (then plays its row), so a run is
the same whatever the list's layout; a headless replay of that policy (the bots made by
`ai.registry.make_bot` with the app's seeds) gives the same games for Clans and Crystal
Clans, and can pre-screen seeds there without drawing a frame.
"""

from __future__ import annotations

import asyncio
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.e2e.cases import CASES  # noqa: E402
from tests.e2e.test_interface import PLANS, Plan, play_case  # noqa: E402


def main() -> None:
    case, seeds, shares = sys.argv[1], sys.argv[2].split(","), sys.argv[3].split(",")
    game_id, config = next((g, c) for name, g, c in CASES if name == case)
    kinds = PLANS[case].kinds
    for seed in seeds:
        for share in shares:
            start, cpu = time.perf_counter(), time.process_time()
            children = resource.getrusage(resource.RUSAGE_CHILDREN)
            with tempfile.TemporaryDirectory() as saves:
                match, met, _ = asyncio.run(play_case(game_id, config, Plan((int(seed), float(share)), kinds), saves))
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            bots = after.ru_utime + after.ru_stime - children.ru_utime - children.ru_stime
            ok = "ok" if kinds <= set(met) else "missing " + ",".join(sorted(kinds - set(met)))
            print(
                f"{case} seed={seed} share={share} answers={sum(met.values())} {ok} "
                f"{time.perf_counter() - start:.1f}s (cpu {time.process_time() - cpu:.1f}s, bots {bots:.1f}s) "
                f"{len(match.log)} moves {dict(met)}",
                flush=True,
            )


if __name__ == "__main__":  # the bots' worker processes are spawned: they import this module
    main()
