"""The Crimson Company auction as a dialog of its own.

It shows the card on offer (name, strength, what it does), the bids so far, your coins
and the choices of the moment:

- your bid (duel, 2-vs-2): the amount (◀ ▶, the arrow keys, or type it), then "Bid";
- an opponent's bid: buy it out for its price, or pass;
- the free-for-all's sealed bid: the amount, hidden from the others until all have bid;
- the free-for-all's reveal: pay the highest bid to its bidder and take the card, or pass.

It dismisses with the chosen action, or None (escape) to answer from the action list.
Its styles are in screen.tcss (a dialog's DEFAULT_CSS would lose to the shared
`.dialog` rule of app.tcss).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from core.crimson_company.auction import offer_card, price, responders
from core.i18n import N_, _, ngettext
from tui.games.crimson_company.cards import card_detail
from tui.screens.dialogs import ButtonDialog
from tui.widgets.footer import Footer


def stepper(label: str, id: str) -> Button:
    """A ◀ / ▶ button of the amount: clicked only, the keys step with ←/→."""
    button = Button(label, id=id, classes="stepper")
    button.can_focus = False
    return button


def seat_name(names: list[str], seat: int) -> str:
    """A seat's name, with its P-number when the name does not say it."""
    plain = _("Player {number}").format(number=seat + 1)
    return plain if names[seat] in (plain, f"Player {seat + 1}") else f"{names[seat]} (P{seat + 1})"


def coins(n: int) -> str:
    return ngettext("{n} coin", "{n} coins", n).format(n=n)


class AuctionDialog(ButtonDialog):  # a ButtonDialog keeps its dimmed board (dimmed.py)
    """The card, the bids, your coins; an amount to set or a few answers to choose.
    The first button is highlighted on open and is what Enter does; ↑/↓ and Tab move
    between the buttons (←/→ too, unless they set the amount)."""

    BINDINGS = [
        Binding("escape", "cancel", N_("Back to the board")),
        Binding("left,minus", "step(-1)", N_("Less")),
        Binding("right,plus,equals_sign", "step(1)", N_("More")),
    ]

    def __init__(
        self, title: str, card: str, state: str, amounts=None, choices=(), verb: str = "Bid", what: str = ""
    ) -> None:
        """`amounts`: (coins, action) pairs to pick an amount from (a bid), else
        `choices`: (label, action) pairs, one button each, the first focused (put the
        neutral one first: a pass). `what`: the amount line's words, with the fields
        {coins}, {low} and {high} ("Bid: 3 coins (1–5)")."""
        super().__init__()
        self.title_text, self.card, self.state_text = title, card, state
        self.amounts = list(amounts or [])
        self.choices = list(choices)
        self.verb = verb
        self.what = what or _("Bid: {coins} ({low}–{high})")
        self.index = 0
        self.typed = ""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="auction-dialog"):
            yield Static(self.title_text, classes="dialog-title")
            yield Static(self.card, id="auction-card", markup=False)
            yield Static(self.state_text, id="auction-state", markup=False)
            if self.amounts:
                with Horizontal(id="auction-amount"):
                    yield stepper("◀", "less")
                    yield Static(id="amount", markup=False)
                    yield stepper("▶", "more")
                # the keys (←/→, digits, enter, esc) are the footer's: this line says what the amount is
                with Horizontal(classes="dialog-buttons"):
                    yield Button(self.verb, id="confirm", variant="warning")
                    yield Button(_("Back"), id="back")
            else:  # the footer names the keys (enter, ←/→ tab, esc)
                with Horizontal(classes="dialog-buttons"):
                    for i, (label, _value) in enumerate(self.choices):
                        yield Button(label, id=f"choice-{i}", variant="primary" if i == 0 else "default")
        yield Footer()

    def footer_words(self, action: str) -> str | None:
        """←/→ are "Less"/"More" while there is an amount, else they move between the
        answers as Tab does (the footer's "←/→ tab choose")."""
        if self.amounts:
            return "" if action.startswith("step_button") else None
        return "" if action.startswith("step(") else None

    def on_mount(self) -> None:
        if self.amounts:
            self.show_amount()
        self.focus_first_button()

    # -- the amount --------------------------------------------------------------------
    @property
    def amount(self) -> int:
        return self.amounts[self.index][0]

    def show_amount(self) -> None:
        low, high = self.amounts[0][0], self.amounts[-1][0]
        words = self.what.format(coins=coins(self.amount), low=low, high=high)
        self.query_one("#amount", Static).update(words, layout=False)  # its size is fixed (screen.tcss)
        self.query_one("#confirm", Button).label = f"{self.verb} {self.amount}"
        self.query_one(Footer).relabel()  # "enter: Bid 2": what Enter does changed with the amount

    def action_step(self, delta: int) -> None:
        """←/→: the amount of a bid, else the next button."""
        if not self.amounts:
            self.action_step_button(delta)
        else:
            self.index = max(0, min(len(self.amounts) - 1, self.index + delta))
            self.typed = ""
            self.show_amount()

    def on_key(self, event) -> None:
        """Digits type the amount (two digits in a row make a two-digit number)."""
        if not self.amounts or not event.character or not event.character.isdigit():
            return
        event.stop()
        typed = self.typed + event.character
        values = [n for n, _ in self.amounts]
        if int(typed) not in values:
            typed = event.character
        if int(typed) in values:
            self.index = values.index(int(typed))
            self.show_amount()
        self.typed = typed if len(typed) < 2 else ""

    # -- answers -----------------------------------------------------------------------
    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        bid = event.button.id or ""
        if bid == "less":
            self.action_step(-1)
        elif bid == "more":
            self.action_step(1)
        elif bid == "confirm":
            self.dismiss(self.amounts[self.index][1])
        elif bid == "back":
            self.dismiss(None)
        else:
            self.dismiss(self.choices[int(bid.split("-")[1])][1])

    def action_cancel(self) -> None:
        self.dismiss(None)


def auction_dialog(view, kind: str, actions: list, names: list[str], viewer: int) -> AuctionDialog:
    """The dialog for a decision of `kind` ("bid", "sealed_bid" or "answer") made of
    `actions` (all about one card)."""
    if kind == "bid":
        return bid_dialog(view, actions, viewer)
    if kind == "sealed_bid":
        return sealed_dialog(view, actions, names, viewer)
    if isinstance(view.auction[3], list):
        return reveal_dialog(view, actions, names, viewer)
    return buyout_dialog(view, actions, names, viewer)


def bid_dialog(view, actions: list, viewer: int) -> AuctionDialog:
    slot = actions[0][1]
    card = offer_card(view, slot)
    where = _("the deck's top card") if slot == 4 else _("the market")
    state = _(
        "You have {coins}. The opponents may buy your bid out by paying it (one more against a Bard); "
        "you then get your bid back and their coins. If all pass, you take the card and your bid goes to the supply."
    ).format(coins=coins(view.coins[viewer]))
    amounts = sorted((a[2], a) for a in actions)
    return AuctionDialog(
        _("Auction · your bid on {where}").format(where=where),
        card_detail(view, card, in_play=False),
        state,
        amounts=amounts,
        verb=_("Bid"),
    )


def buyout_dialog(view, actions: list, names: list[str], viewer: int) -> AuctionDialog:
    bidder, _slot, card, bid, pot = view.auction
    cost = price(view)
    bard = _(" (one more: {name}'s side has a Bard)").format(name=names[bidder]) if cost > bid else ""
    state = _(
        "{name} bids {bid} on it{bard}. You have {coins}.\n"
        "Buy out: you pay {cost} and take the card; {name} gets the bid back and your {cost}. Pass: {after}"
    ).format(
        name=names[bidder],
        bid=coins(bid),
        bard=bard,
        coins=coins(view.coins[viewer]),
        cost=coins(cost),
        after=after_pass(view, viewer, names),
    )
    labels = {"buyout": _("Buy out for {cost}").format(cost=cost), "pass": _("Pass")}
    choices = passing_first([(labels[a[0]], a) for a in actions])
    return AuctionDialog(
        _("Auction · {name} bids {bid}").format(name=names[bidder], bid=bid),
        card_detail(view, card, in_play=False),
        state,
        choices=choices,
    )


def passing_first(choices: list) -> list:
    """The answers with the pass first: the dialog opens on it, so Enter never spends."""
    return sorted(choices, key=lambda choice: choice[1][0] != "pass")


def after_pass(view, viewer: int, names: list[str]) -> str:
    """What passing on a buy-out leads to: the next opponent's answer, or the bidder
    taking the card."""
    bidder = view.auction[0]
    rest = responders(view, bidder)
    later = rest[rest.index(viewer) + 1 :] if viewer in rest else []
    if later:
        return _("{next} may buy out next, else {bidder} takes the card.").format(
            next=names[later[0]], bidder=names[bidder]
        )
    return _("{bidder} takes the card and the bid goes to the supply.").format(bidder=names[bidder])


def sealed_dialog(view, actions: list, names: list[str], viewer: int) -> AuctionDialog:
    active, _slot, card, bids, _pot = view.auction
    sealed = _("sealed")
    made = [
        f"{names[s]} {sealed if b == -2 else b}" for s, b in enumerate(bids) if s not in (active, viewer) and b != -1
    ]
    state = _(
        "{name} auctions this card. You have {coins}. The highest bid wins (a tie: the bidder nearest {name} "
        "clockwise); {name} may then pay it to that bidder and take the card."
    ).format(name=names[active], coins=coins(view.coins[viewer])) + (
        _("\nBids so far: {bids}.").format(bids=", ".join(made)) if made else ""
    )
    amounts = sorted((a[1], a) for a in actions)
    return AuctionDialog(
        _("Auction · your sealed bid"),
        card_detail(view, card, in_play=False),
        state,
        amounts=amounts,
        verb=_("Seal bid"),
        what=_("Sealed bid: {coins} ({low}–{high})"),
    )


def reveal_dialog(view, actions: list, names: list[str], viewer: int) -> AuctionDialog:
    active, _slot, card, bids, _pot = view.auction
    order = [(active + k) % view.nseats for k in range(1, view.nseats)]
    order = [s for s in order if view.seat_side[s] not in view.placements]
    best = max(bids[s] for s in order)
    top = next(s for s in order if bids[s] == best)
    shown = ", ".join(f"{seat_name(names, s)}: {bids[s]}" for s in order)
    ties = _(" (a tie goes to the bidder nearest you clockwise)") if sum(bids[s] == best for s in order) > 1 else ""
    state = _(
        "Bids: {shown}{ties}. You have {coins}.\n"
        "Take it: you pay {best} to {top} and take the card. Pass: {top} pays {best} to the bank and takes it."
    ).format(shown=shown, ties=ties, coins=coins(view.coins[viewer]), best=coins(best), top=names[top])
    labels = {"buyout": _("Pay {best}, take it").format(best=best), "pass": _("Pass to {name}").format(name=names[top])}
    choices = passing_first([(labels[a[0]], a) for a in actions])
    return AuctionDialog(
        _("Auction · highest bid {best} by {name}").format(best=best, name=names[top]),
        card_detail(view, card, in_play=False),
        state,
        choices=choices,
    )
