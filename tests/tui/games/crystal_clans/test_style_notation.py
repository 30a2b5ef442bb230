"""A Crystal Clans hand card's battle style is set off from its numbers by "·" (issue 29
§6: German "Ak1 K" beside the next card's "B2" read "KB2"), in every language: its name when
the card is wide enough, else its letter, which the hand legend explains ("B/G/T style");
a card whose numbers leave no room shows them whole, never a cut number. The check of the
drawn board runs in test_board_reads.py, on one board per language at 80 columns."""

from __future__ import annotations

import pytest

from core.crystal_clans import cards
from core.i18n import set_language
from tests.support.waiting import pilot_wait_until
from tui.games.crystal_clans.cards import HandCard, HandTitle, costs, name_tail, style_legend, style_line, style_mark
from tui.games.crystal_clans.names import STYLE_NAMES
from tui.games.crystal_clans.zones import sums_line

LANGUAGES = ["en", "de", "es"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_style_follows_a_dot_as_a_name_or_a_letter_or_not_at_all(language):
    set_language(language)
    d = cards.CARDS[0]
    numbers = costs(d)
    assert style_line(numbers, d.style, 40) == f"{numbers} · {STYLE_NAMES[d.style]}"
    assert style_line(numbers, d.style, len(numbers) + 1 + len(style_mark(d.style))) == (
        f"{numbers}·{style_mark(d.style)}"
    )
    assert style_line(numbers, d.style, len(numbers)) == numbers


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_legend_names_every_style_letter(language):
    set_language(language)
    item = style_legend()
    # the letters as one word, wherever the language puts it ("K/Z/T Stil", "estilo Au/Ca/As")
    assert "/".join(style_mark(s) for s in range(3)) in item.split(), item
    assert len({style_mark(s) for s in range(3)}) == 3


async def check_each_hand_card_sets_its_style_off_and_the_legend_shows_it(pilot, screen) -> None:
    """On `screen`'s drawn board at 80 columns (in the current language): the hand legend
    explains the style letters, and each hand card's second line is its numbers, whole and
    first, then "·" and its style's name or letter — or, on a card whose numbers leave no
    room for "·" and a letter (Horgath's Stone Golem, "S7 A10 D12 C4", in a narrow card),
    the numbers alone and whole, and the style's letter ends the name line."""
    title = screen.query_one(HandTitle)
    await pilot_wait_until(pilot, lambda: title.size.width > 0 and title.count is not None, "the hand's title")
    legend = "\n".join(strip.text for strip in title.render_lines(title.region.reset_offset))
    assert style_legend() in legend.replace("\n", " · "), legend
    for card in screen.query(HandCard):
        first, second = card.render().plain.split("\n")[:2]
        assert "…" not in second, second
        if "·" not in second:
            assert len(second) + len("·B") > card.size.width and second.split()[0][0].isalpha(), second
            assert first.rpartition("·")[2] in {style_mark(s) for s in range(3)}, first
            continue
        numbers, _dot, style = second.partition("·")
        assert style.strip() in {style_mark(s) for s in range(3)} | {STYLE_NAMES[s] for s in range(3)}, second
        assert numbers.strip().split()[0][0].isalpha(), second  # the numbers, whole and first


def test_numbers_too_wide_for_the_style_leave_it_to_the_name_line():
    golem = "S7 A10 D12 C4"
    assert style_line(golem, 0, 13) == golem and name_tail(golem, 0) == f"·{style_mark(0)}"
    assert style_line(golem, 0, 15) == f"{golem}·{style_mark(0)}" and name_tail(style_line(golem, 0, 15), 0) == ""


def test_a_squads_sums_are_never_cut_in_a_zone():
    assert sums_line("+2", "A5 V6 Ak1", 14) == "+2 A5 V6 Ak1"
    assert sums_line("+10", "A30 V20 Ak3", 14) == "A30 V20 Ak3"  # the count goes, the numbers stay whole
    assert sums_line("+1", "A30 V20 Ak3 X", 12) == "A30 V20 Ak3…"
