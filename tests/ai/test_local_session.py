"""A game on this machine as a session (ai/session.py): a person's seat and bot seats, the
log as the reader may read it, events, a bot that fails once or twice, and `play_seat`."""

from __future__ import annotations

from ai.driver import BotDriver
from ai.session import LocalSession, play_seat
from core.match import Match
from core.narration import is_hidden_line
from core.seat_names import seat_of
from tests.ai.fails_first import FailsFirst
from tests.net.facedown import GAME as FACE_DOWN
from tests.support.toy_game import GAME as LUCKY
from tests.support.waiting import async_wait_until


async def _play_person(session: LocalSession) -> list[str]:
    """Play the reader's seat with its first legal action every turn until the end (at most
    200 turns); the kinds of event seen."""
    kinds: list[str] = []
    session.subscribe(lambda event: kinds.append(event.kind))
    session.start()
    for _turn in range(200):
        turn = await async_wait_until(lambda: session.over or session.pending(), "the reader's turn or the end")
        if session.over:
            break
        await session.submit(turn.legal[0])
    return kinds


async def test_a_person_and_a_bot_play_a_game_to_its_end():
    async def main():
        match = Match(LUCKY, {"players": 2}, 5, seats=["human", "bot:random"], names=["Anna", ""])
        session = LocalSession(match, 0)
        kinds = await _play_person(session)
        await session.close()
        return session, kinds

    session, kinds = await main()
    assert session.over and session.result() == session.match.result()
    assert session.names == ["Anna", "Bot · random"]  # core.seat_names: a bot nobody named
    assert {"view", "your-turn", "over", "closed"} <= set(kinds) and kinds.count("over") == 1
    log = session.log()
    assert [line.actor for line in log] == [entry.seat for entry in session.match.log]
    assert all(not line.hidden for line in log)  # Lucky Draw plays its cards face up


async def test_a_bots_face_down_card_reads_as_a_hidden_choice_with_its_seat():
    async def main():
        match = Match(FACE_DOWN, {"players": 2}, 5, seats=["human", "bot:random"], names=["Anna", "Bob"])
        session = LocalSession(match, 0)
        await _play_person(session)
        return session

    session = await main()
    bots = [line for line in session.log() if line.actor == 1]
    own = [line for line in session.log() if line.actor == 0]
    hidden = [line for line in bots if line.hidden]
    assert hidden and all(is_hidden_line(line.text) and seat_of(line.text.args["name"]) == 1 for line in hidden)
    # a bot's move is shown only when it had no other choice (its last card)
    assert all(line.hidden for line in bots[:-1])
    assert own and not any(line.hidden for line in own)


async def test_it_is_not_your_turn_is_an_error_event_and_nothing_changes():
    async def main():
        match = Match(LUCKY, {"players": 2}, 5, seats=["human", "human"])
        session = LocalSession(match, 1 - match.state.to_move())
        errors = []
        session.subscribe(lambda event: errors.append(event) if event.kind == "error" else None)
        await session.submit(match.state.legal_actions()[0])
        session.seat = match.state.to_move()
        await session.submit(["no-such-move"])  # as a list, as from msgpack: refused all the same
        return match, errors

    match, errors = await main()
    assert not match.log and len(errors) == 2
    assert errors[0].data["message"].template == "it is not your turn (seat {seat} must act)"
    assert "is not a legal action now" in errors[1].data["message"]


async def test_a_bot_that_fails_once_is_asked_again_fresh(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))

    async def main():
        match = Match(LUCKY, {"players": 2}, 5, seats=["bot:x", "bot:y"])
        session = LocalSession(match, None, bots={0: BotDriver(FailsFirst(1)), 1: BotDriver(FailsFirst(0))})
        errors = []
        session.subscribe(lambda event: errors.append(event) if event.kind == "error" else None)
        await session.play()
        return session, errors

    session, errors = await main()
    assert session.over and session.stopped is None
    assert [e.data["message"] for e in errors] == ["KeyError: 'do_answer'"]
    assert "do_answer" in (tmp_path / "errors.log").read_text()


async def test_a_bot_that_fails_twice_stops_the_session_without_a_move(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "errors.log"))

    async def main():
        match = Match(LUCKY, {"players": 2}, 5, seats=["bot:x", "bot:y"])
        drivers = {0: BotDriver(FailsFirst(2)), 1: BotDriver(FailsFirst(2))}
        session = LocalSession(match, None, bots=drivers)
        kinds = []
        session.subscribe(lambda event: kinds.append(event.kind))
        await session.play()
        return session, kinds

    session, kinds = await main()
    assert not session.match.log  # nothing played in the failing bot's place
    assert kinds == ["error", "error", "closed"]
    assert session.stopped.template == "{who} failed twice: {error}; the traceback is in {path}"


async def test_play_seat_plays_a_local_seat_and_moves_played_on_the_match_are_worded():
    async def main():
        match = Match(FACE_DOWN, {"players": 2}, 9, seats=["human", "bot:random"])
        session = LocalSession(match, 0)
        session.start()
        result = await play_seat(session, BotDriver("random", seed=2))
        return session, result

    session, result = await main()
    assert result == session.match.result()
    assert len(session.log()) == len(session.match.log)
    # a take-back (the interface's) is followed: the log is worded again from the seed
    session.match.take_back(2)
    assert len(session.log()) == 2 and [line.actor for line in session.log()] == [e.seat for e in session.match.log]


def test_the_arena_loop_without_an_event_loop():
    match = Match(LUCKY, {"players": 3}, 4, seats=["bot:random"] * 3)
    session = LocalSession(match, None, readers=[])
    session.play_now()
    assert session.over and len(session.tellings) == len(match.log)
