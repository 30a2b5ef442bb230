"""The market of four, the face-up top of the deck, the destroyed pile and the auction.

    Market  Berserker 4   Thief 2   Demon 4   Giant 6   Deck▸Monk 3 (25)   Pile 4
    ⚑ Auction: Player 1 bids 3 on Berserker (pot 3)

Market slots are the spots ("market", 0..3), the deck's top card ("market", 4) (a Fortune
Teller lets a side bid on it), the pile ("pile",). The card under auction carries ⚑.
"""

from __future__ import annotations

from rich.style import Style

from core.i18n import _
from tui.games.crimson_company.cards import BOLD, MUTED, card_label, card_name
from tui.games.crimson_company.row import PAD, Cell, PickRow, wrap
from tui.themes import board_palette

AUCTION = "⚑"


def auction_style() -> Style:
    """The auction under way, in the running theme's highlight (its ⚑ mark names it too)."""
    return Style(color=board_palette().highlight, bold=True)


SLOT_W, WIDE_SLOT_W = 12, 15  # a card on offer: at least, at most


def slot_width(room: int) -> int:
    """A market slot's text width: the four slots share the row's `room` (a whole name
    where there is room for it), within SLOT_W..WIDE_SLOT_W."""
    return max(SLOT_W, min(WIDE_SLOT_W, room // 4 - PAD))


def auction_slot(view) -> int | None:
    return view.auction[1] if view.auction else None


def auction_line(view, names: list[str]) -> str:
    """The auction in progress in one line ("" if none)."""
    a = view.auction
    if not a:
        return ""
    card = a[2]
    what = card_name(view, card) if card >= 0 else _("a card")
    if len(a) == 5 and not isinstance(a[3], list):
        return _("Auction: {name} bids {bid} on {what} (pot {pot})").format(
            name=names[a[0]], bid=a[3], what=what, pot=a[4]
        )
    sealed = _("sealed")
    bids = ", ".join(
        f"P{s + 1} {sealed if b == -2 else '—' if b == -1 else b}" for s, b in enumerate(a[3]) if s != a[0]
    )
    return _("Auction: {name} auctions {what}; bids: {bids}").format(name=names[a[0]], what=what, bids=bids)


class MarketRow(PickRow):
    """The cards on offer and the piles."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.slot_w = SLOT_W

    def build(self, width: int) -> list[list[Cell]]:
        view = self.view
        if view is None:
            return []
        under = auction_slot(view)
        # solo and co-op draw from the deck: their market is never used
        coop = view.variant in ("solo", "co-op")
        cells = [Cell(_("Deck") if coop else _("Market"), BOLD)]
        self.slot_w = slot_width(width - cells[0].width)
        for slot, card in enumerate([] if coop else view.market):
            if card < 0:
                cells.append(Cell(_("(empty)").ljust(self.slot_w), MUTED))
                continue
            cells.append(self.offer(slot, card, under))
        top = view.deck[-1] if view.deck and view.deck[-1] >= 0 else None
        if top is not None:
            cells.append(self.offer(4, top, under, _("top▸") if coop else _("Deck▸")))
        cells.append(Cell(_("({count} left)").format(count=len(view.deck)), MUTED))
        cells.append(Cell(_(" Pile {count}").format(count=len(view.pile)), MUTED, ("pile",)))
        lines = wrap(cells, width, indent=6)
        line = auction_line(view, self.names)
        if line:
            lines.append([Cell(f"{AUCTION} {line}"[:width], auction_style())])
        return lines

    def offer(self, slot: int, card: int, under: int | None, head: str = "") -> Cell:
        flag = head + (AUCTION if slot == under else "")
        text = flag + card_label(self.view, card, self.slot_w, in_play=False)
        style = auction_style() if slot == under else Style()
        return Cell(text.ljust(self.slot_w), style, ("market", slot))
