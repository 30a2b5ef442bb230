"""`clanhall serve` reads the Host header strictly and accepts only this machine's names,
letter for letter (issue 33 §3): a rebinding site `<hostname>.attacker.example` is refused,
a malformed Host or an odd query value gets 400 with one line and no traceback in the log."""

from __future__ import annotations

import ipaddress
import json
import os
import shutil
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.tui.test_serve import WAIT, Served, run_serve, serve_env
from tui.serve_hosts import Host, host_policy, read_host

ROOT = Path(__file__).resolve().parents[2]


# -- reading the header -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("127.0.0.1:8000", Host("127.0.0.1", ipaddress.ip_address("127.0.0.1"), 8000)),
        ("LocalHost.:80", Host("localhost", None, 80)),
        ("[::1]:8000", Host("::1", ipaddress.ip_address("::1"), 8000)),
        ("mybox", Host("mybox", None, None)),
        ("my_box.lan:", Host("my_box.lan", None, None)),
    ],
)
def test_read_host_takes_what_browsers_send(header, expected):
    assert read_host(header) == expected


@pytest.mark.parametrize(
    "header",
    [
        "127.0.0.1:abc",
        "127.0.0.1:99999",
        "127.0.0.1:8000:1",
        "caf\u00e9.example",  # a byte >= 0x80 read as UTF-8
        "\udcff\udcfe",  # bytes >= 0x80 that are not UTF-8, as aiohttp reads them
        "",
        "a..b",
        "-a.example",
        "[::1",
        "[nope]",
        "[::1%25lo]",
        "evil.example/x",
        "a b",
    ],
)
def test_read_host_refuses_what_is_malformed(header):
    with pytest.raises(ValueError):
        read_host(header)


def test_str_of_a_host_is_the_address_for_the_page():
    assert str(read_host("[::1]:8000")) == "[::1]:8000"
    assert str(read_host("MyBox.:80")) == "mybox:80"
    assert str(read_host("10.0.0.1")) == "10.0.0.1"


# -- the policy -------------------------------------------------------------------------------
LAN = host_policy("0.0.0.0", ["game.example.org", "203.0.113.5"], fqdn="mybox.lan", hostname="mybox")


@pytest.mark.parametrize(
    "header",
    [
        "localhost:8000",
        "mybox.lan:8000",
        "MYBOX.LAN.",
        "mybox",
        "game.example.org",
        "127.0.0.1",
        "[::1]",
        "203.0.113.5",
    ],
)
def test_a_lan_server_accepts_its_own_names_exactly(header):
    assert LAN.allows(read_host(header))


@pytest.mark.parametrize(
    "header",
    [
        "mybox.attacker.example:8000",  # DNS rebinding: the host name as a first label
        "mybox.lan.attacker.example",
        "mybox.local",
        "x.mybox.lan",
        "foo.localhost",
        "game.example",
        "evil.example",
        "0.0.0.0:8000",
        "[::]",
        "192.0.2.7",  # an address, but not one this request arrived on
    ],
)
def test_a_lan_server_refuses_every_other_name(header):
    assert not LAN.allows(read_host(header), arrived_on="192.168.1.4")


def test_an_address_is_this_machine_s_when_the_request_arrived_on_it_or_the_server_is_bound_to_it():
    assert LAN.allows(read_host("192.168.1.4:8000"), arrived_on="192.168.1.4")
    assert LAN.allows(read_host("192.168.1.4:8000"), arrived_on="::ffff:192.168.1.4")  # a dual-stack socket
    assert not LAN.allows(read_host("192.168.1.4:8000"), arrived_on="192.168.1.5")
    bound = host_policy("192.168.1.4", [], fqdn="mybox.lan", hostname="mybox")
    assert bound.allows(read_host("192.168.1.4"))
    assert not bound.allows(read_host("192.168.1.9"))


def test_a_loopback_server_accepts_loopback_and_public_names_only():
    policy = host_policy("127.0.0.1", ["proxy.example"], fqdn="mybox.lan", hostname="mybox")
    assert policy.allows(read_host("localhost:8000")) and policy.allows(read_host("127.0.0.1:8000"))
    assert policy.allows(read_host("proxy.example"))  # a reverse proxy on this machine
    assert not policy.allows(read_host("mybox.lan")) and not policy.allows(read_host("mybox"))


@pytest.mark.parametrize("name", ["game.example:80", "caf\u00e9.example", "0.0.0.0", "a..b"])
def test_a_bad_public_name_is_refused(name):
    with pytest.raises(ValueError):
        host_policy("0.0.0.0", [name])


def test_a_bad_public_name_is_one_line_and_exit_2(tmp_path):
    result = run_serve(tmp_path, "--public-name", "game.example:80")
    assert result.returncode == 2
    output = (result.stdout + result.stderr).strip()
    assert (
        output == "clanhall serve: --public-name 'game.example:80' is not a host name or an IP address (without a port)"
    )


# -- over loopback ----------------------------------------------------------------------------
def raw_get(port: int, host: bytes, target: bytes = b"/") -> tuple[int, bytes]:
    """A GET of `target` with exactly `host` as the Host header: (status, body)."""
    request = b"GET " + target + b" HTTP/1.1\r\nHost: " + host + b"\r\nConnection: close\r\n\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=WAIT) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


@pytest.fixture
def served(tmp_path):
    server = Served(tmp_path, "--public-name", "game.example.org")
    yield server
    if server.process.poll() is None:
        server.process.kill()
        server.process.wait()


def test_malformed_hosts_and_odd_queries_get_400_with_one_line_and_no_traceback(served, tmp_path):
    port = served.port
    own = f"127.0.0.1:{port}".encode()
    for host in (b"127.0.0.1:abc", b"127.0.0.1:\xc3\xa9", b"\xff\xfe.example", b"127.0.0.1:99999"):
        for target in (b"/", b"/ws", b"/static/js/textual.js"):
            status, body = raw_get(port, host, target)
            assert status == 400, (host, target)
            assert body.startswith(b"clanhall serve: malformed Host header")
    for target in (b"/?fontsize=%C2%B9%C2%B2", b"/?fontsize=12abc", b"/?fontsize=100"):
        status, body = raw_get(port, own, target)
        assert status == 400, target
        assert body == b"clanhall serve: fontsize must be a whole number from 6 to 64\n"
    assert raw_get(port, own, b"/ws?width=%C2%B9%C2%B2")[0] == 400
    status, page = raw_get(port, own, b"/?fontsize=20")
    assert status == 200 and b'data-font-size="20"' in page
    output = served.stop()
    assert served.process.returncode == 0
    assert "Traceback" not in output and "Error handling request" not in output, output
    assert output.count("refused a request with a malformed Host") == 12
    log = tmp_path / "log"
    assert not log.exists() or "Traceback" not in log.read_text()


def test_a_rebinding_name_is_refused_and_a_public_name_serves_its_own_page(served):
    port = served.port
    rebinding = f"{socket.gethostname()}.attacker.example:{port}".encode()
    for target in (b"/", b"/ws", b"/static/js/textual.js"):
        assert raw_get(port, rebinding, target)[0] == 403
    status, page = raw_get(port, f"game.example.org:{port}".encode())
    assert status == 200
    assert f'data-session-websocket-url="ws://game.example.org:{port}/ws"'.encode() in page


# -- bound beyond loopback, in a network namespace of its own ------------------------------------
IN_NAMESPACE = """
import json, socket, subprocess, sys
from tests.tui.test_serve_hosts import raw_get
server = subprocess.Popen([sys.executable, "-m", "tui", "serve", "--bind", "0.0.0.0", "--port", "8000"],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
server.stdout.readline(); server.stdout.readline()  # the LAN warning, then the address
hosts = {
    "rebinding": socket.gethostname() + ".attacker.example:8000",
    "full name": socket.getfqdn() + ":8000",
    "host name": socket.gethostname() + ":8000",
    "loopback": "127.0.0.1:8000",
    "another address": "192.0.2.7:8000",
}
status = {what: raw_get(8000, host.encode())[0] for what, host in hosts.items()}
with socket.create_connection(("10.99.0.1", 8000)) as connection:  # arrives on 10.99.0.1
    connection.sendall(b"GET / HTTP/1.1\\r\\nHost: 10.99.0.1:8000\\r\\nConnection: close\\r\\n\\r\\n")
    status["address arrived on"] = int(connection.recv(100).split(b" ")[1])
server.send_signal(2)
status["output"] = server.communicate(timeout=60)[0]
print(json.dumps(status))
"""


def test_a_server_bound_to_0_0_0_0_checks_names_exactly(tmp_path):
    """Bound to every address of a private network namespace (lo and 10.99.0.1 only)."""
    if shutil.which("unshare") is None or subprocess.run(["unshare", "-rn", "true"]).returncode != 0:
        pytest.skip("needs a private network namespace (unshare -rn)")
    script = tmp_path / "inside.py"
    script.write_text(textwrap.dedent(IN_NAMESPACE))
    shell = f"ip link set lo up && ip addr add 10.99.0.1/32 dev lo && exec {sys.executable} {script}"
    done = subprocess.run(
        ["unshare", "-rn", "sh", "-c", shell],
        capture_output=True,
        text=True,
        timeout=WAIT * 2,
        cwd=ROOT,
        env={**serve_env(tmp_path), "PYTHONPATH": str(ROOT), "PATH": "/usr/sbin:/sbin:" + os.environ["PATH"]},
    )
    assert done.returncode == 0, done.stderr
    status = json.loads(done.stdout)
    assert status.pop("output").endswith("clanhall serve: stopped.\n")
    assert status == {
        "rebinding": 403,
        "full name": 200,
        "host name": 200,
        "loopback": 200,
        "another address": 403,
        "address arrived on": 200,
    }
