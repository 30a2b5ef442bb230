"""Websocket messages that are valid JSON but hostile (issue 33 §3): `Infinity` or `1e999` for
a size, a lone surrogate, nesting 10,000 deep. Each is dropped with one line; the tab lives on."""

from __future__ import annotations

import asyncio
import signal

import pytest

from tests.tui.test_serve import WAIT, Served, alive, descendants, first_bytes
from tui.web_server import parse_message, terminal_size

DEEP = "[" * 10_000 + "]" * 10_000

HOSTILE = [
    '["resize", {"width": Infinity, "height": 30}]',
    '["resize", {"width": -Infinity, "height": 30}]',
    '["resize", {"width": NaN, "height": 30}]',
    '["resize", {"width": 1e999, "height": 30}]',
    '["resize", {"width": 100, "height": -1e999}]',
    '["resize", {"width": true, "height": 30}]',
    '["stdin", "\\ud800"]',
    '["stdin", "a\\udfffb"]',
    '["ping", "\\udc00"]',
    DEEP,
    '["stdin", ' + "[" * 10_000 + "]" * 10_000 + "]",
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_parse_message_refuses_hostile_json(text):
    with pytest.raises(ValueError):
        parse_message(text)


def test_parse_message_still_takes_large_finite_sizes_and_surrogate_pairs():
    assert parse_message('["resize", {"width": 1e300, "height": 30.0}]') == ("resize", (1000, 30))
    assert parse_message('["stdin", "\\ud83d\\ude00"]') == ("stdin", "\U0001f600")  # a pair is one character


@pytest.mark.parametrize("value", ["\u00b9\u00b2", "\u0661\u0662", "1_0", " 12", "12.5", "", "9" * 5000])
def test_a_query_size_is_plain_ascii_digits(value):
    with pytest.raises(ValueError):
        terminal_size({"width": value})


# what a page never sends, each dropped too (after the hostile ones, so the one line names the first)
JUNK = ["not json", "[]", '{"a": 1}', '["resize", 5]', '["stdin", 7]', '["nope", 1]', "[1, 2]"]


async def test_hostile_messages_are_dropped_with_one_line_the_tab_lives_on_and_sigterm_ends_it(tmp_path):
    """Through the real websocket on 127.0.0.1: a tab runs its own app process; after every
    hostile or malformed message the same process still answers a ping and takes keys; the
    server prints one line for the tab (not one per message), logs no traceback, and SIGTERM
    ends the tab's app with the server."""
    import aiohttp

    served = Served(tmp_path)

    async def scenario() -> set[int]:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{served.url}/ws?width=100&height=30") as tab:
                await first_bytes(tab, b"New game")
                apps = descendants(served.process.pid)
                assert apps, "no app process behind the tab"
                for text in HOSTILE + JUNK:
                    await tab.send_str(text)
                await tab.send_str('["ping", "still there?"]')
                while True:  # the ping's answer comes after every hostile message was read
                    message = await asyncio.wait_for(tab.receive(), WAIT)
                    if message.type == aiohttp.WSMsgType.TEXT and message.json() == ["pong", "still there?"]:
                        break
                    assert message.type == aiohttp.WSMsgType.BINARY, message
                assert all(alive(pid) for pid in apps), "a hostile message ended the tab's app"
                await tab.send_str('["stdin", "n"]')  # the same app still takes keys
                await first_bytes(tab, b"First player")
                return apps

    try:
        apps = await scenario()
    finally:
        output = served.stop(signal.SIGTERM)
    assert served.process.returncode == 0, output
    lines = output.strip().splitlines()
    assert lines[-1] == "clanhall serve: stopped."
    assert all(line.startswith(("clanhall serve:", "Ctrl+C stops")) for line in lines), output  # nothing stray
    assert "Traceback" not in output and "a tab failed" not in output, output
    assert output.count("dropped a malformed message from a tab") == 1, output
    assert "(Infinity is not a number the page sends)" in output, output  # the first message's fault
    log = tmp_path / "log"
    assert not log.exists() or "Traceback" not in log.read_text()
    assert not [pid for pid in apps if alive(pid)], "a tab's app outlived the server"
