"""Seeds for the Crystal Clans cases of the whole-game language test
(tests/i18n/test_whole_game_language.py): a late start whose rest, played on the screen, is
short and still meets many kinds of decision (issue 30 §3: an interface test costs the frames
it draws, and each human move on the Crystal Clans screen draws several).

Plays the rest of each candidate game headless exactly as the test plays it: the same late
start (tests/support/late.py), the human's pick a `random.Random(3)` choice among the action
list's playable rows (the first LIST_LIMIT legal actions; no board ticks), the random bot
seeded as the session seeds it (match seed * 101 + seat). Prints the test's cases (moves the
human makes on the screen, kinds met) and, with a number, the best candidates of that many
seeds: most kinds first, then fewest moves; with kinds after it, only candidates that meet
every one of them, fewest moves first.

    .venv/bin/python bench/language_game_seeds.py [SEEDS [KIND ...]]

Session 16: half of seed 23's game (the old case, both languages) is 140 human moves on the
screen meeting 10 kinds; 5/6 of seed 84's is 28 moves and 11 kinds (German), 5/6 of seed
53's 12 moves and 9 kinds (Spanish).

Session 17: over seeds 1-150 from 1/2 to 9/10, no rest meets the German case's 11 kinds in
fewer moves than seed 84 from 5/6 (the next: seed 132 from 3/4, 41 moves):

    .venv/bin/python bench/language_game_seeds.py 150 action 'battle?' commit foresight \
        free-crystal inform move order replenish triggers trim
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.random_bot import RandomBot  # noqa: E402
from tests.i18n.test_whole_game_language import CASES, HUMAN, play_args  # noqa: E402
from tests.support.late import late_match  # noqa: E402
from tui.commands import setup_from_args  # noqa: E402
from tui.games.base import LIST_LIMIT  # noqa: E402

SHARES = (1 / 2, 2 / 3, 3 / 4, 5 / 6, 7 / 8, 9 / 10)


def screen_rest(seed: int, share: float) -> tuple[int, set[str]]:
    """The human's moves on the screen from `share` of seed's game, and the kinds met."""
    setup = setup_from_args(play_args("crystal-clans", {"players": 2}, seed))
    match = late_match(setup.make_match, seed, share)
    human, bot = random.Random(3), RandomBot(match.seed * 101 + 1)
    picks, kinds = 0, set()
    while not match.is_over():
        state, seat, decision = match.state, match.state.to_move(), match.state.decision()
        assert seat is not None and decision is not None, "a game not over has a seat to move"
        legal = state.legal_actions()
        if seat == HUMAN:
            kinds.add(decision.kind)
            action = legal[human.randrange(min(len(legal), LIST_LIMIT))]
            picks += 1
        else:
            action = bot.choose(state.view(seat), seat, legal)
        match.submit(seat, action)
    return picks, kinds


def main(seeds: int, wanted: set[str]) -> None:
    for lang, game_id, _config, seed, share in CASES:
        if game_id == "crystal-clans":
            picks, kinds = screen_rest(seed, share)
            print(f"case {lang}: seed {seed} from {share:.2f}: {picks} moves, {len(kinds)} kinds {sorted(kinds)}")
    found = []
    for seed in range(1, seeds + 1):
        for share in SHARES:
            picks, kinds = screen_rest(seed, share)
            if wanted <= kinds:
                found.append((0 if wanted else -len(kinds), picks, seed, round(share, 2), sorted(kinds)))
    for _order, picks, seed, share, names in sorted(found)[:15]:
        print(f"seed {seed} from {share}: {picks} moves, {len(names)} kinds {names}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 0, set(sys.argv[2:]))
