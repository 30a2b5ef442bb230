"""The Crystal Clans clan matrix: equal MCTS bots play every pairing of clans in both
seatings; prints wins by pairing and by clan (95 % Wilson intervals) and by first player.

    python bench/clan_matrix.py --iterations 100 --games 20 --jobs 2
    python bench/clan_matrix.py --clans skull --games 20          # skull against the others
    python bench/clan_matrix.py --clans skull --patch "Bone Colossus:summon=6"
    python bench/clan_matrix.py --clans skull,blood --pairing --games 80   # one pairing

`--games` is per pairing (half in each seating). `--patch "Card:field=value"` changes a
card of the table for this run only (a what-if for balancing designed content: the field
names are those of cards.CardDef; `abilities` takes names joined by '+', '' for none).
Games are seeded (seed, seed + 1, ...) so two runs with and without a patch play the
same deals.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import sys
import time

sys.path.insert(0, ".")

CLANS = ("blood", "flower", "meteor", "skull", "stone", "water")
_INT_FIELDS = ("copies", "summon", "attack", "defense", "activation", "style")


def apply_patches(patches: list[str]) -> None:
    """Rewrite clan card rows before the card table is built (call before importing core's
    Crystal Clans modules in this process)."""
    if not patches:
        return
    if "core.crystal_clans.cards" in sys.modules:
        raise RuntimeError("patch the clan tables before the card table is built")
    import importlib
    import types

    # Import the clan tables without the package's __init__ (which builds the card table):
    # a bare stand-in package for the moment, then the real one, which finds them patched.
    import core

    bare = types.ModuleType("core.crystal_clans")
    bare.__path__ = [f"{core.__path__[0]}/crystal_clans"]
    sys.modules["core.crystal_clans"] = bare

    fields = ("name", "descriptor", "hero", "copies", "summon", "attack", "defense", "activation", "abilities", "style")
    for patch in patches:
        card, _, change = patch.partition(":")
        field, _, value = change.partition("=")
        if field not in fields[1:]:
            raise SystemExit(f"unknown field {field!r} in --patch {patch!r}; fields: {', '.join(fields[1:])}")
        for clan in CLANS:
            module = importlib.import_module(f"core.crystal_clans.clans.{clan}")
            rows = list(module.CARDS)
            for i, row in enumerate(rows):
                if row[0] == card:
                    new = list(row)
                    k = fields.index(field)
                    if field in _INT_FIELDS:
                        new[k] = int(value)
                    elif field == "hero":
                        new[k] = value.lower() == "true"
                    elif field == "abilities":
                        new[k] = tuple(a for a in value.split("+") if a)
                    else:
                        new[k] = value
                    rows[i] = tuple(new)
                    module.CARDS = tuple(rows)
                    break
            else:
                continue
            break
        else:
            raise SystemExit(f"no card named {card!r}")
    del sys.modules["core.crystal_clans"]
    importlib.import_module("core.crystal_clans")


def _init(patches: list[str]) -> None:
    apply_patches(patches)


def play(task: tuple) -> tuple[str, str, list[float], int | None]:
    """One game: clan a in seat 1, clan b in seat 2."""
    from ai.playing import play_game
    from core.registry import get_game

    a, b, seed, spec = task
    config = get_game("crystal-clans").normalize_config({"clan1": a, "clan2": b})
    match, _, first = play_game("crystal-clans", config, seed, [spec, spec])
    return a, b, match.result(), first


def tasks(clans: list[str], games: int, seed: int, spec: str, both: bool = False) -> list[tuple]:
    """Every pairing with one of `clans` (with `both`, only pairings of two of them)."""
    pairs = [
        (a, b)
        for a, b in itertools.combinations(CLANS, 2)
        if ((a in clans and b in clans) if both else (a in clans or b in clans))
    ]
    out = []
    for a, b in pairs:
        for g in range(games):
            first, second = (a, b) if g % 2 == 0 else (b, a)
            out.append((first, second, seed + g // 2, spec))  # the same deal in both seatings
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--iterations", type=int, default=100)
    ap.add_argument("--games", type=int, default=20, help="games per pairing, both seatings")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--clans", default=",".join(CLANS), help="only pairings with one of these")
    ap.add_argument("--pairing", action="store_true", help="only pairings between two of --clans")
    ap.add_argument("--patch", action="append", default=[])
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args()
    clans = [c for c in args.clans.split(",") if c]
    if unknown := set(clans) - set(CLANS):
        raise SystemExit(f"unknown clans {sorted(unknown)}; clans: {', '.join(CLANS)}")
    spec = f"mcts:iterations={args.iterations},workers=1"
    todo = tasks(clans, args.games, args.seed, spec, args.pairing)
    start = time.perf_counter()
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(args.jobs, initializer=_init, initargs=(args.patch,)) as pool:
        results = list(pool.imap_unordered(play, todo))
    report(results, args, time.perf_counter() - start)


def report(results: list, args, seconds: float) -> None:
    from ai.tables import GameRecord, by_clan, by_first_player, by_pairing, format_rows

    records = [GameRecord(("x", "x"), tuple(result), first, (a, b)) for a, b, result, first in results]
    print(f"# {len(records)} games, mcts:iterations={args.iterations}, seed {args.seed}, {seconds:.0f} s")
    for p in args.patch:
        print(f"# patch: {p}")
    print(format_rows("pairing (first named wins)", by_pairing(records)))
    print()
    print(format_rows("clan", by_clan(records)))
    print()
    print(format_rows("turn order", by_first_player(records)))


if __name__ == "__main__":
    main()
