"""Crimson Company names are never cut on the board in English and German at 80x24 and
120x40 (issue 29 §6: "P2 Bot · lei…", "Troll-Mut…", "Verführer…", "Hügelfestu…"): a
seat's purse shows its whole name, a castle its whole name, and a card on offer, to deploy
or in a lane of up to three its full name or the short name designed for narrow places
(context "short card name"); the full name stays in the detail line. The check of the drawn
board runs in test_board_reads.py, on two positions per language and size."""

from __future__ import annotations

import pytest

from core.crimson_company import cards
from core.i18n import _, set_language
from tui.games.crimson_company.hand import HandRow
from tui.games.crimson_company.lane import LaneRow
from tui.games.crimson_company.market import MarketRow
from tui.games.crimson_company.names import NAME, SHORT_ROOM, short_name, short_table
from tui.games.crimson_company.purses import PurseRow

LANGUAGES = ["en", "de"]  # Crimson Company is played in English and German
KINDS = range(len(cards.NAME))
CONFIG = {"variant": "duel", "castle_rules": True}


def designed(kind: int) -> set[str]:
    """What a narrow place may show for character `kind`: its full or its short name."""
    return {NAME[kind], short_table().get(cards.NAME[kind], NAME[kind])}


@pytest.mark.parametrize("language", LANGUAGES)  # de: the designed names once the lead merges the catalogue
def test_every_name_longer_than_the_narrowest_place_has_a_short_name_that_fits(language):
    set_language(language)
    long = {cards.NAME[k] for k in KINDS if len(NAME[k]) > SHORT_ROOM}
    assert long <= set(short_table()), f"no short name for {sorted(long - set(short_table()))}"
    shorts = [short_name(k, SHORT_ROOM) for k in sorted({cards.NAME.index(n) for n in long})]
    assert all(len(s) <= SHORT_ROOM for s in shorts), [s for s in shorts if len(s) > SHORT_ROOM]
    others = {NAME[k] for k in KINDS if len(NAME[k]) <= SHORT_ROOM}
    assert len(set(shorts)) == len(shorts) and not set(shorts) & others, "two cards read alike"


def name_of(text: str) -> str:
    """The name in a card cell's text ("▼Troll-Mutter 4↓ " -> "Troll-Mutter")."""
    return text.strip().lstrip("▼⚑").removeprefix(_("Deck▸")).lstrip("⚑").rpartition(" ")[0]


def card_cells(row) -> list[tuple[int, str]]:
    """The cards a row shows by their own cell, as (card, text)."""
    view = row.shown
    out = []
    for line in row.lines():
        for cell in line:
            spot = cell.spot
            if spot and spot[0] == "market" and 0 <= spot[1] < 4:
                out.append((view.market[spot[1]], cell.text))
            elif spot and spot[0] == "market":
                out.append((view.deck[-1], cell.text))
            elif spot and spot[0] in ("hand", "card"):
                out.append((spot[1], cell.text))
    return out


def check_no_seat_castle_or_card_name_is_cut(screen) -> None:
    """On `screen`'s drawn board (in the current language): each seat's purse shows its
    whole name, each castle its whole name, and each card on offer, in the hand or in a
    lane of up to three its full or designed short name."""
    purses = screen.query_one(PurseRow)
    text = " ".join(cell.text for line in purses.lines() for cell in line)
    for name in screen.names:
        assert f" {name} ●" in text, f"{name!r} is cut in the purses: {text!r}"
    view = purses.shown
    rows = [screen.query_one(MarketRow), screen.query_one(HandRow)]
    rows += [lane for lane in screen.query(LaneRow) if max(map(len, view.lanes[lane.lane]), default=0) <= 3]
    shown = 0
    for row in rows:
        for card, cell in card_cells(row):
            assert "…" not in cell, f"{cell!r} is cut"
            assert name_of(cell) in designed(view.kind_of[card]), f"{cell!r} is neither a full nor a short name"
            shown += 1
    assert shown >= 4, "the position shows cards to check"
    for lane in screen.query(LaneRow):
        assert "…" not in lane.lines()[0][0].text, "a castle's name is cut"
