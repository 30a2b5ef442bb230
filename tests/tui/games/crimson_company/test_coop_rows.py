"""Solo and co-op Crimson Company cut nothing at 80 columns (issue 29 §6): the players' row
names every seat whole ("P2 Bot · zuf…" was cut), wrapping if it must, and a castle's second
line keeps the coins on it and "tied" whole, leaving out the rule's tag when all do not fit
("5 zur Wertung…"); the detail line has the rule."""

from __future__ import annotations

import random

import pytest

from core.i18n import _, set_language
from core.match import Match
from tui.games.crimson_company.lane import CASTLE_W, RULE_TAG, LaneRow
from tui.games.crimson_company.purses import PurseRow

WIDTH = 78  # a board row at 80 columns


def coop(seed: int, stop) -> Match | None:
    """A seeded random co-op game of two stopped where `stop(state)` holds (None if never)."""
    config = {"variant": "co-op", "castle_rules": True, "players": 2}
    match = Match("crimson-company", config, seed, seats=["human", "bot:random"], names=["Ada", "Bot · easy"])
    rng = random.Random(seed)
    while not match.is_over():
        if stop(match.state):
            return match
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    return None


def crowded_tag(state) -> int | None:
    """A lane in play whose rule's tag and coins do not fit the castle cell together."""
    for lane, alive in enumerate(state.alive):
        coins = state.castle_coins[lane] if state.castle_coins else 0
        rule = _(RULE_TAG[state.castle[lane]])
        if alive and coins and rule and len(f"{rule} ●{coins}") > CASTLE_W:
            return lane
    return None


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_players_row_names_every_seat_whole(language):
    set_language(language)
    match = coop(1, lambda s: True)
    assert match is not None
    row = PurseRow()
    row.show(match.state.view(0), 0, ["Ada", _("Bot · {level}").format(level=_("easy"))])
    text = " ".join(cell.text for line in row.lines(WIDTH) for cell in line)
    assert "…" not in text and _("Bot · {level}").format(level=_("easy")) in text, text


def test_a_castle_keeps_its_coins_whole_and_drops_the_rule_tag_first():
    set_language("de")  # "5 zur Wertung ●4" is longer than the cell (English fits)
    match = next(m for m in (coop(seed, lambda s: crowded_tag(s) is not None) for seed in range(40)) if m)
    view = match.state.view(0)
    lane = crowded_tag(view)
    row = LaneRow(lane)
    row.show(view, 0, match.names)
    tag = row.lines(WIDTH)[1][0].text.strip()
    assert "…" not in tag and f"●{view.castle_coins[lane]}" in tag, tag
