"""Write SVG screenshots of every screen to docs/screenshots/ (seeded games, fixed sizes).

.venv/bin/python -m tui.screenshots [--out docs/screenshots]
"""

from __future__ import annotations

import argparse
import asyncio
import random
from pathlib import Path

from core.match import Match

SIZE, LARGE = (80, 24), (130, 40)


def seeded(game_id: str, moves: int | None, seed: int, seats=("human", "bot:random")) -> Match:
    """A match after `moves` seeded random moves (None: to the end), on seat 0's turn."""
    match = Match(game_id, {"players": len(seats)}, seed, seats=list(seats))
    rng = random.Random(seed)
    while not match.is_over() and (moves is None or len(match.log) < moves or match.state.to_move() != 0):
        legal, seat = match.state.legal_actions(), match.state.to_move()
        assert seat is not None  # a game not over has a seat to move
        match.submit(seat, legal[rng.randrange(len(legal))])
    return match


async def shoot(
    out: Path, name: str, size, match: Match | None = None, keys=(), light=False, select: int | None = None
) -> Path:
    from tui.app import ClanhallApp

    app = ClanhallApp(bot_delay=0, autosave=False, light=light)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if match is not None:
            app.open_match(match)
            await pilot.pause()
        if select is not None:
            board = app.game_screen().query_one("#board")
            board.cursor = select
            await pilot.press("enter")
        for key in keys:
            if key == "new-game-form":  # a fixed seed, so the picture does not change
                from tui.screens.new_game import NewGameScreen

                app.push_screen(NewGameScreen(seed=1234, game_id="clans"))
            else:
                await pilot.press(key)
        await pilot.pause()
        path = out / f"{name}.svg"
        app.save_screenshot(filename=path.name, path=str(out))
    return path


async def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    clans = seeded("clans", 24, 2024)
    shots = [
        ("main-menu", SIZE, None, (), False, None),
        ("new-game", SIZE, None, ("new-game-form",), False, None),
        ("host-game", SIZE, None, ("h",), False, None),
        ("clans", SIZE, clans, (), False, None),
        ("clans-move-selected", SIZE, clans, (), False, clans.state.legal_actions()[0][1]),
        ("clans-large-light", LARGE, seeded("clans", 30, 2024), (), True, None),
        ("clans-game-over", SIZE, seeded("clans", None, 2024), (), False, None),
        ("crystal-clans", LARGE, seeded("crystal-clans", 60, 3), (), False, None),
        ("crystal-clans-80x24", SIZE, seeded("crystal-clans", 60, 3), (), False, None),
        ("crystal-clans-card-picked", LARGE, seeded("crystal-clans", 60, 3), ("enter",), False, None),
        ("crimson-company", LARGE, seeded("crimson-company", 30, 3), (), False, None),
        ("crimson-company-80x24", SIZE, seeded("crimson-company", 30, 3), (), False, None),
        ("help", SIZE, None, ("f1",), False, None),
    ]
    for name, size, match, keys, light, select in shots:
        print(await shoot(out, name, size, match, keys, light, select))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "docs" / "screenshots"))
    asyncio.run(main(Path(parser.parse_args().out)))
