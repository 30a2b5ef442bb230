"""A battle beginning or ending redraws only the zone it is fought in: each zone cell kept
the battle's zone, wherever it was, in what it compares between redraws, so a battle
starting anywhere redrew all nine cells (bench/RESULTS.md, "The Crystal Clans screen:
opening and redraw (session 17)"). Counted on the cells themselves, no app: `show` is all
a board redraw asks of a cell."""

from __future__ import annotations

import random

from core.match import Match
from tui.games.crystal_clans.zones import ZoneCell

# Seed 1 played by seeded random moves (the same seed) reaches its first battle at move 144,
# in the NE field: the first seed tried.
SEED = 1


def first_battle() -> Match:
    match = Match("crystal-clans", {"players": 2}, SEED, seats=["human", "human"])
    rng = random.Random(SEED)
    while match.state.battle is None:
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return match


def test_a_battle_beginning_redraws_only_the_zone_it_is_fought_in(monkeypatch):
    view = first_battle().state.view(0)
    calm = view.clone()
    calm.battle = None  # the same board, no battle
    cells = [ZoneCell(zone) for zone in range(9)]
    redrawn: list[int] = []
    monkeypatch.setattr(ZoneCell, "refresh", lambda cell, *a, **k: redrawn.append(cell.zone))
    for cell in cells:
        cell.show(calm, False)
    assert redrawn == list(range(9)), "each cell drawn the first time"
    redrawn.clear()
    for cell in cells:
        cell.show(view, False)
    assert redrawn == [view.battle.zone], "the battle begins"
    assert "battle" in cells[view.battle.zone].title(20).plain, "its zone says so"
    redrawn.clear()
    for cell in cells:
        cell.show(calm, False)
    assert redrawn == [view.battle.zone], "the battle ends"
