"""Save speed and size for one random game of every installed game (prints numbers).

    .venv/bin/python -m tests.saves.bench_saves

Reports the file size, encode / decode / load (decode + replay) time of a finished game,
and the mean time of one autosave (encode + atomic write with fsync) over the game.
"""

from __future__ import annotations

import random
import tempfile
import time
from datetime import datetime, timezone

from core import registry
from core.match import Match
from core.save import decode_save, encode_save, match_from_save
from core.savefile import Autosaver

NOW = datetime(2026, 11, 22, tzinfo=timezone.utc)


def best_of(fn, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def bench(game_id: str) -> str:
    game = registry.get_game(game_id)
    config = game.default_config(players=game.player_counts().stop - 1)
    with tempfile.TemporaryDirectory() as folder:
        match = Match(game, config, 1)
        autosaver = Autosaver(folder, clock=lambda: NOW)
        match.listeners.append(autosaver)
        rng = random.Random(1)
        spent = 0.0
        while not match.is_over():
            p = match.pending()
            t = time.perf_counter()
            match.submit(p.seat, p.legal_actions[rng.randrange(len(p.legal_actions))])
            spent += time.perf_counter() - t
        match.listeners.clear()
        bare = Match.replay(game, config, 1, match.actions())  # the same game without saving
        t = time.perf_counter()
        Match.replay(game, config, 1, bare.actions())
        play_only = time.perf_counter() - t
    data = encode_save(match, created=NOW)
    save = decode_save(data)
    n = len(match.log)
    return (
        f"{game_id:<16} {config['players']}p {n:>5} moves {len(data):>7} bytes | "
        f"encode {best_of(lambda: encode_save(match, created=NOW)) * 1e3:7.2f} ms  "
        f"decode {best_of(lambda: decode_save(data)) * 1e3:7.2f} ms  "
        f"load {best_of(lambda: match_from_save(save)) * 1e3:8.2f} ms | "
        f"autosave {(spent - play_only) / n * 1e3:6.2f} ms/action"
    )


def main() -> None:
    for gid in registry.game_ids():
        print(bench(gid))


if __name__ == "__main__":
    main()
