"""The result's colour-reading line says what a low reading means (issue 29 §10): the bot
never gave the seat's true colour more than the 'sure' level, named as a number."""

from __future__ import annotations

import pytest

from ai.belief import SURE, SeatReading
from core.i18n import set_language
from tui.games.clans.text import reading_text

NEVER = SeatReading(seat=0, colour=2, final_chance=0.17, sure_after_move=None)
READ = SeatReading(seat=0, colour=2, final_chance=0.93, sure_after_move=14)


@pytest.mark.parametrize(
    "lang, sure, never",
    [("en", "sure at the end", "(never above 80%)"), ("de", "sicher", "(nie über 80%)")],  # de: once merged
)
def test_a_reading_that_never_passed_the_sure_level_names_that_level(lang, sure, never):
    set_language(lang)
    assert reading_text("Ada", NEVER, SURE).endswith(f"17% {sure} {never}")


def test_a_reading_that_passed_it_says_after_which_move():
    set_language("en")
    assert reading_text("Ada", READ, SURE) == "Ada is green, 93% sure at the end (over 80% from move 14)"
