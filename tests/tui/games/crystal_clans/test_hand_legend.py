"""The Crystal Clans hand legend (issue 29 §6): it fits the hand's width at 80x24 and
120x40 in English, German and Spanish, wrapping between its items (never inside one), and
its letters are the ones the cards and squads use, in the reader's language. The check of the
drawn board runs in test_board_reads.py, on one board per language and size."""

from __future__ import annotations

import pytest

from core.crystal_clans import cards
from core.i18n import set_language
from tests.support.waiting import pilot_wait_until
from tui.games.crystal_clans.cards import HandTitle, costs, hand_title, legend, numbers

LANGUAGES = ["en", "de", "es"]


def letters(text: str) -> list[str]:
    """The letters of "S2 A2 D3 C1": S, A, D, C."""
    return [word.rstrip("0123456789") for word in text.split()]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_legend_names_the_letters_the_cards_use(language):
    set_language(language)
    d = cards.CARDS[0]
    assert [item.split()[0] for item in legend()] == letters(costs(d))
    assert letters(numbers(d)) == letters(costs(d))[1:]
    assert len(set(letters(costs(d)))) == 4


@pytest.mark.parametrize("language", ["de", "es"])
def test_the_legend_is_translated(language):
    english = legend()
    set_language(language)
    assert all(ours != theirs for ours, theirs in zip(legend(), english)), legend()


def test_the_legend_breaks_between_items_when_the_line_is_full():
    whole = "Your hand (3)  S summon · A attack · D defense · C activation · B/G/T style"
    assert hand_title(3, False, 80).plain == whole
    assert hand_title(3, False, 44).plain.split("\n") == [
        "Your hand (3)  S summon · A attack",
        "D defense · C activation · B/G/T style",
    ]
    assert hand_title(3, True, 44).plain == "Your hand (3)  ↺ from your discard pile"


async def check_the_hand_legend_fits_the_screen(pilot, screen) -> None:
    """On `screen`'s drawn board (in the current language): the hand's title is as many
    lines as the legend wraps to at its width, none wider, and every legend item whole."""
    title = screen.query_one(HandTitle)
    await pilot_wait_until(pilot, lambda: title.size.width > 0 and title.count is not None, "the hand's title")
    lines = [strip.text.rstrip() for strip in title.render_lines(title.region.reset_offset)]
    wrapped = hand_title(title.count, False, title.size.width).plain.split("\n")
    assert title.size.height == len(wrapped), f"the title is {title.size.height} lines for {wrapped}"
    shown = "\n".join(lines)
    assert all(len(line) <= title.size.width for line in lines), f"wider than {title.size.width}: {lines}"
    for item in legend():
        assert item in shown.replace("\n", " · "), (item, shown)
