"""Crystal Clans' words a German trial stumbled on (issue 29): a zone's name in the detail
line and tooltip kept only its first capital ("Heimatgebiet nord", where the log and the
refusals say "Heimatgebiet Nord"). No app: the zone's words are the cell's own
`describe` over a seeded random game's position (seed 5, 60 moves)."""

from __future__ import annotations

import random

import pytest

from core import i18n
from core.crystal_clans.board import NUM_ZONES
from core.match import Match
from tui.games.crystal_clans.names import ZONE_NAMES
from tui.games.crystal_clans.zones import ZoneCell


def played(seed: int, moves: int) -> Match:
    match, rng = Match("crystal-clans", {"players": 2}, seed, seats=["human", "human"]), random.Random(seed)
    while not match.is_over() and len(match.log) < moves:
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return match


MATCH = played(5, 60)


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_a_zones_detail_names_it_as_the_log_does(language):
    i18n.set_language(language)
    view = MATCH.state.view(0)
    for zone in range(NUM_ZONES):
        name = str(ZONE_NAMES[zone])
        first_line = ZoneCell(zone).describe(view).split("\n")[0]
        assert first_line == name[:1].upper() + name[1:], f"{first_line!r} is not {name!r} with a capital"
