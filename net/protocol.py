"""The wire protocol between a clanhall host and its clients: one module, one schema.

Every message is one ZeroMQ frame holding one msgpack map with the protocol version
``"v"`` and a ``"type"``. Nothing is ever pickled: frames are unpacked with
``strict_map_key=True`` and every ``max_*_len`` limit set, then checked by the validator of
their type, so a hostile peer can only ever cause a `ProtocolError`.

Client -> host
    hello   name, code (the join code), token (a seat or spectator token to resume, or
            None), watch (true: join as a spectator, who sees no seat's secrets),
            session (optional: the client program's own random id, the same on every
            reconnection, so the host knows a connection it took a seat from)
    act     n (the view number the action answers), action (a list)
    chat    text
    resign  (the seat is handed to a bot)
    ping    t            pong t
    bye     reason       (leaving for good)
    rematch accept (true/false: the answer to the host's rematch-offer)

Host -> client
    welcome game, config, seat (None for a spectator), token, names, seats (kinds),
            spectator_chat (whether spectators may chat), series (the score so far)
    view    n (number of actions played so far: a higher n is newer), state (the seat's
            redacted ``State.view(seat).to_wire()``), log_from + log (what each action
            did, from index log_from on, redacted for the seat), status (per seat: name, kind,
            connected), over, result, scores, watchers (the spectators' names)
    your-turn n, decision {seat, kind, prompt}, legal (list of [action, text]; text nil
              when the list is longer than TEXTS_LIMIT: the client words it from its view)
    error   code, message, ref (the type of the refused message, if known)

Texts the host or the engine says (a log line, a prompt, an action's name, an error's
message) are phrases — core/i18n/phrase.py's map of a message id and its arguments — or
plain strings, and each client renders them in its own language: so are the host's own
words (a refusal's message, a bye's and a series-over's reason, a notice in the chat), so a
German host and an English client each read their own language.
    chat    seat, name, text
    ping t / pong t / bye reason
    rematch-offer  accepted, waiting (names), series: sent to every seat and spectator
            when a game ends and after each answer; when all accept, a new game starts on
            the same connections (a fresh welcome, then its views)
    series-over    reason, series: someone declined or left; no more games follow

A series score is {"games": n, "draws": d, "wins": [[name, wins], ...]}.

`encode` builds a frame, `decode` turns a frame back into a checked dict or raises
`ProtocolError`; the builder functions below are the only way the host and client make
messages, so the schema lives here and nowhere else.
"""

from __future__ import annotations

from typing import Any, Callable

import msgpack

from core.i18n import N_
from core.i18n.phrase import Phrase, Said, phrase, said_from_wire, wire_problem
from core.terminal import UnsafeTree, one_line, safe_tree

# 2: spectators (hello watch, welcome seat None, view watchers) and rematch;
# 3: the engine's texts (log, prompts, legal actions' names, errors) travel as phrases;
# 4: so do the host's own words (bye and series-over reasons, chat notices);
# 5: a your-turn beyond TEXTS_LIMIT actions leaves their texts to the client
VERSION = 5
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

# The reason of the host's bye to a connection whose seat another connection (with the
# same token) took over; a client that gets it stops instead of winning the seat back.
BYE_REPLACED = N_("another connection took over this seat")
BYE_PAUSED = N_("the game is paused: the host stopped it and keeps its save to resume it")

CLIENT_TYPES = ("hello", "act", "chat", "resign", "ping", "pong", "bye", "rematch")
HOST_TYPES = ("welcome", "view", "your-turn", "error", "chat", "ping", "pong", "bye", "rematch-offer", "series-over")
MAX_WATCHERS = 64


class ProtocolError(ValueError):
    """A frame that is not a valid message; `code` is a short machine-readable reason,
    `message` the reason in English (for logs), `said` the same as the peer reads it (a
    phrase where the words are ours, so a refusal reads in the peer's language)."""

    def __init__(self, code: str, message: Said) -> None:
        english = message.english() if isinstance(message, Phrase) else message
        super().__init__(english)
        self.code = code
        self.message = english
        self.said = message


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
    return _str(MAX_NAME)(x.get("name")) or _str(80)(x.get("kind")) or _bool(x.get("connected"))


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
    },
    "welcome": {
        "game": (_str(64), True),
        "config": (_map, True),
        "seat": (_optional(_int(0, 64)), True),
        "token": (_str(MAX_TOKEN), True),
        "names": (_list(_str(MAX_NAME)), True),
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


# -- frames -----------------------------------------------------------------------------
def encode(msg: dict) -> bytes:
    """One frame holding `msg` (a dict made by a builder below)."""
    return msgpack.packb(msg, use_bin_type=True)


def unpack(frame: bytes, max_size: int) -> Any:
    """msgpack-decode `frame` with every length limit set; ProtocolError if it is not msgpack."""
    if len(frame) > max_size:
        raise ProtocolError(
            "too-large",
            phrase("a frame of {size} bytes is over the {limit}-byte limit", size=len(frame), limit=max_size),
        )
    try:
        return msgpack.unpackb(
            frame,
            raw=False,
            strict_map_key=True,
            use_list=True,
            max_str_len=max_size,
            max_bin_len=max_size,
            max_array_len=max_size,
            max_map_len=max_size,
            max_ext_len=0,
        )
    except Exception as exc:  # msgpack raises ValueError, TypeError, FormatError, StackError...
        raise ProtocolError("malformed", phrase("not a msgpack message ({error})", error=type(exc).__name__)) from None


def validate(msg: Any, allowed: tuple[str, ...]) -> dict:
    """`msg` if it is a well-formed message of one of the `allowed` types, else ProtocolError."""
    if not isinstance(msg, dict):
        raise ProtocolError("malformed", phrase("a message must be a map, not {kind}", kind=type(msg).__name__))
    if msg.get("v") != VERSION:
        theirs = repr(msg.get("v"))[:40]
        raise ProtocolError("version", phrase("protocol version {theirs} is not {ours}", theirs=theirs, ours=VERSION))
    kind = msg.get("type")
    if kind not in allowed:
        shown = kind if isinstance(kind, str) and len(kind) <= 30 else type(kind).__name__
        raise ProtocolError("unknown-type", phrase("unknown message type {kind}", kind=repr(shown)))
    fields = SCHEMA[kind]
    for key in msg:
        if key not in fields and key not in ("v", "type"):
            shown = repr(key if len(key) <= 30 else key[:30]) + ("..." if len(key) > 30 else "")
            raise ProtocolError("bad-field", phrase("{kind}: unexpected field {field}", kind=kind, field=shown))
    for key, (check, required) in fields.items():
        if key not in msg:
            if required:
                raise ProtocolError("bad-field", phrase("{kind}: missing field {field}", kind=kind, field=repr(key)))
            continue
        why = check(msg[key])
        if why:
            raise ProtocolError("bad-field", f"{kind}: field {key!r} {why}")
    try:  # every text made safe for a terminal here, where it enters, so no screen has to
        msg = safe_tree(msg)
    except UnsafeTree as exc:  # a bytes key deep inside, say: a type the protocol never uses
        raise ProtocolError("bad-field", phrase("{kind}: {problem}", kind=kind, problem=str(exc))) from None
    _names_on_one_line(msg)
    return msg


def _names_on_one_line(msg: dict) -> None:
    """Every name in a checked message on one line (`core.terminal.one_line`): a name with a
    line break could start a line that reads like another player's, or the host's."""
    kind = msg["type"]
    if kind == "hello":
        msg["name"] = one_line(msg["name"])
    elif kind == "welcome":
        msg["names"] = [one_line(n) for n in msg["names"]]
    elif kind == "view":
        for status in msg["status"]:
            status["name"] = one_line(status["name"])
        if msg.get("watchers"):
            msg["watchers"] = [one_line(n) for n in msg["watchers"]]
    elif kind == "chat":
        if msg.get("name"):
            msg["name"] = one_line(msg["name"])
        if isinstance(msg["text"], str):  # a player's own line (the host's are phrases)
            msg["text"] = one_line(msg["text"])
    elif kind == "rematch-offer":
        msg["accepted"] = [one_line(n) for n in msg["accepted"]]
        msg["waiting"] = [one_line(n) for n in msg["waiting"]]
    if msg.get("series"):
        for win in msg["series"]["wins"]:
            win[0] = one_line(win[0])


def decode_from_client(frame: bytes) -> dict:
    """A client's frame as a checked message (what the host calls). A client's chat line
    and bye reason are its own words: plain strings, never phrases for others to render."""
    msg = validate(unpack(frame, MAX_CLIENT_FRAME), CLIENT_TYPES)
    field = {"chat": "text", "bye": "reason"}.get(msg["type"])
    if field is not None and not isinstance(msg.get(field, ""), str):
        raise ProtocolError("bad-field", f"{msg['type']}.{field} must be a string")
    return msg


def decode_from_host(frame: bytes) -> dict:
    """A host's frame as a checked message (what the client calls)."""
    return validate(unpack(frame, MAX_HOST_FRAME), HOST_TYPES)


# -- builders ---------------------------------------------------------------------------
def _msg(kind: str, **fields) -> dict:
    return {"v": VERSION, "type": kind, **fields}


def hello(name: str, code: str, token: str | None = None, watch: bool = False, session: str | None = None) -> dict:
    msg = _msg("hello", name=name, code=code, token=token)
    if watch:
        msg["watch"] = True
    if session:
        msg["session"] = session
    return msg


def welcome(
    game: str,
    config: dict,
    seat: int | None,
    token: str,
    names: list[str],
    seats: list[str],
    spectator_chat: bool = False,
    series: dict | None = None,
) -> dict:
    return _msg(
        "welcome",
        game=game,
        config=config,
        seat=seat,
        token=token,
        names=list(names),
        seats=list(seats),
        spectator_chat=spectator_chat,
        series=series,
    )


def view(
    n: int,
    state: dict,
    log_from: int,
    log: list,
    status: list[dict],
    over: bool,
    result: list[float] | None = None,
    scores: list[float] | None = None,
    watchers: list[str] | None = None,
) -> dict:
    return _msg(
        "view",
        n=n,
        state=state,
        log_from=log_from,
        log=log,
        status=status,
        over=over,
        result=result,
        scores=scores,
        watchers=list(watchers or []),
    )


def your_turn(n: int, decision: dict, legal: list) -> dict:
    return _msg("your-turn", n=n, decision=decision, legal=legal)


def act(n: int, action) -> dict:
    return _msg("act", n=n, action=to_wire_action(action))


def error(code: str, message: Said, ref: str | None = None) -> dict:
    return _msg("error", code=code, message=wire_text(message, 2000), ref=ref)


def chat(text: Said, seat: int | None = None, name: str | None = None) -> dict:
    return _msg("chat", text=wire_text(text, MAX_CHAT), seat=seat, name=name)


def resign() -> dict:
    return _msg("resign")


def ping(t: float) -> dict:
    return _msg("ping", t=t)


def pong(t: float) -> dict:
    return _msg("pong", t=t)


def bye(reason: Said = "") -> dict:
    return _msg("bye", reason=wire_text(reason, 500))


def rematch(accept: bool) -> dict:
    return _msg("rematch", accept=bool(accept))


def rematch_offer(accepted: list[str], waiting: list[str], series: dict) -> dict:
    return _msg("rematch-offer", accepted=list(accepted), waiting=list(waiting), series=series)


def series_over(reason: Said, series: dict) -> dict:
    return _msg("series-over", reason=wire_text(reason, 500), series=series)


def to_wire_action(action) -> list:
    """An action tuple as msgpack lists (what `act` and `your-turn` carry)."""
    return [to_wire_action(x) if isinstance(x, (list, tuple)) else x for x in action]
