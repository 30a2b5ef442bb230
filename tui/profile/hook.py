"""The calls a game screen makes for the profile: at its start, ask the people of a
hot-seat game whether it is recorded (`tui/profile/consent.py`); at its end, record it."""

from __future__ import annotations

from core.errorlog import log_exception
from tui.profile.consent import answers, ask_to_record
from tui.profile.people import hot_seat_people, record_hot_seat, record_lan
from tui.profile.record import record_finished

__all__ = ["ask_to_record", "record_game_over"]


def record_game_over(screen) -> None:
    """Record the game `screen` shows, just ended (a resignation counts as a loss): a local
    game of one human against bots; a hot-seat game whose people all agreed at its start;
    this machine's seat at a LAN table when its setting is on and every other person
    agreed. A problem is one warning line."""
    if getattr(screen, "table", None) is not None:
        warning = record_lan(screen.table.feed)
    else:
        match = getattr(screen, "match", None)
        if match is None:
            return
        try:
            from tui.widgets.result import final_results

            results = final_results(match, getattr(screen, "resigned", None))
        except Exception as exc:  # a game that cannot say its result is not rated
            log_exception("the result of a finished game, for the profile", exc)
            return
        if hot_seat_people(match):
            warning = record_hot_seat(match, results, answers(match))
        else:
            warning = record_finished(match, results)
    if warning:
        screen.notify(warning, severity="warning", markup=False)
