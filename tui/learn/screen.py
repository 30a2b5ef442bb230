"""The tutorial screens: the list of tutorials (`LearnMenu`), a tutorial in play
(`TutorialScreen`) and its key rules at the end (`KeyRulesScreen`).

A tutorial in play is the game's own screen (`tui.games.registry`), played through a
`TutorialSession`, with a panel above it: the step's goal, what was said, the parts of
the board it concerns lit, and its intended move marked ▶ in the list (scrolled into
view). The board and the list answer as in a real game: the intended move is played with
the opponent's scripted replies, any other is answered with its "why not" and the step
stays. `b` goes back a step, escape leaves (the step is remembered for next time).
"""

from __future__ import annotations

import inspect
import random
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, OptionList, Static

from core.i18n import N_, _
from core.registry import get_game
from core.seat_names import shown_names
from core.tutorial import SCRIPTS, load_script
from core.tutorial.tutorial import Tutorial
from tui.games.base import GameScreen
from tui.learn import clans, crimson_company, crystal_clans, progress
from tui.learn.session import TUTORIAL, TutorialSession
from tui.settings.store import SettingsError
from tui.setup import HUMAN, GameSetup
from tui.widgets.footer import Footer


class StartsGames(Protocol):
    """What a tutorial asks of its app, `tui.app.ClanhallApp` (not imported here: the app
    imports the menu, which imports the tutorials)."""

    def start_game(self, setup: GameSetup) -> None: ...


# game id -> what its steps light on its screen: `parts(screen, focus)` the widgets,
# `mark(screen, focus, intended)` anything more on its board; `ask_again(screen)` readies
# the screen to ask the step again after a wrong move
GUIDES: dict[str, ModuleType] = {
    "crimson-company": crimson_company,
    "clans": clans,
    "crystal-clans": crystal_clans,
}
EASIEST_BOT = "bot:mcts:level=beginner"
MARK = "▶"
LIT = "learn-lit"  # the class of a part of the board the step is about
LEARN_CSS = str(Path(__file__).with_name("learn.tcss"))
# the coach's keys and the take-back: the step says what to play, `b` goes back
NOT_IN_A_TUTORIAL = {"hint", "jump_to_hint", "reasons", "toggle_evalbar", "take_back", "redo"}


class TutorialScreen(GameScreen):
    """The tutorial's part of a game's screen (see the module docstring).
    `TutorialScreen(game, step)` makes `game`'s tutorial screen from step `step` (from 0):
    an instance of `tutorial_class(game)`, this part in front of the game's own screen."""

    # ctrl+s is kept out of the footer (nothing to save) and answers why
    BINDINGS = [Binding("b", "back", N_("Back a step")), Binding("ctrl+s", "app.save_game", N_("Save"), show=False)]

    def __new__(cls, game: str, start_step: int = 0) -> TutorialScreen:
        return super().__new__(tutorial_class(game) if cls is TutorialScreen else cls)

    def __init__(self, game: str, start_step: int = 0) -> None:
        self.game_id = game
        self.tutorial = Tutorial(load_script(game), start_step)
        names = self.tutorial.match.names
        names[:] = shown_names(names)  # the default seat names in the reader's language, as a game's
        self.guide = GUIDES[game]
        super().__init__(TutorialSession(self.tutorial))
        self.said = _(self.tutorial.script.intro) if self.tutorial.step == 0 else ""
        self.wrong = False
        self.lit: list = []

    def compose(self) -> ComposeResult:
        with Vertical(id="learn-panel"):
            yield Static(id="learn-progress", markup=False)
            yield Static(id="learn-goal", markup=False)
            yield Static(id="learn-said", markup=False)
        yield from super().compose()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action not in NOT_IN_A_TUTORIAL and super().check_action(action, parameters)

    @property
    def savable_match(self):
        """None: a tutorial's stacked deal is no game a save could replay."""
        return None

    def why_not_saved(self) -> str:
        """The line ctrl+s gets in a tutorial."""
        return _("A tutorial is not saved: the menu takes you back to this step.")

    # -- drawing -----------------------------------------------------------------------
    def ask_human(self, seat: int) -> None:
        super().ask_human(seat)
        self.show_step()

    def show_actions(self, pending) -> None:
        """The list, with the step's intended move marked and scrolled into view."""
        super().show_actions(pending)
        intended = self.tutorial.intended()
        for action in intended:
            self.mark_row(action, MARK)
        if intended:
            self.show_row(intended[0])

    def guided_actions(self) -> list:
        """The step's intended actions: a board that leads its cursor (Crystal Clans) leads
        it towards these."""
        return self.tutorial.intended()

    def show_step(self) -> None:
        """The panel (progress, goal, what was said) and the step's parts lit."""
        self.show_panel()
        self.light(set(self.tutorial.current.focus) if not self.tutorial.finished else set())
        # again once laid out, at the list's top: a list filled just now, or shortened by a
        # longer panel or detail line, had the intended move in view only before
        self.call_after_refresh(self.query_one("#actions", OptionList).scroll_to_highlight, top=True)

    def show_panel(self) -> None:
        """The step's progress, its goal and what was said (the last step's words, an
        answer's "why not"), a wrong move's answer in the warning colour."""
        tutorial = self.tutorial
        self.query_one("#learn-progress", Static).update(
            _("Learn to play {game} — step {number} of {total}").format(
                game=_(get_game(self.game_id).name), number=min(tutorial.step + 1, tutorial.total), total=tutorial.total
            )
        )
        self.query_one("#learn-goal", Static).update(_(tutorial.current.goal) if not tutorial.finished else "")
        said = self.query_one("#learn-said", Static)
        said.update(self.said)
        said.set_class(self.wrong, "wrong")
        said.display = bool(self.said)

    def light(self, focus: set[str]) -> None:
        """The parts of the board the step's `focus` names lit (only those), and the
        game's own marks for the step (`GUIDES`)."""
        for widget in self.lit:
            widget.remove_class(LIT)
        self.lit = self.guide.parts(self, focus)
        for widget in self.lit:
            widget.add_class(LIT)
        self.guide.mark(self, focus, self.tutorial.intended())

    # -- what the session answers -----------------------------------------------------------
    def on_session_news(self, message) -> None:
        """The step's answer to a move (the game screen's handler takes every other news)."""
        event = message.event
        if event.kind != TUTORIAL:
            return
        message.prevent_default()
        if not event.data["accepted"]:
            self.said, self.wrong = _("Not this one: {why}").format(why=_(event.data["message"])), True
            self.guide.ask_again(self)
            self.ask_human(self.tutorial.script.player)  # the step stays, asked again
            return
        self.said, self.wrong = (_(event.data["message"]) if event.data["message"] else ""), False
        self.keep()
        if self.tutorial.finished:
            self.app.switch_screen(KeyRulesScreen(self.game_id))
            return
        self.show_step()

    def game_over(self) -> None:
        """The tutorial's last step ends the game: its key rules follow, no result screen
        and nothing for the profile."""
        if self.finished:
            return
        self.finished = True
        self.clear_actions()
        self.set_thinking("")

    # -- keys --------------------------------------------------------------------------
    def action_back(self) -> None:
        if not self.session.take_back():
            self.notify(_("This is the first step."))
            return
        self.said, self.wrong = "", False
        self.keep()

    def keep(self) -> None:
        """Remember where the tutorial stands (one line if the settings cannot be saved)."""
        try:
            progress.remember(self.game_id, self.tutorial.step, done=self.tutorial.finished)
        except SettingsError as exc:
            self.notify(str(exc), severity="warning")


class LeaveAtOnce(GameScreen):
    """Escape leaves a tutorial at once, where it stands (no question: nothing is lost);
    behind the game's screen, whose escape drops a half-made pick first."""

    def action_leave(self) -> None:
        cast(TutorialScreen, self).keep()
        self.dismiss()


@cache
def tutorial_class(game: str) -> type[TutorialScreen]:
    """The tutorial screen of `game`: the tutorial's part, the game's own screen, then
    `LeaveAtOnce`; its CSS the game screen's and the tutorial's."""
    from tui.screens import game_screen_class

    screen = cast(type[GameScreen], game_screen_class(game))
    paths = screen.CSS_PATH if isinstance(screen.CSS_PATH, list) else [screen.CSS_PATH] if screen.CSS_PATH else []
    beside = Path(inspect.getfile(screen)).parent
    css = [str(beside / path) for path in paths] + [LEARN_CSS]  # a relative path is the game screen's
    namespace = {"CSS_PATH": css, "__module__": __name__}
    made = type(f"{screen.__name__}Tutorial", (TutorialScreen, screen, LeaveAtOnce), namespace)
    # Textual gives a class the CSS type names of its first base's line only (TutorialScreen,
    # GameScreen, Screen …): the game screen's own rules ("CrystalClansScreen #view-text")
    # missed its tutorial, which showed the text board above a board with no layout
    textual_class = cast(Any, made)  # a private attribute of Textual's DOMNode, not in its stubs
    textual_class._css_type_names = textual_class._css_type_names | cast(Any, screen)._css_type_names
    return made


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
