"""The log of a LAN table as each reader reads it, kept as wire texts (phrase maps) for the
views the table sends. The wording itself (each reader's line, "made a hidden choice" for
a reader who may not tell the action from another legal one) is `core.narration`'s, worked
out once per action when it is played; what is here is the wire's."""

from __future__ import annotations

from core.match import Match
from core.narration import tell
from net import protocol as P
from net.redact import told_wire


class Narration:
    """The per-reader log texts of one match (`texts[seat]`, `watch_texts`)."""

    def __init__(self, seats: int) -> None:
        self.texts: list[list[str | dict]] = [[] for _ in range(seats)]
        self.watch_texts: list[str | dict] = []

    def of(self, reader: int | None) -> list[str | dict]:
        """The log of `reader` (None: a spectator)."""
        return self.texts[reader] if reader is not None else self.watch_texts

    def add(self, entry, texts: list[str | dict], watch_text: str | dict) -> None:
        """Append the texts of a played log entry (from `words`), with its events."""
        for viewer, text in enumerate(texts):
            self.texts[viewer].append(told_wire(entry, text))
        self.watch_texts.append(told_wire(entry, watch_text))

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
