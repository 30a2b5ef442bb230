"""The Clans colour letters come from the catalogue (issue 29 §8: "colour letters in the legend",
German initials): the map's hut badges, the move list, "Gelb (G)" and the text client's board
read the language's letters; a translation that is not five different letters is refused
for English's, so no two colours ever read alike."""

from __future__ import annotations

import pytest

from core import i18n
from core.clans import letters as letters_module
from core.clans.letters import letter, letters

GERMAN = "RGÜBS"  # rot, gelb, grün, blau, schwarz


@pytest.fixture
def german_letters(monkeypatch):
    """The catalogue's answer for the letters, as a German catalogue with them would give."""
    i18n.set_language("de")
    asked: list[tuple[str, str]] = []

    def pgettext(context: str, message: str) -> str:
        asked.append((context, message))
        return GERMAN if message == "RYGBK" else message

    monkeypatch.setattr(letters_module, "pgettext", pgettext)
    return asked


def test_english_letters_are_the_rules_ones():
    assert letters() == "RYGBK" and letter(4) == "K"


def test_the_letters_are_the_catalogues(german_letters):
    assert letters() == GERMAN and letter(1) == "G" and letter(2) == "Ü"
    assert german_letters[0][0].startswith("colour letters")  # the translator is told what they are


@pytest.mark.parametrize("bad", ["RGGBS", "RGB", "RGÜBSX", ""])
def test_a_translation_that_is_not_five_different_letters_is_not_used(monkeypatch, bad):
    monkeypatch.setattr(letters_module, "pgettext", lambda context, message: bad)
    assert letters() == "RYGBK"


def test_the_map_the_move_list_and_the_colour_names_use_them(german_letters):
    from tui.games.clans.board import hut_tokens
    from tui.games.clans.screen import colour_name

    assert hut_tokens((1, 1, 1, 0, 1), 10) == [("R", 0), ("G", 1), ("Ü", 2), ("S", 4)]
    assert hut_tokens((3, 0, 2, 0, 0), 4) == [("R3", 0), ("Ü2", 2)]
    assert colour_name(1) == "Gelb (G)" and colour_name(4) == "Schwarz (S)"


def test_the_text_clients_board_uses_them(german_letters):
    from core.match import Match
    from net.text_boards import board_lines

    match = Match("clans", {"players": 2}, 4, seats=["human", "human"])
    lines = board_lines("clans", match.state.view(0), 0, ["Ada", "Bruno"])
    legend = next(i for i, line in enumerate(lines) if "R G Ü B S" in line)
    assert any("Ü" in line for line in lines[:legend])  # some territory starts with a green hut
