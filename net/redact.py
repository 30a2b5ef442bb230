"""A reader's log line as the wire carries it, with the events its action set off.

Which seats may not learn a choice (`hidden_from`, a failing probe logged and then taken as
hidden) and the "made a hidden choice" line are `core.narration`'s; they are named here
too for the code that found them here.
"""

from __future__ import annotations

from core.i18n.phrase import Phrase, Said, said_from_wire
from core.match import told
from core.narration import HIDDEN_CHOICE, hidden_from, is_hidden_line
from net.protocol import wire_text

__all__ = ["HIDDEN_CHOICE", "hidden_from", "joined", "told_wire"]

_LINES_PER_PHRASE = 16  # a phrase from the wire has at most 16 arguments


def told_wire(entry, line: str | dict) -> str | dict:
    """A reader's log text of `entry` as the wire carries it: `line` (the reader's wording
    of the action, "" for a seat nobody reads) with the events the action set off, one
    phrase whose lines are joined by newlines (each reader renders it in its own language;
    the client splits it). The events are public: every view carries them."""
    if line == "" or not entry.events:
        return line
    said = said_from_wire(line)
    hidden = is_hidden_line(said)
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
