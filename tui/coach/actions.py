"""The coach's and the take-back's part of the game screen (`tui.games.base.GameScreen`):
h hint, j go to the hint, r the bots' reasons, e the evaluation bar, ctrl+z / ctrl+y take
back and redo. A mixin: it reads the screen's session, seats and lists, and keeps the
coach's state the screen sets up (`coach`, `hint_advice`, `hinting`, `estimates`,
`bot_reasons`). Take-back and redo are the local session's (`ai.session.LocalSession`);
a hint reads only the view of the seat on turn, so it works at a LAN table too."""

from __future__ import annotations

from textual.message import Message
from textual.widgets import OptionList, Static

from core.i18n import _, ngettext
from tui.coach.hint_panel import HintPanel
from tui.widgets.text_bar import bar


class HintProgress(Message):
    """The coach's progress on a hint (posted from the hint's worker thread)."""

    def __init__(self, turn: int, progress) -> None:
        super().__init__()
        self.turn, self.progress = turn, progress


class HintReady(Message):
    """The coach's answer: `advice` (ai.coach.Advice), or `error` text if it failed."""

    def __init__(self, turn: int, seat: int, advice=None, error: str = "") -> None:
        super().__init__()
        self.turn, self.seat, self.advice, self.error = turn, seat, advice, error


class CoachActions:
    """Hints, reasons, the evaluation bar and take-backs of a `GameScreen`."""

    # -- take-back ---------------------------------------------------------------------
    def action_take_back(self) -> None:
        """Back to the last decision a human made here, undoing the bot replies after it;
        the position is rebuilt from the seed and the remaining moves."""
        if self.local is None:
            self.notify(_("No take-backs at a network table."), severity="warning")
            return
        if self.finished:
            return
        count = self.local.take_back()  # (the bots stop only when something is taken back)
        if not count:
            self.notify(_("Nothing to take back."), severity="warning")
            return
        self.stop_thinking()
        moves = len(self.local.match.log)
        self.bot_reasons = [r for r in self.bot_reasons if r.move <= moves]
        self.after_rewind(
            ngettext("Took back {count} move (ctrl+y: redo).", "Took back {count} moves (ctrl+y: redo).", count).format(
                count=count
            )
        )

    def action_redo(self) -> None:
        """Play again the moves the last take-back removed."""
        if self.local is None:
            self.notify(_("No take-backs at a network table."), severity="warning")
            return
        if not self.local.redo_lines or self.finished:
            self.notify(_("Nothing to redo."), severity="warning")
            return
        self.stop_thinking()
        count = self.local.redo()
        self.after_rewind(
            ngettext("Played again {count} move.", "Played again {count} moves.", count).format(count=count)
        )

    def stop_thinking(self) -> None:
        """Drop whatever a bot or the coach is thinking about (its answer would be stale)."""
        self.turn += 1
        self.hinting = False
        if self.local is not None:
            self.local.halt()
        self.workers.cancel_group(self, "hint")

    def after_rewind(self, said: str) -> None:
        self.write_whole_log()
        self.write_log(said)
        self.notify(said)
        self.advance()

    # -- the coach ---------------------------------------------------------------------
    def action_hint(self) -> None:
        """The coach's top options for the player on turn, from that player's view only;
        pressed again it cancels a hint being searched, or closes a shown one."""
        from tui.coach.runner import DEFAULT_SPEC, start_coach

        if self.hinting:
            self.hinting = False
            self.workers.cancel_group(self, "hint")
            self.close_hint()
            self.notify(_("Hint cancelled."))
            return
        if self.hint_advice is not None:
            self.close_hint()
            return
        pending = self.pending_now() if self.waiting_for is not None else None
        if pending is None:
            self.notify(_("A hint is for the player on turn: wait for your turn."), severity="warning")
            return
        if self.coach is None:
            spec = getattr(self.app, "coach_spec", DEFAULT_SPEC)
            seed = self.match.seed if self.match is not None else 0
            self.coach = start_coach(spec, seed, process=getattr(self.app, "bot_processes", True))
        self.hinting = True
        self.query_one(HintPanel).thinking(self.names[pending.seat])
        self.think_hint(self.turn, pending.seat, pending.view, list(pending.legal_actions))

    def think_hint(self, turn: int, seat: int, view, legal: list) -> None:
        """Ask the coach for its advice off the event loop; it comes back as a message."""
        self.run_worker(self._think_hint(turn, seat, view, legal), group="hint", exclusive=True)

    async def _think_hint(self, turn: int, seat: int, view, legal: list) -> None:
        from ai.driver import BotFailed

        try:
            advice = await self.coach.advise(
                view, seat, legal, progress=lambda p: self.post_message(HintProgress(turn, p))
            )
        except BotFailed as failure:  # a failing coach says so; the game goes on
            context = f"hint for seat {seat + 1} in {self.session.game.name}"
            path = failure.logged(context)
            error = _("{error} (details in {path})").format(error=failure.line, path=path)
            self.post_message(HintReady(turn, seat, error=error))
            return
        self.post_message(HintReady(turn, seat, advice))

    def on_hint_progress(self, message: HintProgress) -> None:
        if message.turn != self.turn or not self.hinting:
            return
        p = message.progress
        best = self.hint_label(p.best_action) if p.best_action is not None else "…"
        self.query_one(HintPanel).progress(p.budget_fraction, p.iterations, best)

    def on_hint_ready(self, message: HintReady) -> None:
        if message.turn != self.turn or not self.hinting:
            return
        self.hinting = False
        panel = self.query_one(HintPanel)
        if message.advice is None:
            panel.failed(_("The coach failed: {error}").format(error=message.error))
            return
        from tui.coach.hint_panel import option_lines

        self.hint_advice = message.advice
        if message.advice.win_chance is not None:
            # the hint read this seat's view: its mirror image is no secret only to a bot
            other_is_bot = len(self.names) == 2 and (1 - message.seat) not in self.humans
            move = _("hint for move {number}: {move}").format(
                number=self.shown_log + 1, move=self.hint_label(message.advice.best.action)
            )
            self.note_estimate(message.seat, message.advice.win_chance, move, mirror=other_is_bot)
        panel.show(self.names[message.seat], option_lines(message.advice, self.hint_label), message.advice.iterations)
        self.mark_hint(message.advice)

    def action_reasons(self) -> None:
        """The bots' moves with their estimates and what they weighed (tui.coach.reasons)."""
        from tui.coach.reasons import ReasonsScreen

        self.app.push_screen(ReasonsScreen(self.bot_reasons, self.names, over=self.finished))

    def note_bot_estimate(self, reason) -> None:
        """Keep the estimate of a bot's public move (a `tui.coach.reasons.BotReason`): the
        one of the move it played, named with its number."""
        label = _("{name}'s search for move {number}: {move}").format(
            name=self.names[reason.seat], number=reason.move, move=reason.said
        )
        self.note_estimate(reason.seat, reason.win_chance, label, mirror=True)

    def note_estimate(self, seat: int, chance: float, label: str, mirror: bool) -> None:
        """Keep `seat`'s latest estimated win chance and `label`, which move it is from (a
        hint or a public bot search); with `mirror`, in a two-seat game, the other seat's
        too (its loss is the first's win)."""
        self.estimates[seat] = (chance, label)
        if mirror and len(self.names) == 2:
            self.estimates[1 - seat] = (1.0 - chance, label)
        self.show_evalbar()

    def action_toggle_evalbar(self) -> None:
        widget = self.query_one("#evalbar", Static)
        widget.display = not widget.display
        self.show_evalbar()

    def show_evalbar(self) -> None:
        """The viewer's latest estimated win chance, as a bar (only estimates this seat may see)."""
        widget = self.query_one("#evalbar", Static)
        if not widget.display:
            return
        seat = self.viewer
        if self.finished:  # an estimate made during the game is stale once the result is in
            widget.update(self.final_line(seat))
            return
        if seat is None or seat not in self.estimates:
            widget.update(_("Win chance: no estimate yet (h: hint)"))
            return
        chance, label = self.estimates[seat]
        widget.update(
            _("{name} wins {chance:.0%} {bar}\n({label})").format(
                name=self.names[seat], chance=chance, bar=bar(chance, 10), label=label
            )
        )

    def final_line(self, seat: int | None) -> str:
        """The evaluation bar once the game is over: the result, no estimate."""
        from tui.widgets.result import final_results, outcome_word

        if seat is None:
            return _("Game over: no more estimates.")
        results = final_results(self.match, self.resigned) if self.match is not None else self.session.result()
        if not results:
            return _("Game over: no more estimates.")
        winners = sum(1 for r in results if r == max(results))
        return _("Game over: {name} {outcome} — no more estimates.").format(
            name=self.names[seat], outcome=outcome_word(results[seat], winners)
        )

    def hint_label(self, action) -> str:
        return self.action_label(self.current_view(), action)

    def mark_hint(self, advice) -> None:
        """Mark the hinted options ①②③ in the list of actions (a screen may also mark its board)."""
        from tui.coach.hint_panel import MARKS

        for mark, option in zip(MARKS, advice.top(3)):
            self.mark_row(option.action, mark)
        self.show_row(advice.best.action)

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

    def close_hint(self) -> None:
        """Hide the hint panel and take the marks off the list."""
        advice, self.hint_advice = self.hint_advice, None
        self.query_one(HintPanel).close()
        if advice is None:
            return
        for option in advice.top(3):
            self.mark_row(option.action, "")

    def _relabel(self, action, text: str) -> None:
        """Change the list's label of `action`, if the list still offers it."""
        from textual.widgets.option_list import OptionDoesNotExist

        row = self.row_id(action)
        if row is not None:
            try:
                self.query_one("#actions", OptionList).replace_option_prompt(row, text)
            except OptionDoesNotExist:
                pass

    def action_jump_to_hint(self) -> None:
        """Put the list's cursor on the coach's first option."""
        if self.hint_advice is None or self.hint_advice.best.action not in self.legal:
            self.notify(_("Press h for a hint first."), severity="warning")
            return
        from textual.widgets.option_list import OptionDoesNotExist

        actions = self.query_one("#actions", OptionList)
        try:  # the row's id (row_id); a long list may not show it
            actions.highlighted = actions.get_option_index(self.row_id(self.hint_advice.best.action) or "")
        except OptionDoesNotExist:
            self.notify(_("The hinted move is not in the list: pick it on the board."), severity="warning")
            return
        actions.focus()
