"""A tutorial in play: a `Match` from a script's stacked deal, driven step by step.

This is the script's part of a tutorial in play; the interface plays it as a local session
(`tui.learn.session.TutorialSession`, which hands every move to the match through
`submit`, so each is worded for the reader as a game's): `step` / `total` (progress),
`current` (the `Step`: goal, focus), `view()` and `legal()` (what the player sees and may
do), `intended()`, `attempt(action)` (the intended action is played with the opponent's
scripted replies; any other legal action is answered with its "why not" and changes
nothing), `back()`, `finished`. A position is always rebuilt from the seed and the
actions before it (`Match.take_back`), so going back or resuming shows exactly what
playing straight through would.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.i18n import N_
from core.match import Match
from core.protocol import Action, Game, IllegalAction, State
from core.tutorial.script import Script, Spelled, Step

# what a legal action the step's script has no answer for is told
NOT_THIS_STEP = N_("That is a legal move, but not the one this step teaches.")


class ScriptError(Exception):
    """The script and the rules disagree (a step's action is not legal, a reply is
    missing): the replay test finds it before a player does."""


class StackedGame:
    """A game whose `new` is the script's (its stacked deal); everything else is the game's."""

    def __init__(self, game: Game, new: Callable[[dict, int], State]) -> None:
        self._game = game
        self._new = new

    def new(self, config: dict, seed: int) -> State:
        return self._new(config, seed)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


@dataclass(frozen=True)
class Outcome:
    """What an attempt did: `accepted`, and the message id to show (the step's "done" or
    "why not"); the moves it played are the match's (and its session's) log."""

    accepted: bool
    message: str


class Tutorial:
    """One guided game (see the module docstring)."""

    def __init__(self, script: Script, start_step: int = 0) -> None:
        from core.registry import get_game

        self.script = script
        game: Any = get_game(script.game)
        if script.new is not None:
            game = StackedGame(game, script.new)
        seats = ["human" if seat == script.player else "script" for seat in range(len(script.names) or 2)]
        self.match = Match(game, script.config, script.seed, seats, list(script.names) or None)
        # how a move reaches the match: (seat, action); a session puts its own here
        self.submit: Callable[[int, Action], object] = self.match.submit
        self.starts: list[int] = []  # the log length at the start of each step reached
        self._play_all(script.prelude, "prelude")
        if self.state.to_move() != script.player:
            raise ScriptError("after the prelude, the opponent is to move and has no scripted reply")
        self.starts.append(len(self.match.log))
        for _ in range(min(max(start_step, 0), self.total)):
            self._play(self.current.expect[0])
            self._replies()

    # -- where we are ----------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.script.steps)

    @property
    def step(self) -> int:
        """The index of the step to take now (`total` once every step is taken)."""
        return len(self.starts) - 1

    @property
    def finished(self) -> bool:
        return self.step >= self.total

    @property
    def current(self) -> Step:
        return self.script.steps[self.step]

    @property
    def state(self) -> State:
        return self.match.state

    def view(self) -> State:
        """The position as the player may see it."""
        return self.state.view(self.script.player)

    def legal(self) -> list[Action]:
        """The player's legal actions now ([] when it is not the player's turn)."""
        if self.state.is_over() or self.state.to_move() != self.script.player:
            return []
        return list(self.state.legal_actions())

    def spelled(self, action: Action) -> Spelled:
        return tuple(self.script.spell(self.state, action))

    def intended(self) -> list[Action]:
        """The legal actions this step accepts."""
        if self.finished:
            return []
        wanted = set(self.current.expect)
        return [a for a in self.legal() if self.spelled(a) in wanted]

    def why_not(self, action: Action) -> str:
        """The step's answer (a message id) to another legal action."""
        spelled = self.spelled(action)
        for prefix, message in self.current.why_not:
            if spelled[: len(prefix)] == tuple(prefix):
                return message
        return self.current.otherwise or NOT_THIS_STEP

    # -- acting ----------------------------------------------------------------------
    def attempt(self, action: Action) -> Outcome:
        """Take the step with `action` if it is the intended one (then the opponent
        replies); else its "why not", nothing changed. IllegalAction if not legal."""
        if self.finished:
            raise IllegalAction("the tutorial is over")
        action = tuple(action)
        if action not in self.legal():
            raise IllegalAction(f"{action!r} is not a legal action now")
        if action not in self.intended():
            return Outcome(False, self.why_not(action))
        step = self.current
        self.submit(self.script.player, action)
        self._replies()
        return Outcome(True, step.done)

    def back(self) -> bool:
        """Back to the start of the previous step (False at the first step)."""
        if self.step == 0:
            return False
        self.starts.pop()
        self.match.take_back(self.starts[-1])
        return True

    # -- the script's own moves ------------------------------------------------------
    def _replies(self) -> None:
        """Play the step's replies, then stand at the next step (the player's turn, or
        the end of the game)."""
        replies = self.current.replies
        self._play_all(replies, f"step {self.step + 1} replies")
        self.starts.append(len(self.match.log))
        if not self.finished and self.state.to_move() != self.script.player and not self.state.is_over():
            raise ScriptError(f"after step {self.step}, the opponent is to move and has no scripted reply")

    def _play_all(self, spelled_actions: tuple[Spelled, ...], where: str) -> None:
        for number, spelled in enumerate(spelled_actions, 1):
            try:
                self._play(spelled)
            except ScriptError as exc:
                raise ScriptError(f"{where}, action {number}: {exc}") from None

    def _play(self, spelled: Spelled) -> None:
        """Play the legal action spelled so, for whoever is to move."""
        if self.state.is_over():
            raise ScriptError(f"{spelled!r}: the game is already over")
        seat = self.state.to_move()
        assert seat is not None  # a game not over has a seat to move
        found = [a for a in self.state.legal_actions() if self.spelled(a) == tuple(spelled)]
        if len(found) != 1:
            raise ScriptError(f"{spelled!r} matches {len(found)} legal actions of seat {seat}")
        self.submit(seat, found[0])
