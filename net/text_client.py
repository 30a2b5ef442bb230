"""The text client of `clanhall join`: prints what happens at the table as lines and
reads the player's answers from standard input (numbered legal actions, /chat, /resign,
y/n for a rematch); a spectator's `watch` prints, sends /chat lines where allowed and
leaves on /quit or the end of its input.
"""

from __future__ import annotations

import asyncio
import codecs
import os
import sys
import threading

from core.i18n import _
from core.match import shown_name
from core.narration import log_texts, named
from core.seat_names import shown_wire_name
from core.terminal import safe_text
from net.action_rows import Row, chosen, row_text, rows_of
from net.narration import wire_log_line
from net.text_boards import board_lines


def printer(client):
    """Prints log lines, chat and connection news as they come."""
    from net.series import score_line

    shown = [0]
    watchers: list[list[str]] = [[]]
    lost = [False]  # the host is silent: say so once, not at every failed reconnect

    def on_event(event) -> None:
        if event.kind != "lost":
            lost[0] = False
        if event.kind == "view":
            for seat, text in client.log[shown[0] :]:
                print("\n".join("  " + line for line in log_lines(shown_names(client), seat, text)))
            shown[0] = len(client.log)
            if client.watchers != watchers[0]:
                watchers[0] = list(client.watchers)
                watching = ", ".join(safe_text(n) for n in client.watchers) or _("nobody")
                print("  " + _("(watching: {names})").format(names=watching))
        elif event.kind == "over":
            result = ", ".join(f"{safe_text(n)} {r:g}" for n, r in zip(shown_names(client), client.result or []))
            print("  " + _("Game over: {results}").format(results=result))
        elif event.kind == "rematch-offer":
            waiting = ", ".join(safe_text(shown_name(n)) for n in event.data.get("waiting", []))
            score = safe_text(str(score_line(client.series)))
            if waiting:
                print("  " + _("Rematch? {score} (waiting for {names})").format(score=score, names=waiting))
            else:
                print("  " + _("Rematch? {score}").format(score=score))
        elif event.kind == "series-over":
            print("  " + _("The series is over: {why}").format(why=safe_text(str(event.data.get("reason")))))
        elif event.kind == "chat":
            print(f"  <{safe_text(str(event.data.get('name')))}> {safe_text(str(event.data.get('text')))}")
        elif event.kind == "error":
            print(f"  ! {safe_text(str(event.data.get('message')))}")
        elif event.kind == "lost" and not lost[0]:
            lost[0] = True
            gone = _("(the host is gone: nothing heard for {seconds} s; trying to reconnect)")
            print("  " + gone.format(seconds=f"{event.data.get('silent_for', 0.0):.1f}"))
        elif event.kind == "welcome" and client.reconnects and client.n >= 0:
            print("  " + _("(back in the game)"))
        elif event.kind == "welcome":
            shown[0] = 0  # a new game of the series (or a resync): its log starts anew
            if client.over and client.seat is not None:
                print("\n" + _("A new game begins; you are seat {seat}.").format(seat=client.seat + 1))
        sys.stdout.flush()

    return on_event


def shown_names(client) -> list[str]:
    """The seats' names as this reader reads them: a default worded here from what the
    host sent (`core.seat_names.shown_wire_name`), a name somebody gave as it is."""
    values = getattr(client, "name_values", None)
    return [shown_wire_name(v) for v in values] if values else [shown_name(str(n)) for n in client.names]


def log_lines(shown: list[str], seat: int, text) -> list[str]:
    """A log entry the host sent as lines: "Anna: moves 2 huts …", then what it set off,
    indented; the seats named (`shown`: as this reader reads them, `shown_names`) from the
    phrases' references (`core.narration.log_texts`)."""
    line = wire_log_line(seat, text)
    if seat >= len(shown):
        return [safe_text(f"{seat + 1}: {named(line.text, shown)}")]
    return [safe_text(text) for text in log_texts(seat, line.text, line.events, shown)]


async def _ended(client) -> bool:
    """After a game: wait for the host's rematch offer; False when no next game follows
    (the series ended, or the host said goodbye or went silent)."""
    while client.offer is None and client.series_over is None and not client.refused:
        if client.bye is not None:  # the host said so with the game's last view
            return False
        event = await client.changed()
        if event.kind in ("bye", "closed", "lost"):
            return False
    return client.series_over is None and not client.refused


async def watch(client) -> bool:
    """A spectator: print what happens (the printer does) until no game follows, or until
    the spectator leaves (`/quit`, or the end of the input: ctrl+d); True when it left.
    Where the table lets spectators chat, `/chat TEXT` typed meanwhile is sent."""
    keyboard = asyncio.ensure_future(_spectator_input(client))
    following = asyncio.ensure_future(_follow(client))
    try:
        await asyncio.wait({keyboard, following}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (keyboard, following):
            task.cancel()
    return keyboard.done() and not keyboard.cancelled() and keyboard.result()


async def _spectator_input(client) -> bool:
    """What a spectator types: `/chat TEXT` (where allowed) is sent, `/board` prints the
    board; `/quit` or the end of the input returns True (the spectator leaves)."""
    if client.spectator_chat:
        print("  " + _("(spectators may chat here: /chat TEXT)"), flush=True)
    print("  " + _("(/board shows the board; /quit leaves the table)"), flush=True)
    lines = _typed_lines(asyncio.get_running_loop())
    while (line := await lines.get()) is not None:
        line = line.strip()
        if line == "/quit":
            return True
        if line == "/board":
            print_board(client)
            sys.stdout.flush()
            continue
        if client.spectator_chat and line.startswith("/chat ") and line[6:].strip():
            await client.chat(line[6:])
        elif client.spectator_chat and line:
            print("  ! " + _("a spectator can only chat: /chat TEXT"), flush=True)
        elif line:
            print("  ! " + _("spectators do not chat at this table; /quit leaves it"), flush=True)
    return True


def _typed_lines(loop) -> asyncio.Queue:
    """The lines of stdin as they come (None at its end), read by a daemon thread: a
    reader waiting to type must not keep the program from ending (with the game, or on
    ctrl+c). The thread reads the file descriptor itself, so it holds no lock of sys.stdin
    that the interpreter's shutdown would wait for."""
    queue: asyncio.Queue = asyncio.Queue()

    def put(line: str | None) -> None:
        loop.call_soon_threadsafe(queue.put_nowait, line)

    def read() -> None:
        try:
            for line in _stdin_lines():
                put(line)
            put(None)
        except (RuntimeError, OSError, ValueError):  # the loop has ended, or stdin is closed
            pass

    threading.Thread(target=read, name="typed-lines", daemon=True).start()
    return queue


def _stdin_lines():
    """stdin's lines, read from its file descriptor when it has one."""
    try:
        fd = sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):  # a stream without one (a test's StringIO)
        yield from sys.stdin
        return
    decoder = codecs.getincrementaldecoder(getattr(sys.stdin, "encoding", None) or "utf-8")(errors="replace")
    pending = ""
    while chunk := os.read(fd, 4096):
        pending += decoder.decode(chunk)
        *lines, pending = pending.split("\n")
        yield from (line + "\n" for line in lines)
        if len(pending) > 65536:  # no line is that long: hand it on rather than grow
            yield pending
            pending = ""
    pending += decoder.decode(b"", final=True)
    if pending:
        yield pending


async def _follow(client) -> None:
    """Wait through games and rematches until no game follows (or the host has left)."""
    while not client.refused and client.bye is None:
        if client.over:
            if not await _ended(client):
                return
            while client.over and client.series_over is None:  # the others answer the offer
                event = await client.changed()
                if event.kind in ("bye", "closed", "lost"):
                    return
            continue
        event = await client.changed()
        if event.kind in ("bye", "closed"):
            return


def _answers(yes: bool) -> tuple[str, ...]:
    """What a y/n question takes for yes (or no): the English words and the language's own."""
    english = ("y", "yes") if yes else ("n", "no")
    words = _("y, yes") if yes else _("n, no")
    return english + tuple(w.strip().lower() for w in words.split(",") if w.strip())


async def _ask_rematch(client, lines: asyncio.Queue) -> bool:
    """The end of a game: ask y/n for the rematch; True when the next game has begun."""
    if not await _ended(client):
        return False
    answer = ""
    for _try in range(3):  # then anything but yes is a no (a script's leftover input, say)
        print(_("Play again? [y/n]: "), end="", flush=True)
        line = await lines.get()
        answer = line.strip().lower() if line else "n"  # the end of the input: no
        if answer in _answers(True) + _answers(False):
            break
    if client.series_over is not None:
        return False
    accept = answer in _answers(True)
    await client.rematch(accept)
    if not accept:
        return False
    print("  " + _("Waiting for the others to answer…"), flush=True)
    while client.over and client.series_over is None and not client.refused:
        event = await client.changed()
        if event.kind in ("bye", "closed", "lost"):
            return False
    return client.series_over is None and not client.over


TEXT_LIST_LIMIT = 200  # rows listed at a turn; /all lists every one (a big horde has ~45,000)


def _list_actions(rows: list[Row], texts, every: bool = False) -> None:
    """The legal actions as rows (numbered; a card's bids one lettered row), at most
    TEXT_LIST_LIMIT of them unless `every`."""
    shown = rows if every else rows[:TEXT_LIST_LIMIT]
    for row in shown:
        print(f"  {row.code:>3}. {safe_text(row_text(row, texts))}")
    if len(rows) > len(shown):
        print("  " + _("… and {n} more (/all lists every one; any number is taken)").format(n=len(rows) - len(shown)))


def print_board(client) -> None:
    """The game's compact board as this reader may see it (net.text_boards)."""
    for line in board_lines(client.game_id, client.view, client.seat, client.names):
        print(line)


async def play(client) -> None:
    """A minimal line-based client: at each turn the board and the legal actions as rows;
    type a row's number (a bid: its letter and the amount), /board, /chat text or /resign;
    at the end of a game, y/n for a rematch."""
    # typed lines come from a daemon thread: a ctrl+c ends the client at once, where a
    # readline in the loop's executor would hold the interpreter's exit until enter
    lines = _typed_lines(asyncio.get_running_loop())
    listed_turn, every = None, False  # the turn whose actions are on screen
    rows: list[Row] = []
    while not client.refused:
        if client.over:
            listed_turn = None  # a next game numbers its views from the start again
            if not await _ask_rematch(client, lines):
                return
            continue
        if not client.my_turn:
            await client.changed()
            continue
        n = client.turn_n
        if n != listed_turn:
            if not every:  # /all lists the actions again, not the board
                print()
                print_board(client)
            listed_turn, rows = n, rows_of(client.legal)
            print(f"\n{safe_text(str(client.decision.prompt))}")
            _list_actions(rows, client.legal_texts, every=every)
            every = False
        print(_("Your choice (number, /board, /chat TEXT, /resign): "), end="", flush=True)
        line = await lines.get()
        if not line:
            return
        line = line.strip()
        if line == "/all":
            listed_turn, every = None, True  # list this turn again, every action
        elif line == "/board":
            print_board(client)
        elif line.startswith("/chat "):
            await client.chat(line[6:])
        elif line == "/resign":
            await client.resign()
        elif client.turn_n == n and (index := chosen(rows, line)) is not None:
            await client.act(client.legal[index])
        elif any(row.grouped for row in rows):
            print("  ! " + _("type a row's number, or its letter and an amount (as a3)"))
        else:
            print("  ! " + _("type one of the numbers"))
