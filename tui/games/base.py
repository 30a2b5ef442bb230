"""The generic game screen: plays any game of the protocol.

It drives a `core.match.Match` on Textual's event loop. Whoever must act is asked: a human
seat picks from the list of legal actions (each read out by `describe`), a bot seat thinks
in a thread worker while its progress shows, a network seat is waited for. The board area
shows the view of the human at the keyboard only (`State.view(seat)`); with several humans
a hand-over screen covers the board between their turns.

Game-specific screens subclass it and replace `compose_board` / `show_view`.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, RichLog, Static
from textual.widgets.option_list import Option

from core.i18n import N_, _, ngettext
from core.protocol import IllegalAction
from core.secrecy import hidden_from
from tui.coach.actions import CoachActions
from tui.coach.hint_panel import HintPanel
from tui.log_lines import entry_lines, named_line
from tui.setup import HUMAN, bot_spec, is_bot
from tui.widgets.footer import Footer
from tui.widgets.panes import PANE_MARK, PANE_NAMES, ActionList, GameLog
from tui.widgets.text_bar import bar

# The action list's length: beyond it the list says how many more there are (a big horde
# moves in tens of thousands of ways, more than anyone scrolls or a list draws quickly)
LIST_LIMIT = 500


class BotMoved(Message):
    """A bot's worker has chosen (posted from the worker thread); `reasons`: how it
    weighed the options (ai.coach.Advice), None if the bot keeps none."""

    def __init__(self, turn: int, seat: int, action, reasons=None) -> None:
        super().__init__()
        self.turn, self.seat, self.action, self.reasons = turn, seat, action, reasons


class BotThinking(Message):
    """A bot's progress report (posted from the worker thread)."""

    def __init__(self, turn: int, progress) -> None:
        super().__init__()
        self.turn, self.progress = turn, progress


class BotFailed(Message):
    """A bot raised instead of choosing (posted from the worker thread); `error` is its
    full text (a traceback from a worker process), `log_path` where it was written."""

    def __init__(self, turn: int, seat: int, error: str, log_path: str) -> None:
        super().__init__()
        self.turn, self.seat, self.error, self.log_path = turn, seat, error, log_path


def spaced(parts: list[str], width: int) -> str:
    """`parts` joined by a wide separator, or a narrow one when the wide line would not fit
    `width` cells (German and Spanish titles were cut at 80 columns)."""
    wide = "  ·  ".join(parts)
    return wide if not width or cell_len(wide) <= width else " · ".join(parts)


def view_text(view) -> str:
    """A readable text of any state's view: the game's own `render_text()` if it has one,
    else its wire fields one per line (the RNG left out)."""
    render = getattr(view, "render_text", None)
    if callable(render):
        return render()
    lines = []
    for key, value in view.to_wire().items():
        if key == "rng":
            continue
        lines.append(f"{key}: {_compact(value)}")
    return "\n".join(lines)


def _compact(value) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_compact(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_compact(v) for v in value) + "]"
    return str(value)


class GameScreen(CoachActions, Screen):
    """Any game, any mix of human, bot and network seats."""

    BINDINGS = [
        Binding("escape", "leave", N_("Menu")),
        Binding("question_mark,f2", "app.rules", N_("Rules")),
        Binding("ctrl+s", "app.save_game", N_("Save")),
        Binding("g", "toggle_log", N_("Log")),
        Binding("h", "hint", N_("Hint")),
        Binding("j", "jump_to_hint", N_("Go to hint"), show=False),
        Binding("r", "reasons", N_("Reasons"), show=False),
        Binding("ctrl+z", "take_back", N_("Take back"), show=False),
        Binding("ctrl+y,ctrl+shift+z", "redo", N_("Redo"), show=False),
        Binding("e", "toggle_evalbar", N_("Eval bar"), show=False),
    ]
    hints_allowed = True  # local games; a network seat gets no coach (fair play)

    def __init__(self, match) -> None:
        super().__init__()
        self.match = match
        self.humans = [i for i, kind in enumerate(match.seats) if kind == HUMAN]
        self.bots = {i: self.bot_driver(i) for i, kind in enumerate(match.seats) if is_bot(kind)}
        # The seat whose view is on screen: the human at the keyboard, None = spectator.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.turn = 0  # counts turns asked, so a late bot answer for an old turn is dropped
        self.waiting_for: int | None = None  # human seat whose choice is awaited
        self.resigned: int | None = None
        self.finished = False
        self.redo_lines: list[list[tuple]] = []  # what each take-back removed, newest last
        self.bot_reasons: list = []  # tui.coach.reasons.BotReason per bot move, in order
        self.estimates: dict[int, tuple[float, str]] = {}  # seat -> latest win chance, where from
        self.coach = None  # the coach's BotDriver (tui.coach.runner), started on the first hint
        self.hint_advice = None  # the hint on show (ai.coach.Advice), for this turn only
        self.hinting = False
        self.list_by_jump = False  # `j` sent the keys to the list for the hinted move

    # -- layout ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal(id="body"):
            with Vertical(id="board-pane"):
                yield from self.compose_board()
            with Vertical(id="side"):
                yield from self.compose_ask(detail=False)
                yield self.game_log()
        yield Footer()

    def compose_ask(self, detail: bool = True) -> ComposeResult:
        """Where a player is asked: the prompt, the bot's progress, a detail line about
        the pick in hand (if the screen has one) and the list of legal actions."""
        yield Static(id="evalbar", markup=False)
        yield Static(id="prompt")
        yield Static(id="thinking")
        yield HintPanel(id="hint")
        if detail:
            with VerticalScroll(id="detail-scroll", can_focus=False):  # a long text scrolls, never cut
                yield Static(id="detail")
        yield ActionList(id="actions")

    @staticmethod
    def game_log() -> RichLog:
        """The game log panel."""
        return GameLog(id="log", max_lines=500, wrap=True, markup=False, min_width=20)

    def compose_board(self) -> ComposeResult:
        with VerticalScroll(id="view-scroll"):
            yield Static(id="view-text", markup=False, classes="board-text")

    def on_unmount(self) -> None:
        self.workers.cancel_group(self, "bot")
        self.workers.cancel_group(self, "hint")
        for bot in self.bots.values():
            bot.close()
        if self.coach is not None:
            self.coach.close()

    def on_resize(self, event) -> None:
        self.set_class(event.size.width >= 110, "-wide")

    def on_mount(self) -> None:
        self.start_play()

    def start_play(self) -> None:
        """Show the moves so far (a loaded game) and ask whoever must act."""
        self.write_whole_log()
        self.advance()

    def write_whole_log(self) -> None:
        """The log panel written anew from the match's log (a loaded game, a take-back)."""
        self.query_one("#log", RichLog).clear()
        if self.match.log:
            state = self.match.state_at(0)
            for entry in self.match.log:
                hidden = self.hidden_from_humans(state, entry.seat, entry.action)
                self.write_entry(entry, hidden)
                state.apply(entry.action)

    @property
    def savable_match(self):
        """The match a save would write (a network screen may have none)."""
        return self.match

    # -- the turn loop -----------------------------------------------------------------
    def advance(self) -> None:
        """Ask whoever must act now; show the game-over screen when it has ended."""
        self.turn += 1
        self.waiting_for = None
        self.close_hint()
        pending = self.match.pending()
        if pending is None:
            self.refresh_board(None)
            self.game_over()
            return
        kind = self.match.seats[pending.seat]
        if kind == HUMAN:
            if pending.seat != self.viewer and len(self.humans) > 1:
                self.hand_over(pending.seat)
            else:
                self.ask_human(pending.seat)
        else:
            self.refresh_board(None)
            if is_bot(kind):
                self.set_thinking(_("{name} is thinking…").format(name=self.match.names[pending.seat]))
                self.think(self.turn, pending.seat, pending.view, pending.legal_actions)
            else:
                self.set_thinking(_("Waiting for {name} (network)…").format(name=self.match.names[pending.seat]))

    def hand_over(self, seat: int) -> None:
        from tui.widgets.hand_over import HandOverScreen

        self.clear_actions()
        last = str(self.match.log[-1].text) if self.match.log else ""
        turn = self.turn

        def ready(_=None) -> None:
            if turn == self.turn:
                self.viewer = seat
                self.ask_human(seat)

        self.app.push_screen(HandOverScreen(self.match.names[seat], last), ready)

    def ask_human(self, seat: int) -> None:
        """Show `seat` its view and its legal actions, and wait for its choice."""
        self.viewer = seat
        self.waiting_for = seat
        pending = self.match.pending()
        self.set_thinking("")
        self.leave_list_after_jump()
        self.refresh_board(pending)
        self.show_actions(pending)

    def play(self, action) -> bool:
        """The human at the keyboard chose `action`; False (with a message) if refused."""
        if self.waiting_for is None:
            self.notify(_("It is not your turn."), severity="warning")
            return False
        try:
            self.submit(self.waiting_for, action)
        except IllegalAction as exc:
            self.notify(str(exc), title=_("Not allowed"), severity="error")
            return False
        return True

    def submit(self, seat: int, action) -> None:
        self.redo_lines.clear()  # a new move: the line taken back is gone
        self.record(seat, action)
        self.advance()

    def record(self, seat: int, action) -> None:
        """Play `action` for `seat` on the match and write it in the log panel."""
        hidden = self.hidden_from_humans(self.match.state, seat, action)
        entry = self.match.submit(seat, action)
        self.write_entry(entry, hidden)

    def hidden_line(self, seat: int) -> str:
        """The log line of a choice the humans at this keyboard may not learn."""
        return _("{name} made a hidden choice").format(name=self.match.names[seat])

    def hidden_from_humans(self, state, seat: int, action) -> bool:
        """True if a human at this keyboard other than `seat` may not learn which action
        `seat` chose (a face-down battle card, a sealed bid): the log then says only that
        a choice was made. Checked as the host does: by trying the alternatives."""
        readers = [h for h in self.humans if h != seat]
        if not readers:
            return False
        try:
            return bool(hidden_from(state, seat, action, readers))
        except Exception:  # when in doubt, say nothing
            return True

    def write_log(self, line: str) -> None:
        self.query_one("#log", RichLog).write(line)

    def log_line(self, entry) -> str:
        return named_line(str(entry.text), entry.seat, self.match.names)

    def write_entry(self, entry, hidden: bool) -> None:
        """An entry of the match's log in the panel, with what it set off (`entry_lines`)."""
        if not entry.events:  # a game that keeps no events (or a network entry): one line
            self.write_log(self.hidden_line(entry.seat) if hidden else self.log_line(entry))
            return
        for line in entry_lines(entry, self.match.names, self.hidden_line(entry.seat) if hidden else None):
            self.write_log(line)

    # -- bots --------------------------------------------------------------------------
    def bot_driver(self, seat: int):
        """The driver of `seat`'s bot (ai.driver.BotDriver), seeded from the match and the
        seat; a searching bot in its own process unless the app says otherwise."""
        from ai.driver import BotDriver, instant

        spec = bot_spec(self.match.seats[seat])
        process = getattr(self.app, "bot_processes", True) and not instant(spec)
        return BotDriver(spec, seed=self.match.seed * 101 + seat, process=process)

    def think(self, turn: int, seat: int, view, legal: list) -> None:
        """Ask `seat`'s bot for its move (off the event loop); the answer comes back as a
        message for this `turn`."""
        self.run_worker(self._think(turn, seat, view, legal), group="bot", exclusive=True)

    async def _think(self, turn: int, seat: int, view, legal: list) -> None:
        from ai.driver import BotFailed as Failure

        driver = self.bots[seat]
        try:
            action = await driver.choose(view, seat, legal, progress=lambda p: self.post_message(BotThinking(turn, p)))
        except Failure as failure:  # a broken bot must not take the interface down
            path = failure.logged(self._bot_context(seat))
            self.post_message(BotFailed(turn, seat, failure.text, path))
            return
        self.post_message(BotMoved(turn, seat, action, driver.advice))

    def on_bot_thinking(self, message: BotThinking) -> None:
        if message.turn != self.turn:
            return
        p = message.progress
        seat = self.match.state.to_move()
        best = ""
        # the best action so far could give a secret away (a battle card): bots-only games
        if p.best_action is not None and not self.humans:
            try:
                best = "\nbest so far: " + str(self.match.state.describe(p.best_action))
            except Exception:
                best = ""
        self.set_thinking(
            _("{name} is thinking…\n{bar} {iterations} playouts, wins {win_rate:.0%}{best}").format(
                name=self.match.names[seat],
                bar=bar(p.budget_fraction),
                iterations=p.iterations,
                win_rate=p.win_rate,
                best=best,
            )
        )

    def on_bot_moved(self, message: BotMoved) -> None:
        if message.turn != self.turn:
            return
        delay = getattr(self.app, "bot_delay", 0)
        if delay:
            state = self.match.state
            said = (
                _("made a hidden choice")
                if self.hidden_from_humans(state, message.seat, message.action)
                else str(state.describe(message.action))
            )
            self.set_thinking(f"{self.match.names[message.seat]}: {said}")
            self.set_timer(delay, lambda: self._bot_lands(message))
        else:
            self._bot_lands(message)

    def _bot_lands(self, message: BotMoved) -> None:
        if message.turn != self.turn or self.finished:
            return
        reason = self.reason_of(message)
        try:
            self.submit(message.seat, message.action)
        except IllegalAction as exc:
            self.set_thinking(_("The bot chose an illegal action: {exc}").format(exc=exc))
            return
        self.bot_reasons.append(reason)
        if reason.public and reason.win_chance is not None:
            self.note_bot_estimate(reason)

    def reason_of(self, message: BotMoved):
        """The record of a bot's move and its reasons, made before the move is played."""
        from tui.coach.reasons import reason_for

        state, seat = self.match.state, message.seat
        hidden = self.hidden_from_humans(state, seat, message.action)
        said = _("made a hidden choice") if hidden else str(state.describe(message.action))
        return reason_for(state, seat, len(self.match.log) + 1, said, message.reasons, self.humans, hidden)

    def _bot_context(self, seat: int) -> str:
        """Which bot failed where, for the error log."""
        return (
            f"bot {self.bots[seat].name!r} of seat {seat + 1} in "
            f"{self.match.game.name} (seed {self.match.seed}, move {len(self.match.log) + 1})"
        )

    def on_bot_failed(self, message: BotFailed) -> None:
        """Say what failed in one line and let the player choose what comes next; never
        a move made up for the bot."""
        from tui.screens.bot_failed import BotFailedDialog, one_line

        if message.turn != self.turn or self.finished:
            return
        seat, name = message.seat, self.match.names[message.seat]
        bot = self.bots[seat]
        self.set_thinking(_("{name} failed: {one_line}").format(name=name, one_line=one_line(message.error)))
        dialog = BotFailedDialog(
            name,
            bot.name,
            message.error,
            message.log_path,
            can_retry=bot.available,
            autosaved=bool(getattr(self.app, "autosave", False)),
        )
        self.app.push_screen(dialog, lambda choice: self._after_bot_failure(seat, choice))

    def _after_bot_failure(self, seat: int, choice) -> None:
        what, spec = choice
        if what == "leave":
            self.app.close_game()
            return
        if what == "replace":
            self.match.seats[seat] = f"bot:{spec}"
        # a fresh bot (and worker process): the old one may have died with its error
        self.bots[seat].close()
        self.bots[seat] = self.bot_driver(seat)
        self.advance()

    # -- drawing -----------------------------------------------------------------------
    def set_thinking(self, text: str) -> None:
        self.query_one("#thinking", Static).update(text)
        self.query_one("#thinking").display = bool(text)

    def status_text(self) -> str:
        state = self.match.state
        parts = [self.match.game.name]
        seat = state.to_move()
        if seat is not None:
            parts.append(_("{name} to move").format(name=self.match.names[seat]))
        else:
            parts.append(_("game over"))
        label = str(state.progress_label())
        if label:
            parts.append(label)
        if self.viewer is not None:
            parts.append(_("you: {name}").format(name=self.match.names[self.viewer]))
        return spaced(parts, self.app.size.width if self.is_attached else 0)

    def current_view(self):
        return self.match.state.view(self.viewer)

    def refresh_board(self, pending) -> None:
        """Redraw the status line and the board from the viewer's view; `pending` is the
        viewer's own turn (with its legal actions) or None."""
        self.query_one("#status", Static).update(self.status_text())
        self.show_view(self.current_view(), pending)

    def show_view(self, view, pending) -> None:
        self.query_one("#view-text", Static).update(view_text(view))

    def show_actions(self, pending) -> None:
        self.query_one("#prompt", Static).update(f"[b]{self.match.names[pending.seat]}[/b]: {pending.decision.prompt}")
        self.legal = list(pending.legal_actions)
        self.fill_action_list(pending.view)
        self.focus_for_turn()

    def listed_indices(self) -> Sequence[int]:
        """The indices into `legal` the action list offers: all of them (a screen with a
        board may narrow a huge list to what its picks so far fit)."""
        return range(len(self.legal))

    def fill_action_list(self, view) -> None:
        """The action list: one option per listed action (its id the index into `legal`),
        at most LIST_LIMIT of them, then a line saying how many more there are."""
        actions = self.query_one("#actions", OptionList)
        actions.clear_options()
        listed = self.listed_indices()
        options = [Option(self.action_label(view, self.legal[i]), id=str(i)) for i in listed[:LIST_LIMIT]]
        if len(listed) > LIST_LIMIT:
            more = len(listed) - LIST_LIMIT
            options.append(Option(self.more_actions_label(more), id="more", disabled=True))
        actions.add_options(options)
        actions.highlighted = 0

    def more_actions_label(self, more: int) -> str:
        """The last line of a list cut at LIST_LIMIT."""
        return ngettext("… and {n} more action", "… and {n} more actions", more).format(n=more)

    def action_label(self, view, action) -> str:
        """How `action` reads in the list of legal actions."""
        return str(view.describe(action))

    def focus_for_turn(self) -> None:
        self.query_one("#actions", OptionList).focus()

    def clear_actions(self) -> None:
        self.query_one("#actions", OptionList).clear_options()
        self.query_one("#prompt", Static).update("")
        self.legal = []

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "actions":
            return
        event.stop()
        if event.option.id is not None and event.option.id.isdigit():
            self.play(self.legal[int(event.option.id)])

    # -- focus: which pane holds the keyboard ------------------------------------------
    def focused_pane(self) -> str | None:
        """The pane holding the keyboard: "board", "list", "log", or None (nothing)."""
        focused = self.focused
        if focused is None:
            return None
        return {"actions": "list", "log": "log"}.get(focused.id or "", "board")

    def pane_label(self) -> str:
        """The footer's mark of the pane holding the keyboard, e.g. "▶ Board"."""
        pane = self.focused_pane()
        return f"{PANE_MARK} {_(PANE_NAMES[pane])}" if pane else ""

    def board_widget(self):
        """The board's focusable widget: the first in the focus chain (board → list → log)
        that is neither the list nor the log."""
        return next((w for w in self.focus_chain if w.id not in ("actions", "log")), None)

    def action_focus_board(self) -> None:
        board = self.board_widget()
        if board is not None:
            board.focus()

    def on_descendant_focus(self, event) -> None:
        self.show_board_focus(self.focused_pane() == "board")

    def on_descendant_blur(self, event) -> None:
        self.show_board_focus(self.focused_pane() == "board")

    def show_board_focus(self, on: bool) -> None:
        """Draw the board's cursor only while the board holds the keyboard (a screen
        whose board widgets do not see the focus themselves overrides this)."""

    def action_jump_to_hint(self) -> None:
        super().action_jump_to_hint()
        self.list_by_jump = True

    def leave_list_after_jump(self) -> None:
        """After `j` the list held the keys for the hinted move only: the next turn
        starts on the board again (as F1 says)."""
        if not self.list_by_jump:
            return
        self.list_by_jump = False
        board = self.board_widget()
        if board is not None and self.focused is self.query_one("#actions"):
            self.set_focus(board)

    # -- the end -----------------------------------------------------------------------
    def game_over(self) -> None:
        from tui.profile.hook import record_game_over
        from tui.widgets.result import GameOverScreen

        if self.finished:
            return
        self.finished = True
        self.clear_actions()
        self.set_thinking("")
        self.show_evalbar()  # the result, not a stale estimate
        record_game_over(self)  # the player's profile (tui/profile/): local games against bots
        self.app.push_screen(GameOverScreen(self.match, resigned=self.resigned, extra=self.final_notes()))

    def final_notes(self) -> list[str]:
        """Game-specific lines for the game-over screen (e.g. the secret colours)."""
        return []

    def action_resign(self) -> None:
        from tui.screens.dialogs import ConfirmDialog

        seat = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else None)
        if seat is None or self.finished:
            self.notify(_("There is no human seat to resign."), severity="warning")
            return

        def confirmed(yes: bool) -> None:
            if yes:
                self.resigned = seat
                self.stop_thinking()  # a bot still thinking is ignored from now on
                self.game_over()

        self.app.push_screen(
            ConfirmDialog(
                _("{name} resigns the game?").format(name=self.match.names[seat]), yes=_("Resign"), no=_("Play on")
            ),
            confirmed,
        )

    def action_leave(self) -> None:
        from tui.screens.dialogs import ConfirmDialog

        if self.finished:
            self.app.close_game()
            return

        def confirmed(yes: bool) -> None:
            if yes:
                self.workers.cancel_group(self, "bot")
                self.app.close_game()

        from tui.saving import autosaved

        if autosaved(self.match) is not None:  # nothing is lost: say where it carries on
            question = _("Leave this game for the main menu?\n(it is autosaved: Load game carries it on)")
        else:
            question = _("Leave this game for the main menu?\n(save it first with ctrl+s to play on later)")
        self.app.push_screen(
            ConfirmDialog(
                question,
                yes=_("Leave"),
                no=_("Stay"),
            ),
            confirmed,
        )

    def action_toggle_log(self) -> None:
        log = self.query_one("#log", RichLog)
        log.display = not log.display
