"""Your cards to play, and what the others have waiting.

Competitive variants: the cards you recruited, waiting to be deployed this turn, and the
other players' waiting cards (recruits are public). Solo and co-op: your hand, the card
you passed, and how many cards your partner holds. Your own cards are the spots
("hand", card). During the tournament draft: your picks so far.
"""

from __future__ import annotations

from core.i18n import _
from tui.games.crimson_company.cards import BOLD, MUTED, card_label, card_name
from tui.games.crimson_company.names import NAME
from tui.games.crimson_company.row import Cell, PickRow, wrap

CARD_W = 14


def own_cards(view, viewer: int | None) -> list[int]:
    """The cards the viewer may play from: the hand in solo and co-op, else the recruits."""
    if viewer is None:
        return []
    if view.variant in ("solo", "co-op"):
        return [c for c in view.hands[viewer] if c >= 0]
    return [c for c in view.waiting[viewer] if c >= 0]


class HandRow(PickRow):
    """The viewer's playable cards and everyone else's waiting ones."""

    def build(self, width: int) -> list[list[Cell]]:
        view = self.view
        if view is None:
            return []
        if view.picks and not view.kind_of:
            return wrap(self.draft(), width, indent=4)
        coop = view.variant in ("solo", "co-op")
        cells = []
        if self.viewer is not None:
            cells.append(Cell(_("Your hand") if coop else _("To deploy"), BOLD))
            mine = own_cards(view, self.viewer)
            cells += [Cell(card_label(view, c, CARD_W, in_play=False).ljust(CARD_W), spot=("hand", c)) for c in mine]
            if not mine:
                cells.append(Cell(_(" (none)"), MUTED))
        cells += self.others(coop)
        return wrap(cells, width, indent=4) if cells else []

    def draft(self) -> list[Cell]:
        """The tournament draft: your picks so far; only how many the others have."""
        view, cells = self.shown, []
        for s, picks in enumerate(view.picks):
            if s == self.viewer:
                names = ", ".join(NAME[k] for k in picks) or _("none yet")
                cells.append(Cell(_("Your picks ({count}): ").format(count=len(picks)), BOLD))
                cells += [Cell(f"{name}  ") for name in names.split(", ")]
            else:
                cells.append(Cell(_("  {name} has picked {count}").format(name=self.names[s], count=len(picks)), MUTED))
        return cells

    def others(self, coop: bool) -> list[Cell]:
        """What the other seats hold or wait with, as far as the view tells."""
        view, out = self.shown, []
        for s in range(view.nseats):
            if s == self.viewer:
                if coop and view.passes and view.passes[s] >= 0:
                    out.append(
                        Cell(_("  passed: {card_name}").format(card_name=card_name(view, view.passes[s])), MUTED)
                    )
                continue
            if coop:
                if view.hands[s]:
                    out.append(
                        Cell(_("  {name}: {count} cards").format(name=self.names[s], count=len(view.hands[s])), MUTED)
                    )
            elif view.waiting[s]:
                cards = ", ".join(card_name(view, c) for c in view.waiting[s])
                out.append(Cell(_("  {name} waits: {cards}").format(name=self.names[s], cards=cards), MUTED))
        return out
