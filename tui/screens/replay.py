"""The replay viewer: step through a saved game move by move.

`Replay` is the model (the states of one match, move by move, as each seat saw them);
`ReplayScreen` shows it; `ReplayApp` is the small app behind `clanhall replay FILE`.

Push the screen from any app with a loaded match:

    from core.savefile import load_match
    from tui.screens.replay import ReplayScreen
    match, save = load_match(path)
    app.push_screen(ReplayScreen(match, title=save.title))   # dismisses with None

Keys: → / l next move, ← / h previous, Home / End first / last, g jump to a move number,
v next view (each seat's view; a spectator's; for a finished game, everything open),
q / Escape close. The position is drawn with the game's own board, named in the registry of
game interfaces (`tui.games.registry`: a widget with `show(view)`, as Clans has, or a board
text `(view, viewer, names)`, as Crystal Clans and Crimson Company have), else as every
field of the state; a caller may pass its own `render(state, view_key) -> str | rich
renderable` instead.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol, cast, runtime_checkable

from rich.cells import cell_len, set_cell_size
from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, OptionList, Static

from core.errorlog import log_exception
from core.i18n import N_, _
from core.i18n.phrase import Said, phrase
from core.match import LogEntry, Match
from core.narration import actor_line, hidden_line, is_hidden_line, narrate, predicate
from core.protocol import State
from core.registry import UnknownGame
from core.seat_names import seat_ref, shown_names
from core.secrecy import indistinguishable
from core.session import LogLine
from core.terminal import safe_text
from tui.crash import LogsCrashes
from tui.games.registry import BoardText, GameInterface, interface_for
from tui.widgets.footer import Footer
from tui.widgets.hanging_line import HangingLine

ALL_OPEN = "all"
"""The view key of the true state: every card open (offered for finished games only)."""

_CHECKPOINT_EVERY = 32
TITLE_CELLS = 60  # a longer title is cut in the header (the whole one is its tooltip)


class Replay:
    """The positions of one match, move 0 (the start) to move `length` (now).

    States are rebuilt from the seed and log, with a stored copy every 32 moves so a jump
    anywhere costs at most 31 replayed actions. A view key is a seat number, None for a
    spectator, or `ALL_OPEN` (finished games only, so a replay of a game in progress
    shows nothing a seat could not know).
    """

    def __init__(self, match: Match) -> None:
        self.game = match.game
        self.config = match.config
        self.seed = match.seed
        self.names = shown_names(match.names)  # as this reader reads them (core.seat_names)
        self.entries = list(match.log)
        self.length = len(self.entries)
        self.finished = match.is_over()
        self._checkpoints: dict[int, State] = {0: self.game.new(self.config, self.seed)}
        self._texts: dict[Any, list[str]] = {}

    def views(self) -> list[tuple[str, Any]]:
        """(label, key) of every view the replay offers, the default first."""
        seats = [(_("{name}'s view").format(name=name), i) for i, name in enumerate(self.names)]
        out = seats + [(_("spectator"), None)]
        return [(_("all open"), ALL_OPEN)] + out if self.finished else out

    def state_at(self, move: int) -> State:
        """The true state after `move` actions (a fresh copy)."""
        move = max(0, min(move, self.length))
        base = max(k for k in self._checkpoints if k <= move)
        state = self._checkpoints[base].clone()
        for n in range(base, move):
            state.apply(self.entries[n].action)
            if (n + 1) % _CHECKPOINT_EVERY == 0 and n + 1 not in self._checkpoints:
                self._checkpoints[n + 1] = state.clone()
        return state

    def seen_by(self, move: int, key: Any) -> State:
        """The state after `move` actions as `key` sees it."""
        state = self.state_at(move)
        return state if key == ALL_OPEN else state.view(key)

    def move_texts(self, key: Any) -> list[str]:
        """One line per logged action as `key` could know it, as every log writes it
        ("Anna: bids 1 coin on Wizard", `core.narration.actor_line`): another seat's choice
        that `key` could not tell apart from its alternatives (a face-down card) reads
        "made a hidden choice"; the others are worded from `key`'s view of the position."""
        if key not in self._texts:
            if key == ALL_OPEN:
                texts = [e.text for e in self.entries]
            else:
                texts, state = [], self.state_at(0)
                for e in self.entries:
                    texts.append(self._text_for(state, e.seat, e.action, key))
                    state.apply(e.action)
            self._texts[key] = [f"{i + 1}. {self._line(e, t)}" for i, (e, t) in enumerate(zip(self.entries, texts))]
        return self._texts[key]

    def _line(self, entry: LogEntry, text: Said) -> str:
        """A move's line as the game's log leads it (an event that tells the action itself
        in its place, `LogLine.told`): "Anna: bids 1 on Wizard"."""
        lead = LogLine.told(entry.seat, text, entry.events, is_hidden_line(text)).text
        return actor_line(entry.seat, lead, self.names)

    def text_of(self, index: int, key: Any) -> str:
        """What move `index` (0-based) did as `key` could know it (see `move_texts`), without
        its actor's name ("bids 1 coin on Wizard"): a caller puts the name before it."""
        entry = self.entries[index]
        if key == ALL_OPEN:
            return predicate(entry.text, entry.seat, self.names)
        return predicate(self._text_for(self.state_at(index), entry.seat, entry.action, key), entry.seat, self.names)

    def _text_for(self, state: State, actor: int, action, key: Any) -> Said:
        view = state.view(key)
        text = _said(view, action, actor)
        if actor != key:
            try:
                twin = indistinguishable(state, action, key, tries=32)
            except Exception:  # the rules refused to try: when in doubt, say nothing
                return hidden_line(actor)
            if twin is not None and str(_said(view, twin, actor)) != str(text):
                return hidden_line(actor)  # the words would tell what the position hides
        return text


def _said(view: State, action, actor: int) -> Said:
    try:
        return narrate(view, action)  # the log's words: never "your", never a prompt
    except Exception:  # a view may lack what describe needs; say less rather than fail
        return phrase("{name} acted", name=seat_ref(actor))


def situation(state: State, names: list[str]) -> str:
    """Who is to act (or the outcome) and the game's progress label."""
    if state.is_over():
        result, scores = state.result(), state.scores()
        wins = " " + _("(wins)")
        line = (
            _("Game over.")
            + " "
            + ", ".join(
                f"{n}: {s:g}{wins if r > 0 and r == max(result) else ''}" for n, s, r in zip(names, scores, result)
            )
        )
    else:
        d = state.decision()
        who = names[d.seat] if d and 0 <= d.seat < len(names) else "?"
        line = _("{name} to act: {prompt}").format(name=who, prompt=d.prompt if d else "")
    progress = str(state.progress_label())
    return f"{line}\n{progress}" if progress else line


def wire_fields(state: State) -> str:
    """Every field of the state's wire form, one per line (the RNG left out)."""
    return "\n".join(
        f"{key}: {_short(value)}" for key, value in state.to_wire().items() if key != "rng"
    )  # the generator's number says nothing to a reader


def render_state(state: State, names: list[str]) -> str:
    """A game-independent text of a state: `situation` and `wire_fields`."""
    return f"{situation(state, names)}\n\n{wire_fields(state)}"


class ShowsView(Protocol):
    """A replay board widget: `show(view)` draws a position."""

    def show(self, view: State) -> None: ...


@runtime_checkable
class SizedBoard(Protocol):
    """A replay board that sizes itself from its cells (the Clans map)."""

    cell_w: int
    cell_h: int

    def set_cell_size(self, width: int, height: int) -> None: ...


def _interface(game_id: str) -> GameInterface | None:
    try:
        return interface_for(game_id)
    except UnknownGame:  # a game unknown here has no board of its own: every field is shown
        return None


def board_renderer(game_id: str) -> BoardText | None:
    """The game's own board text (`tui.games.registry`), or None if it has none."""
    interface = _interface(game_id)
    return interface.board_text if interface is not None else None


def board_widget(game_id: str) -> type[Widget] | None:
    """The game's own replay board widget class (`show(view)` draws a view), or None."""
    interface = _interface(game_id)
    return interface.replay_board if interface is not None else None


def open_text(state: State, key: Any, names: list[str], game_id: str) -> Text | None:
    """For the all-open view, everything the players did not see; else None."""
    interface = _interface(game_id) if key == ALL_OPEN else None
    if interface is None:
        return None
    out = Text("\n\n" + _("All open — what the players did not see:") + "\n", Style(bold=True))
    out.append_text(interface.open_text(state, names))
    return out


def render_replay(state: State, key: Any, names: list[str], game_id: str):
    """What the replay shows for `state` seen as `key`: the situation and the game's board
    (for the all-open view, with everything hidden during play below it); a game without
    a board text shows every field of the state."""
    board = board_renderer(game_id)
    if board is None:
        return render_state(state, names)
    out = Text(situation(state, names) + "\n\n")
    try:
        drawn = board(state, None if key == ALL_OPEN else key, names)
    except Exception:  # a board text out of step with the state: show the fields instead
        log_exception(f"replay of {game_id}: its board text failed; every field shown instead")
        return render_state(state, names)
    out.append_text(drawn if isinstance(drawn, Text) else Text(str(drawn)))
    extra = open_text(state, key, names, game_id)
    if extra is not None:
        out.append_text(extra)
    return out


def short_title(title: str, cells: int = TITLE_CELLS) -> str:
    """`title` cut to `cells` terminal cells (wide characters count two), with an ellipsis."""
    if cell_len(title) <= cells:
        return title
    return set_cell_size(title, cells - 1) + "…"


def _short(value: Any, limit: int = 400) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ReplayScreen(Screen[None]):
    """Steps through a match's log; see the module docstring for how to push it."""

    DEFAULT_CSS = """
    ReplayScreen #replay-head { height: auto; max-height: 2; padding: 0 1; background: $boost; }
    ReplayScreen #replay-body { height: 1fr; }
    ReplayScreen #replay-board { width: 3fr; padding: 0 1; }
    ReplayScreen #replay-log { width: 2fr; }
    ReplayScreen #replay-widget { height: auto; }
    ReplayScreen #replay-jump { dock: bottom; display: none; }
    ReplayScreen #replay-jump.open { display: block; }
    """

    BINDINGS = [
        Binding("right,l", "step(1)", N_("next")),
        Binding("left,h", "step(-1)", N_("back")),
        Binding("home", "go(0)", N_("start")),
        Binding("end", "go(-1)", N_("end")),
        Binding("g", "ask_jump", N_("jump to move")),
        Binding("v", "next_view", N_("view")),
        Binding("a", "analyse", N_("analyse")),
        Binding("q,escape", "close", N_("close")),
    ]

    def __init__(
        self,
        match: Match,
        *,
        title: str = "",
        start: int | None = None,
        render: Callable[[State, Any], Any] | None = None,
    ) -> None:
        super().__init__()
        self.match = match
        self.replay = Replay(match)
        self.full_title = safe_text(title or match.game.name)  # titles come from files
        self.title_text = short_title(self.full_title)
        self.render_fn = render or (
            lambda state, key: render_replay(state, key, self.replay.names, self.replay.game.id)
        )
        self.widget_cls = board_widget(match.game.id) if render is None else None
        self.move = 0 if start is None else max(0, min(start, self.replay.length))
        self.view_index = 0

    @property
    def view_key(self) -> Any:
        return self.replay.views()[self.view_index][1]

    def compose(self) -> ComposeResult:
        head = Static(id="replay-head", markup=False)
        if self.title_text != self.full_title:
            head.tooltip = short_title(self.full_title, 1000)
        yield head
        with Horizontal(id="replay-body"):
            with VerticalScroll(id="replay-board"):
                if self.widget_cls is not None:
                    try:
                        widget = self.widget_cls(id="replay-widget")
                        widget.can_focus = False  # the arrow keys step the replay
                        if isinstance(widget, SizedBoard):
                            widget.set_cell_size(widget.cell_w, widget.cell_h)
                        yield widget
                    except Exception:  # an interface change: draw the fields instead
                        log_exception(f"replay of {self.replay.game.id}: its board widget failed to start")
                        self.widget_cls = None
                yield Static(id="replay-state")
            yield OptionList(id="replay-log")
        yield Input(placeholder=_("jump to move number, Enter"), id="replay-jump", type="integer")
        yield Footer()

    def on_mount(self) -> None:
        self._fill_log()
        self.refresh_position()

    # -- drawing -------------------------------------------------------------------------
    def _fill_log(self) -> None:
        log = self.query_one("#replay-log", OptionList)
        log.clear_options()
        # a move that wraps goes on under its words, not under its number
        moves = [HangingLine(text, hang=text.index(". ") + 2) for text in self.replay.move_texts(self.view_key)]
        log.add_options(["0. " + _("start"), *moves])

    def refresh_position(self) -> None:
        """Redraw the header, the state and the log highlight for `move` and the view."""
        label = self.replay.views()[self.view_index][0]
        self.query_one("#replay-head", Static).update(
            _("{title} — move {move} of {length} — {view}").format(
                title=self.title_text, move=self.move, length=self.replay.length, view=label
            )
            + ("" if self.replay.finished else " " + _("(game unfinished)"))
        )
        try:
            shown = self._draw(self.replay.seen_by(self.move, self.view_key))
        except Exception as exc:  # a game's view or board failing must not end the replay
            log_exception(f"replay of {self.replay.game.id}: move {self.move} cannot be shown")
            shown = _("This view cannot be shown: {reason}").format(reason=f"{type(exc).__name__}: {exc}")
        self.query_one("#replay-state", Static).update(shown)
        log = self.query_one("#replay-log", OptionList)
        log.highlighted = self.move

    def _draw(self, state: State):
        """The text beside (or instead of) the board widget for `state`."""
        if self.widget_cls is not None:
            try:
                cast(ShowsView, self.query_one("#replay-widget")).show(state)  # a board_widget
            except Exception:  # the widget cannot draw this: fall back to every field
                log_exception(f"replay of {self.replay.game.id}: its board widget failed to draw")
                self.query_one("#replay-widget").display = False
                self.widget_cls = None
            else:
                out = Text(situation(state, self.replay.names))
                extra = open_text(state, self.view_key, self.replay.names, self.replay.game.id)
                if extra is not None:
                    out.append_text(extra)
                return out
        return self.render_fn(state, self.view_key)

    # -- actions -------------------------------------------------------------------------
    def go_to(self, move: int) -> None:
        """Show the position after `move` actions (clamped to the game)."""
        self.move = max(0, min(move, self.replay.length))
        self.refresh_position()

    def action_step(self, delta: int) -> None:
        self.go_to(self.move + delta)

    def action_go(self, move: int) -> None:
        self.go_to(self.replay.length if move < 0 else move)

    def action_next_view(self) -> None:
        self.view_index = (self.view_index + 1) % len(self.replay.views())
        self._fill_log()
        self.refresh_position()

    def action_analyse(self) -> None:
        """The bot's post-game analysis of this game (finished games only)."""
        from core.savefile import saves_dir
        from tui.analysis.screen import AnalysisScreen, analysis_budget

        if not self.match.is_over():
            self.notify(_("Only a finished game can be analysed."), severity="warning")
            return
        folder = saves_dir(getattr(self.app, "saves_option", None))
        self.app.push_screen(AnalysisScreen(self.match, folder, **analysis_budget(self.app)))

    def action_ask_jump(self) -> None:
        jump = self.query_one("#replay-jump", Input)
        jump.add_class("open")
        jump.value = ""
        jump.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.input.remove_class("open")
        if event.value.strip().lstrip("-").isdigit():
            self.go_to(int(event.value))
        self.query_one("#replay-log", OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.go_to(event.option_index)

    def action_close(self) -> None:
        jump = self.query_one("#replay-jump", Input)
        if jump.has_class("open"):
            jump.remove_class("open")
            self.query_one("#replay-log", OptionList).focus()
            return
        self.dismiss(None)


class ReplayApp(LogsCrashes, App[None]):
    """`clanhall replay FILE`: the replay screen on its own; closing it quits (an
    uncaught error: the error log, exit status 1)."""

    TITLE = "clanhall replay"

    def __init__(self, match: Match, *, title: str = "", start: int | None = None) -> None:
        super().__init__()
        self.screen_args = (match, title, start)

    def on_mount(self) -> None:
        match, title, start = self.screen_args
        self.push_screen(ReplayScreen(match, title=title, start=start), lambda _: self.exit())

    # what the analysis screen asks of its app (handled by name: no import of it here)
    def on_analysis_screen_replay_requested(self, message) -> None:
        self.push_screen(ReplayScreen(message.match, start=message.move))

    def on_analysis_screen_try_again(self, message) -> None:
        self.notify(_("Open clanhall (clanhall play) to play from a mistake; this window only replays."), timeout=8)
