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

from core import secrecy
from core.i18n.phrase import Phrase, Said, phrase
from core.protocol import Action, State

log = logging.getLogger("clanhall.narration")

HIDDEN_CHOICE = "{name} made a hidden choice"  # the line of a choice a reader may not learn


def hidden_from(state: State, actor: int, action: Action, seats: list[int] | None = None) -> set[int]:
    """`core.secrecy.hidden_from` (`seats` may hold None, a spectator), but a failure of
    the probe hides the choice from every other seat (when in doubt, say nothing) and is
    logged."""
    try:
        return secrecy.hidden_from(state, actor, action, seats)
    except Exception:
        log.exception("could not tell whether %r is a hidden choice; treating it as one", action)
        return {v for v in (range(state.num_seats) if seats is None else seats) if v != actor}


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
    view of no seat). A seat not in `readers` gets "" — nothing is worked out for it. The
    secrecy probe runs once, for all readers together."""
    hidden = frozenset(hidden_from(state, actor, action, readers))  # type: ignore[arg-type]  # None: a spectator
    name = names[actor]

    def text_for(viewer: int | None) -> Said:
        if viewer != actor and viewer not in readers:
            return ""
        if viewer in hidden:
            return phrase(HIDDEN_CHOICE, name=name)
        try:
            return state.describe(action) if viewer == actor else state.view(viewer).describe(action)
        except Exception:
            return phrase("{name} acted", name=name)

    return Telling(actor, hidden, tuple(text_for(v) for v in range(state.num_seats)), text_for(None))
