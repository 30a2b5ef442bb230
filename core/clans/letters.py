"""The clans' colour letters as the reader reads them: one letter per colour on the map, in the
hut lists and in "Gelb (G)". English writes R Y G B K (red, yellow, green, blue, black); a
language gives its own initials in its catalogue, five different letters in the order of
`core.clans.state.COLOURS` (German: R G Ü B S — rot, gelb, grün, blau, schwarz)."""

from __future__ import annotations

from core.clans.state import LETTERS, NUM_COLOURS
from core.i18n import pgettext


def letters() -> str:
    """The five letters in the current language; English's if a translation is not five
    different letters (a map where two colours read alike would mislead)."""
    # written out, not LETTERS, so pybabel extracts it; the context says what each letter is
    shown = pgettext("colour letters: red, yellow, green, blue, black", "RYGBK")
    return shown if len(shown) == NUM_COLOURS and len(set(shown)) == NUM_COLOURS else LETTERS


def letter(colour: int) -> str:
    """The letter of colour number `colour` in the current language."""
    return letters()[colour]
