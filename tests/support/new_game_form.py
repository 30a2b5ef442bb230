"""Driving the new-game form (tui/screens/new_game.py) in a Pilot test: open it, set one of
its selects, and wait until the form has taken the choice in and finished re-laying out
its rows (a change of game, variant or player count removes and mounts rows over several
rounds of messages)."""

from __future__ import annotations

from typing import Any

from textual.widgets import Select

from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until


def laid_out(form) -> bool:
    """Whether the form's fields are the ones its state asks for: a seat per player and a
    field per option of the chosen variant, each mounted (a rebuild still under way shows
    the old ones, or none)."""
    if not form.game:
        return True
    fields = list(form.query("#game-part Select, #game-part Input"))
    seats = [w for w in fields if (w.id or "").startswith("seat-")]
    shown = {w.id[4:] for w in fields if (w.id or "").startswith("opt-")}
    wanted = {opt.key for opt in form.shown_options()}
    if [w.value for w in seats] != form.seats or shown != wanted:
        return False
    return all(w.is_mounted for w in fields)


def _taken(form, select_id: str, value: Any) -> bool:
    """Whether the form's state holds `value` for the select `select_id`."""
    if select_id == "game":
        return form.game_id == value
    if select_id in ("variant", "players"):
        return getattr(form, select_id) == value
    if select_id.startswith("seat-"):
        return form.seats[int(select_id[5:])] == value
    if select_id.startswith("opt-"):
        return form.option_values.get(select_id[4:]) == value
    raise ValueError(f"not a select of the new-game form: {select_id}")


async def settled(pilot, form, **state: Any) -> None:
    """Wait until the form's rows are laid out for its state (and its attributes hold the
    values in `state`, say players=3)."""

    def done() -> bool:
        return all(getattr(form, key) == value for key, value in state.items()) and laid_out(form)

    await pilot_wait_until(pilot, done, f"the new-game form's rows ({state})")


async def choose(pilot, form, select_id: str, value: Any) -> None:
    """Set the select `#select_id` of the new-game `form` to `value` and wait until the form
    has taken it in and laid its rows out again."""
    form.query_one(f"#{select_id}", Select).value = value

    def done() -> bool:
        return _taken(form, select_id, value) and laid_out(form)

    await pilot_wait_until(pilot, done, f"the form to take {select_id} = {value!r}")


async def open_form(pilot, screen: Any = None) -> Any:
    """Push the new-game `screen` (or wait for the one a key opened) and wait until its rows
    are laid out; return it."""
    if screen is not None:
        pilot.app.push_screen(screen)
    form = await on_screen(pilot, "NewGameScreen")
    await settled(pilot, form)
    return form
