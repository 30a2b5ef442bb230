"""Snapshots of the replay viewer and the save / load dialogs at 80x24 with the toy game
(compare with the SVGs in __snapshots__/; regenerate with
`pytest tests/saves/test_snapshots.py --snapshot-update` and look at them)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from textual.app import App

from core.savefile import write_save
from tests.saves.support import NOW, play_random
from tui.screens.replay import ReplayApp
from tui.screens.save_dialogs import LoadDialog, QuitDialog, SaveDialog

SIZE = (80, 24)


class Host(App):
    def __init__(self, make_screen):
        super().__init__()
        self.make_screen = make_screen

    def on_mount(self):
        self.push_screen(self.make_screen())


@pytest.fixture
def utc(monkeypatch):
    """Listings show local time; pin it so the pictures do not depend on the machine."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def _match(moves=None):
    match = play_random("lucky-draw", "standard", 2, seed=6, moves=moves)
    match.names = ["Ada", "Brann"]
    return match


def test_replay_all_open(snap_compare):
    assert snap_compare(
        ReplayApp(_match(), title="Lucky Draw example"), terminal_size=SIZE, press=["right", "right", "right"]
    )


def test_replay_seat_view(snap_compare):
    assert snap_compare(
        ReplayApp(_match(), title="Lucky Draw example"), terminal_size=SIZE, press=["right", "right", "v", "v"]
    )


def test_save_dialog(snap_compare):
    match = _match(2)
    assert snap_compare(
        Host(lambda: SaveDialog(match, directory="saves", clock=lambda: NOW)), terminal_size=SIZE, press=[*"Friday"]
    )


def test_quit_dialog(snap_compare):
    match = _match(2)
    assert snap_compare(Host(lambda: QuitDialog(match, directory="saves", clock=lambda: NOW)), terminal_size=SIZE)


def test_load_dialog(snap_compare, tmp_path, monkeypatch, utc):
    monkeypatch.chdir(tmp_path)
    write_save(_match(3), directory="saves", now=NOW, title="Friday")
    write_save(_match(1), directory="saves", now=NOW.replace(hour=9))
    Path("saves/broken.clanhall").write_bytes(b"not a save")
    assert snap_compare(Host(lambda: LoadDialog(directory=Path("saves"))), terminal_size=SIZE)
