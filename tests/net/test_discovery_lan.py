"""Discovery over real multicast — only inside a private network namespace made here.

Each test reads a scene of tests/net/discovery_scenes.py run under `unshare --net`, with
the namespace's loopback up and multicast on, so no packet reaches the machine's own
interfaces; the module starts every scene at once, each in a namespace of its own. A
machine where the namespace cannot be made fails these tests with a clear message: they
never fall back to the real network.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAMESPACE = "ip link set lo up && ip link set lo multicast on && exec {python} -m tests.net.discovery_scenes {scene}"


def namespace_problem() -> str | None:
    """Why a private network namespace cannot be made here, or None if it can."""
    try:
        made = subprocess.run(
            ["unshare", "--net", "sh", "-c", "ip link set lo up && ip link set lo multicast on"],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"{type(exc).__name__}: {exc}"
    return None if made.returncode == 0 else (made.stderr.strip() or f"exit status {made.returncode}")


class Scene:
    """A scene running in a network namespace of its own, started at once; `seen()` waits
    for its end and gives what it saw."""

    def __init__(self, scene: str, timeout: float = 240) -> None:
        self.scene, self.timeout = scene, timeout
        self.run = subprocess.Popen(
            ["unshare", "--net", "sh", "-c", NAMESPACE.format(python=sys.executable, scene=scene)],
            cwd=ROOT,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,  # its own group: a scene that hangs is ended with all it started
        )
        self.outcome: tuple[str, str] | None = None

    def seen(self) -> dict:
        if self.outcome is None:
            try:
                self.outcome = self.run.communicate(timeout=self.timeout)
            except subprocess.TimeoutExpired:
                self.stop()
                out, err = self.run.communicate()
                pytest.fail(f"the scene {self.scene!r} did not end within {self.timeout:g} s:\n{out}{err}")
        out, err = self.outcome
        assert self.run.returncode == 0, out + err
        return json.loads(out.strip().splitlines()[-1])

    def stop(self) -> None:
        if self.run.poll() is None:
            os.killpg(self.run.pid, signal.SIGKILL)


# Every scene of this module, each in its own namespace (each has its own loopback, so
# they can all use port 7141 and none hears another's games). Most of a scene's time is
# listening (`games --wait`, a join's wait), not CPU: run side by side, the module takes
# about as long as its longest scene (announced) instead of the sum of all of them.
SCENES = (
    "announced",
    "withdrawn",
    "not-announced",
    "join-screen",
    "interface-host 1",
    "interface-host 0",
    "one-host",
    "odd-records",
)


@pytest.fixture(scope="module")
def scenes():
    """Every scene of SCENES, started together; a scene's test waits for its own."""
    problem = namespace_problem()
    if problem is not None:
        pytest.fail(
            "the discovery tests need a private network namespace (`unshare --net`, root or user "
            f"namespaces, and iproute2) and will not multicast on this machine's network: {problem}"
        )
    running = {name: Scene(name) for name in SCENES}
    try:
        yield running
    finally:
        for scene in running.values():
            scene.stop()
            scene.run.communicate()


def test_a_hosted_game_is_listed_followed_picked_and_withdrawn(scenes):
    seen = scenes["announced"].seen()
    rc, out = seen["listed"]
    assert rc == 0, out
    assert "Clans" in out and "standard" in out and "3 of 3 free" in out and "127.0.0.1:7141" in out, out
    row = next(line for line in out.splitlines() if line.startswith("1 "))
    assert re.split(r"\s{2,}", row)[4] == "no", row  # not secure
    assert seen["anna"]
    # the record follows the seats, heard by a browser listening from the start
    assert [seats for _title, seats in seen["one_filled"] or []] == ["2 of 3 free"], seen
    assert seen["bob"], seen["bob_out"]  # picked by number, without an address
    assert "Pick a game" in seen["bob_out"] and "Joining Clans on" in seen["bob_out"], seen["bob_out"]
    seen = scenes["withdrawn"].seen()
    assert seen["live_before"] and "Clans on" in seen["live_before"][0]
    assert seen["host_stop"][0] in (0, 130), seen["host_stop"]
    assert seen["live_after"] == [], seen  # the host's goodbye, heard at once
    rc, out = seen["after"]
    assert rc == 1 and "No games heard" in out, out


def test_no_announce_is_heard_by_no_one(scenes):
    seen = scenes["not-announced"].seen()
    rc, out = seen["listed"]
    assert rc == 1 and "No games heard" in out, out
    rc, out = seen["join"]
    assert rc == 1 and "no games heard" in out, out


def test_the_join_screen_lists_a_real_announced_game(scenes):
    seen = scenes["join-screen"].seen()
    assert len(seen["rows"]) == 1, seen
    title, kind, seats, secure, where, note = seen["rows"][0]
    assert title.startswith("Clans on") and kind == "Clans" and seats == "2 of 2 free"  # one variant: unnamed
    assert (secure, where, note) == ("no", "127.0.0.1:7141", "")
    assert seen["picked"] == "127.0.0.1:7141" and seen["closed"]


def test_a_game_hosted_from_the_interface_is_announced_unless_told_not_to(scenes):
    rc, out = scenes["interface-host 1"].seen()["listed"]
    assert rc == 0 and "Clans" in out and "1 of 2 free" in out, out  # the host sits in one
    rc, out = scenes["interface-host 0"].seen()["listed"]
    assert rc == 1 and "No games heard" in out, out


@pytest.fixture(scope="module")
def one_host(scenes) -> dict:
    """What the loopback and hostile scenes saw, played on one host (`scene_one_host`)."""
    return scenes["one-host"].seen()


def test_a_loopback_host_is_listed_with_its_loopback_address_and_secure(one_host):
    """Read on the listing beside the 60 names that never resolve (the next test): the
    real game's row is the same with or without them."""
    seen = one_host["hostile"]["games"]
    rc, out = seen["rc"], seen["out"]
    assert rc == 0, out
    row = next(line for line in out.splitlines() if line.startswith("1 "))
    assert "Crystal Clans" in row and "127.0.0.1:7141" in row and re.split(r"\s{2,}", row)[4] == "yes", out


def test_names_that_never_resolve_hold_up_neither_the_listing_nor_the_real_game(one_host):
    """60 announced names with no record beside a real game (issue 33 §2): before, each name
    held the browser's one thread for 1.5 s — `games --wait 3` took 90 s and heard nothing.
    The numbers are in bench/bench_discovery_hostile.py."""
    seen = one_host["hostile"]
    rc, out = seen["games"]["rc"], seen["games"]["out"]
    assert rc == 0 and "127.0.0.1:7141" in out and "2 of 2 free" in out, out
    assert "ghost" not in out and "Traceback" not in out, out
    rc, out = seen["join"]["rc"], seen["join"]["out"]
    assert rc == 2 and "Pick a game (1-1" in out and "127.0.0.1:7141" in out, out


def test_odd_records_are_listed_escaped_or_skipped_and_never_a_traceback(scenes):
    """Counts in digits int() refuses ('²'), control characters in the fields and the
    instance name, addresses no one can dial (issue 33 §2), beside a real game."""
    seen = scenes["odd-records"].seen()
    rc, out = seen["games"]
    assert rc == 0 and "Traceback" not in out and "Error" not in out, out
    lines = out.splitlines()
    assert "127.0.0.1:7141" in lines[1] and "2 of 2 free" in lines[1], out  # the real game, first
    assert "\x1b" not in out and "\x07" not in out, out
    assert "\\x1b]0;owned\\x07evil[/]" in out and "speaks protocol ² (this clanhall" in out, out
    assert "unreadable seat count" in out, out
    for address in ("0.0.0.0", "224.0.0.251", "255.255.255.255"):
        assert f"no address to join ({address})" in out and f"{address}:" not in out, out
    assert "red" not in out, out  # zeroconf cannot read a name holding control characters: skipped
    assert "Traceback" not in seen["log"], seen["log"]
