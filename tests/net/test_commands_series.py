"""The command line's spectators and rematch: `host --spectators N`, `join --watch`, and
two text clients that answer the rematch question."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.net.test_commands import PRELUDE, ROOT, _clanhall, _read_until
from tests.support.ports import free_port
from tests.support.waiting import DEADLINE


def _finish(procs, timeout: float = 60) -> list[str]:
    outs = []
    try:
        for p in procs:
            outs.append(p.communicate(timeout=timeout)[0])
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.communicate(timeout=DEADLINE)
    return outs


def test_a_spectator_watches_a_game_from_the_command_line():
    port = free_port()
    common = ["--heartbeat", "0.2"]
    host = _clanhall(
        "host", "--game", "lucky-draw", "--players", "2", "--bind", "127.0.0.1", "--port", str(port),
        "--join-code", "WATCH-ME", "--no-autosave", "--spectators", "1", "--no-rematch", *common,
    )  # fmt: skip
    first = "".join(_read_until(host, "spectator"))
    assert "Up to 1 spectator may watch" in first
    where = f"127.0.0.1:{port}"
    # stdin a pipe left open: the end of a spectator's input is its leaving
    watcher = _clanhall("join", where, "--name", "Eve", "--code", "WATCH-ME", "--watch", *common, stdin=subprocess.PIPE)
    assert "Watching Lucky Draw" in watcher.stdout.readline()
    bots = [
        _clanhall("join", where, "--name", name, "--code", "WATCH-ME", "--bot", "random", *common)
        for name in ("Anna", "Bob")
    ]
    host_out, *bot_outs = _finish([host, *bots])
    try:
        watcher.wait(timeout=DEADLINE)  # it ends with the game, its input still open
    finally:
        watch_out = _finish([watcher])[0]
    assert host.returncode == 0, host_out
    assert "Game over" in host_out
    assert watcher.returncode == 0, watch_out
    assert "You left the table." not in watch_out
    assert "Game over" in watch_out and "(watching: Eve)" in watch_out
    assert "Traceback" not in watch_out + host_out


def test_watch_and_bot_together_are_refused_in_one_line():
    out = _finish([_clanhall("join", "127.0.0.1:1", "--name", "E", "--code", "C", "--watch", "--bot", "random")])[0]
    assert out.strip() == "clanhall join: --watch and --bot do not go together (a spectator never plays)"


def test_too_many_spectators_are_refused_in_one_line():
    out = _finish([_clanhall("host", "--game", "clans", "--spectators", "100", "--bind", "127.0.0.1")])[0]
    assert out.strip() == "clanhall host: --spectators must be a number from 0 to 64, not 100"


def test_two_text_clients_accept_a_rematch_and_the_series_ends_when_one_stops(tmp_path):
    port = free_port()
    common = ["--heartbeat", "0.2"]
    host = _clanhall(
        "host", "--game", "lucky-draw", "--players", "2", "--bind", "127.0.0.1", "--port", str(port),
        "--join-code", "AGAIN", "--saves-dir", str(tmp_path), *common,
    )  # fmt: skip
    _read_until(host, "Autosave:")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    # Lucky Draw is two turns each: Anna accepts every rematch; Bob plays one game,
    # accepts, plays the next and declines, which ends the series for Anna.
    # (Input and output are files: a full pipe nobody reads would block a client.)
    joins, outputs = [], []
    for name, answers in (("Anna", "1\n1\ny\n" * 3), ("Bob", "1\n1\ny\n1\n1\nn\n")):
        (tmp_path / f"{name}.in").write_text(answers)
        outputs.append(tmp_path / f"{name}.out")
        with open(tmp_path / f"{name}.in") as stdin, open(outputs[-1], "w") as stdout:
            joins.append(
                subprocess.Popen(
                    [sys.executable, "-c", PRELUDE, "join", f"127.0.0.1:{port}", "--name", name, "--code", "AGAIN"]
                    + common,
                    cwd=ROOT,
                    env=env,
                    stdin=stdin,
                    stdout=stdout,
                    stderr=subprocess.STDOUT,
                    text=True,
                )
            )
    try:
        for p in joins:
            p.wait(timeout=DEADLINE)
    finally:
        for p in joins:
            if p.poll() is None:
                p.kill()
    host_out = _finish([host])[0]
    anna, bob = (path.read_text() for path in outputs)
    assert host.returncode == 0, host_out
    assert "Rematch: game 2 begins" in host_out and "Series over: After 2 games" in host_out
    assert "Play again? [y/n]" in anna and "A new game begins" in anna
    assert "The series is over: Bob declined the rematch" in anna and bob.count("A new game begins") == 1
    assert len(list(tmp_path.glob("autosave-lucky-draw-*.clanhall"))) >= 2  # a save per game
    assert "Traceback" not in anna + bob + host_out
