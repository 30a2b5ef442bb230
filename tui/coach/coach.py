"""The coach of one game screen: a part the screen owns, not a mixin.

`Coach` keeps what the coach knows (the hint on show, a hint being searched, the bots'
reasons, the latest win-chance estimates) and does what its keys ask: h hint, j go to the
hint, r the bots' reasons, e the evaluation bar, ctrl+z / ctrl+y take back and redo. It
reaches the screen only through `CoachHost`, the few things a game screen offers it (its
session, who sits at the keyboard, the action list and how a hint is marked on it and on
the board). A hint reads only the view of the seat on turn, so it works at a LAN table as
at home; take-back and redo are a local session's (`ai.session.LocalSession`), so a LAN
table says in one line that it has none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol

from textual.widgets import OptionList, Static
from textual.widgets.option_list import OptionDoesNotExist

from core.i18n import _, ngettext
from tui.coach.hint_panel import MARKS, HintPanel, option_lines
from tui.widgets.text_bar import bar

if TYPE_CHECKING:
    from ai.driver import BotDriver
    from ai.session import LocalSession
    from core.match import Match, Pending
    from core.session import Session
    from tui.coach.reasons import BotReason


class CoachHost(Protocol):
    """What the coach needs of its game screen."""

    session: Session
    local: LocalSession | None
    humans: list[int]
    viewer: int | None
    waiting_for: int | None
    finished: bool
    resigned: int | None
    shown_log: int
    turn: int
    legal: list
    app: Any

    @property
    def workers(self) -> Any: ...

    @property
    def query_one(self) -> Callable[..., Any]: ...

    @property
    def call_later(self) -> Callable[..., Any]: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def match(self) -> Match | None: ...

    def pending_now(self) -> Pending | None: ...
    def current_view(self) -> Any: ...
    def action_label(self, view: Any, action: Any) -> str: ...
    def row_id(self, action: Any) -> str | None: ...
    def mark_hint(self, advice: Any) -> None: ...
    def unmark_hint(self, advice: Any) -> None: ...
    def close_hint(self) -> None: ...
    def after_rewind(self, said: str) -> None: ...
    def stop_thinking(self) -> None: ...
    def notify(self, message: str, *, title: str = ..., severity: Any = ..., timeout: float | None = ...) -> None: ...
    def run_worker(self, work: Any, *, group: str = ..., exclusive: bool = ...) -> Any: ...


class Coach:
    """Hints, the bots' reasons, the evaluation bar and take-backs of one game screen."""

    def __init__(self, host: CoachHost) -> None:
        self.host = host
        self.driver: BotDriver | None = None  # the coach's own bot, made on the first hint
        self.advice: Any = None  # the hint on show (ai.coach.Advice), for this turn only
        self.hinting = False
        self.reasons: list[BotReason] = []  # one per bot move, in order
        self.estimates: dict[int, tuple[float, str]] = {}  # seat -> latest win chance, where from

    def close(self) -> None:
        """The screen is going: stop the coach's bot."""
        if self.driver is not None:
            self.driver.close()

    # -- take-back ---------------------------------------------------------------------
    def take_back(self) -> None:
        """Back to the last decision a human made here, undoing the bot replies after it;
        the position is rebuilt from the seed and the remaining moves."""
        host = self.host
        if host.local is None:
            host.notify(_("No take-backs at a network table."), severity="warning")
            return
        if host.finished:
            return
        count = host.local.take_back()  # (the bots stop only when something is taken back)
        if not count:
            host.notify(_("Nothing to take back."), severity="warning")
            return
        host.stop_thinking()
        moves = len(host.local.match.log)
        self.reasons = [r for r in self.reasons if r.move <= moves]
        host.after_rewind(
            ngettext("Took back {count} move (ctrl+y: redo).", "Took back {count} moves (ctrl+y: redo).", count).format(
                count=count
            )
        )

    def redo(self) -> None:
        """Play again the moves the last take-back removed."""
        host = self.host
        if host.local is None:
            host.notify(_("No take-backs at a network table."), severity="warning")
            return
        if not host.local.redo_lines or host.finished:
            host.notify(_("Nothing to redo."), severity="warning")
            return
        host.stop_thinking()
        count = host.local.redo()
        host.after_rewind(
            ngettext("Played again {count} move.", "Played again {count} moves.", count).format(count=count)
        )

    # -- hints -------------------------------------------------------------------------
    def hint(self) -> None:
        """The coach's top options for the player on turn, from that player's view only;
        pressed again it cancels a hint being searched, or closes a shown one."""
        from tui.coach.runner import DEFAULT_SPEC, start_coach

        host = self.host
        if self.hinting:
            self.cancel()
            host.close_hint()  # the screen's: a board may carry marks of its own
            host.notify(_("Hint cancelled."))
            return
        if self.advice is not None:
            host.close_hint()
            return
        pending = host.pending_now() if host.waiting_for is not None else None
        if pending is None:
            host.notify(_("A hint is for the player on turn: wait for your turn."), severity="warning")
            return
        if self.driver is None:
            spec = getattr(host.app, "coach_spec", DEFAULT_SPEC)
            seed = host.match.seed if host.match is not None else 0
            self.driver = start_coach(spec, seed, process=getattr(host.app, "bot_processes", True))
        self.hinting = True
        host.query_one(HintPanel).thinking(host.names[pending.seat])
        turn = host.turn
        host.run_worker(
            self._think(turn, pending.seat, pending.view, list(pending.legal_actions)), group="hint", exclusive=True
        )

    def cancel(self) -> None:
        """Drop a hint being searched (its answer would be stale)."""
        self.hinting = False
        self.host.workers.cancel_group(self.host, "hint")

    async def _think(self, turn: int, seat: int, view, legal: list) -> None:
        from ai.driver import BotFailed

        assert self.driver is not None  # made by `hint` before this runs
        try:
            advice = await self.driver.advise(view, seat, legal, progress=lambda p: self._progress(turn, p))
        except BotFailed as failure:  # a failing coach says so; the game goes on
            path = failure.logged(f"hint for seat {seat + 1} in {self.host.session.game.name}")
            self.host.call_later(
                self._failed, turn, _("{error} (details in {path})").format(error=failure.line, path=path)
            )
            return
        # shown as the screen's next message (as a bot's move is), so the list's scroll to
        # the hinted row is part of the same round of the screen's work
        self.host.call_later(self._ready, turn, seat, advice)

    def _progress(self, turn: int, p) -> None:
        if turn != self.host.turn or not self.hinting:
            return
        best = self.hint_label(p.best_action) if p.best_action is not None else "…"
        self.host.query_one(HintPanel).progress(p.budget_fraction, p.iterations, best)

    def _failed(self, turn: int, error: str) -> None:
        if turn != self.host.turn or not self.hinting:
            return
        self.hinting = False
        self.host.query_one(HintPanel).failed(_("The coach failed: {error}").format(error=error))

    def _ready(self, turn: int, seat: int, advice) -> None:
        host = self.host
        if turn != host.turn or not self.hinting:
            return
        self.hinting = False
        self.advice = advice
        if advice.win_chance is not None:
            # the hint read this seat's view: its mirror image is no secret only to a bot
            other_is_bot = len(host.names) == 2 and (1 - seat) not in host.humans
            move = _("hint for move {number}: {move}").format(
                number=host.shown_log + 1, move=self.hint_label(advice.best.action)
            )
            self.note_estimate(seat, advice.win_chance, move, mirror=other_is_bot)
        panel = host.query_one(HintPanel)
        lines = option_lines(advice, self.hint_label)
        if not panel.fits(lines[: len(MARKS)]):  # the options; a note below them may wrap
            lines = option_lines(advice, self.hint_label, brief=True)
        panel.show(host.names[seat], lines, advice.iterations)
        panel.call_after_refresh(panel.bring_into_view)  # below a short screen's fold
        host.mark_hint(advice)

    def hint_label(self, action) -> str:
        return self.host.action_label(self.host.current_view(), action)

    def close_hint(self) -> None:
        """Hide the hint panel and take the hint's marks off the screen."""
        advice, self.advice = self.advice, None
        self.host.query_one(HintPanel).close()
        if advice is not None:
            self.host.unmark_hint(advice)

    def jump(self) -> None:
        """Put the list's cursor on the coach's first option."""
        host = self.host
        if self.advice is None or self.advice.best.action not in host.legal:
            host.notify(_("Press h for a hint first."), severity="warning")
            return
        actions = host.query_one("#actions", OptionList)
        try:  # the row's id (row_id); a long list may not show it
            actions.highlighted = actions.get_option_index(host.row_id(self.advice.best.action) or "")
        except OptionDoesNotExist:
            host.notify(_("The hinted move is not in the list: pick it on the board."), severity="warning")
            return
        actions.scroll_to_highlight()  # a row already highlighted is not scrolled to by the setter
        actions.focus()

    # -- the bots' reasons and the evaluation bar ---------------------------------------
    def show_reasons(self) -> None:
        """The bots' moves with their estimates and what they weighed (tui.coach.reasons)."""
        from tui.coach.reasons import ReasonsScreen

        self.host.app.push_screen(ReasonsScreen(self.reasons, self.host.names, over=self.host.finished))

    def add_reason(self, reason: BotReason) -> None:
        """Keep a bot move's reasons; a public one's estimate feeds the evaluation bar."""
        self.reasons.append(reason)
        if reason.public and reason.win_chance is not None:
            label = _("{name}'s search for move {number}: {move}").format(
                name=self.host.names[reason.seat], number=reason.move, move=reason.said
            )
            self.note_estimate(reason.seat, reason.win_chance, label, mirror=True)

    def note_estimate(self, seat: int, chance: float, label: str, mirror: bool) -> None:
        """Keep `seat`'s latest estimated win chance and `label`, which move it is from (a
        hint or a public bot search); with `mirror`, in a two-seat game, the other seat's
        too (its loss is the first's win)."""
        self.estimates[seat] = (chance, label)
        if mirror and len(self.host.names) == 2:
            self.estimates[1 - seat] = (1.0 - chance, label)
        self.show_evalbar()

    def toggle_evalbar(self) -> None:
        widget = self.host.query_one("#evalbar", Static)
        widget.display = not widget.display
        self.show_evalbar()

    def show_evalbar(self) -> None:
        """The viewer's latest estimated win chance, as a bar (only estimates this seat may see)."""
        host = self.host
        widget = host.query_one("#evalbar", Static)
        if not widget.display:
            return
        seat = host.viewer
        if host.finished:  # an estimate made during the game is stale once the result is in
            widget.update(self.final_line(seat))
            return
        if seat is None or seat not in self.estimates:
            widget.update(_("Win chance: no estimate yet (h: hint)"))
            return
        chance, label = self.estimates[seat]
        widget.update(
            _("{name} wins {chance:.0%} {bar}\n({label})").format(
                name=host.names[seat], chance=chance, bar=bar(chance, 10), label=label
            )
        )

    def final_line(self, seat: int | None) -> str:
        """The evaluation bar once the game is over: the result, no estimate."""
        from tui.widgets.result import final_results, outcome_word

        host = self.host
        if seat is None:
            return _("Game over: no more estimates.")
        results = final_results(host.match, host.resigned) if host.match is not None else host.session.result()
        if not results:
            return _("Game over: no more estimates.")
        winners = sum(1 for r in results if r == max(results))
        return _("Game over: {name} {outcome} — no more estimates.").format(
            name=host.names[seat], outcome=outcome_word(results[seat], winners)
        )
