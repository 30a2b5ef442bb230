"""`clanhall host` and `clanhall join` as a person runs them: separate processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.ports import free_port
from tests.support.waiting import DEADLINE, wait_until
from tui.cli import build_parser

ROOT = Path(__file__).resolve().parents[2]
# the toy game is registered in the child processes too
PRELUDE = (
    "import sys; from tests.support import toy_game; toy_game.register(); "
    "from tui.cli import main; sys.exit(main(sys.argv[1:]))"
)


def _clanhall(*args: str, stdin=None, stdout=subprocess.PIPE) -> subprocess.Popen:
    """`clanhall ARGS` in a process of its own, its output on a pipe (or `stdout`, a file);
    `stdin` as Popen takes it (a spectator given subprocess.PIPE watches until it ends)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", PRELUDE, *args],
        cwd=ROOT,
        env=env,
        stdin=stdin,
        stdout=stdout,
        stderr=subprocess.STDOUT,
        text=True,
        preexec_fn=interruptible,
    )


def interruptible() -> None:
    """ctrl+c (SIGINT) ends the child as at a terminal, even when the tests themselves run
    in a background job, whose children start with SIGINT ignored (then Python never
    turns it into KeyboardInterrupt and the ctrl+c tests would wait in vain)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_host_and_join_are_commands():
    text = build_parser().format_help()
    assert "host" in text and "join" in text


def test_a_hosted_game_is_played_by_two_joined_bots(tmp_path):
    port = free_port()
    host = _clanhall(
        "host",
        "--game",
        "lucky-draw",
        "--players",
        "3",
        "--bots",
        "random",
        "--bind",
        "127.0.0.1",
        "--port",
        str(port),
        "--join-code",
        "TEST-CODE",
        "--saves-dir",
        str(tmp_path),
        "--heartbeat",
        "0.5",
        "--seed",
        "5",
    )
    joins = []
    try:
        first = host.stdout.readline() + host.stdout.readline()
        assert "TEST-CODE" in first
        joins = [
            _clanhall(
                "join",
                f"127.0.0.1:{port}",
                "--name",
                name,
                "--code",
                "TEST-CODE",
                "--bot",
                "random",
                "--heartbeat",
                "0.5",
            )
            for name in ("Anna", "Bob")
        ]
        outs = [p.communicate(timeout=DEADLINE)[0] for p in joins]
        host_out = first + host.communicate(timeout=DEADLINE)[0]
    finally:
        for p in [host, *joins]:
            if p.poll() is None:
                p.kill()
    assert host.returncode == 0, host_out
    assert "Game over" in host_out
    for p, out in zip(joins, outs):
        assert p.returncode == 0, out
        assert "Joined Lucky Draw" in out and "Game over" in out
    assert list(tmp_path.glob("autosave-lucky-draw-*.clanhall"))


def test_join_with_a_wrong_code_says_refused():
    port = free_port()
    host = _clanhall(
        "host",
        "--game",
        "lucky-draw",
        "--players",
        "2",
        "--bind",
        "127.0.0.1",
        "--port",
        str(port),
        "--join-code",
        "RIGHT",
        "--no-autosave",
        "--quiet",
    )
    try:
        host.stdout.readline()
        join = _clanhall(
            "join", f"127.0.0.1:{port}", "--name", "Eve", "--code", "WRONG", "--bot", "random", "--timeout", "60"
        )
        out = join.communicate(timeout=90)[0]
    finally:
        host.kill()
        host.communicate(timeout=DEADLINE)
    assert join.returncode == 3
    assert "wrong join code" in out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["host", "--game", "chess"], "unknown game"),
        (["host", "--game", "lucky-draw", "--players", "2", "--bots", "random,random,random"], "3 bots for 2 seats"),
        # one bot with two options, then two more: the options stay with their bot
        (
            ["host", "--game", "lucky-draw", "--players", "2", "--bots", "mcts:iterations=300,workers=1,random,random"],
            "3 bots for 2 seats",
        ),
        (["host", "--game", "crimson-company", "--option", "foo=bar"], "has no option 'foo'"),
        (["host", "--game", "crimson-company", "--option", "castle_rules=maybe"], "choose one of false, true"),
        (
            ["host", "--game", "crimson-company", "--variant", "solo", "--option", "tournament=true"],
            "tournament applies only to Crimson Company duel",
        ),
        (
            ["host", "--game", "crimson-company", "--variant", "2v2", "--players", "3"],
            "Crimson Company 2v2 is for 4 players, not 3",
        ),
    ],
)
def test_host_rejects_bad_options(argv, message, capsys):
    from tui.cli import main

    assert main(argv + ["--no-autosave", "--bind", "127.0.0.1", "--port", "0"]) == 2
    assert message in capsys.readouterr().out


def _read_until(proc: subprocess.Popen, marker: str, limit: int = 20) -> list[str]:
    lines = []
    for _ in range(limit):
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        if marker in line:
            break
    return lines


def test_a_killed_host_resumed_from_its_autosave_is_rejoined_by_text_clients(tmp_path):
    """Two people at text clients (their choices come from stdin), the host killed -9
    mid-game and started again with --resume: the clients find their seats and finish.
    Lucky Draw, killed after two of its four moves: the kill, the save and the resume are
    what is tested, and they are the same for any game (Clans took twice as long)."""
    import signal

    from core.savefile import read_save

    port = free_port()
    # heartbeats of 0.5 s: a peer is taken for gone after 1.5 s of silence (0.2 s made it
    # 0.6 s, which a client starved on a loaded machine exceeded: its move was lost)
    common = ["--bind", "127.0.0.1", "--port", str(port), "--heartbeat", "0.5"]
    game = ["--game", "lucky-draw", "--players", "2", "--seed", "3"]  # registered by PRELUDE
    host = _clanhall("host", *game, "--saves-dir", str(tmp_path), *common)
    procs, joins, again = [host], [], None
    try:
        lines = _read_until(host, "Autosave:")
        code = next(line.split(":", 1)[1].strip() for line in lines if line.startswith("Join code"))
        save = next(line.split(":", 1)[1].strip() for line in lines if line.startswith("Autosave"))
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        # their output goes to files: a full pipe nobody reads would block a client
        logs = [open(tmp_path / f"{name}.txt", "w+") for name in ("Anna", "Bob")]
        joins = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-c",
                    PRELUDE,
                    "join",
                    f"127.0.0.1:{port}",
                    "--name",
                    name,
                    "--code",
                    code,
                    "--heartbeat",
                    "0.5",
                ],
                cwd=ROOT,
                env=env,
                stdin=subprocess.PIPE,
                stdout=out,
                stderr=subprocess.STDOUT,
                text=True,
            )
            for name, out in zip(("Anna", "Bob"), logs)
        ]
        procs += joins
        for p in joins:  # one choice each ("1": the first legal action): half the game
            p.stdin.write("1\n")
            p.stdin.flush()

        def saved_moves() -> int:
            try:
                return read_save(save).moves
            except Exception:  # not written yet
                return 0

        moves = wait_until(lambda: saved_moves() >= 2 and saved_moves(), "two moves in the autosave", poll=0.1)
        host.send_signal(signal.SIGKILL)  # no goodbye, nothing more saved
        host.communicate(timeout=DEADLINE)
        # both clients notice the silent host (then retry until it is back)
        lost = "(the host is gone: nothing heard for"
        wait_until(lambda: all(lost in (tmp_path / f"{n}.txt").read_text() for n in ("Anna", "Bob")), lost, poll=0.1)
        again = _clanhall("host", "--resume", save, *common)
        procs.append(again)
        resumed = "".join(_read_until(again, "Join code"))
        assert code in resumed  # the same join code, from the side file
        for p in joins:
            p.stdin.write("1\n" * 400)
            p.stdin.flush()
        for p in joins:
            p.wait(timeout=DEADLINE)
        outs = []
        for f in logs:
            f.seek(0)
            outs.append(f.read())
            f.close()
        host_out = resumed + again.communicate(timeout=DEADLINE)[0]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.communicate(timeout=DEADLINE)
    assert again.returncode == 0, host_out
    assert "Game over" in host_out
    for p, out in zip(joins, outs):
        assert p.returncode == 0, out
        assert "Game over" in out and "Your choice" in out
        assert out.count("(the host is gone: nothing heard for") == 1, out  # said once, not per retry
    final = read_save(save)
    assert final.finished and final.moves > moves


def test_a_key_file_is_made_once_and_then_reused(tmp_path):
    from net.keys import keypair

    path = tmp_path / "me.key"
    first = keypair(str(path))
    assert keypair(str(path)) == first and len(first[0]) == 40
    assert oct(path.stat().st_mode & 0o777) == "0o600"
    path.write_text("nonsense\n")
    with pytest.raises(ValueError, match="key pair"):
        keypair(str(path))


def test_a_secure_host_lets_in_only_the_allowed_key_file(tmp_path):
    from net.keys import keypair

    anna = keypair(str(tmp_path / "anna.key"))
    keypair(str(tmp_path / "eve.key"))
    host = _clanhall(
        "host",
        "--game",
        "lucky-draw",
        "--players",
        "2",
        "--bots",
        "random",
        "--bind",
        "127.0.0.1",
        "--port",
        "0",  # a port of the host's own choosing, read from its first line: no race for a free one
        "--join-code",
        "C",
        "--no-autosave",
        "--secure",
        "--key-file",
        str(tmp_path / "server.key"),
        "--allow-key",
        anna[0].decode(),
        "--heartbeat",
        "0.5",
    )
    try:
        lines = _read_until(host, "Server key")
        assert any(line.startswith("Server key") for line in lines), lines
        port = next(int(line.split("on port ")[1].split()[0]) for line in lines if " on port " in line)
        server_key = next(line.split(":", 1)[1].strip() for line in lines if line.startswith("Server key"))
        assert server_key == keypair(str(tmp_path / "server.key"))[0].decode()
        args = ["--code", "C", "--server-key", server_key, "--bot", "random", "--timeout"]
        # a refusal is silence: Eve's join gives up after 5 s; Anna's answer may be slow to come
        eve = _clanhall(
            "join", f"127.0.0.1:{port}", "--name", "Eve", "--key-file", str(tmp_path / "eve.key"), *args, "5"
        )
        eve_out = eve.communicate(timeout=DEADLINE)[0]
        ok = _clanhall(
            "join", f"127.0.0.1:{port}", "--name", "Anna", "--key-file", str(tmp_path / "anna.key"), *args, "60"
        )
        ok_out = ok.communicate(timeout=DEADLINE)[0]
        host.communicate(timeout=DEADLINE)
    finally:
        if host.poll() is None:
            host.kill()
            host.communicate(timeout=DEADLINE)
    assert eve.returncode == 3 and "refused" in eve_out
    assert ok.returncode == 0 and "Game over" in ok_out, ok_out


async def test_the_text_client_lists_a_long_turn_in_part_and_everything_on_request(monkeypatch, capsys):
    """A turn of 450 actions: the first 200 and a line saying how many more; a typo or a
    chat line does not print the list again; /all prints every one; any number is taken."""
    import io
    from types import SimpleNamespace

    from net import text_client

    played = []

    class Feed:
        refused, over, turn_n = None, False, 3
        game_id, view, seat, names = None, None, 0, []  # a game without a text board
        decision = SimpleNamespace(prompt="Move")
        legal = [("move", i) for i in range(450)]
        legal_texts = [f"move {i}" for i in range(450)]

        @property
        def my_turn(self):
            return not played

        async def act(self, action):
            played.append(action)
            self.refused = "done"  # end the client's loop

        async def chat(self, text):
            pass

    monkeypatch.setattr("sys.stdin", io.StringIO("x\n/chat hi\n/all\n321\n"))
    await text_client.play(Feed())
    out = capsys.readouterr().out
    assert played == [("move", 320)]
    assert out.count("  200. move 199") == 2 and out.count("  201. move 200") == 1  # cut, then /all
    assert out.count("… and 250 more (/all lists every one; any number is taken)") == 1
    assert out.count("Your choice") == 4
