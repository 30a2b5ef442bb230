"""A save whose names and title carry terminal escape sequences (window title, clipboard,
clear screen, cursor moves, bell, bidi override) shows them visibly escaped on every screen
that reads it, and writes none of them to the terminal: the save decoder makes every text
safe where it enters (core.terminal.safe_tree)."""

from __future__ import annotations

import random

from core.match import Match
from core.save import decode_save, encode_save
from core.savefile import load_match, write_save
from tests.saves.support import NOW
from tests.support.terminal import HOSTILE, raw_sequences, terminal_output
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.replay import ReplayApp
from tui.screens.save_dialogs import LoadDialog

TITLE = "Final\x1b]0;TITLE\x07"


def _hostile_save(tmp_path):
    match = Match("clans", {"players": 2}, 7, names=list(HOSTILE))
    rng = random.Random(7)
    for _ in range(3):
        p = match.pending()
        match.submit(p.seat, rng.choice(p.legal_actions))
    return write_save(match, tmp_path / "hostile.clanhall", now=NOW, title=TITLE)


async def names_drawn(pilot, app) -> str:
    """The app's frame once it shows the hostile names, visibly escaped."""

    def frame() -> str:
        out = terminal_output(app)
        return out if "\\x1b" in out else ""

    return await pilot_wait_until(pilot, frame, "the names drawn")


def test_the_decoder_escapes_names_title_and_keeps_nothing_raw(tmp_path):
    save = decode_save(_hostile_save(tmp_path).read_bytes())
    assert save.names[0] == "Anna\\x1b]0;PWNED\\x07\\x1b[2J"
    assert save.title == "Final\\x1b]0;TITLE\\x07"
    for text in (*save.names, save.title):
        assert text.isprintable()


async def test_replay_of_a_hostile_save_writes_no_escape_sequence(tmp_path):
    match, save = load_match(_hostile_save(tmp_path))

    async def scenario():
        app = ReplayApp(match, title=save.title)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.press("end")
            screen = app.screen
            await pilot_wait_until(pilot, lambda: screen.move == screen.replay.length, "the last move")
            out = await names_drawn(pilot, app)
            assert raw_sequences(out) == []

    await scenario()


async def test_play_load_of_a_hostile_save_writes_no_escape_sequence(tmp_path):
    path = _hostile_save(tmp_path)

    async def scenario():
        app = ClanhallApp(load=str(path), bot_delay=0, autosave=False)
        async with app.run_test(size=(120, 40)) as pilot:
            out = await names_drawn(pilot, app)
            assert app.game_screen() is not None
            assert raw_sequences(out) == []

    await scenario()


def test_an_old_save_written_before_the_fix_is_made_safe_when_read(tmp_path):
    """encode_save writes what it is given (a file from elsewhere may hold anything): the
    bytes keep the raw sequence, the decoded save does not."""
    match = Match("clans", {"players": 2}, 3, names=list(HOSTILE))
    data = encode_save(match, created=NOW, title=TITLE)
    assert b"\x1b]0;PWNED\x07" in data
    save = decode_save(data)
    assert all("\x1b" not in n and "\x07" not in n for n in save.names)


async def test_the_load_dialog_previews_a_hostile_save_without_escape_sequences(tmp_path):
    from textual.app import App

    _hostile_save(tmp_path)

    class Host(App):
        def on_mount(self):
            self.push_screen(LoadDialog(directory=tmp_path))

    async def scenario():
        app = Host()
        async with app.run_test(size=(140, 40)) as pilot:
            out = await names_drawn(pilot, app)
            assert raw_sequences(out) == []

    await scenario()
