"""Pool one matchup's game pairs from several SPRT results files (issue 32 §4).

Two runs can play the same matchup: a candidate that cannot change a pairing's game (a
Starfall that kills no Stone unit either way) plays it again with other games, because
the bots' option lists differ. Each run's test stops on its own, and the two may end on
opposite sides when the true value lies between the hypotheses. This adds their
pentanomial counts per grid point and prints the pooled Elo with its 95 % interval and
the LLR against +elo1 and -elo1 — an estimate from more pairs, not a sequential test.

    python bench/pool_sprt.py FILE.sqlite FILE.sqlite [--elo1 70]

Points are matched by their label (e.g. `clan2=stone`); a file of one pairing (no grid)
takes its label from its options' `clan2`.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.arena import sprt_cells_of  # noqa: E402
from ai.results import ResultsFile  # noqa: E402
from ai.sprt import elo_interval, llr  # noqa: E402


def counts_by_point(path: str) -> dict[str, list[int]]:
    """Each grid point's pentanomial counts in one results file, as `--report` counts them."""
    with ResultsFile(path, None) as results:
        signature, rows = results.signature, results.rows()
    _, _, cells = sprt_cells_of(signature, rows)
    out = {}
    for cell in cells:
        label = cell.label() or f"clan2={signature.get('options', {}).get('clan2', '?')}"
        out[label] = list(cell.state.counts)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--elo1", type=float, default=70.0)
    args = parser.parse_args(argv)
    pooled: dict[str, list[int]] = defaultdict(lambda: [0] * 5)
    runs: dict[str, int] = defaultdict(int)
    for path in args.files:
        for label, counts in counts_by_point(path).items():
            pooled[label] = [a + b for a, b in zip(pooled[label], counts)]
            runs[label] += 1
    head = f"{'point':<16} {'runs':>4} {'pairs 0/0.5/1/1.5/2':<22} {'games':>6}  Elo (95% CI)"
    print(f"{head}{'':12}LLR +/-{args.elo1:g}")
    for label in sorted(pooled):
        counts = pooled[label]
        if not sum(counts):
            continue
        elo, low, high = elo_interval(counts)
        up, down = llr(counts, 0, args.elo1), llr(counts, 0, -args.elo1)
        cells = " ".join(str(c) for c in counts)
        print(
            f"{label:<16} {runs[label]:>4} {cells:<22} {2 * sum(counts):>6}  "
            f"{elo:+6.1f} ({low:+.1f} to {high:+.1f})  {up:+.2f} / {down:+.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
