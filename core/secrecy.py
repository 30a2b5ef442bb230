"""Secret choices: which seats may not learn which action a seat chose.

The protocol has no flag for secret choices (a face-down battle card, a sealed bid); the
views decide: a choice is hidden from a seat when that seat's view after it is the same as
after some other legal choice. The network host and the interface both word their logs
with this ("made a hidden choice"), so a description that names a card never reaches a
seat that may not know it.
"""
from __future__ import annotations

from core.protocol import Action, State


def hidden_from(state: State, actor: int, action: Action,
                seats: list[int] | None = None) -> set[int]:
    """Of `seats` (default: all but the actor), those that may not learn which action
    `actor` chose in `state`: their view after `action` equals their view after some other
    legal action. Tries each alternative on a clone; `state` is left unchanged."""
    others = [v for v in (range(state.num_seats) if seats is None else seats) if v != actor]
    legal = state.legal_actions()
    if not others or len(legal) <= 1:
        return set()
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
