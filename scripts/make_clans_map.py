"""Generates the Clans map data table (core/clans/board.py's TERRITORIES).

The printed board's adjacency is not in any text we have, so we design one: an 11 x 6 hex
grid (odd rows shifted right) with 6 lake cells, leaving 60 territories split into 12
regions of 5; each region holds all four landscapes, one of them twice, so each landscape
covers 15 territories. Run once; its output is pasted into core/clans/board.py.
"""

import random
import sys

COLS, ROWS = 11, 6
LANDSCAPES = ("mountain", "forest", "steppe", "grassland")


def hex_neighbours(c, r):
    if r % 2 == 0:
        deltas = [(-1, 0), (1, 0), (-1, -1), (0, -1), (-1, 1), (0, 1)]
    else:
        deltas = [(-1, 0), (1, 0), (0, -1), (1, -1), (0, 1), (1, 1)]
    for dc, dr in deltas:
        cc, rr = c + dc, r + dr
        if 0 <= cc < COLS and 0 <= rr < ROWS:
            yield cc, rr


def connected(cells, adj):
    cells = set(cells)
    start = next(iter(cells))
    seen, stack = {start}, [start]
    while stack:
        x = stack.pop()
        for y in adj[x]:
            if y in cells and y not in seen:
                seen.add(y)
                stack.append(y)
    return len(seen) == len(cells)


def try_make(rng):
    interior = [(c, r) for c in range(1, COLS - 1) for r in range(1, ROWS - 1)]
    lakes = {(0, 0), (COLS - 1, ROWS - 1)} | set(rng.sample(interior, 4))
    cells = [(c, r) for r in range(ROWS) for c in range(COLS) if (c, r) not in lakes]
    adj = {x: [y for y in hex_neighbours(*x) if y not in lakes] for x in cells}
    if any(len(v) < 3 for v in adj.values()) or not connected(cells, adj):
        return None
    # regions: grow 12 blobs of 5
    region = {}
    order = sorted(cells, key=lambda x: (x[0] // 2, x[1]))
    for k in range(12):
        free = [x for x in order if x not in region]
        seed = free[0]
        blob = [seed]
        region[seed] = k
        while len(blob) < 5:
            frontier = [y for x in blob for y in adj[x] if y not in region]
            if not frontier:
                return None
            # prefer cells with few free neighbours, to avoid stranding cells
            frontier.sort(key=lambda y: (sum(1 for z in adj[y] if z not in region), rng.random()))
            y = frontier[0]
            region[y] = k
            blob.append(y)
    # landscapes: each region 4 distinct + 1 duplicate; each landscape duplicated 3 times
    dups = [land for land in range(4) for _ in range(3)]
    rng.shuffle(dups)
    land = {}
    for k in range(12):
        blob = [x for x in cells if region[x] == k]
        best = None
        for _ in range(60):
            kinds = [0, 1, 2, 3, dups[k]]
            rng.shuffle(kinds)
            cand = dict(zip(blob, kinds))
            clash = sum(
                1
                for x in blob
                for y in adj[x]
                if (y in cand and cand[y] == cand[x]) or (y in land and land[y] == cand[x])
            )
            if best is None or clash < best[0]:
                best = (clash, cand)
        land.update(best[1])
    clashes = sum(1 for x in cells for y in adj[x] if land[x] == land[y]) // 2
    return cells, adj, region, land, lakes, clashes


def main():
    best = None
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 2002)
    for _ in range(3000):
        out = try_make(rng)
        if out and (best is None or out[5] < best[5]):
            best = out
    cells, adj, region, land, lakes, clashes = best
    # renumber regions in reading order
    index = {x: i for i, x in enumerate(cells)}
    print(f"# same-landscape borders: {clashes}")
    print("LAKES = (" + ", ".join(f"({c}, {r})" for c, r in sorted(lakes, key=lambda x: (x[1], x[0]))) + ",)")
    print("TERRITORIES = (")
    remap = {}
    for x in cells:
        remap.setdefault(region[x], len(remap))
    for x in cells:
        nb = tuple(sorted(index[y] for y in adj[x]))
        print(f"    Territory({index[x]}, {LANDSCAPES[land[x]]!r}, {remap[region[x]]}, {nb}, {x}),")
    print(")")


if __name__ == "__main__":
    main()
