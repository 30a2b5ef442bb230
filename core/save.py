"""The save format: a finished or unfinished match as bytes, and back.

A save holds what is needed to rebuild a match exactly — game id, config, seed, seat kinds,
player names and the action log — plus a little metadata for listings (timestamps, progress
label, finished flag). Loading replays the log through the rules, so a save can never load
into a position the rules do not allow. The byte layout is documented in `saves/README.md`:

    magic (12 bytes) | format version (uint16 BE) | body length (uint32 BE)
    | SHA-256 of everything before it and the body (32 bytes) | body (msgpack map)

This module is pure: no files, no clock. Timestamps are passed in by the caller;
`core.savefile` is the one place that reads and writes save files.

    data = encode_save(match, created=now, updated=now)   # bytes
    save = decode_save(data, source="anna-vs-bob.clanhall")  # SaveData, or SaveError
    match = match_from_save(save)                           # replayed Match, or SaveError
"""

from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable

import msgpack

from core.i18n import N_
from core.i18n.phrase import Phrase, Said, phrase, said_from_wire, said_to_wire
from core.match import Match
from core.protocol import Action, as_action
from core.registry import get_game
from core.terminal import one_line, safe_text, safe_tree

SAVE_MAGIC = b"\x89CLANHALL\r\n\x1a"
"""The first bytes of every save. The 0x89 and CR LF / 0x1A catch text-mode transfers."""

FORMAT_VERSION = 1
"""The newest body layout this build writes and reads; newer files are refused clearly."""

_HEADER = struct.Struct(">HI")  # format version, body length
DIGEST_SIZE = 32
HEADER_SIZE = len(SAVE_MAGIC) + _HEADER.size + DIGEST_SIZE
MAX_BODY = 4 * 1024 * 1024  # a long game's save is ~10 KB; anything near this is not a save
"""The largest body a save may declare; bigger is treated as damage, not read."""

# msgpack limits: a save is small maps of short strings and one long log of short actions.
_UNPACK_LIMITS = dict(max_str_len=1 << 16, max_bin_len=0, max_ext_len=0, max_array_len=1 << 22, max_map_len=1 << 12)


class SaveError(Exception):
    """A save that cannot be used; the message names the file and what is wrong."""

    def __init__(self, source: str, problem: Said) -> None:
        problem = str(problem)  # a phrase is read in the language of the moment
        source = safe_text(source)  # a file's name may hold escape sequences too
        super().__init__(f"{source}: {problem}")
        self.source = source
        self.problem = problem


@dataclass(frozen=True)
class SaveData:
    """The decoded contents of one save (checked, but not yet replayed).

    `log` is a tuple of (seat, action) pairs in the order they were played; `created` and
    `updated` are UTC datetimes or None when the writer gave none; `checksum` is the
    SHA-256 hex digest stored in the file; `match_id` names the match (every autosave of one
    match, and a save given the same `match_id`, share it); `position` is `state_digest` of the
    position when saved, so a replay under changed rules can be noticed (`rules_changed`).
    """

    game: str
    config: dict
    seed: int
    seats: tuple[str, ...]
    names: tuple[str, ...]
    log: tuple[tuple[int, Action], ...]
    created: datetime | None = None
    updated: datetime | None = None
    finished: bool = False
    progress: Said = ""  # the game's progress label when saved (a phrase; old saves: English)
    title: str = ""
    match_id: str = ""
    position: str = ""
    version: int = FORMAT_VERSION
    checksum: str = ""
    take_backs: int = 0  # how often the players took moves back (the log is the line kept)
    extra: dict = field(default_factory=dict)

    @property
    def moves(self) -> int:
        """How many actions the log holds."""
        return len(self.log)


# -- writing ---------------------------------------------------------------------------
def encode_save(
    match: Match,
    *,
    names: list[str] | None = None,
    created: datetime | float | None = None,
    updated: datetime | float | None = None,
    title: str = "",
    match_id: str | None = None,
) -> bytes:
    """The save file bytes of `match` as it stands now.

    `names` overrides `match.names`; `created` / `updated` are the caller's clock readings
    (a datetime, or seconds since the epoch; `updated` defaults to `created`); `title` is
    the name a person gave the save; `match_id` defaults to one made of `created` and the
    seed, so successive saves of one match agree on it. ValueError if the match holds
    something msgpack cannot carry (a seed beyond 64 bits, an odd config value).
    """
    created_s = _timestamp(created)
    updated_s = _timestamp(updated) if updated is not None else created_s
    names = list(names) if names is not None else list(match.names)
    if len(names) != len(match.seats):
        raise ValueError(f"{len(names)} names for {len(match.seats)} seats")
    if match_id is None:
        match_id = make_match_id(created, match.seed)
    body = {
        "game": match.game.id,
        "config": dict(match.config),
        "seed": match.seed,
        "seats": [str(s) for s in match.seats],
        "names": [str(n) for n in names],
        "log": [[e.seat, list(e.action)] for e in match.log],
        "created": created_s,
        "updated": updated_s,
        "finished": match.is_over(),
        "progress": said_to_wire(match.state.progress_label()),
        "title": str(title or ""),
        "match_id": str(match_id),
        "position": state_digest(match.state),
    }
    if getattr(match, "take_backs", 0):
        body["take_backs"] = int(match.take_backs)
    try:
        packed = msgpack.packb(body, use_bin_type=True)
    except (TypeError, ValueError, OverflowError) as exc:  # e.g. a seed beyond 64 bits
        raise ValueError(phrase("this match cannot be saved: {problem}", problem=str(exc))) from None
    if len(packed) > MAX_BODY:  # never write a save that no reader would open
        raise ValueError(
            phrase("this match cannot be saved: {size} bytes, over {limit}", size=len(packed), limit=MAX_BODY)
        )
    head = SAVE_MAGIC + _HEADER.pack(FORMAT_VERSION, len(packed))
    return head + _digest(head, packed) + packed


def _progress(value: Any, bad: Callable[[Said], Exception]) -> Said:
    """The progress label of a save: a phrase's map, or (saves before phrases) a string."""
    try:
        return said_from_wire(value)
    except ValueError:
        raise bad(phrase("field 'progress' is neither a text nor a phrase")) from None


def state_digest(state) -> str:
    """A fingerprint of a position: SHA-256 (hex, 32 digits) of its wire form with map keys
    sorted, so equal states give equal fingerprints however they were reached — without
    the fields a state names in `HISTORY_FIELDS` (how it was reached, e.g. the Clans move
    list its bots read colours from), so saves made before such a field was added still
    match their position, and without those it names in `NARRATION_FIELDS` (the event log):
    the position is fingerprinted, not its narration, so a new or reworded log line never
    makes a save report "rules changed". The phrases of its other `TEXT_FIELDS` (e.g. a
    prompt) are taken in English."""
    wire = state.to_wire()
    for key in getattr(state, "NARRATION_FIELDS", ()):
        wire.pop(key, None)
    return _fingerprint(_digest_wire(state, wire))


def legacy_state_digest(state) -> str:
    """The fingerprint saves wrote before the event log left it (see `state_digest`): the
    event log taken too, in English, without the events whose message id the state names
    in `EVENTS_SINCE_DIGEST` (lines added since; an old save's log never held them). Exact
    unless such a line fell inside a log already cut to its last events (the state's
    MAX_EVENTS): then an old save reports "rules changed" until it is saved again."""
    wire = state.to_wire()
    later: frozenset[str] = getattr(state, "EVENTS_SINCE_DIGEST", frozenset())
    for key in getattr(state, "NARRATION_FIELDS", ()):
        if later and key in wire:
            wire[key] = [text for text in wire[key] if _template(text) not in later]
    return _fingerprint(_digest_wire(state, wire))


def _digest_wire(state, wire: dict | None = None) -> dict:
    """A state's wire form as both fingerprints take it: no `HISTORY_FIELDS`, the phrases of
    its `TEXT_FIELDS` in English (as saves made before the engine spoke in phrases)."""
    wire = state.to_wire() if wire is None else wire
    for key in getattr(state, "HISTORY_FIELDS", ()):
        wire.pop(key, None)
    for key in getattr(state, "TEXT_FIELDS", ()):
        if key in wire:
            wire[key] = [_english(text) for text in wire[key]]
    return wire


def _fingerprint(wire: dict) -> str:
    """SHA-256 (hex, 32 digits) of a wire form with its map keys sorted."""
    packed = msgpack.packb(_canonical(wire), use_bin_type=True)
    return hashlib.sha256(packed).hexdigest()[:32]


def _template(text: Any) -> str | None:
    """The message id of one event as the wire carries it (None: a plain text)."""
    if isinstance(text, str):
        return None
    try:
        return Phrase.from_wire(text).template
    except ValueError:
        return None


def _english(text: Any) -> Any:
    """A text field's item as the fingerprint takes it: a phrase in English (which is what
    saves made before phrases fingerprinted), anything else as it is."""
    if isinstance(text, str):
        return text
    try:
        return Phrase.from_wire(text).english()
    except ValueError:
        return text


def _canonical(obj: Any) -> Any:
    if isinstance(obj, dict):
        return [["\0map"]] + [
            [_canonical(k), _canonical(v)] for k, v in sorted(obj.items(), key=lambda kv: repr(kv[0]))
        ]
    if isinstance(obj, (list, tuple)):
        return [_canonical(x) for x in obj]
    return obj


def make_match_id(created: datetime | float | None, seed: int) -> str:
    """A short id for one match: its start time and seed ("20261122T224213Z-0000002a")."""
    stamp = (_timestamp(created) or "undated").replace(":", "").replace("-", "")
    return f"{stamp}-{seed & 0xFFFFFFFF:08x}"


def _digest(head: bytes, body: bytes) -> bytes:
    h = hashlib.sha256(head)
    h.update(body)
    return h.digest()


def _timestamp(value: datetime | float | None) -> str | None:
    """A clock reading as an ISO-8601 UTC string ("2026-11-22T22:42:13Z")."""
    if value is None:
        return None
    if isinstance(value, (int, float)):
        value = datetime.fromtimestamp(value, timezone.utc)
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


# -- reading ---------------------------------------------------------------------------
def decode_save(data: bytes, *, source: str = "<save>") -> SaveData:
    """Check and unpack save bytes; `SaveError` naming `source` if anything is wrong.

    Checks, in order: not empty, the magic, a version this build reads, the length (a
    truncated or over-long file), the checksum, and the body's fields and their types.
    It does not replay the log: `match_from_save` does.
    """
    data = bytes(data)
    if not data:
        raise SaveError(source, phrase("the file is empty"))
    if not data.startswith(SAVE_MAGIC[: len(data)]):
        raise SaveError(source, phrase("not a clanhall save (it does not start with the save header)"))
    if len(data) >= len(SAVE_MAGIC) + 2:  # the version first: a newer layout may differ after it
        version = int.from_bytes(data[len(SAVE_MAGIC) : len(SAVE_MAGIC) + 2], "big")
        if version > FORMAT_VERSION:
            raise SaveError(
                source,
                phrase(
                    "written by a newer clanhall (save format {version}; this "
                    "version reads up to format {newest}); update clanhall",
                    version=version,
                    newest=FORMAT_VERSION,
                ),
            )
        if version < 1:
            raise SaveError(source, phrase("damaged: unknown save format {version}", version=version))
    if len(data) < HEADER_SIZE:
        raise SaveError(
            source,
            phrase(
                "the file is truncated: {size} bytes, shorter than the {header}-byte header",
                size=len(data),
                header=HEADER_SIZE,
            ),
        )
    version, length = _HEADER.unpack_from(data, len(SAVE_MAGIC))
    body = data[HEADER_SIZE:]
    if length > MAX_BODY:
        raise SaveError(source, phrase("damaged: the header declares a {length}-byte body", length=length))
    if len(body) < length:
        raise SaveError(
            source, phrase("the file is truncated: {size} of {length} body bytes", size=len(body), length=length)
        )
    if len(body) > length:
        raise SaveError(source, phrase("damaged: {extra} unexpected bytes after the save", extra=len(body) - length))
    head_end = len(SAVE_MAGIC) + _HEADER.size
    stored = data[head_end:HEADER_SIZE]
    if _digest(data[:head_end], body) != stored:
        raise SaveError(source, phrase("damaged: the checksum does not match the contents"))
    try:
        obj = msgpack.unpackb(body, raw=False, strict_map_key=True, use_list=True, **_UNPACK_LIMITS)
        obj = safe_tree(obj)  # names, titles, phrase arguments: safe for a terminal from here on
    except Exception as exc:  # msgpack raises several types for malformed input; UnsafeTree
        raise SaveError(
            source, phrase("damaged: the contents are not readable ({problem})", problem=str(exc))
        ) from None
    return _save_data(obj, source, version, stored.hex())


def _save_data(obj: Any, source: str, version: int, checksum: str) -> SaveData:
    """Check the body's fields and build the SaveData."""

    def bad(problem: Said) -> SaveError:
        return SaveError(source, phrase("damaged: {problem}", problem=problem))

    if not isinstance(obj, dict):
        raise bad(phrase("the contents are not a map"))
    for key, kind in (("game", str), ("config", dict), ("seed", int), ("seats", list), ("names", list), ("log", list)):
        if not isinstance(obj.get(key), kind) or isinstance(obj.get(key), bool):
            raise bad(phrase("field {key} is missing or not a {kind}", key=repr(key), kind=kind.__name__))
    seats, names = obj["seats"], obj["names"]
    if not all(isinstance(s, str) for s in seats + names):
        raise bad(phrase("seat kinds and player names must be strings"))
    names = [one_line(n) for n in names]
    if len(seats) != len(names) or not seats:
        raise bad(phrase("{seats} seat kinds but {names} player names", seats=len(seats), names=len(names)))
    log = []
    for i, entry in enumerate(obj["log"]):
        if (
            not isinstance(entry, list)
            or len(entry) != 2
            or not isinstance(entry[0], int)
            or isinstance(entry[0], bool)
            or not isinstance(entry[1], list)
            or not 0 <= entry[0] < len(seats)
        ):
            raise bad(phrase("log entry {number} is not a (seat, action) pair", number=i + 1))
        log.append((entry[0], as_action(entry[1])))
    created = _parse_time(obj.get("created"), "created", bad)
    updated = _parse_time(obj.get("updated"), "updated", bad)
    texts: dict[str, Any] = {"progress": _progress(obj.get("progress", ""), bad)}
    for key in ("title", "match_id", "position"):
        value = obj.get(key, "")
        if not isinstance(value, str):
            raise bad(phrase("field {key} is not a string", key=repr(key)))
        texts[key] = one_line(value)
    finished = obj.get("finished", False)
    if not isinstance(finished, bool):
        raise bad(phrase("field 'finished' is not true or false"))
    take_backs = obj.get("take_backs", 0)
    if not isinstance(take_backs, int) or isinstance(take_backs, bool) or not 0 <= take_backs < 2**31:
        raise bad(phrase("field 'take_backs' is not a count"))
    known = {
        "game",
        "config",
        "seed",
        "seats",
        "names",
        "log",
        "created",
        "updated",
        "finished",
        "progress",
        "title",
        "match_id",
        "position",
        "take_backs",
    }
    return SaveData(
        game=obj["game"],
        config=obj["config"],
        seed=obj["seed"],
        seats=tuple(seats),
        names=tuple(names),
        log=tuple(log),
        created=created,
        updated=updated,
        finished=finished,
        take_backs=take_backs,
        version=version,
        checksum=checksum,
        extra={k: v for k, v in obj.items() if k not in known},
        **texts,
    )


def _parse_time(value: Any, key: str, bad) -> datetime | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise bad(phrase("field {key} is not a time", key=repr(key)))
    try:
        return datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    except ValueError:
        raise bad(phrase("field {key} is not a time ({value})", key=repr(key), value=repr(value[:40]))) from None


def match_from_save(save: SaveData, *, source: str = "<save>", strict: bool = False) -> Match:
    """The match a save describes, rebuilt by replaying its log through the rules.

    `SaveError` if the game is unknown, the config is invalid, or the log
    does not replay (an action the rules refuse) — a save never loads into a position the
    rules do not allow. If the rules changed since the save was written, the log may still
    replay but to another position: `rules_changed(match, save)` tells; with `strict` that
    is a SaveError too.
    """
    try:
        game = get_game(save.game)  # every known game ships with clanhall: an ImportError is a bug, raised
    except KeyError:
        raise SaveError(source, phrase("a save of an unknown game {game}", game=repr(save.game))) from None
    try:
        match = Match(game, save.config, save.seed, list(save.seats), list(save.names))
    except Exception as exc:  # the game's own config checks; any failure means a bad save
        raise SaveError(source, phrase("the game setup is invalid: {problem}", problem=str(exc))) from None
    for i, (seat, action) in enumerate(save.log):
        try:
            for step in _today(match, action):
                match.submit(seat, step)
        except Exception as exc:  # IllegalAction, or a rules error on a forged action
            raise SaveError(
                source,
                phrase(
                    "move {number} of {moves} does not replay: {problem}",
                    number=i + 1,
                    moves=len(save.log),
                    problem=str(exc),
                ),
            ) from None
    if match.is_over() != save.finished:
        said = phrase("finished") if save.finished else phrase("unfinished")
        raise SaveError(source, phrase("damaged: the file says the game is {said}, its moves say otherwise", said=said))
    if strict and rules_changed(match, save):
        raise SaveError(source, Phrase(RULES_CHANGED))
    match.take_backs = save.take_backs
    return match


def _today(match: Match, action) -> list:
    """`action` of a save as today's actions: itself, or what its older form means now."""
    state = match.state
    if state.is_over() or action in state.legal_actions():
        return [action]
    return state.older_form(action) or [action]


RULES_CHANGED = N_(
    "its moves replay to a different position than the one saved (the game's rules changed since it was written)"
)


def rules_changed(match: Match, save: SaveData) -> bool:
    """True if `match`, replayed from `save`, is not the position that was saved (the rules
    changed in between). Saves without a fingerprint are taken as they replay; a save
    written before the event log left the fingerprint matches `legacy_state_digest`."""
    if not save.position:
        return False
    state = match.state
    return save.position not in (state_digest(state), legacy_state_digest(state))
