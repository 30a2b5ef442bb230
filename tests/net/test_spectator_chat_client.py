"""The text client of a spectator (`clanhall join --watch`): where the host lets spectators
chat (`--spectator-chat`), a `/chat TEXT` line typed reaches the seats; anything else
typed gets one line saying what a spectator can type; at a table without spectator chat a
chat line is answered so and sends nothing; `/quit` or the end of the input leaves."""

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

    assert asyncio.run(text_client._spectator_input(Spectator())) is True  # the end of the input: leaving
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["  (spectators may chat here: /chat TEXT)", "  (/board shows the board; /quit leaves the table)"]
    assert out[2:] == ["  ! a spectator can only chat: /chat TEXT"] * 2
    assert Spectator.sent == []


def test_without_spectator_chat_a_line_is_answered_and_the_watch_ends_with_the_host(monkeypatch, capsys):
    read_end, write_end = os.pipe()  # the spectator's keyboard, left open: it never leaves
    monkeypatch.setattr("sys.stdin", open(read_end, encoding="utf-8", closefd=True))

    async def main():
        host = make_host("lucky-draw", players=2, spectators=1)
        await host.start()
        anna = client(host, "Anna")
        await anna.join(timeout=60)
        heard = []
        anna.subscribe(lambda e: heard.append(e) if e.kind == "chat" else None)
        eve = client(host, "Eve", watch=True)
        await eve.join(timeout=60)
        assert not eve.spectator_chat
        watching = asyncio.ensure_future(text_client.watch(eve))
        os.write(write_end, b"/chat hi\n")
        printed: list[str] = []

        def answered() -> bool:
            printed.append(capsys.readouterr().out)
            return "spectators do not chat at this table" in "".join(printed)

        await async_wait_until(answered, "the answer to a chat line where spectators may not chat")
        await host.stop()  # the host says goodbye: the spectator's watch ends by itself
        assert await asyncio.wait_for(watching, 60) is False  # it did not leave: the game went
        assert await asyncio.wait_for(text_client.watch(eve), 30) is False  # even begun after the bye
        for c in (eve, anna):
            await c.close()
        assert not heard

    try:
        run(main(), 60)
    finally:
        os.close(write_end)
