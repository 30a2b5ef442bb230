"""The session interface (core/session.py), default names in one place (core.match), and
the per-reader narration (core/narration.py): one secrecy probe per move, and a reader's
log that does not change when only what is hidden from it changes."""

from __future__ import annotations

import asyncio

import pytest

from core import narration, secrecy
from core.i18n.phrase import Phrase
from core.match import Match, default_name, default_names
from core.narration import HIDDEN_CHOICE, is_hidden_line, tell
from core.session import LogLine, Session, SessionEvent
from tests.net.facedown import GAME as FACE_DOWN
from tests.support.toy_game import GAME as LUCKY


def test_default_names_are_made_in_one_place():
    assert default_names(3) == [default_name(i) for i in range(3)] == ["Player 1", "Player 2", "Player 3"]
    assert default_names(3, ["Anna", " ", "Cleo"]) == ["Anna", "Player 2", "Cleo"]
    assert Match(LUCKY, {"players": 2}, 1).names == ["Player 1", "Player 2"]
    assert Match(LUCKY, {"players": 2}, 1, names=["Anna", ""]).names == ["Anna", "Player 2"]
    with pytest.raises(ValueError):  # a list of the wrong length is still refused
        Match(LUCKY, {"players": 2}, 1, names=["Anna"])


def test_a_session_must_implement_every_part_of_the_interface():
    class Half(Session):
        def view(self):
            return None

    with pytest.raises(TypeError):
        Half()  # type: ignore[abstract]


class _Tiny(Session):
    """The least a session is: enough to try the event plumbing of the base class."""

    seat, game = 0, LUCKY
    names = ["A", "B"]  # type: ignore[assignment]
    over = False  # type: ignore[assignment]

    def view(self):
        return None

    def pending(self):
        return None

    async def submit(self, action):
        return None

    def log(self):
        return [LogLine(0, "x")]

    def result(self):
        return None

    async def close(self):
        self.emit("closed")


async def test_events_reach_listeners_and_waiters_and_a_failing_listener_stops_nobody():
    async def main():
        session = _Tiny()
        seen: list[SessionEvent] = []

        def broken(event):
            raise RuntimeError("a screen's bug")

        session.subscribe(broken)
        unsubscribe = session.subscribe(seen.append)
        waiter = asyncio.ensure_future(session.changed())
        await asyncio.sleep(0)
        session.emit("view", {"n": 1})
        event = await waiter
        unsubscribe()
        await session.close()
        return seen, event

    seen, event = await main()
    assert event == SessionEvent("view", {"n": 1})
    assert seen == [SessionEvent("view", {"n": 1})]  # unsubscribed before "closed"


def _two_cards():
    """A face-down position whose mover holds two different cards: two choices the other
    seat may not tell apart."""
    for seed in range(200):
        state = FACE_DOWN.new({"players": 2}, seed)
        legal = state.legal_actions()
        if len(legal) >= 2:
            return state, legal[0], legal[1]
    raise AssertionError("no seed of 200 deals two different cards")


def test_a_hidden_choice_reads_the_same_to_others_whatever_was_chosen():
    state, one, other = _two_cards()
    actor = state.to_move()
    rival = 1 - actor
    names = ["Anna", "Bob"]
    first = tell(state, names, actor, one, [actor, rival, None])
    second = tell(state, names, actor, other, [actor, rival, None])
    assert first.of(rival) == second.of(rival) and is_hidden_line(first.of(rival))
    assert first.of(None) == second.of(None)  # a spectator may not learn it either
    assert first.of(rival).args == {"name": "Anna"}  # names as values, not in rendered text
    assert first.of(actor) != second.of(actor)  # the actor reads its own card
    assert first.hidden == second.hidden == frozenset({rival, None})


def test_a_public_choice_is_worded_from_each_readers_view():
    state = LUCKY.new({"players": 2}, 3)
    actor, action = state.to_move(), state.legal_actions()[0]
    telling = tell(state, ["Anna", "Bob"], actor, action, [0, 1])
    assert not telling.hidden
    assert telling.of(1 - actor) == state.view(1 - actor).describe(action)
    assert telling.of(None) == ""  # no spectator reads this table: nothing worked out


def test_one_secrecy_probe_per_move_serves_every_reader(monkeypatch):
    calls = []
    real = secrecy.hidden_from

    def counted(*args, **kwargs):
        calls.append(args[3] if len(args) > 3 else kwargs.get("seats"))
        return real(*args, **kwargs)

    monkeypatch.setattr(secrecy, "hidden_from", counted)
    state, one, _other = _two_cards()
    tell(state, ["A", "B"], state.to_move(), one, [0, 1, None])
    assert calls == [[0, 1, None]]


def test_a_failing_probe_hides_the_choice_from_every_reader(monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("probe broke")

    monkeypatch.setattr(secrecy, "hidden_from", broken)
    state = LUCKY.new({"players": 2}, 3)
    actor, action = state.to_move(), state.legal_actions()[0]
    telling = tell(state, ["A", "B"], actor, action, [0, 1, None])
    assert telling.hidden == frozenset({1 - actor, None})
    assert isinstance(telling.of(1 - actor), Phrase) and telling.of(1 - actor).template == HIDDEN_CHOICE
    assert narration.hidden_from(state, actor, action, [0, 1]) == {1 - actor}
