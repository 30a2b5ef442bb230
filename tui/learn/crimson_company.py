"""The Crimson Company tutorial's zones: the parts of the board a step can light up."""

from __future__ import annotations

from rich.text import Text

from core.crimson_company.cards import STRENGTH
from core.i18n import _
from tui.games.crimson_company.cards import BOLD
from tui.games.crimson_company.names import NAME
from tui.games.crimson_company.text import auction_text, lane_lines


def zones(view, names: list[str]) -> list[tuple[str, Text]]:
    """(zone name, its text) in the order shown: purses, market, waiting cards, lanes."""
    purses = Text()
    purses.append(_("Coins: "), BOLD)
    purses.append(" · ".join(f"{names[s]} {view.coins[s]}" for s in range(view.nseats)))
    purses.append(_(" · supply {supply}\n").format(supply=view.supply))
    purses.append(_("Castles won: "), BOLD)
    purses.append(" · ".join(f"{names[side]} {view.won[side]}" for side in range(view.nsides)))
    market = Text()
    market.append(_("Market: "), BOLD)
    shown = [f"{NAME[view.kind_of[c]]} {STRENGTH[view.kind_of[c]]}" for c in view.market if c >= 0]
    market.append(" · ".join(shown))
    if view.auction:
        market.append("\n")
        market.append_text(trimmed(auction_text(view, names)))
    waiting = Text()
    for seat in range(view.nseats):
        if view.waiting[seat]:
            waiting.append(_("Waiting to be played by {name}: ").format(name=names[seat]), BOLD)
            waiting.append(", ".join(NAME[view.kind_of[c]] if c >= 0 else "?" for c in view.waiting[seat]) + "\n")
    out = [("purses", purses), ("market", market), ("waiting", trimmed(waiting) if waiting else Text("—"))]
    for lane in range(len(view.lanes)):
        out.append((f"lane:{lane + 1}", trimmed(lane_lines(view, lane, names))))
    return out


def trimmed(text: Text) -> Text:
    """`text` without its trailing newline (rich's rstrip works in place)."""
    text.rstrip()
    return text
