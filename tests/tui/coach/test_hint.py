"""The hint: `h` asks the coach (its own bot process) for the top options of the player on
turn, from that player's view; the panel shows them with win chances, the list marks
them, `j` goes to the first, `h` again closes; no hint for a seat not on turn.

Issue 30 §3 (the suite's time): a hint searches 100 iterations, not 300 (its strength is
not the point, that it searched its budget is); the check that a hint reads only the
player's view is made in the same app as the hint's display (the hidden parts swapped
before `h`, the hint compared with the coach's advice on the true view, asked headless),
instead of two more apps per game; and the cancelled hint's search is a coach that thinks
until cancelled (tests/support/slow_coach.py) instead of a real search of 200,000
iterations in a thread, which held the interface's frames back for seconds."""

from __future__ import annotations

import pytest

import ai.registry
from ai.coach import Advice
from ai.registry import make_bot
from core.protocol import State
from core.rng import Rng
from tests.support import slow_coach
from tests.support.screens import notified
from tests.support.waiting import DEADLINE, pilot_wait_until
from tui.app import ClanhallApp
from tui.coach.hint_panel import HintPanel
from tui.setup import GameSetup

COACH = "mcts:iterations=100,workers=1"
BUDGET = 100  # the iterations COACH searches

SETUPS = {
    "clans": GameSetup("clans", {"players": 2}, 11, ["human", "bot:random"]),
    "crystal-clans": GameSetup("crystal-clans", {"clan1": "skull", "clan2": "water"}, 5, ["human", "bot:random"]),
    "crimson-company": GameSetup("crimson-company", {"variant": "duel", "players": 2}, 3, ["human", "bot:random"]),
}


def app_for(game_id: str, processes: bool = True) -> ClanhallApp:
    from core.registry import get_game

    setup = SETUPS[game_id]
    setup = GameSetup(setup.game_id, get_game(game_id).normalize_config(setup.config), setup.seed, setup.seats)
    return ClanhallApp(setup=setup, bot_delay=0, autosave=False, bot_processes=processes, coach_spec=COACH)


async def wait_for(pilot, done, seconds: float = DEADLINE) -> None:
    """Until `done()`; AssertionError after `seconds` (a hang guard, never a speed check)."""
    await pilot_wait_until(pilot, done, deadline=seconds)


async def human_turn(pilot, app):
    from tui.games.base import GameScreen

    await wait_for(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.waiting_for == 0)
    return app.screen


def swap_hidden(screen) -> State:
    """Replace the true state of `screen`'s match by another one consistent with the human's
    view (other hidden cards, other secret colours), as if the game had been dealt
    differently; the state it was."""
    true_state = screen.match.state
    other = true_state.view(0).determinize(0, Rng(99))
    assert other.to_wire() != true_state.to_wire(), "nothing hidden was swapped"
    assert other.view(0).to_wire() == true_state.view(0).to_wire()
    screen.match.state = other
    return true_state


def advice_on_the_view(match, state: State) -> Advice:
    """The coach's advice for seat 0 from its view of `state`, asked headless: the coach's
    spec and seed (tui.coach.runner.start_coach), no interface."""
    return make_bot(COACH, seed=match.seed).advise(state.view(0), 0, state.legal_actions())


@pytest.mark.parametrize("game_id", list(SETUPS))
async def test_a_hint_shows_the_top_options_marks_them_and_jumps(game_id):
    """Also: a hint reads the player's view only. What the player may not know is swapped
    before `h` (same seed): the hint is the coach's advice on the true view, every option,
    visit and estimate."""
    app = app_for(game_id)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await human_turn(pilot, app)
        legal = list(screen.legal)
        true_state = swap_hidden(screen)
        await pilot.press("h")  # the key's binding runs once it has passed the focused widget
        await wait_for(pilot, lambda: screen.hinting or screen.hint_advice is not None)
        panel = screen.query_one(HintPanel)
        assert panel.display
        await wait_for(pilot, lambda: screen.hint_advice is not None)
        advice = screen.hint_advice
        assert isinstance(advice, Advice) and advice.seat == 0
        assert advice == advice_on_the_view(screen.match, true_state), "the hint read what seat 0 may not know"
        assert {o.action for o in advice.options} <= set(legal)
        body = str(panel.query_one("#hint-body").render())
        assert "①" in body and "wins" in body
        if len(legal) > 1:
            assert advice.iterations >= BUDGET * 5 // 6  # searched: the budget, give or take the tree's leaves
            shares = [o.share for o in advice.options]
            assert shares == sorted(shares, reverse=True) and abs(sum(shares) - 1) < 1e-6
        actions = screen.query_one("#actions")
        row = screen.row_id(advice.best.action)  # its row (Crimson: a card's bids share one)
        best = actions.get_option_index(row)
        assert str(actions.get_option(row).prompt).startswith("①")
        await pilot.press("j")
        if game_id == "clans":  # on the map: the first move's source picked, the cursor on its end
            board = screen.query_one("#board")
            src, dst = advice.best.action[1:3]
            await wait_for(pilot, lambda: screen.selected == src)
            assert board.cursor == dst and screen.selected == src and dst in board.targets
            assert board.hinted[src] == board.hinted[dst] == "①"
        else:
            await wait_for(pilot, lambda: screen.focused is actions)  # a focus the app applies later
            assert actions.highlighted == best
        await pilot.press("h")  # closes, marks gone
        await wait_for(pilot, lambda: screen.hint_advice is None)
        assert not panel.display
        assert not str(actions.get_option(row).prompt).startswith("①")
        if game_id == "clans":
            assert not screen.query_one("#board").hinted


async def test_a_hint_can_be_cancelled_and_is_dropped_when_the_turn_passes(monkeypatch):
    monkeypatch.setitem(ai.registry._BUILTIN, "slowcoach", "tests.support.slow_coach:SlowCoach")
    slow_coach.NOTICED.clear()
    slow_coach.STOP.clear()
    app = app_for("clans", processes=False)
    app.coach_spec = "slowcoach"  # thinks until cancelled
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await human_turn(pilot, app)
            await pilot.press("h")
            await pilot_wait_until(pilot, lambda: screen.hinting, "the hint's search to start")
            await pilot.pause()
            assert screen.hinting and not slow_coach.NOTICED.is_set()  # still searching
            await pilot.press("h")
            await notified(pilot, "Hint cancelled")
            assert not screen.hinting and not screen.query_one(HintPanel).display
            await wait_for(pilot, lambda: not [w for w in screen.workers if w.group == "hint" and w.is_running])
            await wait_for(pilot, slow_coach.NOTICED.is_set)  # the search itself was told to stop
            assert screen.hint_advice is None
    finally:
        slow_coach.STOP.set()


async def test_no_hint_when_it_is_not_your_turn(monkeypatch):
    from tests.tui import slow_bot

    monkeypatch.setitem(ai.registry._BUILTIN, "slowpoke", "tests.tui.slow_bot:SlowBot")
    slow_bot.STOP.clear()
    app = ClanhallApp(
        setup=GameSetup("clans", {"players": 2, "first_seat": 0}, 11, ["bot:slowpoke", "human"]),
        bot_delay=0,
        autosave=False,
        bot_processes=False,
        coach_spec=COACH,
    )
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
            await pilot_wait_until(
                pilot, lambda: any(driver.thinking for driver in screen.bots.values()), "the bot to think"
            )
            assert screen.waiting_for is None  # the bot is thinking (until STOP)
            await pilot.press("h")
            await notified(pilot, "wait for your turn")
            assert screen.hint_advice is None and not screen.hinting
            assert not screen.query_one(HintPanel).display
    finally:
        slow_bot.STOP.set()
