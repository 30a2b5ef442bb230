"""The players' coins and castles won, and the supply.

    ▸◆P1 Anna ●5 ♜1    P2 Bot ●7 ♜0    supply ●28

▸ marks whose turn it is, ◆ you; ● coins, ♜ castles won.

Each player is the spot ("seat", seat) (some effects ask whom to take coins from). In solo
and co-op the players have no coins of their own: the row shows the supply and the
castles won against the robber knights.
"""

from __future__ import annotations

from core.i18n import _, ngettext
from tui.games.crimson_company.cards import BOLD, MUTED, OWN, fit, side_label, side_style
from tui.games.crimson_company.row import Cell, PickRow, wrap

NAME_W = 10  # a seat's name is cut to this only when the row has no room for more
TURN = "▸"  # whose turn it is (in the free-for-all others bid during it)


class PurseRow(PickRow):
    """Coins, castles and the supply."""

    def build(self, width: int) -> list[list[Cell]]:
        view = self.view
        if view is None:
            return []
        if view.variant in ("solo", "co-op"):
            cells = [
                Cell(
                    _("Castles: {side} {won} – {won2} RK").format(
                        side=side_label(view, 0), won=view.won[0], won2=view.won[1]
                    ),
                    BOLD,
                )
            ]
            cells += [  # whole names: the row wraps if they do not fit ("P2 Bot · zuf…" was cut)
                Cell(f"{OWN if s == self.viewer else ''}P{s + 1} {self.names[s]}", side_style(0), ("seat", s))
                for s in range(view.nseats)
            ]
        else:
            cells = self.purses(width)
        cells.append(Cell(_(" supply ●{supply}").format(supply=view.supply), MUTED))
        return wrap(cells, width)

    def purses(self, width: int) -> list[Cell]:
        """Every seat's purse with its whole name ("Bot · leicht") when the row has the
        room for all of them and the supply, else the names cut as little as needed (not
        below NAME_W: then the row wraps)."""
        view = self.shown
        supply = len(_(" supply ●{supply}").format(supply=view.supply))
        longest = max(len(name) for name in self.names[: view.nseats])
        for name_w in range(max(longest, NAME_W), NAME_W, -1):
            cells = [self.purse(s, name_w) for s in range(view.nseats)]
            if sum(cell.width for cell in cells) + supply <= width:
                return cells
        return [self.purse(s, NAME_W) for s in range(view.nseats)]

    def purse(self, seat: int, name_w: int = NAME_W) -> Cell:
        view = self.shown
        side = view.seat_side[seat]
        own = OWN if seat == self.viewer else ""
        turn = TURN if seat == view.active and not view.is_over() else ""
        placed = f" #{view.placements.index(side) + 1}" if side in view.placements else ""
        text = f"{turn}{own}P{seat + 1} {fit(self.names[seat], name_w)} ●{view.coins[seat]} ♜{view.won[side]}{placed}"
        return Cell(text, side_style(side), ("seat", seat))

    def detail(self, seat: int) -> str:
        view = self.shown
        side = view.seat_side[seat]
        if view.variant in ("solo", "co-op"):
            return _("{name} (P{number}) plays with {side} against the robber knights.").format(
                name=self.names[seat], number=seat + 1, side=side_label(view, 0)
            )
        text = ngettext(
            "{name} (P{number}): {coins} coins, {won} castle won",
            "{name} (P{number}): {coins} coins, {won} castles won",
            view.won[side],
        ).format(name=self.names[seat], number=seat + 1, coins=view.coins[seat], won=view.won[side])
        if view.variant == "2v2":
            text += _(" with team {value} ({side_label})").format(value="AB"[side], side_label=side_label(view, side))
        if view.waiting[seat]:
            text += _("; {count} card(s) waiting to be deployed").format(count=len(view.waiting[seat]))
        return text + "."
