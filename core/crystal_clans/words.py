"""The sub-phrases Crystal Clans' sentences share: a card's and a list of cards' names, a
zone's name (as seen from a seat), a battle effect, a trigger's name. Each is a `Phrase`
(core/i18n/phrase.py) read in the reader's language; the English is what the engine's
f-strings said before phrases.

Card, crystal, zone and style names are `term`s: their translations come from the rules
tables' entries in the crystal_clans catalogue. Built only where text is produced."""

from __future__ import annotations

from core.crystal_clans.board import HOME, ZONE_NAMES
from core.crystal_clans.cards import CARDS
from core.i18n import N_
from core.i18n.phrase import Phrase, term

HIDDEN_CARD = N_("a hidden card")
HOME_ZONE = N_("home zone")
ENEMY_HOME_ZONE = N_("enemy home zone")
NO_EFFECT = N_("no effect")
NONE = N_("none")

# event lines added after the event log left a save's fingerprint (the state's
# EVENTS_SINCE_DIGEST: an older build's log never held them)
HANDS_DEALT = N_("Each player draws a hand of {n} cards")
BLOOD_RITE_DISCARD = N_("P{seat} discards {card} for Blood Rite")
BATTLE_CARD_DISCARDED = N_("P{seat}'s battle card {card} goes to the discard pile")
EVENTS_SINCE_DIGEST = frozenset({HANDS_DEALT, BLOOD_RITE_DISCARD, BATTLE_CARD_DISCARDED})

# the clans as the opening line names them (core's CLAN_NAMES are lower-case ids)
CLAN_TITLES = {
    "blood": N_("Blood"),
    "skull": N_("Skull"),
    "flower": N_("Flower"),
    "stone": N_("Stone"),
    "meteor": N_("Meteor"),
    "water": N_("Water"),
}

# lists of 2..8 names, joined as English joins them ("A, B, C"); longer lists nest
_LISTS = (
    N_("{u0}, {u1}"),
    N_("{u0}, {u1}, {u2}"),
    N_("{u0}, {u1}, {u2}, {u3}"),
    N_("{u0}, {u1}, {u2}, {u3}, {u4}"),
    N_("{u0}, {u1}, {u2}, {u3}, {u4}, {u5}"),
    N_("{u0}, {u1}, {u2}, {u3}, {u4}, {u5}, {u6}"),
    N_("{u0}, {u1}, {u2}, {u3}, {u4}, {u5}, {u6}, {u7}"),
)

# battle effects (cards._EFFECT_TEXT with a named field, which a phrase needs)
_EFFECTS = {
    "atk": N_("+{n} attack"),
    "def": N_("+{n} defense"),
    "draw": N_("draw {n} card(s)"),
    "may_draw": N_("you may draw {n} card(s)"),
    "ret": N_("return this card to your hand"),
    "bottom": N_("add this card to your battling squad as its bottom unit"),
    "kill_top": N_("destroy the top unit of the enemy squad"),
    "kill_bottom": N_("destroy the bottom unit of the enemy squad"),
    "end": N_("end the battle before damage"),
    "gain": N_("gain {n} initiative"),
    "mill": N_("the opponent discards the top {n} card(s) of their draw pile"),
    "per_devoted": N_("+1 attack for each Devoted unit in your squad"),
    "draw_per_kill": N_("draw a card for each enemy unit destroyed in this battle"),
    "steal": N_("take control of the bottom unit of the enemy squad: it joins your squad as its bottom unit"),
}

# triggers by their frame kind, as the trigger order names them (the id, "_" as " ")
TRIGGERS = {
    "foresight": N_("foresight"),
    "inform": N_("inform"),
    "tactical": N_("tactical"),
    "starfall": N_("starfall"),
    "clone": N_("clone"),
    "swift": N_("swift"),
    "blood_rite": N_("blood rite"),
    "soul_harvest": N_("soul harvest"),
    "quarry": N_("quarry"),
    "lay_to_rest": N_("lay to rest"),
    "stargaze": N_("stargaze"),
    "mind_spike": N_("mind spike"),
    "bombard": N_("bombard"),
    "breeze": N_("breeze"),
    "undertow": N_("undertow"),
    "toss": N_("toss"),
    "slither": N_("slither"),
    "cult_rise": N_("cult rise"),
    "blade_dance": N_("blade dance"),
    "mend": N_("mend"),
    "dpk": N_("dpk"),
    "tempo": N_("tempo"),
}


# the names as shared terms, made once: the engine's event log names cards and zones as it
# plays (also in a bot's playouts), so naming one costs a look-up, not a new phrase
_CARD_TERMS = tuple(term(d.name) for d in CARDS)
_HIDDEN_TERM = term(HIDDEN_CARD)
_ZONE_TERMS = tuple(term(name) for name in ZONE_NAMES)
_HOME_TERM, _ENEMY_HOME_TERM = term(HOME_ZONE), term(ENEMY_HOME_ZONE)


def card(s, cid: int) -> Phrase:
    """The name of card instance `cid` ("a hidden card" for one a view hides)."""
    return _CARD_TERMS[s.kinds[cid]] if cid >= 0 else _HIDDEN_TERM


_KEYS = tuple(f"u{i}" for i in range(len(_LISTS) + 1))


def joined(items: list[Phrase]) -> Phrase:
    """`items` joined by commas, as one phrase."""
    if len(items) == 1:
        return items[0]
    if not items:
        return Phrase("")
    if len(items) > len(_LISTS) + 1:
        items = items[: len(_LISTS)] + [joined(items[len(_LISTS) :])]
    return Phrase(_LISTS[len(items) - 2], dict(zip(_KEYS, items)))


def cards(s, cids) -> Phrase:
    """The names of cards `cids`, joined by commas."""
    kinds = s.kinds
    return joined([_CARD_TERMS[kinds[c]] if c >= 0 else _HIDDEN_TERM for c in cids])


def zone(z: int, seat: int | None = None) -> Phrase:
    """A zone's name: "home zone" / "enemy home zone" when seen from `seat`."""
    if seat is not None:
        if z == HOME[seat]:
            return _HOME_TERM
        if z == HOME[1 - seat]:
            return _ENEMY_HOME_TERM
    return _ZONE_TERMS[z]


def effect(prims: tuple) -> Phrase:
    """A battle effect (a tuple of primitives), as cards.effect_text says it."""
    if not prims:
        return term(NO_EFFECT)
    parts = []
    for prim in prims:
        template = _EFFECTS[prim[0]]
        parts.append(Phrase(template, {"n": prim[1]}) if "{n}" in template else term(template))
    return joined(parts)


def trigger(kind: str) -> Phrase:
    """A trigger's name as the trigger order says it."""
    word = TRIGGERS.get(kind)
    return term(word) if word else Phrase(kind.replace("_", " "))


def clan(name: str) -> Phrase:
    """A clan as the opening line names it ("Blood")."""
    title = CLAN_TITLES.get(name)
    return term(title) if title else Phrase(name.title())
