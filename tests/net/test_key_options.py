"""A CurveZMQ key given on the command line may begin with "-" (Z85 has the character):
`clanhall host --allow-key KEY` and `clanhall join … --server-key KEY` must read it as the
option's value, not stop with argparse's "expected one argument"."""

from __future__ import annotations

import net.host_command
import net.join_command
from net.keys import keys_attached, valid_key
from tui import cli

DASH_KEY = "-" + "a" * 39  # a valid key (Z85 "-aaaa" is under 2³²), not a negative number to argparse


def test_the_dash_key_is_a_key():
    assert valid_key(DASH_KEY)


def test_a_key_after_its_option_is_joined_to_it_and_nothing_else_is():
    argv = ["host", "--allow-key", DASH_KEY, "--allow-key", "a" * 40, "--secure", "-h"]
    assert keys_attached(argv) == ["host", f"--allow-key={DASH_KEY}", "--allow-key", "a" * 40, "--secure", "-h"]
    assert keys_attached(["join", "x:1", "--server-key", "-h"]) == ["join", "x:1", "--server-key", "-h"]


def test_a_seat_token_after_its_option_is_joined_to_it():
    token = "-" + "Ab_9" * 5 + "x"  # 22 characters of token_urlsafe(16)'s alphabet
    assert keys_attached(["join", "x:1", "--token", token]) == ["join", "x:1", f"--token={token}"]
    assert keys_attached(["join", "x:1", "--token", "--quiet"]) == ["join", "x:1", "--token", "--quiet"]


def test_host_and_join_read_a_key_that_begins_with_a_dash(monkeypatch):
    seen = {}
    monkeypatch.setattr(net.host_command.host, "run", lambda args: seen.setdefault("host", args.allow_key) and 0)
    monkeypatch.setattr(net.join_command.join, "run", lambda args: seen.setdefault("join", args.server_key) and 0)
    assert cli.main(["host", "--secure", "--allow-key", DASH_KEY]) == 0
    assert cli.main(["join", "127.0.0.1:7141", "--server-key", DASH_KEY]) == 0
    token = "-" + "Ab_9" * 5 + "x"
    monkeypatch.setattr(net.join_command.join, "run", lambda args: seen.setdefault("token", args.token) and 0)
    assert cli.main(["join", "127.0.0.1:7141", "--token", token]) == 0
    assert seen == {"host": [DASH_KEY], "join": DASH_KEY, "token": token}


def test_a_host_whose_port_is_taken_says_so_in_one_line_and_exits_2(tmp_path, capsys):
    """Not "unexpected error …; the details are in …": the port is in use, and that is all."""
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        argv = ["host", "--game", "lucky-draw", "--players", "2", "--bind", "127.0.0.1", "--port", str(port)]
        code = cli.main([*argv, "--no-autosave", "--no-announce"])
    out = capsys.readouterr()
    lines = (out.out + out.err).strip().splitlines()
    assert code == 2, lines
    assert lines[-1] == f"clanhall host: cannot listen on 127.0.0.1 port {port}: Address already in use", lines
