"""The Crystal Clans tables as the player reads them: card, ability, crystal, zone and
style names and texts in the current language (core keeps the English ones, which are the
rules' data and travel in saves)."""

from __future__ import annotations

from core.crystal_clans import board, cards, styles
from core.crystal_clans.ability_table import ABILITIES as ENGLISH_ABILITIES
from core.crystal_clans.crystals import CRYSTALS as ENGLISH_CRYSTALS
from core.i18n import N_, TranslatedTable, _

ZONE_NAMES = TranslatedTable(board.ZONE_NAMES)
STYLE_NAMES = TranslatedTable(styles.STYLE_NAMES)


# the clans as a player names them (core's CLAN_NAMES are ids)
CLAN_LABELS = {
    "blood": N_("blood"),
    "skull": N_("skull"),
    "flower": N_("flower"),
    "stone": N_("stone"),
    "meteor": N_("meteor"),
    "water": N_("water"),
}
HIDDEN_CARD = N_("a hidden card")


def clan_label(clan: str) -> str:
    return _(CLAN_LABELS.get(clan, clan))


def type_line(definition: cards.CardDef) -> str:
    """The card's type line, e.g. "Flying · hero · Blood clan", translated."""
    kind = _("hero") if definition.hero else _("common")
    return _("{descriptor} · {kind} · {clan} clan").format(
        descriptor=_(definition.descriptor), kind=kind, clan=clan_label(definition.clan)
    )


def effect_text(effect: tuple) -> str:
    """Readable text of one battle effect (a tuple of primitives), translated."""
    if not effect:
        return _("no effect")
    return ", ".join(_(cards._EFFECT_TEXT[prim[0]]).format(*prim[1:]) for prim in effect)


# which battle effect a card triggered, as the last battle records it
SIDES = {"left": N_("left"), "right": N_("right"), "none": N_("none")}


def battle_side(view, lb: dict, seat: int) -> tuple[str, str, str, str]:
    """`seat`'s side of the last battle `lb` in the reader's language: the battle card's
    name, its style, which effect it triggered (left / right / none) and that effect."""
    c = lb["cards"][seat]
    side = lb["triggered"][seat]
    if c is None or c < 0:
        return _("none"), _("none"), _(SIDES.get(side, side)), effect_text(())
    d = view.card(c)
    effect = d.left if side == "left" else d.right if side == "right" else ()
    return name(view, c), STYLE_NAMES[d.style], _(SIDES.get(side, side)), effect_text(effect)


def card(definition: cards.CardDef) -> cards.CardDef:
    """A card definition with its name and type word translated."""
    return definition._replace(name=_(definition.name), descriptor=_(definition.descriptor))


def name(view, instance: int) -> str:
    """The translated name of card `instance` as `view` knows it."""
    return _(view.name(instance)) if instance >= 0 else _(HIDDEN_CARD)


class _Abilities:
    """ABILITIES with each title and text translated as it is read."""

    def __getitem__(self, ability: str) -> tuple[str, str, bool]:
        title, text, battlefield = ENGLISH_ABILITIES[ability]
        return _(title), _(text), battlefield

    def __contains__(self, ability: object) -> bool:
        return ability in ENGLISH_ABILITIES


class _Crystals:
    """CRYSTALS with each name and text translated as it is read."""

    def __getitem__(self, index: int):
        crystal = ENGLISH_CRYSTALS[index]
        return crystal._replace(name=_(crystal.name), text=_(crystal.text))

    def __len__(self) -> int:
        return len(ENGLISH_CRYSTALS)


ABILITIES = _Abilities()
CRYSTALS = _Crystals()
