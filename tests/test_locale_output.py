"""Commands under a locale that cannot show every character (ISO-8859-1, ASCII): what the
encoding lacks prints as "?" (stdout) or as an escape (stderr), never UnicodeEncodeError."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from core.savefile import write_save
from tests.saves.support import NOW, play_random

ROOT = Path(__file__).resolve().parents[1]


def clanhall(args: list[str], tmp_path: Path, encoding: str, **extra: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "PYTHONIOENCODING", "LANG"))}
    env.update(
        LANG="en_US.ISO-8859-1",
        PYTHONIOENCODING=encoding,  # what such a locale gives Python for a pipe or a terminal
        PYTHONPATH=str(ROOT),
        CLANHALL_LOG=str(tmp_path / "errors.log"),
        CLANHALL_CONFIG_DIR=str(tmp_path / "config"),
    )
    env.update(extra)
    command = [sys.executable, "-c", "import sys; from tui.cli import main; sys.exit(main())", *args]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, timeout=120)


@pytest.mark.parametrize("encoding", ["latin-1", "ascii"])
def test_saves_lists_names_the_locale_cannot_show(tmp_path, encoding):
    match = play_random("lucky-draw", "standard", 2, seed=3, moves=2)
    match.names = ["Ōkami 🐉", "Zoë"]
    write_save(match, directory=tmp_path / "saves", now=NOW)
    done = clanhall(["saves", "--saves-dir", str(tmp_path / "saves")], tmp_path, encoding)
    assert done.returncode == 0, done.stderr
    out = done.stdout.decode(encoding)
    assert "?kami ?" in out and ("Zoë" if encoding == "latin-1" else "Zo?") in out
    assert done.stderr == b"" and not (tmp_path / "errors.log").exists()


def test_help_in_german_under_ascii(tmp_path):
    done = clanhall(["--lang", "de", "host", "--help"], tmp_path, "ascii")
    assert done.returncode == 0 and done.stderr == b""
    assert "?" in done.stdout.decode("ascii")  # the umlauts


def test_a_warning_on_stderr_keeps_what_it_cannot_show_as_escapes(tmp_path):
    config = tmp_path / "Ōkami"
    config.mkdir()
    (config / "settings.json").write_text("{not json")
    done = clanhall(
        ["saves", "--saves-dir", str(tmp_path / "none")], tmp_path, "latin-1", CLANHALL_CONFIG_DIR=str(config)
    )
    assert done.returncode == 0
    err = done.stderr.decode("latin-1")
    assert err.count("\n") == 1 and "\\u014ckami" in err and "settings file" in err
