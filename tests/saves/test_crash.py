"""Autosave recovery after a crash: a process plays with the autosaver and is killed
(SIGKILL, nothing cleaned up) between actions or in the middle of a write; the slot
then loads the last complete state."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from core import registry
from core.savefile import find_unfinished_autosaves, list_saves, load_match, stale_temp_files
from tests.saves.support import TOY, play_random

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import os, random, sys, time
from datetime import datetime, timedelta, timezone
from tests.support import toy_game
toy_game.register()
from core.savefile import Autosaver
from tests.saves.support import play_random, random_step

folder, gid, variant, players, seed, hang_at = sys.argv[1:7]
players, seed, hang_at = int(players), int(seed), int(hang_at)
ticks = iter(range(10**6))
clock = lambda: datetime(2026, 11, 22, tzinfo=timezone.utc) + timedelta(seconds=next(ticks))
match = play_random(gid, variant, players, seed, moves=0)
match.listeners.append(Autosaver(folder, clock=clock))
rng = random.Random(seed)
while not match.is_over():
    if len(match.log) == hang_at:
        def hang(fd):
            print("writing", flush=True)
            time.sleep(600)
        os.fsync = hang  # the next autosave stops after writing its temp file
    random_step(match, rng)
    print(len(match.log), flush=True)
    sys.stdin.readline()  # wait: the parent kills us here, between two actions
print("over", flush=True)
"""


def _cases():
    cases = [(TOY, "standard", 3)]
    for gid in registry.game_ids():
        if gid != TOY:
            game = registry.get_game(gid)
            cases.append((gid, game.variants[0], game.player_counts(game.variants[0]).start))
    return cases


def _run_and_kill(tmp_path, case, seed, kill_after: int, hang_at: int = -1) -> None:
    gid, variant, players = case
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path), gid, variant, str(players), str(seed), str(hang_at)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        while True:
            line = proc.stdout.readline().strip()
            assert line and line != "over", "the game ended before the kill point"
            if line == "writing" or int(line) == kill_after:
                break
            proc.stdin.write("\n")
            proc.stdin.flush()
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        proc.stdin.close()
        proc.stdout.close()


@pytest.mark.parametrize("case", _cases(), ids=lambda c: f"{c[0]}-{c[1]}-{c[2]}p")
def test_killed_between_actions_resumes_at_the_last_action(tmp_path, case):
    gid, variant, players = case
    full = play_random(gid, variant, players, seed=31)
    kill_after = max(1, len(full.log) // 2)
    _run_and_kill(tmp_path, case, 31, kill_after)
    [info] = find_unfinished_autosaves(tmp_path)
    match, save = load_match(info.path)
    assert save.moves == kill_after
    assert match.state.to_wire() == play_random(gid, variant, players, 31, moves=kill_after).state.to_wire()


@pytest.mark.parametrize("case", _cases()[:1], ids=lambda c: f"{c[0]}")
def test_killed_during_a_write_keeps_the_previous_state(tmp_path, case):
    gid, variant, players = case
    _run_and_kill(tmp_path, case, 32, kill_after=-1, hang_at=3)
    # the slot holds the 3 completed actions; the 4th sits in an abandoned temp file
    [info] = list_saves(tmp_path)
    match, save = load_match(info.path)
    assert save.moves == 3
    assert match.state == play_random(gid, variant, players, 32, moves=3).state
    [temp] = stale_temp_files(tmp_path)
    assert temp.name.startswith(".autosave-") and temp.name.endswith(".tmp")


WRITER = r"""
import sys
from tests.support import toy_game
from core.savefile import write_save
from tests.saves.support import play_random

path = sys.argv[1]
games = [play_random("lucky-draw", "standard", 4, seed, moves=seed % 9) for seed in range(40)]
for g in games:
    g.names = ["x" * (200 * (i + 1)) for i in range(4)]  # bigger files: longer writes
print("ready", flush=True)
n = 0
while True:
    write_save(games[n % len(games)], path, now=n)
    n += 1
"""


def test_killed_at_random_moments_while_rewriting_leaves_a_whole_save(tmp_path):
    """A process rewrites one save as fast as it can and is killed at random moments;
    the file is always a complete save (the old one or the new one)."""
    import random
    import time

    from core.savefile import read_save

    path = tmp_path / "hot.clanhall"
    rng = random.Random(5)
    for _ in range(6):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.01, 0.08))
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        proc.stdout.close()
        save = read_save(path)  # never a SaveError: no partial file in place
        assert save.game == "lucky-draw" and len(save.names[3]) == 800
    infos = list_saves(tmp_path)  # the leftover temp files are not listed
    assert [i.path for i in infos] == [path] and not infos[0].damaged
