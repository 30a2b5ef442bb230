"""Every Crystal Clans card and crystal name fits every place it is shown, in English,
German and Spanish, at 80x24 and 120x40 (issue 29 §6): a place shows the full name, or
the short name designed for narrow places (context "short card name" in the catalogue),
never a name cut with "…"; the full name is in the detail panel. The checks of the drawn
board (`check_*`) run in test_board_reads.py, on one board per language and size."""

from __future__ import annotations

import pytest

from core.crystal_clans import cards
from core.crystal_clans.crystals import CRYSTALS as ENGLISH_CRYSTALS
from core.i18n import _, set_language
from tests.support.waiting import pilot_wait_until
from tui.games.crystal_clans.battle import BattleView
from tui.games.crystal_clans.cards import HandCard
from tui.games.crystal_clans.crystals import CrystalChip, OwnedCrystal
from tui.games.crystal_clans.names import CRYSTALS, ENGLISH_SHORT, SHORT_ROOM, fitted, short_names
from tui.games.crystal_clans.zones import ZoneCell

LANGUAGES = ["en", "de", "es"]
CARD_NAMES = sorted({d.name for d in cards.CARDS})
CRYSTAL_NAMES = [c.name for c in ENGLISH_CRYSTALS]
MARKS = "▶»✓ ↺"  # the cursor, legal, ticked and from-the-discard marks before a name


def designed(english: str) -> set[str]:
    """What a place may show for `english`: its full name or its designed short name."""
    return {_(english), short_names()[english]} if english in ENGLISH_SHORT else {_(english)}


def assert_designed(shown: str, english: str, room: int) -> None:
    assert "…" not in shown and len(shown) <= room, f"{english!r} shown as {shown!r} in {room} columns"
    assert shown in designed(english), f"{english!r} shown as {shown!r}, not its full or designed short name"


def test_every_designed_short_name_fits_the_narrowest_place_in_english():
    assert all(len(short) <= SHORT_ROOM for short in ENGLISH_SHORT.values())
    assert len(set(ENGLISH_SHORT.values())) == len(ENGLISH_SHORT)  # no two cards read alike
    # every name longer than the narrowest place in English has one
    assert {n for n in CARD_NAMES + CRYSTAL_NAMES if len(n) > SHORT_ROOM} <= set(ENGLISH_SHORT)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_longer_than_the_narrowest_place_has_a_designed_short_name(language):
    set_language(language)
    for english in CARD_NAMES + CRYSTAL_NAMES:
        shown = fitted(english, SHORT_ROOM)
        assert_designed(shown, english, SHORT_ROOM)
    shorts = [short_names()[n] for n in ENGLISH_SHORT]
    assert len(set(shorts)) == len(shorts), "two cards share a short name"


def hand_name(card: HandCard) -> str:
    return card.render().plain.split("\n")[0].lstrip(MARKS).rstrip()


def check_zone(cell: ZoneCell, view) -> int:
    """Check each squad's lines in `cell` (the top unit after "P1 "/"P2 ", the units below
    indented, each its full or designed short name); the number of names checked."""
    room, checked = cell.size.width - 3, 0
    lines = cell.render().plain.split("\n")[1:]
    for seat in (0, 1):
        squad = view.squad(seat, cell.zone)
        if not squad:
            continue
        start = next(i for i, line in enumerate(lines) if line.startswith(f"P{seat + 1} "))
        assert_designed(lines[start][3:].rstrip(), view.name(squad[0]), room)
        checked += 1
        for line in lines[start + 1 :]:
            if not line.startswith("   ") or line.lstrip()[:1] in ("A", "+", ""):
                break  # the sums line ends the squad
            shown = line[3:].rstrip()
            assert any(shown in designed(view.name(c)) for c in squad[1:]), shown
            checked += 1
    return checked


def check_no_card_or_crystal_name_is_cut(screen) -> None:
    """On `screen`'s drawn board (in the current language): each hand card and squad shows
    its full or designed short name, every card name fits the narrowest hand card and
    zone, and each crystal on offer or collected its full name on one line."""
    view = screen.current_view()
    hand = [c for c in screen.query(HandCard) if c.display and c.instance is not None]
    cells = list(screen.query(ZoneCell))
    assert hand, "the position shows a hand"
    for card in hand:
        assert_designed(hand_name(card), view.name(card.instance), card.size.width - 2)
    assert sum(check_zone(cell, view) for cell in cells) >= 2, "the position shows squads"
    # every card name in every language fits the room the narrowest hand card and zone give
    room = min([c.size.width - 2 for c in hand] + [c.size.width - 3 for c in cells])
    assert room >= SHORT_ROOM, f"the narrowest place has {room} columns"
    for english in CARD_NAMES:
        assert_designed(fitted(english, room), english, room)
    # crystals: one a line, the full name within the chip, on offer and collected
    chips = list(screen.query(CrystalChip))
    assert chips, "the position offers crystals"
    for chip in chips:
        text = chip.render().plain
        assert _(ENGLISH_CRYSTALS[chip.crystal].name) in text and len(text) <= chip.size.width, text
    longest = max(len(CRYSTALS[x].name) for x in range(len(CRYSTALS)))
    offer_width = screen.query_one("#cc-offer").size.width
    assert offer_width >= len("▶»◆") + longest + len(" 9"), f"the offer is {offer_width} wide"
    for seat in (0, 1):
        owned = screen.query_one(f"#cc-owned-{seat}")
        assert owned.styles.layout.name == "vertical", f"seat {seat}'s crystals are not one a line"
        assert owned.size.width >= len("▶»◆") + longest, f"seat {seat}'s crystals are {owned.size.width} wide"


async def check_the_battle_panel_and_collected_crystals_show_whole_names(pilot, screen) -> None:
    """On `screen`'s board at a position after a battle and with a crystal collected: the
    battle panel wraps both cards' names, never cuts them, and each collected crystal shows
    its full name within its chip."""
    view = screen.current_view()
    assert view.last_battle and view.collected[0], "the position follows a battle and a crystal collected"
    battle = screen.query_one(BattleView)
    await pilot_wait_until(pilot, lambda: battle.display and battle.size.width > 0, "the battle panel")
    lines = [strip.text for strip in battle.render_lines(battle.region.reset_offset)]
    wrapped = " ".join(" ".join(lines).split())
    for seat in (0, 1):
        c = view.last_battle["cards"][seat]
        if c is not None and c >= 0:
            name = " ".join(_(view.name(c)).split())
            assert name in wrapped, f"{name!r} is not whole in the battle panel: {wrapped!r}"
    owned = [chip for chip in screen.query(OwnedCrystal) if chip.display]
    assert owned, "no collected crystal shown"
    for chip in owned:
        text = chip.render().plain
        assert _(ENGLISH_CRYSTALS[chip.crystal].name) in text and len(text) <= chip.size.width, text
