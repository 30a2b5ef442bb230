"""A host that vanishes is reported by both clients (the interface's `net.client.Client`
and the text client) as soon as its silence passes the heartbeat's limit: on a fake clock
the client wakes at the limit and reports; with a real host killed -9 the report comes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

from net.client import Client
from net.pulse import Pulse
from tests.net.test_commands import PRELUDE, ROOT, _clanhall, _read_until
from tests.support.ports import free_port
from tests.support.waiting import DEADLINE, FakeClock, async_wait_until


def test_the_pulse_wakes_the_client_at_the_limit_and_never_later():
    clock = FakeClock()
    pulse = Pulse(heartbeat=1.0, dead_after=4.0, clock=clock)
    assert pulse.ping_due() and not pulse.ping_due()  # at once, then a heartbeat later
    slept = 0.0
    while not pulse.gone():  # the client's loop: sleep as long as it may, then check
        step = pulse.wait()
        assert step <= 1.0
        clock.advance(step)
        slept += step
        pulse.ping_due()
    assert 4.0 < slept <= 4.0 + 0.011  # reported within one shortest wait of the limit
    pulse.heard()
    assert not pulse.gone() and pulse.silent_for() == 0.0


async def test_the_client_reports_the_silent_host_once_the_limit_passes_on_a_fake_clock():
    clock = FakeClock()
    client = Client("tcp://127.0.0.1:1", "Anna", "CODE", heartbeat=1.0, clock=clock)  # never connected
    lost = []
    client.subscribe(lambda e: lost.append(e.data) if e.kind == "lost" else None)

    async def main() -> list[bool]:
        gone = []
        for _ in range(8):  # 0.5 s steps up to the 4 s limit
            gone.append(await client.beat())
            clock.advance(0.5)
        return gone

    gone = await main()
    assert gone == [False] * 8  # silent for 0 to 3.5 s: within the limit
    clock.advance(0.01)  # 4.01 s
    assert await client.beat() is True
    assert len(lost) == 1 and lost[0]["limit"] == 4.0 and 4.0 < lost[0]["silent_for"] <= 4.02
    assert not client.connected


async def test_both_clients_report_a_host_killed_mid_game(tmp_path):
    port = free_port()
    common = ["--heartbeat", "0.2"]
    host = _clanhall(
        "host", "--game", "lucky-draw", "--players", "2", "--bind", "127.0.0.1", "--port", str(port),
        "--join-code", "GONE", "--no-autosave", "--no-announce", *common,
    )  # fmt: skip
    out_path = tmp_path / "bob.txt"
    text_client = None
    try:
        _read_until(host, "Join code")
        with open(out_path, "w") as out:  # a file: a full pipe nobody reads would block it
            text_client = subprocess.Popen(
                [sys.executable, "-c", PRELUDE, "join", f"127.0.0.1:{port}", "--name", "Bob", "--code", "GONE"]
                + common,
                cwd=ROOT,
                env=dict(os.environ, PYTHONPATH=str(ROOT)),
                stdin=subprocess.PIPE,  # Bob types nothing: the game waits for him
                stdout=out,
                stderr=subprocess.STDOUT,
                text=True,
            )

        async def main() -> dict:
            anna = Client(f"tcp://127.0.0.1:{port}", "Anna", "GONE", heartbeat=0.2)
            lost: list[dict] = []
            anna.subscribe(lambda e: lost.append(e.data) if e.kind == "lost" else None)
            await anna.join(timeout=60)
            await async_wait_until(lambda: "Joined Lucky Draw" in out_path.read_text(), "Bob seated")
            await async_wait_until(lambda: anna.status and all(s["connected"] for s in anna.status), "both seated")
            host.send_signal(signal.SIGKILL)  # no goodbye
            await async_wait_until(lambda: lost, "the interface's client reporting the silent host")
            gone = "(the host is gone: nothing heard for"
            await async_wait_until(lambda: gone in out_path.read_text(), "the text client reporting it")
            await anna.close(say_bye=False)
            return lost[0]

        report = await main()
        assert report["silent_for"] > report["limit"] == 0.8
    finally:
        for p in (host, text_client):
            if p is not None and p.poll() is None:
                p.kill()
                p.communicate(timeout=DEADLINE)
    assert "Traceback" not in out_path.read_text()
