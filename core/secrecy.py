"""Secret choices: which seats may not learn which action a seat chose.

The protocol has no flag for secret choices (a face-down battle card, a sealed bid); the
views decide: a choice is hidden from a seat when that seat's view after it is the same as
after some other legal choice. The network host and the interface both word their logs
with this ("made a hidden choice"), so a description that names a card never reaches a
seat that may not know it.
"""

from __future__ import annotations

from core.protocol import Action, State


def _views_after(state: State, action: Action, seats) -> dict:
    """What each of `seats` sees (view wire form) after `action` is played on a clone."""
    after = state.clone()
    after.apply(action)
    return {v: after.view(v).to_wire() for v in seats}


def hidden_from(state: State, actor: int, action: Action, seats: list[int] | None = None) -> set[int]:
    """Of `seats` (default: all but the actor), those that may not learn which action
    `actor` chose in `state`: their view after `action` equals their view after some other
    legal action. None where the state says the choice is public (`State.public_choice`),
    else `tried`."""
    if state.public_choice():
        return set()
    return tried(state, actor, action, seats)


def tried(state: State, actor: int, action: Action, seats: list[int] | None = None) -> set[int]:
    """`hidden_from` by trying each alternative on a clone; `state` is left unchanged."""
    others = [v for v in (range(state.num_seats) if seats is None else seats) if v != actor]
    legal = state.legal_actions()
    if not others or len(legal) <= 1:
        return set()
    seen = _views_after(state, action, others)
    hidden: set[int] = set()
    for alt in legal:
        if alt == action:
            continue
        views = _views_after(state, alt, [v for v in others if v not in hidden])
        hidden.update(v for v, w in views.items() if w == seen[v])
        if len(hidden) == len(others):
            break
    return hidden


def indistinguishable(state: State, action: Action, viewer: int | None, tries: int | None = None) -> Action | None:
    """Another legal action that `viewer` (None: a spectator) cannot tell from `action`
    (its view after either is the same), or None; with `tries`, only that many
    alternatives are tried, so a long list of public moves stays quick."""
    if state.public_choice():
        return None
    seen = _views_after(state, action, [viewer])[viewer]
    legal = state.legal_actions()
    for alt in legal if tries is None else legal[: tries + 1]:
        if alt != action and _views_after(state, alt, [viewer])[viewer] == seen:
            return alt
    return None


def knows_no_more(state: State, seat: int, reader: int, samples: int = 12) -> bool:
    """Whether `seat` knows nothing in `state` that `reader` does not: `seat`'s view is the
    same in every state `reader` cannot tell from this one (tried on `samples` deals drawn
    from `reader`'s view). Then what `seat` concluded from its view (a bot's estimate, the
    options it weighed) tells `reader` nothing secret."""
    from core.rng import Rng

    if seat == reader:
        return True
    own = state.view(seat).to_wire()
    reader_view = state.view(reader)
    for k in range(samples):
        if reader_view.determinize(reader, Rng(1000 + k)).view(seat).to_wire() != own:
            return False
    return True
