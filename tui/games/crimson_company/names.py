"""The Crimson Company card and castle tables as the player reads them: names and texts in
the current language (core keeps the English ones, which are the rules' data)."""

from __future__ import annotations

from core.crimson_company import cards, castles
from core.i18n import TranslatedTable, _, pgettext

NAME = TranslatedTable(cards.NAME)
CASTLE_NAME = TranslatedTable(castles.CASTLE_NAME)
CASTLE_TEXT = TranslatedTable(castles.CASTLE_TEXT)


def text_of(kind: int, solo: bool = False) -> str:
    """The text of character `kind` (its solo text in solo and co-op), translated."""
    return _(cards.text_of(kind, solo))


# Short names for narrow places (a market slot, a card to deploy, a card in a lane of up
# to three): designed, not cut, for every card whose name is longer than SHORT_ROOM in
# English or German. Each is a message of its own (context "short card name", a literal so
# that `make i18n` extracts it), so every language designs its own; the full name is in the
# detail line.
SHORT_ROOM = 10  # the narrowest of those: a card in a lane of three on a 74-column board, before " 4"


def short_table() -> dict[str, str]:
    """English card name -> its short name in the reader's language."""
    return {
        "Horseman of the Apocalypse": pgettext("short card name", "Horseman"),
        "Standard Bearer": pgettext("short card name", "Std Bearer"),
        "Fortune Teller": pgettext("short card name", "Fortune T."),
        "Tax Collector": pgettext("short card name", "Tax Coll."),
        "Quartermaster": pgettext("short card name", "Q.master"),
        "Plague Doctor": pgettext("short card name", "Plague Doc"),
        "Troll Mother": pgettext("short card name", "Troll Mum"),
        "Shapeshifter": pgettext("short card name", "Shifter"),
        "Blood Priest": pgettext("short card name", "Priest"),
        "Voodoo Doll": pgettext("short card name", "Voodoo"),
        "Illusionist": pgettext("short card name", "Illusion."),
        "Gravedigger": pgettext("short card name", "Digger"),
        "Clumsy Ogre": pgettext("short card name", "Ogre"),
        "Cutthroat": pgettext("short card name", "Cutthroat"),
        "Chaos Mage": pgettext("short card name", "Chaos Mage"),
        "Summoner": pgettext("short card name", "Summoner"),
        "Seductress": pgettext("short card name", "Seductress"),
        "Slinger": pgettext("short card name", "Slinger"),
        "Berserker": pgettext("short card name", "Berserker"),
        "Alchemist": pgettext("short card name", "Alchemist"),
    }


def short_name(kind: int, width: int) -> str:
    """Character `kind`'s name in the reader's language: the full name if it fits `width`,
    else its designed short name (which callers still cut to `width` in a cramped lane)."""
    name = NAME[kind]
    if len(name) <= width:
        return name
    return short_table().get(cards.NAME[kind], name)
