"""The Crimson Company screen: three lanes with their castles (special rules shown), each
side's cards from the castle outwards with face-down cards marked, strength totals, the
market of four and the visible deck top, coins and the supply, recruited cards waiting,
and the auction in progress — drawn from the view of the player at the keyboard;
decisions (bid, buy out or pass, lane, target) are answered from the action list."""
from __future__ import annotations

from rich.style import Style
from rich.text import Text

from core.crimson_company.castles import CASTLE_NAME, CASTLE_TEXT
from core.crimson_company.cards import NAME, STRENGTH
from tui.screens.game import GameScreen

SIDE_COLOURS = ("#4fa3ff", "#ff6b6b", "#66bb6a", "#ffd54f", "#ba68c8", "#4dd0e1")
BOLD = Style(bold=True)
MUTED = Style(dim=True)
DOWN = "▼"  # a face-down card: strength 0, no effect


def side_label(view, side: int) -> str:
    """A side in a few letters: its seats ("P1", "P1+P3") or "RK" for the robber knights."""
    seats = [f"P{s + 1}" for s in range(view.nseats) if view.seat_side[s] == side]
    return "+".join(seats) if seats else "RK"


def side_name(view, side: int, names: list[str]) -> str:
    """Who plays a side: the seats on it, or the robber knights in solo and co-op."""
    seats = [names[s] for s in range(view.nseats) if view.seat_side[s] == side]
    if not seats:
        return "Robber knights"
    return " & ".join(seats)


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
    out.append(f"Lane {lane + 1} ♜ {CASTLE_NAME[castle]}", BOLD)
    if CASTLE_TEXT[castle]:
        out.append(f" — {CASTLE_TEXT[castle]}", Style(italic=True))
    if not view.alive[lane]:
        winner = view.lane_winner[lane]
        out.append(f"  won by {side_name(view, winner, names)}" if winner >= 0 else "  (out of play)",
                   Style(bold=True, color="#ffd54f"))
    coins = view.castle_coins[lane] if getattr(view, "castle_coins", None) else 0
    if coins:
        out.append(f"  ({coins} coins on the castle)")
    out.append("\n")
    for k, side in enumerate(view.lane_sides[lane]):
        cards = view.lanes[lane][k]
        out.append(f" {side_label(view, side):<5}", Style(color=SIDE_COLOURS[side % 6], bold=True))
        out.append(f" Σ{sum(view.strength(c) for c in cards if c >= 0):>2} ", BOLD)
        out.append("♜ ")
        for i, card in enumerate(cards):
            if i:
                out.append(" · ", MUTED)
            out.append_text(card_text(view, card))
        out.append("\n")
    return out


def auction_text(view, names: list[str]) -> Text:
    a = view.auction
    out = Text()
    if not a:
        return out
    out.append("Auction: ", Style(bold=True, color="#ffd54f"))
    card = a[2]
    what = NAME[view.kind_of[card]] if card >= 0 else "a card"
    if len(a) == 5:
        out.append(f"{names[a[0]]} bids {a[3]} on {what} (pot {a[4]})\n")
    else:
        bids = ", ".join(f"{names[s]} {'sealed' if b == -2 else '—' if b == -1 else b}"
                         for s, b in enumerate(a[3]))
        out.append(f"{what}: bids {bids}\n")
    return out


def render(view, viewer: int | None, names: list[str]) -> Text:
    out = Text()
    for lane in range(len(view.lanes)):
        out.append_text(lane_lines(view, lane, names))
    out.append("Market: ", BOLD)
    market = [f"[{i + 1}] {NAME[view.kind_of[c]]} {STRENGTH[view.kind_of[c]]}"
              for i, c in enumerate(view.market) if c >= 0]
    out.append(" · ".join(market) or "empty")
    if view.deck and view.deck[-1] >= 0:
        out.append(f"  | deck top: {NAME[view.kind_of[view.deck[-1]]]}", MUTED)
    out.append(f" ({len(view.deck)} left)\n", MUTED)
    out.append_text(auction_text(view, names))
    out.append("Coins: ", BOLD)
    out.append(" · ".join(f"P{s + 1} {names[s]} {view.coins[s]}" for s in range(view.nseats)))
    out.append(f" · supply {view.supply}\n")
    out.append("Castles won: ", BOLD)
    out.append(" · ".join(f"{side_name(view, side, names)} {view.won[side]}" for side in range(view.nsides)))
    out.append("\n")
    for s in range(view.nseats):
        waiting = [c for c in view.waiting[s]]
        if waiting:
            out.append(f"{names[s]} waits to deploy: ", BOLD)
            out.append(", ".join(NAME[view.kind_of[c]] if c >= 0 else "?" for c in waiting))
            out.append("\n")
    if viewer is not None and view.hands and view.hands[viewer]:
        out.append("Your hand: ", BOLD)
        out.append(", ".join(NAME[view.kind_of[c]] if c >= 0 else "?" for c in view.hands[viewer]))
        out.append("\n")
    out.rstrip()
    return out


class CrimsonCompanyScreen(GameScreen):
    """A game of Crimson Company, any variant. Buying out a bid or passing comes as a
    dialog (escape leaves it for the action list)."""

    def ask_human(self, seat: int) -> None:
        super().ask_human(seat)
        pending = self.match.pending()
        if pending.decision.kind == "answer":
            from tui.screens.dialogs import ChoiceDialog

            turn = self.turn
            title = f"{auction_text(pending.view, self.match.names).plain.strip()}\n{pending.decision.prompt}"
            choices = [(pending.view.describe(a), a) for a in pending.legal_actions]

            def chosen(action) -> None:
                if action is not None and turn == self.turn:
                    self.play(action)

            self.app.push_screen(ChoiceDialog(title, choices), chosen)

    def show_view(self, view, pending) -> None:
        self.query_one("#view-text").update(render(view, self.viewer, self.match.names))
