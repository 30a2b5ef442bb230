"""An error nothing caught in the full-screen interface (a bug): the traceback goes to the
error log, the terminal gets one line naming it, and the program exits with status 1."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from textual.screen import Screen

from tui.app import ClanhallApp

ROOT = Path(__file__).resolve().parents[2]


class BrokenScreen(Screen):
    """A screen with a bug: it fails as it is shown."""

    def on_mount(self) -> None:
        raise RuntimeError("the screen broke \x1b[2J here")


class BrokenApp(ClanhallApp):
    """The interface, with the broken screen shown at start."""

    CSS_PATH = str(ROOT / "tui" / "app.tcss")  # a relative one would be read beside this test

    def on_mount(self) -> None:
        super().on_mount()
        self.push_screen(BrokenScreen())


async def test_an_uncaught_error_goes_to_the_error_log_and_exits_with_1(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))
    app = ClanhallApp(autosave=False)
    with pytest.raises(RuntimeError, match="the screen broke"):  # Pilot hands the bug to the test
        async with app.run_test(size=(100, 30)) as pilot:
            app.push_screen(BrokenScreen())
            await pilot.pause()
    assert app.return_code == 1
    log = (tmp_path / "errors.log").read_text()
    assert "Traceback" in log and "RuntimeError: the screen broke" in log and "ClanhallApp" in log
    err = capsys.readouterr().err  # printed once the screen closed: one line, no traceback
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "unexpected error (RuntimeError: the screen broke \\x1b[2J here)" in err
    assert str(tmp_path / "errors.log") in err


def test_the_terminal_gets_one_line_and_the_status_is_1(tmp_path):
    script = textwrap.dedent(
        """
        import sys
        from tests.tui.test_crash import BrokenApp

        app = BrokenApp(autosave=False)
        app.run(headless=True)
        sys.exit(app.return_code)
        """
    )
    env = {
        "PYTHONPATH": str(ROOT),
        **os.environ,
        "CLANHALL_LOG": str(tmp_path / "errors.log"),
        "CLANHALL_SAVES_DIR": str(tmp_path / "saves"),
        "CLANHALL_CONFIG_DIR": str(tmp_path / "config"),
    }
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr + done.stdout
    assert done.stderr.strip().count("\n") == 0 and "unexpected error (RuntimeError" in done.stderr
    assert "Traceback" in (tmp_path / "errors.log").read_text()
