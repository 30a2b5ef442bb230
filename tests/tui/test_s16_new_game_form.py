"""The new-game form (issue 29 §4): a bot's choice with its rating stays on one row at
80x24 in English, German and Spanish, and the form opens on the game last started from it
(the settings file), not always on the first game; a legend under the seats says what
a rating's numbers are.

The rated choice that is checked is the widest of every game's seat list in every
language (the ratings are the shipped ladder table's): set as the seat's value in its own
game's form, its select is one row high; the others are no wider."""

from __future__ import annotations

import json

from rich.cells import cell_len
from textual.widgets import Select, Static

from ai.ladder import choice_label, rating_label
from core.i18n import _, set_language
from tests.support.new_game_form import choose, open_form
from tests.support.screens import on_screen
from tests.support.waiting import pilot_wait_until
from tui.app import ClanhallApp
from tui.screens.new_game import NewGameScreen, kind_label
from tui.settings.store import last_game, remember_choices, settings_path
from tui.setup import seat_choices

GAMES = ("clans", "crimson-company", "crystal-clans")
LANGUAGES = ("en", "de", "es")


def seat_labels(game_id: str, players: int = 2) -> list[str]:
    """A seat's choices as the form words them, in the current language."""
    return [choice_label(kind_label(label, spec), game_id, spec, players) for label, spec in seat_choices()]


def widest_label() -> tuple[int, str, str, str]:
    """(cells, language, game, label) of the widest seat choice of any game in any language."""
    found = []
    for lang in LANGUAGES:
        set_language(lang)
        found += [(cell_len(label), lang, game, label) for game in GAMES for label in seat_labels(game)]
    return max(found)


async def a_rated_choice_fits_one_row(pilot) -> None:
    """The widest choice of all (with the shipped ladder table: a Spanish "principiante"
    with its rating) is set in its own game's form: one row high. Every other choice, in
    any language, is no wider, so it fits too (a game's form with fewer rows has no
    scrollbar and a select as wide or wider). The form says under its seats what the
    numbers are (a legend), in that language."""
    cells, lang, game, label = widest_label()
    assert "≈" in label, f"the widest choice has no rating: {label!r}"
    set_language(lang)
    form = await open_form(pilot, NewGameScreen(seed=7, game_id=game))
    seat = form.query_one("#seat-1", Select)
    spec = next(str(value) for prompt, value in seat._options if str(prompt) == label)
    await choose(pilot, form, "seat-1", spec)
    await pilot_wait_until(pilot, lambda: seat.size.width, "the seat's select laid out")
    assert seat.size.height == 1, f"{label!r} ({cells} cells) takes {seat.size.height} rows ({lang}, {game})"
    legend = form.query_one("#rating-legend")
    said = str(legend.query_one(".form-legend", Static).render())
    assert said == _("≈ a bot level's rating in this game, ± its uncertainty"), said
    assert legend.region.y > seat.region.y, "the legend is under the seats"
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")
    set_language("en")


async def the_form_opens_on_the_game_last_started(pilot) -> None:
    form = await open_form(pilot, NewGameScreen(seed=7))
    assert form.game_id == GAMES[0], "never started: the first game"
    await choose(pilot, form, "game", "crystal-clans")
    await pilot.press("ctrl+g")  # started (pushed by the test: no game starts)
    await on_screen(pilot, "MainMenu")
    form = await open_form(pilot, NewGameScreen(seed=7))
    assert form.game_id == "crystal-clans"
    assert form.query_one("#game", Select).value == "crystal-clans"
    await pilot.press("escape")  # not started: nothing changes
    await on_screen(pilot, "MainMenu")
    form = await open_form(pilot, NewGameScreen(seed=7, hosting=True))
    assert form.game_id == GAMES[0], "the host form keeps its own last game"
    assert json.loads(settings_path().read_text())["new_game.last"] == "crystal-clans"


async def a_bigger_table_shows_its_own_ratings(pilot) -> None:
    """Clans at 3 players: each level with its rating at that table (lower: a table of
    more luck), and a legend that says whose ratings they are, on one row."""
    form = await open_form(pilot, NewGameScreen(seed=7, game_id="clans"))
    await choose(pilot, form, "players", 3)
    legend = await pilot_wait_until(pilot, lambda: form.query("#rating-legend") and form.query_one("#rating-legend"))
    await pilot_wait_until(pilot, lambda: legend.size.width, "the legend laid out")
    text = legend.query_one(".form-legend", Static)
    assert str(text.render()) == "≈ a bot level's rating at a table of 3, ± its uncertainty"
    assert text.size.height == 1, "the legend wraps"
    seat = form.query_one("#seat-1", Select)
    labels = [str(prompt) for prompt, _value in seat._options]
    assert rating_label("clans", "mcts:level=normal", 3) in " ".join(labels)
    assert rating_label("clans", "mcts:level=normal", 3) != rating_label("clans", "mcts:level=normal", 2)
    await pilot.press("escape")
    await on_screen(pilot, "MainMenu")


async def test_the_form_fits_a_rated_choice_explains_it_and_opens_on_the_last_game():
    """One 80x24 app opens the form in turn (it was two apps): the rated choice and its
    legend first (a form left with Esc starts nothing, so the settings the second part
    reads are still fresh), a bigger table's ratings, then the last game started."""
    app = ClanhallApp(bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await a_rated_choice_fits_one_row(pilot)
        await a_bigger_table_shows_its_own_ratings(pilot)
        await the_form_opens_on_the_game_last_started(pilot)


def test_a_last_game_that_is_gone_or_damaged_opens_the_first():
    remember_choices("new_game", "crimson-company", {"players": 2})
    assert last_game("new_game") == "crimson-company" and last_game("host") is None
    settings = json.loads(settings_path().read_text())
    settings["new_game.last"] = "chess"  # no longer installed
    settings_path().write_text(json.dumps(settings))
    assert NewGameScreen(seed=1).game_id == GAMES[0]
    settings["new_game.last"] = 7  # not a game's id at all
    settings_path().write_text(json.dumps(settings))
    assert last_game("new_game") is None
