"""A key typed before a screen is shown does not answer it: the game-over screen keeps the
result until the player chooses, and the hot-seat hand-over keeps the next hand covered
(issue 29 §2). A stray key is made before the screen is put up (its event carries that
time, as a key the terminal delivered while a bot made its last move) and handed to the
app once the screen is up, as the app would handle a queued one."""

from __future__ import annotations

from textual import events
from textual.widgets import Button

from tests.support.screens import dropped, focus_by, game_ready, on_screen, turn_of
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import screen_name
from tui.app import ClanhallApp
from tui.setup import GameSetup
from tui.widgets.footer import Footer


def toy_setup(seats, seed=3):
    return GameSetup("lucky-draw", {"players": len(seats)}, seed, seats)


def footer_text(app) -> str:
    """The words of the active screen's own footer."""
    footer = app.screen.query_one(Footer)
    return " ".join(str(w.render()) for w in footer.children)


async def play_to_the_end(app, pilot) -> None:
    """The human plays the highlighted action until the bot's last move ends the game."""
    game = app.game_screen()
    for _ in range(20):
        if screen_name(app) == "GameOverScreen":
            return
        await pilot_wait_until(pilot, lambda: game.waiting_for is not None or screen_name(app) == "GameOverScreen")
        if game.waiting_for is not None:
            await pilot.press("enter")
    await on_screen(pilot, "GameOverScreen")


async def test_keys_typed_while_the_bot_made_the_last_move_do_not_skip_the_result():
    """The stray keys are dropped; then the result, still up, opens with New game highlighted
    and named in the footer, the arrows and tab move the highlight (the footer follows) and
    enter acts on it. (One game for both: the dropped keys change nothing on the result,
    which is what the second part reads.) Then, in the same app (it was its own), a
    hot-seat game started as the app starts its setup: a key typed before its hand-over
    does not uncover the next hand."""
    app = ClanhallApp(setup=toy_setup(["human", "bot:random"]), bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await game_ready(pilot)
        stray = [events.Key(key, char) for key, char in (("enter", "\r"), ("space", " "), ("escape", None))]
        await play_to_the_end(app, pilot)
        over = await on_screen(pilot, "GameOverScreen")
        for key in stray:  # delivered now, typed before the result was up
            app.post_message(key)
        await dropped(pilot, stray)
        assert app.screen is over and app.game_screen() is not None
        headline = str(over.query_one("#headline").render())
        assert "wins" in headline or "tie" in headline
        await new_game_highlighted_and_the_keys_move_it(app, pilot, over)
        last = app.game_screen()
        app.start_game(toy_setup(["human", "human"]))
        game = await pilot_wait_until(
            pilot, lambda: (g := app.game_screen()) not in (None, last) and g.is_mounted and g, "the hot-seat game"
        )
        await a_key_typed_before_the_hand_over_does_not_uncover_the_next_hand(app, pilot, game)


async def new_game_highlighted_and_the_keys_move_it(app, pilot, over) -> None:
    await pilot_wait_until(pilot, lambda: over.focused, "a button focused")  # focus() goes through the app's queue
    assert over.focused is over.query_one("#over-new_game", Button)
    await pilot_wait_until(pilot, lambda: "enter: New game" in footer_text(app), "the footer to name Enter")
    await focus_by(pilot, "right")  # the arrows move the highlight, and the footer follows it
    assert over.focused is over.query_one("#over-board", Button)
    await pilot_wait_until(pilot, lambda: "enter: Board" in footer_text(app), "the footer to follow")
    await focus_by(pilot, "tab")
    assert over.focused is over.query_one("#over-replay", Button)
    await focus_by(pilot, "left", "left")
    assert over.focused is over.query_one("#over-new_game", Button)
    await focus_by(pilot, "left")  # from the first shown button round to the last; the hidden rematch is skipped
    assert over.focused is over.query_one("#over-menu", Button)
    await focus_by(pilot, "right", "right")
    await pilot.press("enter")  # keys pressed on the result act: "Board"
    await pilot_wait_until(pilot, lambda: app.screen is app.game_screen(), "the final board")


async def a_key_typed_before_the_hand_over_does_not_uncover_the_next_hand(app, pilot, game) -> None:
    await on_screen(pilot, "HandOverScreen")
    await pilot.press("enter")  # player 1 takes the keyboard
    await turn_of(pilot, game, 0)
    assert game.viewer == 0
    stray = [events.Key("enter", "\r"), events.Key("space", " ")]  # typed as player 1 plays
    await pilot.press("enter")  # player 1 plays; the board is covered for player 2
    await on_screen(pilot, "HandOverScreen")
    for key in stray:
        app.post_message(key)
    await dropped(pilot, stray)
    assert screen_name(app) == "HandOverScreen" and game.viewer != 1
    await pilot.press("enter")  # player 2, at the keyboard now
    await turn_of(pilot, game, 1)
    assert game.viewer == 1 and len(game.match.log) == 1
