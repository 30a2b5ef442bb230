"""The Crystal Clans tables as the player reads them: card, ability, crystal, zone and
style names and texts in the current language (core keeps the English ones, which are the
rules' data and travel in saves)."""

from __future__ import annotations

from core.crystal_clans import board, cards, styles
from core.crystal_clans.ability_table import ABILITIES as ENGLISH_ABILITIES
from core.crystal_clans.crystals import CRYSTALS as ENGLISH_CRYSTALS
from core.i18n import N_, TranslatedTable, _, language, pgettext

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


def name_in(view, instance: int, room: int) -> str:
    """The name of card `instance` for `room` columns (`fitted`)."""
    return fitted(view.name(instance), room) if instance >= 0 else abbreviate(_(HIDDEN_CARD), room)


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


# Short names for narrow places (a hand card, a squad in its zone): designed, not cut. Each
# is a message of its own (context "short card name"), so every language names its own;
# the full name is in the detail panel and the tooltip.
SHORT_CONTEXT = "short card name"
SHORT_NAMES = {
    "Warlord Gorza": "Gorza",
    "Blade Dancers": "B. Dancers",
    "Titan Knights": "Titans",
    "Shapeshifters": "Shifters",
    "Cartographers": "Mapmakers",
    "Bone Colossus": "Colossus",
    "Bone Devotees": "Devotees",
    "The Egg Tosser": "Egg Tosser",
    "Astra the Seer": "Astra",
    "Bumble Cavalry": "Bumble Cav.",
    "Pollen Fairies": "Fairies",
    "Blood Priestess": "Priestess",
    "Enchanter Malek": "Malek",
    "Citadel Knights": "Citadel Kn.",
    "Commander Orion": "Orion",
    "Lich Queen Veyla": "Veyla",
    "Tide Queen Nerys": "Nerys",
    "Dandelion Knights": "Dandelions",
    "Rosepetal Dancers": "Rosepetals",
    "Ancestral Knights": "Anc. Knights",
    "Ancestral Warriors": "A. Warriors",
    "Boneknife Cultists": "Cultists",
    "Horgath's Stone Golem": "Stone Golem",
    # crystals
    "Verdant Geode": "Geode",
    "Obsidian Edge": "Obsidian",
    "Star Fragment": "Star Shard",
    "Soren's Bounty": "Bounty",
    "Keeper of Souls": "Soulkeeper",
    "The Wind's Wish": "Wind's Wish",
}
SHORT_ROOM = 12  # the short names' longest, in every language


def short_name(english: str) -> str:
    """The short name of a card or crystal (its English name) in the reader's language:
    the designed one where the catalogue has it, else the full name shortened word by word."""
    full = _(english)
    short = SHORT_NAMES.get(english)
    if short is None:
        return abbreviate(full, SHORT_ROOM)
    said = pgettext(SHORT_CONTEXT, short)
    if said == short and language() != "en":  # not translated yet: from the full name
        return abbreviate(full, SHORT_ROOM)
    return said


def fitted(english: str, room: int) -> str:
    """The name to show in `room` columns: the full name if it fits, else its short name,
    else the short name abbreviated word by word (never cut mid-word without a mark)."""
    full = _(english)
    if len(full) <= room:
        return full
    return abbreviate(short_name(english), room)


def abbreviate(name: str, room: int) -> str:
    """`name` in `room` columns: its words shortened to an initial and a dot from the last
    one on (the first word kept), then small joining words ("de", "of") and the last
    words dropped; whatever is dropped or cut is marked with …."""
    words = name.split()
    for i in range(len(words) - 1, 0, -1):
        if len(" ".join(words)) <= room:
            break
        if len(words[i]) > 2:
            words[i] = words[i][0] + "."
    if len(" ".join(words)) > room:
        words = [w for i, w in enumerate(words) if i == 0 or not (w.islower() and len(w) <= 3 and not w.endswith("."))]
    dropped = False
    while len(" ".join(words)) + dropped > room and len(words) > 1:
        words.pop()
        dropped = True
    text = " ".join(words) + ("…" if dropped else "")
    return text if len(text) <= room else text[: max(0, room - 1)] + "…"
