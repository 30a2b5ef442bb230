"""The Clans board: 60 territories of four landscapes in 12 regions of 5.

The printed board's adjacency is not in any text we have, so this map is our own design
(made by scripts/make_clans_map.py, then frozen here as data): an 11 x 6 hex grid with odd
rows shifted half a cell right; six cells are lakes, which nothing enters and which no move
crosses, leaving 60 territories. Rivers run along every border between two regions and may
be crossed anywhere. Every region holds all four landscapes, one of them twice, so each
landscape covers 15 territories; no two neighbouring territories share a landscape; each
territory borders 3 to 6 others.

`pos` is (column, row) on that hex grid, for drawing.
"""
from __future__ import annotations

from typing import NamedTuple

LANDSCAPES = ("mountain", "forest", "steppe", "grassland")
GRID_COLUMNS, GRID_ROWS = 11, 6


class Territory(NamedTuple):
    """One territory: its id, landscape, region (0-11), neighbours and grid position."""

    id: int
    landscape: str
    region: int
    neighbours: tuple[int, ...]
    pos: tuple[int, int]


# Lake cells of the grid: (column, row).
LAKES = ((0, 0), (4, 1), (8, 1), (2, 3), (8, 3), (10, 5),)
TERRITORIES = (
    Territory(0, 'steppe', 0, (1, 10, 11), (1, 0)),
    Territory(1, 'grassland', 0, (0, 2, 11, 12), (2, 0)),
    Territory(2, 'mountain', 0, (1, 3, 12, 13), (3, 0)),
    Territory(3, 'forest', 0, (2, 4, 13), (4, 0)),
    Territory(4, 'steppe', 0, (3, 5, 14), (5, 0)),
    Territory(5, 'forest', 1, (4, 6, 14, 15), (6, 0)),
    Territory(6, 'steppe', 1, (5, 7, 15, 16), (7, 0)),
    Territory(7, 'grassland', 1, (6, 8, 16), (8, 0)),
    Territory(8, 'steppe', 2, (7, 9, 17), (9, 0)),
    Territory(9, 'forest', 2, (8, 17, 18), (10, 0)),
    Territory(10, 'forest', 3, (0, 11, 19, 20), (0, 1)),
    Territory(11, 'mountain', 3, (0, 1, 10, 12, 20, 21), (1, 1)),
    Territory(12, 'steppe', 3, (1, 2, 11, 13, 21, 22), (2, 1)),
    Territory(13, 'grassland', 3, (2, 3, 12, 22, 23), (3, 1)),
    Territory(14, 'mountain', 1, (4, 5, 15, 24, 25), (5, 1)),
    Territory(15, 'grassland', 4, (5, 6, 14, 16, 25, 26), (6, 1)),
    Territory(16, 'forest', 5, (6, 7, 15, 26, 27), (7, 1)),
    Territory(17, 'mountain', 2, (8, 9, 18, 28, 29), (9, 1)),
    Territory(18, 'grassland', 2, (9, 17, 29), (10, 1)),
    Territory(19, 'mountain', 3, (10, 20, 30), (0, 2)),
    Territory(20, 'steppe', 6, (10, 11, 19, 21, 30, 31), (1, 2)),
    Territory(21, 'grassland', 6, (11, 12, 20, 22, 31), (2, 2)),
    Territory(22, 'forest', 6, (12, 13, 21, 23, 32), (3, 2)),
    Territory(23, 'mountain', 7, (13, 22, 24, 32, 33), (4, 2)),
    Territory(24, 'steppe', 1, (14, 23, 25, 33, 34), (5, 2)),
    Territory(25, 'forest', 4, (14, 15, 24, 26, 34, 35), (6, 2)),
    Territory(26, 'mountain', 5, (15, 16, 25, 27, 35, 36), (7, 2)),
    Territory(27, 'steppe', 5, (16, 26, 28, 36), (8, 2)),
    Territory(28, 'grassland', 2, (17, 27, 29, 37), (9, 2)),
    Territory(29, 'forest', 8, (17, 18, 28, 37, 38), (10, 2)),
    Territory(30, 'grassland', 6, (19, 20, 31, 39, 40), (0, 3)),
    Territory(31, 'mountain', 9, (20, 21, 30, 40, 41), (1, 3)),
    Territory(32, 'steppe', 7, (22, 23, 33, 42, 43), (3, 3)),
    Territory(33, 'forest', 10, (23, 24, 32, 34, 43, 44), (4, 3)),
    Territory(34, 'mountain', 4, (24, 25, 33, 35, 44, 45), (5, 3)),
    Territory(35, 'grassland', 5, (25, 26, 34, 36, 45, 46), (6, 3)),
    Territory(36, 'forest', 5, (26, 27, 35, 46, 47), (7, 3)),
    Territory(37, 'steppe', 8, (28, 29, 38, 48, 49), (9, 3)),
    Territory(38, 'mountain', 8, (29, 37, 49), (10, 3)),
    Territory(39, 'mountain', 6, (30, 40, 50), (0, 4)),
    Territory(40, 'steppe', 9, (30, 31, 39, 41, 50, 51), (1, 4)),
    Territory(41, 'grassland', 9, (31, 40, 42, 51, 52), (2, 4)),
    Territory(42, 'forest', 7, (32, 41, 43, 52, 53), (3, 4)),
    Territory(43, 'mountain', 10, (32, 33, 42, 44, 53, 54), (4, 4)),
    Territory(44, 'steppe', 10, (33, 34, 43, 45, 54, 55), (5, 4)),
    Territory(45, 'forest', 4, (34, 35, 44, 46, 55, 56), (6, 4)),
    Territory(46, 'mountain', 11, (35, 36, 45, 47, 56, 57), (7, 4)),
    Territory(47, 'steppe', 11, (36, 46, 48, 57, 58), (8, 4)),
    Territory(48, 'mountain', 8, (37, 47, 49, 58, 59), (9, 4)),
    Territory(49, 'grassland', 8, (37, 38, 48, 59), (10, 4)),
    Territory(50, 'grassland', 9, (39, 40, 51), (0, 5)),
    Territory(51, 'forest', 9, (40, 41, 50, 52), (1, 5)),
    Territory(52, 'mountain', 7, (41, 42, 51, 53), (2, 5)),
    Territory(53, 'grassland', 7, (42, 43, 52, 54), (3, 5)),
    Territory(54, 'forest', 10, (43, 44, 53, 55), (4, 5)),
    Territory(55, 'grassland', 10, (44, 45, 54, 56), (5, 5)),
    Territory(56, 'steppe', 4, (45, 46, 55, 57), (6, 5)),
    Territory(57, 'grassland', 11, (46, 47, 56, 58), (7, 5)),
    Territory(58, 'forest', 11, (47, 48, 57, 59), (8, 5)),
    Territory(59, 'steppe', 11, (48, 49, 58), (9, 5)),
)

NUM_TERRITORIES = len(TERRITORIES)
NUM_REGIONS = 12
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(t.neighbours for t in TERRITORIES)
LANDSCAPE_OF: tuple[str, ...] = tuple(t.landscape for t in TERRITORIES)
REGIONS: tuple[tuple[int, ...], ...] = tuple(
    tuple(t.id for t in TERRITORIES if t.region == r) for r in range(NUM_REGIONS))
BY_POS: dict[tuple[int, int], int] = {t.pos: t.id for t in TERRITORIES}


def is_river(a: int, b: int) -> bool:
    """True if the border between neighbours `a` and `b` is a river (a region border)."""
    return TERRITORIES[a].region != TERRITORIES[b].region
