"""A save's position fingerprint leaves out how the position was reached (a state's
HISTORY_FIELDS), so Clans saves made before views carried their move list still match."""

from __future__ import annotations

from core.match import Match
from core.save import state_digest


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
