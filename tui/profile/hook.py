"""The one call a game screen makes when its game ends: record it in the profile."""

from __future__ import annotations

from core.errorlog import log_exception
from tui.profile.record import record_finished


def record_game_over(screen) -> None:
    """Record the game `screen` shows, just ended (a resignation counts as a loss), if it
    is a local game of one human against bots; a problem is one warning line."""
    from tui.widgets.result import final_results

    match = getattr(screen, "match", None)
    if match is None:
        return
    try:
        results = final_results(match, getattr(screen, "resigned", None))
    except Exception as exc:  # a game that cannot say its result is not rated
        log_exception("the result of a finished game, for the profile", exc)
        return
    warning = record_finished(match, results)
    if warning:
        screen.notify(warning, severity="warning", markup=False)
