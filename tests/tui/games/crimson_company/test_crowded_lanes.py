"""A Crimson Company lane of four cards or more cuts no name at 80x24 (issue 29 §6: "▼Pesta…
0", "Underd… 1"): its cards take their full or designed short names, as wide as each needs,
and a side that still does not fit goes on to a second line; the detail line keeps the full
name. The check runs in test_board_reads.py, on the 80x24 boards in English and German."""

from __future__ import annotations

import random

from core.match import Match
from tests.i18n.screen_text import screen_lines
from tests.tui.games.crimson_company.test_names_fit import designed, name_of
from tui.games.crimson_company.lane import LaneRow

CONFIG = {"variant": "duel", "castle_rules": True, "players": 2}


def crowded(seed: int, cards: int) -> Match | None:
    """A seeded random duel stopped on seat 0's turn when a lane in play has a side of
    `cards` cards or more (None if the game ends first)."""
    match = Match("crimson-company", CONFIG, seed, seats=["human", "bot:random"])
    rng = random.Random(seed)
    while not match.is_over():
        state = match.state
        sides = [len(side) for lane, alive in zip(state.lanes, state.alive) if alive for side in lane]
        if state.to_move() == 0 and max(sides, default=0) >= cards:
            return match
        legal = state.legal_actions()
        match.submit(state.to_move(), legal[rng.randrange(len(legal))])
    return None


def first_crowded(cards: int) -> Match:
    return next(m for m in (crowded(seed, cards) for seed in range(60)) if m is not None)


def lane_cards(row: LaneRow) -> list[tuple[int, str]]:
    """The cards of a lane row as (card, the text of its cell)."""
    return [(cell.spot[1], cell.text) for line in row.lines() for cell in line if cell.spot and cell.spot[0] == "card"]


def check_a_crowded_lane_shows_every_name_whole(screen, cards: int) -> None:
    """On `screen`'s drawn board at 80 columns (in the current language), at a position with
    a side of `cards` or more in a lane: each card of such a lane is in it, with its full or
    designed short name, uncut, and on the screen."""
    view = screen.current_view()
    rows = [row for row in screen.query(LaneRow) if view.alive[row.lane]]
    crowd = [row for row in rows if max(map(len, view.lanes[row.lane])) >= cards]
    assert crowd, "the position has a crowded lane"
    shown = "\n".join(screen_lines(screen.app))
    for row in crowd:
        on_lane = lane_cards(row)
        assert sorted(c for c, _text in on_lane) == sorted(c for side in view.lanes[row.lane] for c in side)
        for card, text in on_lane:
            assert "…" not in text, f"{text!r} is cut"
            assert name_of(" " + text) in designed(view.kind_of[card]), text
            assert text.strip() in shown, f"{text!r} is not on the screen"
