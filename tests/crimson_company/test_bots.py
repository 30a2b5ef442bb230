"""The shared bots play Crimson Company through views alone, in every variant."""

import pytest

from ai.registry import make_bot
from core.crimson_company.game import GAME
from core.match import Match


@pytest.mark.parametrize("variant,players", [("duel", 2), ("2v2", 4), ("free-for-all", 3), ("solo", 1), ("co-op", 2)])
def test_bots_choose_legal_actions_from_views(variant, players):
    m = Match(GAME, {"variant": variant, "players": players, "castle_rules": True}, 5)
    bots = [make_bot("mcts:iterations=25,workers=1") if p == 0 else make_bot("greedy") for p in range(players)]
    for _ in range(40):
        p = m.pending()
        if p is None:
            break
        action = bots[p.seat].choose(p.view, p.seat, p.legal_actions)
        assert action in p.legal_actions
        m.submit(p.seat, action)
    assert m.log
