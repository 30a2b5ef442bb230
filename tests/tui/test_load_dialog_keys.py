"""The load dialog answers Enter and a double-click on the highlighted save (a single
click only shows its preview), its footer says so, and a finished game loads with its
result on screen, as at the end of play (issue 29 §2)."""

from __future__ import annotations

from core.match import Match
from core.savefile import write_save
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import screen_name
from tui.app import ClanhallApp
from tui.screens.save_dialogs import LoadDialog
from tui.widgets.footer import Footer


def saved_games(folder) -> None:
    """Two toy saves: a finished game (older) and one in progress (newer, listed first)."""
    finished = Match("lucky-draw", {"players": 2}, 4, seats=["human", "bot:random"])
    while not finished.is_over():
        finished.submit(finished.state.to_move(), finished.state.legal_actions()[0])
    write_save(finished, directory=folder, now=None, title="finished")
    going = Match("lucky-draw", {"players": 2}, 5, seats=["human", "bot:random"])
    going.submit(going.state.to_move(), going.state.legal_actions()[0])
    write_save(going, directory=folder, now=None, title="going")


async def open_load_dialog(app, pilot) -> LoadDialog:
    await on_screen(pilot, "MainMenu")
    await pilot.press("l")
    await on_screen(pilot, "LoadDialog")
    return app.screen


def row_of(dialog: LoadDialog, title: str) -> int:
    return next(n for n, info in enumerate(dialog.saves) if info.title == title)


async def test_a_click_previews_a_double_click_loads_and_enter_loads_the_highlighted_save(saves_in_tmp):
    """One app (it was two): the mouse first, then, back on the menu, the keys in a load
    dialog opened again (the saves unchanged: loading writes nothing)."""
    saved_games(saves_in_tmp)
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await a_click_previews_a_save_and_a_double_click_loads_it(app, pilot)
        app.close_game()
        await enter_on_the_highlighted_finished_save_loads_it_with_its_result(app, pilot)


async def enter_on_the_highlighted_finished_save_loads_it_with_its_result(app, pilot) -> None:
    dialog = await open_load_dialog(app, pilot)
    footer = dialog.query_one(Footer)
    await pilot_wait_until(pilot, lambda: "enter or double-click: Load" in str(footer.children[0].render()))
    target = row_of(dialog, "finished")
    options = dialog.query_one("#load-list")
    while options.highlighted != target:
        before = options.highlighted
        await pilot.press("down")  # each press handled before the next: none overshoots the target
        await pilot_wait_until(pilot, lambda b=before: options.highlighted != b, "the next save highlighted")
    await pilot.press("enter")
    await on_screen(pilot, "GameOverScreen")
    game = app.game_screen()
    assert game is not None and game.match.is_over()
    assert "wins" in str(app.screen.query_one("#headline").render())


async def a_click_previews_a_save_and_a_double_click_loads_it(app, pilot) -> None:
    dialog = await open_load_dialog(app, pilot)
    options = dialog.query_one("#load-list")
    target = row_of(dialog, "finished")
    assert options.highlighted != target
    # the target's first line, under the list's top border
    row = 1 + next(n for n, (index, _) in enumerate(options._lines) if index == target)
    await pilot.click(options, offset=(4, row))
    preview = dialog.query_one("#load-preview")
    await pilot_wait_until(pilot, lambda: "finished" in str(preview.render()), "the clicked save's preview")
    assert screen_name(app) == "LoadDialog" and options.highlighted == target  # only highlighted
    await pilot.click(options, offset=(4, row), times=2)
    await on_screen(pilot, "GameOverScreen")
