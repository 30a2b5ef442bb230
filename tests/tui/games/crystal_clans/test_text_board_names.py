"""The text board (the `t` key, and the narrow tutorial) names a squad's top unit by its
full or designed short name in every language, never by a name cut at the cell's edge
("P1 Spirit Gui")."""

from __future__ import annotations

import pytest

from core.i18n import set_language
from tests.tui.games.crystal_clans.test_names_fit import CARD_NAMES, assert_designed
from tui.games.crystal_clans.text import CELL, squad_head


class OneSquadView:
    """Just enough of a view for `squad_head`: one squad of one card in zone 4."""

    def __init__(self, english: str) -> None:
        from core.crystal_clans import cards

        self.definition = next(d for d in cards.CARDS if d.name == english)

    def squad(self, seat: int, zone: int) -> tuple:
        return (0,)

    def card(self, cid: int):
        return self.definition

    def name(self, cid: int) -> str:
        return self.definition.name


@pytest.mark.parametrize("language", ["en", "de", "es"])
def test_every_top_unit_on_the_text_board_is_named_whole_or_by_its_short_name(language):
    set_language(language)
    for english in CARD_NAMES:
        head = squad_head(OneSquadView(english), 0, 4).plain
        assert head.startswith("P1 ") and len(head.rstrip()) <= CELL, head
        assert_designed(head[3:].rstrip(), english, CELL - 3)
