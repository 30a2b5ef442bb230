"""The log of a LAN table as each reader reads it, kept as wire texts (phrase maps) for the
views the table sends. The wording itself (each reader's line, "made a hidden choice" for
a reader who may not tell the action from another legal one) is `core.narration`'s, worked
out once per action when it is played; what is here is the wire's, with the table's own
events (a resignation), which every reader's log shows as a line, never as chat."""

from __future__ import annotations

from core.i18n.phrase import Phrase, Said
from core.match import Match
from core.narration import is_hidden_line, tell
from core.session import LogLine
from net import protocol as P
from net.redact import told_wire

Line = tuple[int, "str | dict"]  # (the seat the line is about, its wire text)


class Narration:
    """The per-reader log lines of one match (`lines[seat]`, `watch_lines`): each action's
    line, and the table's own events (a resignation) that every reader reads alike."""

    def __init__(self, seats: int) -> None:
        self.lines: list[list[Line]] = [[] for _ in range(seats)]
        self.watch_lines: list[Line] = []

    def of(self, reader: int | None) -> list[Line]:
        """The log of `reader` (None: a spectator)."""
        return self.lines[reader] if reader is not None else self.watch_lines

    def add(self, entry, texts: list[str | dict], watch_text: str | dict) -> None:
        """Append the texts of a played log entry (from `words`), with its events."""
        for viewer, text in enumerate(texts):
            self.lines[viewer].append((entry.seat, told_wire(entry, text)))
        self.watch_lines.append((entry.seat, told_wire(entry, watch_text)))

    def event(self, seat: int, text: Phrase) -> None:
        """A line about `seat` that is no action of the game (it resigned), for every
        reader: it comes in each reader's log, never as a chat line."""
        wire = P.wire_text(text)
        for lines in self.lines:
            lines.append((seat, wire))
        self.watch_lines.append((seat, wire))

    @classmethod
    def replayed(cls, match: Match, readers_of) -> "Narration":
        """The narration of a match that already has actions (a resumed game)."""
        narration = cls(match.state.num_seats)
        if not match.log:
            return narration
        state = match.game.new(match.config, match.seed)
        for entry in match.log:
            texts, watch_text = words(state, match.names, entry.seat, entry.action, readers_of(entry.seat))
            narration.add(entry, texts, watch_text)
            state.apply(entry.action)
        return narration


def words(state, names, actor: int, action, readers: list[int | None]) -> tuple[list[str | dict], str | dict]:
    """The wire texts of `action` for every seat and for a spectator: `core.narration.tell`
    (one secrecy probe for every reader) in the form views carry."""
    telling = tell(state, names, actor, action, readers)
    return [_wire(t) for t in telling.texts], _wire(telling.watch_text)


def _wire(text) -> str | dict:
    """A line as the wire carries it ("" stays "": a seat nobody reads)."""
    return text if text == "" else P.wire_text(text)


def split_lines(text: Said) -> list[Said]:
    """The lines of a log text the host joined (`net.redact.joined`: one phrase "{l0}\\n{l1}…"
    whose arguments are the lines, in groups when there are many), read from the phrase's
    form: the action's line, then what it set off."""
    if not isinstance(text, Phrase) or text.plural or not _joined(text):
        return [text]
    lines: list[Said] = []
    for k in range(len(text.args)):
        line = text.args[f"l{k}"]
        lines += split_lines(line if isinstance(line, Phrase) else str(line))
    return lines


def _joined(text: Phrase) -> bool:
    """Whether `text` has the form `joined` gives several lines."""
    count = len(text.args)
    return count > 1 and text.template == "\n".join(f"{{l{k}}}" for k in range(count))


def wire_log_line(seat: int, text: Said) -> LogLine:
    """A log line the host sent for an action of `seat`, as a `LogLine` (its lines already
    in the order a log shows them)."""
    lead, *events = split_lines(text)
    return LogLine(seat, lead, tuple(events), is_hidden_line(lead))
