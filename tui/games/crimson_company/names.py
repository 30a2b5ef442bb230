"""The Crimson Company card and castle tables as the player reads them: names and texts in
the current language (core keeps the English ones, which are the rules' data)."""

from __future__ import annotations

from core.crimson_company import cards, castles
from core.i18n import TranslatedTable, _

NAME = TranslatedTable(cards.NAME)
CASTLE_NAME = TranslatedTable(castles.CASTLE_NAME)
CASTLE_TEXT = TranslatedTable(castles.CASTLE_TEXT)


def text_of(kind: int, solo: bool = False) -> str:
    """The text of character `kind` (its solo text in solo and co-op), translated."""
    return _(cards.text_of(kind, solo))
