"""Crimson Company's log is complete (issue 29 §3): lane scoring, castles won, income,
forced passes, buy-outs, where an effect moved a card — every event the core records
reaches each seat's log, a spectator's and the LAN's, and tells nobody a hidden card."""

from __future__ import annotations

import pytest

from core.crimson_company.state import CCState
from tests.support.log_complete import assert_events_public, play_and_check, recording

VARIANTS = [
    {"variant": "duel"},
    {"variant": "2v2", "players": 4},
    {"variant": "free-for-all", "players": 3},
    {"variant": "solo", "players": 1},
    {"variant": "co-op", "players": 2},
]


@pytest.mark.parametrize("seed", range(30))
def test_every_recorded_event_is_in_every_readers_log(seed, monkeypatch):
    recorded = recording(CCState, monkeypatch)
    config = VARIANTS[seed % len(VARIANTS)]
    assert play_and_check("crimson-company", config, 1000 + seed, recorded) > 0


def test_a_castle_won_and_a_scored_lane_reach_the_log(monkeypatch):
    """What the trial missed: the scoring and the castle (also of the game's last move)."""
    recorded = recording(CCState, monkeypatch)
    seen: list[str] = []
    for seed in range(3):
        play_and_check("crimson-company", {"variant": "duel"}, 2000 + seed, recorded)
        seen += [str(e) for e in recorded]
    assert any("wins the castle of lane" in line for line in seen)
    assert any(line == "The game is over" for line in seen)


@pytest.mark.parametrize("config", VARIANTS, ids=lambda c: c["variant"])
def test_events_tell_no_hidden_card(config):
    assert assert_events_public("crimson-company", config, 77, every=3) > 0

