"""Crystal Clans' log is complete (issue 29 §3): every event the core records (initiative,
draws, crystals scored, summons, battles) reaches each seat's log, a spectator's and the
LAN's, and tells nobody a hidden card."""

from __future__ import annotations

import pytest

from core.crystal_clans.state import CrystalClansState
from tests.support.log_complete import play_and_check, recording


@pytest.mark.parametrize("seed", range(30))
def test_every_recorded_event_is_in_every_readers_log(seed, monkeypatch):
    recorded = recording(CrystalClansState, monkeypatch)
    assert play_and_check("crystal-clans", None, 700 + seed, recorded) > 0
