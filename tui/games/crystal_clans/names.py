"""The Crystal Clans tables as the player reads them: card, ability, crystal, zone and
style names and texts in the current language (core keeps the English ones, which are the
rules' data and travel in saves)."""

from __future__ import annotations

from collections.abc import Callable

from core.crystal_clans import board, cards, styles
from core.crystal_clans.ability_table import ABILITIES as ENGLISH_ABILITIES
from core.crystal_clans.crystals import CRYSTALS as ENGLISH_CRYSTALS
from core.i18n import N_, TranslatedTable, _, catalogue, language, pgettext

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


# Short names for narrow places (a hand card, a squad in its zone): designed, not cut, for
# every card or crystal whose name is longer than SHORT_ROOM in some language. Each is a
# message of its own (context "short card name", a literal so that `make i18n` extracts
# it), so every language designs its own; the full name is in the detail panel and the
# tooltip.
SHORT_ROOM = 11  # the narrowest place: a squad's top unit in a 14-column zone, after "P2 "


def _short_table(pgettext: Callable[[str, str], str] = pgettext) -> dict[str, str]:
    """English card and crystal name -> its short name, through `pgettext` (the reader's
    language; ENGLISH_SHORT passes one that keeps the English)."""
    return {
        "Workers": pgettext("short card name", "Workers"),
        "Trappers": pgettext("short card name", "Trappers"),
        "Storm Eye": pgettext("short card name", "Storm Eye"),
        "Moon Tear": pgettext("short card name", "Moon Tear"),
        "Iron Root": pgettext("short card name", "Iron Root"),
        "Sun Stone": pgettext("short card name", "Sun Stone"),
        "Marauders": pgettext("short card name", "Marauders"),
        "Dawn Shard": pgettext("short card name", "Dawn Shard"),
        "Tide Pearl": pgettext("short card name", "Tide Pearl"),
        "Grave Opal": pgettext("short card name", "Grave Opal"),
        "Sky Wardens": pgettext("short card name", "Sky Wardens"),
        "Siege Tower": pgettext("short card name", "Siege Tower"),
        "Ember Heart": pgettext("short card name", "Ember Heart"),
        "Frost Prism": pgettext("short card name", "Frost Prism"),
        "Comet Rider": pgettext("short card name", "Comet Rider"),
        "Mirror Sage": pgettext("short card name", "Mirror Sage"),
        "Meteor Mages": pgettext("short card name", "Met. Mages"),
        "Spirit Guide": pgettext("short card name", "Sp. Guide"),
        "Psychic Eels": pgettext("short card name", "Psy. Eels"),
        "Coral Guards": pgettext("short card name", "Cor. Guards"),
        "Queen Bumble": pgettext("short card name", "Q. Bumble"),
        "Blood Hounds": pgettext("short card name", "Bloodhounds"),
        "Supply Golem": pgettext("short card name", "Sup. Golem"),
        "Necromancers": pgettext("short card name", "Necromanc."),
        "Lithomancers": pgettext("short card name", "Lithomanc."),
        "Mist Walkers": pgettext("short card name", "Mistwalkers"),
        "Blue Oracles": pgettext("short card name", "B. Oracles"),
        "Bone Colossus": pgettext("short card name", "Colossus"),
        "Blade Dancers": pgettext("short card name", "B. Dancers"),
        "Shapeshifters": pgettext("short card name", "Shifters"),
        "Bone Devotees": pgettext("short card name", "Devotees"),
        "Cartographers": pgettext("short card name", "Mapmakers"),
        "Obsidian Edge": pgettext("short card name", "Obsidian"),
        "Warlord Gorza": pgettext("short card name", "Gorza"),
        "Verdant Geode": pgettext("short card name", "Geode"),
        "Titan Knights": pgettext("short card name", "Titans"),
        "Star Fragment": pgettext("short card name", "Star Shard"),
        "The Egg Tosser": pgettext("short card name", "Egg Tosser"),
        "Bumble Cavalry": pgettext("short card name", "Bumble Cav."),
        "Soren's Bounty": pgettext("short card name", "Bounty"),
        "Astra the Seer": pgettext("short card name", "Astra"),
        "Pollen Fairies": pgettext("short card name", "Fairies"),
        "Citadel Knights": pgettext("short card name", "Citadel Kn."),
        "Blood Priestess": pgettext("short card name", "Priestess"),
        "The Wind's Wish": pgettext("short card name", "Wind's Wish"),
        "Enchanter Malek": pgettext("short card name", "Malek"),
        "Commander Orion": pgettext("short card name", "Orion"),
        "Keeper of Souls": pgettext("short card name", "Soulkeeper"),
        "Tide Queen Nerys": pgettext("short card name", "Nerys"),
        "Lich Queen Veyla": pgettext("short card name", "Veyla"),
        "Ancestral Knights": pgettext("short card name", "A. Knights"),
        "Dandelion Knights": pgettext("short card name", "Dandelions"),
        "Rosepetal Dancers": pgettext("short card name", "Rosepetals"),
        "Boneknife Cultists": pgettext("short card name", "Cultists"),
        "Ancestral Warriors": pgettext("short card name", "A. Warriors"),
        "Horgath's Stone Golem": pgettext("short card name", "Stone Golem"),
    }


ENGLISH_SHORT = _short_table(lambda _context, message: message)
SHORT_NAMES = ENGLISH_SHORT  # the English short names, as the tests read them
_short_cache: dict[tuple[str, int], dict[str, str]] = {}


def short_names() -> dict[str, str]:
    """The short names in the reader's language, looked up once per catalogue."""
    key = (language(), id(catalogue()))
    if key not in _short_cache:
        _short_cache.clear()
        _short_cache[key] = _short_table()
    return _short_cache[key]


def short_name(english: str) -> str:
    """The short name of a card or crystal (its English name) in the reader's language:
    the designed one where the catalogue has it, else the full name shortened word by word."""
    full = _(english)
    short = short_names().get(english)
    if short is None:
        return abbreviate(full, SHORT_ROOM)
    if language() != "en" and short == ENGLISH_SHORT[english] and short not in full:
        return abbreviate(full, SHORT_ROOM)  # not translated yet: from the full name
    return short


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
