"""Readable Crystal Clans cards (issue 29 §6): no card name on the board is cut without a
mark — a name that does not fit shows its designed short name (the full one is in the
detail panel); a squad's count reads "+n" (units under the top one, leading its sums), never "×n"; the
detail panel says what the style letter means. The check of the drawn board runs in
test_board_reads.py, on the English boards."""

from __future__ import annotations

from tests.tui.games.crystal_clans.test_board import a_summon_position, seeded_at
from tui.games.crystal_clans.cards import HandCard, card_text
from tui.games.crystal_clans.names import SHORT_NAMES, abbreviate, fitted
from tui.games.crystal_clans.zones import ZoneCell, squad_lines


def test_a_long_name_gets_its_designed_short_name_and_nothing_is_cut_silently():
    assert fitted("Astra the Seer", 11) == "Astra" and fitted("Astra the Seer", 14) == "Astra the Seer"
    assert all(len(short) <= 12 for short in SHORT_NAMES.values())
    assert abbreviate("Caballeros de la ciudadela", 12) == "Caballeros…"
    assert abbreviate("Citadel Kn.", 8) == "Citadel…"
    assert abbreviate("Knochenmesserkultisten", 12).endswith("…")


def shown_whole(shown: str, full: str) -> bool:
    """A name on screen is its full name, its designed short one, or marked as shortened."""
    return shown in (full, SHORT_NAMES.get(full)) or shown.endswith((".", "…"))


def check_no_card_name_is_cut_on_the_board(screen) -> None:
    """On `screen`'s drawn board, in English: each hand card and squad shows its name
    whole, designed short or marked as shortened, and a squad's count leads its sums."""
    view = screen.current_view()
    checked = 0
    for card in screen.query(HandCard):
        if not card.display or card.instance is None:
            continue
        first = card.render().plain.split("\n")[0].lstrip("▶»✓ ↺").rstrip()
        assert shown_whole(first, view.name(card.instance)), first
        checked += 1
    for cell in screen.query(ZoneCell):
        assert "×" not in cell.render().plain, f"zone {cell.zone} counts with ×"
        for seat in (0, 1):
            squad = view.squad(seat, cell.zone)
            if not squad:
                continue
            head, sums = (line.plain for line in squad_lines(view, seat, cell.zone, 2, cell.size.width))
            if len(squad) > 1:  # the count leads the sums, so the name keeps its room
                assert sums.startswith(f"+{len(squad) - 1} A"), sums
            assert shown_whole(head[3:], view.name(squad[0])), head
            checked += 1
    assert checked >= 3, f"only {checked} names on the board"


def test_the_detail_says_what_the_style_letter_means():
    match = seeded_at(a_summon_position)
    view = match.state.view(0)
    c = next(c for c in range(200) if view.name(c) == "Lithomancers")
    assert "(T = " in card_text(view, c) or "(G = " in card_text(view, c) or "(B = " in card_text(view, c)
