"""The players' coins and castles won, and the supply.

    ▸◆P1 Anna ●5 ♜1    P2 Bot ●7 ♜0    supply ●28

▸ marks whose turn it is, ◆ you; ● coins, ♜ castles won.

Each player is the spot ("seat", seat) (some effects ask whom to take coins from). In solo
and co-op the players have no coins of their own: the row shows the supply and the
castles won against the robber knights.
"""

from __future__ import annotations

from tui.games.crimson_company.cards import BOLD, MUTED, OWN, fit, side_label, side_style
from tui.games.crimson_company.row import Cell, PickRow, wrap

NAME_W = 10
TURN = "▸"  # whose turn it is (in the free-for-all others bid during it)


class PurseRow(PickRow):
    """Coins, castles and the supply."""

    def build(self, width: int) -> list[list[Cell]]:
        view = self.view
        if view is None:
            return []
        if view.variant in ("solo", "co-op"):
            cells = [Cell(f"Castles: {side_label(view, 0)} {view.won[0]} – {view.won[1]} RK", BOLD)]
            cells += [
                Cell(
                    f"{OWN if s == self.viewer else ''}P{s + 1} {fit(self.names[s], NAME_W)}",
                    side_style(0),
                    ("seat", s),
                )
                for s in range(view.nseats)
            ]
        else:
            cells = [self.purse(s) for s in range(view.nseats)]
        cells.append(Cell(f" supply ●{view.supply}", MUTED))
        return wrap(cells, width)

    def purse(self, seat: int) -> Cell:
        view = self.view
        side = view.seat_side[seat]
        own = OWN if seat == self.viewer else ""
        turn = TURN if seat == view.active and not view.is_over() else ""
        placed = f" #{view.placements.index(side) + 1}" if side in view.placements else ""
        text = f"{turn}{own}P{seat + 1} {fit(self.names[seat], NAME_W)} ●{view.coins[seat]} ♜{view.won[side]}{placed}"
        return Cell(text, side_style(side), ("seat", seat))

    def detail(self, seat: int) -> str:
        view = self.view
        side = view.seat_side[seat]
        if view.variant in ("solo", "co-op"):
            return f"{self.names[seat]} (P{seat + 1}) plays with {side_label(view, 0)} against the robber knights."
        text = (
            f"{self.names[seat]} (P{seat + 1}): {view.coins[seat]} coins, "
            f"{view.won[side]} castle{'s' * (view.won[side] != 1)} won"
        )
        if view.variant == "2v2":
            text += f" with team {'AB'[side]} ({side_label(view, side)})"
        if view.waiting[seat]:
            text += f"; {len(view.waiting[seat])} card(s) waiting to be deployed"
        return text + "."
