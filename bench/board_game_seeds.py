"""Seeds for the whole games the game screens' tests play on the board: short ones that
still meet every kind of decision the test must see answered (issue 30 §3: the cost of an
interface test is the frames it draws, so fewer moves and picks, the same kinds).

Plays the rest of each candidate game headless, exactly as the test plays it (the same
late start, the same human policy and RNG, the random bot seeded as the session seeds it),
and prints the candidates that meet every kind, cheapest first: the board picks the human
makes plus half a frame for each move drawn.

    .venv/bin/python bench/board_game_seeds.py [SEEDS]          # Crystal Clans, default 150 seeds
    .venv/bin/python bench/board_game_seeds.py crimson [SEEDS]  # Crimson Company, default 12

Crystal Clans (tests/tui/games/crystal_clans/test_board.py, whole game): seed 24 from
half-way took 42 moves and 89 picks; seed 103 from 60 % 29 moves and 20 picks; over 600
seeds (session 17), seed 198 from 80 % takes 16 moves and 15 picks and meets summon,
activate, score, move, order, discard-unit and a choice chip.

Crimson Company (tests/tui/games/crimson_company/test_board.py): the test's own helper makes
the human's random choices on the screen, so each candidate is played there (headless app)
and measured in layouts of the screen (`Screen._refresh_layout` calls: what a frame costs,
whatever the load of the machine). The duel must see a bid, a pass and a deployment of the
human's: seed 6 from 70 % (46 layouts; seed 21 from the start made 120). The free-for-all
(3 seats) a dialog and a board answer of the human's and moves of every seat: seed 9 from
85 % (40 layouts; seed 3 from half-way about 150). The enter-only duel of
tests/tui/games/test_card_games.py was picked the same way by hand: seed 3 from 75 %.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.random_bot import RandomBot  # noqa: E402
from tests.support.late import late_match  # noqa: E402
from tests.tui.games.crystal_clans.test_board import KINDS_ON_THE_BOARD, policy  # noqa: E402
from tui.games.crystal_clans.picks import board_form  # noqa: E402
from tui.setup import GameSetup  # noqa: E402


def crystal_clans_rest(seed: int, share: float) -> tuple[int, int, set[str]]:
    """The rest of the test's game from `share` in: (moves, board picks, kinds answered)."""
    config = {"players": 2, "clan1": "blood", "clan2": "water"}
    setup = GameSetup("crystal-clans", config, seed, ["human", "bot:random"])
    match = late_match(setup.make_match, seed, share)
    start, rng, bot = len(match.log), random.Random(seed), RandomBot(seed * 101 + 1)
    picks, kinds = 0, set()
    while not match.is_over():
        state, seat = match.state, match.state.to_move()
        assert seat is not None  # a game not over has a seat to move
        legal = state.legal_actions()
        if seat == 0:
            action = policy(rng, legal)
            form = board_form(state.view(0), 0, action)
            kinds.add(action[0])
            if form is None:
                picks += 1
            elif action[0] == "order":
                picks += max(1, len(form.items) - 1)  # the last unit is forced
            else:
                picks += len(form.items) + (form.target is not None)
        else:
            action = bot.choose(state.view(1), 1, legal)
        match.submit(seat, action)
    return len(match.log) - start, picks, kinds


async def crimson_rest(variant: str, players: int, seed: int, share: float) -> tuple[int, dict, set[str]]:
    """The rest of a Crimson game from `share` in, played on the screen as the board test
    plays it: (layouts of the screen, what answered the human, the human's kinds of move)."""
    from textual.screen import Screen

    from tests.tui.games.crimson_company.test_board import play_on_board
    from tui.app import ClanhallApp

    layouts = 0
    layout = Screen._refresh_layout

    def counted(self, *args, **kwargs):
        nonlocal layouts
        layouts += 1
        return layout(self, *args, **kwargs)

    Screen._refresh_layout = counted  # type: ignore[method-assign]
    try:
        seats = ["human"] + ["bot:random"] * (players - 1)
        setup = GameSetup("crimson-company", {"players": players, "variant": variant}, seed, seats)
        match = late_match(setup.make_match, seed, share)
        start = len(match.log)
        app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
        async with app.run_test(size=(80, 24)) as pilot:
            app.open_match(match)
            while app.game_screen() is None:
                await pilot.pause()
            used = await play_on_board(pilot, app, random.Random(seed))
    finally:
        Screen._refresh_layout = layout  # type: ignore[method-assign]
    return layouts, used, {e.action[0] for e in match.log[start:] if e.seat == 0}


def crimson(seeds: int) -> None:
    import asyncio

    for variant, players, shares in (("duel", 2, (0.7, 0.8)), ("free-for-all", 3, (0.75, 0.85))):
        print(f"Crimson Company {variant}: layouts, seed, share, answers, the human's kinds")
        for seed in range(seeds):
            for share in shares:
                layouts, used, kinds = asyncio.run(crimson_rest(variant, players, seed, share))
                print(layouts, seed, share, used, sorted(kinds))


def main(seeds: int) -> None:
    found = []
    for seed in range(seeds):
        for share in (0.5, 0.6, 0.7, 0.8, 0.9):
            moves, picks, kinds = crystal_clans_rest(seed, share)
            if KINDS_ON_THE_BOARD <= kinds:
                found.append((picks + moves / 2, seed, share, moves, picks))
    print("Crystal Clans: cost, seed, share, moves, picks")
    for row in sorted(found)[:10]:
        print(*row)


if __name__ == "__main__":
    if sys.argv[1:2] == ["crimson"]:
        crimson(int(sys.argv[2]) if len(sys.argv) > 2 else 12)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 150)
