"""Game over: who won, the final scores, and what next (save, replay, new game, menu);
at a network table also the running score of the series and the rematch offer.

The result stays until the player chooses: the choices are buttons under the dialog rules
(`tui.screens.dialogs.ButtonDialog`: the first, "New game", is highlighted on open and
named in the footer; the arrows and Tab move; Enter does the highlighted one; each
button names its letter, so the footer names only Enter, the moving keys and Esc), and a key
typed before the screen was shown — while a bot made the last move — is dropped
(`FreshKeysOnly`), so it can never skip the result."""

from __future__ import annotations

from typing import Any, Protocol, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Button, DataTable, Static
from textual.widgets.button import ButtonVariant

from core.i18n import N_, _, ngettext
from core.seat_names import shown_names
from net.series import score_line
from tui.screens.dialogs import ButtonDialog, FreshKeysOnly
from tui.widgets.footer import Footer


class Hall(Protocol):
    """What the game-over screen asks of its app, `tui.app.ClanhallApp` (not imported here:
    the app imports the game screens, which import this screen)."""

    def action_save_game(self) -> None: ...
    def game_screen(self) -> Any: ...
    def close_game(self) -> None: ...
    def action_new_game(self) -> None: ...


def outcome_word(result: float, n_winners: int) -> str:
    """A seat's result in a word (the Result column)."""
    if result >= 1.0:
        return _("wins")
    if result > 0.0:
        return _("wins (shared)") if n_winners > 1 else f"{result:.2f}"
    return _("loses")


def final_results(match, resigned: int | None) -> list[float]:
    """The match's result, or, after a resignation, a loss for the resigner and the win
    shared by everybody else."""
    if resigned is None:
        return match.result()
    n = len(match.seats)
    return [0.0 if i == resigned else 1.0 / (n - 1) for i in range(n)]


def headline(results: list[float], resigned: int | None, names: list[str]) -> str:
    """Who won, in a sentence. In solo and co-op games every seat gets the same result,
    so "everybody has the best result" is a loss when that result is 0 and a win together
    when it is a whole win, not a tie."""
    if resigned is not None:
        return _("{name} resigned.").format(name=names[resigned])
    winners = [i for i, r in enumerate(results) if r == max(results)]
    together = ", ".join(names[i] for i in winners)
    if max(results) <= 0.0:
        if len(names) == 1:
            return _("{name} loses.").format(name=names[0])
        return _("Nobody wins: {names} lose together.").format(names=together)
    if len(winners) == 1:
        return _("{name} wins!").format(name=names[winners[0]])
    if min(results) >= 1.0:
        return _("{names} win together!").format(names=together)
    return _("A tie: {names} share the win.").format(names=together)


# (action, label, key) of the buttons, in order: the first shown one is highlighted on
# open (the rematch button shows only while the host offers one, and then takes the
# highlight). The key hint is added outside the translation so that it always names the
# key of the binding.
BUTTONS = (
    ("rematch", N_("Rematch"), "y"),
    ("new_game", N_("New"), "n"),
    ("board", N_("Board"), "b"),
    ("replay", N_("Replay"), "r"),
    ("analyse", N_("Analyse"), "a"),
    ("save", N_("Save"), "s"),
    ("menu", N_("Menu"), "m"),
)
# what each button does, as the footer names the highlighted one (the bindings' words)
CHOICE_NAMES = {
    "rematch": N_("Rematch"),
    "new_game": N_("New game"),
    "board": N_("Board"),
    "replay": N_("Replay"),
    "analyse": N_("Analyse"),
    "save": N_("Save"),
    "menu": N_("Menu"),
}
# the buttons in two rows: six German or Spanish labels with their keys are wider than
# the dialog at 80 columns ("Menü [m]" was cut): the next game and the final board first
BUTTON_ROWS = (("rematch", "new_game", "board", "replay"), ("analyse", "save", "menu"))
BUTTON_VARIANTS: dict[str, ButtonVariant] = {"rematch": "success", "new_game": "primary"}


class GameOverScreen(ButtonDialog, FreshKeysOnly):
    """The end of a game, over the final board. Dismisses with "rematch" when the player
    accepts the host's rematch offer (network games), else None."""

    DEFAULT_CSS = """
    GameOverScreen #series { color: $text-muted; }
    GameOverScreen #rematch-note { color: $accent; }
    """
    AUTO_FOCUS = None  # on_mount highlights the first button (the scores are not a stop)
    # the letters are on the buttons ("New [n]"), so the footer has one entry per action:
    # what Enter does (the highlighted button), how to move, and Esc (issue 29 §2)
    BINDINGS = [
        Binding("y", "rematch", N_("Rematch"), show=False),
        Binding("s", "save", N_("Save"), show=False),
        Binding("r", "replay", N_("Replay"), show=False),
        Binding("a", "analyse", N_("Analyse"), show=False),
        Binding("n", "new_game", N_("New game"), show=False),
        Binding("b", "board", N_("Board"), show=False),
        Binding("escape,m", "menu", N_("Menu")),
    ]

    class SeriesNews(Message):
        """News of the series from the host: the score, who is awaited for the rematch,
        whether an offer is open, and why the series ended (if it has)."""

        def __init__(self, series: dict | None, waiting: list[str], offer: bool, ended: str | None) -> None:
            super().__init__()
            self.series, self.waiting, self.offer, self.ended = series, waiting, offer, ended

    def __init__(
        self,
        match,
        resigned: int | None = None,
        extra: list[str] | None = None,
        series: dict | None = None,
        rematch: bool = False,
    ) -> None:
        super().__init__()
        self.match, self.resigned, self.extra = match, resigned, extra or []
        self.series = series  # the running score of a network series, if any
        self.can_rematch = rematch  # this reader holds a seat that may be offered a rematch
        self.offer_open = False

    def compose(self) -> ComposeResult:
        match = self.match
        results = final_results(match, self.resigned)
        names = shown_names(match.names)
        with Vertical(classes="dialog", id="game-over"):
            yield Static(_("Game over"), classes="dialog-title")
            yield Static(headline(results, self.resigned, names), id="headline")
            yield DataTable(id="scores", show_cursor=False, zebra_stripes=True)
            for line in self.extra:
                yield Static(line, classes="game-over-note")
            label = str(match.state.progress_label())
            moves = ngettext("{count} move", "{count} moves", len(match.log)).format(count=len(match.log))
            yield Static(moves + (f" · {label}" if label else ""), id="moves")
            series = Static(score_line(self.series), id="series", markup=False)
            series.display = bool(self.series and self.series.get("games"))
            yield series
            note = Static("", id="rematch-note", markup=False)
            note.display = False
            yield note
            for row, actions in enumerate(BUTTON_ROWS):
                with Horizontal(classes="dialog-buttons", id=f"over-row-{row + 1}") as buttons:
                    if row:
                        buttons.styles.margin = (0, 0, 0, 0)  # one block of buttons
                    for action, label, key in BUTTONS:
                        if action in actions:
                            yield self.button(action, label, key)
        yield Footer()

    @staticmethod
    def button(action: str, label: str, key: str) -> Button:
        """The button of choice `action`, its key named after its label."""
        button = Button(
            Content(f"{_(label)} [{key}]"),
            id=f"over-{action}",
            variant=BUTTON_VARIANTS.get(action, "default"),
            compact=True,
        )
        button.display = action != "rematch"  # the rematch button: once the host offers one
        return button

    def on_mount(self) -> None:
        match = self.match
        results = final_results(match, self.resigned)
        n_win = sum(1 for r in results if r == max(results))
        table = self.query_one("#scores", DataTable)
        table.can_focus = False  # Tab and the arrows move between the choices only
        table.add_columns(_("Seat"), _("Player"), _("Score"), _("Result"))
        scores = match.state.scores()
        for i, name in enumerate(shown_names(match.names)):
            table.add_row(str(i + 1), name, _num(scores[i]), outcome_word(results[i], n_win))
        self.focus_first_button()

    def pane_label(self) -> str:
        """The footer's first word: what Enter does now, e.g. "enter: New game"."""
        focused = self.focused
        action = (focused.id or "").removeprefix("over-") if isinstance(focused, Button) else ""
        choice = CHOICE_NAMES.get(action)
        return _("enter: {choice}").format(choice=_(choice)) if choice else ""

    def on_game_over_screen_series_news(self, news: SeriesNews) -> None:
        if news.series:
            self.series = news.series
            self.query_one("#series", Static).update(score_line(news.series))
            self.query_one("#series").display = True
        self.offer_open = news.offer and self.can_rematch
        note = self.query_one("#rematch-note", Static)
        if news.ended:
            note.update(_("The series is over: {reason}").format(reason=news.ended))
        elif news.offer and self.can_rematch:
            waiting = ", ".join(shown_names(news.waiting))
            note.update(_("Rematch? (waiting for {names})").format(names=waiting) if waiting else _("Rematch?"))
        elif news.offer:
            waiting = ", ".join(shown_names(news.waiting))
            note.update(_("The players are offered a rematch (waiting for {names})").format(names=waiting))
        note.display = bool(news.ended or news.offer)
        button = self.query_one("#over-rematch", Button)
        button.display = self.offer_open
        if self.offer_open:
            button.focus()

    def action_rematch(self) -> None:
        if not self.offer_open:
            self.notify(_("No rematch is on offer."), severity="warning")
            return
        self.dismiss("rematch")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        getattr(self, f"action_{(event.button.id or '').removeprefix('over-')}")()

    @property
    def hall(self) -> Hall:
        """The app, as clanhall's (this screen is shown only by `ClanhallApp`)."""
        return cast(Hall, self.app)

    def action_save(self) -> None:
        self.hall.action_save_game()

    def action_replay(self) -> None:
        from tui import saving

        screen = self.hall.game_screen()
        match = screen.savable_match if screen is not None else self.match
        if match is None:
            self.notify(_("The host keeps the replay of a network game."), severity="warning")
            return
        saving.open_replay(self.app, match)

    def action_analyse(self) -> None:
        from tui.analysis.screen import AnalysisScreen, analysis_budget

        screen = self.hall.game_screen()
        match = screen.savable_match if screen is not None else self.match
        if match is None or not match.is_over():
            self.notify(_("The host keeps the moves of a network game: analyse its save."), severity="warning")
            return
        from tui import saving

        self.app.push_screen(AnalysisScreen(match, saving.folder(self.app), **analysis_budget(self.app)))

    def action_new_game(self) -> None:
        self.hall.close_game()
        self.hall.action_new_game()

    def action_board(self) -> None:
        self.dismiss(None)

    def action_menu(self) -> None:
        self.hall.close_game()


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.2f}"


def show_result(screen) -> None:
    """Put the result of `screen`'s finished game up (again): a LAN table's own result
    screen (with its series and rematch), else the local one."""
    if screen.table is not None:
        screen.table.game_over(screen)
        return
    screen.app.push_screen(GameOverScreen(screen.match, resigned=screen.resigned, extra=screen.final_notes()))
