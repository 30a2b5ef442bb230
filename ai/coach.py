"""What a search thinks of a decision: its options ranked, each with an estimated win
chance and the share of the search it got.

An `Advice` is what the interface shows as a hint, as a bot's reasons for the move it
made, and what the post-game analysis keeps per decision. It is made from a search's
root statistics (`from_stats`), so it says only what the searcher could know: a search
runs on a view (ai.search), never on the true state.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.protocol import Action

RootStats = dict  # action -> (visits, total value), as ai.search keeps them


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a decision as the search saw it."""

    action: Action
    visits: int
    share: float  # of all the search's visits at the root
    win_chance: float  # the mean result of the playouts through it, 0..1


@dataclass(frozen=True, slots=True)
class Advice:
    """A searched decision: `options` best first (most visited), `iterations` in all.

    `win_chance` is the searcher's estimate for the seat with the best option (None when
    there was nothing to search: a single legal action). A bot's choice also says what it
    `played` and whether it `drew` that option on purpose though the search rated it lower
    (a level with a temperature)."""

    seat: int
    options: tuple[Option, ...]
    iterations: int
    played: Action | None = None
    drew: bool = False

    @property
    def best(self) -> Option:
        return self.options[0]

    @property
    def win_chance(self) -> float | None:
        return self.options[0].win_chance if self.iterations else None

    def top(self, k: int = 3) -> tuple[Option, ...]:
        return self.options[:k]

    @property
    def played_option(self) -> Option | None:
        """The option the bot played, with its own estimate (None: not a bot's choice)."""
        return None if self.played is None else self.option(self.played)

    @property
    def played_chance(self) -> float | None:
        """The estimate of the option played (of the best one when not a bot's choice)."""
        if self.iterations == 0:
            return None
        played = self.played_option
        return played.win_chance if played is not None else self.win_chance

    def playing(self, action: Action) -> Advice:
        """This advice as the record of a bot's choice of `action`: a choice other than the
        best option is a draw on purpose (only a level with a temperature makes one)."""
        return replace(self, played=action, drew=self.iterations > 0 and action != self.best.action)

    def option(self, action: Action) -> Option | None:
        """The searched option for `action`, if the search looked at it."""
        for o in self.options:
            if o.action == action:
                return o
        return None


def from_stats(seat: int, stats: RootStats, legal: list[Action]) -> Advice:
    """The advice of a search's root statistics over `legal` (unsearched options last,
    in list order; ties in visits go to the higher mean, as the bot's own choice does)."""
    total = sum(v for v, _ in stats.values())
    options = []
    for i, a in enumerate(legal):
        v, t = stats.get(a, (0, 0.0))
        options.append((v, t / v if v else 0.0, -i, a))
    options.sort(reverse=True, key=lambda o: (o[0], o[1], o[2]))
    return Advice(
        seat,
        tuple(Option(a, v, v / total if total else 0.0, mean) for v, mean, _, a in options),
        int(total),
    )


def forced(seat: int, action: Action) -> Advice:
    """The advice for a decision with one legal action: nothing to weigh."""
    return Advice(seat, (Option(action, 0, 1.0, 0.0),), 0, played=action)
