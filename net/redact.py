"""Which seats may not learn which action a seat chose, so the host can word its log.

The game protocol has no flag for secret choices (a face-down card, a sealed bid), so the
host finds them: a choice is hidden from a seat when that seat's view after it is the same
as after some other legal choice. Such a seat's log line says "made a hidden choice"
instead of the game's own description, which may name the card.
"""
from __future__ import annotations

import logging

log = logging.getLogger("clanhall.net.host")  # its lines are the host's


def hidden_from(state, actor: int, action, seats: list[int] | None = None) -> set[int]:
    """Of `seats` (default: all but the actor), those that may not learn which action
    `actor` chose: their view after `action` is the same as after some other legal action.
    (The protocol has no flag for secret choices, so the host tries every alternative.)"""
    others = [v for v in (range(state.num_seats) if seats is None else seats) if v != actor]
    legal = state.legal_actions()
    if not others or len(legal) <= 1:
        return set()
    try:
        after = state.clone()
        after.apply(action)
        seen = {v: after.view(v).to_wire() for v in others}
        hidden: set[int] = set()
        for alt in legal:
            if alt == action:
                continue
            other = state.clone()
            other.apply(alt)
            for v in others:
                if v not in hidden and other.view(v).to_wire() == seen[v]:
                    hidden.add(v)
            if len(hidden) == len(others):
                break
        return hidden
    except Exception:  # when in doubt, say nothing
        log.exception("could not tell whether %r is a hidden choice; treating it as one", action)
        return set(others)
