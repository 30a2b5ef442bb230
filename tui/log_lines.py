"""The lines of the log panel: a session's `LogLine` as "Anna: bids 5 coins on Wizard"
with what it set off indented under it, every seat named.

One format for every actor — a person, a bot, at a hot seat, against bots, at a LAN table,
in a replay: the actor's display name, a colon, what it did (`core.narration.log_texts`).
The name comes from the line's `actor` and the reader's names; the seats inside a line are
references in its phrases, so nothing here reads a rendered text back. Kept apart from the
game screen so the local screen, the network screen, the replay and the tests lay out a
log the same way.
"""

from __future__ import annotations

from core.match import LogEntry
from core.narration import EVENT_INDENT, log_texts, named
from core.session import LogLine


def event_line(text, names: list[str]) -> str:
    """A line of what an action set off, under the action's line: every seat named."""
    return EVENT_INDENT + named(text, names)


def panel_lines(line: LogLine, names: list[str]) -> list[str]:
    """The log panel's lines for `line`: the action's ("Anna: bids 5 coins on Wizard"),
    then each event it set off, indented."""
    return log_texts(line.actor, line.text, line.events, names)


def entry_lines(entry: LogEntry, names: list[str], hidden_line=None) -> list[str]:
    """`panel_lines` of a match's log entry as a reader reads it (`hidden_line`: the line of
    a choice the reader may not learn, `core.narration.hidden_line`)."""
    text = entry.text if hidden_line is None else hidden_line
    return panel_lines(LogLine.told(entry.seat, text, entry.events, hidden_line is not None), names)
