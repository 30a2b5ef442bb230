"""Words the Crimson Company engine shares among its phrases (core/i18n/phrase.py)."""

from __future__ import annotations

from core.i18n.phrase import Phrase, phrase


def player(seat: int) -> Phrase:
    """ "Player N" (N = seat + 1), as the interface recognises it in every language."""
    return phrase("Player {number}", number=seat + 1)
