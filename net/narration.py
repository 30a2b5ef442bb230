"""The log of a LAN table as each reader reads it: every seat's own wording of each action
(its view's), a spectator's (the view of no seat), and "made a hidden choice" for a reader
who may not tell the action from another legal one. Worked out once per action, when it is
played, and kept as wire texts (phrase maps) for the views the table sends."""

from __future__ import annotations

from core.i18n.phrase import phrase
from core.match import Match
from net import protocol as P
from net.redact import hidden_from, told_wire


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
    """The log text of `action` for every seat, and for a spectator: the actor's own words;
    for a reader that cannot tell this action from another legal one (a face-down card, a
    sealed bid) a plain "made a hidden choice"; for the others the words of their own view
    (a spectator's: the view of no seat). A seat not in `readers` (nobody reads its log: a
    bot's) gets "" — nothing is worked out for it."""
    hidden = hidden_from(state, actor, action, readers)
    name = names[actor]

    def text_for(viewer: int | None) -> str | dict:
        if viewer != actor and viewer not in readers:
            return ""
        if viewer in hidden:
            return phrase("{name} made a hidden choice", name=name).to_wire()
        try:
            text = state.describe(action) if viewer == actor else state.view(viewer).describe(action)
        except Exception:
            text = phrase("{name} acted", name=name)
        return P.wire_text(text)

    return [text_for(v) for v in range(state.num_seats)], text_for(None)
