"""The tutorial screens: the list of tutorials (`LearnMenu`), a tutorial in play
(`TutorialScreen`) and its key rules at the end (`KeyRulesScreen`).

A step shows its goal, lights the zones of the board it concerns and the intended move in
the list of legal moves; enter plays the highlighted move: the intended one is played
with the opponent's scripted replies, any other is answered with its "why not" and the
step stays. `b` goes back a step, escape leaves (the step is remembered for next time).
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from typing import Protocol, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from core.i18n import N_, _
from core.registry import get_game
from core.tutorial import SCRIPTS, load_script
from core.tutorial.tutorial import Tutorial
from tui.learn import clans, crimson_company, crystal_clans, progress
from tui.settings.store import SettingsError
from tui.setup import HUMAN, GameSetup
from tui.widgets.footer import Footer


class StartsGames(Protocol):
    """What a tutorial asks of its app, `tui.app.ClanhallApp` (not imported here: the app
    imports the menu, which imports the tutorials)."""

    def start_game(self, setup: GameSetup) -> None: ...


# game id -> its zones: (name, text) pairs drawn from the player's view
# (a zones function with a `focus` parameter is given the step's focus: it lights parts
# inside a zone, such as the territories of the Clans map)
ZONES: dict[str, Callable[..., list]] = {
    "crimson-company": crimson_company.zones,
    "clans": clans.zones,
    "crystal-clans": crystal_clans.zones,
}
EASIEST_BOT = "bot:mcts:level=beginner"
MARK = "▶ "


def zone_id(zone: str) -> str:
    return "zone-" + zone.replace(":", "-")


class TutorialScreen(Screen):
    """One tutorial in play (see the module docstring)."""

    CSS_PATH = "learn.tcss"
    BINDINGS = [
        Binding("b", "back", N_("Back a step")),
        Binding("escape", "leave", N_("Leave")),
    ]

    def __init__(self, game: str, start_step: int = 0) -> None:
        super().__init__()
        self.game_id = game
        self.tutorial = Tutorial(load_script(game), start_step)
        self.names = [_("You"), _("Opponent")]
        if self.tutorial.script.player == 1:
            self.names.reverse()

    def compose(self) -> ComposeResult:
        yield Static(id="learn-progress")
        yield Static(id="learn-goal")
        yield Static(id="learn-said")
        with Horizontal(id="learn-body"):
            with VerticalScroll(id="learn-board"):
                for zone, _text in self.zones():
                    yield Static(id=zone_id(zone), classes="zone")
                yield Static(id="learn-log")
            yield OptionList(id="learn-actions")
        yield Footer()

    def on_mount(self) -> None:
        intro = _(self.tutorial.script.intro) if self.tutorial.step == 0 else ""
        self.show(intro)

    # -- drawing -----------------------------------------------------------------------
    def show(self, said: str = "", wrong: bool = False) -> None:
        """Draw the step: progress, goal, what was said, the zones (lit), the moves."""
        tutorial = self.tutorial
        game = _(get_game(self.game_id).name)
        self.query_one("#learn-progress", Static).update(
            _("Learn to play {game} — step {number} of {total}").format(
                game=game, number=min(tutorial.step + 1, tutorial.total), total=tutorial.total
            )
        )
        self.query_one("#learn-goal", Static).update(_(tutorial.current.goal) if not tutorial.finished else "")
        said_box = self.query_one("#learn-said", Static)
        said_box.update(said)
        said_box.set_class(wrong, "wrong")
        focus = set(tutorial.current.focus) if not tutorial.finished else set()
        for zone, text in self.zones(focus):
            box = self.query_one("#" + zone_id(zone), Static)
            box.update(text)
            box.set_class(zone in focus, "lit")
        self.show_moves("actions" in focus)

    def zones(self, focus: set[str] | None = None) -> list:
        """The game's zones drawn from the player's view (see ZONES)."""
        draw = ZONES[self.game_id]
        if "focus" in inspect.signature(draw).parameters:
            return draw(self.tutorial.view(), self.names, focus=focus or set())
        return draw(self.tutorial.view(), self.names)

    def show_moves(self, lit: bool) -> None:
        moves = self.query_one("#learn-actions", OptionList)
        moves.set_class(lit, "lit")
        moves.clear_options()
        intended = set(self.tutorial.intended())
        for number, action in enumerate(self.tutorial.legal()):
            words = str(self.tutorial.state.describe(action))
            label = Text(MARK + words, style="bold") if action in intended else Text("  " + words)
            moves.add_option(Option(label, id=f"move-{number}"))
        moves.highlighted = 0 if moves.option_count else None
        moves.focus()

    def said_of(self, entries) -> str:
        """The log lines of the moves just played (the player's and the replies)."""
        lines = []
        for entry in entries:
            lines += [str(line) for line in (entry.text, *entry.events)]
        return "\n".join(lines[-8:])

    # -- acting ------------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        action = self.tutorial.legal()[event.option_index]
        outcome = self.tutorial.attempt(action)
        if not outcome.accepted:
            self.show(_("Not this one: {why}").format(why=_(outcome.message)), wrong=True)
            return
        self.query_one("#learn-log", Static).update(self.said_of(outcome.entries))
        self.keep()
        if self.tutorial.finished:
            self.app.switch_screen(KeyRulesScreen(self.game_id))
            return
        self.show(_(outcome.message) if outcome.message else "")

    def action_back(self) -> None:
        if self.tutorial.back():
            self.query_one("#learn-log", Static).update("")
            self.keep()
            self.show()
        else:
            self.notify(_("This is the first step."))

    def action_leave(self) -> None:
        self.keep()
        self.dismiss()

    def keep(self) -> None:
        """Remember where the tutorial stands (one line if the settings cannot be saved)."""
        try:
            progress.remember(self.game_id, self.tutorial.step, done=self.tutorial.finished)
        except SettingsError as exc:
            self.notify(str(exc), severity="warning")


class KeyRulesScreen(Screen):
    """The end of a tutorial: its key rules on one screen, then a real game or the menu."""

    CSS_PATH = "learn.tcss"
    BINDINGS = [Binding("escape", "leave", N_("Back to the menu"))]

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game_id = game

    def compose(self) -> ComposeResult:
        script = load_script(self.game_id)
        with VerticalScroll(id="rules-box"):
            yield Static(_("{game}: the key rules").format(game=_(get_game(self.game_id).name)), id="rules-title")
            for line in script.summary:
                yield Static("• " + _(line), classes="rule", markup=False)
            with Center():
                yield Button(_("Play a real game against the easiest bot"), id="learn-play", variant="primary")
            with Center():
                yield Button(_("Back to the menu"), id="learn-menu")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "learn-play":
            self.play()
        else:
            self.action_leave()

    def play(self) -> None:
        script = load_script(self.game_id)
        config = {key: value for key, value in script.config.items() if key != "first_seat"}
        config.update(script.extra.get("real_game", {}))  # e.g. the clan learned, for the human's seat
        setup = GameSetup(self.game_id, config, random.randrange(1 << 31), [HUMAN, EASIEST_BOT])
        cast(StartsGames, self.app).start_game(setup)  # a tutorial is shown only by clanhall's app

    def action_leave(self) -> None:
        self.dismiss()


class LearnMenu(Screen):
    """Every tutorial there is, each marked finished or where it stopped."""

    CSS_PATH = "learn.tcss"
    BINDINGS = [Binding("escape", "leave", N_("Back"))]

    def compose(self) -> ComposeResult:
        with Vertical(id="learn-menu"):
            yield Static(_("Learn to play"), id="learn-menu-title")
            yield Static(_("A short real game with a guide: each step asks for one move."), id="learn-menu-hint")
            for game in SCRIPTS:
                with Center():
                    yield Button(self.label(game), id=f"learn-{game}", classes="menu-button")
        yield Footer()

    def label(self, game: str) -> str:
        name = _(get_game(game).name)
        if progress.finished(game):
            return _("{game} — finished ✓").format(game=name)
        step = progress.resume_step(game)
        if step:
            return _("{game} — resume at step {number}").format(game=name, number=step + 1)
        return name

    def on_screen_resume(self) -> None:
        for game in SCRIPTS:
            self.query_one(f"#learn-{game}", Button).label = self.label(game)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        game = (event.button.id or "").removeprefix("learn-")
        self.app.push_screen(TutorialScreen(game, progress.resume_step(game)))

    def action_leave(self) -> None:
        self.dismiss()
