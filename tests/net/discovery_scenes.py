"""Discovery scenes played inside a private network namespace (see test_discovery_lan.py):
`clanhall host` and `clanhall games` / `clanhall join` as separate processes, which find
each other by multicast on the namespace's own loopback and nowhere else.

Run as `python -m tests.net.discovery_scenes SCENE` by `in_namespace`; prints one JSON
line with what it saw. Every wait is bounded; every process it starts is ended.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from tests.support.waiting import pilot_wait_until

ROOT = Path(__file__).resolve().parents[2]
PORT = 7141  # the namespace is ours alone: no other program holds this port there


class Proc:
    """A `clanhall` command with its output read line by line in a thread. `stdin` is
    written at once; with `answers_later` its stdin stays open for `answer`."""

    def __init__(self, *args: str, stdin: str | None = None, answers_later: bool = False) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        env.pop("CLANHALL_NO_DISCOVERY", None)
        self.started = time.monotonic()
        self.ended: float | None = None
        self.p = subprocess.Popen(
            [sys.executable, "-m", "tui.cli", *args],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE if stdin is not None or answers_later else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        if stdin is not None:
            self.p.stdin.write(stdin)
            self.p.stdin.close()
        self.lines: queue.Queue = queue.Queue()
        self.seen: list[str] = []
        self.at_end = False  # its whole output read: a later wait returns at once
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def answer(self, text: str) -> None:
        """Type `text` on its stdin (opened with `answers_later`) and close it."""
        stdin = self.p.stdin
        assert stdin is not None, "started without answers_later"
        try:
            stdin.write(text)
            stdin.close()
        except OSError:  # it ended without asking: its output says why
            pass

    def wait_for(self, text: str, timeout: float = 30.0) -> str | None:
        """The first line holding `text`, or None after `timeout` seconds or at the end."""
        deadline = time.monotonic() + timeout
        while not self.at_end and (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                return None
            if line is None:
                self.at_end = True
                return None
            self.seen.append(line)
            if text in line:
                return line
        return None

    def finish(self, timeout: float = 30.0) -> tuple[int, str]:
        """Wait for the end (killing it after `timeout`); (exit code, all its output)."""
        try:
            self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait(10)
        self.ended = self.ended or time.monotonic()
        self.wait_for("\0", timeout=5)  # no line holds it: reads the rest, to the end
        return self.p.returncode, "\n".join(self.seen)

    def stop(self, sig=signal.SIGTERM) -> tuple[int, str]:
        if self.p.poll() is None:
            self.p.send_signal(sig)
        return self.finish(timeout=15)


def host(*args: str) -> tuple[Proc, str]:
    """A started host and its join code."""
    proc = Proc("host", "--port", str(PORT), "--no-autosave", *args)
    line = proc.wait_for("Join code:")
    if line is None:
        raise SystemExit(f"the host did not start: {proc.stop()}")
    return proc, line.split(":", 1)[1].strip()


def games(wait: float = 2.5) -> tuple[int, str]:
    return Proc("games", "--wait", str(wait)).finish()


def games_until(text: str, tries: int = 6, wait: float = 1.5) -> tuple[int, str]:
    """`clanhall games` again until its output holds `text` (or `tries` runs): a host on
    a busy machine may take a while to finish registering, and a lister that starts slowly
    may spend its short wait before it hears anyone: each try listens a little longer."""
    for k in range(tries):
        rc, out = games(wait * (1 + k / 2))
        if text in out:
            break
    return rc, out


class LiveList:
    """What a `GameBrowser` listening in this process hears, as an open Join screen would:
    each list it was told, as (title, seats text) pairs; `wait` for one that pleases."""

    def __init__(self) -> None:
        from net.discovery import GameBrowser

        self.heard: list[list[tuple[str, str]]] = []
        self.told = threading.Condition()
        self.browser = GameBrowser(self._on_change)
        self.browser.start()

    def _on_change(self, found) -> None:
        with self.told:
            self.heard.append([(g.title, g.seats_text) for g in found])
            self.told.notify_all()

    def wait(self, pleases, timeout: float = 10.0) -> list[tuple[str, str]] | None:
        """The list heard last once it `pleases` (or after `timeout` s); None if none came."""
        with self.told:
            self.told.wait_for(lambda: bool(self.heard) and pleases(self.heard[-1]), timeout)
            return self.heard[-1] if self.heard else None

    def close(self) -> None:
        self.browser.close()


def scene_announced() -> dict:
    """A host is listed with its fields; a join fills a seat and the record follows; `join`
    without an address picks it by number.

    Bob's `join` listens from the host's start, beside the first listing (each only
    waits), and is answered once Anna's seat is heard taken, so he picks after her. The
    record's change is heard by a browser listening here from the start (an open Join
    screen) instead of a second `clanhall games`: an update reaches it at once, where a
    fresh listing would wait out its whole --wait."""
    seen: dict = {}
    live = LiveList()
    hosted, code = host("--game", "clans", "--players", "3")
    bob = Proc("join", "--name", "Bob", "--code", code, "--bot", "random", "--wait", "3", answers_later=True)
    anna = None
    try:
        seen["listed"] = games_until("3 of 3 free")
        anna = Proc("join", f"127.0.0.1:{PORT}", "--name", "Anna", "--code", code, "--bot", "random")
        seen["anna"] = anna.wait_for("Joined") is not None
        seen["one_filled"] = live.wait(lambda found: any(seats == "2 of 3 free" for _title, seats in found))
        bob.answer("1\n")
        seen["bob"] = bob.wait_for("Joined") is not None
        seen["bob_out"] = "\n".join(bob.seen)
    finally:
        live.close()
        for proc in (anna, bob, hosted):
            if proc is not None:
                proc.stop(signal.SIGKILL)
    return seen


def scene_withdrawn() -> dict:
    """A stopped host is gone, live and afresh: the live browser listens from the start (as
    an open Join screen would) and the last listing runs while it waits for the goodbye:
    neither waits for the other. A scene of its own, beside `announced` in its own
    namespace, so the two run side by side."""
    seen: dict = {}
    live = LiveList()
    hosted, _ = host("--game", "clans", "--players", "3")
    try:
        before = live.wait(bool)
        seen["live_before"] = [title for title, _seats in before] if before else None
        seen["host_stop"] = hosted.stop()
        after = Proc("games", "--wait", "1.5")  # starts afresh, after the goodbye was sent
        gone = live.wait(lambda found: not found, timeout=5)  # the goodbye clears it within a moment
        seen["live_after"] = [title for title, _seats in gone] if gone is not None else None
        seen["after"] = after.finish()
    finally:
        live.close()
        hosted.stop(signal.SIGKILL)
    return seen


def scene_not_announced() -> dict:
    """`host --no-announce` is heard by no one: neither `games` nor `join`, which listen side
    by side (each only waits, so neither holds the other up)."""
    hosted, _ = host("--game", "clans", "--players", "2", "--no-announce")
    try:
        # a host that announced would be heard within about 1.3 s of its join code
        # (bench_discovery): the default wait, what a user listens, is twice as long
        listing = Proc("games", "--wait", "2.5")
        joining = Proc("join", "--name", "Eve", "--code", "X", "--wait", "2")
        return {"listed": listing.finish(), "join": joining.finish()}
    finally:
        hosted.stop()


def scene_timing(runs: int = 10) -> dict:
    """How soon a new game is heard, `runs` times: by a browser already listening (the
    Join screen left open) from the host's start and from its "Join code" line, and by a
    browser started once the host is up (`clanhall games`, `join` without an address)."""
    from net.discovery import GameBrowser

    rows = []
    for _ in range(runs):
        early, late = threading.Event(), threading.Event()
        listening = GameBrowser(lambda found, heard=early: found and heard.set())
        listening.start()
        start = time.monotonic()
        hosted, _ = host("--game", "clans", "--players", "2")
        ready = time.monotonic() - start
        row = {"ready": ready}
        if early.wait(30):
            row["heard_after_start"] = time.monotonic() - start
        fresh_start = time.monotonic()
        fresh = GameBrowser(lambda found, heard=late: found and heard.set())
        fresh.start()
        if late.wait(30):
            row["fresh_browser"] = time.monotonic() - fresh_start
        hosted.stop()
        listening.close()
        fresh.close()
        rows.append(row)
    return {"runs": rows}


def scene_join_screen() -> dict:
    """The interface's Join screen lists a real announced game; a pick fills its address."""
    import asyncio

    from textual.widgets import DataTable, Input

    from tui.app import ClanhallApp
    from tui.screens.join import JoinDialog

    async def look() -> dict:
        app = ClanhallApp()
        async with app.run_test(size=(100, 32)) as pilot:
            dialog = JoinDialog()
            await app.push_screen(dialog)
            table = dialog.query_one("#join-games", DataTable)
            await pilot_wait_until(pilot, lambda: table.row_count, "the announced game listed")
            rows = [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]
            host_field = dialog.query_one("#join-host", Input)
            table.focus()
            await pilot.press("enter")  # the table's row message fills the address
            await pilot_wait_until(pilot, lambda: host_field.value, "the address filled in")
            picked = host_field.value
            await pilot.press("escape")
            await pilot_wait_until(pilot, lambda: app.screen is not dialog, "the join screen closed")
            # its browser stops when the screen is unmounted, a round later
            await pilot_wait_until(pilot, lambda: dialog.browser is None, "the browser stopped")
            return {"rows": rows, "picked": picked, "closed": dialog.browser is None}

    hosted, _ = host("--game", "clans", "--players", "2", "--bind", "127.0.0.1")
    try:
        return asyncio.run(look())
    finally:
        hosted.stop()


def scene_interface_host(announce: int = 1) -> dict:
    """A game hosted from the interface is announced; with "Announce: no" (`announce` 0) it
    is not. One setting a scene, so the two run side by side in namespaces of their own."""
    import asyncio

    from tui.app import ClanhallApp
    from tui.setup import GameSetup

    async def hosted() -> tuple[int, str]:
        setup = GameSetup("clans", {"players": 2}, 7, ["human", "network"], port=PORT, announce=bool(announce))
        app = ClanhallApp(autosave=False)
        async with app.run_test(size=(100, 32)) as pilot:
            app.start_game(setup)
            await pilot_wait_until(pilot, app.game_screen, "the hosted game's screen")
            # heard: the first listing for 1.5 s, then longer; not heard: the default 2.5 s
            tries, wait = (3, 1.5) if announce else (1, 2.5)
            listing = asyncio.get_running_loop().run_in_executor(None, games_until, "1 of 2 free", tries, wait)
            # the app's loop goes on answering queries meanwhile
            await pilot_wait_until(pilot, listing.done, "the listing")
            await app.game_screen().host.stop()
            return listing.result()

    return {"listed": asyncio.run(hosted())}


class Flood:
    """Records no real game sends, sent into the namespace every half second from a
    zeroconf of its own: `names` PTR records pointing at instances that have no SRV or TXT
    record (a browser hears of them and can never resolve them), and whole `records`
    (instance name, TXT properties, addresses), sent raw: zeroconf would refuse to
    register some of them (control characters in the name)."""

    def __init__(self, names: int, records: list[tuple[str, dict, list[str]]] = ()) -> None:
        from zeroconf import Zeroconf

        self.zc = Zeroconf(interfaces=["127.0.0.1"])
        self.names = names
        self.records = list(records)
        self.stop_event = threading.Event()
        self.thread = threading.Thread(target=self._send, daemon=True)
        self.thread.start()

    def _packets(self):
        import ipaddress

        from zeroconf import DNSAddress, DNSOutgoing, DNSPointer, DNSService, DNSText
        from zeroconf.const import _CLASS_IN, _FLAGS_AA, _FLAGS_QR_RESPONSE, _TYPE_A, _TYPE_PTR, _TYPE_SRV, _TYPE_TXT

        from net.discovery import SERVICE_TYPE

        def pointer(alias: str):
            return DNSPointer(SERVICE_TYPE, _TYPE_PTR, _CLASS_IN, 4500, alias)

        for start in range(0, self.names, 20):  # a few records a packet
            out = DNSOutgoing(_FLAGS_QR_RESPONSE | _FLAGS_AA)
            for i in range(start, min(start + 20, self.names)):
                out.add_answer_at_time(pointer(f"ghost {i:03d}.{SERVICE_TYPE}"), 0)
            yield out
        for k, (instance, props, addresses) in enumerate(self.records):
            name, server = f"{instance}.{SERVICE_TYPE}", f"odd-{k}.local."
            txt = b"".join(bytes([len(kv)]) + kv for kv in (f"{a}={b}".encode() for a, b in props.items()))
            out = DNSOutgoing(_FLAGS_QR_RESPONSE | _FLAGS_AA)
            out.add_answer_at_time(pointer(name), 0)
            out.add_answer_at_time(DNSService(name, _TYPE_SRV, _CLASS_IN, 120, 0, 0, 7142, server), 0)
            out.add_answer_at_time(DNSText(name, _TYPE_TXT, _CLASS_IN, 4500, txt), 0)
            for address in addresses:
                packed = ipaddress.ip_address(address).packed
                out.add_answer_at_time(DNSAddress(server, _TYPE_A, _CLASS_IN, 120, packed), 0)
            yield out

    def _send(self) -> None:
        while not self.stop_event.is_set():
            for out in self._packets():
                self.zc.send(out)
            self.stop_event.wait(0.5)

    def close(self) -> None:
        self.stop_event.set()
        self.thread.join(10)
        self.zc.close()


def timed(proc: Proc) -> dict:
    """How `proc` ended: its exit code, output and seconds from its start to its end."""
    rc, out = proc.finish(timeout=300)
    return {"rc": rc, "out": out, "seconds": proc.ended - proc.started}


def hostile_listing(names: int, wait: float) -> dict:
    """Beside the game hosted here, `names` names that never resolve: `clanhall games --wait
    WAIT` and `join` without an address side by side (each only listens), each with how long
    it took."""
    flood = Flood(names)
    try:
        listing = Proc("games", "--wait", str(wait))
        joining = Proc("join", "--name", "Eve", "--code", "X", "--wait", str(wait), stdin="")
        return {"games": timed(listing), "join": timed(joining)}
    finally:
        flood.close()


def scene_hostile(names: int = 60, wait: int = 3) -> dict:
    """A real game announced beside `names` names that never resolve (`hostile_listing`)."""
    hosted, _ = host("--game", "clans", "--players", "2")
    try:
        return hostile_listing(names, wait)
    finally:
        hosted.stop()


ODD_TXT = {
    "txtvers": "1",
    "proto": "²",
    "game": "clans\x1b[2J",
    "seats": "²",
    "free": "¹",
    "secure": "no",
    "host": "\x1b]0;owned\x07evil[/]",
}


def odd_listing() -> dict:
    """Beside the game hosted here, records no game sends: counts in odd digits, control
    characters in the instance name and fields, addresses no one can dial."""
    import tempfile

    from net.protocol import VERSION

    log_file = Path(tempfile.mkdtemp()) / "clanhall.log"
    os.environ["CLANHALL_LOG"] = str(log_file)  # the listers' error log: not the user's
    fine = {"txtvers": "1", "proto": str(VERSION), "game": "clans", "seats": "2", "free": "2", "host": "far"}
    records = [
        ("odd digits", ODD_TXT, ["127.0.0.1"]),
        ("\x1b[31mred\x07 [/] name", fine, ["127.0.0.1"]),
        *((f"nowhere {address}", fine, [address]) for address in ("0.0.0.0", "224.0.0.251", "255.255.255.255")),
    ]
    flood = Flood(0, records)
    try:
        listed = games_until("no address to join (255.255.255.255)")
        return {"games": listed, "log": log_file.read_text() if log_file.exists() else ""}
    finally:
        flood.close()


def scene_one_host() -> dict:
    """The loopback and hostile scenes on one host (one start, where two cost about two
    seconds each): a secure Crystal Clans host bound to 127.0.0.1, listed beside 60 names
    that never resolve. The listing that proves the flood holds nothing up proves the
    loopback host's row too (its address, secure); before the flood, a browser here only
    waits for the announcement (~1.3 s) where a listing of its own took 2 s and a process."""
    live = LiveList()
    hosted, _ = host("--game", "crystal-clans", "--players", "2", "--bind", "127.0.0.1", "--secure")
    try:
        # the listers start once the game is announced (a registration takes about 1.3 s),
        # as a listing of its own made sure before
        heard = live.wait(bool)
        live.close()
        for wait in (2.5, 4):  # a busy machine may answer the first listers late: once more, longer
            hostile = hostile_listing(60, wait)
            if all("127.0.0.1:7141" in hostile[lister]["out"] for lister in ("games", "join")):
                break
        return {"heard": heard, "hostile": hostile}
    finally:
        live.close()
        hosted.stop()


def scene_odd_records() -> dict:
    """Odd records beside a real game (`odd_listing`), in a namespace and on a host of its
    own: after the hostile flood on one host they made the module's longest scene, and a
    flood of one is heard by no lister of the other."""
    hosted, _ = host("--game", "clans", "--players", "2", "--bind", "127.0.0.1")
    try:
        return odd_listing()
    finally:
        hosted.stop()


SCENES = {
    "one-host": scene_one_host,
    "odd-records": scene_odd_records,
    "hostile": scene_hostile,
    "interface-host": scene_interface_host,
    "join-screen": scene_join_screen,
    "announced": scene_announced,
    "withdrawn": scene_withdrawn,
    "not-announced": scene_not_announced,
    "timing": scene_timing,
}

if __name__ == "__main__":
    os.environ.pop("CLANHALL_NO_DISCOVERY", None)
    print(json.dumps(SCENES[sys.argv[1]](*map(int, sys.argv[2:]))), flush=True)
