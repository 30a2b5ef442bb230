"""Clan cards: the static card table every state shares.

A card in play is a small int (its *instance*, 0..53: seat 0's deck is 0..26, seat 1's
27..53, so the owner is `instance // DECK_SIZE`). A state maps each instance to a *kind*,
an index into `CARDS`, the one immutable table of card definitions built from the six
clan tables in `clans/`.
"""
from __future__ import annotations

from typing import NamedTuple

from core.crystal_clans.styles import BOLD, GUARDED, STYLE_NAMES, TRICKY, left_triggers  # noqa: F401

DECK_SIZE = 27
CLAN_NAMES = ("blood", "skull", "flower", "stone", "meteor", "water")


class CardDef(NamedTuple):
    """One clan card: unit section (numbers, type line, abilities) and battle section."""

    name: str
    clan: str
    descriptor: str          # the type-line word effects refer to (REANIMATED, STRUCTURE...)
    hero: bool
    copies: int
    summon: int
    attack: int
    defense: int
    activation: int
    abilities: tuple         # ability ids (signature ability included when the card has it)
    style: int               # BOLD / GUARDED / TRICKY
    left: tuple              # battle effect primitives, e.g. (("def", 6), ("ret",))
    right: tuple

    @property
    def type_line(self) -> str:
        kind = "hero" if self.hero else "common"
        return f"{self.descriptor} · {kind} · {self.clan} clan"


_EFFECT_TEXT = {
    "atk": "+{} attack",
    "def": "+{} defense",
    "draw": "draw {} card(s)",
    "may_draw": "you may draw {} card(s)",
    "ret": "return this card to your hand",
    "bottom": "add this card to your battling squad as its bottom unit",
    "kill_top": "destroy the top unit of the enemy squad",
    "kill_bottom": "destroy the bottom unit of the enemy squad",
    "end": "end the battle before damage",
    "gain": "gain {} initiative",
    "mill": "the opponent discards the top {} card(s) of their draw pile",
    "per_devoted": "+1 attack for each Devoted unit in your squad",
    "draw_per_kill": "draw a card for each enemy unit destroyed in this battle",
    "steal": "take control of the bottom unit of the enemy squad: it joins your squad as its bottom unit",
}


def effect_text(effect: tuple) -> str:
    """Readable text of one battle effect (a tuple of primitives)."""
    if not effect:
        return "no effect"
    parts = []
    for prim in effect:
        fmt = _EFFECT_TEXT[prim[0]]
        parts.append(fmt.format(*prim[1:]))
    return ", ".join(parts)


def _build():
    from core.crystal_clans.clans import blood, flower, meteor, skull, stone, water

    cards: list[CardDef] = []
    decks: dict[str, tuple[int, ...]] = {}
    for clan, module in (("blood", blood), ("skull", skull), ("flower", flower),
                         ("stone", stone), ("meteor", meteor), ("water", water)):
        deck = []
        for row in module.CARDS:
            name, desc, hero, copies, s, a, d, act, abil, style, left, right = row
            kind = len(cards)
            cards.append(CardDef(name, clan, desc, hero, copies, s, a, d, act, tuple(abil),
                                 style, tuple(left), tuple(right)))
            deck.extend([kind] * copies)
        assert len(deck) == DECK_SIZE, (clan, len(deck))
        decks[clan] = tuple(deck)
    return tuple(cards), decks


CARDS, DECKS = _build()
KIND_BY_NAME = {c.name: k for k, c in enumerate(CARDS)}


def kind_of(name: str) -> int:
    """The kind index of the card called `name` (KeyError if there is none)."""
    return KIND_BY_NAME[name]
