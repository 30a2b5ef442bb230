"""The board: nine zones in a 3 x 3 grid, their adjacency, and the initiative track.

Zones are numbered row by row from seat 1's side::

    0 1 2      1 = seat 1's home zone
    3 4 5      3, 4, 5 = the crystal zones
    6 7 8      7 = seat 0's home zone

The rulebook does not describe the board picture; this grid with orthogonal adjacency is
our design (see the facts sheet), kept in this one table.
"""

from __future__ import annotations

NUM_ZONES = 9
HOME = (7, 1)  # HOME[seat] is that seat's home zone
CRYSTAL_ZONES = (3, 4, 5)
NEUTRAL_ZONES = (0, 2, 6, 8)

ADJACENT: tuple[tuple[int, ...], ...] = (
    (1, 3),
    (0, 2, 4),
    (1, 5),
    (0, 4, 6),
    (1, 3, 5, 7),
    (2, 4, 8),
    (3, 7),
    (4, 6, 8),
    (5, 7),
)

ZONE_NAMES = (
    "north-west field",
    "north home zone",
    "north-east field",
    "west crystal zone",
    "centre crystal zone",
    "east crystal zone",
    "south-west field",
    "south home zone",
    "south-east field",
)

# Initiative track: spaces -TRACK_END..TRACK_END, 0 in the middle; -1, 0, 1 are neutral.
# Seat 0 pays by moving the token towards +TRACK_END, seat 1 towards -TRACK_END.
TRACK_END = 20
NEUTRAL = 1


def sign(seat: int) -> int:
    """The direction in which `seat` pays initiative (+1 for seat 0, -1 for seat 1)."""
    return 1 - 2 * seat


def within_two(zone: int) -> tuple[int, ...]:
    """Zones reachable in one or two steps from `zone` (not `zone` itself)."""
    out = set(ADJACENT[zone])
    for z in ADJACENT[zone]:
        out.update(ADJACENT[z])
    out.discard(zone)
    return tuple(sorted(out))


WITHIN_TWO = tuple(within_two(z) for z in range(NUM_ZONES))


def zone_name(zone: int, seat: int | None = None) -> str:
    """A zone's name, "home zone"/"enemy home zone" when seen from `seat`."""
    if seat is not None and zone == HOME[seat]:
        return "home zone"
    if seat is not None and zone == HOME[1 - seat]:
        return "enemy home zone"
    return ZONE_NAMES[zone]
