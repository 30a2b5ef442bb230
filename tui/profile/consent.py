"""Asking the people of a hot-seat game, at its start, whether it is recorded in their
profile (only when this machine's setting "Record games against people" is on): each
person by the seat's name, one after the other. The first "no" ends the asking, since a
game between people is recorded only when every person agrees (tui/profile/people.py).
Asking at the start, before anyone knows the result, keeps a record from holding only
the games someone liked to remember. The answers live as long as the match on screen: a
game loaded from a save asks again (a save keeps no one's consent)."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from rich.markup import escape

from core.i18n import _
from core.seat_names import shown_name
from tui.profile.people import hot_seat_people
from tui.settings.store import records_people

# Each hot-seat match's answers so far, by seat (kept only as long as its match).
_ANSWERS: WeakKeyDictionary = WeakKeyDictionary()


def answers(match) -> dict[int, bool]:
    """The answers the people of `match` gave at its start ({} when none were asked)."""
    return dict(_ANSWERS.get(match, {}))


def ask_to_record(screen) -> None:
    """At the start of a hot-seat game between people (`screen`, a local game screen),
    ask each person whether the game is recorded for them, when the setting is on. A game
    already over (a finished game loaded) is not asked about."""
    match = getattr(screen, "match", None)
    if match is None or getattr(screen, "table", None) is not None:
        return
    people = hot_seat_people(match)
    if not people or match.is_over() or not records_people():
        return
    given: dict[int, bool] = {}
    _ANSWERS[match] = given
    _ask_next(screen, people, given)


def _ask_next(screen, left: list[int], given: dict[int, bool]) -> None:
    from tui.screens.dialogs import ConfirmDialog

    if not left:
        screen.notify(_("Everyone agreed: this game goes into the profile when it ends."), markup=False)
        return
    seat = left[0]
    name = shown_name(screen.names[seat])

    def answered(yes: bool | None) -> None:
        given[seat] = bool(yes)
        if yes:
            _ask_next(screen, left[1:], given)
        else:
            screen.notify(_("{name} said no: this game is not recorded.").format(name=name), markup=False)

    question = _("{name}: record this game in your profile?\n(only if every person agrees)")
    screen.app.push_screen(
        ConfirmDialog(question.format(name=escape(name)), yes=_("Record"), no=_("Do not record")), answered
    )
