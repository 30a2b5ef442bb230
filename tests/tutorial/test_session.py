"""The tutorial as a session (`TutorialSession`): the step's answer to a move, the script's
replies worded for the reader as in any local game, back a step as the take-back."""

from __future__ import annotations

from core.session import ERROR, YOUR_TURN
from core.tutorial import load_script
from core.tutorial.tutorial import Tutorial
from tui.learn.session import TUTORIAL, TutorialSession


def session_of(game: str = "crimson-company", step: int = 0) -> tuple[TutorialSession, list]:
    session = TutorialSession(Tutorial(load_script(game), step))
    events: list = []
    session.subscribe(events.append)
    return session, events


async def test_a_wrong_move_is_answered_and_changes_nothing():
    session, events = session_of()
    tutorial = session.tutorial
    wrong = next(a for a in session.pending().legal if a not in tutorial.intended())
    before, lines = tutorial.state.to_wire(), len(session.log())
    await session.submit(wrong)
    assert [e.kind for e in events] == [TUTORIAL]
    assert events[0].data == {"accepted": False, "message": tutorial.why_not(wrong)}
    assert tutorial.state.to_wire() == before and len(session.log()) == lines and tutorial.step == 0
    assert session.pending() is not None  # still the player's turn


async def test_the_intended_move_plays_the_replies_worded_for_the_reader():
    session, events = session_of()
    tutorial = session.tutorial
    step, lines = tutorial.current, len(session.log())
    await session.submit(tutorial.intended()[0])
    assert events[-1].kind == TUTORIAL and events[-1].data == {"accepted": True, "message": step.done}
    assert YOUR_TURN in [e.kind for e in events] and tutorial.step == 1
    # the player's move and each reply: one line each, as the session words them
    assert len(session.log()) == lines + 1 + len(step.replies) == len(session.tellings)
    assert session.pending() is not None and session.pending().seat == tutorial.script.player


async def test_back_is_the_take_back_and_there_is_no_redo():
    session, _events = session_of(step=2)
    tutorial = session.tutorial
    at_step_1 = Tutorial(load_script("crimson-company"), 1).state.to_wire()
    assert session.take_back() > 0 and tutorial.step == 1
    assert tutorial.state.to_wire() == at_step_1 and len(session.tellings) == len(tutorial.match.log)
    assert session.redo() == 0
    first, _ = session_of()
    assert first.take_back() == 0


async def test_an_illegal_move_or_one_out_of_turn_is_an_error():
    session, events = session_of()
    await session.submit(("bid", 0, 999))
    assert [e.kind for e in events] == [ERROR]
    done, events = session_of(step=len(load_script("crimson-company").steps) - 1)
    await done.submit(done.tutorial.intended()[0])
    assert done.over and done.pending() is None
    await done.submit(("pass",))
    assert events[-1].kind == ERROR
