"""The epoch table: bonus chips, favourable and hostile landscapes, bonus points.

Known from the rulebook: 4, 3, 2, 2, 1 chips in epochs I-V; forest favourable and mountains
hostile in epoch I with a bonus of 1; steppe favourable in epoch III with a bonus of 3; every
landscape favourable in epoch V, and the 12th village always gets 5. The bonus equals the
epoch number. The rest is printed only on the board, so it is our design, chosen so that in
epochs I-IV each landscape is favourable exactly once and hostile exactly once:
II grassland+ / steppe-, III steppe+ / forest-, IV mountain+ / grassland-.
"""

from __future__ import annotations

from typing import NamedTuple

from core.clans.board import LANDSCAPES


class Epoch(NamedTuple):
    """One epoch: its number (1-5), chips, favourable and hostile landscapes, bonus."""

    number: int
    chips: int
    favourable: tuple[str, ...]
    hostile: tuple[str, ...]
    bonus: int


EPOCHS = (
    Epoch(1, 4, ("forest",), ("mountain",), 1),
    Epoch(2, 3, ("grassland",), ("steppe",), 2),
    Epoch(3, 2, ("steppe",), ("forest",), 3),
    Epoch(4, 2, ("mountain",), ("grassland",), 4),
    Epoch(5, 1, LANDSCAPES, (), 5),
)
ROMAN = ("I", "II", "III", "IV", "V")
TOTAL_VILLAGES = sum(e.chips for e in EPOCHS)  # 12

# EPOCH_OF_VILLAGE[n] is the epoch (0-4) of the (n+1)-th village founded.
EPOCH_OF_VILLAGE: tuple[int, ...] = tuple(i for i, e in enumerate(EPOCHS) for _ in range(e.chips))


def village_bonus(epoch_index: int, landscape: str, village_number: int) -> int | None:
    """Bonus points of a village, or None if its landscape is hostile (it scores nothing).

    `village_number` counts from 1; the 12th village always gets the 5-point bonus.
    """
    if village_number == TOTAL_VILLAGES:
        return EPOCHS[-1].bonus
    epoch = EPOCHS[epoch_index]
    if landscape in epoch.hostile:
        return None
    return epoch.bonus if landscape in epoch.favourable else 0
