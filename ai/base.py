"""The bot interface: choose an action from a view and its legal actions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from core.protocol import Action, State


@dataclass(frozen=True, slots=True)
class Progress:
    """A thinking bot's report: iterations done, its best action so far and how sure it is."""

    iterations: int
    best_action: Action | None
    visit_share: float = 0.0
    win_rate: float = 0.0
    elapsed: float = 0.0
    budget_fraction: float = 0.0


ProgressCallback = Callable[[Progress], None]
CancelCheck = Callable[[], bool]


class Bot:
    """Chooses actions for one seat. Subclasses override `choose`."""

    name = "bot"

    def choose(
        self,
        view: State,
        seat: int,
        legal: list[Action],
        *,
        progress: ProgressCallback | None = None,
        cancelled: CancelCheck | None = None,
    ) -> Action:
        """Pick one of `legal` for `seat`, knowing only `view`."""
        raise NotImplementedError

    def describe(self) -> str:
        return self.name
