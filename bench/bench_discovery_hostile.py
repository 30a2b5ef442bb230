"""How long `clanhall games --wait W` and `clanhall join` without an address take when a
real game is announced beside many names that never resolve (PTR records pointing at
instances with no SRV or TXT record), inside a private network namespace (`unshare --net`,
loopback only: nothing reaches this machine's network).

    .venv/bin/python bench/bench_discovery_hostile.py [NAMES [WAIT]]

NAMES defaults to 60 and WAIT to 3 seconds. Prints the seconds each command took and
whether it listed the real game. Without a namespace (not root, no `unshare`) it says so
and measures nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETUP = "ip link set lo up && ip link set lo multicast on"


def main() -> int:
    names = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    wait = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    probe = subprocess.run(["unshare", "--net", "sh", "-c", SETUP], capture_output=True, text=True)
    if probe.returncode != 0:
        print(f"bench_discovery_hostile: no private network namespace here ({probe.stderr.strip()}); nothing measured")
        return 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("CLANHALL_NO_DISCOVERY", None)
    command = f"{SETUP} && exec {sys.executable} -m tests.net.discovery_scenes hostile {names} {wait}"
    done = subprocess.run(
        ["unshare", "--net", "sh", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900
    )
    if done.returncode != 0:
        print(f"bench_discovery_hostile: the scene failed:\n{done.stdout}{done.stderr}")
        return 1
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    print(f"A real game beside {names} names that never resolve, listening {wait} s, in a network namespace")
    for key, label in (
        ("games", f"clanhall games --wait {wait}"),
        ("join", f"clanhall join --wait {wait} (no address)"),
    ):
        run = seen[key]
        listed = "lists the real game" if "127.0.0.1:7141" in run["out"] else "does NOT list the real game"
        print(f"  {label:<36} {run['seconds']:6.1f} s  exit {run['rc']}  {listed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
