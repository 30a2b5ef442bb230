"""A spectator of `clanhall join --watch` leaves with /quit, the end of its input (ctrl+d)
or ctrl+c: one line, status 0, and the host hears its goodbye."""

from __future__ import annotations

import signal
import subprocess

import pytest

from tests.net.test_commands import _clanhall, _read_until
from tests.support.ports import free_port
from tests.support.waiting import DEADLINE, wait_until


@pytest.mark.parametrize("how", ["/quit", "end of input", "ctrl+c"])
def test_a_spectator_leaves_with_one_line_and_status_0(how, tmp_path):
    port = free_port()
    common = ["--heartbeat", "0.2"]
    host_log = tmp_path / "host.txt"
    with open(host_log, "w") as out:  # a file: the test reads it while the host runs
        host = _clanhall(
            "host", "--game", "lucky-draw", "--players", "2", "--bind", "127.0.0.1", "--port", str(port),
            "--join-code", "SEE", "--no-autosave", "--no-announce", "--spectators", "1", *common, stdout=out,
        )  # fmt: skip
    watcher = None
    try:
        wait_until(lambda: "spectator may watch" in host_log.read_text(), "the host ready")
        watcher = _clanhall(
            "join", f"127.0.0.1:{port}", "--name", "Eve", "--code", "SEE", "--watch", *common, stdin=subprocess.PIPE
        )
        assert "Watching Lucky Draw" in "".join(_read_until(watcher, "/quit"))
        if how == "/quit":
            watcher.stdin.write("/quit\n")
            watcher.stdin.flush()
        elif how == "ctrl+c":
            watcher.send_signal(signal.SIGINT)
        if how != "end of input":  # it ends with its input still open
            wait_until(lambda: watcher.poll() is not None, f"the spectator leaving on {how}")
        out = watcher.communicate(timeout=DEADLINE)[0]  # closes its input: the end of input for that case
        # the host hears the goodbye: the spectator is gone at once, not after a silence
        wait_until(lambda: "spectator Eve stopped watching" in host_log.read_text(), "the host's log of the bye")
    finally:
        for p in (host, watcher):
            if p is not None and p.poll() is None:
                p.kill()
                p.communicate(timeout=DEADLINE)
    assert watcher.returncode == 0, out
    assert out.strip().splitlines()[-1] == "You left the table.", out
    assert "Traceback" not in out


def test_ctrl_c_ends_a_player_s_text_client_at_once_with_a_bye(tmp_path):
    """A player waiting at "Your choice" presses ctrl+c: the client ends without waiting
    for enter (its keyboard is read by a daemon thread), and the host hears its bye."""
    port = free_port()
    common = ["--heartbeat", "0.2"]
    host_log = tmp_path / "host.txt"
    with open(host_log, "w") as out:
        host = _clanhall(
            "host", "--game", "lucky-draw", "--players", "2", "--bots", "random", "--bind", "127.0.0.1",
            "--port", str(port), "--join-code", "GO", "--no-autosave", "--no-announce", *common, stdout=out,
        )  # fmt: skip
    player = None
    try:
        wait_until(lambda: "Join code" in host_log.read_text(), "the host ready")
        player_log = tmp_path / "anna.txt"
        with open(player_log, "w") as out:  # a file: the prompt ends no line a pipe could read
            args = ["join", f"127.0.0.1:{port}", "--name", "Anna", "--code", "GO", *common]
            player = _clanhall(*args, stdin=subprocess.PIPE, stdout=out)
        wait_until(lambda: "Your choice" in player_log.read_text(), "the player's first turn")
        player.send_signal(signal.SIGINT)
        wait_until(lambda: player.poll() is not None, "the player's client ending on ctrl+c, its input still open")
        wait_until(lambda: "Anna said goodbye" in host_log.read_text(), "the host's log of the bye")
        output = player_log.read_text()
    finally:
        for p in (host, player):
            if p is not None and p.poll() is None:
                p.kill()
                p.communicate(timeout=DEADLINE)
    assert player.returncode == 130, output  # an interrupted player, as a shell reports ctrl+c
    assert "Traceback" not in output
