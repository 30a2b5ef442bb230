"""The Clans screen: the map, the epoch track, the colour scores and your secret colour.

A move is answered on the board: pick a territory whose huts may move (cursor + enter, or
a click), its legal destinations light up, pick one of them. The list of legal moves stays
below as a fallback, and the choice of which new village takes the next chip comes as a
dialog. Only the view of the player at the keyboard is drawn, so a secret colour shows
only to its owner.
"""

from __future__ import annotations

from typing import Any, cast

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.css.styles import RulesMap
from textual.screen import Screen
from textual.visual import visualize
from textual.widgets import Static

from core.clans.board import LANDSCAPES, TERRITORIES
from core.clans.epochs import EPOCHS, ROMAN
from core.clans.letters import letter
from core.clans.state import COLOURS, FROZEN, ORDER, describe_huts
from core.i18n import _, language, ngettext
from tui.games.base import GameScreen
from tui.games.clans.board import CLAN_BADGE, LANDSCAPE_SIGN, ClansBoard
from tui.games.clans.text import bot_readings
from tui.widgets.footer import Footer


def colour_name(c: int) -> str:
    return f"{_(COLOURS[c]).capitalize()} ({letter(c)})"


def badge(c: int) -> Text:
    fg, bg = CLAN_BADGE[c]
    return Text(letter(c), Style(color=fg, bgcolor=bg, bold=True))


def epoch_track(view, tall: bool = False) -> Text:
    """The epoch track (favourable+ / hostile- landscapes, chips left ● and taken ○) and
    each colour's score; the viewer's own colour is marked."""
    out = Text()
    out.append(_("Epoch\n"), Style(bold=True))
    current = view.epoch_index()
    left = view.chips_left()
    for i, epoch in enumerate(EPOCHS):
        fav = _("all") if len(epoch.favourable) == len(LANDSCAPES) else LANDSCAPE_SIGN[epoch.favourable[0]]
        host = "".join(LANDSCAPE_SIGN[h] for h in epoch.hostile)
        text = f"{ROMAN[i]:<3}{fav}+" + (f"{host}-" if host else "")
        chips = "●" * left[i] + "○" * (epoch.chips - left[i])
        line = Text(text.ljust(11 - epoch.chips) + chips)
        if i == current and not view.is_over():
            line.stylize("reverse")
        out.append_text(line)
        out.append("\n")
    out.append(_("Score\n"), Style(bold=True))
    mine = {c for c in view.colours if c >= 0} if view.is_over() else set()
    own = [c for c in view.colours if c >= 0]
    for c in range(len(COLOURS)):
        out.append_text(badge(c))
        out.append(f"{view.colour_scores[c]:>4}")
        if own and not view.is_over() and c == own[0]:
            out.append(_(" ◀you"), Style(bold=True))
        elif c in mine:
            out.append(" ◀", Style(bold=True))
        out.append("\n")
    if tall:
        out.append(_("Chips\n"), Style(bold=True))
        for seat, n in enumerate(view.chips):
            # TRANSLATORS: a seat's short label beside its bonus chips (P1 = player 1)
            label = _("P{number}").format(number=seat + 1)
            out.append(f"{label:<3}{'●' * n}{n:>3}\n")
    out.rstrip()
    return out


LABELS_KEPT = 4000  # move lines kept at most (a game words a few thousand), then worded anew


class ClansScreen(GameScreen):
    """A game of Clans, any mix of human, bot and network seats."""

    def __init__(self, session, table=None) -> None:
        super().__init__(session, table)
        self.selected: int | None = None
        self.moves: dict[int, list[int]] = {}
        self.asked_order = -1
        self.order_dialog: Screen | None = None  # the village-order dialog last opened
        self.labels: dict[tuple, str] = {}  # the action list's move lines (see `action_label`)

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="clans-top"):
            yield ClansBoard(id="board")
            yield Static(id="epochs")
        with Horizontal(id="clans-bottom"):
            # it scrolls: at 80x24 a shown hint keeps its rows in view (the coach scrolls to it)
            with VerticalScroll(id="clans-left", can_focus=False):
                yield from self.compose_ask()
            yield self.game_log()
        yield Footer()

    def on_resize(self, event) -> None:
        self.fit_classes(event.size)  # (set first at compose, tui/games/base.py)
        width, height = event.size
        cell_w = max(6, min(10, int((width - 12) / 11.5)))
        cell_h = 3 if height >= 6 * 3 + 12 else 2
        self.query_one(ClansBoard).set_cell_size(cell_w, cell_h)
        self.refresh_board(self.pending_now() if self.waiting_for is not None else None)

    # -- drawing -----------------------------------------------------------------------
    def show_view(self, view, pending) -> None:
        self.moves = {}
        if pending is not None and pending.decision.kind != "order-villages":
            for action in pending.legal_actions:
                if action[0] == "move":
                    self.moves.setdefault(action[1], []).append(action[2])
        if self.selected not in self.moves:
            self.selected = None
        board = self.query_one(ClansBoard)
        targets = self.moves.get(self.selected, ()) if self.selected is not None else ()
        board.show(view, sources=self.moves, selected=self.selected, targets=targets)
        tall = board.cell_h >= 3
        self.update_unless_same("#epochs", epoch_track(view, tall))
        self.show_detail(board.cursor)

    def update_unless_same(self, selector: str, content: Text | str) -> None:
        """Show `content` in the Static `selector` unless it shows that already: an update
        lays the screen out and draws the widget anew, and most moves change neither the
        epoch track nor the detail line. Compared with what the widget holds
        (`tui.widgets.static_text`), so a write around this method is never mistaken for it.
        New text as tall as the old in a widget whose width does not follow its text is
        drawn without a layout (each arrow key on the map changes the detail line)."""
        static = self.query_one(selector, Static)
        shown = static.content
        if shown == content and (
            not isinstance(shown, Text) or (isinstance(content, Text) and shown.markup == content.markup)
        ):
            return  # markup, not ==: Text equality leaves out the base style
        width = static.content_region.width
        fixed_width = static.styles.width is None or not static.styles.width.is_auto
        rules = cast(RulesMap, static.styles)
        tall = visualize(static, content, markup=True).get_height(rules, width) if width and fixed_width else -1
        static.update(content, layout=tall != static.content_region.height)

    def show_detail(self, t: int) -> None:
        view = self.current_view()
        terr = TERRITORIES[t]
        huts = view.huts_at(t)
        text = f"{LANDSCAPE_SIGN[terr.landscape]} {t} {_(terr.landscape)}: "
        text += str(describe_huts(huts)) if sum(huts) else _("empty")
        if view.village_at[t] >= 0:
            v = view.villages[view.village_at[t]]
            text += _(" · village {number}, {points} points").format(number=v.number, points=v.points) + (
                _(" (hostile land)") if v.hostile else ""
            )
        elif view.totals[t] >= FROZEN:
            text += _(" · frozen (7+)")
        if self.selected is not None:
            text += _("\nSelected {selected}: pick a » territory, esc to drop").format(selected=self.selected)
        elif self.viewer is not None:
            colour = view.colours[self.viewer]
            if colour >= 0:
                text += _("\nYou are {colour_name} · your chips: {chip}").format(
                    colour_name=colour_name(colour), chip=view.chips[self.viewer]
                )
        self.update_unless_same("#detail", text)

    def action_label(self, view, action) -> str:
        """A move in one short line: "12∴ → 13ψ  2 huts: R B". Kept by what it says (the
        move and the huts moved, in the language it was worded in): a move touches two
        territories, so most of the next turn's ~260 lines read the same."""
        if action[0] != "move":
            return str(view.describe(action))
        key = (action, view.huts_at(action[1]), language())
        label = self.labels.get(key)
        if label is None:
            if len(self.labels) >= LABELS_KEPT:
                self.labels.clear()
            label = self.labels[key] = self.move_label(action[1], action[2], key[1])
        return label

    @staticmethod
    def move_label(src: int, dst: int, huts: tuple[int, ...]) -> str:
        """A move's line (see `action_label`) worded anew."""
        letters = " ".join(f"{letter(c)}{n if n > 1 else ''}" for c, n in enumerate(huts) if n)
        n = sum(huts)
        return ngettext(
            "{src:>2}{src_sign} → {dst:>2}{dst_sign}  {n} hut: {letters}",
            "{src:>2}{src_sign} → {dst:>2}{dst_sign}  {n} huts: {letters}",
            n,
        ).format(
            src=src,
            src_sign=LANDSCAPE_SIGN[TERRITORIES[src].landscape],
            dst=dst,
            dst_sign=LANDSCAPE_SIGN[TERRITORIES[dst].landscape],
            n=n,
            letters=letters,
        )

    def focus_for_turn(self) -> None:
        # Keep the player's choice between the board and the list; else the board. A board
        # that has the keys already is left alone: Textual's focus() repaints the whole
        # widget, where the move needs only the bands it changed (ClansBoard.refresh_changed).
        board = self.query_one(ClansBoard)
        if self.focused is not self.query_one("#actions") and self.focused is not board:
            board.focus()

    # -- answering on the board --------------------------------------------------------
    def ask_human(self, seat: int) -> None:
        super().ask_human(seat)
        pending = self.pending_now()
        if pending is not None and pending.decision.kind == "order-villages" and self.asked_order != self.turn:
            self.asked_order = self.turn
            self.ask_village_order(pending)

    def ask_village_order(self, pending) -> None:
        """Ask the order in a dialog bound to this turn. A network game can ask the same
        decision again (a message from the host that is not a move starts a new turn): the
        older dialog, whose answer would now be dropped, is closed first, so one dialog is
        open and its answer counts."""
        from tui.screens.dialogs import ChoiceDialog

        stale, self.order_dialog = self.order_dialog, None
        if stale is not None and stale is self.app.screen:
            stale.dismiss(None)
        choices = [(str(pending.view.describe(a)), a) for a in pending.legal_actions]
        turn = self.turn

        def chosen(action) -> None:
            if action is not None and turn == self.turn:
                self.play(action)

        self.order_dialog = ChoiceDialog(str(pending.decision.prompt), choices)
        self.app.push_screen(self.order_dialog, chosen)

    def on_clans_board_cursor_moved(self, message: ClansBoard.CursorMoved) -> None:
        self.show_detail(message.territory)

    def on_clans_board_picked(self, message: ClansBoard.Picked) -> None:
        t = message.territory
        if self.waiting_for is None:
            return
        if self.selected is not None and t in self.moves.get(self.selected, ()):
            src, self.selected = self.selected, None
            self.play(("move", src, t))
            return
        if t in self.moves:
            self.selected = None if t == self.selected else t
        else:
            self.selected = None
            self.notify(self.why_not(t), severity="warning", timeout=4)
        self.refresh_board(self.pending_now())

    # -- the coach on the board -------------------------------------------------------
    def mark_hint(self, advice) -> None:
        """Mark each hinted move's two territories with its number on the map."""
        from tui.coach.hint_panel import MARKS

        super().mark_hint(advice)
        marks: dict[int, str] = {}
        for mark, option in zip(MARKS, advice.top(3)):
            if option.action[0] == "move":
                for t in option.action[1:3]:
                    marks.setdefault(t, mark)
        self.query_one(ClansBoard).mark_hints(marks)

    def close_hint(self) -> None:
        super().close_hint()
        self.query_one(ClansBoard).mark_hints({})

    def action_jump_to_hint(self) -> None:
        """Select the source of the coach's first move on the map and put the cursor on its
        destination: enter plays ① (the cursor on the source took the selection back)."""
        advice = self.hint_advice
        if advice is None or advice.best.action[0] != "move" or self.waiting_for is None:
            super().action_jump_to_hint()
            return
        board = self.query_one(ClansBoard)
        _move, src, dst = advice.best.action
        board.cursor = dst
        self.selected = src
        self.refresh_board(self.pending_now())
        board.focus()

    def why_not(self, t: int) -> str:
        """Why the huts of territory `t` cannot move now."""
        view = self.current_view()
        if view.phase == ORDER:
            return _("Choose the order of the new villages first.")
        if view.totals[t] == 0:
            return _("Territory {t} is empty.").format(t=t)
        if view.village_at[t] >= 0:
            return _("Territory {t} is a village; villages never move.").format(t=t)
        if view.phase == "merge":
            return _("Two groups of 7 or more stand side by side: the smaller must move onto the larger.")
        if view.totals[t] >= FROZEN:
            return _("Territory {t} holds {total} huts: a group of 7 or more may not move.").format(
                t=t, total=view.totals[t]
            )
        return _("Territory {t} has no inhabited neighbour to move to.").format(t=t)

    def holds_selection(self) -> bool:
        return self.selected is not None

    def action_leave(self) -> None:
        if self.selected is not None:
            self.selected = None
            self.refresh_board(self.pending_now())
            return
        super().action_leave()

    def final_notes(self) -> list[str]:
        # the true state of a local game; at a LAN table the final view, which shows all
        match = self.match
        state: Any = match.state if match is not None else self.current_view()  # a ClansState
        return [
            " · ".join(
                ngettext(
                    "{name} was {colour}, {chips} chip", "{name} was {colour}, {chips} chips", state.chips[i]
                ).format(name=self.names[i], colour=colour_name(c), chips=state.chips[i])
                for i, c in enumerate(state.colours)
            )
        ] + bot_readings(state, match.seats if match is not None else [], self.names)
