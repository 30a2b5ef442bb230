"""The Crimson Company board as plain text: the screen's text view (the t key) and the
replay's board. Drawn from a view; `viewer`'s hand only."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

from core.crimson_company.cards import STRENGTH
from core.i18n import _
from tui.games.crimson_company.cards import BOLD, DOWN, MUTED, side_label, side_name, side_style
from tui.games.crimson_company.market import auction_line
from tui.games.crimson_company.names import CASTLE_NAME, CASTLE_TEXT, NAME
from tui.themes import board_palette


def card_text(view, card: int) -> Text:
    if card < 0:
        return Text("?", MUTED)
    name = NAME[view.kind_of[card]]
    if view.down[card]:
        return Text(f"{DOWN}{name} 0", Style(dim=True, italic=True))
    return Text(f"{name} {view.strength(card)}")


def lane_lines(view, lane: int, names: list[str]) -> Text:
    out = Text()
    castle = view.castle[lane]
    out.append(_("Lane {value} ♜ {castle_name}").format(value=lane + 1, castle_name=CASTLE_NAME[castle]), BOLD)
    if CASTLE_TEXT[castle]:
        out.append(f" — {CASTLE_TEXT[castle]}", Style(italic=True))
    if not view.alive[lane]:
        winner = view.lane_winner[lane]
        out.append(
            _("  won by {side_name}").format(side_name=side_name(view, winner, names))
            if winner >= 0
            else _("  (out of play)"),
            Style(bold=True, color=board_palette().highlight),
        )
    coins = view.castle_coins[lane] if getattr(view, "castle_coins", None) else 0
    if coins:
        out.append(_("  ({coins} coins on the castle)").format(coins=coins))
    out.append("\n")
    for k, side in enumerate(view.lane_sides[lane]):
        cards = view.lanes[lane][k]
        out.append(f" {side_label(view, side):<5}", side_style(side))
        out.append(f" Σ{sum(view.strength(c) for c in cards if c >= 0):>2} ", BOLD)
        out.append("♜ ")
        for i, card in enumerate(cards):
            if i:
                out.append(" · ", MUTED)
            out.append_text(card_text(view, card))
        out.append("\n")
    return out


def auction_text(view, names: list[str]) -> Text:
    line = auction_line(view, names)
    return Text(f"{line}\n", Style(bold=True, color=board_palette().highlight)) if line else Text()


def render(view, viewer: int | None, names: list[str]) -> Text:
    """The whole board as text, seen by `viewer` (None: nobody's hand)."""
    out = Text()
    for lane in range(len(view.lanes)):
        out.append_text(lane_lines(view, lane, names))
    out.append(_("Market: "), BOLD)
    market = [
        f"[{i + 1}] {NAME[view.kind_of[c]]} {STRENGTH[view.kind_of[c]]}" for i, c in enumerate(view.market) if c >= 0
    ]
    out.append(" · ".join(market) or "empty")
    if view.deck and view.deck[-1] >= 0:
        out.append(_("  | deck top: {name}").format(name=NAME[view.kind_of[view.deck[-1]]]), MUTED)
    out.append(_(" ({count} left)\n").format(count=len(view.deck)), MUTED)
    out.append_text(auction_text(view, names))
    out.append(_("Coins: "), BOLD)
    out.append(" · ".join(f"P{s + 1} {names[s]} {view.coins[s]}" for s in range(view.nseats)))
    out.append(_(" · supply {supply}\n").format(supply=view.supply))
    out.append(_("Castles won: "), BOLD)
    out.append(" · ".join(f"{side_name(view, side, names)} {view.won[side]}" for side in range(view.nsides)))
    out.append("\n")
    for s in range(view.nseats):
        if view.waiting[s]:
            out.append(_("{name} waits to deploy: ").format(name=names[s]), BOLD)
            out.append(", ".join(NAME[view.kind_of[c]] if c >= 0 else "?" for c in view.waiting[s]))
            out.append("\n")
    if viewer is not None and view.hands and view.hands[viewer]:
        out.append(_("Your hand: "), BOLD)
        out.append(", ".join(NAME[view.kind_of[c]] if c >= 0 else "?" for c in view.hands[viewer]))
        out.append("\n")
    out.rstrip()
    return out


def open_text(state, names: list[str]) -> Text:
    """What no player saw during play, for the replay's all-open view of a finished game:
    the hands (solo, co-op), the draft picks (tournament) and the deck's order."""
    out = Text()
    for seat in range(state.nseats):
        if state.hands and state.hands[seat]:
            out.append(_("{name}'s hand: ").format(name=names[seat]), BOLD)
            out.append(", ".join(NAME[state.kind_of[c]] for c in state.hands[seat]) + "\n")
        if state.picks and state.picks[seat]:
            out.append(_("{name}'s draft picks: ").format(name=names[seat]), BOLD)
            out.append(", ".join(NAME[k] for k in state.picks[seat]) + "\n")
    deck = [NAME[state.kind_of[c]] for c in reversed(state.deck)]
    out.append(_("Deck, top first: "), BOLD)
    out.append(", ".join(deck) or "empty")
    return out
