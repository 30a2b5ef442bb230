"""How long the bots take over the biggest Crystal Clans decision: the move of a Horde
squad holding all 27 Blood cards (Trappers on top), which may move any sub-multiset of its
units (100,351) to any adjacent zone: 401,409 actions from the centre, with four
neighbours. A random-policy game reached 301,057 of them in the session 20 ladder
(bench/RESULTS.md); it is the case a future split of the move into smaller decisions
should make cheap.

    .venv/bin/python bench/bench_big_horde.py                      # greedy and MCTS 100
    .venv/bin/python bench/bench_big_horde.py --bots mcts:iterations=200,workers=1

Prints the number of actions, the time to list them, and each bot's CPU time for the one
decision.
"""

from __future__ import annotations

import argparse
import sys
import time

sys.path.insert(0, ".")
from ai.driver import BotDriver  # noqa: E402
from core.crystal_clans import flow  # noqa: E402
from core.crystal_clans.cards import CARDS, DECKS  # noqa: E402
from tests.crystal_clans.helpers import play, scenario  # noqa: E402


def horde_moving():
    """The first seat's whole Blood deck in one squad at the centre, activated, at its move."""
    names = sorted(CARDS[kind].name for kind in DECKS["blood"])
    names.remove("Trappers")
    s = scenario(clans=("blood", "skull"), squads={(0, 4): ["Trappers"] + names}, token=-5)
    play(s, ("activate", 4))
    while s.decision().kind == "order":  # keep the squad's order
        play(s, s.legal_actions()[0])
    assert s.decision().kind == "move"
    return s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="greedy;mcts:iterations=100,workers=1", help="bot specs, ';'-separated")
    args = parser.parse_args()
    s = horde_moving()
    start = time.process_time()
    legal = flow.LEGAL["move"](s, s.stack[-1])
    listed = time.process_time() - start
    print(f"units in the squad: {len(s.squad(0, 4))}; actions: {len(legal):,}; listed in {listed:.2f} CPU-s")
    for spec in args.bots.split(";"):
        bot = BotDriver(spec, seed=1, process=False)
        start = time.process_time()
        action = bot.choose_now(s.view(0), 0, legal)
        where = action[1] if len(action) > 1 else "-"
        print(f"{spec}: {time.process_time() - start:.1f} CPU-s, chose {action[0]} to zone {where}")


if __name__ == "__main__":
    main()
