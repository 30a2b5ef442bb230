"""Which seats may not learn which action a seat chose, so the host can word its log.

The probe itself is `core.secrecy.hidden_from`; the host's version logs a failing probe and
then treats the choice as hidden. Such a seat's log line says "made a hidden choice"
instead of the game's own description, which may name the card.
"""

from __future__ import annotations

import logging

from core import secrecy
from core.i18n.phrase import Phrase, Said, said_from_wire
from core.match import told
from net.protocol import wire_text

log = logging.getLogger("clanhall.net.host")  # its lines are the host's


def hidden_from(state, actor: int, action, seats: list[int] | None = None) -> set[int]:
    """`core.secrecy.hidden_from`, but a failure of the probe hides the choice from every
    other seat (when in doubt, say nothing) and is logged."""
    try:
        return secrecy.hidden_from(state, actor, action, seats)
    except Exception:
        log.exception("could not tell whether %r is a hidden choice; treating it as one", action)
        return {v for v in (range(state.num_seats) if seats is None else seats) if v != actor}


HIDDEN_CHOICE = "{name} made a hidden choice"  # the host's line for a choice a reader may not learn
_LINES_PER_PHRASE = 16  # a phrase from the wire has at most 16 arguments


def told_wire(entry, line: str | dict) -> str | dict:
    """A reader's log text of `entry` as the wire carries it: `line` (the reader's wording
    of the action, "" for a seat nobody reads) with the events the action set off, one
    phrase whose lines are joined by newlines (each reader renders it in its own language;
    the client splits it). The events are public: every view carries them."""
    if line == "" or not entry.events:
        return line
    said = said_from_wire(line)
    hidden = isinstance(said, Phrase) and said.template == HIDDEN_CHOICE
    lines = told(entry, said, hidden)
    return wire_text(joined(lines))


def joined(lines: list[Said]) -> Said:
    """One phrase that reads as `lines`, a line each (in groups when there are many)."""
    if len(lines) == 1:
        return lines[0]
    if len(lines) > _LINES_PER_PHRASE:
        size = -(-len(lines) // _LINES_PER_PHRASE)
        return joined([joined(lines[k : k + size]) for k in range(0, len(lines), size)])
    template = "\n".join(f"{{l{k}}}" for k in range(len(lines)))
    return Phrase(template, {f"l{k}": line for k, line in enumerate(lines)})
