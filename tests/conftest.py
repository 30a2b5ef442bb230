"""Settings of the whole suite: every test starts in English with an empty config folder,
whatever the machine's LANG and the developer's own settings say; no test announces or
looks for games on the machine's real network; and what `make check` leaves out is marked
`slow` here."""

from __future__ import annotations

import importlib
import inspect
import os
from pathlib import Path

import pytest

from tests.support.tmp_folders import fresh_folder

TESTS = Path(__file__).parent

# Discovery is off for every test and every process it starts, except the discovery tests,
# which turn it back on only inside a network namespace they make themselves
# (tests/net/test_discovery*).
os.environ["CLANHALL_NO_DISCOVERY"] = "1"

# Textual's Pilot waits for the app to fall idle after every key and pause: it sleeps in steps
# of SLEEP_GRANULARITY (20 ms) until a step passes with under 1/20 of it in CPU. The suite
# uses 4 ms steps: a key then waits at least 8 ms instead of 40 ms, which takes about a
# quarter off the interface tests. That is safe only because no test relies on one idle
# wait to bring what a timer, a worker or a refresh brings: they wait on the state itself
# (tests/support/screens.py, game_screens.py; session 15 changed about 200 such sites).
# CLANHALL_TEST_IDLE_STEP=0.02 puts Textual's own step back (to tell whether a failure is
# one of those races); any other value sets the step.
IDLE_STEP = float(os.environ.get("CLANHALL_TEST_IDLE_STEP", "0.004") or 0.004)
textual_wait = importlib.import_module("textual._wait")
textual_wait.SLEEP_GRANULARITY, textual_wait.SLEEP_IDLE = IDLE_STEP, IDLE_STEP / 20

# Each app's stylesheets are parsed once per test process, not once per app (a third of an
# app's start; tests/support/css_cache.py says why that is the same parse).
importlib.import_module("tests.support.css_cache").install()


@pytest.fixture
def tmp_path(request, tmp_path_factory):
    """pytest's `tmp_path`, a new empty folder for each test, made without listing the base
    folder first (tests/support/tmp_folders.py says why)."""
    return fresh_folder(tmp_path_factory, request.node.name)


@pytest.fixture(autouse=True)
def english_and_no_settings(tmp_path_factory, monkeypatch):
    from core import i18n

    monkeypatch.setenv("CLANHALL_CONFIG_DIR", str(fresh_folder(tmp_path_factory, "config")))
    monkeypatch.setenv("CLANHALL_DATA_DIR", str(fresh_folder(tmp_path_factory, "data")))  # the profile (tui/profile/)
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def saves_in_tmp(tmp_path, monkeypatch):
    """Saves and autosaves of every test go to a temporary folder (the default, ./saves,
    may hold the developer's own autosaves, which would open "continue?" at start-up)."""
    monkeypatch.setenv("CLANHALL_SAVES_DIR", str(tmp_path / "saves"))
    return tmp_path / "saves"


# `make check` (-m "not slow") is the inner loop: rules, bots on small iteration budgets,
# protocol/table/session logic. Everything else is `slow`, decided here so a new test file
# lands in the right tier without anyone remembering to mark it:
# - folders whose tests drive the interface (Pilot, snapshots) or play over sockets;
SLOW_FOLDERS = {"tui", "e2e", "net", "saves", "browser"}
# - ... except these modules in them, which are pure logic (no socket, no Pilot);
FAST_MODULES = {"net/test_protocol.py", "net/test_table.py", "tui/games/test_base.py"}
# - modules that play whole games or many random ones (property and conformance tests);
SLOW_MODULE_NAMES = (
    "test_random_games",
    "test_properties",
    "test_conformance",
    "test_protocol_conformance",
    "test_speed_equivalence",
    "test_whole_game",
    "test_log_complete",
    "test_crystals",
    "test_determinize",
    "test_duel_flow",
    "test_variants",
    "test_catalogues",
    "test_worker",
)
# - any module that runs the app or talks over sockets;
SLOW_MODULE_WORDS = ("run_test(", "snap_compare", "zmq", "subprocess", "Popen")
# - any test that starts processes (bot workers, parallel jobs, a cluster) or, by its
#   name, plays whole or random games.
SLOW_TEST_WORDS = ("BotWorker", "ProcessBot", "workers=2", "jobs=2", "cluster", "Cluster")
SLOW_TEST_NAMES = ("random_game", "whole_game", "own_process")
# The longest tests (whole games through the interface) start first, so on two workers none
# of them is left running alone at the end of `make test`.
LONG_TEST_NAMES = ("whole_game", "to_the_end")


@pytest.fixture
def table_file(tmp_path, monkeypatch):
    """The ladder's table read from (and written to) a file of this test's own."""
    from ai import ladder

    path = tmp_path / "ladder_table.json"
    monkeypatch.setattr(ladder, "TABLE_PATH", path)
    ladder.load_table.cache_clear()
    yield path
    ladder.load_table.cache_clear()


def _slow_module(path: Path, source_of: dict) -> bool:
    relative = path.relative_to(TESTS).as_posix()
    if relative in FAST_MODULES:
        return False
    if relative.split("/")[0] in SLOW_FOLDERS or path.stem.startswith(SLOW_MODULE_NAMES):
        return True
    return any(word in _source(path, source_of) for word in SLOW_MODULE_WORDS)


def _slow_test(item, source_of: dict) -> bool:
    if any(name in item.name for name in SLOW_TEST_NAMES):
        return True
    function = getattr(item, "function", None)
    return function is not None and any(word in _source(function, source_of) for word in SLOW_TEST_WORDS)


def _source(thing, source_of: dict) -> str:
    if thing not in source_of:
        try:
            is_file = isinstance(thing, Path)
            source_of[thing] = thing.read_text(encoding="utf-8") if is_file else inspect.getsource(thing)
        except (OSError, TypeError):
            source_of[thing] = ""
    return source_of[thing]


def pytest_collection_modifyitems(config, items):
    """Mark `slow` what `make check` leaves out (see SLOW_FOLDERS and the rest above), and
    move the longest tests to the front (LONG_TEST_NAMES; the order of the rest is kept)."""
    source_of: dict = {}
    for item in items:
        path = Path(str(item.path))
        if not (path.suffix == ".py" and path.is_relative_to(TESTS)):
            continue
        if _slow_module(path, source_of) or _slow_test(item, source_of):
            item.add_marker(pytest.mark.slow)
    items.sort(key=lambda item: not any(name in item.name for name in LONG_TEST_NAMES))
