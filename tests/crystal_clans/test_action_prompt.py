"""The action decision's prompt says when the turn passes (rules: the active player acts
again while the initiative token is on her side or on a neutral space, and the turn
passes once it is past the neutral spaces on the opponent's side). The prompt used to
show the token's raw position ("initiative -3"), which meant nothing to a player."""

from __future__ import annotations

import random
import re

from core.crystal_clans.game import GAME


def prompts_and_outcomes(seed: int):
    """(n said, would the turn pass after spending n, after n + 1) at each action decision
    of a seeded random game; n is None where the prompt says any spending passes it."""
    s = GAME.new(GAME.normalize_config({"clan1": "random", "clan2": "random"}), seed)
    rnd = random.Random(seed)
    while s.winner is None:
        d = s.decision()
        if d.kind == "action" and not s.stack:
            text = str(d.prompt)
            found = re.search(r"over (\d+) initiative passes the turn", text)
            n = int(found[1]) if found else None
            assert found or "any initiative passes the turn" in text, text
            yield n, passes_after(s, n or 0), passes_after(s, (n or 0) + 1)
        legal = s.legal_actions()
        s.apply(legal[rnd.randrange(len(legal))])


def passes_after(s, spent: int) -> bool:
    """Whether the turn would pass with the token moved `spent` spaces by the active seat."""
    t = s.clone()
    t.token += spent if t.active == 0 else -spent  # seat 0 pays towards +20
    return t.turn_is_over()


def test_the_prompt_says_how_much_initiative_keeps_the_turn():
    seen = [outcome for seed in range(3) for outcome in prompts_and_outcomes(seed)]
    assert len(seen) > 50 and {n is None for n, _, _ in seen} == {True, False}  # both prompts met
    for n, after_n, after_more in seen:
        if n is None:
            assert after_more and not after_n  # spending 0 keeps it; any spending passes it
        else:
            assert n >= 1 and not after_n and after_more
