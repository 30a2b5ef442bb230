"""The lines of the log panel: a log entry, or a line a host sent, as "Anna: bids 5 coins
on Wizard" with what it set off indented under it, every seat named.

The games word their texts with "Player N" (or Crystal Clans' "P1") in the reader's
language; these functions put the seats' names in. Kept apart from the game screen so the
local screen, the network screen and the tests word a log the same way.
"""

from __future__ import annotations

from core.match import told
from core.narration import name_seats, predicate


def named_line(text: str, seat: int, names: list[str]) -> str:
    """A log line "Anna: bids 5 coins on Wizard": the games word their texts with "Player
    N" or "PN" (in the reader's language); the actor's own label is dropped after the
    speaker and the others take names (core.narration.predicate)."""
    return f"{names[seat]}: {predicate(text, seat, names)}"


def event_line(text: str, names: list[str]) -> str:
    """A line of what an action set off, under the action's line: every seat named."""
    return "  · " + name_seats(text, names)


def entry_lines(entry, names: list[str], hidden_line: str | None = None) -> list[str]:
    """The log panel's lines for a match's log entry: the action's line ("Anna: bids 5
    coins on Wizard"; `hidden_line` for a choice the reader may not learn), then each
    event it set off, indented; an event that tells the action itself leads instead."""
    said = told(entry, hidden_line, hidden_line is not None)
    lead = hidden_line if said[0] is hidden_line else lead_line(str(said[0]), entry.seat, names)
    return [lead] + [event_line(str(event), names) for event in said[1:]]


def lead_line(text: str, seat: int, names: list[str]) -> str:
    """An action's line "Anna: bids 5 coins on Wizard", whether the text names its actor
    "Player 1", "P1" or by name (a host's "Anna made a hidden choice" stays whole)."""
    if seat < len(names) and text.startswith(names[seat] + " "):
        return name_seats(text, names)
    return named_line(text, seat, names)


def wire_entry_lines(text: str, seat: int, names: list[str]) -> list[str]:
    """The log panel's lines for an entry a host sent: its lines come joined by newlines
    (net.redact.told_wire), the action's first, then what it set off."""
    first, *events = text.split("\n")
    return [lead_line(first, seat, names)] + [event_line(line, names) for line in events]
