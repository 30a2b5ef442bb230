"""Hosted games that start late: the interface's LAN tests host a match whose first part
was played headless (tests/support/late.py), so only its end crosses the sockets and the
screen — every kind of step (a turn by keys, a remote move, the end, a rematch) is still
taken there, in a few moves instead of a whole game's."""

from __future__ import annotations

from dataclasses import dataclass

from core.match import Match
from tests.support.late import late_match
from tui.setup import GameSetup

# A 2-player Clans game is 40-odd moves and its seats take turns: 0.9 leaves four or
# five, so each seat still moves at least twice.
LATE = 0.9


def late_made(share: float = LATE):
    """A stand-in for `Match(game, config, seed, **options)` (the table's next game of a
    series, `net.rematch.Match`) whose matches have their first `share` played headless."""

    def make(game, config: dict, seed: int, **options) -> Match:
        return late_match(lambda: Match(game, config, seed, **options), seed, share)

    return make


@dataclass
class LateSetup(GameSetup):
    """A setup whose game (hosted from the interface) starts late by `share`."""

    share: float = LATE

    def make_match(self) -> Match:
        return late_made(self.share)(self.game_id, self.config, self.seed, seats=self.seats, names=self.names)
