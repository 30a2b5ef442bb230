"""The bot's reasons agree with its move (issue 29 §5): the option played is always in
the list shown with its own estimate, a weaker option drawn on purpose (a level's
temperature) says so, and the evaluation bar names the move its estimate is from and
shows the result, never a stale estimate, once the game is over: that last one in the app
of tests/tui/coach/test_reasons.py's duel, which waits for the same bot move (issue 30 §3:
one app and one bot process fewer)."""

from __future__ import annotations

from ai.registry import make_bot
from core.narration import narrate, predicate
from core.registry import get_game
from tests.support.screens import on_screen
from tui.coach.reasons import ReasonsScreen, reason_for

DRAWING_BOT = "mcts:iterations=40,workers=1,temperature=5"  # draws nearly at random


def a_drawn_move():
    """A Crimson Company duel decision where the drawing bot played an option outside its
    top three (seeds tried in order, at most 20)."""
    game = get_game("crimson-company")
    for seed in range(20):
        state = game.new(game.normalize_config({"variant": "duel", "players": 2}), seed)
        while len(state.legal_actions()) < 4:
            state.apply(state.legal_actions()[0])
        seat = state.to_move()
        bot = make_bot(DRAWING_BOT, seed=seed)
        action = bot.choose(state.view(seat), seat, state.legal_actions())
        advice = bot.last_advice
        if action not in [o.action for o in advice.top(3)]:
            return state, seat, action, advice
    raise AssertionError("no seed of 20 drew an option outside the top three")


def test_the_played_option_is_in_the_advice_with_its_own_estimate():
    state, seat, action, advice = a_drawn_move()
    assert advice.played == action and advice.drew
    played = advice.option(action)
    assert advice.played_chance == played.win_chance
    reason = reason_for(state, seat, 1, str(state.describe(action)), advice, humans=[0], hidden=False)
    assert reason.win_chance == played.win_chance and reason.drew
    move = predicate(narrate(state.view(seat), action), seat, [])  # the log's words, no name
    marked = [line for line in reason.weighed if "← played" in line]
    assert len(marked) == 1 and move in marked[0] and f"wins {played.win_chance:.0%}" in marked[0]
    assert reason.weighed.index(marked[0]) == 3  # after the top three it is not among
    assert "on purpose" in reason.weighed[-1]


def test_a_best_move_played_is_marked_in_the_top_three_and_not_called_drawn():
    game = get_game("crimson-company")
    state = game.new(game.normalize_config({"variant": "duel", "players": 2}), 1)
    seat = state.to_move()
    bot = make_bot("mcts:iterations=40,workers=1", seed=1)
    action = bot.choose(state.view(seat), seat, state.legal_actions())
    advice = bot.last_advice
    assert advice.played == action == advice.best.action and not advice.drew
    reason = reason_for(state, seat, 1, "x", advice, humans=[0], hidden=False)
    assert reason.weighed[0].endswith("← played") and not any("on purpose" in line for line in reason.weighed)


async def test_the_reasons_screen_shows_the_drawn_move_and_its_estimate():
    from textual.app import App

    state, seat, action, advice = a_drawn_move()
    reason = reason_for(state, seat, 7, str(state.describe(action)), advice, humans=[0], hidden=False)
    app = App()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(ReasonsScreen([reason], ["Ann", "Bot"], over=False))
        screen = await on_screen(pilot, "ReasonsScreen")  # composed
        line = str(screen.query_one("#reasons").get_option_at_index(0).prompt)
        assert f"gave this move {reason.win_chance:.0%}" in line and "drawn on purpose" in line
        detail = str(screen.query_one("#reasons-detail").render())
        assert "← played" in detail and predicate(narrate(state.view(seat), action), seat, []) in detail
