"""Snapshots of every screen at 80x24, from fixed seeds (compare with the SVGs in
__snapshots__/; regenerate with `pytest tests/tui --snapshot-update` and look at them)."""
from __future__ import annotations

from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen

SIZE = (80, 24)


def test_main_menu(snap_compare):
    assert snap_compare(ClanhallApp(), terminal_size=SIZE)


def test_new_game_screen(snap_compare, fixed_seats):
    async def open_form(pilot):
        pilot.app.push_screen(NewGameScreen(seed=1234, game_id="clans"))
        await pilot.pause()

    assert snap_compare(ClanhallApp(), terminal_size=SIZE, run_before=open_form)


def test_help_dialog(snap_compare):
    assert snap_compare(ClanhallApp(), terminal_size=SIZE, press=["f1"])
