"""An action as the log tells it, in the third person, for any reader.

`describe` (actions.py) words an action for the one choosing it — "Keep the card on top of
your draw pile", "Summon Tridents to home zone", "No: Clone: summon …?" — as the list of
choices shows it. The log is read by the other seat, a spectator and the replay too, so
its line names the actor ("P1", put in by the reader's names) and every zone by its
place: "P1 keeps the card on top of their draw pile", "P1 summons Tridents to the north
home zone", "P1 does not use clone". Only wording lives here; the rules are elsewhere.
"""

from __future__ import annotations

from core.crystal_clans import words as w
from core.crystal_clans.actions import describe
from core.crystal_clans.crystals import CRYSTALS
from core.crystal_clans.styles import STYLE_NAMES
from core.i18n import N_
from core.i18n.phrase import Phrase, Said, phrase, term

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
    if seat is None or not action:
        return describe(s, action)
    try:
        said = _words(s, action, seat) or _ability_words(s, action, seat) or _answer(s, action, seat)
    except (IndexError, KeyError, TypeError):
        said = None
    return said if said is not None else describe(s, action)


def _words(s, action, seat: int) -> Phrase | None:
    """A turn's, a squad's or a battle's action in the third person; None for another."""
    kind, who, frame = action[0], seat + 1, (s.stack[-1] if s.stack else None)
    if kind == "summon":
        return phrase(
            "P{seat} summons {units} to the {zone}", seat=who, units=w.cards(s, action[2]), zone=w.zone(action[1])
        )
    if kind == "activate":
        return phrase("P{seat} activates the squad in the {zone}", seat=who, zone=w.zone(action[1]))
    if kind == "score":
        return phrase("P{seat} scores {crystal}", seat=who, crystal=term(CRYSTALS[s.row[action[1]]].name))
    if kind == "replenish":
        return phrase("P{seat} replenishes", seat=who)
    if kind == "invade":
        return phrase("P{seat} invades the enemy home zone", seat=who)
    if kind == "crystal":
        return phrase("P{seat} flips {crystal}", seat=who, crystal=term(CRYSTALS[action[1]].name))
    if kind == "order":
        return phrase("P{seat} orders the squad: {units} (top first)", seat=who, units=w.cards(s, action[1]))
    if kind in ("discard-unit", "discard"):
        return phrase("P{seat} discards {card}", seat=who, card=w.card(s, action[1]))
    if kind == "move":
        return phrase(
            "P{seat} moves {units} to the {zone}", seat=who, units=w.cards(s, action[2]), zone=w.zone(action[1])
        )
    if kind == "stay":
        return phrase("P{seat} does not move", seat=who)
    if kind == "battle":
        return phrase("P{seat} battles the enemy squad here", seat=who)
    if kind == "no-battle":
        return phrase("P{seat} does not battle", seat=who)
    if kind == "battle-card":
        d = s.card(action[1])
        return phrase(
            "P{seat} plays {card} ({style}) as their battle card",
            seat=who,
            card=term(d.name),
            style=term(STYLE_NAMES[d.style]),
        )
    if kind == "done":
        return phrase("P{seat} is done discarding", seat=who)
    if kind == "mulligan":
        if action[1]:
            return phrase("P{seat} shuffles back {units}", seat=who, units=w.cards(s, action[1]))
        return phrase("P{seat} keeps their hand", seat=who)
    if kind == "sacrifice":
        return phrase("P{seat} sacrifices {card} for +6 attack", seat=who, card=w.card(s, action[1]))
    if kind == "first":
        return _first(s, action, who, frame)
    return None


def _first(s, action, who: int, frame) -> Phrase:
    """Which of several effects the actor resolves first."""
    if frame is not None and frame[0] == "triggers":
        t = frame[2][action[1]]
        if t[2] >= 0:
            return phrase(
                "P{actor} resolves {trigger} of {card} (P{seat}) first",
                actor=who,
                trigger=w.trigger(t[0]),
                card=w.card(s, t[2]),
                seat=t[1] + 1,
            )
        return phrase("P{actor} resolves {trigger} (P{seat}) first", actor=who, trigger=w.trigger(t[0]), seat=t[1] + 1)
    return phrase("P{actor} resolves P{seat}'s battle effect first", actor=who, seat=action[1] + 1)


def _ability_words(s, action, seat: int) -> Phrase | None:
    """A card ability's choice in the third person; None for another action."""
    kind, who = action[0], seat + 1
    if kind == "keep-top":
        return phrase("P{seat} keeps the card on top of their draw pile", seat=who)
    if kind == "to-bottom":
        return phrase("P{seat} puts the top card of their draw pile on the bottom", seat=who)
    if kind == "top":
        if action[1] == 0:
            return phrase("P{seat} keeps the order", seat=who)
        return phrase("P{seat} puts card {number} on top", seat=who, number=action[1] + 1)
    if kind == "target":
        return phrase("P{seat} targets the enemy squad in the {zone}", seat=who, zone=w.zone(action[1]))
    if kind == "clone":
        return phrase("P{seat} summons Tridents to the {zone} for free", seat=who, zone=w.zone(action[2]))
    if kind == "take":
        return phrase("P{seat} takes {card} into their hand", seat=who, card=w.card(s, action[1]))
    if kind == "toss":
        return phrase(
            "P{seat} places {card} into the {zone}", seat=who, card=w.card(s, action[1]), zone=w.zone(action[2])
        )
    if kind == "send":
        return phrase("P{seat} sends the enemy squad back to its home zone", seat=who)
    if kind == "pull":
        return phrase("P{seat} pulls the enemy squad from the {zone}", seat=who, zone=w.zone(action[1]))
    if kind == "raise":
        return phrase("P{seat} summons {card} from their discard pile", seat=who, card=w.card(s, action[1]))
    return None


def _answer(s, action, seat: int) -> Phrase | None:
    """A yes or a no to an optional step, said as what was done (never the question)."""
    kind, who = action[0], seat + 1
    if kind not in ("yes", "no"):
        return None
    step = s.stack[-1][0] if s.stack else ""
    yes = kind == "yes"
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
