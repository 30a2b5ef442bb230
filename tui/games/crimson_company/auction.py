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

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static
from textual.widgets.button import ButtonVariant

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


@dataclass(frozen=True)
class Offer:
    """What one auction decision shows: its title, the card, the state of the auction,
    and either `amounts` ((coins, action) pairs, a bid: the amount, then "Bid") or
    `choices` ((label, action) pairs, one button each, the first focused: put the neutral
    one first, a pass). `what`: the amount line's words, with the fields {coins}, {low}
    and {high} ("Bid: 3 coins (1–5)")."""

    title: str
    card: str
    state: str
    amounts: tuple = ()
    choices: tuple = ()
    verb: str = ""
    what: str = ""


class AuctionDialog(ButtonDialog):  # a ButtonDialog keeps its dimmed board (dimmed.py)
    """The card, the bids, your coins; an amount to set or a few answers to choose.
    The first button is highlighted on open and is what Enter does; ↑/↓ and Tab move
    between the buttons (←/→ too, unless they set the amount).

    A game screen makes one per game and shows it again for each auction decision with
    `show(offer)`: its texts, buttons and amount change in place, which costs a fraction
    of a new modal screen's mounting, styling and settling layouts. Its buttons are a
    pool: the ones a decision does not need are hidden, not removed."""

    BINDINGS = [
        Binding("escape", "cancel", N_("Back to the board")),
        Binding("left,minus", "step(-1)", N_("Less")),
        Binding("right,plus,equals_sign", "step(1)", N_("More")),
    ]

    def __init__(self, offer: Offer) -> None:
        super().__init__()
        self.offer = offer
        self.answers: list = []  # what each shown button of the pool does: "bid", "back" or an action
        self.amount_line: Static | None = None  # the amount's words, once a bid needed them
        self.index = 0
        self.typed = ""

    # what the offer on show asks (tests and the screen read them)
    @property
    def amounts(self) -> list:
        return list(self.offer.amounts)

    @property
    def choices(self) -> list:
        return list(self.offer.choices)

    @property
    def title_text(self) -> str:
        return self.offer.title

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="auction-dialog"):
            yield Static(self.offer.title, classes="dialog-title", id="auction-title")
            yield Static(self.offer.card, id="auction-card", markup=False)
            yield Static(self.offer.state, id="auction-state", markup=False)
            if self.offer.amounts:  # else made when a bid first needs it (`fill`)
                yield self.amount_row()
            # the keys (←/→, digits, enter, esc) are the footer's: the amount line says what the amount is
            with Horizontal(classes="dialog-buttons", id="auction-buttons"):
                for i, (label, variant, _answer) in enumerate(self.button_words()):
                    # its words from the start: the first button has the focus, and the
                    # footer's first build says what Enter does ("enter: Pass")
                    yield Button(label, id=f"answer-{i}", variant=variant)
        yield Footer()

    def amount_row(self) -> Horizontal:
        """◀ the amount line ▶."""
        self.amount_line = Static(id="amount", markup=False)
        return Horizontal(stepper("◀", "less"), self.amount_line, stepper("▶", "more"), id="auction-amount")

    def on_mount(self) -> None:
        self.fill()

    def show(self, offer: Offer) -> None:
        """Ask `offer` next: the same widgets with its texts, buttons and amount, the
        first button highlighted (call it while the dialog is off the screen stack)."""
        self.offer = offer
        texts = {"#auction-title": offer.title, "#auction-card": offer.card, "#auction-state": offer.state}
        for id, text in texts.items():
            self.query_one(id, Static).update(text)
        self.fill()

    def button_words(self) -> list[tuple[str, ButtonVariant, object]]:
        """(label, variant, answer) of each button the offer needs."""
        if self.offer.amounts:
            return [(self.offer.verb, "warning", "bid"), (_("Back"), "default", "back")]
        choices = self.offer.choices
        return [(label, "primary" if i == 0 else "default", value) for i, (label, value) in enumerate(choices)]

    def fill(self) -> None:
        """The buttons, the amount line and the focus for the offer on show."""
        words = self.button_words()
        pool = list(self.query_one("#auction-buttons").query_children(Button))
        if len(pool) < len(words):  # a shape never shown before: more buttons, once
            extra = [Button("", id=f"answer-{i}") for i in range(len(pool), len(words))]
            self.query_one("#auction-buttons").mount_all(extra)
            pool += extra
        self.answers = [answer for _label, _variant, answer in words]
        for i, button in enumerate(pool):
            shown = i < len(words)
            if shown:
                button.label, button.variant = words[i][0], words[i][1]
            # the last answer's press effect is over: while the class is on, Textual ignores
            # the button's Enter (it drops a fast answer to the next question)
            button.remove_class("-active")
            if button.display != shown:
                button.display = shown
        rows = list(self.query("#auction-amount"))
        if self.offer.amounts and not rows:
            self.query_one("#auction-dialog").mount(self.amount_row(), before="#auction-buttons")
        for row in rows:
            if row.display != bool(self.offer.amounts):
                row.display = bool(self.offer.amounts)
        self.index, self.typed = 0, ""
        if self.offer.amounts:
            self.show_amount()
        self.focus_first_button()
        self.query_one(Footer).relabel()  # the focused button's new words, if the focus stays on it

    def footer_words(self, action: str) -> str | None:
        """←/→ are "Less"/"More" while there is an amount, else they move between the
        answers as Tab does (the footer's "←/→ tab choose")."""
        if self.offer.amounts:
            return "" if action.startswith("step_button") else None
        return "" if action.startswith("step(") else None

    # -- the amount --------------------------------------------------------------------
    @property
    def amount(self) -> int:
        return self.offer.amounts[self.index][0]

    def show_amount(self) -> None:
        amounts = self.offer.amounts
        low, high = amounts[0][0], amounts[-1][0]
        what = self.offer.what or _("Bid: {coins} ({low}–{high})")
        words = what.format(coins=coins(self.amount), low=low, high=high)
        assert self.amount_line is not None  # made with the first bid's offer (`fill`)
        self.amount_line.update(words, layout=False)  # its size is fixed (screen.tcss)
        self.query_one("#answer-0", Button).label = f"{self.offer.verb} {self.amount}"
        self.query_one(Footer).relabel()  # "enter: Bid 2": what Enter does changed with the amount

    def action_step(self, delta: int) -> None:
        """←/→: the amount of a bid, else the next button."""
        if not self.offer.amounts:
            self.action_step_button(delta)
        else:
            self.index = max(0, min(len(self.offer.amounts) - 1, self.index + delta))
            self.typed = ""
            self.show_amount()

    def on_key(self, event) -> None:
        """Digits type the amount (two digits in a row make a two-digit number)."""
        if not self.offer.amounts or not event.character or not event.character.isdigit():
            return
        event.stop()
        typed = self.typed + event.character
        values = [n for n, _ in self.offer.amounts]
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
        elif bid.startswith("answer-"):
            answer = self.answers[int(bid.split("-")[1])]
            if answer == "bid":
                self.dismiss(self.offer.amounts[self.index][1])
            else:
                self.dismiss(None if answer == "back" else answer)

    def action_cancel(self) -> None:
        self.dismiss(None)


def auction_dialog(view, kind: str, actions: list, names: list[str], viewer: int) -> AuctionDialog:
    """A new dialog for a decision of `kind` made of `actions` (see `auction_offer`)."""
    return AuctionDialog(auction_offer(view, kind, actions, names, viewer))


def auction_offer(view, kind: str, actions: list, names: list[str], viewer: int) -> Offer:
    """What the dialog shows for a decision of `kind` ("bid", "sealed_bid" or "answer")
    made of `actions` (all about one card)."""
    if kind == "bid":
        return bid_offer(view, actions, viewer)
    if kind == "sealed_bid":
        return sealed_offer(view, actions, names, viewer)
    if isinstance(view.auction[3], list):
        return reveal_offer(view, actions, names, viewer)
    return buyout_offer(view, actions, names, viewer)


def bid_offer(view, actions: list, viewer: int) -> Offer:
    slot = actions[0][1]
    card = offer_card(view, slot)
    where = _("the deck's top card") if slot == 4 else _("the market")
    state = _(
        "You have {coins}. The opponents may buy your bid out by paying it (one more against a Bard); "
        "you then get your bid back and their coins. If all pass, you take the card and your bid goes to the supply."
    ).format(coins=coins(view.coins[viewer]))
    amounts = sorted((a[2], a) for a in actions)
    return Offer(
        _("Auction · your bid on {where}").format(where=where),
        card_detail(view, card, in_play=False),
        state,
        amounts=tuple(amounts),
        verb=_("Bid"),
    )


def buyout_offer(view, actions: list, names: list[str], viewer: int) -> Offer:
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
    return Offer(
        _("Auction · {name} bids {bid}").format(name=names[bidder], bid=bid),
        card_detail(view, card, in_play=False),
        state,
        choices=tuple(choices),
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


def sealed_offer(view, actions: list, names: list[str], viewer: int) -> Offer:
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
    return Offer(
        _("Auction · your sealed bid"),
        card_detail(view, card, in_play=False),
        state,
        amounts=tuple(amounts),
        verb=_("Seal bid"),
        what=_("Sealed bid: {coins} ({low}–{high})"),
    )


def reveal_offer(view, actions: list, names: list[str], viewer: int) -> Offer:
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
    return Offer(
        _("Auction · highest bid {best} by {name}").format(best=best, name=names[top]),
        card_detail(view, card, in_play=False),
        state,
        choices=tuple(choices),
    )
