"""The generic game screen: plays any game of the protocol, given a session.

A screen talks to its game only through a `core.session.Session`: what this keyboard must
decide (`pending()`), its answer (`submit`), the view (`view()`), the log as the keyboard
may read it (`log()`) and the session's events, which come back to the screen as
`SessionNews` messages. The same screen plays a local game (`ai.session.LocalSession`: the
match and its bots, take-back and redo; several human seats at one keyboard with a
hand-over screen between their turns) and a seat at a LAN table
(`net.session.RemoteSession`, with the table's own part `tui.screens.net_game.LanTable`:
rematch, series, the host's shutdown). The board area shows the view of the human at the
keyboard only.

Game-specific screens subclass it and replace `compose_board` / `show_view`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.widgets import OptionList, RichLog, Static

from ai.session import LocalSession
from core.i18n import N_, _, ngettext
from core.match import Match, Pending
from core.narration import actor_line, predicate
from core.session import CHOSE, ERROR, THINKING, SessionEvent
from tui.coach.coach import Coach
from tui.coach.hint_panel import HintPanel
from tui.games import heap
from tui.log_lines import panel_lines
from tui.setup import bot_spec
from tui.widgets.dimmed import ShownUnderDialogs
from tui.widgets.footer import Footer
from tui.widgets.hanging_line import HangingLine
from tui.widgets.panes import PANE_MARK, PANE_NAMES, ActionList, GameLog, row
from tui.widgets.text_bar import bar
from tui.widgets.title import game_title

# The action list's length: beyond it the list says how many more there are (a big horde
# moves in tens of thousands of ways, more than anyone scrolls or a list draws quickly)
LIST_LIMIT = 500
WIDE = 110  # the columns from which a game screen is "-wide" (its side panel wider)


class SessionNews(Message):
    """Something the session told (a `core.session.SessionEvent`), handed to the screen."""

    def __init__(self, event: SessionEvent) -> None:
        super().__init__()
        self.event = event


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


def local_session(match: Match, *, processes: bool = True, pause: float = 0.0) -> LocalSession:
    """The session of a game on this machine: every human seat at this keyboard, the bots
    driven by the session (searching ones in their own process unless `processes` is
    False), `pause` seconds between a bot's choice and its move; a bot's failure waits for
    the player's answer (`tui.screens.bot_failed`)."""
    from ai.session import LocalSession

    humans = [i for i, kind in enumerate(match.seats) if kind == "human"]
    bots = {i: bot_driver(match, i, processes) for i, kind in enumerate(match.seats) if kind.startswith("bot:")}
    viewer = humans[0] if len(humans) == 1 else None
    return LocalSession(match, viewer, bots=bots, seats=humans, ask_again=False, pause=pause)


def bot_driver(match: Match, seat: int, processes: bool = True, kind: str | None = None):
    """The driver (ai.driver.BotDriver) of `seat`'s bot (`kind`, default the match's seat
    kind), seeded from the match and the seat; a searching bot in its own process."""
    from ai.driver import BotDriver, instant

    spec = bot_spec(kind or match.seats[seat])
    return BotDriver(spec, seed=match.seed * 101 + seat, process=processes and not instant(spec))


class GameScreen(ShownUnderDialogs):  # a Screen drawn as it is under a dialog
    """Any game, given a session (local: any mix of human and bot seats; or a LAN seat)."""

    # escape leaves for the menu while the game is on; once it is over, it is "Result" and
    # puts the result up again from the final board (`check_action` shows one of the two)
    BINDINGS = [
        Binding("escape", "leave", N_("Menu")),
        Binding("escape", "result", N_("Result")),
        Binding("question_mark,f2", "app.rules", N_("Rules")),
        Binding("ctrl+s", "app.save_game", N_("Save")),
        Binding("g", "toggle_log", N_("Log")),
        Binding("h", "hint", N_("Hint")),
        Binding("j", "jump_to_hint", N_("Go to hint"), show=False),
        Binding("r", "reasons", N_("Reasons"), show=False),
        Binding("ctrl+z", "take_back", N_("Take back"), show=False),
        Binding("ctrl+y,ctrl+shift+z", "redo", N_("Redo"), show=False),
        Binding("e", "toggle_evalbar", N_("Eval bar"), show=False),
        Binding("y", "rematch", N_("Rematch"), show=False),
    ]

    def __init__(self, session, table=None) -> None:
        super().__init__()
        self.session = session
        self.local: LocalSession | None = session if isinstance(session, LocalSession) else None
        self.table = table  # tui.screens.net_game.LanTable at a LAN table, else None
        self.humans = sorted(session.seats)
        # The seat whose view is on screen: the human at the keyboard, None = spectator.
        self.viewer: int | None = session.seat
        self.turn = 0  # counts turns asked, so a late answer for an old turn is dropped
        self.waiting_for: int | None = None  # human seat whose choice is awaited
        self.legal: list = []
        self.resigned: int | None = None
        self.finished = False
        self.shown_log = 0  # lines of the session's log in the panel
        self.asked_at: tuple | None = None  # (log length, turn) last asked, so news asks once
        self.coach = Coach(self)  # hints, reasons, the evaluation bar, take-backs (tui/coach)
        self.list_by_jump = False  # `j` sent the keys to the list for the hinted move
        self.froze_heap = False  # whether this screen froze the heap (tui/games/heap.py)
        self._unsubscribe = session.subscribe(self._news)

    @property
    def names(self) -> list[str]:
        return self.session.names

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A rematch is a LAN table's only: elsewhere `y` does nothing. Escape is "Menu"
        while the game is on and "Result" once it is over."""
        if action == "rematch":
            return self.table is not None
        if action == "result":
            return self.finished
        if action == "leave":
            return not self.finished
        return True

    def action_result(self) -> None:
        from tui.widgets.result import show_result

        show_result(self)

    def action_rematch(self) -> None:
        """Accept the host's rematch offer (a LAN table's)."""
        if self.table is not None:
            self.table.rematch(self)

    @property
    def match(self) -> Match | None:
        """The match of a local game (None at a LAN table: the host holds it)."""
        return self.local.match if self.local is not None else None

    @property
    def savable_match(self) -> Match | None:
        """The match a save would write: a local game's, the host's own when this app
        hosts the LAN table; a joined seat has none."""
        return self.match if self.table is None else self.table.savable_match

    @property
    def feed(self):
        """The seat's feed at a LAN table (`net.feed.SeatFeed`), None for a local game."""
        return self.table.feed if self.table is not None else None

    @property
    def host(self):
        """The LAN host this app runs for the table on screen, else None."""
        return self.table.host if self.table is not None else None

    @property
    def bots(self) -> dict:
        """The bot drivers by seat (a LAN table's bots are the host's)."""
        return self.local.bots if self.local is not None else {}

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
        """Where a player is asked: the prompt, a detail line about the pick in hand (if
        the screen has one) and the list of legal actions, the bot's progress drawn over
        the list's top rows (`set_thinking`)."""
        yield Static(id="evalbar", markup=False)
        yield Static(id="prompt")
        thinking = Static(id="thinking")  # the thinking line's text; shown only on the player's turn
        thinking.display = False
        yield thinking
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
        if self.froze_heap:
            self.froze_heap = False
            heap.thaw()
        self._unsubscribe()
        self.workers.cancel_group(self, "hint")
        self.coach.close()
        if self.local is not None:
            self.local.close_now()
        if self.table is not None:
            self.table.shut_down(self)

    async def _compose(self) -> None:
        # the size's classes before any widget is styled: set at the first resize, they
        # restyled the whole screen once a class and laid it out again (~90 ms at 120x40);
        # the heap kept out of full collections from here, not from the first refresh: a
        # full collection that fell in the opening read the whole process (~120 ms in one
        # opening of two)
        self.fit_classes(self.app.size)
        self.freeze_heap()
        await super()._compose()

    def fit_classes(self, size: Size) -> None:
        """The classes the screen's size decides (a game's screen adds its own)."""
        self.set_class(size.width >= WIDE, "-wide")

    def _screen_resized(self, size: Size) -> None:
        """Lay the screen out for a new size only. Textual lays a screen out when it is
        shown, then again at the Resize that first layout sends the screen itself, and
        again under each dialog pushed over it, at the size it already has (~30 ms of an
        opening); a widget that changed since asks for a layout of its own."""
        if size != self._compositor.size:
            super()._screen_resized(size)

    def on_resize(self, event) -> None:
        self.fit_classes(event.size)
        if self.turn:  # the title fitted to the new width
            self.query_one("#status", Static).update(self.status_text())

    def on_mount(self) -> None:
        from tui.profile.hook import ask_to_record

        self.start_play()
        ask_to_record(self)  # hot-seat games between people: each person says yes or no (tui/profile/)

    def freeze_heap(self) -> None:
        """Before the board is made, keep what is alive out of the garbage collections until
        the screen closes (tui/games/heap.py: a full collection was a 90–500 ms pause at a random move)."""
        if self.is_attached and not self.froze_heap:
            self.froze_heap = True
            heap.freeze()

    def start_play(self) -> None:
        """Show the moves so far (a loaded game), ask whoever must act, let the bots play."""
        self.write_whole_log()
        self.advance()
        if self.local is not None:
            self.local.start()

    def write_whole_log(self) -> None:
        """The log panel written anew from the session's log (a loaded game, a take-back)."""
        self.query_one("#log", RichLog).clear()
        self.shown_log = 0
        self.sync_log()

    def sync_log(self) -> None:
        """The lines of the session's log not yet in the panel (all anew if it shrank)."""
        lines = self.session.log()
        if len(lines) < self.shown_log:
            self.write_whole_log()
            return
        for line in lines[self.shown_log :]:
            self.on_log_line(line)
            for text in panel_lines(line, self.names):
                self.write_log(text)
        self.shown_log = len(lines)

    def write_log(self, line: str) -> None:
        self.query_one("#log", RichLog).write(HangingLine(line))  # a wrapped row hangs under its text

    def on_log_line(self, line) -> None:
        """A new line of the log (a screen may note something about it)."""

    # -- what the session tells ----------------------------------------------------------
    def _news(self, event: SessionEvent) -> None:
        """A session event, on the loop's thread: a bot's choice is weighed now, in the
        position it was made in; everything else reaches the screen as a message."""
        if event.kind == CHOSE:
            self.note_bot_choice(event.data)
        self.post_message(SessionNews(event))

    def on_session_news(self, message: SessionNews) -> None:
        event = message.event
        if event.kind == THINKING:
            self.show_progress(event.data["seat"], event.data["progress"])
        elif event.kind == CHOSE:
            self.show_bot_choice(event.data)
        elif event.kind == ERROR and "path" in event.data and self.local is not None:
            self.on_bot_failed(event.data)
        elif self.table is not None:
            self.table.on_news(self, event)
        elif event.kind == ERROR:
            self.notify(str(event.data.get("message", "")), title=_("Not allowed"), severity="error")
        else:
            self.sync_log()
            self.advance_if_new()

    def advance_if_new(self) -> None:
        """Ask whoever must act, unless this very turn was asked already (a view and a
        your-turn of one move would hand the keyboard over twice)."""
        if self.finished:
            return
        turn = self.session.pending()
        moment = (self.shown_log, turn.number if turn is not None else None, self.session.over)
        if moment != self.asked_at:
            self.advance()

    # -- the turn loop -----------------------------------------------------------------
    def advance(self) -> None:
        """Ask whoever must act now; show the game-over screen when it has ended."""
        self.turn += 1
        self.waiting_for = None
        self.close_hint()
        turn = self.session.pending()
        self.asked_at = (self.shown_log, turn.number if turn is not None else None, self.session.over)
        if self.session.view() is None:
            self.set_thinking(_("Waiting for the host…"))
            return
        if self.session.over:
            self.refresh_board(None)
            self.game_over()
            return
        if turn is not None:
            if turn.seat != self.viewer and len(self.humans) > 1:
                self.hand_over(turn.seat)
            else:
                self.ask_human(turn.seat)
            return
        if self.table is not None:
            self.clear_actions()
        self.refresh_board(None)
        self.say_who_moves()

    def say_who_moves(self) -> None:
        """The thinking line while another seat is to move: a bot thinks, a LAN seat is waited for."""
        if self.table is not None:
            self.set_thinking(self.table.waiting_line(self))
            return
        view = self.session.view()
        seat = view.to_move() if view is not None else None
        if seat is None:
            return
        if seat in self.bots:
            self.set_thinking(_("{name} is thinking…").format(name=self.names[seat]))
        else:
            self.set_thinking(_("Waiting for {name} (network)…").format(name=self.names[seat]))

    def pending_now(self) -> Pending | None:
        """The keyboard's decision now with the view it is made from, or None."""
        turn = self.session.pending()
        view = self.session.view()
        if turn is None or view is None or self.finished:
            return None
        return Pending(turn.seat, turn.decision, view, list(turn.legal))

    def hand_over(self, seat: int) -> None:
        from tui.widgets.hand_over import HandOverScreen

        self.clear_actions()
        lines = self.session.log()
        last = panel_lines(lines[-1], self.names)[0] if lines else ""  # as the log reads it
        turn = self.turn

        def ready(_=None) -> None:
            if turn == self.turn:
                self.ask_human(seat)

        self.app.push_screen(HandOverScreen(self.names[seat], last), ready)

    def sit(self, seat: int | None) -> None:
        """`seat` is at the keyboard now: the board shows its view."""
        self.viewer = seat
        if self.local is not None:
            self.local.seat = seat

    def ask_human(self, seat: int) -> None:
        """Show `seat` its view and its legal actions, and wait for its choice."""
        self.sit(seat)
        self.waiting_for = seat
        pending = self.pending_now()
        self.set_thinking("")
        self.leave_list_after_jump()
        self.refresh_board(pending)
        if pending is not None:
            self.show_actions(pending)

    def play(self, action) -> bool:
        """The human at the keyboard chose `action`; False (with a message) if refused.
        The session answers with its news (a refusal as an error)."""
        if self.waiting_for is None:
            self.notify(_("It is not your turn."), severity="warning")
            return False
        if action not in self.legal:
            why = _("{action} is not one of your legal actions now").format(action=repr(action))
            self.notify(why, title=_("Not allowed"), severity="error")
            return False
        self.waiting_for = None
        if self.table is not None:
            self.clear_actions()
            self.set_thinking(_("Sent to the host…"))
        self.run_worker(self.session.submit(action), group="submit")
        return True

    # -- bots --------------------------------------------------------------------------
    def show_progress(self, seat: int, p) -> None:
        """A thinking bot's progress bar."""
        if self.finished or self.waiting_for is not None:
            return
        best = ""
        # the best action so far could give a secret away (a battle card): bots-only games
        view = self.session.view()
        if p.best_action is not None and not self.humans and view is not None:
            try:
                best = "\n" + _("best so far: {move}").format(move=view.describe(p.best_action))
            except Exception:
                best = ""
        self.set_thinking(
            _(
                "{name} is thinking…\n{bar} {iterations} lines of play, best move so far wins {win_rate:.0%}{best}"
            ).format(
                name=self.names[seat],
                bar=bar(p.budget_fraction),
                iterations=p.iterations,
                win_rate=p.win_rate,
                best=best,
            )
        )

    def note_bot_choice(self, data: dict) -> None:
        """Keep a bot's reasons (tui.coach.reasons), weighed in the position before its move."""
        from tui.coach.reasons import reason_for

        if self.local is None or self.finished:
            return
        match, seat = self.local.match, data["seat"]
        said = predicate(data["said"], seat, self.names)  # the move without its actor's name
        reason = reason_for(match.state, seat, len(match.log) + 1, said, data["advice"], self.humans, data["hidden"])
        self.coach.add_reason(reason)

    def show_bot_choice(self, data: dict) -> None:
        """While a bot's move stays announced (the app's bot_delay): who chose what."""
        if self.local is not None and self.local.pause and not self.finished:
            self.set_thinking(actor_line(data["seat"], data["said"], self.names))

    def on_bot_failed(self, data: dict) -> None:
        """Say what failed in one line and let the player choose what comes next; never
        a move made up for the bot."""
        from tui.screens.bot_failed import BotFailedDialog, one_line

        if self.finished or self.local is None:
            return
        seat, name = data["seat"], self.names[data["seat"]]
        bot = self.bots[seat]
        error = data.get("error", str(data["message"]))
        self.set_thinking(_("{name} failed: {one_line}").format(name=name, one_line=one_line(error)))
        dialog = BotFailedDialog(
            name,
            bot.name,
            error,
            data["path"],
            can_retry=bot.available,
            autosaved=bool(getattr(self.app, "autosave", False)),
        )
        self.app.push_screen(dialog, lambda choice: self._after_bot_failure(seat, choice))

    def _after_bot_failure(self, seat: int, choice) -> None:
        what, spec = choice
        if what == "leave":
            self.leave_for_menu()
            return
        assert self.local is not None  # only a local session's bots fail here
        if what == "replace":
            kind = f"bot:{spec}"
            processes = getattr(self.app, "bot_processes", True)
            self.local.replace(seat, bot_driver(self.local.match, seat, processes, kind), kind)
        else:  # a fresh bot (and worker process): the old one may have died with its error
            self.local.retry(seat)
        self.advance()

    # -- the coach (tui.coach.coach.Coach): its keys, and how a hint is marked here ------
    @property
    def hint_advice(self):
        """The hint on show (ai.coach.Advice), None if none."""
        return self.coach.advice

    @property
    def hinting(self) -> bool:
        """Whether a hint is being searched."""
        return self.coach.hinting

    @property
    def bot_reasons(self) -> list:
        """The bots' reasons so far (tui.coach.reasons.BotReason), one per bot move."""
        return self.coach.reasons

    def action_hint(self) -> None:
        self.coach.hint()

    def action_reasons(self) -> None:
        self.coach.show_reasons()

    def action_toggle_evalbar(self) -> None:
        self.coach.toggle_evalbar()

    def action_take_back(self) -> None:
        self.coach.take_back()

    def action_redo(self) -> None:
        self.coach.redo()

    def show_evalbar(self) -> None:
        self.coach.show_evalbar()

    def stop_thinking(self) -> None:
        """Drop whatever a bot or the coach is thinking about (its answer would be stale)."""
        self.turn += 1
        self.coach.cancel()
        if self.local is not None:
            self.local.halt()

    def after_rewind(self, said: str) -> None:
        """After a take-back or a redo: the log anew, what was done, and the next turn."""
        self.write_whole_log()
        self.write_log(said)
        self.notify(said)
        self.advance()

    def close_hint(self) -> None:
        """Hide the hint panel and take the hint's marks off (a board may have more)."""
        self.coach.close_hint()

    def hint_label(self, action) -> str:
        return self.coach.hint_label(action)

    def mark_hint(self, advice) -> None:
        """Mark the hinted options ①②③ in the list of actions (a screen may also mark its board)."""
        from tui.coach.hint_panel import MARKS

        for mark, option in zip(MARKS, advice.top(3)):
            self.mark_row(option.action, mark)
        self.show_row(advice.best.action)

    def unmark_hint(self, advice) -> None:
        """Take the hint's marks off the list."""
        for option in advice.top(3):
            self.mark_row(option.action, "")

    def mark_row(self, action, mark: str) -> None:
        """Put the hint's `mark` ("" for none) on the list's row of `action` (a screen
        whose rows stand for several actions overrides this)."""
        self._relabel(action, f"{mark} {self.hint_label(action)}" if mark else self.hint_label(action))

    def row_id(self, action) -> str | None:
        """The id of the list's row that plays `action` (None: the list does not offer it)."""
        return str(self.legal.index(action)) if action in self.legal else None

    def show_row(self, action) -> None:
        """Scroll the list to the row of `action` (the hint's first option) and put the
        list's cursor on it, so that it is in view even in a long list."""
        from textual.widgets.option_list import OptionDoesNotExist

        row = self.row_id(action)
        if row is None:
            return
        actions = self.query_one("#actions", OptionList)
        try:
            actions.highlighted = actions.get_option_index(row)
        except OptionDoesNotExist:
            return
        actions.scroll_to_highlight()

    def _relabel(self, action, text: str) -> None:
        """Change the list's label of `action`, if the list still offers it."""
        from textual.widgets.option_list import OptionDoesNotExist

        row = self.row_id(action)
        if row is not None:
            try:
                self.query_one("#actions", OptionList).replace_option_prompt(row, text)
            except OptionDoesNotExist:
                pass

    # -- drawing -----------------------------------------------------------------------
    def set_thinking(self, text: str) -> None:
        """The thinking line ("" for none). While another seat is to move it is drawn over
        the action list's top rows: it takes no row of the side panel and its coming and
        going lays nothing out (a line of its own laid the screen out once more at every
        bot move, bench/RESULTS.md session 18). On the player's own turn (a LAN notice such
        as "reconnecting…") the list's rows are live and the highlighted one must stay in
        sight, so the line takes a place of its own above the list."""
        thinking = self.query_one("#thinking", Static)
        own_turn = bool(text) and self.waiting_for is not None
        thinking.update(text, layout=own_turn)
        if thinking.display != own_turn:
            thinking.display = own_turn
        self.query_one("#actions", ActionList).show_notice("" if own_turn else text)

    def status_text(self) -> str:
        """The status line: the game's title (`game_status`; a LAN table's parts in it)."""
        return self.game_status()

    def game_status(self) -> str:
        """The title: the game, whose turn, its progress, "you: <name>", fitted to the
        screen's width (`tui.widgets.title.game_title`)."""
        return game_title(self)

    def current_view(self):
        """The view on screen: the viewer's (None at a LAN table before the first view)."""
        return self.session.view()

    def refresh_board(self, pending) -> None:
        """Redraw the status line and the board from the viewer's view; `pending` is the
        viewer's own turn (with its legal actions) or None."""
        self.query_one("#status", Static).update(self.status_text())
        self.show_view(self.current_view(), pending)
        self.refresh_bindings()  # escape's words follow the selection (footer_words)

    def show_view(self, view, pending) -> None:
        self.query_one("#view-text", Static).update(view_text(view))

    def show_actions(self, pending) -> None:
        prompt = self.query_one("#prompt", Static)
        text = f"[b]{self.names[pending.seat]}[/b]: {pending.decision.prompt}"
        if prompt.content != text:  # the same text again (the human's next turn) would repaint it for nothing
            prompt.update(text)
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
        listed = self.listed_indices()
        options = [row(self.action_label(view, self.legal[i]), str(i)) for i in listed[:LIST_LIMIT]]
        if len(listed) > LIST_LIMIT:
            options.append(row(self.more_actions_label(len(listed) - LIST_LIMIT), "more", disabled=True))
        self.query_one("#actions", ActionList).fill(options)

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
        """Put the list's cursor on the coach's first option (a board may do more)."""
        self.coach.jump()
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
        from tui.widgets.result import show_result

        if self.finished:
            return
        self.finished = True
        self.clear_actions()
        self.set_thinking("")
        self.show_evalbar()  # the result, not a stale estimate
        record_game_over(self)  # the player's profile (tui/profile/): local games against bots
        show_result(self)

    def final_notes(self) -> list[str]:
        """Game-specific lines for the game-over screen (e.g. the secret colours)."""
        return []

    def action_resign(self) -> None:
        from tui.screens.dialogs import ConfirmDialog

        if self.table is not None:  # the host ends the game for everyone
            self.table.resign(self)
            return
        seat = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else None)
        if seat is None or self.finished:
            self.notify(_("There is no human seat to resign."), severity="warning")
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.resigned = seat
                self.stop_thinking()  # a bot still thinking is ignored from now on
                self.game_over()

        self.app.push_screen(
            ConfirmDialog(
                _("{name} resigns the game?").format(name=self.names[seat]), yes=_("Resign"), no=_("Play on")
            ),
            confirmed,
        )

    def action_leave(self) -> None:
        from tui.screens.dialogs import ConfirmDialog

        if self.finished:
            self.leave_for_menu()
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                if self.local is not None:
                    self.local.halt()
                self.leave_for_menu()

        from tui.saving import autosaved

        if self.match is not None and autosaved(self.match) is not None:  # nothing is lost: it carries on
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

    def leave_for_menu(self) -> None:
        """Back to the main menu (`tui.app.ClanhallApp.close_game`: the only app that shows a game)."""
        from tui.widgets.result import Hall

        cast(Hall, self.app).close_game()

    log_hidden = False  # g hid the log panel

    def action_toggle_log(self) -> None:
        log = self.query_one("#log", RichLog)
        log.display = not log.display
        self.log_hidden = not log.display
        self.refresh_bindings()  # the footer's words for g follow (footer_words)

    def footer_words(self, action: str) -> str | None:
        """The footer's words for g, which hides the log while it shows and shows it while
        it is hidden: "g Log" read as "open the log" and the log went away; and for escape,
        which drops a pick on the board before it leaves for the menu."""
        if action == "leave" and self.holds_selection():
            return _("Drop")
        if action != "toggle_log":
            return None
        return _("Show log") if self.log_hidden else _("Hide log")

    def holds_selection(self) -> bool:
        """Whether a pick on the board (a territory, a card, a spot) waits for the rest of
        its move: escape drops it then, and the footer says so (`footer_words`)."""
        return False
