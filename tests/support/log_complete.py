"""Shared check of issue 29 §3 (complete logs): over seeded random games, every event the
core records reaches the log of every reader — each seat's screen in hot-seat, the LAN
text the host sends each seat and a spectator — and the events say nothing a reader may
not know (the hidden parts of the state swapped, as tests/net/test_hidden.py does)."""

from __future__ import annotations

import random

from core import secrecy
from core.i18n.phrase import said_from_wire
from core.match import Match
from core.narration import actor_line, hidden_line
from core.rng import Rng
from net.narration import wire_log_line
from net.protocol import wire_text
from net.redact import told_wire
from tui.log_lines import entry_lines, event_line, panel_lines

NAMES = ["Anna", "Bob", "Cleo", "Dan", "Eve", "Finn"]


def recording(state_class, monkeypatch) -> list:
    """Every phrase the core logs from now on, in order (wrapping the state's `log`)."""
    seen: list = []
    original = state_class.log

    def log(self, text):
        seen.append(text)
        original(self, text)

    monkeypatch.setattr(state_class, "log", log)
    return seen


def without_later_lines(state_class, monkeypatch) -> None:
    """The engine as it spoke before the event lines added since the event log left the
    save fingerprint (the state's EVENTS_SINCE_DIGEST): those go unlogged, so a log that is
    cut to its last lines is cut where it was."""
    original = state_class.log

    def log(self, text):
        if getattr(text, "template", None) not in state_class.EVENTS_SINCE_DIGEST:
            original(self, text)

    monkeypatch.setattr(state_class, "log", log)


def shows(lines: list[str], event, seat: int, names: list[str]) -> bool:
    """Whether a reader's lines for an entry of `seat` show `event` (led or indented)."""
    return event_line(event, names) in lines[1:] or lines[0] == actor_line(seat, event, names)


def play_and_check(game: str, config: dict | None, seed: int, recorded: list | None, max_actions: int = 3000) -> int:
    """Play one seeded random game; after each action check every reader's log shows all
    that the core recorded for it (`recorded`: filled by `recording`; None: read from the
    state's `events`). Returns the number of events checked."""
    match = Match(game, config, seed, names=NAMES[: Match(game, config, seed).state.num_seats])
    n = match.state.num_seats
    rnd = random.Random(seed)
    checked = 0
    for _ in range(max_actions):
        pending = match.pending()
        if pending is None:
            break
        before = match.state.clone()
        action = rnd.choice(pending.legal_actions)
        if recorded is None:  # a state that derives its events and never drops any
            known = len(match.state.events)
        else:
            del recorded[:]
        entry = match.submit(pending.seat, action)
        # read before the probes below, which play on clones
        logged = list(recorded) if recorded is not None else list(match.state.events)[known:]
        assert list(entry.events) == logged, "the log entry lost or invented an event"
        readers = [None, *range(n)]
        hidden = secrecy.hidden_from(before, pending.seat, action, [r for r in readers if r != pending.seat])
        for reader in readers:
            secret = reader in hidden
            line = f"{match.names[pending.seat]}: made a hidden choice" if secret else None
            screen = entry_lines(entry, match.names, hidden_line(pending.seat) if secret else None)
            if secret:  # the host's words for it (core.narration.tell)
                own = hidden_line(pending.seat)
            else:
                own = before.describe(action) if reader is None else before.view(reader).describe(action)
            wire = told_wire(entry, wire_text(own))
            lan = panel_lines(wire_log_line(pending.seat, said_from_wire(wire)), match.names)
            if secret:
                assert screen[0] == line and lan[0] == line, ("a hidden choice's line was replaced", screen, lan)
            for event in logged:
                assert shows(screen, event, pending.seat, match.names), (reader, str(event), screen)
                assert shows(lan, event, pending.seat, match.names), (reader, str(event), lan)
            checked += len(logged)
    assert match.is_over(), "the random game did not end"
    return checked


def assert_events_public(game: str, config: dict | None, seed: int, every: int = 1, max_actions: int = 3000) -> int:
    """Over one seeded random game, swap what each seat may not know (a deal drawn from its
    view) and play the same action: where the seat's view after it is the same apart from
    the events, the events must be the same too. Returns the number of comparisons."""
    match = Match(game, config, seed)
    rnd = random.Random(seed)
    compared = 0
    for step in range(max_actions):
        pending = match.pending()
        if pending is None:
            break
        action = rnd.choice(pending.legal_actions)
        if step % every == 0:
            for reader in range(match.state.num_seats):
                compared += _compare_swapped(match.state, reader, action, Rng(seed * 31 + step))
        match.submit(pending.seat, action)
    return compared


def _compare_swapped(state, reader: int, action, rng: Rng) -> int:
    swapped = state.view(reader).determinize(reader, rng)
    if getattr(swapped, "quiet", False):  # a search's state keeps no log (Crystal Clans); this one must
        swapped.quiet = False
    try:
        swapped.check_legal(action)
    except Exception:
        return 0
    true_after, swapped_after = state.clone(), swapped.clone()
    true_after.apply(action)
    swapped_after.apply(action)
    mine, theirs = true_after.view(reader).to_wire(), swapped_after.view(reader).to_wire()
    events_mine, events_theirs = mine.pop("events", None), theirs.pop("events", None)
    if mine == theirs:
        assert events_mine == events_theirs, (
            f"the events tell seat {reader + 1} something hidden",
            [e for e in events_mine if e not in events_theirs],
            [e for e in events_theirs if e not in events_mine],
        )
        return 1
    return 0
