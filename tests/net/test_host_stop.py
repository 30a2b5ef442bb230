"""ctrl+c on `clanhall host`: the host says goodbye, prints where the game is saved and the
exact command that hosts it again, and ends with status 0 (a stop the user asked for)."""

from __future__ import annotations

import asyncio
import shlex
import signal
from types import SimpleNamespace

from net.client import Client
from net.host_command import resume_command
from tests.net.test_commands import _clanhall, _read_until
from tests.support.ports import free_port
from tests.support.waiting import DEADLINE, async_wait_until


def test_ctrl_c_prints_the_autosave_and_the_command_that_resumes_it(tmp_path):
    port = free_port()
    common = ["--bind", "127.0.0.1", "--port", str(port), "--heartbeat", "0.5", "--no-announce"]
    host = _clanhall("host", "--game", "lucky-draw", "--players", "2", "--saves-dir", str(tmp_path), *common)
    again = None
    try:
        first = _read_until(host, "Autosave:")
        code = next(line.split(":", 1)[1].strip() for line in first if line.startswith("Join code"))
        save = next(line.split(":", 1)[1].strip() for line in first if line.startswith("Autosave"))
        byes = asyncio.run(_bye_heard_on_ctrl_c(host, port, code))
        assert byes == ["the host stopped"]  # a peer is told, not left to find out
        out = host.communicate(timeout=DEADLINE)[0]
        assert host.returncode == 0, out
        lines = out.splitlines()
        assert f"Stopped; the game is saved in {save}" in lines, out
        command = next(line.split(": ", 1)[1] for line in lines if line.startswith("Resume it with: "))
        words = shlex.split(command)
        assert words[:4] == ["clanhall", "host", "--resume", save]
        assert words[4:] == ["--no-announce", "--bind", "127.0.0.1", "--port", str(port), "--heartbeat", "0.5"]
        assert "Traceback" not in out
        again = _clanhall(*words[1:])  # the printed command hosts the same table again
        resumed = "".join(_read_until(again, "Join code"))
        assert f"Join code: {code}" in resumed
    finally:
        for p in (host, again):
            if p is not None and p.poll() is None:
                p.kill()
                p.communicate(timeout=DEADLINE)


async def _bye_heard_on_ctrl_c(host, port: int, code: str) -> list[str]:
    """Join the host as a player, send it ctrl+c and return the byes the player heard."""
    anna = Client(f"tcp://127.0.0.1:{port}", "Anna", code, heartbeat=0.5)
    byes: list[str] = []
    anna.subscribe(lambda e: byes.append(e.data.get("reason")) if e.kind == "bye" else None)
    await anna.join(timeout=60)
    host.send_signal(signal.SIGINT)
    await async_wait_until(lambda: byes, "the host's bye at the player")
    await anna.close(say_bye=False)
    return byes


def _args(**given) -> SimpleNamespace:
    defaults = dict(
        bind="0.0.0.0", port=7141, no_announce=False, spectator_chat=False, no_rematch=False, spectators=0,
        key_file=None, heartbeat=1.0, replace_after=None, replace_bot="random", secure=False, allow_key=[],
    )  # fmt: skip
    return SimpleNamespace(**{**defaults, **given})


def test_the_resume_command_repeats_only_what_the_save_does_not_keep():
    assert resume_command(_args(), "/saves/a b.clanhall") == "clanhall host --resume '/saves/a b.clanhall'"
    full = resume_command(
        _args(spectators=3, spectator_chat=True, no_rematch=True, replace_after=30.0, replace_bot="greedy",
              secure=True, key_file="k.key", allow_key=["KEY1"]),
        "s.clanhall",
    )  # fmt: skip
    assert full == (
        "clanhall host --resume s.clanhall --spectator-chat --no-rematch --spectators 3 --key-file k.key "
        "--replace-after 30 --replace-bot greedy --secure --allow-key KEY1"
    )
