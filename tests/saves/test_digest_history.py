"""A save's position fingerprint leaves out how the position was reached (a state's
HISTORY_FIELDS), so Clans saves made before views carried their move list still match, and
the event log (NARRATION_FIELDS): a new or reworded log line is no "rules changed"; a save
an older build wrote, whose fingerprint took the log, still matches (`legacy_state_digest`)."""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace

import msgpack
import pytest

from core.crimson_company.state import TRAITOR_CROSSES, CCState
from core.i18n.phrase import phrase
from core.match import Match
from core.save import (
    _canonical,
    _english,
    decode_save,
    encode_save,
    legacy_state_digest,
    match_from_save,
    rules_changed,
    state_digest,
)


def test_the_clans_history_is_not_part_of_the_fingerprint():
    m = Match("clans", {"players": 2}, 3)
    for _ in range(6):
        m.submit(m.state.decision().seat, m.state.legal_actions()[0])
    state = m.state
    assert state.history  # the move list is there
    bare = state.clone()
    bare.history, bare.start = (), ()
    assert state_digest(bare) == state_digest(state)
    moved = state.clone()
    moved.apply(moved.legal_actions()[0])
    assert state_digest(moved) != state_digest(state)  # the position itself still counts


# -- the event log: narration, not position -------------------------------------------------
def old_fingerprint(state) -> str:
    """The fingerprint builds before this one wrote: the wire form without HISTORY_FIELDS,
    with every TEXT_FIELDS phrase (the event log too) in English."""
    wire = state.to_wire()
    for key in getattr(state, "HISTORY_FIELDS", ()):
        wire.pop(key, None)
    for key in getattr(state, "TEXT_FIELDS", ()):
        if key in wire:
            wire[key] = [_english(text) for text in wire[key]]
    return hashlib.sha256(msgpack.packb(_canonical(wire), use_bin_type=True)).hexdigest()[:32]


def played_randomly(game: str, config: dict, seed: int, until) -> Match:
    """A seeded random game, played until `until(match)` holds (at most 400 actions)."""
    match = Match(game, config, seed)
    rnd = random.Random(seed)
    for _ in range(400):
        if until(match):
            return match
        pending = match.pending()
        match.submit(pending.seat, rnd.choice(pending.legal_actions))
    raise AssertionError("the condition never held")


@pytest.mark.parametrize(
    ("game", "config"),
    [("crimson-company", {"variant": "duel"}), ("crystal-clans", None)],
)
def test_the_event_log_is_not_part_of_the_fingerprint(game, config):
    state = played_randomly(game, config, 5, lambda m: len(m.log) >= 12).state
    assert state.events
    reworded = state.clone()
    reworded.events = [phrase("something else happened")] + list(state.events[1:]) + [phrase("and more")]
    assert state_digest(reworded) == state_digest(state)
    moved = state.clone()
    moved.apply(moved.legal_actions()[-1])
    assert state_digest(moved) != state_digest(state)  # the position itself still counts


def has_new_line(match: Match) -> bool:
    return any(getattr(e, "template", None) == TRAITOR_CROSSES for e in match.state.events)


def test_a_save_from_before_a_new_log_line_loads_without_rules_changed(monkeypatch):
    """A save an older build wrote: its fingerprint took the event log, which then had no
    line for the Traitor going over. The replay now logs that line; no 'rules changed'."""
    seed = 1  # the first seeded random duel where the Traitor is played (step 2)
    now = played_randomly("crimson-company", {"variant": "duel"}, seed, has_new_line)
    original = CCState.log

    def log_as_before(self, text):
        if getattr(text, "template", None) not in CCState.EVENTS_SINCE_DIGEST:
            original(self, text)

    monkeypatch.setattr(CCState, "log", log_as_before)
    before = Match("crimson-company", {"variant": "duel"}, seed)
    for entry in now.log:
        before.submit(entry.seat, entry.action)
    monkeypatch.undo()
    assert not has_new_line(before) and old_fingerprint(before.state) != old_fingerprint(now.state)

    save = decode_save(encode_save(now, created=0))
    assert save.position == state_digest(now.state) and not rules_changed(now, save)
    old = replace(save, position=old_fingerprint(before.state))  # what the older build wrote
    assert old.position == legacy_state_digest(now.state)
    assert not rules_changed(match_from_save(old, strict=True), old)
    assert rules_changed(now, replace(save, position="0" * 32))  # another position still tells
