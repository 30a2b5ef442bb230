"""Crystal Clans and Crimson Company on their own screens: a whole game against the random
bot through key presses, each game on its own screen, and a bot's face-down card kept
secret in the log and in its announced move."""

from __future__ import annotations

import random

from core.match import Match
from tests.support.game_screens import next_to_answer, refreshed
from tests.support.late import late_match
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens import game_screen_for
from tui.setup import GameSetup


async def play_to_the_end(gid: str, seed: int, share: float):
    """Open a game against the random bot `share` of the way in (tests/support/late.py) and
    press enter alone until the result screen; the screen's name, the match and the number
    of moves played before the screen opened."""
    setup = GameSetup(gid, {"players": 2}, seed, ["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        match = late_match(setup.make_match, seed, share)
        start = len(match.log)
        app.open_match(match)
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
        await enter_until_the_end(pilot, screen, limit=600)
        return type(screen).__name__, match, start


def moment(app, screen) -> tuple:
    """What an enter can change: a move logged, a turn asked, a screen put up or taken down,
    a spot chosen on the board, a refusal told."""
    return screen.shown_log, screen.turn, app.screen, getattr(screen, "chosen", None), len(app._notifications)


async def enter_until_the_end(pilot, screen, limit: int) -> None:
    """Press enter alone, each time once something asks for an answer and until the enter
    has been answered, until the result screen (at most `limit` presses)."""
    app = pilot.app
    for _ in range(limit):
        what = await next_to_answer(pilot)
        if what == "over":
            return
        await refreshed(app.screen)  # a turn's cursor placed, a dialog's button focused
        before = moment(app, screen)
        await pilot.press("enter")
        await pilot_wait_until(pilot, lambda was=before: moment(app, screen) != was, "the enter answered")
    raise AssertionError(f"no result after {limit} presses of enter")


# A whole Crystal Clans game against the random bot is played on the board in
# tests/tui/games/crystal_clans/test_board.py (the enter-only version here needed 318 presses).


async def test_crimson_company_duel_against_the_random_bot_to_the_end():
    """Enter alone plays a Crimson duel to its end: a bid in the auction dialog, a deployment
    on the board and a pass. From the game's last quarter (seed 3: 10 moves, 4 presses; seed
    21 from two thirds took 24 and 14): whole duels are played from their first move through
    the action list (tests/e2e) and late ones on the board
    (tests/tui/games/crimson_company/test_board.py)."""
    name, match, start = await play_to_the_end("crimson-company", 3, share=3 / 4)
    assert name == "CrimsonCompanyScreen"
    assert match.is_over() and {e.seat for e in match.log[start:]} == {0, 1}
    assert {"bid", "deploy", "pass"} <= {e.action[0] for e in match.log[start:] if e.seat == 0}
    assert max(match.state.won) >= 2  # two castles won


# The Crystal Clans board as text, showing its own hand only, is checked on the board of
# tests/tui/games/crystal_clans/test_board.py (test_one_turn_lights_its_targets_…, at t).


# The Crimson Company board as text (lanes, market, face-down marks) is checked on the board
# of tests/tui/games/crimson_company/test_board.py (test_a_card_then_a_lane_…, at t).


async def test_every_game_has_its_own_screen():
    async with ClanhallApp(autosave=False).run_test():
        for gid, cls in (
            ("clans", "ClansScreen"),
            ("crystal-clans", "CrystalClansScreen"),
            ("crimson-company", "CrimsonCompanyScreen"),
        ):
            assert type(game_screen_for(Match(gid, {}, 1))).__name__ == cls


# Hot-seat Crystal Clans, each player seeing only their own hand on the board:
# tests/tui/games/crystal_clans/test_board.py.


# The two tests below read the log panel and the announced move, not a layout: 80x24, the
# cheapest frame (they ran at 100x40).
def before_a_secret_choice_of_seat_2() -> Match:
    """A seeded Crystal Clans match (seat 1 human, seat 2 the random bot) stopped where
    seat 2 must choose its face-down battle card among several, before seat 1 has (so the
    card stays hidden until both are revealed)."""
    from core.secrecy import hidden_from

    for seed in range(50):
        match = Match("crystal-clans", {}, seed, seats=["human", "bot:random"])
        rng = random.Random(seed)
        while not match.is_over() and len(match.log) < 400:
            state = match.state
            if (
                state.decision().kind == "commit"
                and state.to_move() == 1
                and len(state.legal_actions()) > 1
                and hidden_from(state, 1, state.legal_actions()[0], [0])
            ):
                return match
            legal = state.legal_actions()
            match.submit(state.to_move(), legal[rng.randrange(len(legal))])
    raise AssertionError("no seeded game reached a battle card choice of seat 2")


async def test_a_bot_s_face_down_battle_card_is_not_told_in_the_log():
    match = before_a_secret_choice_of_seat_2()
    n = len(match.log)
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
        await pilot_wait_until(pilot, lambda: screen.shown_log > n, "the bot's move in the log panel")
        assert len(match.log) > n and match.log[n].seat == 1
        lines = [strip.text for strip in app.game_screen().query_one("#log").lines]
        shown = " ".join(" ".join(lines).split())  # a wrapped line reads as one
        assert "made a hidden choice" in shown  # the true log knows the card; the screen not
        assert str(match.log[n].text) not in shown


async def test_the_bot_s_announced_move_keeps_a_face_down_card_secret():
    match = before_a_secret_choice_of_seat_2()
    app = ClanhallApp(bot_delay=5, autosave=False)  # the move stays announced for 5 s
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_match(match)
        screen = app.game_screen()
        await pilot_wait_until(
            pilot,
            lambda: screen.query("#thinking") and "hidden choice" in str(screen.query_one("#thinking").render()),
            "the announced move",
        )
        announced = str(screen.query_one("#thinking").render())
        assert "made a hidden choice" in announced
