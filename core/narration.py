"""The log as each reader may read it: every action worded once, when it is played, for
every reader at the table.

A reader is a seat (its own view's words), a spectator (`None`: the view of no seat), or
nobody (a seat whose log nobody reads: a bot's). One secrecy probe per action
(`core.secrecy.hidden_from`) decides who may not tell the action from another legal one;
such a reader's line is "made a hidden choice", never the game's own description, which
may name a card. The LAN table (`net.narration`) and the local session (`ai.session`) both
word their logs here; what they add (the wire's form) is theirs.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from core import i18n, secrecy
from core.i18n import N_
from core.i18n.phrase import Phrase, Said, phrase
from core.i18n.phrase import _fill as fill
from core.protocol import Action, State
from core.seat_names import seat_of, seat_ref

log = logging.getLogger("clanhall.narration")

HIDDEN_CHOICE = N_("{name} made a hidden choice")  # the line of a choice a reader may not learn


def hidden_from(state: State, actor: int, action: Action, seats: list[int] | None = None) -> set[int]:
    """`core.secrecy.hidden_from` (`seats` may hold None, a spectator), but a failure of
    the probe hides the choice from every other seat (when in doubt, say nothing) and is
    logged."""
    try:
        return secrecy.hidden_from(state, actor, action, seats)
    except Exception:
        log.exception("could not tell whether %r is a hidden choice; treating it as one", action)
        return {v for v in (range(state.num_seats) if seats is None else seats) if v != actor}


def narrate(state: State, action: Action) -> Said:
    """`action`, about to be played in `state`, as a log line any reader may read: the
    state's `narrate(action)` where the game has one (a game whose `describe` speaks to the
    one choosing, "Keep the card on top of your draw pile", says it in the third person
    there: "P1 keeps the card on top of their draw pile"), else its `describe`."""
    words = getattr(state, "narrate", None)
    return words(action) if words is not None else state.describe(action)


# -- seats named ------------------------------------------------------------------------
# A phrase refers to a seat by a structured value, never by its rendered words: an argument
# that is a seat reference (`core.seat_names.seat_ref`, "Player {number}"), or a number in
# a "P{field}" slot of the template (Crystal Clans' "P{seat} summons …"). A reader's log
# renders such a phrase with each seat's display name in that place.


def _seat_slots(text: Phrase) -> dict[str, int]:
    """The arguments of `text` that stand for a seat, as 0-based seats."""
    slots = {}
    for key, value in text.args.items():
        if isinstance(value, Phrase):
            seat = seat_of(value)
        elif type(value) is int and f"P{{{key}}}" in text.template:
            seat = value - 1
        else:
            continue
        if seat is not None and seat >= 0:
            slots[key] = seat
    return slots


def _subject(text: Phrase, slots: dict[str, int]) -> tuple[str, int] | None:
    """The argument that leads the English template as its subject, and its seat
    ("{player} bids …", "P{seat} summons …"), or None."""
    for key, seat in slots.items():
        for head in (f"{{{key}}} ", f"P{{{key}}} ", f"{{{key}}}: "):
            if text.template.startswith(head):
                return key, seat
    return None


def _rendered(text: Said, names: list[str], drop: int | None = None) -> tuple[str, bool]:
    """`text` in the current language with every seat it refers to named (a seat beyond
    `names` keeps its label, "Player 2" or "P2"), and whether the subject was left out
    (`drop`: the seat whose leading subject goes)."""
    if not isinstance(text, Phrase):
        return str(text), False
    slots = _seat_slots(text)
    if not slots and not any(isinstance(v, Phrase) and v.args for v in text.args.values()):
        return str(text), False  # nothing in it names a seat
    named_slots = {k: seat for k, seat in slots.items() if seat < len(names)}
    values = {k: names[named_slots[k]] if k in named_slots else _named_arg(v, names) for k, v in text.args.items()}
    if text.plural:
        values.setdefault("n", str(text.n))
        english = text.template if text.n == 1 else text.plural
        translated = i18n.catalogue().ngettext(text.template, text.plural, text.n)
    else:
        english = text.template
        translated = i18n.catalogue().gettext(text.template) if text.template else ""
    subject = _subject(text, slots)
    lead = subject[0] if subject is not None and subject[1] == drop else None
    for template in (translated, english):  # a translation whose fields do not fit: English
        template, dropped = _seats_in(template, named_slots, lead)
        filled = fill(template, values)
        if filled is not None:
            return filled, dropped
    return str(text), False


def _seats_in(template: str, named: dict[str, int], lead: str | None) -> tuple[str, bool]:
    """`template` with the "P{seat}" slots of `named` seats made plain fields (a name goes
    there), and its leading `lead` field (with its "P") left out; whether it was."""
    for key in named:
        template = template.replace(f"P{{{key}}}", f"{{{key}}}")
    if lead is not None:
        for head in (f"{{{lead}}} ", f"P{{{lead}}} ", f"{{{lead}}}: "):
            if template.startswith(head):
                return template[len(head) :], True
    return template, False


def _named_arg(value, names: list[str]) -> str:
    """An argument of a phrase as read, with the seats it refers to named."""
    return _rendered(value, names)[0] if isinstance(value, Phrase) else str(value)


def named(text: Said, names: list[str]) -> str:
    """`text` as the reader reads it: in the current language, each seat it refers to by
    its name in `names` (the reader's display names)."""
    return _rendered(text, names)[0]


def predicate(text: Said, actor: int, names: list[str]) -> str:
    """What `text` says `actor` did, without its subject when the actor leads it ("Player
    1 bids 1 coin" -> "bids 1 coin"), the other seats named."""
    return _rendered(text, names, actor)[0]


def actor_line(actor: int, text: Said, names: list[str]) -> str:
    """The log's line of an action: "Anna: bids 1 coin on Wizard", the actor's name once,
    for every actor alike (a person, a bot, at a LAN table or in a replay). A phrase whose
    translation does not lead with the actor (none does today) reads as a whole."""
    said, dropped = _rendered(text, names, actor)
    if not dropped and isinstance(text, Phrase) and actor in _seat_slots(text).values():
        return said
    return f"{names[actor]}: {said}" if 0 <= actor < len(names) else said


EVENT_INDENT = "  · "  # a line of what an action set off, under the action's


def log_texts(actor: int, text: Said, events, names: list[str]) -> list[str]:
    """A log's lines for one action (a `core.session.LogLine`'s parts, in the order a log
    shows them): `actor_line`, then each event it set off, indented, every seat named."""
    return [actor_line(actor, text, names)] + [EVENT_INDENT + named(event, names) for event in events]


def hidden_line(actor: int) -> Phrase:
    """The line of a choice of `actor` that a reader may not learn, the actor by reference."""
    return phrase(HIDDEN_CHOICE, name=seat_ref(actor))


def is_hidden_line(text: Said) -> bool:
    """Whether `text` is the line of a hidden choice (read from the phrase's form)."""
    return isinstance(text, Phrase) and text.template == HIDDEN_CHOICE


@dataclass(frozen=True, slots=True)
class Telling:
    """One action as every reader reads it: who acted (a seat index), which seats may not
    learn the choice, each seat's line ("" for a seat nobody reads) and a spectator's."""

    actor: int
    hidden: frozenset[int | None]
    texts: tuple[Said, ...]
    watch_text: Said

    def of(self, reader: int | None) -> Said:
        """The line of `reader` (None: a spectator)."""
        return self.watch_text if reader is None else self.texts[reader]


def tell(state: State, names: list[str], actor: int, action: Action, readers: list[int | None]) -> Telling:
    """`action` of `actor`, about to be played in `state`, worded for every reader: the
    actor's own words; for a reader that cannot tell it from another legal action a plain
    "made a hidden choice"; for the others the words of their own view (a spectator's: the
    view of no seat), in the third person (`narrate`). A seat not in `readers` gets "" —
    nothing is worked out for it. The
    secrecy probe runs once, for all readers together."""
    hidden = frozenset(hidden_from(state, actor, action, readers))  # type: ignore[arg-type]  # None: a spectator

    def text_for(viewer: int | None) -> Said:
        if viewer != actor and viewer not in readers:
            return ""
        if viewer in hidden:
            return hidden_line(actor)
        try:
            return narrate(state if viewer == actor else state.view(viewer), action)
        except Exception:
            return phrase("{name} acted", name=seat_ref(actor))

    return Telling(actor, hidden, tuple(text_for(v) for v in range(state.num_seats)), text_for(None))
