"""What each message of the wire protocol (`net.protocol`) may carry: the version, the
limits, a checker per field and `SCHEMA` (type -> {field: (check, required)}), and the
texts the host and engine say (`wire_text` to send one, `read_said`/`said_id` to read it).

Each checker returns None when the value is fine, or says (in English, for logs) what is
wrong; `net.protocol.validate` turns that into a `ProtocolError`.
"""

from __future__ import annotations

from typing import Any, Callable

from core.i18n.phrase import Phrase, Said, said_from_wire, wire_problem

# 2: spectators (hello watch, welcome seat None, view watchers) and rematch;
# 3: the engine's texts (log, prompts, legal actions' names, errors) travel as phrases;
# 4: so do the host's own words (bye and series-over reasons, chat notices);
# 5: a your-turn beyond TEXTS_LIMIT actions leaves their texts to the client;
# 6: a seat's default name travels as what it is ({"player": N}, {"bot": level, "count"}),
#    worded by each reader (core.seat_names), and phrases may nest 6 deep; a hello and a
#    seat's status may say record: true (the player agrees to be recorded, tui/profile)
VERSION = 6
DEFAULT_PORT = 7141

# A client never needs to send more than a few hundred bytes; the host's frames carry a
# whole view and log, so clients accept much more.
# A your-turn with more legal actions than this carries no texts (a big Crystal Clans
# horde moves in ~45,000 ways: 15 MB of texts, near MAX_HOST_FRAME); the client has the
# same view and words them itself.
TEXTS_LIMIT = 2000
MAX_CLIENT_FRAME = 64 * 1024
MAX_HOST_FRAME = 16 * 1024 * 1024

MAX_NAME = 40
MAX_CODE = 64
MAX_TOKEN = 64
MAX_CHAT = 500
MAX_ACTION_ITEMS = 32
MAX_ACTION_DEPTH = 4
CLIENT_TYPES = ("hello", "act", "chat", "resign", "ping", "pong", "bye", "rematch")
HOST_TYPES = ("welcome", "view", "your-turn", "error", "chat", "ping", "pong", "bye", "rematch-offer", "series-over")
MAX_WATCHERS = 64

# -- field checkers ---------------------------------------------------------------------
# Each checker returns None when the value is fine, or says what is wrong.
Check = Callable[[Any], "str | None"]


def _str(max_len: int, *, empty: bool = True) -> Check:
    def check(x):
        if not isinstance(x, str):
            return f"must be a string, not {type(x).__name__}"
        if len(x) > max_len:
            return f"is longer than {max_len} characters"
        if not empty and not x.strip():
            return "must not be empty"
        return None

    return check


def _said(max_len: int) -> Check:
    """A text the engine or the host says: a plain string (up to `max_len`) or a phrase's
    map (core/i18n/phrase.py), which each reader renders in its own language."""
    plain = _str(max_len)

    def check(x):
        if isinstance(x, str):
            return plain(x)
        problem = wire_problem(x, max_len=max_len)
        return f"must be a text or a phrase: {problem}" if problem else None

    return check


def said_id(data: Any) -> str:
    """The message id of a text from the wire (a phrase map's template, or the plain string):
    what a reader compares with a known reason such as BYE_REPLACED."""
    if isinstance(data, Phrase):
        return data.template
    if isinstance(data, dict):
        return str(data.get("p", ""))
    return data if isinstance(data, str) else ""


def read_said(data: Any) -> str:
    """A checked text from the wire (see `_said`) as the reader reads it, in the current
    language; something that is not one reads as an empty string."""
    if isinstance(data, Phrase):
        return str(data)
    try:
        return str(said_from_wire(data))
    except ValueError:
        return ""


def wire_text(text: Said, max_len: int = 2000) -> str | dict:
    """`text` as a message carries it: a phrase's map when it is within the schema's limits
    (the reader renders it), else — and for plain strings — English cut to `max_len`."""
    if isinstance(text, Phrase):
        wire = text.to_wire()
        if wire_problem(wire, max_len=max_len) is None:
            return wire
        text = text.english()
    return str(text)[:max_len]


def _int(lo: int = 0, hi: int = 1 << 62) -> Check:
    def check(x):
        if type(x) is not int:
            return f"must be an integer, not {type(x).__name__}"
        if not lo <= x <= hi:
            return f"must be between {lo} and {hi}"
        return None

    return check


def _number(x) -> str | None:
    if type(x) not in (int, float):
        return f"must be a number, not {type(x).__name__}"
    return None


def _optional(check: Check) -> Check:
    return lambda x: None if x is None else check(x)


def _map(x) -> str | None:
    return None if isinstance(x, dict) else f"must be a map, not {type(x).__name__}"


def _list(item: Check | None = None) -> Check:
    def check(x):
        if not isinstance(x, list):
            return f"must be a list, not {type(x).__name__}"
        if item:
            for i, el in enumerate(x):
                why = item(el)
                if why:
                    return f"item {i} {why}"
        return None

    return check


def _bool(x) -> str | None:
    return None if isinstance(x, bool) else f"must be true or false, not {type(x).__name__}"


def check_action(x, depth: int = 0) -> str | None:
    """An action on the wire: a short list of ints, strings and such lists (no floats,
    no bools: ``("play", 5.0)`` would compare equal to ``("play", 5)``)."""
    if not isinstance(x, list):
        return f"must be a list, not {type(x).__name__}"
    if len(x) > MAX_ACTION_ITEMS:
        return f"has more than {MAX_ACTION_ITEMS} items"
    for el in x:
        if isinstance(el, list):
            if depth + 1 >= MAX_ACTION_DEPTH:
                return f"is nested deeper than {MAX_ACTION_DEPTH}"
            why = check_action(el, depth + 1)
            if why:
                return why
        elif type(el) is int:
            if not -(1 << 62) <= el <= 1 << 62:
                return "holds an integer out of range"
        elif type(el) is str:
            if len(el) > 64:
                return "holds a string longer than 64 characters"
        else:
            return f"holds a {type(el).__name__}; only integers, strings and lists are allowed"
    return None


def _decision(x) -> str | None:
    if not isinstance(x, dict):
        return "must be a map"
    return _int(0, 64)(x.get("seat")) or _str(64)(x.get("kind")) or _said(2000)(x.get("prompt"))


def _legal_item(x) -> str | None:
    if not (isinstance(x, list) and len(x) == 2):
        return "must be [action, text]"
    return check_action(x[0]) or (None if x[1] is None else _said(2000)(x[1]))


def _status_item(x) -> str | None:
    if not isinstance(x, dict):
        return "must be a map"
    problem = _seat_name(x.get("name")) or _str(80)(x.get("kind")) or _bool(x.get("connected"))
    return problem or (_bool(x["record"]) if "record" in x else None)


def _series(x) -> str | None:
    if not isinstance(x, dict):
        return "must be a map"
    if set(x) != {"games", "draws", "wins"}:
        return "must hold games, draws and wins"
    return _int(0, 1 << 30)(x["games"]) or _int(0, 1 << 30)(x["draws"]) or _list(_win_item)(x["wins"])


def _win_item(x) -> str | None:
    if not (isinstance(x, list) and len(x) == 2):
        return "must be [name, wins]"
    return _str(MAX_NAME)(x[0]) or _int(0, 1 << 30)(x[1])


def _seat_name(x) -> str | None:
    """A seat's name: as given (a string), or a default as a map (core.seat_names)."""
    if not isinstance(x, dict):
        return _str(MAX_NAME)(x)
    if set(x) == {"player"}:
        return _int(1, 64)(x["player"])
    if "bot" not in x or not set(x) <= {"bot", "count"}:
        return "must be a name, {player} or {bot, count}"
    return _str(32, empty=False)(x["bot"]) or (_int(2, 99)(x["count"]) if "count" in x else None)


def _names(x) -> str | None:
    if isinstance(x, list) and len(x) > MAX_WATCHERS + 64:
        return "has too many names"
    return _list(_str(MAX_NAME))(x)


def _log_item(x) -> str | None:
    if not (isinstance(x, list) and len(x) == 2):
        return "must be [seat, text]"
    return _int(0, 64)(x[0]) or _said(2000)(x[1])


# type -> {field: (check, required)}
SCHEMA: dict[str, dict[str, tuple[Check, bool]]] = {
    "hello": {
        "name": (_str(MAX_NAME, empty=False), True),
        "code": (_str(MAX_CODE), True),
        "token": (_optional(_str(MAX_TOKEN)), False),
        "watch": (_bool, False),
        "session": (_optional(_str(MAX_TOKEN)), False),
        "record": (_bool, False),
    },
    "welcome": {
        "game": (_str(64), True),
        "config": (_map, True),
        "seat": (_optional(_int(0, 64)), True),
        "token": (_str(MAX_TOKEN), True),
        "names": (_list(_seat_name), True),
        "seats": (_list(_str(80)), True),
        "spectator_chat": (_bool, False),
        "series": (_optional(_series), False),
    },
    "view": {
        "n": (_int(), True),
        "state": (_map, True),
        "log_from": (_int(), True),
        "log": (_list(_log_item), True),
        "status": (_list(_status_item), True),
        "over": (_bool, True),
        "result": (_optional(_list(_number)), False),
        "scores": (_optional(_list(_number)), False),
        "watchers": (_names, False),
    },
    "your-turn": {"n": (_int(), True), "decision": (_decision, True), "legal": (_list(_legal_item), True)},
    "act": {"n": (_int(), True), "action": (check_action, True)},
    "error": {"code": (_str(64), True), "message": (_said(2000), True), "ref": (_optional(_str(64)), False)},
    "chat": {
        "text": (_said(MAX_CHAT), True),  # a player's line is plain (the host refuses a map)
        "seat": (_optional(_int(0, 64)), False),
        "name": (_optional(_str(MAX_NAME)), False),
    },
    "resign": {},
    "ping": {"t": (_number, True)},
    "pong": {"t": (_number, True)},
    "bye": {"reason": (_said(500), False)},
    "rematch": {"accept": (_bool, True)},
    "rematch-offer": {"accepted": (_names, True), "waiting": (_names, True), "series": (_series, True)},
    "series-over": {"reason": (_said(500), True), "series": (_series, True)},
}
