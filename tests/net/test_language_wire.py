"""The host's words cross the wire as phrases (issue 19 §3): each reader renders them in its
own language, so a German host and an English client each read their own."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from core import i18n
from core.i18n.phrase import phrase, phrase_n
from net import protocol as P
from net.feed import SeatFeed
from tests.net.test_commands import PRELUDE, ROOT, _clanhall, _read_until
from tests.support.ports import free_port
from tests.support.waiting import DEADLINE, wait_until

REFUSALS = [
    phrase("wrong join code"),
    phrase("every seat of this game is taken"),
    phrase("it is not your turn (seat {seat} must act)", seat=1),
    phrase_n("the table is full: {n} spectator at most", "the table is full: {n} spectators at most", 2),
    phrase("{action} is not a legal action now ({prompt})", action="(9,)", prompt=phrase("no decision")),
]


def _read(msg: dict, lang: str) -> list:
    """What a feed in `lang` hands its listeners for one host message that crossed the wire."""
    i18n.set_language(lang)
    feed, seen = SeatFeed(), []
    feed.subscribe(seen.append)
    feed.handle(P.decode_from_host(P.encode(msg)))
    return seen


@pytest.mark.parametrize("said", REFUSALS, ids=lambda p: p.template[:30])
def test_a_refusal_round_trips_and_reads_in_each_language(said):
    msg = P.error("x", said, "hello")
    assert msg["message"] == said.to_wire()  # sent as the phrase, not as the host's text
    english = _read(msg, "en")[0].data["message"]
    german = _read(msg, "de")[0].data["message"]
    spanish = _read(msg, "es")[0].data["message"]
    assert english == said.english()
    assert german != english and spanish != english and german != spanish
    assert "{" not in german + spanish


def test_byes_series_over_and_chat_notices_read_in_the_readers_language():
    over = P.series_over(phrase("{name} declined the rematch", name="Anna"), {"games": 1, "draws": 0, "wins": []})
    assert _read(over, "de")[0].data["reason"] == "Anna hat die Revanche abgelehnt"
    assert _read(over, "en")[0].data["reason"] == "Anna declined the rematch"
    chat = P.chat(phrase("{name} resigned; a bot plays on.", name="Bob"), 1, "Bob")
    assert _read(chat, "es")[0].data["text"] == "Bob se rindió; un bot sigue jugando."
    spectator = P.chat("hola", None, "Eve")  # a spectator's line: each reader says so
    assert _read(spectator, "de")[0].data["name"] == "Eve (schaut zu)"
    assert _read(spectator, "en")[0].data["name"] == "Eve (watching)"
    bye = P.bye(phrase(P.BYE_PAUSED))
    assert P.said_id(P.decode_from_host(P.encode(bye))["reason"]) == P.BYE_PAUSED
    assert _read(bye, "de")[0].data["reason"].startswith("das Spiel ist unterbrochen")
    # a player's own words stay plain: a client may not send a phrase for others to render
    hostile = P.encode({"v": P.VERSION, "type": "chat", "text": {"p": "wrong join code"}})
    with pytest.raises(P.ProtocolError):
        P.decode_from_client(hostile)


def _wait_for_text(path, text: str, times: int, timeout: float = 60.0) -> None:
    """Until the client's output file holds `text` `times` times (or `timeout` passes).

    Read through a handle of its own: a seek on the handle the client writes to would move
    the client's offset too (one open file), and its next line would overwrite the start."""
    wait_until(lambda: path.read_text().count(text) >= times, f"{text!r} printed {times} times", timeout, 0.05)


def test_a_german_host_and_an_english_text_client_each_read_their_own_language(tmp_path):
    """`clanhall --lang de host` and `clanhall --lang en join` as separate processes on
    127.0.0.1: the host's lines are German, the client's (its prompts, the game's log, the
    host's notice of its resignation, the result) English."""
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT), CLANHALL_NO_DISCOVERY="1")
    common = ["--bind", "127.0.0.1", "--port", str(port), "--heartbeat", "0.3"]
    host = subprocess.Popen(
        [sys.executable, "-c", PRELUDE, "--lang", "de", "host", "--game", "clans", "--players", "2"]
        + ["--bots", "random", "--seed", "4", "--join-code", "CODE-1", "--no-rematch", "--quiet"]
        + ["--saves-dir", str(tmp_path), *common],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    log_path = tmp_path / "anna.txt"
    log = open(log_path, "a")  # append: every line of the client lands at the end
    procs = [host]
    try:
        host_lines = _read_until(host, "Automatischer Spielstand")
        join = subprocess.Popen(
            [sys.executable, "-c", PRELUDE, "--lang", "en", "join", f"127.0.0.1:{port}"]
            + ["--name", "Anna", "--code", "CODE-1", "--heartbeat", "0.3"],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=log,
            stderr=subprocess.STDOUT,
            text=True,
        )
        procs.append(join)
        join.stdin.write("1\n1\n")  # two moves, then the bot plays on for Anna
        join.stdin.flush()
        _wait_for_text(log_path, "Your choice", times=3)  # on a loaded machine the moves take a while
        join.stdin.write("/resign\n" + "n\n" * 5)
        join.stdin.flush()
        try:
            join.wait(timeout=DEADLINE)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the client did not end: {log_path.read_text()}") from None
        host_out = "".join(host_lines) + host.communicate(timeout=DEADLINE)[0]
        client_out = log_path.read_text()
    finally:
        log.close()
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.communicate(timeout=DEADLINE)
    assert host.returncode == 0, host_out
    assert "Clans eröffnet auf Port" in host_out and "Beitrittscode: CODE-1" in host_out
    assert "Spiel vorbei: Anna" in host_out, host_out
    for english in ("Hosting", "Join code", "Autosave", "Game over"):
        assert english not in host_out, host_out
    assert join.returncode == 0, client_out
    assert "Joined Clans as seat 1 (Anna)" in client_out and "Your choice" in client_out
    assert "  Anna: resigned; a bot plays on.\n" in client_out, client_out  # the host's phrase, in the log
    assert "<Anna>" not in client_out  # never as a chat line
    assert "Game over: result" in client_out
    for german in ("Platz", "aufgegeben", "Spiel", "Deine Wahl", "Zug"):
        assert german not in client_out, client_out


def test_default_seat_names_are_stored_in_english_and_read_in_each_language():
    from core.match import Match, shown_name

    i18n.set_language("de")
    match = Match("clans", {"players": 2}, 1)
    assert match.names == ["Player 1", "Player 2"]  # saves and the wire keep them as they are
    assert [shown_name(n) for n in match.names] == ["Spieler 1", "Spieler 2"]
    assert shown_name("Player 2 (watching)") == "Player 2 (watching)" and shown_name("Anna") == "Anna"
    i18n.set_language("es")
    assert shown_name("Player 3") == "Jugador 3"
    i18n.set_language("en")
    assert shown_name("Player 3") == "Player 3"


def test_an_english_hosts_refusal_reads_in_german_at_a_german_client():
    """The other way round, as processes: `clanhall host` (English) refuses a wrong join
    code; `clanhall --lang de join` says so in German, the host's own lines stay English."""
    port = free_port()
    host = _clanhall(
        *("host", "--game", "lucky-draw", "--players", "2", "--bind", "127.0.0.1", "--port", str(port)),
        *("--join-code", "RIGHT", "--no-autosave", "--quiet"),
    )
    try:
        first = host.stdout.readline()
        join = _clanhall(
            "--lang", "de", "join", f"127.0.0.1:{port}", "--name", "Eve", "--code", "WRONG", "--bot", "random"
        )
        out = join.communicate(timeout=DEADLINE)[0]
    finally:
        host.kill()
        host_out = first + host.communicate(timeout=DEADLINE)[0]
    assert first.startswith("Hosting Lucky Draw on port")
    assert join.returncode == 3, out
    assert "clanhall join: abgelehnt: falscher Beitrittscode" in out, out
    assert "wrong join code" not in out
    assert "Beitrittscode" not in host_out and "abgelehnt" not in host_out  # the host speaks English


def test_a_client_of_another_protocol_version_is_refused_in_its_own_language():
    """The refusal a peer most likely meets (an older or newer clanhall) is a phrase too."""
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_from_client(P.encode({"v": 2, "type": "hello", "name": "A", "code": "C"}))
    assert caught.value.message == f"protocol version 2 is not {P.VERSION}"  # the host's log
    msg = P.error(caught.value.code, caught.value.said, "hello")
    assert _read(msg, "de")[0].data["message"] == f"Protokollversion 2 ist nicht {P.VERSION}"
    assert _read(msg, "en")[0].data["message"] == caught.value.message


def test_the_games_table_and_its_notes_read_in_the_listeners_language():
    from net import lobby
    from tests.net.test_discovery import GOOD, heard

    i18n.set_language("de")
    lines = lobby.table([heard(), heard({**GOOD, b"proto": b"9"})]).splitlines()
    assert lines[0].split() == ["#", "Spiel", "Variante", "Plätze", "sicher", "Gastgeber", "Adresse"]
    assert "2 von 3 frei" in lines[1] and " nein " in lines[1]
    assert "(von hier aus nicht beitretbar: spricht Protokoll 9 (dieses clanhall:" in lines[3]


def test_the_text_client_takes_yes_and_no_in_the_readers_language():
    from net.text_client import _answers

    i18n.set_language("de")
    assert {"j", "ja", "y", "yes"} <= set(_answers(True)) and {"n", "nein", "no"} <= set(_answers(False))
    i18n.set_language("es")
    assert {"s", "sí", "si", "y"} <= set(_answers(True)) and "n" in _answers(False)
