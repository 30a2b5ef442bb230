"""The Crimson Company screen: the lanes with their castles, both sides' cards from the
castle outwards (face-down ones marked ▼), strength totals, the market of four and the
deck's top card, the pile, everyone's coins and the supply, your cards to deploy — drawn
from the view of the player at the keyboard only.

Decisions are answered on the board: pick a » spot (arrow keys + enter, or a click); an
action that needs two spots (a card, then a lane) marks the first • and lights up the
second's legal spots; escape drops a half-made pick. The auction is a dialog of its own
(auction.py). A "no" with no place on the board (destroy no more, do not swap,
keep the deck's top card) is the x key. The list of legal actions stays as the fallback,
and for the tournament draft.
`t` swaps the board for a plain text of it (`render`, also used by the replay).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.markup import escape
from textual.app import ComposeResult, ScreenStackError
from textual.binding import Binding
from textual.containers import Container, Vertical, VerticalScroll
from textual.geometry import Size
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist

from core.i18n import N_, _, ngettext
from core.match import Pending
from core.narration import named, predicate
from tui.games.base import GameScreen
from tui.games.crimson_company.bids import GROUP_PREFIX, AmountRow, keys_line, rows_of
from tui.games.crimson_company.board import CrimsonBoard
from tui.games.crimson_company.cards import CHOSEN, TARGET, card_detail, character_detail, side_label
from tui.games.crimson_company.lane import LaneRow
from tui.games.crimson_company.list_words import ROW_ROOM, list_words
from tui.games.crimson_company.picks import AUCTION_KINDS, Picks, path_of
from tui.games.crimson_company.purses import PurseRow
from tui.games.crimson_company.refusals import spot_name, spot_words, why_not
from tui.games.crimson_company.text import render  # also the replay's board text (replay.py)
from tui.widgets.footer import Footer
from tui.widgets.title import game_title

# what the x key does, by the action it plays
DECLINE = {"done": N_("destroy no more"), "skip": N_("not swap"), "keep": N_("keep the deck's top card")}
WIDE = 120  # from this width the prompt, list and log stand beside the board
ROOMY = 34  # from this height each castle's rule is written out under its lane


def ordinal(position: int) -> str:
    """Where a card lies in its row: "nearest the castle", "2nd from the castle" ..."""
    if position == 0:
        return _("nearest the castle")
    n = position + 1
    last = n % 10 if n not in (11, 12, 13) else 0
    if last == 2:
        return _("{n}nd from the castle").format(n=n)
    if last == 3:
        return _("{n}rd from the castle").format(n=n)
    return _("{n}th from the castle").format(n=n)


# -- the screen ------------------------------------------------------------------------------
class CrimsonCompanyScreen(GameScreen):
    """A game of Crimson Company, any variant, answered on the board."""

    # absolute: the network screen is a class made at run time (net_game.py), and a
    # relative path would be read beside the module that made it
    CSS_PATH = str(Path(__file__).with_name("screen.tcss"))
    BINDINGS = [
        Binding("a", "auction", N_("Auction")),
        Binding("x", "decline", N_("Decline")),
        Binding("t", "toggle_text", N_("Text")),
    ]

    def __init__(self, session, table=None) -> None:
        super().__init__(session, table)
        self.picks: Picks | None = None
        self.chosen: tuple | None = None  # the first spot of a two-step pick
        self.refusal = ""  # why the last pick was refused
        self.asked_auction: tuple | None = None  # the decision whose auction dialog was shown
        self.listed_by_us = False  # the list got the focus for a list-only choice
        self.pending: Pending | None = None  # the keyboard's decision on show, if any
        self.roomy = False  # castle rules written out under the lanes
        # what the footer's keys depend on: the auction and decline keys, and whether the board has targets
        self.footer_keys: tuple[bool | None, bool | None, bool] | None = None  # None: not shown yet
        self.amount_rows: list[AmountRow] = []  # the list's rows that pick an amount (bids.py)
        self.kept_auction: Any = None  # the game's one AuctionDialog, once an auction asked for it

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Container(id="cc-body"):
            with Vertical(id="cc-main"):
                yield CrimsonBoard(id="cc-board")
                with VerticalScroll(id="cc-text"):
                    yield Static(id="view-text", markup=False)
                with VerticalScroll(id="cc-detail-scroll", can_focus=False):  # a long text scrolls
                    yield Static(id="cc-detail", markup=False)
            with Container(id="cc-side"):
                # it scrolls: at 80x24 a shown hint keeps its rows in view (the coach scrolls to it)
                with VerticalScroll(id="cc-ask", can_focus=False):
                    yield from self.compose_ask(detail=False)
                yield self.game_log()
        yield Footer()

    def fit_classes(self, size: Size) -> None:
        """The classes the screen's size decides: -wide (as every game screen), -cc-wide."""
        super().fit_classes(size)
        self.set_class(size.width >= WIDE, "-cc-wide")

    def on_resize(self, event) -> None:
        self.fit_classes(event.size)
        if self.turn and (event.size.height >= ROOMY) != self.roomy:
            self.refresh_board(self.pending if self.waiting_for is not None else None)
        elif self.turn:  # the title fitted to the new width
            self.query_one("#status", Static).update(self.status_text())

    def game_status(self) -> str:
        """The game, whose turn, the round and the castles won, "you: <name>": at 80
        columns the round goes first, then the castles (`tui.widgets.title.game_title`)."""
        view = self.current_view()
        progress = [_("round {number}").format(number=view.round)]
        if view.variant in ("solo", "co-op"):
            progress.append(_("castles {won}–{won2} vs robbers").format(won=view.won[0], won2=view.won[1]))
        elif view.variant != "free-for-all":  # (its castles are in the purses row)
            progress.append(_("castles ") + "–".join(str(w) for w in view.won))
        return game_title(self, progress)

    @property
    def board(self) -> CrimsonBoard:
        return self.query_one(CrimsonBoard)

    # -- drawing -----------------------------------------------------------------------
    def show_view(self, view, pending) -> None:
        self.pending = pending
        self.query_one("#view-text", Static).update(render(view, self.viewer, self.names))
        if pending is None:
            self.picks, self.chosen = None, None
        else:
            self.picks = Picks(pending.view, pending.decision.kind, pending.legal_actions)
            if self.chosen not in self.picks.first_spots():
                self.chosen = None
        self.roomy = self.size.height >= ROOMY
        self.board.show(view, self.viewer, self.names, *self.marks(), rule_lines=self.roomy)
        # a tall terminal and a few lanes: a blank line between lanes
        self.board.set_class(self.roomy and len(view.lanes) <= 6, "-spaced")
        keys = (self.check_action("auction", ()), self.check_action("decline", ()), bool(self.board.targets))
        if keys != self.footer_keys:  # the footer is made anew: only when it changes
            self.footer_keys = keys
            self.refresh_bindings()
        self.show_detail(self.board.cursor)

    @property
    def asked(self) -> Pending:
        """The decision on show (there is one whenever picks or a dialog are offered)."""
        assert self.pending is not None
        return self.pending

    def marks(self) -> tuple[Any, Any]:
        """(targets, chosen) for the board now."""
        if self.picks is None:
            return (), None
        first = self.chosen or self.picks.forced
        return self.picks.targets(first), first

    def mark_board(self) -> None:
        self.board.mark(*self.marks())
        self.show_prompt()
        self.show_detail(self.board.cursor)
        self.refresh_bindings()  # escape's words follow the selection (footer_words)

    def holds_selection(self) -> bool:
        return self.chosen is not None

    def show_actions(self, pending) -> None:
        self.refusal = ""
        super().show_actions(pending)
        self.show_prompt()

    def show_prompt(self) -> None:
        pending = self.pending
        if pending is None or self.waiting_for is None:
            return
        who, prompt = escape(self.names[pending.seat]), escape(str(pending.decision.prompt))
        text = f"[b]{who}[/b]: {prompt}\n{escape(self.hint())}"
        if keys := keys_line(self.amount_rows):  # said once here, not in every amount row
            text += f"\n{escape(keys)}"
        if self.refusal:
            text += f"\n[b]✗[/b] {escape(self.refusal)}"
        self.query_one("#prompt", Static).update(text)

    def hint(self) -> str:
        picks = self.picks
        if picks is None or not picks.on_board:
            return _("Choose from the list.")
        kind = picks.kind
        if kind in ("answer", "sealed_bid"):
            return _("The auction dialog answers it (a opens it again).")
        first = self.chosen or picks.forced
        if first is not None:
            chosen, spots = CHOSEN + spot_name(self.asked.view, first), spot_words(picks.second_spots(first))
            if self.chosen:
                return _("{chosen}: now a {target} {spots}, esc drops it.").format(
                    chosen=chosen, target=TARGET, spots=spots
                )
            return _("{chosen}: now a {target} {spots}.").format(chosen=chosen, target=TARGET, spots=spots)
        decline = self.declining()
        spots = spot_words(picks.first_spots())
        if decline:
            return _("Pick a {target} {spots} on the board, or x to {decline}.").format(
                target=TARGET, spots=spots, decline=_(DECLINE[decline[0]])
            )
        if picks.listed_only:
            return _("Pick a {target} {spots} on the board (or the list).").format(target=TARGET, spots=spots)
        return _("Pick a {target} {spots} on the board.").format(target=TARGET, spots=spots)

    def declining(self):
        """The one "no" of a decision (destroy no more, do not swap, keep the top card),
        which has no spot on the board: the x key plays it."""
        picks = self.picks
        if picks is None or len(picks.listed_only) != 1:
            return None
        action = picks.listed_only[0]
        return action if action[0] in DECLINE else None

    def show_detail(self, spot) -> None:
        self.query_one("#cc-detail", Static).update(self.describe_spot(spot))

    def describe_spot(self, spot) -> str:
        if spot is None:
            return ""
        view = self.current_view()
        kind = spot[0]
        if kind == "card":
            loc = view.find(spot[1])
            where = _(" · no longer in play")
            if loc is not None:
                side = view.lane_sides[loc[0]][loc[1]]
                where = _(" · lane {lane}, {side}'s side, {position}").format(
                    lane=loc[0] + 1, side=side_label(view, side), position=ordinal(loc[2])
                )
            return card_detail(view, spot[1]).replace("\n", where + "\n", 1)
        if kind == "market":
            if spot[1] == 4:
                if not view.deck:
                    return _("The deck is empty.")
                where = _(" · top of the deck ({n} cards)").format(n=len(view.deck))
                return card_detail(view, view.deck[-1], in_play=False).replace("\n", where + "\n", 1)
            return card_detail(view, view.market[spot[1]], in_play=False)
        if kind == "hand":
            return card_detail(view, spot[1], in_play=False)
        if kind == "lane":
            return self.lane_row(spot[1]).detail()
        if kind == "seat":
            return self.query_one(PurseRow).detail(spot[1])
        return _("Destroyed pile: {n} cards. When the deck runs out they are shuffled into a new deck.").format(
            n=len(view.pile)
        )

    def lane_row(self, lane: int) -> LaneRow:
        return next(r for r in self.query(LaneRow) if r.lane == lane)

    def focus_for_turn(self) -> None:
        actions = self.query_one("#actions", OptionList)
        if self.picks is not None and self.picks.on_board:
            if self.focused is not actions or self.listed_by_us:
                self.board.focus()
            self.listed_by_us = False
        else:
            self.listed_by_us = self.focused is not actions
            actions.focus()

    # -- the action list: a card's bids are one row (bids.py) ---------------------------
    def fill_action_list(self, view) -> None:
        """One row per action, except that actions differing only in their amount (a
        card's bids) share a row whose amount ←/→ or digits pick."""
        actions = self.query_one("#actions", OptionList)
        actions.clear_options()
        self.amount_rows = []
        options = []
        for row in rows_of(self.legal, self.listed_indices()):
            if isinstance(row, AmountRow):
                options.append(Option(self.amount_label(view, row, self.legal[row.index]), id=self.group_id(row)))
                self.amount_rows.append(row)
            else:
                options.append(Option(self.list_label(view, self.legal[row]), id=str(row)))
        actions.add_options(options)
        actions.highlighted = 0

    def group_id(self, row: AmountRow) -> str:
        return f"{GROUP_PREFIX}{self.amount_rows.index(row) if row in self.amount_rows else len(self.amount_rows)}"

    def row_action_index(self, option_id: str | None) -> int | None:
        """The index into `legal` a row of the list plays now."""
        if option_id is None:
            return None
        if option_id.startswith(GROUP_PREFIX):
            return self.amount_rows[int(option_id[len(GROUP_PREFIX) :])].index
        return int(option_id) if option_id.isdigit() else None

    def amount_row_of(self, action) -> AmountRow | None:
        if action not in self.legal:
            return None
        index = self.legal.index(action)
        return next((row for row in self.amount_rows if index in row.indices), None)

    def show_row(self, action) -> None:
        super().show_row(action)
        # the hint panel opening above the list takes room from it once laid out: the ①
        # row in sight then too, not only before (it fell out of a long list at 80x24)
        self.call_after_refresh(self.query_one("#actions", OptionList).scroll_to_highlight)

    def row_id(self, action) -> str | None:
        row = self.amount_row_of(action)
        if row is not None:
            if self.hint_advice is not None and action == self.hint_advice.best.action:
                row.choose(action[-1])  # the hint's first option is the amount shown
                self.redraw_amount_row(row)
            return self.group_id(row)
        return super().row_id(action)

    def mark_row(self, action, mark: str) -> None:
        """The hint's mark before the row's own words, both on its one line (the hint
        panel says the whole sentence)."""
        row = self.amount_row_of(action)
        if row is None:
            if self.pending is not None:
                self._relabel(action, self.marked_label(self.pending.view, action, mark))
            return
        if mark:
            row.marks[action[-1]] = mark
        else:
            row.marks.pop(action[-1], None)
        self.redraw_amount_row(row)

    def redraw_amount_row(self, row: AmountRow) -> None:
        if self.pending is None:
            return
        label = self.amount_label(self.pending.view, row, self.legal[row.index])
        try:
            self.query_one("#actions", OptionList).replace_option_prompt(self.group_id(row), label)
        except OptionDoesNotExist:
            pass

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "actions":
            return
        event.stop()
        event.prevent_default()  # Textual would call GameScreen's handler too: a second play
        index = self.row_action_index(event.option.id)
        if index is not None:
            self.play(self.legal[index])

    def on_key(self, event) -> None:
        """←/→ or digits on an amount row of the list change the amount it plays."""
        actions = self.query_one("#actions", OptionList)
        if self.focused is not actions or actions.highlighted is None:
            return
        option_id = actions.get_option_at_index(actions.highlighted).id or ""
        if not option_id.startswith(GROUP_PREFIX):
            return
        row = self.amount_rows[int(option_id[len(GROUP_PREFIX) :])]
        if event.key in ("left", "right"):
            row.step(-1 if event.key == "left" else 1)
        elif not (event.character and event.character.isdigit() and row.type_digit(event.character)):
            return
        event.stop()
        event.prevent_default()
        self.redraw_amount_row(row)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The card an action of the list is about shows in the detail line."""
        index = self.row_action_index(event.option.id)
        if (
            event.option_list.id != "actions"
            or not event.option_list.has_focus
            or self.pending is None
            or index is None
            or not 0 <= index < len(self.legal)
        ):
            return
        action = self.legal[index]
        view = self.pending.view
        if action[0] == "pick":
            text = character_detail(view, action[1])
        elif action[0] == "take" and self.pending.decision.kind == "pile":
            text = card_detail(view, action[1], in_play=False)
        else:
            path = path_of(view, self.pending.decision.kind, action)
            text = self.describe_spot(path[0]) if path else ""
        self.query_one("#cc-detail", Static).update(text)

    def list_label(self, view, action, room: int = ROW_ROOM) -> str:
        """A row of the action list: what tells it from the other rows, on one line of
        `room` cells (list_words.py); the hint and the log keep `action_label`'s sentence."""
        return list_words(view, action, lambda: self.action_label(view, action), room)

    def marked_label(self, view, action, mark: str) -> str:
        """A plain row with the hint's `mark` ("" for none) before its words."""
        if not mark:
            return self.list_label(view, action)
        return f"{mark} {self.list_label(view, action, ROW_ROOM - cell_len(mark) - 1)}"

    def amount_label(self, view, row: AmountRow, action) -> str:
        """An amount row's text, playing `action` now: its words in the room the hint's
        marks on it leave."""
        return row.label(self.list_label(view, action, ROW_ROOM - cell_len(row.label(""))))

    def action_label(self, view, action) -> str:
        """As `describe`, but a sealed bid names its amount (the log hides it from others)
        and the one choosing is not named: the list is theirs, so "Bids 1 coin on Wizard",
        not "Player 1 bids 1 coin on Wizard" (which took two rows at 80 columns)."""
        if action[0] == "sealed":
            return ngettext("Seal a bid of {n} coin", "Seal a bid of {n} coins", action[1]).format(n=action[1])
        said, seat = view.describe(action), view.to_move()
        if seat is None:
            return named(said, self.names)
        text = predicate(said, seat, self.names)
        return text[:1].upper() + text[1:]

    # -- answering on the board --------------------------------------------------------
    def ask_human(self, seat: int) -> None:
        super().ask_human(seat)
        kind = self.pending.decision.kind if self.pending else None
        if kind in ("answer", "sealed_bid") and self.asked_auction != self.moment():
            self.asked_auction = self.moment()
            self.action_auction()

    def on_crimson_board_cursor_moved(self, message: CrimsonBoard.CursorMoved) -> None:
        self.show_detail(message.spot)

    def on_crimson_board_picked(self, message: CrimsonBoard.Picked) -> None:
        picks = self.picks
        if self.waiting_for is None or picks is None:
            self.show_detail(message.spot)
            return
        first = self.chosen or picks.forced
        targets = picks.targets(first)
        spot = self.resolve(message.spot, targets)
        self.refusal = ""
        if first is not None and spot in targets:
            self.finish((first, spot))
        elif spot == self.chosen:
            self.chosen = None
            self.mark_board()
        elif spot in picks.first_spots() and picks.forced is None:
            if picks.needs_second(spot):
                self.chosen = spot
                self.mark_board()
            else:
                self.finish((spot,))
        else:
            self.refuse(spot, targets, first)

    def resolve(self, spot, targets):
        """A card in a lane stands for its lane where a lane is wanted."""
        if spot in targets or spot[0] != "card":
            return spot
        view: Any = self.asked.view  # a CCState (core.crimson_company.state)
        loc = view.find(spot[1])
        if loc is not None and ("lane", loc[0]) in targets:
            return ("lane", loc[0])
        return spot

    def refuse(self, spot, targets, first) -> None:
        pending = self.asked
        self.refusal = why_not(
            pending.view,
            pending.decision.kind,
            str(pending.decision.prompt),
            targets,
            first,
            spot,
            self.viewer,
            droppable=self.chosen is not None,
        )
        self.notify(self.refusal, title=_("Not a choice now"), severity="warning", timeout=4)
        self.show_prompt()

    def finish(self, path: tuple) -> None:
        """The spots of `path` are picked: play its action, or ask which one in a dialog."""
        picks = self.picks
        assert picks is not None  # a path is picked only while picks are offered
        actions = picks.complete(path)
        self.chosen = None
        if len(actions) == 1:
            if not self.play(actions[0]):
                self.mark_board()
            return
        self.mark_board()
        if picks.kind in AUCTION_KINDS:
            self.open_auction(actions)
        else:
            self.open_choice(actions)

    def open_auction(self, actions: list) -> None:
        from tui.games.crimson_company.auction import auction_offer

        pending = self.asked
        offer = auction_offer(pending.view, pending.decision.kind, actions, self.names, pending.seat)
        self.app.push_screen(self.auction_dialog(offer), self.answer_for(self.moment()))

    def auction_dialog(self, offer):
        """The game's one auction dialog showing `offer`: made at the first auction and
        installed, so Textual keeps it when it is dismissed; later auctions change its
        texts in place instead of mounting a new modal screen (auction.py)."""
        from tui.games.crimson_company.auction import AuctionDialog

        dialog = self.kept_auction
        if dialog is None:
            dialog = self.kept_auction = AuctionDialog(offer)
            self.app.install_screen(dialog, f"crimson-auction-{id(self)}")
        else:
            dialog.show(offer)
        return dialog

    def on_unmount(self) -> None:
        """The kept auction dialog goes with the game (GameScreen's on_unmount runs too)."""
        dialog, self.kept_auction = self.kept_auction, None
        if dialog is None:
            return
        try:
            self.app.uninstall_screen(dialog)
        except ScreenStackError:
            return  # the app is closing with the dialog up: Textual closes every screen
        dialog.remove()

    def open_choice(self, actions: list) -> None:
        from tui.screens.dialogs import ChoiceDialog

        pending = self.asked
        choices = [(str(pending.view.describe(a)), a) for a in actions]
        self.app.push_screen(ChoiceDialog(str(pending.decision.prompt), choices), self.answer_for(self.moment()))

    def moment(self) -> tuple:
        """Which decision is asked: the same until an action is taken (a network game
        counts a turn for every message from the host, so `turn` will not do)."""
        return self.shown_log, self.waiting_for

    def answer_for(self, moment: tuple):
        """A dialog's callback: play the answer if the same decision is still asked."""

        def chosen(action) -> None:
            if action is not None and moment == self.moment() and action in self.legal:
                self.play(action)

        return chosen

    # -- keys --------------------------------------------------------------------------
    def footer_words(self, action: str) -> str | None:
        """Enter on the board picks while a decision is asked; otherwise it shows the
        detail of the spot under the cursor, and the footer says so."""
        if action == "pick" and self.picks is None:
            return _("Details")
        return super().footer_words(action)

    def check_action(self, action: str, parameters) -> bool | None:
        if action == "auction":
            return self.picks is not None and self.picks.kind in ("answer", "sealed_bid")
        if action == "decline":
            return self.declining() is not None
        return super().check_action(action, parameters)

    def action_decline(self) -> None:
        action = self.declining()
        if action is not None:
            self.chosen = None
            self.play(action)

    def action_auction(self) -> None:
        """Open the auction dialog of the decision asked now (unless it is open)."""
        from tui.games.crimson_company.auction import AuctionDialog

        if self.picks is None or self.picks.kind not in ("answer", "sealed_bid"):
            return
        if any(isinstance(screen, AuctionDialog) for screen in self.app.screen_stack):
            return
        self.open_auction(list(self.asked.legal_actions))

    def action_toggle_text(self) -> None:
        """The board as plain text (to read or copy it) and back."""
        self.toggle_class("-text")
        if self.has_class("-text"):
            self.query_one("#cc-text").focus()
        else:
            self.board.focus()

    def action_leave(self) -> None:
        if self.chosen is not None:
            self.chosen = None
            self.refusal = ""
            self.mark_board()
            return
        super().action_leave()
