"""Headless pre-screen of late starts for the end-to-end interface test
(tests/e2e/test_interface.py), for the cases whose human answers are all from the action
list (Clans, Crystal Clans): the rest of each candidate game is played without drawing a
frame, the human's moves drawn as the test draws them (`random.Random(3)` over the turn's
legal actions) and the bots made from the case's spec with the seeds the app gives them
(`match.seed * 101 + seat`), so a candidate plays the game the test would play, unless a
turn's list is cut (more than LIST_LIMIT actions: the test then plays a row of the list;
such candidates are marked "cut"). Prints one line per candidate: seed, share, answers,
whether every kind of the case's plan is met, the kinds met. Confirm a pick with
bench/e2e_late_starts.py, which plays it through the interface.

    nice -n 19 .venv/bin/python bench/e2e_prescreen.py CASE FIRST_SEED LAST_SEED SHARE,...

Session 17: crystal-clans over seeds 0-299 at 0.85, 0.9 and 0.95: seed 163 from 0.85 meets
every kind in 7 answers (the plan of session 16, seed 2 from 0.9, took 11; seeds 160 and 212
from 0.85 meet a battle card, "commit", too, in 11).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.registry import make_bot  # noqa: E402
from tests.e2e.cases import CASES  # noqa: E402
from tests.e2e.test_interface import BOT, PLANS, play_args  # noqa: E402
from tests.support.late import late_match  # noqa: E402
from tui.commands import setup_from_args  # noqa: E402
from tui.games.base import LIST_LIMIT  # noqa: E402

MAX_ANSWERS = 200


def rest(case: str, seed: int, share: float) -> tuple[int, set[str], bool]:
    """The rest of `case`'s game from `share` of seed `seed`'s random start: the human's
    answers, the kinds of decision they answered, whether a turn's list was cut."""
    game_id, config = next((str(g), dict(c)) for name, g, c in CASES if name == case)  # type: ignore[call-overload]
    setup = setup_from_args(play_args(game_id, config))
    match = late_match(setup.make_match, seed, share)
    bots = {i: make_bot(BOT, seed=match.seed * 101 + i) for i in range(1, config["players"])}
    rng = random.Random(3)
    answers, met, cut = 0, set(), False
    while not match.is_over() and answers < MAX_ANSWERS:
        state = match.state
        seat = state.to_move()
        assert seat is not None  # a game not over has a seat to move
        legal = state.legal_actions()
        if seat == 0:
            cut = cut or len(legal) > LIST_LIMIT
            action = legal[rng.randrange(len(legal))]
            decision = state.decision()
            assert decision is not None  # the seat to move has a decision
            met.add(decision.kind)
            answers += 1
        else:
            action = bots[seat].choose(state.view(seat), seat, legal)
        match.submit(seat, action)
    return answers, met, cut


def main() -> None:
    case, first, last, shares = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(",")
    kinds = {k for k in PLANS[case].kinds if not k.startswith("dialog:")}
    for seed in range(first, last + 1):
        for share in shares:
            answers, met, cut = rest(case, seed, float(share))
            print(seed, share, answers, kinds <= met, sorted(met), "cut" if cut else "", flush=True)


if __name__ == "__main__":
    main()
