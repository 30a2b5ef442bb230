"""Which seats may not learn which action a seat chose, so the host can word its log.

The probe itself is `core.secrecy.hidden_from`; the host's version logs a failing probe and
then treats the choice as hidden. Such a seat's log line says "made a hidden choice"
instead of the game's own description, which may name the card.
"""

from __future__ import annotations

import logging

from core import secrecy

log = logging.getLogger("clanhall.net.host")  # its lines are the host's


def hidden_from(state, actor: int, action, seats: list[int] | None = None) -> set[int]:
    """`core.secrecy.hidden_from`, but a failure of the probe hides the choice from every
    other seat (when in doubt, say nothing) and is logged."""
    try:
        return secrecy.hidden_from(state, actor, action, seats)
    except Exception:
        log.exception("could not tell whether %r is a hidden choice; treating it as one", action)
        return {v for v in (range(state.num_seats) if seats is None else seats) if v != actor}
