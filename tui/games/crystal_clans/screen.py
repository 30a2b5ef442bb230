"""The Crystal Clans screen: every decision answered on the board.

The board is made of pickables: the nine zones, the cards of your hand, the units of the
squad a decision is about (in the tray under the zones), the crystals on offer, your
collected crystals, and chips for the choices with no place on the board (Replenish,
Invade, Stay, Done, Yes, No…). Cursor keys + enter/space, or a click, pick one. What may
be picked now is marked » (and lit); a summon is a card (or two or three), then a zone;
a move is the ticked units, then a zone; a reorder is the units top first. Escape drops a
half-made selection, a refused pick says why in the prompt, and the action list on the
right stays as the fallback (and is the only way to say which of several effects that
happen at once resolves first). Only the view of the player at the keyboard is drawn;
key t shows the whole board as text.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.widgets import Static

from core.crystal_clans.state import WIN_CRYSTALS
from core.i18n import N_, _
from tui.games.base import GameScreen
from tui.games.crystal_clans.battle import BattleView, battle_line
from tui.games.crystal_clans.cards import HandCard, HandTitle, UnitChip
from tui.games.crystal_clans.crystals import CrystalChip, OwnedCrystal
from tui.games.crystal_clans.hints import chip_label, hint, why_not
from tui.games.crystal_clans.names import ZONE_NAMES, clan_label
from tui.games.crystal_clans.names import name as card_name
from tui.games.crystal_clans.pane import BoardPane, nearest
from tui.games.crystal_clans.pickable import ChoiceChip, Pickable, seat_style
from tui.games.crystal_clans.picks import (
    CHOICE_KINDS,
    Picker,
    board_form,
    decision_squad,
    decision_zone,
    discard_sources,
    going_units,
)
from tui.games.crystal_clans.text import TextBoard
from tui.games.crystal_clans.track import InitiativeTrack
from tui.games.crystal_clans.zones import ZoneGrid
from tui.widgets.footer import Footer
from tui.widgets.static_text import set_text

CHIP_ORDER = ("mulligan",) + CHOICE_KINDS
# the widgets that hold the board's pickables, in the screen's order (compose's)
PICKABLE_ROWS = (ZoneGrid, "#cc-tray", "#cc-choices", "#cc-hand", "#cc-offer", "#cc-owned-1", "#cc-owned-0")


def pool(container, cls, n: int, make) -> list:
    """The first `n` children of type `cls` of `container` (mounting more if needed),
    the others hidden: the board reuses its widgets instead of rebuilding them."""
    have = [w for w in container.children if isinstance(w, cls)]
    new = [make() for _ in range(n - len(have))]
    if new:
        container.mount_all(new)
    widgets = have + new
    for i, w in enumerate(widgets):
        w.display = i < n
    return widgets[:n]


def chip_choice(chip: ChoiceChip) -> str:
    """The choice a chip stands for (its token is ("choice", name), set when it is made)."""
    assert chip.token is not None
    return chip.token[1]


class CrystalClansScreen(GameScreen):
    """A game of Crystal Clans."""

    CSS_PATH = "screen.tcss"
    BINDINGS = [Binding("t", "toggle_text", N_("Text board"))]

    def __init__(self, session, table=None) -> None:
        super().__init__(session, table)
        self.picker = Picker([])
        self.picker_turn = -1  # the turn the picker's forms belong to
        self.kind = ""  # the decision asked now
        self.note: Text | None = None  # a refusal or the confirmation of the last pick
        self.note_seat: int | None = None  # whose pick the note is about
        self.board_view = None
        self.cursor: Pickable | None = None  # the pickable under the keyboard cursor
        self.list_forced = False  # the keys went to the list for a decision the board lacks
        self.logged_battle = None  # the last battle told in the log
        self.parts: dict = {}  # the screen's widgets by selector, looked up once (see `part`)

    # -- layout ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="body"):
            with BoardPane(id="board-pane"):
                with Vertical(id="cc-board"):
                    yield InitiativeTrack(id="cc-track")
                    with Horizontal(id="cc-main"):
                        with Vertical(id="cc-left"):
                            yield ZoneGrid(id="cc-zones")
                            with Vertical(id="cc-tray"):
                                yield Static(id="cc-tray-title")
                            # every chip made now, hidden until a decision offers it: one
                            # mounted in a turn cost that turn a mount (the first, the
                            # chips' CSS parsed) and the screen a layout more
                            yield Horizontal(*(self.hidden_chip(n) for n in CHIP_ORDER), id="cc-choices")
                            yield HandTitle(id="cc-hand-title")
                            yield Grid(id="cc-hand")
                        with Vertical(id="cc-right"):
                            yield Static(_("Crystals on offer"), classes="cc-label")
                            yield Horizontal(id="cc-offer")
                            for seat in (1, 0):
                                yield Static(id=f"cc-seat-{seat}", classes="cc-seat")
                                yield Horizontal(id=f"cc-owned-{seat}", classes="cc-owned")
                            yield BattleView(id="cc-battle")
                yield TextBoard(id="view-text")
            with Vertical(id="side"):
                # it scrolls: at 80x24 a shown hint keeps its rows in view (the coach scrolls to it)
                with VerticalScroll(id="side-ask", can_focus=False):
                    yield from self.compose_ask()
                yield self.game_log()
        yield Footer()

    def fit_classes(self, size: Size) -> None:
        """The classes the screen's size decides: -wide (as every game screen), -tall, -huge."""
        super().fit_classes(size)
        self.set_class(size.height >= 34, "-tall")
        self.set_class(size.height >= 50, "-huge")

    def on_resize(self, event) -> None:
        was_wide = self.has_class("-wide")
        super().on_resize(event)
        if self.has_class("-wide") != was_wide and self.waiting_for is not None:
            self.show_prompt()  # it says where the crystals are, which the width decides

    def action_toggle_text(self) -> None:
        """The board as text (the list answers while it shows), or back to the board."""
        self.toggle_class("-text")
        if self.has_class("-text"):
            self.part("#actions").focus()
        elif self.waiting_for is not None:
            self.list_forced = True  # the text view sent the keys there, not the player
            self.place_cursor(False)

    def part(self, selector) -> Any:
        """The widget `selector` (an id or a class) names: the screen makes each in compose
        and keeps it, so it is looked up once; a query walks the whole screen (a redraw
        asked 17, ~40 % of its time)."""
        widget = self.parts.get(selector)
        if widget is None:
            widget = self.parts[selector] = self.query_one(selector)
        return widget

    # -- the decision on the board -----------------------------------------------------
    def show_view(self, view, pending) -> None:
        self.board_view = view
        self.log_battle(view)
        if pending is None:
            self.picker, self.picker_turn, self.kind = Picker([]), -1, ""
        elif self.picker_turn != self.turn:
            self.new_decision(view, pending)
        self.draw(view)
        if pending is None:
            self.show_prompt()

    def log_battle(self, view) -> None:
        """Tell a battle in the log once its damage is dealt: the reveal stays readable
        even where the battle panel is scrolled out of sight."""
        lb = view.last_battle
        line = battle_line(view, lb) if lb else None
        if line is not None and lb != self.logged_battle:
            self.logged_battle = lb
            self.write_log(line)

    def new_decision(self, view, pending) -> None:
        seat = pending.seat
        forms = [f for f in (board_form(view, seat, a) for a in pending.legal_actions) if f]
        self.picker, self.picker_turn = Picker(forms), self.turn
        self.kind = pending.decision.kind
        if self.note is not None and (self.note.plain.startswith("✗") or seat != self.note_seat):
            self.note = None  # a refusal belongs to its decision, a confirmation to its player
        if self.kind == "move":
            self.picker.preselect([(("unit", view.kinds[c]), c) for c in going_units(forms)])

    def show_actions(self, pending) -> None:
        super().show_actions(pending)
        self.show_prompt()

    def picks_changed(self) -> None:
        """Redraw after a tick, an untick or a drop."""
        self.draw(self.board_view)
        self.show_prompt()
        self.refresh_bindings()  # escape's words follow the selection (footer_words)

    def holds_selection(self) -> bool:
        return bool(self.picker.picks)

    def show_prompt(self) -> None:
        out = Text()
        pending = self.pending_now() if self.waiting_for is not None else None
        if pending is not None:
            out.append(f"{self.names[pending.seat]}: ", Style(bold=True))
            out.append(str(pending.decision.prompt) + "\n")
            out.append(hint(self.kind, len(self.picker.forms), len(pending.legal_actions)), Style(italic=True))
            if not self.has_class("-wide") and any(t[0] == "crystal" for t in self.picker.targets()):
                out.append(_("\n↓ The crystals you may score are under your hand."), Style(bold=True))
            if self.picker.picks:
                names = ", ".join(card_name(self.board_view, c) for c in self.picker.instances)
                out.append(
                    _("\nTicked: {names}{next_words} (esc drops)").format(names=names, next_words=self.next_words()),
                    Style(bold=True),
                )
        if self.note is not None:
            if out:
                out.append("\n")
            out.append_text(self.note)
        set_text(self.part("#prompt"), out)

    def next_words(self) -> str:
        """What the ticked items wait for, e.g. " → pick a » zone"."""
        kinds = {t[0] for t in self.picker.targets() if t[0] != "choice"}
        if "zone" in kinds:
            return _(" → pick a » zone")
        if self.picker.addable():
            return _(" → pick the next")
        return ""

    def play(self, action) -> bool:
        seat, view = self.waiting_for, self.current_view()
        said = str(view.describe(action)) if view is not None else ""
        self.picker.drop()
        before, self.note = self.note, Text(f"✓ {said}", Style(color="green"))
        self.note_seat = seat
        ok = super().play(action)
        if not ok:
            self.note = before
        return ok

    def on_log_line(self, line) -> None:
        """The note of a choice the other side at this keyboard may not learn says only
        that it is made (the session worded the move once, for every seat here)."""
        if line.hidden and line.actor == self.note_seat and self.note is not None:
            said = _("your choice is made, hidden from the other side")
            self.note = Text(f"✓ {said}", Style(color="green"))

    def on_pickable_picked(self, message: Pickable.Picked) -> None:
        message.stop()
        if self.waiting_for is None or self.finished:
            self.refuse(_("It is not your turn: wait for the other side."))
            return
        if message.source is not self.cursor:  # a click
            self.move_cursor(message.source)
            self.part(BoardPane).focus()
        outcome = self.picker.pick(message.token, message.instance)
        if outcome.kind == "play":
            self.play(outcome.action)
            return
        if outcome.kind == "refuse":
            self.refuse(
                why_not(self.board_view, self.waiting_for, self.kind, message.token or (), self.picker.instances)
            )
            return
        self.note = None
        self.picks_changed()
        if outcome.kind == "tick":
            self.call_after_refresh(self.place_cursor, True)
        else:
            self.move_cursor(message.source)

    def refuse(self, reason: str) -> None:
        self.note = Text(f"✗ {reason}", Style(color="red", bold=True))
        self.note_seat = self.waiting_for if self.waiting_for is not None else self.viewer
        self.show_prompt()
        self.app.bell()

    def action_leave(self) -> None:
        if self.picker.drop():
            self.note = Text(_("Selection dropped."), Style(dim=True))
            self.picks_changed()
            return
        super().action_leave()

    # -- drawing -----------------------------------------------------------------------
    def draw(self, view) -> None:
        """Every board widget from `view`, lit from the picker."""
        picker = self.picker
        active = None if view.is_over() else view.active
        self.part(InitiativeTrack).show(view.token, active)
        self.part(ZoneGrid).show(view, decision_zone(view))
        for cell in self.part(ZoneGrid).children:
            cell.set_state(picker.legal(cell.token))
        self.draw_tray(view)
        self.draw_chips()
        self.draw_hand(view)
        self.draw_crystals(view)
        self.part(BattleView).show(view, self.viewer)
        self.part(TextBoard).show(view, self.viewer, self.names)
        self.show_detail()  # the cursor's widget may now show another card, or none

    def draw_tray(self, view) -> None:
        """The units of the squad the decision picks from, when it picks units; or the
        top cards of your draw pile you are looking at (Foresight, Inform)."""
        tray = self.part("#cc-tray")
        squad = decision_squad(view)
        wants_units = any(t[0] == "unit" for f in self.picker.forms for t in f.items)
        peeked = view.peeked(self.viewer) if self.viewer is not None else 0
        tray.display = bool(squad and wants_units) or bool(peeked)
        if not tray.display:
            pool(tray, UnitChip, 0, UnitChip)
        elif peeked:
            self.draw_peeked(view, tray, peeked)
        else:
            self.draw_squad(view, tray, squad)

    def draw_peeked(self, view, tray, peeked: int) -> None:
        pile = view.draw[self.viewer]
        set_text(
            self.part("#cc-tray-title"),
            Text(_("Top of your draw pile (top first, only you see it):"), Style(bold=True)),
        )
        for i, chip in enumerate(pool(tray, UnitChip, peeked, UnitChip)):
            chip.show(view, pile[-1 - i], token=("peek", i))
            chip.set_state(self.picker.legal(chip.token))

    def draw_squad(self, view, tray, squad) -> None:
        seat, zone = squad
        units = view.squad(seat, zone)
        fixed = view.stack[-1][3] if view.stack[-1][0] == "order" else 0
        title = _("Order, top first") if self.kind == "order" else _("Squad")
        set_text(self.part("#cc-tray-title"), Text(f"{title} ({ZONE_NAMES[zone]}):", Style(bold=True)))
        ordered = self.kind == "order"
        picked = self.picker.instances
        for chip, c in zip(pool(tray, UnitChip, len(units), UnitChip), units):
            chip.show(view, c)
            place = picked.index(c) + 1 if c in picked else 0
            if place:
                chip.set_state(True, place if ordered else -1)
            else:
                movable = units.index(c) >= fixed
                chip.set_state(movable and self.picker.legal(chip.token, c))

    def draw_chips(self) -> None:
        names = {f.target[1] for f in self.picker.forms if f.target is not None and f.target[0] == "choice"}
        row = self.part("#cc-choices")
        shown = [n for n in CHIP_ORDER if n in names]
        row.display = bool(shown)
        targets = self.picker.targets()
        for name, chip in zip(shown, self.chip_pool(row, shown)):
            chip.set_label(chip_label(name, len(self.picker.picks)))
            chip.set_state(("choice", name) in targets)

    @staticmethod
    def hidden_chip(name: str) -> ChoiceChip:
        """The chip of choice `name`, hidden (`chip_pool` shows it when it is offered)."""
        chip = ChoiceChip(name, chip_label(name, 0))
        chip.display = False
        return chip

    def chip_pool(self, row, shown: list[str]) -> list[ChoiceChip]:
        """The chips of `shown` (in CHIP_ORDER, as the row holds them), the others hidden."""
        have = {chip_choice(w): w for w in row.children if isinstance(w, ChoiceChip)}
        for name, w in have.items():
            w.display = name in shown
        return [have[n] for n in shown]

    def hand_cards(self, view) -> list[tuple[int, bool]]:
        """(card, from the discard pile?) for the hand, then the cards of the discard pile
        the decision may pick (an Undying unit to summon, a card to take back)."""
        if self.viewer is None:
            return []
        seat = self.viewer
        out = [(c, False) for c in view.hands[seat] if c >= 0]
        return out + [(c, True) for c in discard_sources(view, seat, self.picker.forms)]

    def draw_hand(self, view) -> None:
        cards = self.hand_cards(view)
        n = len([c for c in view.hands[self.viewer] if c >= 0]) if self.viewer is not None else None
        self.part(HandTitle).show(n, n is not None and len(cards) > n)
        picked = self.picker.instances
        for card, (c, from_discard) in zip(pool(self.part("#cc-hand"), HandCard, len(cards), HandCard), cards):
            card.show(view, c, from_discard)
            card.set_state(self.picker.legal(card.token, c), -1 if c in picked else 0)

    def draw_crystals(self, view) -> None:
        offer = [(slot, x) for slot, x in enumerate(view.row) if x >= 0]
        for chip, (slot, x) in zip(pool(self.part("#cc-offer"), CrystalChip, len(offer), CrystalChip), offer):
            chip.show(slot, x)
            chip.set_state(self.picker.legal(chip.token))
        for seat in (0, 1):
            set_text(self.part(f"#cc-seat-{seat}"), self.seat_line(view, seat))
            owned = view.collected[seat]
            for chip, x in zip(pool(self.part(f"#cc-owned-{seat}"), OwnedCrystal, len(owned), OwnedCrystal), owned):
                chip.show(x, x in view.flipped)
                chip.set_state(seat == self.viewer and self.picker.legal(chip.token))

    def seat_line(self, view, seat: int) -> Text:
        """A side's three lines: who, their clan and crystals, their piles. The name ends
        its line: after it "· blood clan · crystals 2/4" was cut anywhere, in 31 cells."""
        out = Text()
        out.append(f"P{seat + 1} {self.names[seat]}", seat_style(seat))
        if seat == self.viewer:
            out.append(_(" (you)"), Style(bold=True))
        out.append(
            "\n"
            + _("{clan} clan · crystals {count}/{win_crystals}\n").format(
                clan=clan_label(view.clans[seat]), count=len(view.collected[seat]), win_crystals=WIN_CRYSTALS
            )
        )
        out.append(
            # no indent and one short word a pile: two-digit counts fit the 31 cells of a wide screen's side
            _("hand {count} · draw {count2} · discard {count3}").format(
                count=len(view.hands[seat]), count2=len(view.draw[seat]), count3=len(view.discard[seat])
            ),
            Style(dim=True),
        )
        return out

    # -- the cursor --------------------------------------------------------------------
    def focus_for_turn(self) -> None:
        self.call_after_refresh(self.place_cursor, False)

    def place_cursor(self, after_tick: bool) -> None:
        """Put the cursor on the first step of the first legal action (so enter, enter…
        plays the first action of the list), after a tick on the next step; or leave
        the keys with the list if the player went there, or for a decision the board
        has no form for (and come back to the board after it)."""
        actions = self.part("#actions")
        chose_list = self.focused is actions and not self.list_forced
        if not after_tick and (chose_list or self.first_action_has_no_board_form()):
            self.list_forced = not chose_list
            actions.focus()
            return
        self.list_forced = False
        step = self.picker.first_step()
        if not after_tick and self.picker.forms:
            step = self.picker.next_step(self.picker.forms[0]) or step
        step = self.guided_step() or step
        target = self.widget_for(step)
        if target is None:
            target = next((w for w in self.pickables() if w.legal and not w.ticked), None)
        if target is None:
            actions.focus()
            return
        self.move_cursor(target)
        self.part(BoardPane).focus()

    def guided_actions(self) -> list:
        """Actions the cursor leads towards before the list's first (a tutorial's step)."""
        return []

    def guided_step(self) -> tuple | None:
        """The next pick towards a guided action the picks so far still fit, if any: a
        tutorial step that summons two cards keeps the cursor on the hand after the first,
        where the list's first action (one card) led it to the zone."""
        guided = self.guided_actions()
        for form in (f for f in self.picker.forms if f.action in guided):
            step = self.picker.next_step(form)
            if step is not None:
                return step
        return None

    def show_board_focus(self, on: bool) -> None:
        """The cursor's ▶ only while the board holds the keyboard."""
        if self.cursor is not None:
            self.cursor.set_cursor(on)

    def first_action_has_no_board_form(self) -> bool:
        """The list's first action is answered from the list (its cursor is on it)."""
        legal = getattr(self, "legal", [])
        forms = self.picker.forms
        return bool(legal) and (not forms or forms[0].action != legal[0])

    def move_cursor(self, widget: Pickable) -> None:
        if self.cursor is not None and self.cursor is not widget:
            self.cursor.set_cursor(False)
        self.cursor = widget
        widget.set_cursor(self.focused_pane() == "board")
        self.part(BoardPane).scroll_to_widget(widget, animate=False)
        self.show_detail()

    def show_detail(self) -> None:
        """The detail line says what the cursor's widget shows now: a pooled widget is
        redrawn with another card, or hidden, when its card leaves (nothing then)."""
        cursor = self.cursor
        shown = cursor is not None and cursor.display and cursor.parent is not None and cursor.parent.display
        tip = cursor.tooltip if cursor is not None and shown else None
        set_text(self.part("#detail"), Text(str(tip) if tip else ""))

    def pickables(self) -> list[Pickable]:
        """The pickables shown, in the screen's order, from the rows that hold them (a
        query of the whole screen at each arrow key and each turn's cursor cost more)."""
        rows = [self.part(row) for row in PICKABLE_ROWS]
        return [w for row in rows if row.display for w in row.children if isinstance(w, Pickable) and w.display]

    def widget_for(self, token) -> Pickable | None:
        if token is None:
            return None
        picked = self.picker.instances
        return next((w for w in self.pickables() if w.token == token and w.instance not in picked and w.legal), None)

    def on_board_pane_pick_at_cursor(self, message: BoardPane.PickAtCursor) -> None:
        message.stop()
        cursor = self.cursor
        if cursor is None or not cursor.display or cursor.parent is None or not cursor.parent.display:
            self.place_cursor(True)
            return
        cursor.pick()

    def on_board_pane_moved(self, message: BoardPane.Moved) -> None:
        """Move the cursor to the nearest pickable in that direction."""
        message.stop()
        here = self.cursor.region if self.cursor is not None and self.cursor.display else None
        if here is None or not here.area:  # no cursor yet: start on the first zone
            first = next(iter(self.pickables()), None)
            if first is not None:
                self.move_cursor(first)
            return
        best = nearest(here, [w for w in self.pickables() if w is not self.cursor], message.direction)
        if best is not None:
            self.move_cursor(best)
