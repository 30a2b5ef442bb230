"""Discovery without the network: what a host announces, where it would announce, how a
heard record is read (hostile ones included), and the lobby's questions on stdin. The
multicast itself is tested in test_discovery_lan.py, inside a network namespace."""

from __future__ import annotations

import asyncio
import io
import logging
import socket
from types import SimpleNamespace

import pytest

from net import announcer, discovery, lobby
from net.discovery import SERVICE_TYPE, announce_on, parse_game
from net.protocol import VERSION
from tests.net.support import make_host, run
from tui.cli import main

GOOD = {
    b"txtvers": b"1",
    b"proto": str(VERSION).encode(),
    b"game": b"clans",
    b"variant": b"standard",
    b"seats": b"3",
    b"free": b"2",
    b"secure": b"no",
    b"host": b"table",
}


def heard(props=None, addresses=("192.0.2.7",), port=7141, name="Anna's Clans") -> discovery.FoundGame:
    return parse_game(f"{name}.{SERVICE_TYPE}", GOOD if props is None else props, list(addresses), port)


# -- what a host announces ------------------------------------------------------------------
def test_the_txt_record_follows_the_seats():
    host = make_host("clans", remote=2, players=3)
    try:
        txt = discovery.txt_properties(host.summary())
        assert txt["game"] == "clans" and txt["variant"] == "standard"
        assert (txt["seats"], txt["free"], txt["secure"], txt["proto"]) == ("3", "2", "no", str(VERSION))
        assert txt["host"] == socket.gethostname()[:63]
        host.seats[0].claimed = True
        assert discovery.txt_properties(host.summary())["free"] == "1"
        host.secure = (b"public", b"secret")
        assert discovery.txt_properties(host.summary())["secure"] == "yes"
        assert "code" not in str(discovery.txt_properties(host.summary())).lower()
        assert host.join_code not in str(discovery.txt_properties(host.summary()))  # where, never who may sit
        name = discovery.service_name(host.summary())
        assert name.endswith("." + SERVICE_TYPE) and len(name.split(".")[0].encode()) <= 63
    finally:
        host.close_now()


def test_the_txt_record_holds_nothing_secret():
    """Swapping everything hidden (the deal, the join code, the seat tokens) changes nothing
    a listener hears."""
    one = make_host("crystal-clans", seed=1, remote=2, players=2, join_code="AAAA-AAAA")
    two = make_host("crystal-clans", seed=2, remote=2, players=2, join_code="BBBB-BBBB")
    try:
        assert [s.token for s in one.seats] != [s.token for s in two.seats]
        assert discovery.txt_properties(one.summary()) == discovery.txt_properties(two.summary())
        assert discovery.service_name(one.summary()) == discovery.service_name(two.summary())
    finally:
        one.close_now()
        two.close_now()


def test_a_host_announces_where_it_is_bound():
    from zeroconf import InterfaceChoice

    assert announce_on("127.0.0.1") == (["127.0.0.1"], ["127.0.0.1"])
    assert announce_on("localhost") == (["127.0.0.1"], ["127.0.0.1"])
    assert announce_on("127.0.0.5") == (["127.0.0.1"], ["127.0.0.5"])  # loopback, whatever the address
    assert announce_on("192.0.2.4") == (["192.0.2.4"], ["192.0.2.4"])  # that interface only
    interfaces, addresses = announce_on("0.0.0.0")
    assert interfaces is InterfaceChoice.All and addresses
    with pytest.raises(ValueError, match="not an IP address"):
        announce_on("eth0")


def test_a_loopback_announcer_hears_and_answers_loopback_only():
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        sock.bind(("127.0.0.1", 0))  # no packet is sent: only its options are set
        discovery.keep_on_loopback(SimpleNamespace(engine=SimpleNamespace(_listen_socket=sock)))
        bound = sock.getsockopt(socket.SOL_SOCKET, announcer._SO_BINDTODEVICE, 16)
        assert bound.rstrip(b"\0") == b"lo"
    finally:
        sock.close()


def test_an_announcer_that_cannot_start_is_one_log_line_and_the_host_goes_on(caplog):
    summary = SimpleNamespace(bind="eth0", port=7141, secure=False)
    host = SimpleNamespace(listeners=[], summary=lambda: summary)

    told = []

    async def scene():
        announcer = discovery.Announcer(host)
        announcer.when_failed(told.append)
        announcer.begin()
        for _ in range(100):
            if announcer.error:
                break
            await asyncio.sleep(0.01)
        await announcer.close()
        return announcer

    with caplog.at_level(logging.WARNING, logger="clanhall.net.discovery"):
        announcer = run(scene(), timeout=20)
    assert announcer.error and "not an IP address" in announcer.error and not announcer.announced
    assert told == [announcer.error]
    late = []
    announcer.when_failed(late.append)  # told at once when it already failed
    assert late == [announcer.error]
    lines = [r for r in caplog.records if "not announced" in r.getMessage()]
    assert len(lines) == 1 and "join by address" in lines[0].getMessage()
    assert host.listeners == []


def test_the_test_suite_turns_announcing_off():
    assert discovery.disabled()
    host = make_host("clans", remote=2, players=2, announce=True)

    async def scene():
        await host.start()
        try:
            return host.announcer
        finally:
            await host.stop()

    assert run(scene(), timeout=30) is None


# -- what a browser hears -------------------------------------------------------------------
def test_a_good_record_is_read():
    game = heard()
    assert (game.title, game.game, game.game_name, game.variant) == ("Anna's Clans", "clans", "Clans", "standard")
    assert (game.seats, game.free, game.secure, game.protocol, game.host) == (3, 2, False, VERSION, "table")
    assert game.where == "192.0.2.7:7141" and game.joinable and game.note == ""
    assert game.seats_text == "2 of 3 free"
    assert heard({**GOOD, b"free": b"0"}).seats_text == "full (3)" and not heard({**GOOD, b"free": b"0"}).joinable


def test_addresses_prefer_ipv4_beyond_loopback():
    assert heard(addresses=["::1", "127.0.0.1", "fe80::1", "192.0.2.9"]).address == "192.0.2.9"
    assert heard(addresses=["::1", "127.0.0.1"]).where == "127.0.0.1:7141"
    assert heard(addresses=["2001:db8::5"]).where == "[2001:db8::5]:7141"
    assert heard(addresses=["not an address", 7, None]).note == "no address"


@pytest.mark.parametrize(
    "address", ["0.0.0.0", "::", "224.0.0.251", "239.1.2.3", "ff02::fb", "255.255.255.255", "fe80::1", "::ffff:0.0.0.0"]
)
def test_an_address_no_one_can_dial_is_never_offered(address):
    game = heard(addresses=[address])
    assert not game.joinable and game.address == "" and f"no address to join ({address})" in game.note
    beside = heard(addresses=[address, "192.0.2.9"])
    assert beside.joinable and beside.where == "192.0.2.9:7141"


def test_dialable_addresses_stay_joinable():
    for address in ("::1", "127.0.0.1", "169.254.3.4", "2001:db8::5", "10.1.2.3"):
        assert heard(addresses=[address]).joinable, address


@pytest.mark.parametrize(
    "change, note",
    [
        ({b"proto": b"99"}, "speaks protocol 99"),
        ({b"proto": None}, "speaks protocol none"),
        ({b"proto": b"\xff\xfe"}, "speaks protocol"),
        ({b"game": b"chess"}, "unknown game 'chess'"),
        ({b"game": None}, "no game named"),
        ({b"seats": b"many"}, "unreadable seat count"),
        ({b"free": b"5"}, "unreadable seat count"),  # more free than there are seats
        ({b"free": b"-1"}, "unreadable seat count"),
        ({b"seats": b"99999999999999999999999"}, "unreadable seat count"),
        # digits str.isdigit() takes and int() refuses (issue 33 §2): a note, never a raise
        ({b"seats": "²".encode()}, "unreadable seat count"),
        ({b"free": "¹".encode()}, "unreadable seat count"),
        ({b"seats": "٣".encode()}, "unreadable seat count"),  # Arabic-Indic three: not ours
        ({b"proto": "⁵".encode()}, "speaks protocol ⁵"),
        ({b"proto": b"\x1b[2J5"}, "speaks protocol \\x1b[2J5"),
    ],
)
def test_a_bad_value_is_noted_and_never_joinable(change, note):
    game = heard({**GOOD, **change})
    assert note in game.note and not game.joinable


def test_hostile_records_are_escaped_bounded_and_never_raise():
    huge = b"\x1b[2J\x1b]0;owned\x07" + "\u202e".encode() + b"A" * 100_000
    game = heard({**GOOD, b"host": huge, b"variant": huge, huge: huge}, name="\x1b[31mred\x1b[0m" + "x" * 500)
    for text in (game.title, game.host, game.variant, game.game_name, game.note):
        assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text and len(text) < 200
    assert game.title.startswith("\\x1b[31mred") and game.joinable  # strange, yet a real game
    for props in (None, {}, [], "text", {1: 2, None: b"x"}, {b"game": 5, b"seats": 3.5, b"free": [1]}):
        odd = parse_game(SERVICE_TYPE, props, [], None)
        assert odd.note and not odd.joinable
    assert parse_game(None, GOOD, ["192.0.2.1"], "7141").note == "no port"


# -- the lobby on the command line ---------------------------------------------------------
def _stdin(monkeypatch, text: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))


def test_the_games_table_numbers_games_and_shows_notes():
    text = lobby.table([heard(), heard({**GOOD, b"proto": b"9"}, name="\x1b]evil")])
    lines = text.splitlines()
    assert lines[0].split() == ["#", "game", "variant", "seats", "secure", "host", "address"]
    assert lines[1].startswith("1  Clans") and "192.0.2.7:7141" in lines[1]
    assert lines[2].startswith("2  Clans") and "cannot be joined from here: speaks protocol 9" in lines[3]
    assert "\x1b" not in text


def test_picking_a_game_by_number(monkeypatch, capsys):
    games = [heard({**GOOD, b"free": b"0"}), heard(addresses=["192.0.2.8"])]
    _stdin(monkeypatch, "x\n7\n1\n2\n")
    assert lobby.pick_game(games) is games[1]
    out = capsys.readouterr().out
    assert "type a number from 1 to 2" in out and "cannot be joined: every seat is taken" in out
    _stdin(monkeypatch, "")
    assert lobby.pick_game(games) is None  # stdin closed
    _stdin(monkeypatch, "\n")
    assert lobby.pick_game(games) is None  # enter cancels


def _join_args(**kwargs):
    base = dict(address=None, code=None, name=None, server_key=None, wait=0.1)
    base.update(kwargs)
    return SimpleNamespace(**base)


def test_join_without_an_address_asks_for_a_game_then_the_code(monkeypatch, capsys):
    found = [heard()]
    monkeypatch.setattr(discovery, "find_games", lambda wait: found)
    _stdin(monkeypatch, "1\nK7WQ-M2PX\nAnna\n")
    args = _join_args()
    assert lobby.complete_join(args) is None
    assert (args.address, args.code, args.name) == ("192.0.2.7:7141", "K7WQ-M2PX", "Anna")
    assert "Join code" in capsys.readouterr().out
    # a secure host's key is asked for too; none given is one line and exit status 2
    found[:] = [heard({**GOOD, b"secure": b"yes"})]
    _stdin(monkeypatch, "1\n")
    assert lobby.complete_join(_join_args()) == 2
    assert "needs --server-key" in capsys.readouterr().out


def test_join_without_an_address_when_nothing_is_heard_or_picked(monkeypatch, capsys):
    monkeypatch.setattr(discovery, "find_games", lambda wait: [])
    assert lobby.complete_join(_join_args()) == 1
    assert "no games heard on the LAN" in capsys.readouterr().out
    monkeypatch.setattr(discovery, "find_games", lambda wait: [heard()])
    _stdin(monkeypatch, "")
    assert lobby.complete_join(_join_args()) == 2
    assert "no game picked" in capsys.readouterr().out
    _stdin(monkeypatch, "")
    assert lobby.complete_join(_join_args(address="192.0.2.7")) == 2  # the code is still needed
    assert "discovery tells where, not who may sit" in capsys.readouterr().out


def test_games_and_join_say_when_discovery_is_off(capsys):
    assert main(["games", "--wait", "0.1"]) == 2
    assert "discovery is turned off" in capsys.readouterr().out
    for wait in ("100", "-1", "nan"):
        assert main(["games", "--wait", wait]) == 2
        assert "--wait must be" in capsys.readouterr().out
    assert main(["join", "--wait", "1e9"]) == 2
    assert "--wait must be" in capsys.readouterr().out
    assert main(["join", "--name", "Eve", "--code", "C", "--wait", "0.1"]) == 2
    out = capsys.readouterr().out
    assert "discovery is turned off" in out and "clanhall join HOST[:PORT]" in out


def test_a_record_the_browser_cannot_read_goes_to_the_error_log_not_the_screen(tmp_path, monkeypatch, caplog):
    """Anything unexpected while reading a heard record: its traceback in the error log,
    one log line for the first of them (a flood is one line), and the browser goes on."""
    from zeroconf import ServiceStateChange

    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "clanhall.log"))
    browser = discovery.GameBrowser(on_change=lambda games: None)
    no_cache = SimpleNamespace()  # a zeroconf with no cache: reading the record raises
    with caplog.at_level(logging.DEBUG, logger="clanhall.net.discovery"):
        for i in range(3):
            browser._on_service(no_cache, SERVICE_TYPE, f"odd\u202e{i}.{SERVICE_TYPE}", ServiceStateChange.Added)
    written = (tmp_path / "clanhall.log").read_text()
    assert written.count("Traceback") == 3 and "AttributeError" in written
    shown = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(shown) == 1 and shown[0].exc_info is None and "\u202e" not in shown[0].getMessage()
    assert "could not read the announcement" in shown[0].getMessage() and "clanhall.log" in shown[0].getMessage()
    assert browser.games() == []


def test_a_name_zeroconf_cannot_read_is_skipped_quietly(caplog):
    """A pointer at a name holding control characters (or another service's name): not a
    game, no line shown."""
    from zeroconf import ServiceStateChange

    browser = discovery.GameBrowser(on_change=lambda games: None)
    with caplog.at_level(logging.DEBUG, logger="clanhall.net.discovery"):
        for name in (f"\x1b[31mred.{SERVICE_TYPE}", "printer._ipp._tcp.local."):
            browser._on_service(SimpleNamespace(), SERVICE_TYPE, name, ServiceStateChange.Added)
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING] and browser.games() == []
