"""One name per seat at a LAN table (net/table.py with fake peers, no socket): the host's
own seat, a joiner and a spectator are sent the same names, a bot seat is "Bot · level",
a seat nobody has joined is "Player N" until its joiner's name arrives, and each reader's
log names every seat by those names, in the third person."""

from __future__ import annotations

import re

from core.i18n import set_language
from core.i18n.phrase import said_from_checked
from core.match import Match
from core.seat_names import shown_names
from net import protocol as P
from net.effects import Send
from net.narration import wire_log_line
from net.table import Table
from tui.log_lines import panel_lines

ANNA, EVE = b"\x00anna", b"\x00eve"
LABEL = re.compile(r"\b(Player|Spieler) [1-6]\b|\bP[1-6]\b")
YOUR = re.compile(r"\b(your?|dein|deine|deinen|deinem|deiner|du)\b", re.I)


def crimson_table(kinds: list[str]) -> Table:
    variant = "duel" if len(kinds) == 2 else "free-for-all"
    match = Match("crimson-company", {"variant": variant, "players": len(kinds)}, 5, seats=kinds)
    return Table(match, seat_kinds=kinds, join_code="CODE-CODE", spectators=1)


def messages(effects, peer, kind: str) -> list[dict]:
    return [e.msg for e in effects if isinstance(e, Send) and e.peer == peer and e.msg["type"] == kind]


def test_every_reader_is_sent_the_same_names_by_the_rule():
    t = crimson_table(["local", "remote", "bot:mcts:level=hard"])
    start = t.start(0.0)
    host = t.local_peers[0]
    # a default goes as what it is, for each reader to word (protocol 6)
    assert messages(start, host, "welcome")[0]["names"] == [{"player": 1}, {"player": 2}, {"bot": "hard"}]
    joined = t.receive(ANNA, P.hello("Anna", "CODE-CODE"), 0.0)
    watching = t.receive(EVE, P.hello("Eve", "CODE-CODE", watch=True), 0.0)
    sent_names = [{"player": 1}, "Anna", {"bot": "hard"}]
    assert messages(joined, ANNA, "welcome")[0]["names"] == sent_names
    assert messages(watching, EVE, "welcome")[0]["names"] == sent_names
    assert [s["name"] for s in messages(joined, host, "view")[-1]["status"]] == sent_names  # the host hears of Anna
    assert t.match.names == ["Player 1", "Anna", "Bot · hard"]  # and its save keeps them


def test_a_joiner_without_a_name_goes_by_its_seats_default():
    t = crimson_table(["remote", "remote"])
    t.start(0.0)
    t.receive(ANNA, P.hello("Anna", "CODE-CODE"), 0.0)
    t.receive(EVE, P.hello("\u200b ", "CODE-CODE"), 0.0)
    assert t.match.names == ["Anna", "Player 2"]


def play_out(t: Table, host, peers: dict[int, bytes]) -> dict:
    """Play the table's seats' first legal actions to the end; each reader's log."""
    logs: dict = {}

    def keep(effects) -> None:
        for e in effects:
            if isinstance(e, Send) and e.msg["type"] == "view":
                log = logs.setdefault(e.peer, [])
                log[e.msg["log_from"] :] = e.msg["log"]

    keep(t.start(0.0))
    keep(t.receive(peers[1], P.hello("Anna", "CODE-CODE"), 0.0))
    keep(t.receive(EVE, P.hello("Eve", "CODE-CODE", watch=True), 0.0))
    while not t.match.is_over() and len(t.match.log) < 300:
        seat = t.match.state.to_move()
        action = t.match.state.legal_actions()[-1]
        keep(t.receive(peers[seat], P.act(len(t.match.log), P.to_wire_action(action)), 0.0))
    return logs


def test_each_readers_log_names_every_seat_by_its_name_in_every_language():
    for lang in ("en", "de"):
        set_language(lang)
        try:
            t = crimson_table(["local", "remote"])
            host = next(iter(t.local_peers.values()))
            logs = play_out(t, host, {0: host, 1: ANNA})
            names = shown_names(t.match.names)
            assert names[0] == {"en": "Player 1", "de": "Spieler 1"}[lang] and names[1] == "Anna"
            assert set(logs) == {host, ANNA, EVE} and len(logs[host]) == len(logs[ANNA]) == len(logs[EVE]) > 5
            seat_of = {host: 0, ANNA: 1, EVE: None}
            for reader, log in logs.items():
                for seat, text in log:
                    lines = panel_lines(wire_log_line(seat, said_from_checked(text)), names)
                    assert lines[0].startswith(names[seat] + ":") or lines[0].startswith(names[seat] + " "), lines
                    assert not lines[0].startswith(f"{names[seat]}: {names[seat]}"), lines
                    assert not any(LABEL.search(line.replace(names[0], "")) for line in lines), lines
                    if seat_of[reader] != seat:
                        assert not any(YOUR.search(line) for line in lines), lines
        finally:
            set_language("en")
