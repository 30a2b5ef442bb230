"""`clanhall serve` without a browser: it starts, answers HTTP on 127.0.0.1, refuses bad
options in one line, guards its websocket and stops on SIGINT/SIGTERM with its tabs' apps.
(A tab's app that outlives junk and hostile messages and ends with the server on SIGTERM:
tests/tui/test_serve_messages.py. The real-browser test is tests/browser/, run by
`make test-browser`.)"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.pipes import rest_after_exit
from tests.support.ports import free_port
from tui.serve import is_loopback, open_listener
from tui.web_server import parse_message, terminal_size

WAIT = 60  # seconds: generous, for a busy 2-core machine


def serve_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "tui", "serve", *args]


def run_serve(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        serve_command(*args), capture_output=True, text=True, timeout=WAIT, cwd=tmp_path, env=serve_env(tmp_path)
    )


def serve_env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "CLANHALL_SAVES_DIR": str(tmp_path / "saves"), "CLANHALL_LOG": str(tmp_path / "log")}


class Served:
    """A `clanhall serve` process on 127.0.0.1 and a free port."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            serve_command("--port", str(self.port), *args),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            cwd=tmp_path,
            env=serve_env(tmp_path),
        )
        self.first_line = self.process.stdout.readline()

    def stop(self, sig: int = signal.SIGINT) -> str:
        """Send `sig`; the rest of the output once it has exited (killed and failed if it hangs)."""
        self.process.send_signal(sig)
        try:
            rest = rest_after_exit(self.process, WAIT)  # not communicate: see tests/support/pipes.py
        except subprocess.TimeoutExpired:
            self.process.kill()
            pytest.fail(f"clanhall serve did not stop on {signal.Signals(sig).name}")
        return self.first_line + rest


@pytest.fixture
def served(tmp_path):
    server = Served(tmp_path)
    yield server
    if server.process.poll() is None:
        server.process.kill()
        server.process.wait()


async def get(url: str, headers: dict | None = None) -> tuple[int, str]:
    import aiohttp

    async with aiohttp.ClientSession() as session:
        async with session.get(url, headers=headers or {}) as response:
            return response.status, await response.text()


def descendants(pid: int) -> set[int]:
    """The processes below `pid` now (from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


# -- starting and stopping ---------------------------------------------------------------
async def test_serve_answers_get_with_the_page_guards_it_and_stops_on_sigint(served):
    """The page, with the addresses the browser used; another site's name (DNS rebinding)
    gets no page and no websocket, nor does another site's page (cross-site websocket
    hijacking); then SIGINT stops the server. (One server for all of it: each request
    changes nothing, and a start-up costs more than a request. SIGTERM:
    tests/tui/test_serve_messages.py.)"""
    assert served.first_line.startswith(f"clanhall serve: open {served.url} in a browser")
    status, page = await get(served.url + "/")
    assert status == 200
    assert 'class="textual-terminal"' in page
    # The page's addresses are the one the browser used, not the bind address.
    assert f'data-session-websocket-url="ws://127.0.0.1:{served.port}/ws"' in page
    assert f"http://127.0.0.1:{served.port}/static/js/textual.js" in page
    assert "googleapis" not in page  # the page asks nothing of another site
    assert "<title>clanhall — a terminal tabletop</title>" in page  # the tab has a name
    status, page = await get(served.url + "/", headers={"Host": f"localhost:{served.port}"})
    assert status == 200
    assert f'data-session-websocket-url="ws://localhost:{served.port}/ws"' in page
    for path in ("/", "/ws"):
        status, text = await get(served.url + path, headers={"Host": f"evil.example:{served.port}"})
        assert status == 403, path
        assert "clanhall serve:" in text
    status, text = await get(
        served.url + "/ws",
        headers={"Origin": "http://evil.example", "Upgrade": "websocket", "Connection": "Upgrade"},
    )
    assert status == 403
    assert "another site" in text
    output = served.stop(signal.SIGINT)
    assert served.process.returncode == 0
    assert "clanhall serve: stopped." in output
    assert "Traceback" not in output


# -- bad options: one line, exit 2 ------------------------------------------------------
def one_line_exit_2(result: subprocess.CompletedProcess) -> str:
    assert result.returncode == 2, result
    output = (result.stdout + result.stderr).strip()
    assert len(output.splitlines()) == 1, output
    assert "Traceback" not in output
    return output


def test_a_port_in_use_is_one_line_and_exit_2(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        line = one_line_exit_2(run_serve(tmp_path, "--port", str(port)))
    assert f"port {port} on 127.0.0.1 is in use" in line


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("--port", "70000"), "is not a port number"),
        (("--port", "-1"), "is not a port number"),
        (("--port", "http"), "--port takes a whole number, not 'http'"),
        (("--max-tabs", "many"), "--max-tabs takes a whole number"),
        (("--bind", "999.1.1.1"), "is not an IP address"),
        (("--bind", "not an address"), "is not an IP address"),
        (("--bind", "192.0.2.1"), "is not an address of this machine"),
        (("--max-tabs", "0"), "--max-tabs must be at least 1"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(capsys, args, says):
    """Read in this process (the command's own `main`): a process start-up costs more than
    the check. The port-in-use case above runs the whole command, so what a real process
    writes (and that it writes nothing more) stays proved."""
    from tui.cli import main

    assert main(["serve", *args]) == 2
    captured = capsys.readouterr()
    output = (captured.out + captured.err).strip()
    assert len(output.splitlines()) == 1, output
    assert "Traceback" not in output
    assert says in output


def test_without_textual_serve_it_says_so_in_one_line(monkeypatch, capsys):
    from tui.cli import main

    monkeypatch.setitem(sys.modules, "textual_serve", None)  # as if textual-serve were missing
    assert main(["serve", "--port", "0"]) == 2
    output = capsys.readouterr().out.strip()
    assert output.startswith("clanhall serve: ") and output.endswith("`make venv` installs it")
    assert len(output.splitlines()) == 1


def test_open_listener_takes_a_free_port_and_loopback_is_recognised():
    sock = open_listener("127.0.0.1", 0)
    try:
        assert sock.getsockname()[0] == "127.0.0.1" and sock.getsockname()[1] > 0
    finally:
        sock.close()
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.4")


async def test_a_lan_bind_prints_the_warning_first(tmp_path):
    """`--bind 0.0.0.0` (all addresses, tested only through 127.0.0.1) warns before anything."""
    port = free_port()
    process = subprocess.Popen(
        serve_command("--bind", "0.0.0.0", "--port", str(port)),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=tmp_path,
        env=serve_env(tmp_path),
    )
    try:
        warning = process.stdout.readline()
        assert warning.startswith(f"Warning: anyone who can reach port {port} of this machine can open the interface")
        assert "no password" in warning and "read and write saved games on this machine as user" in warning
        assert (await get(f"http://127.0.0.1:{port}/"))[0] == 200
    finally:
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=WAIT)
    assert process.returncode == 0


# -- the websocket of a tab ---------------------------------------------------------------
async def first_bytes(websocket, wanted: bytes) -> bytes:
    """What the tab's app sends until `wanted` is among it (its first screen)."""
    import aiohttp

    seen = b""
    while wanted not in seen:
        message = await asyncio.wait_for(websocket.receive(), WAIT)
        if message.type == aiohttp.WSMsgType.BINARY:
            seen += message.data
        elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
            raise AssertionError(f"the tab closed before {wanted!r}; it sent {seen[-300:]!r}")
    return seen


async def test_tabs_beyond_max_tabs_are_told_and_closed_and_q_ends_a_tab(tmp_path):
    """A second tab beyond --max-tabs 1 is told and closed; then q in the first tab's menu
    quits its app and its websocket closes ("Session ended"). (One server and one app for
    both: the refusal leaves the first tab as it was.)"""
    import aiohttp

    server = Served(tmp_path, "--max-tabs", "1")

    async def closed(tab) -> None:
        while True:
            message = await asyncio.wait_for(tab.receive(), WAIT)
            if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                return

    async def scenario() -> bytes:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{server.url}/ws") as first:
                await first_bytes(first, b"New game")
                async with session.ws_connect(f"{server.url}/ws") as second:
                    note = await first_bytes(second, b"close one and reload")
                    closing = await asyncio.wait_for(second.receive(), WAIT)
                    assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
                await first.send_str('["stdin", "q"]')
                await closed(first)
                return note

    try:
        note = await scenario()
    finally:
        output = server.stop()
    assert b"1 tabs are playing already" in note
    assert server.process.returncode == 0 and "Traceback" not in output, output


CRASHING_APP = (
    "import sys; sys.stderr.write('Traceback (most recent call last):\\n  File x\\nRuntimeError: the app broke\\n')"
)
SERVE_CRASHING_APP = f"""
import sys
from tui.serve import open_listener
from tui.web_server import ClanhallServer
sock = open_listener("127.0.0.1", 0)
print(sock.getsockname()[1], flush=True)
ClanhallServer([sys.executable, "-c", {CRASHING_APP!r}], sock).serve()
"""


async def test_a_crashing_app_s_traceback_goes_to_the_log_and_its_tab_ends(tmp_path):
    """What a tab's app writes to its error output (a crash) is one line on the server, the
    text in the error log; the tab's page is closed ("Session ended")."""
    import aiohttp

    server = subprocess.Popen(
        [sys.executable, "-c", SERVE_CRASHING_APP],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=serve_env(tmp_path),
    )
    port = int(server.stdout.readline())

    async def scenario() -> None:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"http://127.0.0.1:{port}/ws") as tab:
                while (await asyncio.wait_for(tab.receive(), WAIT)).type == aiohttp.WSMsgType.BINARY:
                    pass

    try:
        await scenario()
    finally:
        server.send_signal(signal.SIGINT)
        output = server.communicate(timeout=WAIT)[0]
    assert "Traceback" not in output, output
    assert "a tab's app reported an error (RuntimeError: the app broke); the details are in" in output
    assert "RuntimeError: the app broke" in (tmp_path / "log").read_text()


# -- messages -------------------------------------------------------------------------------
def test_parse_message_takes_the_page_s_messages():
    assert parse_message('["stdin", "x"]') == ("stdin", "x")
    assert parse_message('["resize", {"width": 120, "height": 40}]') == ("resize", (120, 40))
    assert parse_message('["resize", {"width": 99999, "height": -3}]') == ("resize", (1000, 1))
    assert parse_message('["ping", "1"]') == ("ping", "1")
    assert parse_message('["focus"]') == ("focus", None)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "x",
        "{}",
        "[]",
        "[1]",
        '["stdin"]',
        '["stdin", 3]',
        '["resize", []]',
        '["resize", {"width": "w"}]',
        '["ping", "' + "9" * 200 + '"]',
        '["quit"]',
    ],
)
def test_parse_message_refuses_what_is_malformed(text):
    with pytest.raises(ValueError):
        parse_message(text)


def test_terminal_size_defaults_and_bounds():
    assert terminal_size({}) == (80, 24)
    assert terminal_size({"width": "0", "height": "5000"}) == (1, 1000)
