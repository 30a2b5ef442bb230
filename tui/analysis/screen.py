"""The analysis screen: the bot goes over a finished game, then a chart of every seat's
estimated win chance move by move, the mistakes (a drop of 15 points or more) with the
move the bot preferred, a jump to any move in the replay, and "try again" from a mistake.

The review runs in worker processes on both cores (ai.analysis) while a progress bar
moves; escape cancels. Each decision is judged from the deciding seat's own view. A
finished review is kept beside the saves (tui.analysis.cache) and opens at once next time.
"""

from __future__ import annotations

from pathlib import Path

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, ProgressBar, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from ai.analysis import MISTAKE, GameReview, review_game
from ai.driver import real_std_streams
from core.i18n import N_, _
from core.narration import narrate, predicate
from core.seat_names import shown_names
from tui.analysis import cache
from tui.widgets.footer import Footer

DEFAULT_SECONDS = 0.5  # search time per decision


def analysis_budget(app) -> dict:
    """The search budget per decision `app` asks for (seconds= or iterations=; tests set a
    small one), as keyword arguments of AnalysisScreen."""
    return dict(getattr(app, "analysis_budget", None) or {})


class ReviewProgress(Message):
    def __init__(self, done: int, total: int) -> None:
        super().__init__()
        self.done, self.total = done, total


class ReviewDone(Message):
    """The review (None if cancelled), or the error text if it failed."""

    def __init__(self, review: GameReview | None, error: str = "") -> None:
        super().__init__()
        self.review, self.error = review, error


class AnalysisScreen(Screen[None]):
    """The post-game analysis of `match` (a finished game); reviews are kept in `folder`
    (the saves folder). The app opens the replay and new games it asks for (messages)."""

    @property
    def names(self) -> list[str]:
        """The seats' names as this reader reads them (core.seat_names)."""
        return shown_names(self.match.names)

    class ReplayRequested(Message):
        """Show the replay of `match` at `move`."""

        def __init__(self, match, move: int) -> None:
            super().__init__()
            self.match, self.move = match, move

    class TryAgain(Message):
        """Play `match` (the position before a mistake) as a new local game."""

        def __init__(self, match, note: str) -> None:
            super().__init__()
            self.match, self.note = match, note

    CSS_PATH = str(Path(__file__).with_name("screen.tcss"))
    BINDINGS = [
        Binding("left", "mark(-1)", N_("◀ move")),
        Binding("right", "mark(1)", N_("move ▶")),
        Binding("o", "open_marked", N_("Replay here")),
        Binding("t", "try_again", N_("Try again")),
        Binding("escape,q", "close", N_("Close")),
    ]

    def __init__(self, match, folder=None, seconds: float | None = None, iterations: int | None = None) -> None:
        super().__init__()
        from core.savefile import saves_dir

        self.match = match
        self.folder = Path(folder) if folder is not None else saves_dir(None)
        self.seconds = DEFAULT_SECONDS if seconds is None and iterations is None else seconds
        self.iterations = iterations
        self.review: GameReview | None = None
        self.marked = 0  # index into review.decisions

    @property
    def budget(self) -> float:
        """What the cache key records of the search budget."""
        return self.seconds if self.seconds is not None else -float(self.iterations or 0)

    def compose(self) -> ComposeResult:
        yield Static(id="analysis-head", markup=False)
        with Vertical(id="analysis-progress"):
            yield ProgressBar(total=1, show_eta=False, id="analysis-bar")
            yield Static(_("Starting the bot…"), id="analysis-status")
        yield Vertical(id="analysis-body")
        yield Footer()

    def on_mount(self) -> None:
        m = self.match
        per = (
            f"{self.seconds:g} s"
            if self.seconds is not None
            else _("{count} lines of play").format(count=self.iterations)
        )
        self.query_one("#analysis-head", Static).update(
            _(
                "Analysis of {name} (seed {seed}, {count} moves) — each decision searched {per} "
                "from what the deciding seat knew then (its own view), never the hidden cards"
            ).format(name=m.game.name, seed=m.seed, count=len(m.log), per=per)
        )
        kept = cache.load(self.folder, m, self.budget)
        if kept is not None:
            self.show_review(kept, _("opened the kept analysis"))
        else:
            self.run_review()

    @work(thread=True, exclusive=True, group="analysis")
    def run_review(self) -> None:
        worker = get_current_worker()
        m = self.match

        def progress(done: int, total: int) -> None:
            self.post_message(ReviewProgress(done, total))

        try:
            review = review_game(
                m.game.id,
                m.config,
                m.seed,
                m.actions(),
                seconds=self.seconds,
                iterations=self.iterations,
                jobs=2,
                progress=progress,
                cancelled=lambda: worker.is_cancelled,
                starting=real_std_streams,
            )
        except Exception as exc:  # the screen says so; the traceback goes to the log file
            from core.errorlog import log_exception

            path = log_exception(f"analysis of {m.game.name} (seed {m.seed})", exc)
            self.post_message(
                ReviewDone(None, _("The analysis failed: {error} (details in {path})").format(error=exc, path=path))
            )
            return
        if not worker.is_cancelled:
            self.post_message(ReviewDone(review))

    def on_review_progress(self, message: ReviewProgress) -> None:
        bar = self.query_one("#analysis-bar", ProgressBar)
        bar.update(total=message.total, progress=message.done)
        self.query_one("#analysis-status", Static).update(
            _("The bot is going over move {done} of {total} (escape: cancel)").format(
                done=message.done, total=message.total
            )
        )

    def on_review_done(self, message: ReviewDone) -> None:
        if message.review is None:
            self.query_one("#analysis-status", Static).update(message.error or _("Cancelled."))
            return
        where = cache.store(self.folder, self.match, self.budget, message.review)
        self.show_review(message.review, _("kept for next time") if where else _("could not be kept (saves folder)"))

    # -- the finished review -------------------------------------------------------------
    def show_review(self, review: GameReview, note: str) -> None:
        from tui.analysis.chart import WinChart

        self.review = review
        self.query_one("#analysis-progress").display = False
        body = self.query_one("#analysis-body", Vertical)
        names = self.names
        wrong = review.mistakes()
        body.mount(WinChart(review, names, id="analysis-chart"))
        body.mount(Static(id="analysis-marked", markup=False))
        body.mount(Static(self.summary(review, note), id="analysis-summary", markup=False))
        options = [Option(self.mistake_line(d), id=str(i)) for i, d in enumerate(wrong)]
        mistakes = OptionList(*options, id="analysis-mistakes")
        body.mount(mistakes)
        if wrong:
            mistakes.highlighted = 0
            mistakes.focus()
        self.marked = 0
        self.show_marked()

    def summary(self, review: GameReview, note: str) -> str:
        names = self.names
        counts = [sum(1 for d in review.mistakes() if d.seat == s) for s in range(len(names))]
        per_seat = ", ".join(f"{names[s]} {counts[s]}" for s in range(len(names)))
        return _(
            "{count} decisions reviewed ({note}). Mistakes (a fall of {fall} or more): {per_seat}. "
            "Enter: the replay at a mistake · t: try it again · ←/→ the marker · o: replay there"
        ).format(count=len(review.decisions), note=note, fall=f"{MISTAKE:.0%}", per_seat=per_seat)

    def mistake_line(self, d) -> str:
        state = self.match.state_at(d.move)

        def told(action) -> str:  # the log's words without the seat's name, said once before
            return predicate(narrate(state, action), d.seat, self.names)

        return _("move {number}: {name}: {played} ({before} → {after}); better: {best}").format(
            number=d.move + 1,
            name=self.names[d.seat],
            played=told(d.played),
            before=f"{d.chance:.0%}",
            after=f"{d.played_chance:.0%}",
            best=told(d.best),
        )

    def show_marked(self) -> None:
        from tui.analysis.chart import WinChart  # loaded already: show_review mounted one

        if not self.review or not self.review.decisions:
            return
        d = self.review.decisions[self.marked]
        self.query_one("#analysis-chart", WinChart).mark(d.move)
        self.query_one("#analysis-marked", Static).update(
            _(
                "▶ move {value} ({name}): {chance:.0%} with the bot's choice, {played_chance:.0%} with the move played"
            ).format(value=d.move + 1, name=self.names[d.seat], chance=d.chance, played_chance=d.played_chance)
            + (_(" — a mistake") if d.mistake else "")
        )

    # -- keys ----------------------------------------------------------------------------
    def action_mark(self, delta: int) -> None:
        if self.review and self.review.decisions:
            self.marked = max(0, min(len(self.review.decisions) - 1, self.marked + delta))
            self.show_marked()

    def action_open_marked(self) -> None:
        if self.review and self.review.decisions:
            self.open_replay(self.review.decisions[self.marked].move)

    def open_replay(self, move: int) -> None:
        self.post_message(self.ReplayRequested(self.match, move))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "analysis-mistakes" and self.review:
            d = self.review.mistakes()[int(event.option.id or 0)]
            self.open_replay(d.move)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "analysis-mistakes" and self.review:
            d = self.review.mistakes()[int(event.option.id or 0)]
            self.marked = self.review.decisions.index(d)
            self.show_marked()

    def action_try_again(self) -> None:
        """The position before the highlighted mistake as a new local game, the player who
        erred at the keyboard, against the same bots (an MCTS bot where a human sat)."""
        from core.match import Match
        from tui.setup import HUMAN, is_bot

        if not self.review or not self.review.mistakes():
            self.notify(_("No mistake to try again."), severity="warning")
            return
        mistakes = self.query_one("#analysis-mistakes", OptionList)
        d = self.review.mistakes()[mistakes.highlighted or 0]
        m = self.match
        seats = [HUMAN if i == d.seat else (k if is_bot(k) else "bot:mcts") for i, k in enumerate(m.seats)]
        again = Match.replay(m.game, m.config, m.seed, m.actions()[: d.move], seats=seats, names=list(m.names))
        again_note = _("Move {number} again, against the same bots: find a better move.").format(number=d.move + 1)
        self.post_message(self.TryAgain(again, again_note))

    def action_close(self) -> None:
        self.workers.cancel_group(self, "analysis")
        self.dismiss(None)
