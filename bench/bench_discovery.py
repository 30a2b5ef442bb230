"""How long LAN discovery takes to list a newly started game, measured inside a private
network namespace (`unshare --net`, loopback only: nothing reaches this machine's network).

    .venv/bin/python bench/bench_discovery.py [RUNS]

Prints the median and range over RUNS (default 10) of: the host's start-up (process start
to its "Join code" line), a listening browser hearing the game (from the host's process
start, and after its "Join code" line), and a browser started once the game is up hearing
it (what `clanhall games` and `join` without an address wait for). Without a namespace
(not root, no `unshare`) it says so and measures nothing.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETUP = "ip link set lo up && ip link set lo multicast on"


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    probe = subprocess.run(["unshare", "--net", "sh", "-c", SETUP], capture_output=True, text=True)
    if probe.returncode != 0:
        print(f"bench_discovery: no private network namespace here ({probe.stderr.strip()}); nothing measured")
        return 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("CLANHALL_NO_DISCOVERY", None)
    command = f"{SETUP} && exec {sys.executable} -m tests.net.discovery_scenes timing {runs}"
    done = subprocess.run(
        ["unshare", "--net", "sh", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60 * runs
    )
    if done.returncode != 0:
        print(f"bench_discovery: the scene failed:\n{done.stdout}{done.stderr}")
        return 1
    rows = json.loads(done.stdout.strip().splitlines()[-1])["runs"]
    for row in rows:
        if "heard_after_start" in row:
            row["heard_after_ready"] = row["heard_after_start"] - row["ready"]
    print(f"LAN discovery inside a network namespace, {len(rows)} runs (seconds: median, min-max)")
    for key, label in (
        ("ready", "host start-up (process start to its join code)"),
        ("heard_after_start", "listening browser hears it, from the host's process start"),
        ("heard_after_ready", "listening browser hears it, after the host printed its join code"),
        ("fresh_browser", "browser started after the host is up hears it"),
    ):
        values = [row[key] for row in rows if key in row]
        missed = len(rows) - len(values)
        if values:
            note = f"  ({missed} never heard within 30 s)" if missed else ""
            print(f"  {label:<66} {statistics.median(values):5.2f}  {min(values):.2f}-{max(values):.2f}{note}")
        else:
            print(f"  {label:<66} never heard")
    return 0


if __name__ == "__main__":
    sys.exit(main())
