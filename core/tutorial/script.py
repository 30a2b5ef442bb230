"""A tutorial's script as data: the deal, the game so far, and the steps the player takes.

Everything here is language-neutral: each text is an English message id marked with
`N_()` where the script is written (one file per game, `core/tutorial/<game>.py`, in the
game's translation domain) and translated where it is shown. Actions are *spelled*: the
game's `spell(state, action)` turns an engine action into a form that names characters
instead of card ids and market slots (Crimson Company: `("bid", "berserker", 1)` for
"bid 1 coin on the Berserker, wherever it lies"), so a script survives a reshuffle of
ids and reads like the move it means.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.protocol import Action, State

Spelled = tuple  # an action as the script writes it (see the module docstring)


@dataclass(frozen=True)
class Step:
    """One thing the player must do.

    `goal`: what to do and why, one or two sentences. `focus`: the parts of the screen the
    step concerns, lit up (names the screen knows: "market", "purses", "waiting", "lane:N"
    with N from 1, "actions"). `expect`: the spelled actions accepted (usually one).
    `why_not`: for another legal action, the first entry whose spelled prefix it starts
    with gives the answer; `otherwise` answers the rest. `replies`: the opponent's
    scripted actions that follow, until the player is to move again. `done`: said once the
    step is taken. `teaches`: the sections of the game's rules summary (`tui/rules/`) the
    step teaches, by their English heading (the coverage table reads them)."""

    goal: str
    expect: tuple[Spelled, ...]
    focus: tuple[str, ...] = ()
    why_not: tuple[tuple[Spelled, str], ...] = ()
    otherwise: str = ""
    replies: tuple[Spelled, ...] = ()
    done: str = ""
    teaches: tuple[str, ...] = ()


@dataclass(frozen=True)
class Script:
    """A whole tutorial: a short real game of `game` from a stacked deal.

    `new(config, seed)` makes the start position (the game's own setup, with a stacked
    deck where the game needs one); `prelude` is the game so far, both seats' actions
    played by the engine before the first step (so the lanes already hold cards);
    `intro` says what happened; `summary` is the key rules, one line each, shown at the
    end; `spell` is the game's spelling of actions (module docstring)."""

    game: str
    config: dict
    seed: int
    player: int
    intro: str
    steps: tuple[Step, ...]
    summary: tuple[str, ...]
    spell: Callable[[State, Action], Spelled]
    new: Callable[[dict, int], State] | None = None
    prelude: tuple[Spelled, ...] = ()
    names: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def sections(self) -> dict[str, list[int]]:
        """Each rules-summary section the script teaches -> the steps (from 1) teaching it."""
        table: dict[str, list[int]] = {}
        for number, step in enumerate(self.steps, 1):
            for section in step.teaches:
                table.setdefault(section, []).append(number)
        return table
