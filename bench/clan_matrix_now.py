"""The Crystal Clans clan matrix as it stands (issue 32 §4): every pairing's latest SPRT at
each strength, read from the kept results files, with the first player's rate.

    .venv/bin/python bench/clan_matrix_now.py [RUNS]    # RUNS: the files' folder, bench/runs/

`LATEST` names the file that holds each row's latest test; a pairing found in several files
takes the figure of the one listed last. A file keeps the digest of the rules it was
played with (`bench/clan_matrix_sprt.sh`): a later change that cannot move a pairing's
games (a card of a third clan; an ability that fires against one clan alone) leaves that
pairing's older file current, and RESULTS says so where the change is made.
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, ".")

from ai.arena import sprt_cells_of  # noqa: E402
from ai.results import ResultsFile  # noqa: E402
from ai.sprt_run import verdict  # noqa: E402
from ai.tables import by_first_player  # noqa: E402

RUNS = "bench/runs/"
# (iterations per move, file), oldest first
LATEST = (
    (100, "matrix_100_meteor_stone-blood-flower-skull-water_1636bd7f.sqlite"),
    (100, "matrix_100_meteor_stone_a34ef792.sqlite"),
    (100, "matrix_100_meteor_skull_c10bd314.sqlite"),
    (100, "matrix_100_meteor_blood_9fd6c5f9.sqlite"),
    (100, "matrix_100_flower_skull-stone-water-blood-meteor_f4ba3165.sqlite"),
    (100, "matrix_100_skull_stone-water_f4ba3165.sqlite"),
    (100, "matrix_100_stone_water_f4ba3165.sqlite"),
    (100, "matrix_100_skull_stone_8028bf86.sqlite"),
    (100, "matrix_100_blood_skull-stone-water_8028bf86.sqlite"),
    (100, "matrix_100_skull_water_f0c8b50e.sqlite"),
    (200, "matrix_200_meteor_blood-flower-skull-water_a34ef792.sqlite"),
    (200, "matrix_200_meteor_stone_a34ef792.sqlite"),
    (200, "matrix_200_meteor_skull_c10bd314.sqlite"),
    (200, "matrix_200_meteor_blood_9fd6c5f9.sqlite"),
    (200, "matrix_200_blood_flower-skull-stone-water_fdbc9bb9.sqlite"),
    (200, "matrix_200_flower_skull-stone-water-blood-meteor_f4ba3165.sqlite"),
    (200, "matrix_200_skull_stone_8028bf86.sqlite"),
    (200, "matrix_200_skull_water_8028bf86.sqlite"),
    (200, "matrix_200_stone_water_8028bf86.sqlite"),
    (200, "matrix_200_skull_water_f0c8b50e.sqlite"),
)


def tests_of(path: str) -> list[tuple[str, str, object]]:
    """(first clan, second clan, SprtCell) of each test kept in a matrix file."""
    if not os.path.exists(path):  # opening it would make an empty results file
        raise SystemExit(f"clan_matrix_now: no results file {path}")
    with ResultsFile(path, None) as results:
        signature, rows = results.signature, results.rows()
    _test, _specs, cells = sprt_cells_of(signature, rows)
    first = signature["options"]["clan1"]
    return [(first, cell.point["clan2"], cell) for cell in cells]


def main(runs: str = RUNS) -> int:
    latest: dict[tuple[int, frozenset], tuple] = {}
    for iterations, name in LATEST:
        for first, second, cell in tests_of(f"{runs.rstrip('/')}/{name}"):
            latest[iterations, frozenset((first, second))] = (first, second, cell)
    for iterations in sorted({i for i, _ in LATEST}):
        keys = sorted((k for k in latest if k[0] == iterations), key=lambda k: sorted(k[1]))
        test = latest[keys[0]][2].state.test
        print(f"\n{iterations} iterations a move\n")
        llrs = f"LLR against {test.elo1:+g} / {test.mirror:+g}"
        print(f"| pairing (first named) | Elo (95 % CI) | {llrs} | games | decision |")
        print("| --- | --- | --- | --- | --- |")
        used = []
        for key in keys:
            first, second, cell = latest[key]
            state = cell.state
            elo, low, high = state.elo()
            llr = f"{state.llr:.2f} / {state.llr_low:.2f}"
            row = f"| {first} – {second} | {elo:+.1f} ({low:+.1f} to {high:+.1f}) | {llr} | {2 * state.pairs}"
            print(f"{row} | {verdict(cell, None)} |")
            used += cell.used
        first_player = by_first_player([game.record() for game in used])[0]
        low, high = first_player.interval
        rate = f"{100 * first_player.rate:.1f} % ({100 * low:.1f}–{100 * high:.1f} %, {first_player.games} games)"
        print(f"\nfirst player {rate}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:2]))
