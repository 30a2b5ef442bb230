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
import re
from dataclasses import dataclass

from core import secrecy
from core.i18n import N_, _
from core.i18n.phrase import Phrase, Said, phrase
from core.protocol import Action, State
from core.seat_names import PLAYER

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


# -- seats in a rendered line ------------------------------------------------------------
# The games name a seat "Player N" (in the reader's language) or, in Crystal Clans, "PN";
# these put the seats' display names in, so that a line names each seat once, by its name.

_SHORT_SEAT = re.compile(r"\bP([1-6])\b")


def seat_pattern() -> re.Pattern:
    """ "Player N" as the current language says it, or in English (a text its catalogue
    does not translate, such as a Clans line in Spanish), as a pattern whose group is N."""
    forms = []
    for template in dict.fromkeys((_(PLAYER), PLAYER)):
        before, _field, after = template.partition("{number}")
        forms.append(rf"{re.escape(before)}([1-6]){re.escape(after)}")
    return re.compile(rf"\b(?:{'|'.join(forms)})(?!\w)")


def name_seats(text: str, names: list[str]) -> str:
    """`text` with every "Player N" and "PN" replaced by seat N's name."""

    def name(m: re.Match) -> str:
        k = int(_number(m)) - 1
        return names[k] if k < len(names) else m.group(0)

    return _SHORT_SEAT.sub(name, seat_pattern().sub(name, text))


def _number(found: re.Match) -> str:
    """The seat number a `seat_pattern` (or `_SHORT_SEAT`) match found, whichever form."""
    return next(group for group in found.groups() if group is not None)


def predicate(text: str, actor: int, names: list[str]) -> str:
    """What a line says `actor` did, without its subject: "Player 1 bids 1 coin" (or "P1
    …", or "Anna …" for seat 1 named Anna) -> "bids 1 coin", the other seats named."""
    for pattern in (seat_pattern(), _SHORT_SEAT):
        own = pattern.match(text)
        if own and int(_number(own)) == actor + 1 and text[own.end() : own.end() + 1] == " ":
            return name_seats(text[own.end() + 1 :], names)
    if actor < len(names) and text.startswith(names[actor] + " "):
        return name_seats(text[len(names[actor]) + 1 :], names)
    return name_seats(text, names)


def named_line(text: str, actor: int, names: list[str]) -> str:
    """A log line "Anna: bids 1 coin on Wizard": the actor's name once, then `predicate`."""
    return f"{names[actor]}: {predicate(text, actor, names)}"


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
    name = names[actor]

    def text_for(viewer: int | None) -> Said:
        if viewer != actor and viewer not in readers:
            return ""
        if viewer in hidden:
            return phrase(HIDDEN_CHOICE, name=name)
        try:
            return narrate(state if viewer == actor else state.view(viewer), action)
        except Exception:
            return phrase("{name} acted", name=name)

    return Telling(actor, hidden, tuple(text_for(v) for v in range(state.num_seats)), text_for(None))
