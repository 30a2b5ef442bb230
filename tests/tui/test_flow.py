"""Pilot tests of the menus and the generic game screen (on the toy game Lucky Draw)."""

from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList, Select

from tests.support.new_game_form import choose, open_form
from tests.support.screens import back_on, game_ready, notified, on_screen, press_to, turn_of
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import press_until, screen_name
from tui.app import ClanhallApp
from tui.setup import GameSetup


def toy_setup(seats, seed=3):
    return GameSetup("lucky-draw", {"players": len(seats)}, seed, seats)


async def menu_new_game_starts_the_chosen_game_with_the_names_typed(pilot) -> None:
    """The form opened from the menu starts the game, seats and seed chosen, and players
    name their seats there: a typed name is used, an empty one keeps the seat's default."""
    app = pilot.app
    assert screen_name(app) == "MainMenu"
    await pilot.press("n")
    form = await open_form(pilot)
    await choose(pilot, form, "game", "lucky-draw")
    await choose(pilot, form, "players", 3)
    assert len(form.query(".seat-row")) == 3
    await choose(pilot, form, "seat-2", "human")
    assert form.query_one("#name-2", Input).placeholder == "Player 3"
    name = form.query_one("#name-0", Input)
    name.focus()
    await pilot.press(*"Anna")
    await pilot_wait_until(pilot, lambda: name.value == "Anna", "the typed name")
    form.query_one("#seed").value = "42"
    await pilot.press("ctrl+g")
    game = await game_ready(pilot)
    assert game.match.game.id == "lucky-draw"
    assert game.match.seats == ["human", "bot:random", "human"]
    assert game.match.seed == 42
    assert game.match.names[0] == "Anna" and game.match.names[2] == "Player 3"


async def lucky_draw_form(pilot):
    """The new-game form, opened from the menu, with Lucky Draw chosen."""
    await pilot.press("n")
    form = await open_form(pilot)
    await choose(pilot, form, "game", "lucky-draw")
    return form


async def test_the_rules_the_variants_a_refused_name_and_a_game_started_from_the_form(fixed_seats):
    """One 80x24 app from the menu (it was four: the rules, Crimson Company's variants at
    100x30, the refused names, the game started), each part ending on the menu where the
    next begins; none of the first three starts a game, so the form the last one opens
    remembers nothing of them. (The variants' fields are read from the form's state and
    widgets, not from the screen: the size was not their point.)"""
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await rules_of_every_game_are_written_and_shown(pilot)
        await new_game_offers_each_game_s_variants_and_only_their_options(pilot)
        await two_seats_with_one_name_are_refused_and_the_form_stays(pilot)
        await menu_new_game_starts_the_chosen_game_with_the_names_typed(pilot)


async def two_seats_with_one_name_are_refused_and_the_form_stays(pilot) -> None:
    """Two seats named alike are refused and the form stays with what was typed; then, in
    the same form (each step reads what the one before left): a network seat has no name
    to type, and escape goes back to the menu."""
    app = pilot.app
    form = await lucky_draw_form(pilot)
    form.query_one("#name-0", Input).value = "Anna"
    form.query_one("#name-1", Input).value = "anna "
    await pilot.press("ctrl+g")
    await notified(pilot, "both called")
    assert screen_name(app) == "NewGameScreen"
    with pytest.raises(ValueError, match="both called"):
        form.setup()
    # changing the player count keeps the names typed so far
    await choose(pilot, form, "players", 3)
    assert form.query_one("#name-0", Input).value == "Anna"
    assert form.query_one("#name-2", Input).value == ""
    # a network seat takes its name from who joins: nothing to type
    await choose(pilot, form, "seat-1", "network")
    assert form.query_one("#name-1", Input).disabled
    # back returns to the menu
    await press_to(pilot, "escape", screen="MainMenu")


async def test_resign_then_games_against_a_bot_at_one_keyboard_and_of_bots_alone_to_the_end():
    """One app plays four Lucky Draw games in turn (it was four apps), each started in the
    running app as the app starts the setup it is given (`start_game`, which drops the
    game before): a resigned game, a game against the random bot to the end, a hot-seat
    game, and bot against bot. Each part reads its own game's screen and match."""
    app = ClanhallApp(setup=toy_setup(["human", "bot:random"]), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await resign_ends_the_game_with_a_loss(pilot, await game_ready(pilot))
        await a_game_against_the_random_bot_to_the_end(pilot, await next_game(pilot, ["human", "bot:random"]))
        await hot_seat_hides_the_board_between_players(pilot, await next_game(pilot, ["human", "human"]))
        await bot_against_bot_plays_on_its_own(pilot, await next_game(pilot, ["bot:random", "bot:random"]))


async def next_game(pilot, seats):
    """Start a Lucky Draw game with `seats` in the running app; its screen once mounted."""
    app = pilot.app
    last = app.game_screen()
    app.start_game(toy_setup(seats))

    def started():
        game = app.game_screen()
        return game is not None and game is not last and game.is_mounted and game

    return await pilot_wait_until(pilot, started, f"the new game's screen ({seats})")


async def a_game_against_the_random_bot_to_the_end(pilot, game) -> None:
    """Help and the rules open and close over the game, the list reads each action, and
    enter plays to the end (the first two change nothing in the game)."""
    app = pilot.app
    await press_to(pilot, "f1", screen="HelpScreen")
    await pilot.press("escape")
    await back_on(pilot, game)
    await press_to(pilot, "question_mark", screen="RulesScreen")
    await pilot.press("escape")
    await back_on(pilot, game)
    await turn_of(pilot, game, 0)
    options = game.query_one("#actions", OptionList)
    hand = sorted(set(game.match.state.hands[0]))
    assert [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)] == [
        f"Seat 1 plays a {c}" for c in hand
    ]
    await press_until(pilot, "enter", lambda: screen_name(app) == "GameOverScreen")
    await on_screen(pilot, "GameOverScreen")
    assert game.match.is_over()
    assert len(game.match.log) == 4
    # every human move came from the list, every bot move from the bot seat
    assert [e.seat for e in game.match.log] == [0, 1, 0, 1]
    text = str(app.screen.query_one("#headline").render())
    assert "wins" in text or "tie" in text.lower()


async def hot_seat_hides_the_board_between_players(pilot, game) -> None:
    app = pilot.app
    await on_screen(pilot, "HandOverScreen")  # first player is called to the keyboard
    await pilot.press("enter")
    await turn_of(pilot, game, 0)
    assert game.viewer == 0
    shown = str(game.query_one("#view-text").render())
    hand0 = game.match.state.hands[0]
    assert f"hands: [[{hand0[0]}, {hand0[1]}], [-1, -1]]" in shown
    await press_to(pilot, "enter", screen="HandOverScreen")  # play the highlighted card
    assert game.waiting_for is None
    await pilot.press("enter")
    await turn_of(pilot, game, 1)
    assert game.viewer == 1
    shown = str(game.query_one("#view-text").render())
    assert "hands: [[-1, -1]" in shown  # player 1's hand is hidden from player 2
    await press_until(pilot, "enter", lambda: screen_name(app) == "GameOverScreen")
    assert game.match.is_over()


async def bot_against_bot_plays_on_its_own(pilot, game) -> None:
    app = pilot.app
    # mounted, not only pushed: a test that ends first shuts the app down under its on_mount
    await pilot_wait_until(
        pilot, lambda: screen_name(app) == "GameOverScreen" and app.screen.is_mounted, "the bots to finish"
    )
    assert app.game_screen() is game and game.viewer is None


async def resign_ends_the_game_with_a_loss(pilot, game) -> None:
    app = pilot.app
    await turn_of(pilot, game, 0)
    app.action_resign()
    await on_screen(pilot, "ConfirmDialog")
    await press_to(pilot, "y", screen="GameOverScreen")
    assert "Player 1 resigned" in str(app.screen.query_one("#headline").render())
    table = app.screen.query_one("#scores")
    assert table.get_row_at(0)[3] == "loses" and table.get_row_at(1)[3] == "wins"


async def test_leaving_says_whether_the_game_is_autosaved(tmp_path):
    """Before the first move (or with autosave off) leaving asks to save first; once the
    autosave slot holds the game, the question says where it carries on instead. No stays
    in the game, yes leaves it for the menu."""
    for autosave in (True, False):
        app = ClanhallApp(setup=toy_setup(["human", "bot:random"]), bot_delay=0, autosave=autosave)
        async with app.run_test(size=(80, 24)) as pilot:
            game = await game_ready(pilot)
            await turn_of(pilot, game, 0)
            dialog = await press_to(pilot, "escape", screen="ConfirmDialog")
            assert "save it first with ctrl+s" in dialog.question
            await pilot.press("n")
            await back_on(pilot, game)
            game.query_one("#actions", OptionList).focus()
            await pilot.press("enter")  # the first move: the autosave slot is written
            # the bot's answer is applied (and autosaved) before the keyboard is asked again
            await turn_of(pilot, game, 0, moves=2)
            question = (await press_to(pilot, "escape", screen="ConfirmDialog")).question
            if not autosave:  # yes leaves the game
                await press_to(pilot, "y", screen="MainMenu")
                assert app.game_screen() is None
        if autosave:
            assert "it is autosaved: Load game carries it on" in question
            assert list((tmp_path / "saves").glob("autosave-lucky-draw-*.clanhall"))
        else:
            assert "save it first with ctrl+s" in question


async def test_a_searching_bot_thinks_in_its_own_process():
    setup = GameSetup("clans", {"players": 2}, 9, ["bot:mcts:level=easy,iterations=50", "human"])
    app = ClanhallApp(setup=setup, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await game_ready(pilot)
        from ai.worker import ProcessBot

        assert isinstance(game.bots[0].bot, ProcessBot)  # a child process, not the UI's thread

        def bot_moved() -> bool:
            """The bot's move is in and the human is asked; the human's own first move is
            played here if the draw gave them the first turn."""
            moved = any(e.seat == 0 for e in game.match.log)
            if game.waiting_for == 1 and not moved:
                game.play(game.legal[0])
            return moved and game.waiting_for == 1

        # the worker process starts, imports and searches: on a busy 2-core machine that
        # has taken over 15 s
        await pilot_wait_until(pilot, bot_moved, "the bot's move from its process")
        assert "failed" not in str(game.query_one("#thinking").render())


async def rules_of_every_game_are_written_and_shown(pilot) -> None:
    from tui.screens.rules import TITLES, rules_text

    for gid, title in TITLES.items():
        text = rules_text(gid)
        assert text.startswith(f"# {title}") and "not written" not in text
    await press_to(pilot, "r", screen="RulesScreen")
    assert len(pilot.app.screen.query("MarkdownViewer")) == 3
    await press_to(pilot, "escape", screen="MainMenu")


async def test_a_thinking_bot_shows_progress_and_the_screen_stays_responsive(monkeypatch):
    import ai.registry
    from tests.tui import slow_bot

    monkeypatch.setitem(ai.registry._BUILTIN, "slowpoke", "tests.tui.slow_bot:SlowBot")
    slow_bot.CANCELLED.clear()
    slow_bot.STOP.clear()
    app = ClanhallApp(setup=toy_setup(["bot:slowpoke", "human"]), bot_delay=0, bot_processes=False)
    try:
        await _thinking_bot_checks(app, slow_bot)
    finally:
        slow_bot.STOP.set()


async def _thinking_bot_checks(app, slow_bot):
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.game_screen()
        await pilot_wait_until(pilot, lambda: "lines of play" in str(game.query_one("#thinking").render()), "progress")
        thinking = str(game.query_one("#thinking").render())
        assert "is thinking" in thinking and "lines of play" in thinking
        assert "best so far" not in thinking  # it could give a secret choice away
        await press_to(pilot, "f1", screen="HelpScreen")  # the interface answers while the bot thinks
        assert not game.match.log
        await pilot.press("escape")
        await back_on(pilot, game)
        await press_to(pilot, "escape", screen="ConfirmDialog")  # leave the game: the bot is told to stop
        await pilot.press("y")
        await pilot_wait_until(pilot, slow_bot.CANCELLED.is_set, "the bot to notice its cancellation")
        await on_screen(pilot, "MainMenu")


async def new_game_offers_each_game_s_variants_and_only_their_options(pilot) -> None:
    """Crimson Company's form: each variant shows only its own options (with their labels),
    a value chosen is kept across variants, and free-for-all starts at three seats."""
    from tui.screens.new_game import NewGameScreen

    form = await open_form(pilot, NewGameScreen(seed=5, game_id="crimson-company"))

    def shown():
        return {w.id[4:] for w in form.query("Select, Input") if (w.id or "").startswith("opt-")}

    assert form.query_one("#variant", Select).value == "duel"
    assert len(form.query(".seat-row")) == 2
    assert shown() == {"castle_rules", "castles", "handicap", "handicap_seat", "tournament", "first_seat"}
    seat_choices = [label for label, _ in form.query_one("#opt-handicap_seat", Select)._options]
    assert [str(x) for x in seat_choices] == ["second player", "seat 1", "seat 2"]
    starters = [label for label, _ in form.query_one("#opt-first_seat", Select)._options]
    assert [str(x) for x in starters] == ["random", "seat 1", "seat 2"]
    await choose(pilot, form, "opt-castle_rules", True)
    await choose(pilot, form, "variant", "solo")
    assert shown() == {"castle_rules", "castles", "difficulty"}
    labels = [str(label) for label, _ in form.query_one("#opt-difficulty", Select)._options]
    assert labels == ["easy", "medium", "hard", "very hard", "crazy"]
    assert form.query_one("#opt-castle_rules", Select).value is True  # kept across variants
    await choose(pilot, form, "opt-difficulty", 6)
    setup = form.setup()
    assert setup.config["difficulty"] == 6 and setup.config["castle_rules"] is True
    assert setup.config["tournament"] is False
    await choose(pilot, form, "variant", "free-for-all")
    assert len(form.query(".seat-row")) == 3  # free-for-all starts at 3 players
    setup = form.setup()
    assert setup.config["variant"] == "free-for-all" and setup.config["castle_rules"] is True
    assert setup.seed == 5 and len(setup.seats) == 3
    await press_to(pilot, "escape", screen="MainMenu")  # not started: nothing remembered
