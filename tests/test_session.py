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
from core.seat_names import seat_of
from core.session import LogLine, Session, SessionEvent
from tests.ai.fails_first import FailsFirst
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
    assert seat_of(first.of(rival).args["name"]) == actor  # the seat by reference, not in rendered text
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


# -- a game screen's local session (ai.session.LocalSession with seats, ask_again=False) ------


async def test_a_hot_seat_session_asks_every_keyboard_seat_and_hides_a_face_down_card_from_the_other():
    from ai.session import LocalSession

    match = Match(FACE_DOWN, {"players": 2}, 5, seats=["human", "human"], names=["Anna", "Bob"])
    session = LocalSession(match, None, bots={}, seats=[0, 1])
    assert session.seats == frozenset({0, 1})
    for _turn in range(200):
        if session.over:
            break
        turn = session.pending()
        assert turn is not None and turn.seat == match.state.to_move()  # whoever is on turn here
        session.seat = turn.seat  # the hand-over: that seat is at the keyboard now
        assert session.view().to_wire() == match.state.view(turn.seat).to_wire()
        await session.submit(turn.legal[0])
    lines = session.log()
    assert session.over and len(lines) == len(match.log)
    hidden = [line for line in lines if line.hidden]
    # a face-down card is hidden from the other seat at the keyboard: its line names the seat only
    assert hidden
    assert all(is_hidden_line(line.text) and seat_of(line.text.args["name"]) == line.actor for line in hidden)
    # every other line is the match's own words
    assert all(line.text == entry.text for line, entry in zip(lines, match.log) if not line.hidden)


async def test_a_screens_session_reports_a_bot_failure_and_waits_for_retry_or_replace(tmp_path, monkeypatch):
    from ai.driver import BotDriver
    from ai.session import LocalSession
    from core.session import CHOSE, ERROR, THINKING
    from tests.support.waiting import async_wait_until

    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))
    match = Match(LUCKY, {"players": 2}, 5, seats=["bot:x", "human"])
    while match.state.to_move() != 0:  # the bot's turn first
        match = Match(LUCKY, {"players": 2}, match.seed + 1, seats=["bot:x", "human"])
    session = LocalSession(match, 1, bots={0: BotDriver(FailsFirst(2))}, ask_again=False)
    events: list[SessionEvent] = []
    session.subscribe(events.append)
    session.start()
    await async_wait_until(lambda: any(e.kind == ERROR for e in events), "the failure's report")
    error = next(e for e in events if e.kind == ERROR)
    assert error.data["seat"] == 0 and str(tmp_path) in error.data["path"] and "KeyError" in error.data["error"]
    assert not match.log and session.stopped is None  # no move made up, and not stopped: the reader decides

    session.retry(0)  # fails again: reported again, still no move
    await async_wait_until(lambda: sum(e.kind == ERROR for e in events) == 2, "the second report")
    assert not match.log

    session.replace(0, BotDriver(FailsFirst(0)), "bot:random")
    await async_wait_until(lambda: match.log, "the new bot's move")
    assert match.seats[0] == "bot:random" and match.log[0].seat == 0
    kinds = [e.kind for e in events]
    assert kinds.index(THINKING) < kinds.index(CHOSE) < len(kinds)
    chose = next(e for e in events if e.kind == CHOSE)
    assert chose.data["seat"] == 0 and chose.data["action"] == match.log[0].action and not chose.data["hidden"]
    await session.close()


async def test_a_bots_choice_is_told_before_it_is_played_and_worded_once(monkeypatch):
    from ai.driver import BotDriver
    from ai.session import LocalSession
    from core.session import CHOSE
    from tests.support.waiting import async_wait_until

    calls = []
    real = secrecy.hidden_from

    def counted(state, actor, action, seats=None):
        if [v for v in (seats or []) if v != actor]:  # a probe that tries alternatives
            calls.append(actor)
        return real(state, actor, action, seats)

    monkeypatch.setattr(secrecy, "hidden_from", counted)
    match = Match(FACE_DOWN, {"players": 2}, 5, seats=["human", "bot:x"], names=["Anna", "Bob"])
    session = LocalSession(match, 0, bots={1: BotDriver(FailsFirst(0))}, ask_again=False)
    seen: list[tuple[int, bool]] = []
    session.subscribe(lambda e: seen.append((len(match.log), e.data["hidden"])) if e.kind == CHOSE else None)
    session.start()
    while not session.over and len(seen) < 3:
        turn = await async_wait_until(lambda: session.over or session.pending(), "Anna's turn or the end")
        if not session.over:
            await session.submit(turn.legal[0])
    await session.close()
    bot_moves = [i for i, e in enumerate(match.log) if e.seat == 1]
    assert [n for n, _hidden in seen] == bot_moves[: len(seen)]  # told with the log as it was before
    assert any(hidden for _n, hidden in seen)  # a face-down card: hidden from Anna
    assert calls == [1] * len(seen)  # one probe per bot move; Anna's own moves need none


async def test_take_back_and_redo_are_the_local_sessions():
    from ai.driver import BotDriver
    from ai.session import LocalSession
    from tests.support.waiting import async_wait_until

    match = Match(LUCKY, {"players": 2}, 5, seats=["human", "bot:x"])
    session = LocalSession(match, 0, bots={1: BotDriver(FailsFirst(0))})
    session.start()
    for _move in range(2):  # two of the person's moves, each answered by the bot
        turn = await async_wait_until(session.pending, "the person's turn")
        await session.submit(turn.legal[0])
    await async_wait_until(lambda: session.over or session.pending(), "the bot's reply")
    line = match.actions()
    last = max(i for i, (seat, _action) in enumerate(line) if seat == 0)
    assert session.take_back() == len(line) - last  # the person's last move and the replies after it
    assert match.actions() == line[:last] and len(session.log()) == last and session.pending() is not None
    assert session.redo() == len(line) - last and match.actions() == line
    assert session.redo() == 0  # nothing more to redo
    await session.close()
