"""The wire protocol between a clanhall host and its clients: one module, one schema.

Every message is one ZeroMQ frame holding one msgpack map with the protocol version
``"v"`` and a ``"type"``. Nothing is ever pickled: frames are unpacked with
``strict_map_key=True`` and every ``max_*_len`` limit set, then checked by the validator of
their type, so a hostile peer can only ever cause a `ProtocolError`.

Client -> host
    hello   name, code (the join code), token (a seat or spectator token to resume, or
            None), watch (true: join as a spectator, who sees no seat's secrets),
            session (optional: the client program's own random id, the same on every
            reconnection, so the host knows a connection it took a seat from),
            record (optional, only when true: the player agrees that the game is recorded
            in the profiles of the table's people; nothing else about them is sent)
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
            redacted ``State.view(seat).to_wire()``), log_from + log ([seat, text]
            lines from index log_from on: what each action did, redacted for the seat, and
            the table's events, such as a resignation, which are no action: so the log may
            be longer than n), status (per seat: name, kind, connected), over, result,
            scores, watchers (the spectators' names); a seat's status has record: true
            when its player agreed to be recorded (each machine records its own player's
            game only when every other person agreed: tui/profile/people.py)
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
`ProtocolError`. What each message may carry is `net.schema` (its limits, field checkers
and `SCHEMA`); the builders in `net.messages` are the only way the host and client make
messages. This module re-exports both, so the rest of net/ reads the protocol as
`from net import protocol as P`.
"""

from __future__ import annotations

from typing import Any

import msgpack

from core.i18n import N_
from core.i18n.phrase import Phrase, Said, phrase
from core.terminal import UnsafeTree, one_line, safe_tree
from net.messages import (
    act,
    bye,
    chat,
    error,
    hello,
    ping,
    pong,
    rematch,
    rematch_offer,
    resign,
    series_over,
    to_wire_action,
    view,
    welcome,
    your_turn,
)
from net.schema import (
    CLIENT_TYPES,
    DEFAULT_PORT,
    HOST_TYPES,
    MAX_ACTION_DEPTH,
    MAX_ACTION_ITEMS,
    MAX_CHAT,
    MAX_CLIENT_FRAME,
    MAX_CODE,
    MAX_HOST_FRAME,
    MAX_NAME,
    MAX_TOKEN,
    MAX_WATCHERS,
    SCHEMA,
    TEXTS_LIMIT,
    VERSION,
    Check,
    check_action,
    read_said,
    said_id,
    wire_text,
)

# Everything net/ reads as P.<name>: this module's own, the schema's and the builders.
__all__ = [
    "act",
    "bye",
    "BYE_PAUSED",
    "BYE_REPLACED",
    "chat",
    "Check",
    "check_action",
    "CLIENT_TYPES",
    "decode_from_client",
    "decode_from_host",
    "DEFAULT_PORT",
    "encode",
    "error",
    "hello",
    "HOST_TYPES",
    "MAX_ACTION_DEPTH",
    "MAX_ACTION_ITEMS",
    "MAX_CHAT",
    "MAX_CLIENT_FRAME",
    "MAX_CODE",
    "MAX_HOST_FRAME",
    "MAX_NAME",
    "MAX_TOKEN",
    "MAX_WATCHERS",
    "ping",
    "pong",
    "ProtocolError",
    "read_said",
    "rematch",
    "rematch_offer",
    "resign",
    "said_id",
    "SCHEMA",
    "series_over",
    "TEXTS_LIMIT",
    "to_wire_action",
    "unpack",
    "validate",
    "VERSION",
    "view",
    "welcome",
    "wire_text",
    "your_turn",
]


# The reason of the host's bye to a connection whose seat another connection (with the
# same token) took over; a client that gets it stops instead of winning the seat back.
BYE_REPLACED = N_("another connection took over this seat")
BYE_PAUSED = N_("the game is paused: the host stopped it and keeps its save to resume it")


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
        msg["names"] = [one_line(n) if isinstance(n, str) else n for n in msg["names"]]
    elif kind == "view":
        for status in msg["status"]:
            if isinstance(status["name"], str):  # a default is a map (core.seat_names)
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
