"""A scored lane's totals say whose they are: "Lane 3: 0 against 13" left the reader to
guess which side had 13 (the German trial of session 17). Each variant names its sides
as its castle lines do: players, teams, the players or the solo player and the robber
knights ("Lane 3: 0 for Player 1, 13 for Player 2": a number beside a name would read as
part of it, "die Spieler 3")."""

from __future__ import annotations

import random
import re

import pytest

from core.match import Match

SIDES = {
    "duel": r"Player [12]",
    "free-for-all": r"Player [123]",
    "2v2": r"team [AB]",
    "co-op": r"the players|the robber knights",
    "solo": r"Player 1|the robber knights",
}
CONFIGS = [
    {"variant": "duel"},
    {"variant": "free-for-all", "players": 3},
    {"variant": "2v2", "players": 4},
    {"variant": "co-op", "players": 2},
    {"variant": "solo", "players": 1},
]


def scored_lines(config: dict, seeds: range) -> list[str]:
    """The English lane-total lines of seeded random games (until a few are found)."""
    lines: list[str] = []
    for seed in seeds:
        match = Match("crimson-company", config, seed)
        rnd = random.Random(seed)
        while (pending := match.pending()) is not None:
            for event in match.submit(pending.seat, rnd.choice(pending.legal_actions)).events:
                text = str(event)
                if re.match(r"Lane \d: -?\d+ for ", text):
                    lines.append(text)
        if len(lines) >= 3:
            break
    return lines


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c["variant"])
def test_each_total_of_a_scored_lane_has_its_sides_name(config):
    side = SIDES[config["variant"]]
    lines = scored_lines(config, range(6))
    assert lines, "no lane was scored"
    pattern = rf"Lane \d: -?\d+ for ({side}), -?\d+ for ({side})( \(face-down cards\)| \(the lower total wins\))?"
    for line in lines:
        found = re.fullmatch(pattern, line)
        assert found and found[1] != found[2], line
