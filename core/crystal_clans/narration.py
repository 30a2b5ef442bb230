"""An action as the log tells it, in the third person, for any reader.

`describe` (actions.py) words an action for the one choosing it — "Keep the card on top of
your draw pile", "Summon Tridents to home zone", "No: Clone: summon …?" — as the list of
choices shows it. The log is read by the other seat, a spectator and the replay too, so
its line names the actor ("P1", a seat each reader's log names: core.narration) and every
zone by its place: "P1 keeps the card on top of their draw pile", "P1 summons Tridents to
the north home zone", "P1 does not use clone". Only wording lives here, as a table from
the action's kind to its wording; the rules are elsewhere.
"""

from __future__ import annotations

from typing import Any, Callable

from core.crystal_clans import words as w
from core.crystal_clans.actions import describe
from core.crystal_clans.crystals import CRYSTALS
from core.crystal_clans.styles import STYLE_NAMES
from core.i18n import N_
from core.i18n.phrase import Phrase, Said, phrase, term

# A wording: (the state before the action, the action, the actor's number from 1) -> line
Wording = Callable[[Any, tuple, int], Phrase]

# the optional steps a "no" answers that are not card triggers (words.TRIGGERS names those)
_STEPS = {
    "sac": N_("sacrifice"),
    "c-keeper": N_("Keeper of Souls"),
    "c-frost": N_("Frost Prism"),
    "c-geode": N_("Verdant Geode"),
}


def narrate(s, action) -> Said:
    """`action` of the seat to move in `s` (before it is played), as a log line."""
    seat = s.to_move()
    wording = WORDINGS.get(action[0]) if seat is not None and action else None
    if wording is None:
        return describe(s, action)
    try:
        return wording(s, action, seat + 1)
    except (IndexError, KeyError, TypeError):
        return describe(s, action)


def _says(template: str) -> Wording:
    """A line that names only its actor ("P1 replenishes")."""
    return lambda s, action, who: phrase(template, seat=who)


def _battle_card(s, action, who: int) -> Phrase:
    d = s.card(action[1])
    return phrase(
        "P{seat} plays {card} ({style}) as their battle card",
        seat=who,
        card=term(d.name),
        style=term(STYLE_NAMES[d.style]),
    )


def _mulligan(s, action, who: int) -> Phrase:
    if action[1]:
        return phrase("P{seat} shuffles back {units}", seat=who, units=w.cards(s, action[1]))
    return phrase("P{seat} keeps their hand", seat=who)


def _first(s, action, who: int) -> Phrase:
    """Which of several effects the actor resolves first; its owner said only when that is
    the other seat (the log names each seat once)."""
    frame = s.stack[-1] if s.stack else None
    if frame is not None and frame[0] == "triggers":
        t = frame[2][action[1]]
        owner, trigger = t[1] + 1, w.trigger(t[0])
        if t[2] >= 0 and owner == who:
            return phrase(
                "P{actor} resolves {trigger} of {card} first", actor=who, trigger=trigger, card=w.card(s, t[2])
            )
        if t[2] >= 0:
            return phrase(
                "P{actor} resolves {trigger} of {card} (P{seat}) first",
                actor=who,
                trigger=trigger,
                card=w.card(s, t[2]),
                seat=owner,
            )
        if owner == who:
            return phrase("P{actor} resolves {trigger} first", actor=who, trigger=trigger)
        return phrase("P{actor} resolves {trigger} (P{seat}) first", actor=who, trigger=trigger, seat=owner)
    if action[1] + 1 == who:
        return phrase("P{actor} resolves their own battle effect first", actor=who)
    return phrase("P{actor} resolves P{seat}'s battle effect first", actor=who, seat=action[1] + 1)


def _top(s, action, who: int) -> Phrase:
    if action[1] == 0:
        return phrase("P{seat} keeps the order", seat=who)
    return phrase("P{seat} puts card {number} on top", seat=who, number=action[1] + 1)


def _answer(s, action, who: int) -> Phrase:
    """A yes or a no to an optional step, said as what was done (never the question)."""
    step = s.stack[-1][0] if s.stack else ""
    yes = action[0] == "yes"
    if step == "may-draw":
        return phrase("P{seat} draws a card", seat=who) if yes else phrase("P{seat} draws no card", seat=who)
    if step == "b-return":
        if yes:
            return phrase("P{seat} returns their battle card to their hand", seat=who)
        return phrase("P{seat} discards their battle card", seat=who)
    ability = term(_STEPS[step]) if step in _STEPS else w.trigger(step)
    if yes:
        return phrase("P{seat} uses {ability}", seat=who, ability=ability)
    return phrase("P{seat} does not use {ability}", seat=who, ability=ability)


def _discard(s, action, who: int) -> Phrase:
    return phrase("P{seat} discards {card}", seat=who, card=w.card(s, action[1]))


# -- the table: an action's kind -> its wording ----------------------------------------
WORDINGS: dict[str, Wording] = {
    # a turn's, a squad's or a battle's action
    "summon": lambda s, a, who: phrase(
        "P{seat} summons {units} to the {zone}", seat=who, units=w.cards(s, a[2]), zone=w.zone(a[1])
    ),
    "activate": lambda s, a, who: phrase("P{seat} activates the squad in the {zone}", seat=who, zone=w.zone(a[1])),
    "score": lambda s, a, who: phrase("P{seat} scores {crystal}", seat=who, crystal=term(CRYSTALS[s.row[a[1]]].name)),
    "replenish": _says(N_("P{seat} replenishes")),
    "invade": _says(N_("P{seat} invades the enemy home zone")),
    "crystal": lambda s, a, who: phrase("P{seat} flips {crystal}", seat=who, crystal=term(CRYSTALS[a[1]].name)),
    "order": lambda s, a, who: phrase(
        "P{seat} orders the squad: {units} (top first)", seat=who, units=w.cards(s, a[1])
    ),
    "discard-unit": _discard,
    "discard": _discard,
    "move": lambda s, a, who: phrase(
        "P{seat} moves {units} to the {zone}", seat=who, units=w.cards(s, a[2]), zone=w.zone(a[1])
    ),
    "leave": lambda s, a, who: phrase("P{seat} leaves {card} behind", seat=who, card=w.card(s, a[1])),
    "stay": _says(N_("P{seat} does not move")),
    "battle": _says(N_("P{seat} battles the enemy squad here")),
    "no-battle": _says(N_("P{seat} does not battle")),
    "battle-card": _battle_card,
    "done": _says(N_("P{seat} is done discarding")),
    "mulligan": _mulligan,
    "sacrifice": lambda s, a, who: phrase("P{seat} sacrifices {card} for +6 attack", seat=who, card=w.card(s, a[1])),
    "first": _first,
    # a card ability's choice
    "keep-top": _says(N_("P{seat} keeps the card on top of their draw pile")),
    "to-bottom": _says(N_("P{seat} puts the top card of their draw pile on the bottom")),
    "top": _top,
    "target": lambda s, a, who: phrase("P{seat} targets the enemy squad in the {zone}", seat=who, zone=w.zone(a[1])),
    "clone": lambda s, a, who: phrase("P{seat} summons Tridents to the {zone} for free", seat=who, zone=w.zone(a[2])),
    "take": lambda s, a, who: phrase("P{seat} takes {card} into their hand", seat=who, card=w.card(s, a[1])),
    "toss": lambda s, a, who: phrase(
        "P{seat} places {card} into the {zone}", seat=who, card=w.card(s, a[1]), zone=w.zone(a[2])
    ),
    "send": _says(N_("P{seat} sends the enemy squad back to its home zone")),
    "pull": lambda s, a, who: phrase("P{seat} pulls the enemy squad from the {zone}", seat=who, zone=w.zone(a[1])),
    "raise": lambda s, a, who: phrase("P{seat} summons {card} from their discard pile", seat=who, card=w.card(s, a[1])),
    # a yes or a no to an optional step
    "yes": _answer,
    "no": _answer,
}
