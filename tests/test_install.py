"""How `make play` and `make test` install clanhall: playing gets only what it needs.

The Makefile runs in a scratch folder whose `.venv/bin/python` and `.venv/bin/clanhall`
are stand-ins that write down how they were called, so nothing is installed for real."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tests.support.cli import ROOT

STAND_IN = '#!/bin/sh\necho "$(basename "$0") $*" >> "$(dirname "$0")/../calls"\n'

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")


@pytest.fixture
def checkout(tmp_path):
    """A folder with the Makefile, pyproject.toml and a stand-in virtual environment."""
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy(ROOT / name, tmp_path / name)
    bin_dir = tmp_path / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    for tool in ("python", "clanhall"):
        (bin_dir / tool).write_text(STAND_IN)
        (bin_dir / tool).chmod(0o755)
    return tmp_path


def make(checkout, target: str) -> list[str]:
    """Run `make TARGET`; the pip installs it made."""
    calls = checkout / ".venv" / "calls"
    calls.unlink(missing_ok=True)
    done = subprocess.run(
        ["make", "--no-print-directory", target, "PYTEST_ARGS=--co"],
        cwd=checkout,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    said = calls.read_text().splitlines() if calls.exists() else []
    return [line for line in said if "pip install" in line]


def test_play_installs_clanhall_without_the_extras(checkout):
    assert make(checkout, "play") == ["python -m pip install --quiet -e ."]


def test_test_after_play_installs_the_extras(checkout):
    make(checkout, "play")
    assert make(checkout, "test") == ["python -m pip install --quiet -e .[test,cluster]"]


def test_play_after_test_installs_nothing_again(checkout):
    make(checkout, "test")
    assert make(checkout, "play") == []
    assert make(checkout, "test") == []


def test_a_changed_pyproject_installs_again(checkout):
    make(checkout, "play")
    with open(checkout / "pyproject.toml", "a") as f:
        f.write("\n# changed\n")
    assert make(checkout, "play") == ["python -m pip install --quiet -e ."]


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(), reason="needs a git checkout")
def test_git_ignores_what_playing_leaves_in_the_default_saves_folder():
    from core.savefile import DEFAULT_DIR, SAVE_SUFFIX
    from net.sidecar import SIDECAR_SUFFIX

    save = f"{DEFAULT_DIR}/clans-2026-11-22-2242-ada-vs-brann{SAVE_SUFFIX}"
    left = [
        save,
        save + SIDECAR_SUFFIX,  # a hosted game's seat tokens
        f"{DEFAULT_DIR}/.clans-2026-11-22-2242-ada-vs-brann{SAVE_SUFFIX}.4242.tmp",  # an interrupted write
        f"{DEFAULT_DIR}/analysis/0123abcd.json",  # tui/analysis/cache.py
        f"{DEFAULT_DIR}/analysis/0123abcd.tmp",
    ]
    done = subprocess.run(["git", "check-ignore", "--no-index", *left], cwd=ROOT, capture_output=True, text=True)
    assert done.stdout.split() == left
    kept = subprocess.run(["git", "check-ignore", "--no-index", f"{DEFAULT_DIR}/examples/clans{SAVE_SUFFIX}"], cwd=ROOT)
    assert kept.returncode == 1  # the example saves are part of the project
