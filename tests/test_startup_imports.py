"""What a new process imports before it does its work: every `clanhall` command and every bot
worker starts as a process of its own (the LAN and end-to-end tests start hundreds), so a
module one of them loads for nothing is paid at each start. Each check runs in a fresh
interpreter, since this one has imported everything already."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.support.cli import ROOT
from tui.cli import COMMANDS


def imported_by(code: str) -> set[str]:
    """The modules a fresh interpreter holds after running `code`."""
    probe = f"import sys\n{code}\nprint(' '.join(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.splitlines()[-1].split())  # the last line: after what `code` printed


def command_module(name: str) -> str:
    return COMMANDS[name][0].partition(":")[0]


@pytest.mark.parametrize("command", ["host", "join", "saves"])
def test_a_command_imports_no_other_command_s_module(command):
    run = f"from tui.cli import main\ntry:\n    main([{command!r}, '--help'])\nexcept SystemExit:\n    pass"
    modules = imported_by(run)
    assert command_module(command) in modules
    others = {command_module(name) for name in COMMANDS} - {command_module(command), "net.lobby"}  # join's picker
    assert not modules & others, modules & others


def test_a_bot_worker_process_imports_neither_asyncio_nor_the_package_metadata():
    """What the worker's child runs before its first choice: this module (its main
    function) and the bot made from its spec."""
    modules = imported_by("import ai.worker\nfrom ai.registry import make_bot\nmake_bot('mcts:iterations=30')")
    assert "ai.mcts" in modules
    assert not {"asyncio", "importlib.metadata"} & modules, {"asyncio", "importlib.metadata"} & modules
