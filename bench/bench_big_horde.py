"""How long the bots take over the biggest Crystal Clans move: a Horde squad holding all 27
Blood cards (Trappers on top) at the centre. Offered at once, its groups and destinations
were 401,409 actions (a random-policy game reached 301,057 in the session 20 ladder,
bench/RESULTS.md); since the move is split (`MOVE_GROUPS_LIMIT`), the squad leaves units
behind one decision at a time until few groups are left.

    .venv/bin/python bench/bench_big_horde.py                      # greedy and MCTS 100
    .venv/bin/python bench/bench_big_horde.py --bots mcts:iterations=200,workers=1

Prints the first decision's size, then for each bot the decisions it took until the squad
moved or stayed, the biggest of them, and its CPU time over all of them.
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
    units = len(s.squad(0, 4))
    print(f"units in the squad: {units}; first decision: {len(legal):,} actions, listed in {listed:.4f} CPU-s")
    for spec in args.bots.split(";"):
        bot = BotDriver(spec, seed=1, process=False)
        t, decisions, biggest = s.clone(), 0, 0
        start = time.process_time()
        while t.decision() is not None and t.decision().kind == "move":
            legal = t.legal_actions()
            biggest = max(biggest, len(legal))
            action = bot.choose_now(t.view(0), 0, legal)
            decisions += 1
            play(t, action)
        cpu = time.process_time() - start
        moved = {u for z in range(9) if z != 4 for u in t.squad(0, z)}
        print(f"{spec}: {decisions} decisions (biggest {biggest} actions), {cpu:.2f} CPU-s; {len(moved)} units moved")


if __name__ == "__main__":
    main()
