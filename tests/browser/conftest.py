"""The real-browser tests: Debian's chromium, headless, driven by Playwright.

They run with `make test-browser` (which installs chromium and the `browser` extra), not
with `make test`: they need a system browser, not only Python packages. The `browser`
marker keeps them out of the default run (see `addopts` in pyproject.toml).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.ports import free_port

CHROMIUM = "/usr/bin/chromium"
# Headless, and nothing that would reach the Internet: no updates, sync, QUIC or
# background requests, every host name but 127.0.0.1 unresolvable (no DNS query leaves).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
START_SECONDS = 60  # for `clanhall serve` to say where it listens, on a busy machine


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    """A running `clanhall serve` on 127.0.0.1 with its saves and log in tmp_path: its URL."""
    port = free_port()
    env = {**os.environ, "CLANHALL_SAVES_DIR": str(tmp_path / "saves"), "CLANHALL_LOG": str(tmp_path / "log")}
    server = subprocess.Popen(
        [sys.executable, "-m", "tui", "serve", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    try:
        first = server.stdout.readline()
        assert f"http://127.0.0.1:{port}" in first, f"clanhall serve did not start: {first!r}"
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.send_signal(2)  # Ctrl+C: every tab's app is asked to quit
        try:
            output = server.communicate(timeout=START_SECONDS)[0]
        except subprocess.TimeoutExpired:
            server.kill()
            output = server.communicate()[0]
            pytest.fail(f"clanhall serve did not stop on SIGINT; its output:\n{first}{output}")
    assert server.returncode == 0, f"clanhall serve exited with {server.returncode}:\n{first}{output}"
    assert "Traceback" not in output, output


@pytest.fixture
def browser_page(tmp_path: Path):
    """A fresh page of headless chromium (own profile) that may reach 127.0.0.1 only, and
    must not even ask for anything else."""
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: `make test-browser` installs it (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / "profile"),
            executable_path=CHROMIUM,
            args=CHROMIUM_ARGS,
            headless=True,
            viewport={"width": 1280, "height": 800},
        )
        try:
            page = context.new_page()
            refused: list[str] = []
            page.route("**/*", lambda route: only_this_machine(route, refused))
            yield page
        finally:
            context.close()
    assert not refused, f"the page asked for addresses beyond this machine: {refused}"


def only_this_machine(route, refused: list[str]) -> None:
    """Let the page load from 127.0.0.1 only; note what else it asks for (the test fails on it)."""
    url = route.request.url
    if url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:")):
        route.continue_()
    else:
        refused.append(url)
        route.abort()


def elapsed(start: float) -> str:
    return f"{time.monotonic() - start:.1f} s"
