"""The core protocol's contract on random Crystal Clans games."""

import pytest

from core.crystal_clans.cards import CLAN_NAMES
from core.crystal_clans.game import GAME
from tests.support.conformance import check_illegal_is_refused, play_random_game


@pytest.mark.parametrize("clan", CLAN_NAMES)
def test_random_games_pass_conformance(clan):
    for i, other in enumerate(CLAN_NAMES):
        play_random_game(GAME, {"clan1": clan, "clan2": other, "mulligan": i % 2 == 0}, seed=100 + i, deep_every=10)


def test_illegal_action_is_refused():
    check_illegal_is_refused(GAME, {"clan1": "blood", "clan2": "skull"}, 3)


def test_options_and_registry():
    from core.registry import get_game

    assert get_game("crystal-clans") is GAME
    keys = {o.key: o for o in GAME.options()}
    assert set(keys) == {"clan1", "clan2", "mulligan", "first_seat"}
    assert keys["clan1"].default == "random" and "water" in keys["clan1"].choices
    assert keys["mulligan"].default is False
    with pytest.raises(ValueError):
        GAME.normalize_config({"clan1": "goblins"})


def test_every_legal_action_has_a_readable_description():
    import random

    for g in range(6):
        s = GAME.new({"clan1": CLAN_NAMES[g], "clan2": CLAN_NAMES[5 - g], "mulligan": True}, g)
        pick = random.Random(g)
        while not s.is_over():
            legal = s.legal_actions()
            for a in legal:
                text = str(s.describe(a))
                assert text and not text.startswith("("), (a, text)
            s.apply(legal[pick.randrange(len(legal))])
    assert "crystals" in str(s.progress_label()) and s.scores()[s.winner] >= 4
