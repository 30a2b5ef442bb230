"""Crimson Company's short card names in German (tui/games/crimson_company/names.py) are
shortened forms of the card's German name, never another word: the board's market row
said "Meuchler" where the action list said "Halsabschneider" for the same card, and a
player cannot tell they are one card (the German trial of session 17)."""

from __future__ import annotations

from core import i18n
from core.crimson_company import cards
from tui.games.crimson_company.names import NAME, SHORT_ROOM, short_table


def test_each_german_short_name_is_a_part_of_the_cards_german_name():
    i18n.set_language("de")
    shorts = short_table()
    full = {cards.NAME[kind]: NAME[kind] for kind in range(len(cards.NAME))}
    for english, short in shorts.items():
        german = full[english]
        assert len(short) <= SHORT_ROOM or short == german, (english, short)
        assert short.rstrip(".").lower() in german.lower(), f"{english}: {short!r} is not a shortened {german!r}"
