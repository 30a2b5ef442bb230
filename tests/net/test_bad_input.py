"""`host` and `join` given bad keys, key files and saves: one line, exit 2, never a
traceback or a wait. Run through the real command line, as the user does."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.cli import clanhall, one_clear_line

ROOT = Path(__file__).resolve().parents[2]


def refused(done) -> str:
    assert done.returncode == 2, done.stdout + done.stderr
    return one_clear_line(done)


@pytest.mark.parametrize("key", ["garbage", "~" * 40, "é" * 40, "0" * 41])
def test_join_refuses_a_malformed_server_key_at_once(key):
    done = clanhall("join", "127.0.0.1:9", "--name", "A", "--code", "C", "--server-key", key, timeout=5)
    assert "--server-key must be the 40-character key" in refused(done)


@pytest.mark.parametrize("command", ["host", "join"])
def test_a_folder_as_key_file_is_named(tmp_path, command):
    args = (
        ["host", "--game", "clans", "--secure", "--bind", "127.0.0.1", "--port", "0", "--no-autosave"]
        if command == "host"
        else ["join", "127.0.0.1:9", "--name", "A", "--code", "C"]
    )
    done = clanhall(*args, "--key-file", str(tmp_path))
    assert f"{tmp_path} is not a key file" in refused(done)  # before: "clanhall host: 21"


@pytest.mark.parametrize("command", ["host", "join"])
def test_a_malformed_key_file_is_named(tmp_path, command):
    bad = tmp_path / "bad.key"
    bad.write_bytes(b"\x00\xffnot a key\nat all\n")
    args = (
        ["host", "--game", "clans", "--secure", "--bind", "127.0.0.1", "--port", "0", "--no-autosave"]
        if command == "host"
        else ["join", "127.0.0.1:9", "--name", "A", "--code", "C"]
    )
    done = clanhall(*args, "--key-file", str(bad))
    assert "does not hold a key pair" in refused(done)


def test_host_resume_of_a_finished_game_says_so_and_exits(tmp_path):
    import random

    from core.match import Match
    from core.savefile import write_save

    match = Match("clans", {"players": 2}, 3)
    rng = random.Random(3)
    while not match.is_over():
        legal = match.state.legal_actions()
        match.submit(match.state.to_move(), legal[rng.randrange(len(legal))])
    path = write_save(match, directory=tmp_path, now=None)
    done = clanhall("host", "--resume", str(path), "--bind", "127.0.0.1", "--port", "0", "--no-autosave")
    assert "this game is finished" in refused(done)  # before: hosted it and never exited


def test_an_unexpected_error_is_one_line_and_a_logged_traceback(tmp_path, monkeypatch, capsys):
    from tui import cli

    log = tmp_path / "err.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    real = cli.build_parser

    def broken_parser(only=None):
        parser = real(only)
        for action in parser._subparsers._group_actions:
            action.choices["saves"].set_defaults(_run=lambda args: 1 / 0)
        return parser

    monkeypatch.setattr(cli, "build_parser", broken_parser)
    assert cli.main(["saves"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ZeroDivisionError" in err and str(log) in err
    assert "Traceback" in log.read_text() and "clanhall saves" in log.read_text()
