"""The text client of a spectator (`clanhall join --watch`): where the host lets spectators
chat (`--spectator-chat`), a `/chat TEXT` line typed reaches the seats; anything else
typed gets one line saying what a spectator can type; a table without spectator chat
reads nothing from the spectator's keyboard."""

from __future__ import annotations

import asyncio
import io
import os

from net import text_client
from tests.net.support import client, make_host, run
from tests.support.waiting import async_wait_until


def test_a_spectator_chats_from_the_text_client(monkeypatch, capsys):
    read_end, write_end = os.pipe()  # the spectator's keyboard: a real file descriptor
    monkeypatch.setattr("sys.stdin", open(read_end, encoding="utf-8", closefd=True))

    async def main():
        host = make_host("lucky-draw", players=2, spectators=1, spectator_chat=True)
        await host.start()
        anna = client(host, "Anna")
        await anna.join(timeout=60)
        heard = []
        anna.subscribe(lambda e: heard.append(e.data) if e.kind == "chat" else None)
        eve = client(host, "Eve", watch=True)
        await eve.join(timeout=60)
        eve.subscribe(text_client.printer(eve))
        watching = asyncio.ensure_future(text_client.watch(eve))
        os.write(write_end, "bonjour\n/chat good luck, Ōkami 🐉\n".encode())
        await async_wait_until(lambda: heard, "Eve's chat line at Anna")
        assert heard[0]["name"] == "Eve (watching)" and heard[0]["seat"] is None
        assert heard[0]["text"] == "good luck, Ōkami 🐉"
        printed: list[str] = []

        def echoed() -> bool:
            printed.append(capsys.readouterr().out)
            return "<Eve (watching)> good luck, Ōkami 🐉" in "".join(printed)

        await async_wait_until(echoed, "Eve's own line printed at her client")
        assert "  ! a spectator can only chat: /chat TEXT" in "".join(printed)  # for "bonjour"
        watching.cancel()
        for c in (eve, anna):
            await c.close()
        await host.stop()

    try:
        run(main(), 60)
    finally:
        os.close(write_end)


def test_a_spectator_is_told_what_to_type(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("hello\n/chat   \n"))

    class Spectator:
        spectator_chat = True
        sent: list[str] = []

        async def chat(self, text):
            self.sent.append(text)

    asyncio.run(text_client._spectator_chat(Spectator()))
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "  (spectators may chat here: /chat TEXT)"
    assert out[1:] == ["  ! a spectator can only chat: /chat TEXT"] * 2
    assert Spectator.sent == []


def test_without_spectator_chat_the_keyboard_is_not_read(monkeypatch):
    class Untouchable(io.StringIO):
        def __iter__(self):
            raise AssertionError("stdin was read")

        def readline(self, *args):
            raise AssertionError("stdin was read")

    monkeypatch.setattr("sys.stdin", Untouchable())

    async def main():
        host = make_host("lucky-draw", players=2, spectators=1)
        await host.start()
        anna = client(host, "Anna")
        await anna.join(timeout=60)
        eve = client(host, "Eve", watch=True)
        await eve.join(timeout=60)
        assert not eve.spectator_chat
        await host.stop()  # the host says goodbye: the spectator's watch ends by itself,
        await async_wait_until(lambda: eve.bye is not None, "the host's bye at Eve")
        await asyncio.wait_for(text_client.watch(eve), 30)  # even when it began after the bye
        for c in (eve, anna):
            await c.close()

    run(main(), 60)
